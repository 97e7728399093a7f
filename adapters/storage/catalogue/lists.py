"""The series of a root issuer and the mint list, as plain SQL: no model instance per row."""

from __future__ import annotations

import datetime as dt

from adapters.storage.catalogue.issuers import PICTURE_COLUMNS, name_matches
from adapters.storage.catalogue.mapping import Mapper
from adapters.storage.catalogue.queries import Columns, Where, changed_since, packed_rows
from adapters.storage.catalogue.type_rows import utc
from adapters.storage.catalogue.types import TypeReads
from adapters.storage.db import scalar
from domain.catalogue import MintListItem, MintRef, Ref, SeriesListItem
from domain.errors import IssuerNotFound
from domain.paging import Page, PageRequest, page_of

ROOT_ID = "SELECT id FROM issuer WHERE slug = ? AND parent_id IS NULL"
SERIES_COLUMNS = Columns(
    "s.id, s.name, s.slug, s.updated_at, s.type_count, s.lead_type_id, i.id, i.name, i.slug, m.id, m.name, m.slug, m.letter"
)
SERIES = "FROM series s JOIN issuer i ON i.id = s.issuer_id LEFT JOIN mint m ON m.id = s.mint_id"
MINT_COLUMNS = Columns(
    f"m.id, m.name, m.slug, m.updated_at, m.letter, m.series_count, m.issue_count, {PICTURE_COLUMNS}"
)
MINTS = "FROM mint m LEFT JOIN picture pic ON pic.id = m.picture_id"


class ListReads:
    def __init__(self, mapper: Mapper, types: TypeReads) -> None:
        self._map, self._types = mapper, types

    def series_of_issuer(
        self, issuer_slug: str, q: str | None, page: PageRequest, updated_since: dt.datetime | None = None
    ) -> Page:
        root_id = scalar(ROOT_ID, (issuer_slug,))
        if root_id is None:
            raise IssuerNotFound(f"No root issuer {issuer_slug!r} in the catalogue.")
        where = Where()
        where.add("s.root_id = ?", root_id)
        name_matches(where, "s.search_name", q)
        changed_since(where, "s.updated_at", updated_since)
        total = scalar(f"SELECT count(*) FROM series s{where}", where.params, 0)
        found = packed_rows(
            SERIES_COLUMNS,
            f"{SERIES}{where} ORDER BY s.name, s.id LIMIT ? OFFSET ?",
            [*where.params, page.page_size, page.offset],
        )
        leads = self._types.types_by_ids(row[5] for row in found if row[5])
        return page_of(
            [
                SeriesListItem(
                    id=str(series_id),
                    name=name,
                    slug=slug,
                    updated_at=utc(updated_at),
                    issuer=Ref(id=str(issuer_id), name=issuer_name, slug=issuer_slug),
                    mint=None
                    if mint_id is None
                    else MintRef(id=str(mint_id), name=mint_name, slug=mint_slug, letter=letter),
                    type_count=type_count,
                    lead_type=leads.get(str(lead_id)),
                )
                for (
                    series_id,
                    name,
                    slug,
                    updated_at,
                    type_count,
                    lead_id,
                    issuer_id,
                    issuer_name,
                    issuer_slug,
                    mint_id,
                    mint_name,
                    mint_slug,
                    letter,
                ) in found
            ],
            page,
            int(total),
        )

    def mints(self, q: str | None, page: PageRequest, updated_since: dt.datetime | None = None) -> Page:
        where = Where()
        name_matches(where, "m.search_name", q)
        changed_since(where, "m.updated_at", updated_since)
        total = scalar(f"SELECT count(*) FROM mint m{where}", where.params, 0)
        found = packed_rows(
            MINT_COLUMNS,
            f"{MINTS}{where} ORDER BY m.name, m.id LIMIT ? OFFSET ?",
            [*where.params, page.page_size, page.offset],
        )
        return page_of(
            [
                MintListItem(
                    id=str(mint_id),
                    name=name,
                    slug=slug,
                    updated_at=utc(updated_at),
                    letter=letter,
                    series_count=series_count,
                    issue_count=issue_count,
                    picture=None if picture[0] is None else self._map.picture_of(*picture),
                )
                for mint_id, name, slug, updated_at, letter, series_count, issue_count, *picture in found
            ],
            page,
            int(total),
        )
