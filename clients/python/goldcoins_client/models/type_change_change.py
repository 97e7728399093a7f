from enum import StrEnum


class TypeChangeChange(StrEnum):
    REMOVED = "removed"
    UPDATED = "updated"

    def __str__(self) -> str:
        return str(self.value)
