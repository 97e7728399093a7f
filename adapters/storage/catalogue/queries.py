"""Hand-written SQL for the hot catalogue reads, run on the request's (per-thread) connection.

Measured on the 100k-type catalogue: peewee takes ~0.34 ms to build the 20-column, three-join type-list
SELECT and SQLite ~0.07 ms to run it, and `Model.get_or_none` spends ~90 µs on a 6 µs primary-key read.
So the catalogue's lists, the type and issuer pages, the sitemap and the version skip the query builder
(imports and the rarer detail pages keep it). The text is written with `?` placeholders and run by storage/db.py's
rows, one and scalar, which turn them into the driver's style (nothing to do on SQLite). Nothing here memoises SQL text: what a statement's text
is made of is either a constant (Columns) or the query's own filters.
"""

from __future__ import annotations

import datetime as dt
import operator

import orjson

from adapters.storage.db import naive_utc, on_postgres, one, rows, scalar

SUMMARY_COLUMNS = (
    "t.id, t.title, t.slug, t.category, t.fine_weight, t.fineness, t.weight, t.min_year, t.max_year, "
    "t.thumbnail_path, t.thumbnail_is_cropped, l.id, l.name, l.slug, r.id, r.name, r.slug, s.id, s.name, s.slug"
)
SUMMARY_FLOATS = (4, 5, 6)  # fine_weight, fineness, weight
SUMMARY_JOINS = (
    "JOIN series s ON s.id = t.series_id JOIN issuer l ON l.id = t.issuer_id JOIN issuer r ON r.id = t.root_id"
)
ORDER_BY = {
    "title_asc": "t.sort_title, t.id",  # case- and accent-insensitive (m0005_title_order)
    "title_desc": "t.sort_title DESC, t.id",
    "newest": "t.min_year DESC NULLS LAST, t.id",
    "oldest": "t.min_year ASC NULLS LAST, t.id",
    "year_asc": "t.min_year ASC NULLS LAST, t.id",
    "weight_desc": "t.weight DESC, t.id",
    "weight_asc": "t.weight, t.id",
}


class Where:
    """AND-ed SQL fragments and their parameters, in order, in two forms: for a plan that finds the matches
    first, and for one that walks the sort order and checks each row it passes (`sql(walking=True)`).

    A fragment writes `{+}` before the column an index could serve it from. In the walking form that is a
    `+` (a no-op unary plus), so the planner cannot use that index and walks the ORDER BY index instead, which
    is the faster plan when the filter keeps a large share of the rows. A fragment whose check per row is a
    different statement altogether passes it as `walked` (same parameters, same order).
    """

    def __init__(self) -> None:
        self.fragments: list[tuple[str, str]] = []
        self.params: list = []

    def add(self, fragment: str, *params, walked: str | None = None) -> None:
        self.fragments.append((fragment.replace("{+}", ""), walked or fragment.replace("{+}", "+")))
        self.params.extend(params)

    def extend(self, other: "Where") -> None:
        self.fragments.extend(other.fragments)
        self.params.extend(other.params)

    def sql(self, walking: bool = False) -> str:
        if not self.fragments:
            return ""
        return " WHERE " + " AND ".join(pair[walking] for pair in self.fragments)

    def __str__(self) -> str:
        return self.sql()

    def __bool__(self) -> bool:
        return bool(self.fragments)


class Columns:
    """The columns of a select list (`names`, split at ", ", so no column expression may contain one) with
    SQLite's packing of them into one JSON step (packed_rows) written once, when the constant is defined.
    `floats`: the 0-based positions of REAL columns."""

    __slots__ = ("names", "floats", "packed")

    def __init__(self, names: str, floats: tuple[int, ...] = ()) -> None:
        self.names, self.floats = names, floats
        split = names.split(", ")
        inner = ", ".join(f"{expression} AS c{n}" for n, expression in enumerate(split))
        outer = ", ".join(
            f"CASE WHEN c{n} IS NULL THEN NULL ELSE quote(c{n}) END" if n in floats else f"c{n}"
            for n in range(len(split))
        )
        self.packed = (f"SELECT json_group_array(json_array({outer})), ", f" FROM (SELECT {inner} ")

    def __str__(self) -> str:
        return self.names


def changed_since(where: Where, column: str, moment: dt.datetime | None) -> None:
    """Keeps the records an import changed at or after `moment` (aware): `column` holds the import's time."""
    if moment is not None:
        where.add(f"{column} >= ?", naive_utc(moment))


def json_rows(position: str, columns: str, source: str) -> tuple[str, str]:
    """A correlated subquery giving the rows of `source` as one JSON array of arrays, for (SQLite, PostgreSQL).

    Each array starts with `position`; `in_order` sorts by it (SQLite 3.40 has no ORDER BY inside an
    aggregate). One statement instead of one per child list: on SQLite every row stepped releases and
    retakes the GIL, which under concurrent requests costs a thread switch each time.
    """
    return (
        f"(SELECT json_group_array(json_array({position}, {columns})) {source})",
        f"(SELECT coalesce(json_agg(json_build_array({position}, {columns})), '[]') {source})",
    )


def in_order(packed) -> list[list]:
    """The rows of a json_rows column (text on SQLite, already decoded on PostgreSQL), position dropped."""
    found = orjson.loads(packed) if isinstance(packed, (str, bytes)) else packed
    found.sort(key=operator.itemgetter(0))
    return [row[1:] for row in found]


def packed_rows(columns: Columns | str, rest: str, params=(), floats: tuple[int, ...] = ()) -> list:
    """`SELECT {columns} {rest}` as a list of rows (lists on SQLite, tuples on PostgreSQL), in its order.

    On SQLite the rows come back as one JSON text (json_group_array), so the whole page is one step: the
    sqlite3 module releases and retakes the GIL around every row it steps, and under concurrent requests each
    of those is a thread switch. SQLite keeps a FROM-subquery's ORDER BY when the outer query uses an
    aggregate other than count/min/max, so the array is in the page's order. REAL columns (their 0-based
    positions in `floats`, or the Columns' own) travel as quote() text, which SQLite writes with every digit
    needed to read the same double back; the others are integers, text or null, which JSON carries exactly.
    PostgreSQL's driver fetches a result in one call, so it runs the statement as written.
    """
    return packed_rows_seen(columns, rest, params, floats, version=False)[0]


def packed_rows_seen(
    columns: Columns | str, rest: str, params=(), floats: tuple[int, ...] = (), version: bool = True
) -> tuple[list, object]:
    """packed_rows, and the catalogue version the same statement saw (`version`; else None): what a page read
    from the rows hands memo.CountMemo.consistent, with no statement of its own for the version, but for an
    empty page on PostgreSQL (no row to carry it: it is read on its own, as in read_model.read_page)."""
    if not isinstance(columns, Columns):
        columns = Columns(columns, floats)
    seen = f", ({VERSION})" if version else ""
    if on_postgres():
        found = rows(f"SELECT {columns.names}{seen} {rest}", params)
        if not version:
            return found, None
        if not found:
            return found, scalar(VERSION)
        return [row[:-1] for row in found], found[0][-1]
    head, source = columns.packed
    text, *stamp = one(f"{head}{'NULL' if not version else f'({VERSION})'}{source}{rest})", params)
    found = orjson.loads(text)
    if columns.floats:
        for row in found:
            for position in columns.floats:
                if row[position] is not None:
                    row[position] = float(row[position])
    return found, stamp[0] if version else None


VERSION = "SELECT value FROM catalogue_meta WHERE key = 'version'"
# The fingerprint of the code that rendered the read model's records and the CDN base they were written with
# (read_model.py): they change only with the version (render.render_missing), so memo.py remembers them under it.
FINGERPRINT = "SELECT value FROM catalogue_meta WHERE key = 'read_model'"
WRITTEN_WITH = "SELECT value FROM catalogue_meta WHERE key = 'read_model_cdn'"
STORED = f"SELECT ({FINGERPRINT}), ({WRITTEN_WITH})"


SUMMARY = Columns(SUMMARY_COLUMNS, SUMMARY_FLOATS)
