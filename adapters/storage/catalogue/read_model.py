"""The catalogue's read model: records rendered to the JSON the API sends, once, when the catalogue changes.

A cold catalogue request used to build its domain values (a type list page: 24 TypeSummary values with three
Refs and two labels each) from rows and unstructure them again on every request; that was about half of its
time in the application. The catalogue changes only through an import, so the import renders each record
its changes touch, through the same domain values and the same converter the HTTP layer uses (a `render`
function the composition root hands in, see render), and stores the text next to the row:

- type_summary.summary_json: the type's entry in GET /types, in a narrow table of its own: a list
  page reads 24 of them, and next to the page and the other columns of its type row (~4 kB, often running
  over into an overflow page) each took a database page or two to itself; ~7 entries share one here;
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

import attrs
import orjson

from adapters.storage.catalogue.memo import CountMemo
from adapters.storage.catalogue.models import CatalogueMeta
from adapters.storage.catalogue.queries import FINGERPRINT, VERSION
from adapters.storage.db import execute, on_postgres, one, rows, scalar
from ports.views import Rendered, RenderedList

# The storage modules that decide a record's text (with adapters.http.converter.RENDERING_CODE): a change to
# any of them makes the stored records stale (see Stored).
CODE = (
    "adapters.storage.catalogue.mapping",
    "adapters.storage.catalogue.type_rows",
    "adapters.storage.catalogue.issuers",
    "adapters.storage.catalogue.read_model",
    "adapters.storage.catalogue.render",
)
# What records are written with when their renderer names no base: Mapper(CDN_MARK).url("a/b.jpg") is
# "\x00/a/b.jpg", which JSON writes as "\u0000/a/b.jpg"; no catalogue text is expected to start with a NUL
# character (and one that does is caught by counting the bases, see render).
CDN_MARK = "\x00"
BATCH = 500


@attrs.frozen
class Records:
    """Where a list's stored records are: `column` of `table`, a row for each listed row of `listed`, under the
    same id (absent or null while not rendered). `alias` is the name the list's order is written over."""

    listed: str
    alias: str
    table: str
    column: str

    def joined(self, ids: str) -> tuple[str, str]:
        """PostgreSQL's FROM clause for the page `ids` with its listed rows (for the order) and its records,
        and the expression of a record's text."""
        source = f"({ids}) page JOIN {self.listed} {self.alias} ON {self.alias}.id = page.id"
        if self.table == self.listed:
            return source, f"{self.alias}.{self.column}"
        return f"{source} LEFT JOIN {self.table} rec ON rec.id = page.id", f"rec.{self.column}"

    @property
    def missing(self) -> str:
        """The condition, over the listed rows, of having no record."""
        if self.table == self.listed:
            return f"{self.alias}.{self.column} IS NULL"
        return f"NOT EXISTS (SELECT 1 FROM {self.table} rec WHERE rec.id = {self.alias}.id)"

    @property
    def store(self) -> str:
        """The statement storing a missing record, with the parameters (text, id)."""
        if self.table == self.listed:
            return f"UPDATE {self.table} SET {self.column} = ? WHERE id = ?"
        return f"INSERT INTO {self.table} ({self.column}, id) VALUES (?, ?)"


TYPE_SUMMARIES = Records("coin_type", "t", "type_summary", "summary_json")
TYPE_PAGES = Records("coin_type", "t", "coin_type", "detail_json")
ISSUER_ENTRIES = Records("issuer", "i", "issuer", "list_json")
ISSUER_PAGES = Records("issuer", "i", "issuer", "detail_json")


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
    they were rendered by its own code (`expected`, the fingerprint of its renderer). What they were rendered
    by is remembered per catalogue version in `counts` (it changes only with the version: render_missing), so
    a reader learns it with the version (CountMemo.consistent) or once after an import, never on its own for
    each request. A process started on newer or older code than the last render reads from the columns
    until `goldcoins db upgrade` or an import renders again. With no expectation (None) whatever is stored is
    used."""

    def __init__(self, cdn_base_url: str, counts: CountMemo, expected: str | None = None) -> None:
        self._own, self._expected, self._counts = cdn_base_url, expected, counts
        self._key = ("urls", cdn_base_url, expected)

    def urls(self, version) -> Urls | None:
        """How the records stored under `version` become this reader's text; None: they are not its own."""
        return self._counts.remembered(self._key, version, lambda: self._urls_of(self._counts.stored(version)))

    def _urls_of(self, row) -> Urls | None:
        fingerprint, written = written_with(row)
        if fingerprint is None or (self._expected is not None and fingerprint != self._expected):
            return None
        return Urls(CDN_MARK if written is None else written, self._own)

    def record(self, row_id, text: str | None, version) -> Rendered | None:
        """One row's stored `text` (read under `version`) as a record; None when it has none, or it is not this
        process's."""
        urls = None if text is None else self.urls(version)
        return None if urls is None else Rendered(str(row_id), urls.text(text))


class NotStored:
    """Reads as if nothing were stored: the rows answer every read (a repository without a read model)."""

    def urls(self, version) -> None:
        return None

    def record(self, row_id, text: str | None, version) -> None:
        return None


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


def read_page(records: Records, ids: str, order: str, params, urls: Urls) -> tuple[RenderedList | None, typing.Any]:
    """The stored `records` of the rows whose ids the statement `ids` lists, in the ids' order (`order`, over
    the records' listed rows), with the reader's CDN base in place (`urls`; None when any of them has none),
    and the catalogue version the statement saw: read in the same statement, so in the same snapshot
    (memo.CountMemo).

    On SQLite the page comes back as one step: the JSON array the API sends, put together by SQLite and
    read as bytes (no decoding into a str and no copies in Python: the reader on the written base sends it
    as it is), and the ids (see queries.packed_rows for why one step). The ids come first in a LEFT
    JOIN, which SQLite always makes the outer loop, so the records are met in the ids' order and need no sort
    of their own (which copied each ~0.5 kB text into a temporary b-tree: 22 of 95 µs); only the records'
    table is read, not the listed rows. The records are split out of the array only if someone asks
    (splitting 24 records and handing them to the converter one by one was a sixth of a cold list page). On
    PostgreSQL, whose driver fetches every row in one call, as rows in `order`, each carrying the version (an
    empty page reads it on its own).
    """
    if on_postgres():
        source, text = records.joined(ids)
        found = rows(f"SELECT page.id, {text}, ({VERSION}) FROM {source} ORDER BY {order}", params)
        version = found[0][2] if found else scalar(VERSION)
        if any(text is None for _, text, _ in found):
            return None, version
        rendered = [Rendered(str(row_id), urls.text(text)) for row_id, text, _ in found]
        return RenderedList(
            "[" + ",".join(record.json for record in rendered) + "]", len(rendered), lambda: rendered
        ), version
    body, row_ids, length, missing, version = one(
        f"SELECT CAST('[' || group_concat(s, ',') || ']' AS BLOB), group_concat(i), count(*), "
        f"count(*) - count(s), ({VERSION}) FROM (SELECT page.id AS i, rec.{records.column} AS s "
        f"FROM ({ids}) page LEFT JOIN {records.table} rec ON rec.id = page.id)",
        params,
    )
    if missing:
        return None, version
    if body is None:  # no rows
        return RenderedList("[]", 0, list), version
    body = urls.body(body)
    return RenderedList(body, length, lambda: _split(body, row_ids)), version


def _split(body: bytes, row_ids: str) -> list[Rendered]:
    """The records of a page's array (their ids: `row_ids`, comma-separated), each as its stored text: the
    renderer wrote them with orjson, whose output reads back and writes again to the same text."""
    return [
        Rendered(row_id, orjson.dumps(record).decode())
        for row_id, record in zip(row_ids.split(","), orjson.loads(body))
    ]


def forget(changed: dict[str, typing.Iterable[int]]) -> None:
    """Drops what an import's changes make stale. `changed` holds the ids created, updated or deleted, by
    table: "series", "issuer", "mint". A changed type drops its own (the import: forget_entry, a null page).

    A type's entry names its series and issuers; its page also names its series' mint and its issues' mints.
    Issuer entries and pages carry counts, stats and parents, which any change can move, so they all go.
    A first import (every row new) has nothing to drop, and is the one import where these statements would
    touch every type, on a database with no planner statistics yet.
    """
    if scalar(FINGERPRINT) is None:  # nothing was ever rendered (records are stored after it): nothing to drop
        return
    series, issuers, mints = (sorted(changed.get(table, ())) for table in ("series", "issuer", "mint"))
    for start in range(0, len(series), BATCH):
        _drop("series_id IN ({})", series[start : start + BATCH])
    for start in range(0, len(issuers), BATCH):
        chunk = issuers[start : start + BATCH]
        _drop("issuer_id IN ({})", chunk)
        _drop("root_id IN ({})", chunk)
    for start in range(0, len(mints), BATCH):
        chunk = mints[start : start + BATCH]
        _drop("series_id IN (SELECT id FROM series WHERE mint_id IN ({}))", chunk, entries=False)
        _drop("id IN (SELECT coin_type_id FROM issue WHERE mint_id IN ({}))", chunk, entries=False)
    if any(changed.values()):
        execute("UPDATE issuer SET list_json = NULL, detail_json = NULL")


def forget_entry(type_id: int) -> None:
    """Drops a type's entry in the lists (the import writes its changed row with a null page itself)."""
    execute("DELETE FROM type_summary WHERE id = ?", (type_id,))


def forget_everything() -> None:
    execute("DELETE FROM type_summary")
    execute("UPDATE coin_type SET detail_json = NULL")
    execute("UPDATE issuer SET list_json = NULL, detail_json = NULL")


def _drop(condition: str, ids: typing.Sequence[int], entries: bool = True) -> None:
    """Drops the pages of the types meeting `condition` (over coin_type, with a {} for the ids), and with
    `entries` their entries in the lists too."""
    where = condition.format(", ".join("?" * len(ids)))
    if entries:
        execute(f"DELETE FROM type_summary WHERE id IN (SELECT id FROM coin_type WHERE {where})", ids)
    execute(f"UPDATE coin_type SET detail_json = NULL WHERE {where}", ids)
