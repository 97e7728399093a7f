from enum import StrEnum


class SourceCoverage(StrEnum):
    DESIGN = "design"
    MINTAGES = "mintages"
    NAMES = "names"
    REFERENCES = "references"
    SPECIFICATION = "specification"
    YEARS = "years"

    def __str__(self) -> str:
        return str(self.value)
