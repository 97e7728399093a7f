from enum import StrEnum


class HealthDependenciesAdditionalProperty(StrEnum):
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
