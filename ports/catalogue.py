import collections.abc
import typing

import attrs

from domain.catalogue import (CatalogueIdentities, CoinType, HighlightedIssuer, IssuerDetail,
                              IssuerListItem, MintDetail, MintListItem, SeriesDetail, SeriesListItem,
                              TypeIdentity, TypeSummary)
from domain.paging import Page, PageRequest

ISSUER_SORTS = ("name_asc", "name_desc", "depth_desc", "depth_asc")
TYPE_SORTS = ("title_asc", "title_desc", "newest", "oldest", "weight_desc", "weight_asc", "year_asc")


@attrs.frozen(kw_only=True)
class IssuerQuery:
    q: str | None = None
    roots_only: bool = True
    sort: str = "name_asc"


@attrs.frozen(kw_only=True)
class TypeQuery:
    q: str | None = None
    id: str | None = None
    issuer: str | None = None  # root issuer slug
    series: str | None = None
    mint: str | None = None
    size: str | None = None
    purity: str | None = None
    year_from: int | None = None
    year_to: int | None = None
    sort: str = "title_asc"


@attrs.frozen
class Rendered:
    """A catalogue record as a store with a read model keeps it: the record's id and the JSON the API sends
    for its domain value, rendered ahead of time with the API's own converter (which writes `json` out as it
    is). Reads marked `| Rendered` below may answer with one instead of the domain value."""

    id: str
    json: str


class RenderedList(collections.abc.Sequence):
    """A page of records a store with a read model read as one text: `json` is their JSON array as the API
    sends it (a str, or its UTF-8 bytes), which the converter writes out as it is. As a sequence it holds the
    page's `Rendered` records, split out of that text (by `split`, the store's own) only when something asks
    for them."""

    __slots__ = ("json", "_length", "_split", "_records")

    def __init__(self, json: str | bytes, length: int, split: typing.Callable[[], list[Rendered]]) -> None:
        self.json, self._length, self._split, self._records = json, length, split, None

    def _all(self) -> list[Rendered]:
        if self._records is None:
            self._records = self._split()
        return self._records

    def __getitem__(self, index):
        return self._all()[index]

    def __len__(self) -> int:
        return self._length

    def __eq__(self, other) -> bool:
        return list(self) == list(other) if isinstance(other, collections.abc.Sequence) else NotImplemented

    def __repr__(self) -> str:
        return f"RenderedList({self._all()!r})"


class CatalogueRepository(typing.Protocol):
    """Reads of the catalogue. Lookups raise the domain's *NotFound; outages raise StorageUnavailable."""

    def issuers(self, query: IssuerQuery, page: PageRequest) -> Page[IssuerListItem | Rendered]: ...

    def highlighted_issuers(self) -> list[HighlightedIssuer]: ...

    def issuer(self, slug: str) -> IssuerDetail | Rendered: ...

    def series_of_issuer(self, issuer_slug: str, q: str | None, page: PageRequest) -> Page[SeriesListItem]: ...

    def series(self, issuer_slug: str, series_slug: str) -> SeriesDetail: ...

    def types(self, query: TypeQuery, page: PageRequest) -> Page[TypeSummary | Rendered]: ...

    def coin_type(self, issuer_slug: str, series_slug: str, slug: str) -> CoinType | Rendered: ...

    def types_by_ids(self, ids: typing.Iterable[str]) -> dict[str, TypeSummary]: ...

    def mints(self, q: str | None, page: PageRequest) -> Page[MintListItem]: ...

    def mint(self, slug: str) -> MintDetail: ...

    def type_identities(self, page: PageRequest) -> Page[TypeIdentity]: ...

    def catalogue_identities(self) -> CatalogueIdentities: ...

    def version(self) -> str:
        """Changes whenever an import changes anything; keys response caches and ETags."""
        ...
