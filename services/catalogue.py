"""The catalogue as the API serves it: whatever the repository answers (a record its read model kept ready, or
the domain value: the store decides, ports.catalogue). Resources call this, never a store."""

from __future__ import annotations

import datetime as dt
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
    TypeChange,
    TypeIdentity,
    TypeSummary,
)
from domain.paging import Page, PageRequest
from ports.catalogue import CatalogueRepository, IssuerQuery, TypeQuery
from ports.errors import NotConfigured
from ports.views import Rendered

EXPORT_BATCH = 500  # type records a statement: a few hundred kB of text held at once


class CatalogueChanged(Exception):
    """An import changed the catalogue while a whole-catalogue read was under way."""


class CatalogueReads:
    """`repository` None means the deployment has no catalogue storage, and every read raises NotConfigured
    (a 503)."""

    def __init__(self, repository: CatalogueRepository | None) -> None:
        self._repository = repository if repository is not None else _Unconfigured()

    def issuers(self, query: IssuerQuery, page: PageRequest) -> Page[IssuerListItem] | Page[Rendered]:
        return self._repository.issuers(query, page)

    def issuer(self, slug: str) -> IssuerDetail | Rendered:
        return self._repository.issuer(slug)

    def types(self, query: TypeQuery, page: PageRequest) -> Page[TypeSummary] | Page[Rendered]:
        return self._repository.types(query, page)

    def coin_type(self, issuer_slug: str, series_slug: str, slug: str) -> CoinType | Rendered:
        return self._repository.coin_type(issuer_slug, series_slug, slug)

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

    def changes(self, since: dt.datetime, page: PageRequest) -> Page[TypeChange]:
        return self._repository.changes(since, page)

    def catalogue_identities(self) -> CatalogueIdentities:
        return self._repository.catalogue_identities()

    def export_types(self, batch: int | None = None) -> tuple[str | None, typing.Iterator[list[CoinType | Rendered]]]:
        """The catalogue version, and every type's full record a batch at a time in id order. The first batch is
        read at once (so an unreachable store is an error before anything is sent); the rest as the iterator is
        read, each under the first batch's version: when an import changes the catalogue meanwhile the iterator
        raises CatalogueChanged (a stream already under way is cut, so no export mixes two catalogues)."""
        size = batch or EXPORT_BATCH
        first, version = self._repository.type_records(0, size)

        def batches() -> typing.Iterator[list[CoinType | Rendered]]:
            records = first
            while records:
                yield records
                records, now = self._repository.type_records(int(records[-1].id), size)
                if now != version:
                    raise CatalogueChanged("The catalogue changed while it was being exported; ask again.")

        return version, batches()


class _Unconfigured:
    """Stands in for a repository the deployment does not have: every read is a 503, never a 500."""

    def __getattr__(self, name: str) -> typing.Callable[..., typing.NoReturn]:
        def unavailable(*args: object, **kwargs: object) -> typing.NoReturn:
            raise NotConfigured("the catalogue storage is not configured")

        return unavailable
