"""Each type's bullion size label, stored beside its fine weight (coin_type.size_label), so that `GET
/types?size=…` reads its page off a (size_label, sort key, id) index (the baseline schema).

Filtering by the fine-weight windows row by row made every size page walk the catalogue's sort order or
sort all its matches: at 100k types `size=1oz` cost twice a plain page, and `size=1/10oz&sort=oldest` five
times (bullion fractions are modern, so the walk met none of them early and gave up, then ~3,000 matches
were sorted).

The stored label is exactly what the window filter selects: the first of domain.labels' size windows that
holds the fine weight, else "other". The windows are code, so the labels are stored with a digest of the
windows they were computed with (catalogue_meta `size_labels`). `refresh` brings every differing row in line
and records the digest; every import and `goldcoins db upgrade` run it. A reading process filters by the
column only while the stored digest is its own (checked at most once a second), else by the windows.
"""

from __future__ import annotations

import hashlib

from adapters.storage.catalogue.models import CatalogueMeta
from adapters.storage.catalogue.stamps import StoredMatch
from adapters.storage.db import execute, scalar
from domain.labels import SIZE_FRACTIONS, size_window

WINDOWS = tuple((label, *size_window(label)) for label, _ in SIZE_FRACTIONS)
if any(
    low <= other_high and other_low <= high
    for n, (_, low, high) in enumerate(WINDOWS)
    for _, other_low, other_high in WINDOWS[n + 1 :]
):
    raise AssertionError("size windows overlap: one stored label per type could not match every window filter")
LABEL = "CASE " + " ".join("WHEN fine_weight BETWEEN ? AND ? THEN ?" for _ in WINDOWS) + " ELSE 'other' END"
LABEL_PARAMS = tuple(value for label, low, high in WINDOWS for value in (low, high, label))
DIGEST = hashlib.sha256(repr(WINDOWS).encode()).hexdigest()[:16]
STORED_DIGEST = "SELECT value FROM catalogue_meta WHERE key = 'size_labels'"


def refresh() -> None:
    """Every type's stored label as this code computes it (only differing rows are written)."""
    execute(
        f"UPDATE coin_type SET size_label = {LABEL} WHERE size_label IS NULL OR size_label <> {LABEL}", LABEL_PARAMS * 2
    )
    CatalogueMeta.put("size_labels", DIGEST)


def stale() -> bool:
    """Whether there are types whose stored labels were computed with other windows (or never)."""
    return scalar(STORED_DIGEST) != DIGEST and scalar("SELECT 1 FROM coin_type LIMIT 1") is not None


def stored_match(every: float = 1.0) -> StoredMatch:
    """A reading process's check that the stored labels were computed with its own windows."""
    return StoredMatch(STORED_DIGEST, DIGEST, every)
