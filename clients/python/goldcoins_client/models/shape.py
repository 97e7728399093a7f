from enum import StrEnum


class Shape(StrEnum):
    OTHER = "other"
    POLYGONAL = "polygonal"
    ROUND = "round"
    SCALLOPED = "scalloped"
    SQUARE = "square"

    def __str__(self) -> str:
        return str(self.value)
