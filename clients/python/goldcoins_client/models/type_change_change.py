from enum import StrEnum


class TypeChangeChange(StrEnum):
    CHANGED = "changed"
    CREATED = "created"
    REMOVED = "removed"

    def __str__(self) -> str:
        return str(self.value)
