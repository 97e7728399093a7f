"""The catalogue import and the upkeep of what it derives: `goldcoins import`, `goldcoins db upgrade` and
`goldcoins media prune`."""

from __future__ import annotations

import datetime as dt
import typing

import attrs

from ports.catalogue import CatalogueStore, ImportReport, Refreshed, Render, Schema, SchemaUpgrade
from ports.catalogue_records import ParsedCatalogue, PictureRecord, TypeRecord
from ports.clock import Clock
from ports.media import FetchPictures, Imaging, MediaFile, MediaStore, PictureRequest, PreparePictures
from services.catalogue_format import read_catalogue
from services.pictures import PictureCopies

Progress = typing.Callable[[int, int], None]


def _no_progress(done: int, total: int) -> None:
    return None


@attrs.frozen(kw_only=True)
class CatalogueUpkeep:
    """`render` renders the read model (None: the store keeps none and reads build every answer); `media` and
    `imaging` keep and make the pictures' copies, `fetch` fetches those named by URL (None: they are refused)."""

    store: CatalogueStore
    schema: Schema
    clock: Clock
    render: Render | None
    media: MediaStore
    imaging: Imaging
    fetch: FetchPictures | None = None

    def import_catalogue(
        self,
        path: str,
        progress: Progress = _no_progress,
        picture_progress: Progress = _no_progress,
        dry_run: bool = False,
        release_pooled: bool = False,
    ) -> ImportReport:
        """The catalogue files at `path`, read and checked, become the catalogue, in one transaction, their
        pictures copied into the media store first (InvalidCatalogue: nothing in the catalogue changed).
        `dry_run`: the same checks and report, and nothing written, the pictures' copies made in memory only. A
        type the token pool maps is removed only with `release_pooled`; otherwise the import is refused, naming
        the tokens."""
        media = _Unwritten(self.media) if dry_run else self.media
        pictures = PictureCopies(media=media, imaging=self.imaging, progress=picture_progress, fetch=self.fetch)
        catalogue, uncropped = read_for_import(path, self.store.mint_slugs(), pictures)
        report = self.store.replace(catalogue, self.clock.now(), progress, self.render, dry_run, release_pooled)
        report.uncropped = uncropped
        return report

    def prune_media(self, dry_run: bool) -> list[str]:
        """The media files no picture of the catalogue refers to, removed unless `dry_run`. Run it when no
        import is under way: an import's new files are unreferenced until it commits."""
        copies = PictureCopies(media=self.media, imaging=self.imaging)
        return copies.prune(self.store.picture_paths(), dry_run)

    def upgrade(self) -> tuple[SchemaUpgrade, Refreshed]:
        """The pending migrations applied, then the derived data brought current for this code."""
        with self.schema.exclusive():  # two at once would both apply the same migration
            upgraded = self.schema.upgrade()
            return upgraded, self.store.refresh_derived(self.render)

    def pending(self) -> list[str]:
        return self.schema.pending()


def read_for_import(
    path: str, known_mints: set[str], pictures: PreparePictures | None
) -> tuple[ParsedCatalogue, list[tuple[str, str, str, str]]]:
    """The catalogue at `path` read and checked (a mint may be one of `known_mints`), each picture with its
    copies made by `pictures` (None: the pictures are left out, for callers that test other things), and the
    obverses no crop could be made of. Raises InvalidCatalogue listing every problem."""
    catalogue = read_catalogue(path, known_mints=known_mints)
    if pictures is None:
        return _with_pictures(catalogue, lambda coin_type: ()), []
    requests = [
        PictureRequest(source=p.source, side=p.side, shape=t.shape, where=p.where)
        for _, t in catalogue.types()
        for p in t.pictures
    ]
    prepared = pictures(requests)
    copied = _with_pictures(
        catalogue, lambda t: tuple(attrs.evolve(p, copy=prepared.copies[p.source]) for p in t.pictures)
    )
    return copied, list(prepared.uncropped)


def _with_pictures(
    catalogue: ParsedCatalogue, pictures: typing.Callable[[TypeRecord], tuple[PictureRecord, ...]]
) -> ParsedCatalogue:
    series = {
        key: attrs.evolve(s, types={slug: attrs.evolve(t, pictures=pictures(t)) for slug, t in s.types.items()})
        for key, s in catalogue.series.items()
    }
    return attrs.evolve(catalogue, series=series)


@attrs.define
class _Unwritten:
    """A media store whose writes stay in memory: a dry run's pictures are made and checked, not kept."""

    media: MediaStore
    written: dict[str, bytes] = attrs.Factory(dict)

    def read(self, path: str) -> MediaFile | None:
        if path in self.written:
            return MediaFile(self.written[path], dt.datetime.fromtimestamp(0, dt.timezone.utc))
        return self.media.read(path)

    def exists(self, path: str) -> bool:
        return path in self.written or self.media.exists(path)

    def write(self, path: str, data: bytes) -> None:
        self.written[path] = data

    def paths(self) -> typing.Iterator[str]:
        return self.media.paths()

    def remove(self, path: str) -> None:
        self.written.pop(path, None)
