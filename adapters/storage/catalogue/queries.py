"""Hand-written SQL for the hot catalogue reads, run on the request's (per-thread) connection.

Measured on the 100k-type catalogue: peewee takes ~0.34 ms to build the 20-column, three-join type-list
SELECT and SQLite ~0.07 ms to run it, and `Model.get_or_none` spends ~90 µs on a 6 µs primary-key read.
So the catalogue's lists, the type and issuer pages, the sitemap and the version skip the query builder
(imports and the rarer detail pages keep it). The text is written with `?` placeholders, turned into the
driver's style as it is run (nothing to do on SQLite). Nothing here memoises SQL text: what a statement's text
is made of is either a constant (Columns) or the query's own filters.
"""

from __future__ import annotations

import collections
import operator
import threading
import time

import orjson
import peewee

from adapters.storage.db import database

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


def _native(sql: str, param: str) -> str:
    return sql if param == "?" else sql.replace("?", param)


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


def on_postgres() -> bool:
    return isinstance(database.obj, peewee.PostgresqlDatabase)


def dialect(sqlite: str, postgres: str) -> str:
    return postgres if on_postgres() else sqlite


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
    from the rows hands CountMemo.consistent, with no statement of its own for the version."""
    if not isinstance(columns, Columns):
        columns = Columns(columns, floats)
    seen = f", ({VERSION})" if version else ""
    if on_postgres():
        found = rows(f"SELECT {columns.names}{seen} {rest}", params)
        if not version:
            return found, None
        if not found:
            return found, CountMemo.current()
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


def execute(sql: str, params=()) -> None:
    database.execute_sql(_native(sql, database.param), params)


def execute_many(sql: str, seq_of_params) -> None:
    database.cursor().executemany(_native(sql, database.param), seq_of_params)


def rows(sql: str, params=()) -> list[tuple]:
    return database.execute_sql(_native(sql, database.param), params).fetchall()


def one(sql: str, params=()) -> tuple | None:
    return database.execute_sql(_native(sql, database.param), params).fetchone()


def scalar(sql: str, params=(), default=None):
    row = one(sql, params)
    return default if row is None or row[0] is None else row[0]


VERSION = "SELECT value FROM catalogue_meta WHERE key = 'version'"
# The fingerprint of the code that rendered the read model's records and the CDN base they were written with
# (read_model.py): they change only with the version (render.render_missing), so they are remembered under it.
FINGERPRINT = "SELECT value FROM catalogue_meta WHERE key = 'read_model'"
WRITTEN_WITH = "SELECT value FROM catalogue_meta WHERE key = 'read_model_cdn'"
STORED = f"SELECT ({FINGERPRINT}), ({WRITTEN_WITH})"
VERSION_AND_STORED = f"SELECT ({VERSION}), ({FINGERPRINT}), ({WRITTEN_WITH})"
STORED_KEY = ("read model",)
UNREAD = object()  # CountMemo: no version seen yet
ATTEMPTS = 3


SUMMARY = Columns(SUMMARY_COLUMNS, SUMMARY_FLOATS)


class CountMemo:
    """What the catalogue's rows give, remembered for the catalogue version it was read under: list totals, a
    search's vocabulary, typo corrections and ranked ids, and what the read model's records were rendered by
    (STORED). One of the service's three caching layers (docs/architecture.md): invalidated by the version
    alone, which every import moves.

    Counting every match of a broad filter is the one list cost that grows with the catalogue (a year range
    or a size matches tens of thousands of types at 100k), and a visitor paging through a filter asks for
    the same total on every page. The catalogue changes only through an import, which stores a new
    version, so a total stays right for as long as its version is current.

    A request does not read the version on its own: it assumes the last one seen, and the statement that
    reads its page reads the version too, in the same snapshot (VERSION as a column, see read_model). When
    that differs from the one assumed, an import landed since, and the answer is worked out again under the
    version seen (`consistent`), so the very next request after an import gets the new totals. A version
    read of its own was a second statement on every cold list page, and each statement lets the GIL go to
    the server's other threads (10–16 % of a cold list page's CPU, measured A/B). A database that has never
    seen an import has no version (None), and nothing is remembered under it.
    """

    def __init__(self, entries: int = 4096) -> None:
        self._entries = entries
        self._version = UNREAD
        self._totals: collections.OrderedDict = collections.OrderedDict()
        self._flights: dict = {}
        self._lock = threading.Lock()

    @staticmethod
    def current():
        """The version as stored now (one primary-key read), for an answer that read no page."""
        return scalar(VERSION)

    def consistent(self, answer):
        """`answer(version)` gives (result, version its last statement saw), working under the totals of the
        version it is given: its result once the two agree (an import in between: again, at most ATTEMPTS
        times; a result whose versions still differ has its page from a later snapshot than its total)."""
        with self._lock:
            version = self._version
        if version is UNREAD:  # the version, and in the same statement what the read model was rendered by
            version, *stored = one(VERSION_AND_STORED) or (None, None, None)
            self.remembered(STORED_KEY, version, lambda: tuple(stored))
        for _ in range(ATTEMPTS):
            result, seen = answer(version)
            if seen == version:
                break
            version = seen
            with self._lock:
                self._adopt(version)
        return result

    def one(self, sql: str, params, version) -> tuple | None:
        """The row `sql` gives, remembered under `version`; a different version forgets all others."""
        return self.remembered((sql, tuple(params)), version, lambda: one(sql, params))

    def remembered(self, key, version, work):
        """What `work()` gives, remembered under `key` and `version`: a row (`one`), or what the code derives
        from rows read under that version; a different version forgets all others.

        Single flight: while one thread works out a key, the others asking for it wait for its answer instead
        of working it out too. A search's first ranking at 100k types takes tens of milliseconds of CPU; 16
        connections asking for it at once made each wait for all 16 under the GIL (seconds)."""
        with self._lock:
            if version != self._version:
                self._adopt(version)
            elif key in self._totals:
                self._totals.move_to_end(key)
                return self._totals[key]
            flight = self._flights.get((key, version))
            leader = flight is None
            if leader:
                flight = self._flights[(key, version)] = _Flight()
        if not leader:
            return flight.wait(work)
        try:
            found = work()
        except BaseException:
            with self._lock:
                self._flights.pop((key, version), None)
            flight.fail()
            raise
        with self._lock:
            if version is not None and self._entries > 0 and version == self._version:
                self._totals[key] = found
                while len(self._totals) > self._entries:
                    self._totals.popitem(last=False)
            self._flights.pop((key, version), None)
        flight.land(found)
        return found

    def _adopt(self, version) -> None:
        if version != self._version:
            self._totals.clear()
            self._version = version

    def scalar(self, sql: str, params, version, default=None):
        row = self.one(sql, params, version)
        return default if row is None or row[0] is None else row[0]

    def stored(self, version) -> tuple:
        """(fingerprint, CDN base as JSON) of the read model's records under `version` (STORED)."""
        return self.remembered(STORED_KEY, version, lambda: one(STORED) or (None, None))


class _Flight:
    """One key being worked out (CountMemo.remembered): its answer, once landed, for those who waited."""

    def __init__(self) -> None:
        self._done = threading.Event()
        self._found = None
        self._failed = False

    def land(self, found) -> None:
        self._found = found
        self._done.set()

    def fail(self) -> None:
        self._failed = True
        self._done.set()

    def wait(self, work):
        """The leader's answer; when the leader failed, this thread's own attempt (its error is its own)."""
        self._done.wait()
        return work() if self._failed else self._found


class Reread:
    """What the row `sql` reads makes of `derive` (called with the row, None when there is none), read again
    at most once per `every` seconds: a reading process's view of something an import stores."""

    def __init__(self, sql: str, derive, every: float = 1.0) -> None:
        self._sql, self._derive, self._every = sql, derive, every
        self._value, self._checked_at = None, None
        self._lock = threading.Lock()

    def __call__(self):
        now = time.monotonic()
        with self._lock:
            if self._checked_at is not None and now - self._checked_at < self._every:
                return self._value
        value = self._derive(one(self._sql))
        with self._lock:
            self._value, self._checked_at = value, now
        return value


class StoredMatch(Reread):
    """Whether the single value `sql` reads equals `expected`, read again at most once per `every` seconds: a
    reading process's check that what an import stored was computed by its own code."""

    def __init__(self, sql: str, expected: str, every: float = 1.0) -> None:
        super().__init__(sql, lambda row: row is not None and row[0] == expected, every)
