"""The WHERE clause of the type list: every filter of GET /types as SQL over `coin_type t`."""

from __future__ import annotations

import re

from adapters.storage.catalogue.queries import Where
from domain.labels import CROWN_GOLD, FOUR_NINES, SIZE_FRACTIONS, size_window
from ports.catalogue import TypeQuery

ROW_ID = re.compile(r"[0-9]{1,18}")  # ASCII digits only, and within a 64-bit integer
SIZE_WINDOWS = {label: size_window(label) for label, _ in SIZE_FRACTIONS}  # label -> fine-weight interval (g)


def is_row_id(text: str) -> bool:
    return ROW_ID.fullmatch(text) is not None


def type_filter(query: TypeQuery, where: Where | None = None, size_labels: bool = False) -> Where:
    """The query's filters but its words (search.py), added to `where` (a new one by default); `size_labels`:
    the stored size labels are this code's (size_labels.py), so the size filter reads them."""
    where = Where() if where is None else where
    if query.id is not None:
        where.add("{+}t.id = ?", int(query.id)) if is_row_id(query.id) else where.add("1 = 0")
    if query.issuer is not None:
        where.add("{+}t.root_id = (SELECT id FROM issuer WHERE slug = ? AND parent_id IS NULL)", query.issuer)
    if query.series is not None:
        where.add("{+}t.series_id IN (SELECT id FROM series WHERE slug = ?)", query.series)
    if query.mint is not None:
        # one id list, not an OR of two: PostgreSQL turns the OR into a scan of every type. UNION ALL: IN keeps
        # each id once anyway, and UNION's own de-duplication was a second temporary b-tree (SQLite, 100k
        # types: a mint's 388 ids 156 -> 73 µs, its first page 406 -> 324 µs of SQL)
        where.add(
            "{+}t.id IN (SELECT ts.id FROM coin_type ts JOIN series sm ON sm.id = ts.series_id "
            "JOIN mint m ON m.id = sm.mint_id WHERE m.slug = ? UNION ALL SELECT i.coin_type_id FROM issue i "
            "JOIN mint m ON m.id = i.mint_id WHERE m.slug = ?)",
            query.mint,
            query.mint,
        )
    if query.size is not None and size_labels:
        # walked: `|| ''` keeps the planner off the label's index, as `+` does for numbers (PostgreSQL has no
        # unary plus for text)
        where.add("t.size_label = ?", query.size, walked="t.size_label || '' = ?")
    elif query.size is not None:
        _size(where, query.size)
    if query.purity is not None:
        _purity(where, query.purity)
    if query.year_from is not None:
        where.add("{+}t.min_year IS NOT NULL AND (t.max_year IS NULL OR t.max_year >= ?)", query.year_from)
    if query.year_to is not None:
        where.add("{+}t.min_year <= ?", query.year_to)
    return where


def _size(where: Where, label: str) -> None:
    if label != "other":
        where.add("{+}t.fine_weight BETWEEN ? AND ?", *SIZE_WINDOWS[label])
        return
    windows = [bound for window in SIZE_WINDOWS.values() for bound in window]
    where.add("NOT (" + " OR ".join(["t.fine_weight BETWEEN ? AND ?"] * len(SIZE_WINDOWS)) + ")", *windows)


def _purity(where: Where, label: str) -> None:
    if label == "24k":
        where.add("{+}t.fineness >= ?", FOUR_NINES)
    elif label == "22k":
        where.add("{+}t.fineness BETWEEN ? AND ?", *CROWN_GOLD)
    else:
        where.add("NOT (t.fineness BETWEEN ? AND ? OR t.fineness >= ?)", *CROWN_GOLD, FOUR_NINES)
