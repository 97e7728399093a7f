"""Renders the read model's missing records (read_model.py): what the import and `goldcoins db upgrade` call.

Each record is built by the same code that builds it for a read from the columns, with URLs written under
the base all stored records share, then rendered by `render` (the API's converter and JSON writer, from the
composition root).
"""

from __future__ import annotations

import uuid

from adapters.storage.catalogue import mint_types
from adapters.storage.catalogue.issuers import JOINS, LIST_COLUMNS, ROOT_ROW, IssuerReads
from adapters.storage.catalogue.mapping import Mapper
from adapters.storage.catalogue.models import CatalogueMeta
from adapters.storage.catalogue.queries import STORED, SUMMARY_COLUMNS, SUMMARY_JOINS, VERSION
from adapters.storage.catalogue.read_model import (
    BATCH,
    CDN_MARK,
    ISSUER_ENTRIES,
    ISSUER_PAGES,
    TYPE_PAGES,
    TYPE_SUMMARIES,
    cdn_prefix,
    forget_everything,
    keep_written_with,
    written_with,
)
from adapters.storage.catalogue.types import FULL_TYPE_COLUMNS, TypeReads
from adapters.storage.db import dialect, execute_many, one, rows, scalar
from ports.catalogue import Render


class _CountingMapper(Mapper):
    """Writes URLs under `base` and counts them, so a record whose own text also holds the base shows."""

    def __init__(self, base: str) -> None:
        super().__init__(base)
        self.urls = 0

    def url(self, path: str | None) -> str | None:
        if path is not None:
            self.urls += 1
        return super().url(path)


def render_missing(render: Render) -> int:
    """Renders and stores every record of the read model that has none; returns how many were stored.

    Records rendered by other code (another fingerprint) are all dropped and rendered again first, and the
    catalogue version moves on, so that caches and ETags no longer answer with the old text. All of them are
    then written with the renderer's CDN base (its `cdn_base_url`; the mark without one); records rendered
    later keep to the base the others were written with, whatever the renderer's.
    """
    stored_fingerprint, base = written_with(one(STORED))
    if stored_fingerprint != render.fingerprint or base is None:
        if stored_fingerprint is not None:  # else none was ever stored, and rewriting every row costs on PostgreSQL
            forget_everything()
        if scalar(VERSION) is not None:
            rows_filled = mint_types.filled_for_current()
            CatalogueMeta.put("version", uuid.uuid4().hex)
            if rows_filled:  # the catalogue's rows are as they were, and so is what mint_type holds of them
                mint_types.stamp()
        base = getattr(render, "cdn_base_url", None) or CDN_MARK
        keep_written_with(render.fingerprint, base)
    mapper, written = _CountingMapper(base), cdn_prefix(base)
    types, issuers = TypeReads(mapper), IssuerReads(mapper)
    documents = (  # where the records go, the rows to build them from (up to their WHERE), the builder
        (TYPE_SUMMARIES, f"SELECT {SUMMARY_COLUMNS} FROM coin_type t {SUMMARY_JOINS} WHERE", mapper.summary),
        (TYPE_PAGES, f"{dialect(*FULL_TYPE_COLUMNS)} WHERE", types.coin_type_of),
        (ISSUER_ENTRIES, f"SELECT {LIST_COLUMNS} FROM issuer i {JOINS} WHERE", issuers.list_item_of),
        (ISSUER_PAGES, f"{ROOT_ROW} WHERE i.parent_id IS NULL AND", issuers.detail_of),
    )
    stored = 0
    for records, source, build in documents:
        alias = records.alias
        select = f"{source} {records.missing} AND {alias}.id > ? ORDER BY {alias}.id LIMIT ?"
        after = 0
        while found := rows(select, (after, BATCH)):
            entries = []
            for row in found:
                mapper.urls = 0
                text = render(build(row))
                if text.count(written) == mapper.urls:
                    entries.append((text, row[0]))
            if entries:
                execute_many(records.store, entries)
            stored += len(entries)
            after = found[-1][0]
    return stored
