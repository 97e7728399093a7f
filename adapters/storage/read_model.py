"""The catalogue's read model: records rendered to the JSON the API sends, once, when the catalogue changes.

A cold catalogue request used to build its domain values (a type list page: 24 TypeSummary values with three
Refs and two labels each) from rows and unstructure them again on every request; that was about half of its
time in the application. The catalogue changes only through an import, so the import renders each record
its changes touch, through the same domain values and the same converter the HTTP layer uses (a `render`
function the composition root hands in, see read_model_render), and stores the text next to the row:

- coin_type.summary_json: the type's entry in GET /types;
- coin_type.detail_json: GET /types/{issuer}/{series}/{slug};
- issuer.list_json: the issuer's entry in GET /issuers;
- issuer.detail_json: GET /issuers/{slug} (roots only).

A read then fetches the text and hands it on as a `Rendered` value, which the converter writes out as it is.

URLs depend on GOLDCOINS_CDN_BASE_URL, a setting of the serving process rather than of the catalogue. The
records are written with one base for all of them, kept in catalogue_meta (`read_model_cdn`): the base of
the process that rendered them all last (its renderer's `cdn_base_url`), or a mark (CDN_MARK) for a renderer
that names none. A reader on that base sends the text as it is; any other puts its own base in place of it.
Swapping bases was two passes over every page's text (a sixth of a cold list page's instructions), and a
deployment's import and servers normally share their settings. A record whose other text happens to contain
the written base is not stored. Such records, and any record not yet rendered (a database upgraded since its
last import, an import run without a renderer), keep a null column, and their reads build the answer from
the columns as before.
"""
from __future__ import annotations

import typing

import orjson

from adapters.storage.catalogue_models import CatalogueMeta
from adapters.storage.catalogue_sql import VERSION, Reread, execute, on_postgres, one, rows, scalar
from ports.catalogue import Rendered, RenderedList


class Render(typing.Protocol):
    """A domain value to the JSON the API sends for it; `fingerprint` names the code that decides it. It
    may name the CDN base to write URLs with (`cdn_base_url`, its process's own); without, the mark is used."""

    fingerprint: str

    def __call__(self, value) -> str: ...


# What records are written with when their renderer names no base: Mapper(CDN_MARK).url("a/b.jpg") is
# "\x00/a/b.jpg", which JSON writes as "\u0000/a/b.jpg"; no catalogue text is expected to start with a NUL
# character (and one that does is caught by counting the bases, see read_model_render).
CDN_MARK = "\x00"
BATCH = 500
FINGERPRINT = "SELECT value FROM catalogue_meta WHERE key = 'read_model'"
WRITTEN_WITH = "SELECT value FROM catalogue_meta WHERE key = 'read_model_cdn'"
STORED = f"SELECT ({FINGERPRINT}), ({WRITTEN_WITH})"


class Urls:
    """Stored text to a reader's: the base the records were written with (`written`) swapped for the
    reader's own (`own`), as Mapper writes URLs; nothing to do when they are the same."""

    def __init__(self, written: str, own: str) -> None:
        self.written, self.own = cdn_prefix(written), cdn_prefix(own)
        self.same = self.written == self.own
        self._bytes = self.written.encode(), self.own.encode()

    def text(self, stored: str) -> str:
        return stored if self.same else stored.replace(self.written, self.own)

    def body(self, stored: bytes) -> bytes:
        return stored if self.same else stored.replace(*self._bytes)


class Stored:
    """The stored records as one reading process sees them: with its own CDN base in place, and only while
    they were rendered by its own code (`expected`, the fingerprint of its renderer, re-checked at most once
    per `every` seconds, with the base they were written with). A process started on newer or older code
    than the last render reads from the columns until `goldcoins db upgrade` or an import renders again.
    With no expectation (None) whatever is stored is used."""

    def __init__(self, cdn_base_url: str, expected: str | None = None, every: float = 1.0) -> None:
        self._own, self._expected = cdn_base_url, expected
        self._urls = Reread(STORED, self._urls_of, every)

    def _urls_of(self, row) -> Urls | None:
        fingerprint, written = written_with(row)
        if self._expected is not None and fingerprint != self._expected:
            return None
        return Urls(CDN_MARK if written is None else written, self._own)

    def page(self, table: str, alias: str, column: str, ids: str, order: str,
             params) -> tuple[RenderedList | None, typing.Any]:
        """See read_page; (None, None), nothing read, while the stored records are not this process's."""
        urls = self._urls()
        return (None, None) if urls is None else read_page(table, alias, column, ids, order, params, urls)

    def record(self, row_id, text: str | None) -> Rendered | None:
        """One row's stored `text` as a record; None when it has none, or it is not this process's."""
        urls = None if text is None else self._urls()
        return None if urls is None else Rendered(str(row_id), urls.text(text))


def keep_written_with(fingerprint: str, base: str) -> None:
    """Stores the fingerprint and the CDN base the records are written with (read back by written_with)."""
    CatalogueMeta.put("read_model", fingerprint)
    CatalogueMeta.put("read_model_cdn", orjson.dumps(base).decode())


def written_with(row) -> tuple[str | None, str | None]:
    """The fingerprint and the CDN base of what is stored, from a row of STORED (the base is kept as JSON
    text: PostgreSQL's text cannot hold the mark's NUL character)."""
    fingerprint, base = row
    return fingerprint, None if base is None else orjson.loads(base)


def cdn_prefix(cdn_base_url: str) -> str:
    """How URLs under `cdn_base_url` start in a record's JSON, as Mapper writes them (quote, base, slash)."""
    return '"' + orjson.dumps(cdn_base_url.rstrip("/")).decode()[1:-1] + "/"


def read_page(table: str, alias: str, column: str, ids: str, order: str, params,
              urls: Urls) -> tuple[RenderedList | None, typing.Any]:
    """The stored `column` of the rows of `table` (as `alias`) whose ids the statement `ids` lists, in the
    ids' order `order` (over `alias`), with the reader's CDN base in place (`urls`; None when any of them has
    none), and the catalogue version the statement saw: read in the same statement, so in the same snapshot
    (catalogue_sql.CountMemo).

    On SQLite the page comes back as one step: the JSON array the API sends, put together by SQLite and
    read as bytes (no decoding into a str and no copies in Python: the reader on the written base sends it
    as it is), and the ids (see catalogue_sql.packed_rows for why one step). The ids come first in a CROSS
    JOIN, which SQLite always makes the outer loop, so the rows are met in the ids' order and need no sort of
    their own (which copied each ~0.5 kB text into a temporary b-tree: 22 of 95 µs). The records are split
    out of the array only if someone asks (splitting 24 records and handing them to the converter one by
    one was a sixth of a cold list page). On PostgreSQL, whose driver fetches every row in one call, as rows
    in `order`, each carrying the version (an empty page reads it on its own).
    """
    if on_postgres():
        found = rows(f"SELECT {alias}.id, {alias}.{column}, ({VERSION}) FROM ({ids}) page JOIN {table} {alias} "
                     f"ON {alias}.id = page.id ORDER BY {order}", params)
        version = found[0][2] if found else scalar(VERSION)
        if any(text is None for _, text, _ in found):
            return None, version
        records = [Rendered(str(row_id), urls.text(text)) for row_id, text, _ in found]
        return RenderedList("[" + ",".join(record.json for record in records) + "]", len(records),
                            lambda: records), version
    body, ids, length, missing, version = one(
        f"SELECT CAST('[' || group_concat(s, ',') || ']' AS BLOB), group_concat(i), count(*), "
        f"count(*) - count(s), ({VERSION}) FROM (SELECT {alias}.id AS i, {alias}.{column} AS s "
        f"FROM ({ids}) page CROSS JOIN {table} {alias} ON {alias}.id = page.id)", params)
    if missing:
        return None, version
    if body is None:  # no rows
        return RenderedList("[]", 0, list), version
    body = urls.body(body)
    return RenderedList(body, length, lambda: _split(body, ids)), version


def _split(body: bytes, ids: str) -> list[Rendered]:
    """The records of a page's array, each as its stored text: the renderer wrote them with orjson, whose
    output reads back and writes again to the same text."""
    return [Rendered(row_id, orjson.dumps(record).decode())
            for row_id, record in zip(ids.split(","), orjson.loads(body))]


def forget(changed: dict[str, typing.Iterable[int]]) -> None:
    """Drops what an import's changes make stale. `changed` holds the ids created, updated or deleted, by
    table: "series", "issuer", "mint". A changed type drops its own (the import writes it with nulls).

    A type's entry names its series and issuers; its page also names its series' mint and its issues' mints.
    Issuer entries and pages carry counts, stats and parents, which any change can move, so they all go.
    A first import (every row new) has nothing to drop, and is the one import where these statements would
    touch every type, on a database with no planner statistics yet (m0006).
    """
    if scalar(FINGERPRINT) is None:  # nothing was ever rendered (records are stored after it): nothing to drop
        return
    series, issuers, mints = (sorted(changed.get(table, ())) for table in ("series", "issuer", "mint"))
    for start in range(0, len(series), BATCH):
        _null("summary_json, detail_json", "series_id IN ({})", series[start:start + BATCH])
    for start in range(0, len(issuers), BATCH):
        chunk = issuers[start:start + BATCH]
        _null("summary_json, detail_json", "issuer_id IN ({})", chunk)
        _null("summary_json, detail_json", "root_id IN ({})", chunk)
    for start in range(0, len(mints), BATCH):
        chunk = mints[start:start + BATCH]
        _null("detail_json", "series_id IN (SELECT id FROM series WHERE mint_id IN ({}))", chunk)
        _null("detail_json", "id IN (SELECT coin_type_id FROM issue WHERE mint_id IN ({}))", chunk)
    if any(changed.values()):
        execute("UPDATE issuer SET list_json = NULL, detail_json = NULL")


def _null(columns: str, condition: str, ids: list[int]) -> None:
    nulls = ", ".join(f"{column} = NULL" for column in columns.split(", "))
    execute(f"UPDATE coin_type SET {nulls} WHERE {condition.format(', '.join('?' * len(ids)))}", ids)
