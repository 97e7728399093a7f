"""The type list's read model: every type's list entry rendered to JSON once, when the catalogue changes.

A cold list page used to build 24 TypeSummary values (with three Refs and two labels each) from joined rows
and unstructure them again on every request: about half of its time in the application. The catalogue only
changes through an import, so the import renders each changed type's entry once, through the same domain
values and the same representation the HTTP layer writes (a `render` function the composition root hands
in), and stores the text in coin_type.summary_json. A list page then reads the page's texts in one step and
sends them as they are (orjson.Fragment).

The thumbnail URL depends on GOLDCOINS_CDN_BASE_URL, a setting of the server rather than of the catalogue,
so it is rendered with a mark in place of the base (MARK below) and the reader puts its own base there.
An entry whose other text happens to contain the mark is not stored; those types, and any type not yet
rendered (a database upgraded since its last import, an import run without a renderer), keep summary_json
null and their pages are built from the columns as before.
"""
from __future__ import annotations

import typing

import orjson

from adapters.storage.catalogue_mapping import Mapper
from adapters.storage.catalogue_sql import (SUMMARY_COLUMNS, SUMMARY_JOINS, execute, execute_many, on_postgres,
                                            one, rows)
from ports.catalogue import RenderedSummary

Render = typing.Callable[[object], str]

# The base the entries are rendered with: Mapper(CDN_MARK).url("a/b.jpg") is "\x00/a/b.jpg", which JSON
# writes as "\u0000/a/b.jpg"; no catalogue text is expected to start with a NUL character.
CDN_MARK = "\x00"
RENDERED_MARK = '"\\u0000/'
SEPARATOR, FIELD_SEPARATOR = "\x1e", "\x1f"  # in a packed page; JSON text always escapes control characters
BATCH = 500


def cdn_prefix(cdn_base_url: str) -> str:
    """What replaces RENDERED_MARK for a server whose CDN base is `cdn_base_url` (as Mapper writes URLs)."""
    return '"' + orjson.dumps(cdn_base_url.rstrip("/")).decode()[1:-1] + "/"


def forget(series_ids: typing.Iterable[int] = (), issuer_ids: typing.Iterable[int] = ()) -> None:
    """Drops the entries of the types under these series or issuers (leaf or root): their names are in it."""
    for column, ids in (("series_id", series_ids), ("issuer_id", issuer_ids), ("root_id", issuer_ids)):
        ids = sorted(ids)
        for start in range(0, len(ids), BATCH):
            chunk = ids[start:start + BATCH]
            execute(f"UPDATE coin_type SET summary_json = NULL WHERE {column} IN ({', '.join('?' * len(chunk))})",
                    chunk)


def render_missing(render: Render) -> int:
    """Renders and stores the entry of every type that has none; returns how many were stored."""
    mapper = Mapper(CDN_MARK)
    stored, after = 0, 0
    while True:
        found = rows(f"SELECT {SUMMARY_COLUMNS} FROM coin_type t {SUMMARY_JOINS} "
                     "WHERE t.summary_json IS NULL AND t.id > ? ORDER BY t.id LIMIT ?", (after, BATCH))
        if not found:
            return stored
        entries = []
        for row in found:
            summary = mapper.summary(row)
            text = render(summary)
            if text.count(RENDERED_MARK) == (summary.thumbnail_url is not None):
                entries.append((text, row[0]))
        if entries:
            execute_many("UPDATE coin_type SET summary_json = ? WHERE id = ?", entries)
        stored += len(entries)
        after = found[-1][0]


def read_page(rest: str, params, prefix: str) -> list[RenderedSummary] | None:
    """The stored entries of `SELECT ... {rest}` (a FROM with coin_type as t, and an ORDER BY), in order, with
    the CDN base `prefix` (cdn_prefix) in place; None when any of them has no entry.

    On SQLite the page comes back as one text (see catalogue_sql.packed_rows for why one step, and why the
    order holds); on PostgreSQL as rows.
    """
    if on_postgres():
        found = rows(f"SELECT t.id, t.summary_json {rest}", params)
        if any(entry is None for _, entry in found):
            return None
        return [RenderedSummary(str(type_id), entry.replace(RENDERED_MARK, prefix)) for type_id, entry in found]
    packed = one(f"SELECT group_concat(s, char(30)) FROM (SELECT t.id || char(31) || coalesce(t.summary_json, '') AS s "
                 f"{rest})", params)[0]
    if packed is None:
        return []
    found = [entry.split(FIELD_SEPARATOR) for entry in packed.replace(RENDERED_MARK, prefix).split(SEPARATOR)]
    if any(not entry for _, entry in found):
        return None
    return [RenderedSummary(type_id, entry) for type_id, entry in found]
