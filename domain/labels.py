"""Labels derived from a type's record, never stored."""

from __future__ import annotations

import functools
from fractions import Fraction

TROY_OUNCE_GRAMS = 31.1034768
SIZE_FRACTIONS = (
    ("1oz", Fraction(1)),
    ("1/2oz", Fraction(1, 2)),
    ("1/4oz", Fraction(1, 4)),
    ("1/5oz", Fraction(1, 5)),
    ("1/10oz", Fraction(1, 10)),
    ("1/20oz", Fraction(1, 20)),
    ("1/25oz", Fraction(1, 25)),
    ("1/50oz", Fraction(1, 50)),
)
SIZE_LABELS = tuple(label for label, _ in SIZE_FRACTIONS) + ("other",)
SIZE_NOMINALS = tuple((label, TROY_OUNCE_GRAMS * float(fraction)) for label, fraction in SIZE_FRACTIONS)
PURITY_LABELS = ("24k", "22k", "other")
CATEGORIES = ("circulation", "commemorative", "bullion", "pattern")  # DECISIONS.md, as the format spells them
FOUR_NINES = 0.9999  # fineness from which gold is "24k"
CROWN_GOLD = (0.916, 0.917)  # 22-carat crown gold (11/12 = 0.91666…) however it is published: 0.916 to 0.917
SIZE_TOLERANCE = 0.01


@functools.lru_cache(maxsize=4096)  # a catalogue has a few hundred distinct fine weights; a list asks per row
def size_label(fine_weight: float | None) -> str:
    """The bullion size whose troy-ounce fraction is within ±1 % of the fine gold content."""
    if fine_weight is None or fine_weight <= 0:
        return "other"
    for label, nominal in SIZE_NOMINALS:
        if abs(fine_weight - nominal) <= nominal * SIZE_TOLERANCE:
            return label
    return "other"


def purity_label(fineness: float | None) -> str:
    if fineness is None:
        return "other"
    if fineness >= FOUR_NINES:
        return "24k"
    if CROWN_GOLD[0] <= fineness <= CROWN_GOLD[1]:
        return "22k"
    return "other"


def size_window(label: str) -> tuple[float, float]:
    """The fine-weight interval (grams) a size label covers; used to filter in storage."""
    fraction = dict(SIZE_FRACTIONS)[label]
    nominal = TROY_OUNCE_GRAMS * float(fraction)
    return nominal * (1 - SIZE_TOLERANCE), nominal * (1 + SIZE_TOLERANCE)


def melt_value(fine_weight: float, price_per_gram: float) -> float:
    """Fine gold at spot: no premium, no quote, no valuation."""
    return fine_weight * price_per_gram
