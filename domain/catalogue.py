"""The catalogue's values: issuers, series, types, issues, mints, and the views the API serves."""

from __future__ import annotations

import datetime as dt
import typing

import attrs

from domain.currencies import currency_code
from domain.labels import purity_label, size_label

T = typing.TypeVar("T")


@attrs.frozen(kw_only=True)
class Ref:
    id: str
    name: str
    slug: str


@attrs.frozen(kw_only=True)
class MintRef:
    id: str
    name: str
    slug: str
    letter: str | None


@attrs.frozen(kw_only=True)
class Picture:
    id: str
    url: str
    side: str
    copyright: str | None = None
    copyright_url: str | None = None
    license: str | None = None


@attrs.frozen(kw_only=True)
class Source:
    """Where a type's figures come from: `covers` names what the source supports (SOURCE_COVERS)."""

    title: str
    url: str
    covers: tuple[str, ...]


@attrs.frozen(kw_only=True)
class Side:
    side: str
    description: str | None = None
    lettering: str | None = None
    unabridged_legend: str | None = None
    lettering_translation: str | None = None
    engravers: tuple[str, ...] = ()


@attrs.frozen(kw_only=True)
class Issue:
    id: str
    is_dated: bool
    year: int | None
    gregorian_year: int | None
    min_year: int | None
    max_year: int | None
    mint_letter: str
    mint: MintRef | None
    marks: tuple[str, ...]
    finish: str
    variety: str
    mintage: int | None
    references: tuple[str, ...]
    comment: str | None


def _size(self: TypeSummary | CoinType) -> str:
    return size_label(self.fine_weight)


def _purity(self: TypeSummary | CoinType) -> str:
    return purity_label(self.fineness)


def _currency_code(self: CoinType) -> str | None:
    return currency_code(self.currency)


def derived(function: typing.Callable[[typing.Any], T]) -> T:
    return attrs.field(init=False, default=attrs.Factory(function, takes_self=True))


@attrs.frozen(kw_only=True)
class TypeSummary:
    """A type list item; also the lead type of series and mints."""

    id: str
    title: str
    slug: str
    category: str
    fine_weight: float
    fineness: float
    weight: float
    min_year: int | None
    max_year: int | None
    thumbnail_url: str | None
    thumbnail_is_cropped: bool
    issuer: Ref
    root_issuer: Ref
    series: Ref
    size_label: str = derived(_size)
    purity_label: str = derived(_purity)


@attrs.frozen(kw_only=True)
class CoinType:
    id: str
    title: str
    aliases: tuple[str, ...] = ()  # what collectors call it: the type's names, then its series' (issue 32)
    slug: str
    external_catalogue_id: int | None
    updated_at: dt.datetime
    category: str
    ruler: str | None
    min_year: int | None
    max_year: int | None
    value: str | None
    value_numeric: float | None
    currency: str | None
    composition: str
    fineness: float
    weight: float
    fine_weight: float
    size: float | None
    thickness: float | None
    shape: str
    technique: str
    orientation: str | None
    references: tuple[str, ...]
    tags: tuple[str, ...]
    commemorated_topic: str | None
    comments: str | None
    demonetized: bool
    legal_tender: bool
    issuer: Ref
    root_issuer: Ref
    series: Ref
    mint: MintRef | None
    sides: tuple[Side, ...]
    pictures: tuple[Picture, ...]
    issues: tuple[Issue, ...]
    sources: tuple[Source, ...] = ()
    size_label: str = derived(_size)
    purity_label: str = derived(_purity)
    currency_code: str | None = derived(_currency_code)


@attrs.frozen(kw_only=True)
class Range:
    min: float | None
    max: float | None


@attrs.frozen(kw_only=True)
class Stats:
    year_range: Range
    size_range: Range
    fine_weight_range: Range
    finenesses: tuple[float, ...]
    weight_classes: tuple[str, ...]
    mints: tuple[MintRef, ...]


@attrs.frozen(kw_only=True)
class IssuerListItem:
    id: str
    name: str
    slug: str
    aliases: tuple[str, ...] = ()  # other names people use for it (searched as its name)
    updated_at: dt.datetime  # when an import last changed this record's own fields
    parent: Ref | None
    is_root: bool
    series_count: int
    type_count: int
    picture: Picture | None


@attrs.frozen(kw_only=True)
class IssuerNode:
    id: str
    name: str
    slug: str
    children: tuple["IssuerNode", ...]


@attrs.frozen(kw_only=True)
class IssuerDetail:
    id: str
    name: str
    slug: str
    aliases: tuple[str, ...] = ()  # other names people use for it (searched as its name)
    sources: tuple[Source, ...] = ()  # the pages that use them
    updated_at: dt.datetime  # when an import last changed this record's own fields
    children: tuple[IssuerNode, ...]
    series_count: int
    type_count: int
    picture: Picture | None
    stats: Stats


@attrs.frozen(kw_only=True)
class HighlightedIssuer:
    id: str
    name: str
    slug: str
    picture: Picture | None


@attrs.frozen(kw_only=True)
class SeriesListItem:
    id: str
    name: str
    slug: str
    updated_at: dt.datetime  # when an import last changed this record's own fields
    issuer: Ref
    mint: MintRef | None
    type_count: int
    lead_type: TypeSummary | None


@attrs.frozen(kw_only=True)
class SeriesDetail:
    id: str
    name: str
    slug: str
    updated_at: dt.datetime  # when an import last changed this record's own fields
    issuer: Ref
    root_issuer: Ref
    mint: MintRef | None
    type_count: int
    lead_type: TypeSummary | None
    stats: Stats


@attrs.frozen(kw_only=True)
class MintListItem:
    id: str
    name: str
    slug: str
    updated_at: dt.datetime  # when an import last changed this record's own fields
    letter: str | None
    series_count: int
    issue_count: int
    picture: Picture | None


@attrs.frozen(kw_only=True)
class MintSeries:
    id: str
    name: str
    slug: str
    issuer: Ref
    root_issuer: Ref
    lead_type: TypeSummary | None


@attrs.frozen(kw_only=True)
class MintDetail:
    id: str
    name: str
    slug: str
    updated_at: dt.datetime  # when an import last changed this record's own fields
    letter: str | None
    series: tuple[MintSeries, ...]
    stats: Stats


class TypeIdentity(typing.NamedTuple):
    """A sitemap row. A named tuple, not an attrs class: a sitemap page holds 10,000 of them, and a tuple is
    made from a row in C (0.3 µs against 2 µs)."""

    issuer_slug: str
    series_slug: str
    slug: str
    updated_at: dt.date


class TypeChange(typing.NamedTuple):
    """A row of the change feed: a type an import `created`, `changed` or `removed`, and when. An id the database
    gives again after a removal comes as its removal, then its creation, at one moment."""

    id: str
    issuer_slug: str
    series_slug: str
    slug: str
    change: str
    at: dt.datetime


@attrs.frozen(kw_only=True)
class SlugIdentity:
    slug: str
    updated_at: dt.date


@attrs.frozen(kw_only=True)
class SeriesIdentity:
    issuer_slug: str
    slug: str
    updated_at: dt.date


@attrs.frozen(kw_only=True)
class CatalogueIdentities:
    issuers: tuple[SlugIdentity, ...]
    series: tuple[SeriesIdentity, ...]
    mints: tuple[SlugIdentity, ...]
