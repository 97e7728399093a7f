"""Type reads: the filtered list, the full record, lookups by id, and the type sitemap."""
from __future__ import annotations

import datetime as dt
import json
import re

import peewee

from adapters.storage import search
from adapters.storage.catalogue_mapping import Leaf, Mapper, Root, mint_ref, ref, sides, summaries_query
from adapters.storage.catalogue_models import IssuerRow, IssueRow, MintRow, PictureRow, SeriesRow, TypeRow
from domain.catalogue import CoinType, Issue, TypeIdentity
from domain.errors import CoinTypeNotFound
from domain.labels import SIZE_FRACTIONS, size_window
from domain.paging import Page, PageRequest, page_of
from ports.catalogue import TypeQuery

NOTHING = peewee.SQL("1 = 0")
ROW_ID = re.compile(r"[0-9]{1,18}")  # ASCII digits only, and within a 64-bit integer


def is_row_id(text: str) -> bool:
    return ROW_ID.fullmatch(text) is not None

SORTS = {
    "title_asc": (TypeRow.title, TypeRow.id),
    "title_desc": (TypeRow.title.desc(), TypeRow.id),
    "newest": (TypeRow.min_year.desc(nulls="LAST"), TypeRow.id),
    "oldest": (TypeRow.min_year.asc(nulls="LAST"), TypeRow.id),
    "year_asc": (TypeRow.min_year.asc(nulls="LAST"), TypeRow.id),
    "weight_desc": (TypeRow.weight.desc(), TypeRow.id),
    "weight_asc": (TypeRow.weight.asc(), TypeRow.id),
}


def type_conditions(query: TypeQuery) -> list:
    conditions = []
    if query.q is not None:
        conditions.append(search.matching(query.q) or NOTHING)
    if query.id is not None:
        conditions.append(TypeRow.id == int(query.id) if is_row_id(query.id) else NOTHING)
    if query.issuer is not None:
        roots = IssuerRow.select(IssuerRow.id).where((IssuerRow.slug == query.issuer) & IssuerRow.parent.is_null())
        conditions.append(TypeRow.root.in_(roots))
    if query.series is not None:
        conditions.append(TypeRow.series.in_(SeriesRow.select(SeriesRow.id).where(SeriesRow.slug == query.series)))
    if query.mint is not None:
        conditions.append(_struck_at(query.mint))
    if query.size is not None:
        conditions.append(_size(query.size))
    if query.purity is not None:
        conditions.append(_purity(query.purity))
    if query.year_from is not None:
        conditions.append(TypeRow.min_year.is_null(False) & (TypeRow.max_year.is_null() | (TypeRow.max_year >= query.year_from)))
    if query.year_to is not None:
        conditions.append(TypeRow.min_year <= query.year_to)
    return conditions


def _struck_at(slug: str):
    mint_ids = MintRow.select(MintRow.id).where(MintRow.slug == slug)
    by_series = TypeRow.series.in_(SeriesRow.select(SeriesRow.id).where(SeriesRow.mint.in_(mint_ids)))
    by_issue = TypeRow.id.in_(IssueRow.select(IssueRow.coin_type).where(IssueRow.mint.in_(mint_ids)))
    return by_series | by_issue


def _size(label: str):
    windows = [TypeRow.fine_weight.between(*size_window(name)) for name, _ in SIZE_FRACTIONS]
    if label != "other":
        return TypeRow.fine_weight.between(*size_window(label))
    return ~peewee.reduce(lambda a, b: a | b, windows)


def _purity(label: str):
    if label == "24k":
        return TypeRow.fineness >= 0.9999
    crown = TypeRow.fineness.between(0.9166, 0.9167)
    return crown if label == "22k" else ~(crown | (TypeRow.fineness >= 0.9999))


class TypeReads:
    def __init__(self, mapper: Mapper) -> None:
        self._map = mapper

    def types(self, query: TypeQuery, page: PageRequest) -> Page:
        conditions = type_conditions(query)
        where = peewee.reduce(lambda a, b: a & b, conditions) if conditions else peewee.SQL("1 = 1")
        total = TypeRow.select(TypeRow.id).where(where).count()
        rows = (summaries_query().where(where).order_by(*SORTS[query.sort])
                .paginate(page.page, page.page_size).tuples())
        return page_of([self._map.summary(row) for row in rows], page, total)

    def types_by_ids(self, ids) -> dict:
        wanted = [int(i) for i in map(str, ids) if is_row_id(i)]
        if not wanted:
            return {}
        rows = summaries_query().where(TypeRow.id.in_(wanted)).tuples()
        return {summary.id: summary for summary in map(self._map.summary, rows)}

    def coin_type(self, issuer_slug: str, series_slug: str, slug: str) -> CoinType:
        row = (TypeRow.select(TypeRow, SeriesRow, Root, Leaf)
               .join(SeriesRow, on=(TypeRow.series == SeriesRow.id))
               .switch(TypeRow).join(Leaf, on=(TypeRow.issuer == Leaf.id), attr="leaf_issuer")
               .switch(TypeRow).join(Root, on=(TypeRow.root == Root.id), attr="root_issuer")
               .where((Root.slug == issuer_slug) & Root.parent.is_null() & (SeriesRow.slug == series_slug)
                      & (TypeRow.slug == slug))
               .first())
        if row is None:
            raise CoinTypeNotFound(f"No type {issuer_slug}/{series_slug}/{slug} in the catalogue.")
        mint_id = row.series.mint_id
        return self._full(row, mint_ref(MintRow.get_or_none(MintRow.id == mint_id)) if mint_id else None)

    def _full(self, row, series_mint) -> CoinType:
        t = row
        return CoinType(
            id=str(t.id), title=t.title, slug=t.slug, external_catalogue_id=t.external_catalogue_id,
            updated_at=utc(t.updated_at), category=t.category, ruler=t.ruler, min_year=t.min_year,
            max_year=t.max_year, value=t.value, value_numeric=t.value_numeric, currency=t.currency,
            composition=t.composition, fineness=t.fineness, weight=t.weight, fine_weight=t.fine_weight,
            size=t.size, thickness=t.thickness, shape=t.shape, technique=t.technique, orientation=t.orientation,
            references=tuple(json.loads(t.references)), tags=tuple(json.loads(t.tags)),
            commemorated_topic=t.commemorated_topic, comments=t.comments, demonetized=t.demonetized,
            legal_tender=t.legal_tender, issuer=ref(t.leaf_issuer), root_issuer=ref(t.root_issuer),
            series=ref(t.series), mint=series_mint, sides=sides(t.sides),
            pictures=tuple(self._map.picture(p) for p in
                           PictureRow.select().where(PictureRow.coin_type == t.id).order_by(PictureRow.position)),
            issues=self._issues(t.id))

    def _issues(self, type_id: int) -> tuple[Issue, ...]:
        rows = (IssueRow.select(IssueRow, MintRow).join(MintRow, peewee.JOIN.LEFT_OUTER)
                .where(IssueRow.coin_type == type_id).order_by(IssueRow.position))
        return tuple(Issue(
            id=str(i.id), is_dated=i.is_dated, year=i.year, gregorian_year=i.gregorian_year, min_year=i.min_year,
            max_year=i.max_year, mint_letter=i.mint_letter, mint=mint_ref(i.mint) if i.mint_id else None,
            marks=tuple(json.loads(i.marks)), finish=i.finish, variety=i.variety, mintage=i.mintage,
            references=tuple(json.loads(i.references)), comment=i.comment) for i in rows)

    def type_identities(self, page: PageRequest) -> Page:
        total = TypeRow.select().count()
        rows = (TypeRow.select(Root.slug, SeriesRow.slug, TypeRow.slug, TypeRow.updated_at)
                .join(SeriesRow, on=(TypeRow.series == SeriesRow.id))
                .switch(TypeRow).join(Root, on=(TypeRow.root == Root.id))
                .order_by(TypeRow.id).paginate(page.page, page.page_size).tuples())
        return page_of([TypeIdentity(issuer_slug=r, series_slug=s, slug=t, updated_at=_date(u))
                        for r, s, t, u in rows], page, total)


def _date(value):
    return value.date() if hasattr(value, "date") else value


def utc(value):
    return value.replace(tzinfo=dt.timezone.utc) if value.tzinfo is None else value
