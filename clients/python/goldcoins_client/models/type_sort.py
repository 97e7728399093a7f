from enum import StrEnum


class TypeSort(StrEnum):
    NEWEST = "newest"
    OLDEST = "oldest"
    RELEVANCE = "relevance"
    TITLE_ASC = "title_asc"
    TITLE_DESC = "title_desc"
    WEIGHT_ASC = "weight_asc"
    WEIGHT_DESC = "weight_desc"
    YEAR_ASC = "year_asc"

    def __str__(self) -> str:
        return str(self.value)
