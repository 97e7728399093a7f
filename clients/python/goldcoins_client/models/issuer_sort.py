from enum import StrEnum


class IssuerSort(StrEnum):
    DEPTH_ASC = "depth_asc"
    DEPTH_DESC = "depth_desc"
    NAME_ASC = "name_asc"
    NAME_DESC = "name_desc"
    RELEVANCE = "relevance"

    def __str__(self) -> str:
        return str(self.value)
