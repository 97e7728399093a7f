from enum import StrEnum


class SizeLabel(StrEnum):
    FIFTH_OZ = "1/5oz"
    FIFTIETH_OZ = "1/50oz"
    HALF_OZ = "1/2oz"
    ONE_OZ = "1oz"
    OTHER = "other"
    QUARTER_OZ = "1/4oz"
    TENTH_OZ = "1/10oz"
    TWENTIETH_OZ = "1/20oz"
    TWENTY_FIFTH_OZ = "1/25oz"

    def __str__(self) -> str:
        return str(self.value)
