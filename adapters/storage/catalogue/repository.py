"""The Peewee CatalogueRepository: details and identities here; types in types, issuers in
issuers, series and mint lists in lists (plain SQL on the hot reads, see queries). With a read model, the hot
reads answer its stored records where this process has them (read_model.py), decided there and nowhere else."""

from __future__ import annotations

import peewee

from adapters.storage.catalogue import held, read_model
from adapters.storage.catalogue.issuers import IssuerReads
from adapters.storage.catalogue.lists import ListReads
from adapters.storage.catalogue.mapping import Mapper, mint_ref, ref
from adapters.storage.catalogue.memo import CountMemo
from adapters.storage.catalogue.models import HighlightRow, IssuerRow, MintRow, PictureRow, SeriesRow
from adapters.storage.catalogue.queries import VERSION
from adapters.storage.catalogue.type_rows import utc
from adapters.storage.catalogue.types import TypeReads
from adapters.storage.db import scalar, translate_errors
from domain.catalogue import (
    CatalogueIdentities,
    HighlightedIssuer,
    IssuerDetail,
    MintDetail,
    MintSeries,
    SeriesDetail,
    SeriesIdentity,
    SlugIdentity,
)
from domain.errors import IssuerNotFound, MintNotFound, SeriesNotFound
from ports.catalogue import IssuerQuery


class PeeweeCatalogue:
    """ports.catalogue.CatalogueRepository.

    `read_model`: False, every answer is a domain value built from the rows; otherwise the hot reads (the
    issuer and type lists and pages) answer the records the import rendered (ports.views.Rendered) wherever
    they are stored, and the value built from the rows in the same read where they are not: True takes
    whatever is stored, a fingerprint (that of the renderer this process would render with,
    adapters.http.converter.JsonRenderer) only records rendered by that code."""

    def __init__(self, cdn_base_url: str, read_model: bool | str = False) -> None:
        self._map = Mapper(cdn_base_url)
        counts = CountMemo()
        stored = _stored(cdn_base_url, counts, read_model)
        self._types = TypeReads(self._map, counts, stored)
        self._issuers = IssuerReads(self._map, counts, stored)
        self._lists = ListReads(self._map, self._types)

    @translate_errors
    def issuers(self, query: IssuerQuery, page):
        return self._issuers.issuers(query, page)

    @translate_errors
    def highlighted_issuers(self):
        rows = (
            IssuerRow.select(IssuerRow, PictureRow)
            .join(HighlightRow, on=(HighlightRow.issuer == IssuerRow.id))
            .switch(IssuerRow)
            .join(PictureRow, peewee.JOIN.LEFT_OUTER, on=(IssuerRow.picture_id == PictureRow.id), attr="picture")
            .order_by(HighlightRow.position)
        )
        return [
            HighlightedIssuer(
                id=str(r.id), name=r.name, slug=r.slug, picture=self._map.picture(getattr(r, "picture", None))
            )
            for r in rows
        ]

    @translate_errors
    def issuer(self, slug: str) -> IssuerDetail:
        return self._issuers.issuer(slug)

    @translate_errors
    def series_of_issuer(self, issuer_slug: str, q, page, updated_since=None):
        return self._lists.series_of_issuer(issuer_slug, q, page, updated_since)

    @translate_errors
    def series(self, issuer_slug: str, series_slug: str) -> SeriesDetail:
        root = self._root(issuer_slug, SeriesNotFound)
        row = self._series_query().where((SeriesRow.root == root.id) & (SeriesRow.slug == series_slug)).first()
        if row is None:
            raise SeriesNotFound(f"No series {series_slug!r} under {issuer_slug!r}.")
        leads = self._types.types_by_ids([row.lead_type_id] if row.lead_type_id else [])
        return SeriesDetail(
            id=str(row.id),
            name=row.name,
            slug=row.slug,
            updated_at=utc(row.updated_at),
            issuer=ref(row.issuer),
            root_issuer=ref(root),
            mint=mint_ref(row.mint) if row.mint_id else None,
            type_count=row.type_count,
            lead_type=leads.get(str(row.lead_type_id)),
            stats=self._issuers.stats(row.stats),
        )

    @translate_errors
    def mints(self, q, page, updated_since=None):
        return self._lists.mints(q, page, updated_since)

    @translate_errors
    def mint(self, slug: str) -> MintDetail:
        mint = MintRow.get_or_none(MintRow.slug == slug)
        if mint is None:
            raise MintNotFound(f"No mint {slug!r} in the catalogue.")
        rows = list(self._series_query().where(SeriesRow.mint == mint.id).order_by(SeriesRow.name, SeriesRow.id))
        roots = {r.id: r for r in IssuerRow.select().where(IssuerRow.id.in_([s.root_id for s in rows]))}
        leads = self._types.types_by_ids(r.lead_type_id for r in rows if r.lead_type_id)
        series = tuple(
            MintSeries(
                id=str(r.id),
                name=r.name,
                slug=r.slug,
                issuer=ref(r.issuer),
                root_issuer=ref(roots[r.root_id]),
                lead_type=leads.get(str(r.lead_type_id)),
            )
            for r in rows
        )
        return MintDetail(
            id=str(mint.id),
            name=mint.name,
            slug=mint.slug,
            updated_at=utc(mint.updated_at),
            letter=mint.letter,
            series=series,
            stats=self._issuers.stats(mint.stats),
        )

    @translate_errors
    def catalogue_identities(self) -> CatalogueIdentities:
        roots = IssuerRow.select(IssuerRow.slug, IssuerRow.updated_at).where(IssuerRow.parent.is_null())
        series = (
            SeriesRow.select(IssuerRow.slug, SeriesRow.slug, SeriesRow.updated_at)
            .join(IssuerRow, on=(SeriesRow.root == IssuerRow.id))
            .order_by(SeriesRow.id)
            .tuples()
        )
        mints = MintRow.select(MintRow.slug, MintRow.updated_at).order_by(MintRow.id).tuples()
        return CatalogueIdentities(
            issuers=tuple(SlugIdentity(slug=s, updated_at=u.date()) for s, u in roots.order_by(IssuerRow.id).tuples()),
            series=tuple(SeriesIdentity(issuer_slug=r, slug=s, updated_at=u.date()) for r, s, u in series),
            mints=tuple(SlugIdentity(slug=s, updated_at=u.date()) for s, u in mints),
        )

    @translate_errors
    def version(self) -> str:
        return scalar(VERSION, (), "empty")

    def _root(self, slug: str, missing=IssuerNotFound):
        root = IssuerRow.get_or_none((IssuerRow.slug == slug) & IssuerRow.parent.is_null())
        if root is None:
            raise missing(f"No root issuer {slug!r} in the catalogue.")
        return root

    def _series_query(self):
        return (
            SeriesRow.select(SeriesRow, IssuerRow, MintRow)
            .join(IssuerRow, on=(SeriesRow.issuer == IssuerRow.id))
            .switch(SeriesRow)
            .join(MintRow, peewee.JOIN.LEFT_OUTER)
        )

    @translate_errors
    def types(self, query, page):
        return self._types.types(query, page)

    @translate_errors
    def coin_type(self, issuer_slug: str, series_slug: str, slug: str):
        return self._types.coin_type(issuer_slug, series_slug, slug)

    @translate_errors
    def types_by_ids(self, ids):
        return self._types.types_by_ids(ids)

    @translate_errors
    def type_identities(self, page):
        return self._types.type_identities(page)

    @translate_errors
    def changes(self, since, page):
        return self._types.changes(since, page)

    @translate_errors
    def type_records(self, after, limit):
        return self._types.type_records(after, limit)

    @translate_errors
    def held(self, root=None):
        if root is None:
            part = held.shared()
            part.roots = held.root_slugs()
        else:
            part = held.tree(root)
        return part, self.version()


def _stored(cdn_base_url: str, counts: CountMemo, wanted: bool | str) -> read_model.Stored | read_model.NotStored:
    if wanted is False:
        return read_model.NotStored()
    return read_model.Stored(cdn_base_url, counts, None if wanted is True else wanted)
