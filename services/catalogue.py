"""The catalogue as the API serves it: whatever the repository answers (a record its read model kept ready, or
the domain value: the store decides, ports.catalogue). Resources call this, never a store."""

from __future__ import annotations

import datetime as dt
import typing

import attrs

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
from ports.catalogue_records import ParsedCatalogue
from ports.errors import NotConfigured
from ports.media import MediaStore
from ports.views import Rendered
from services.catalogue_format.write import shared_file, tree_file

EXPORT_BATCH = 500  # type records a statement: a few hundred kB of text held at once


class CatalogueChanged(Exception):
    """An import changed the catalogue while a whole-catalogue read was under way."""


def _still(version: str | None, now: str | None, found: bool = True) -> None:
    """A later read of a whole-catalogue walk saw the version its first read did (and `found` what that read
    listed), or the walk ends here."""
    if now != version or not found:
        raise CatalogueChanged("The catalogue changed while it was being exported; ask again.")


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

    def series_of_issuer(
        self, issuer_slug: str, q: str | None, page: PageRequest, updated_since: dt.datetime | None = None
    ) -> Page[SeriesListItem]:
        return self._repository.series_of_issuer(issuer_slug, q, page, updated_since)

    def series(self, issuer_slug: str, series_slug: str) -> SeriesDetail:
        return self._repository.series(issuer_slug, series_slug)

    def mints(self, q: str | None, page: PageRequest, updated_since: dt.datetime | None = None) -> Page[MintListItem]:
        return self._repository.mints(q, page, updated_since)

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
                _still(version, now)

        return version, batches()


SHARED_FILE = "_catalogue.json"  # the mints and the editorial ("_" starts no root issuer's slug)
PICTURES = "pictures/"  # the folder of an export's picture files, which its records name


@attrs.frozen
class ExportFile:
    name: str
    data: bytes


class CatalogueFiles:
    """The whole catalogue as catalogue files (docs/catalogue-format.md) that import as the same catalogue: the
    mints and editorial, one file a root issuer (in slug order, as an import reads a folder), and after each the
    large copies of its pictures (their records name them by that file). A picture whose copy the media store
    lacks (`media` None: a deployment without one) is left out of its record, as the API cannot show it either."""

    def __init__(self, repository: CatalogueRepository | None, media: MediaStore | None) -> None:
        self._repository = repository if repository is not None else _Unconfigured()
        self._media = media

    def export(self) -> tuple[str, typing.Iterator[ExportFile]]:
        """The version, and the files one at a time, each root read as the iterator is read and under the first
        read's version: an import meanwhile raises CatalogueChanged (a stream under way is cut). The first read
        is made at once, so an unreachable store is an error before anything is sent."""
        shared, version = self._repository.held()
        assert shared is not None

        def files() -> typing.Iterator[ExportFile]:
            yield ExportFile(SHARED_FILE, shared_file(shared))
            for root in shared.roots:
                part, now = self._repository.held(root)
                _still(version, now, found=part is not None)
                assert part is not None
                part, stored = self._pictures_beside(part)
                data = tree_file(part)
                del part  # the records: only the file's bytes are held while it is sent
                yield ExportFile(f"{root}.json", data)
                for path in stored:
                    found = self._media.read(path) if self._media is not None else None
                    if found is None:  # gone since it was looked up: the record names it, so no archive
                        raise CatalogueChanged(f"The picture {path!r} left the media store during the export.")
                    yield ExportFile(PICTURES + path, found.data)

        return version, files()

    def _pictures_beside(self, part: ParsedCatalogue) -> tuple[ParsedCatalogue, list[str]]:
        """The part with each picture named by its file in the export (the store names the large copy's stored
        path), those the media store lacks left out; and the stored paths to pack, each once."""
        stored: dict[str, bool] = {}
        for key, series in part.series.items():
            types = {}
            for slug, coin_type in series.types.items():
                kept = []
                for picture in coin_type.pictures:
                    if picture.source not in stored:
                        stored[picture.source] = self._media is not None and self._media.exists(picture.source)
                    if stored[picture.source]:
                        kept.append(attrs.evolve(picture, source=PICTURES + picture.source))
                types[slug] = attrs.evolve(coin_type, pictures=tuple(kept))
            part.series[key] = attrs.evolve(series, types=types)
        return part, [path for path, found in stored.items() if found]


class _Unconfigured:
    """Stands in for a repository the deployment does not have: every read is a 503, never a 500."""

    def __getattr__(self, name: str) -> typing.Callable[..., typing.NoReturn]:
        def unavailable(*args: object, **kwargs: object) -> typing.NoReturn:
            raise NotConfigured("the catalogue storage is not configured")

        return unavailable
