from enum import StrEnum


class PullState(StrEnum):
    OPEN = "open"
    REFUNDABLE = "refundable"
    REFUNDED = "refunded"
    SETTLED = "settled"

    def __str__(self) -> str:
        return str(self.value)
