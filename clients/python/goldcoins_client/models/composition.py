from enum import StrEnum


class Composition(StrEnum):
    GOLD = "gold"
    GOLD_COPPER = "gold_copper"
    GOLD_SILVER = "gold_silver"
    GOLD_SILVER_COPPER = "gold_silver_copper"

    def __str__(self) -> str:
        return str(self.value)
