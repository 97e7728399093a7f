"""The catalogue import and the upkeep of what it derives: `goldcoins import`, `goldcoins db upgrade` and
`goldcoins media prune`."""

from __future__ import annotations

import datetime as dt
import typing

import attrs

from ports.catalogue import CatalogueStore, ImportReport, Refreshed, Render, Schema, SchemaUpgrade
from ports.clock import Clock
from ports.media import FetchPictures, Imaging, MediaFile, MediaStore
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
        """The catalogue files at `path` become the catalogue, in one transaction, their pictures copied into
        the media store first (InvalidCatalogue: nothing in the catalogue changed). `dry_run`: the same checks
        and report, and nothing written, the pictures' copies made in memory only. A type the token pool maps
        is removed only with `release_pooled`; otherwise the import is refused, naming the tokens."""
        media = _Unwritten(self.media) if dry_run else self.media
        pictures = PictureCopies(media=media, imaging=self.imaging, progress=picture_progress, fetch=self.fetch)
        return self.store.replace(path, self.clock.now(), progress, self.render, pictures, dry_run, release_pooled)

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
