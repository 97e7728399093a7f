from enum import StrEnum


class Finish(StrEnum):
    BULLION = "bullion"
    BURNISHED = "burnished"
    CIRCULATION = "circulation"
    MATTE = "matte"
    PROOF = "proof"
    PROOFLIKE = "prooflike"
    REVERSE_PROOF = "reverse_proof"
    UNCIRCULATED = "uncirculated"

    def __str__(self) -> str:
        return str(self.value)
