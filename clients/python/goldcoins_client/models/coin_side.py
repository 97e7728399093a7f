from enum import StrEnum


class CoinSide(StrEnum):
    EDGE = "edge"
    OBVERSE = "obverse"
    REVERSE = "reverse"

    def __str__(self) -> str:
        return str(self.value)
