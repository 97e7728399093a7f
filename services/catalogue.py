"""The catalogue as the API serves it: the read model's ready JSON where the store keeps the record, else the
domain value from the repository (which also answers every 404). Resources call this, never a store."""

from __future__ import annotations

import typing

from domain.catalogue import (
    CatalogueIdentities,
    CoinType,
    HighlightedIssuer,
    IssuerDetail,
    IssuerListItem,
    MintDetail,
    MintListItem,
    SeriesDetail,
    SeriesListItem,
    TypeIdentity,
    TypeSummary,
)
from domain.paging import Page, PageRequest
from ports.catalogue import CatalogueRepository, IssuerQuery, TypeQuery
from ports.errors import NotConfigured
from ports.views import CatalogueViews, Rendered


class CatalogueReads:
    """`views` may be None (no read model: every answer is built from the repository); `repository` None means
    the deployment has no catalogue storage, and every read raises NotConfigured (a 503)."""

    def __init__(self, repository: CatalogueRepository | None, views: CatalogueViews | None = None) -> None:
        self._repository = repository if repository is not None else _Unconfigured()
        self._views = views

    def issuers(self, query: IssuerQuery, page: PageRequest) -> Page[IssuerListItem] | Page[Rendered]:
        ready = None if self._views is None else self._views.issuers(query, page)
        return ready if ready is not None else self._repository.issuers(query, page)

    def issuer(self, slug: str) -> IssuerDetail | Rendered:
        ready = None if self._views is None else self._views.issuer(slug)
        return ready if ready is not None else self._repository.issuer(slug)

    def types(self, query: TypeQuery, page: PageRequest) -> Page[TypeSummary] | Page[Rendered]:
        ready = None if self._views is None else self._views.types(query, page)
        return ready if ready is not None else self._repository.types(query, page)

    def coin_type(self, issuer_slug: str, series_slug: str, slug: str) -> CoinType | Rendered:
        ready = None if self._views is None else self._views.coin_type(issuer_slug, series_slug, slug)
        return ready if ready is not None else self._repository.coin_type(issuer_slug, series_slug, slug)

    def highlighted_issuers(self) -> list[HighlightedIssuer]:
        return self._repository.highlighted_issuers()

    def series_of_issuer(self, issuer_slug: str, q: str | None, page: PageRequest) -> Page[SeriesListItem]:
        return self._repository.series_of_issuer(issuer_slug, q, page)

    def series(self, issuer_slug: str, series_slug: str) -> SeriesDetail:
        return self._repository.series(issuer_slug, series_slug)

    def mints(self, q: str | None, page: PageRequest) -> Page[MintListItem]:
        return self._repository.mints(q, page)

    def mint(self, slug: str) -> MintDetail:
        return self._repository.mint(slug)

    def type_identities(self, page: PageRequest) -> Page[TypeIdentity]:
        return self._repository.type_identities(page)

    def catalogue_identities(self) -> CatalogueIdentities:
        return self._repository.catalogue_identities()


class _Unconfigured:
    """Stands in for a repository the deployment does not have: every read is a 503, never a 500."""

    def __getattr__(self, name: str) -> typing.Callable[..., typing.NoReturn]:
        def unavailable(*args: object, **kwargs: object) -> typing.NoReturn:
            raise NotConfigured("the catalogue storage is not configured")

        return unavailable
