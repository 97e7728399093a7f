from enum import StrEnum


class PurityLabel(StrEnum):
    OTHER = "other"
    TWENTY_FOUR_KARAT = "24k"
    TWENTY_TWO_KARAT = "22k"

    def __str__(self) -> str:
        return str(self.value)
