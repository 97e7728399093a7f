"""The Peewee CatalogueRepository: issuers, series, mints and identities; types live in catalogue_types."""
from __future__ import annotations

import peewee

from adapters.storage import search
from adapters.storage.catalogue_mapping import Mapper, all_mint_refs, mint_ref, ref
from adapters.storage.catalogue_models import (CatalogueMeta, HighlightRow, IssuerRow, MintRow, PictureRow,
                                               SeriesRow)
from adapters.storage.catalogue_types import TypeReads
from adapters.storage.db import translate_errors
from domain.catalogue import (CatalogueIdentities, HighlightedIssuer, IssuerDetail, IssuerListItem, IssuerNode,
                              MintDetail, MintListItem, MintSeries, SeriesDetail, SeriesIdentity, SeriesListItem,
                              SlugIdentity)
from domain.errors import IssuerNotFound, MintNotFound, SeriesNotFound
from domain.paging import page_of
from ports.catalogue import IssuerQuery

Parent = IssuerRow.alias("parent_issuer")
ISSUER_SORTS = {
    "name_asc": (IssuerRow.name, IssuerRow.id), "name_desc": (IssuerRow.name.desc(), IssuerRow.id),
    "depth_desc": (IssuerRow.type_count.desc(), IssuerRow.id), "depth_asc": (IssuerRow.type_count, IssuerRow.id),
}


def _name_matches(column, q):
    return column.contains(search.normalise(q)) if q else peewee.SQL("1 = 1")


class PeeweeCatalogue:
    def __init__(self, cdn_base_url: str) -> None:
        self._map = Mapper(cdn_base_url)
        self._types = TypeReads(self._map)

    @translate_errors
    def issuers(self, query: IssuerQuery, page):
        where = _name_matches(IssuerRow.search_name, query.q)
        if query.roots_only:
            where &= IssuerRow.parent.is_null()
        total = IssuerRow.select().where(where).count()
        rows = (IssuerRow.select(IssuerRow, Parent, PictureRow)
                .join(Parent, peewee.JOIN.LEFT_OUTER, on=(IssuerRow.parent == Parent.id), attr="parent_row")
                .switch(IssuerRow).join(PictureRow, peewee.JOIN.LEFT_OUTER,
                                        on=(IssuerRow.picture_id == PictureRow.id), attr="picture")
                .where(where).order_by(*ISSUER_SORTS[query.sort]).paginate(page.page, page.page_size))
        items = [IssuerListItem(
            id=str(r.id), name=r.name, slug=r.slug, parent=ref(r.parent_row) if r.parent_id else None,
            is_root=r.parent_id is None, series_count=r.series_count, type_count=r.type_count,
            picture=self._map.picture(getattr(r, "picture", None))) for r in rows]
        return page_of(items, page, total)

    @translate_errors
    def highlighted_issuers(self):
        rows = (IssuerRow.select(IssuerRow, PictureRow).join(HighlightRow, on=(HighlightRow.issuer == IssuerRow.id))
                .switch(IssuerRow).join(PictureRow, peewee.JOIN.LEFT_OUTER,
                                        on=(IssuerRow.picture_id == PictureRow.id), attr="picture")
                .order_by(HighlightRow.position))
        return [HighlightedIssuer(id=str(r.id), name=r.name, slug=r.slug,
                                  picture=self._map.picture(getattr(r, "picture", None))) for r in rows]

    @translate_errors
    def issuer(self, slug: str) -> IssuerDetail:
        root = self._root(slug)
        tree = list(IssuerRow.select(IssuerRow.id, IssuerRow.name, IssuerRow.slug, IssuerRow.parent)
                    .where(IssuerRow.root_id == root.id).order_by(IssuerRow.position, IssuerRow.id))
        return IssuerDetail(id=str(root.id), name=root.name, slug=root.slug, children=_children(root.id, tree),
                            series_count=root.series_count, type_count=root.type_count,
                            picture=self._picture(root.picture_id), stats=self._map.stats(root.stats, all_mint_refs()))

    @translate_errors
    def series_of_issuer(self, issuer_slug: str, q, page):
        root = self._root(issuer_slug)
        where = (SeriesRow.root == root.id) & _name_matches(SeriesRow.search_name, q)
        total = SeriesRow.select().where(where).count()
        rows = list(self._series_query().where(where).order_by(SeriesRow.name, SeriesRow.id)
                    .paginate(page.page, page.page_size))
        leads = self._types.types_by_ids(r.lead_type_id for r in rows if r.lead_type_id)
        items = [SeriesListItem(id=str(r.id), name=r.name, slug=r.slug, issuer=ref(r.issuer),
                                mint=mint_ref(getattr(r, "mint", None)) if r.mint_id else None,
                                type_count=r.type_count, lead_type=leads.get(str(r.lead_type_id)))
                 for r in rows]
        return page_of(items, page, total)

    @translate_errors
    def series(self, issuer_slug: str, series_slug: str) -> SeriesDetail:
        root = self._root(issuer_slug, SeriesNotFound)
        row = self._series_query().where((SeriesRow.root == root.id) & (SeriesRow.slug == series_slug)).first()
        if row is None:
            raise SeriesNotFound(f"No series {series_slug!r} under {issuer_slug!r}.")
        leads = self._types.types_by_ids([row.lead_type_id] if row.lead_type_id else [])
        return SeriesDetail(id=str(row.id), name=row.name, slug=row.slug, issuer=ref(row.issuer),
                            root_issuer=ref(root), mint=mint_ref(row.mint) if row.mint_id else None,
                            type_count=row.type_count, lead_type=leads.get(str(row.lead_type_id)),
                            stats=self._map.stats(row.stats, all_mint_refs()))

    @translate_errors
    def mints(self, q, page):
        where = _name_matches(MintRow.search_name, q)
        total = MintRow.select().where(where).count()
        rows = (MintRow.select(MintRow, PictureRow).join(PictureRow, peewee.JOIN.LEFT_OUTER,
                                                         on=(MintRow.picture_id == PictureRow.id), attr="picture")
                .where(where).order_by(MintRow.name, MintRow.id).paginate(page.page, page.page_size))
        return page_of([MintListItem(id=str(r.id), name=r.name, slug=r.slug, letter=r.letter,
                                     series_count=r.series_count, issue_count=r.issue_count,
                                     picture=self._map.picture(getattr(r, "picture", None))) for r in rows],
                       page, total)

    @translate_errors
    def mint(self, slug: str) -> MintDetail:
        mint = MintRow.get_or_none(MintRow.slug == slug)
        if mint is None:
            raise MintNotFound(f"No mint {slug!r} in the catalogue.")
        rows = list(self._series_query().where(SeriesRow.mint == mint.id).order_by(SeriesRow.name, SeriesRow.id))
        roots = {r.id: r for r in IssuerRow.select().where(IssuerRow.id.in_([s.root_id for s in rows]))}
        leads = self._types.types_by_ids(r.lead_type_id for r in rows if r.lead_type_id)
        series = tuple(MintSeries(id=str(r.id), name=r.name, slug=r.slug, issuer=ref(r.issuer),
                                  root_issuer=ref(roots[r.root_id]), lead_type=leads.get(str(r.lead_type_id)))
                       for r in rows)
        return MintDetail(id=str(mint.id), name=mint.name, slug=mint.slug, letter=mint.letter, series=series,
                          stats=self._map.stats(mint.stats, all_mint_refs()))

    @translate_errors
    def catalogue_identities(self) -> CatalogueIdentities:
        roots = IssuerRow.select(IssuerRow.slug, IssuerRow.updated_at).where(IssuerRow.parent.is_null())
        series = (SeriesRow.select(IssuerRow.slug, SeriesRow.slug, SeriesRow.updated_at)
                  .join(IssuerRow, on=(SeriesRow.root == IssuerRow.id)).order_by(SeriesRow.id).tuples())
        mints = MintRow.select(MintRow.slug, MintRow.updated_at).order_by(MintRow.id).tuples()
        return CatalogueIdentities(
            issuers=tuple(SlugIdentity(slug=s, updated_at=u.date()) for s, u in roots.order_by(IssuerRow.id).tuples()),
            series=tuple(SeriesIdentity(issuer_slug=r, slug=s, updated_at=u.date()) for r, s, u in series),
            mints=tuple(SlugIdentity(slug=s, updated_at=u.date()) for s, u in mints))

    @translate_errors
    def version(self) -> str:
        row = CatalogueMeta.get_or_none(CatalogueMeta.key == "version")
        return row.value if row else "empty"

    def _root(self, slug: str, missing=IssuerNotFound):
        root = IssuerRow.get_or_none((IssuerRow.slug == slug) & IssuerRow.parent.is_null())
        if root is None:
            raise missing(f"No root issuer {slug!r} in the catalogue.")
        return root

    def _picture(self, picture_id):
        return self._map.picture(PictureRow.get_or_none(PictureRow.id == picture_id)) if picture_id else None

    def _series_query(self):
        return (SeriesRow.select(SeriesRow, IssuerRow, MintRow)
                .join(IssuerRow, on=(SeriesRow.issuer == IssuerRow.id))
                .switch(SeriesRow).join(MintRow, peewee.JOIN.LEFT_OUTER))

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


def _children(parent_id: int, tree: list) -> tuple[IssuerNode, ...]:
    return tuple(IssuerNode(id=str(r.id), name=r.name, slug=r.slug, children=_children(r.id, tree))
                 for r in tree if r.parent_id == parent_id)
