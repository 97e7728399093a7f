from enum import StrEnum


class Technique(StrEnum):
    CAST = "cast"
    HAMMERED = "hammered"
    MILLED = "milled"

    def __str__(self) -> str:
        return str(self.value)
