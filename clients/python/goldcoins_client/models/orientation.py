from enum import StrEnum


class Orientation(StrEnum):
    COIN = "coin"
    MEDAL = "medal"
    VARIABLE = "variable"

    def __str__(self) -> str:
        return str(self.value)
