from enum import StrEnum


class Category(StrEnum):
    BULLION = "bullion"
    CIRCULATION = "circulation"
    COMMEMORATIVE = "commemorative"
    PATTERN = "pattern"

    def __str__(self) -> str:
        return str(self.value)
