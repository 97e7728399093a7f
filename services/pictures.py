"""The pictures of an import become the service's own copies in the media store, before the catalogue is
written (so a reader never meets a URL whose file is missing), and the files nothing names any more are
pruned (`goldcoins media prune`). A picture named by URL is fetched first (ports.media.FetchPictures)."""

from __future__ import annotations

import json
import typing

import attrs

from domain.errors import InvalidCatalogue
from domain.pictures import CopyNames, is_web_source
from ports.media import (
    FetchPictures,
    Imaging,
    MadeCopies,
    MediaStore,
    PictureCopy,
    PictureJob,
    PictureRefused,
    PictureRequest,
    PictureUnreadable,
    PreparedPictures,
    Progress,
)

DEFAULT_MAX_PIXELS = 60_000_000  # a source decoding to more is refused (a decompression bomb, or a scan gone wild)


def _no_progress(done: int, total: int) -> None:
    return None


@attrs.frozen(kw_only=True)
class _Source:
    key: str
    file: str
    crop_shape: str | None
    first: PictureRequest


@attrs.frozen(kw_only=True)
class PictureCopies:
    """ports.media.PreparePictures over a media store and an imaging adapter (and `fetch` for sources named by
    URL; None: such a source is refused). A source already copied under the same rules (its content key) is not
    copied again."""

    media: MediaStore
    imaging: Imaging
    progress: Progress = _no_progress
    max_pixels: int = DEFAULT_MAX_PIXELS
    fetch: FetchPictures | None = None

    def __call__(self, requests: typing.Sequence[PictureRequest]) -> PreparedPictures:
        problems: list[tuple[str, str, str, str]] = []
        sources = self._sources(requests, self._files(requests, problems), problems)
        records = {source: self._record(found) for source, found in sources.items()}
        todo = [source for source, record in records.items() if not _covers(record, sources[source])]
        jobs = [
            PictureJob(source=sources[s].file, crop_shape=sources[s].crop_shape, max_pixels=self.max_pixels)
            for s in todo
        ]
        for source, made in zip(todo, self.imaging.make_all(jobs, self.progress)):
            if isinstance(made, PictureRefused):
                problems.append((*sources[source].first.where, made.message))
            else:
                records[source] = self._keep(sources[source], made)
        if problems:
            raise InvalidCatalogue(problems)
        return _prepared(requests, sources, records)

    def _files(
        self, requests: typing.Sequence[PictureRequest], problems: list[tuple[str, str, str, str]]
    ) -> dict[str, str]:
        """The local file of each source: a URL's as fetched, the others their own; none for a failed fetch."""
        urls = sorted({request.source for request in requests if is_web_source(request.source)})
        unfetched = PictureRefused("names a URL, and this import cannot fetch pictures")
        fetched = self.fetch(urls) if urls and self.fetch else dict.fromkeys(urls, unfetched)
        files: dict[str, str] = {}
        for request in requests:
            file = fetched.get(request.source, request.source)
            if isinstance(file, PictureRefused):
                problems.append((*request.where, file.message))
            else:
                files[request.source] = file
        return files

    def _sources(
        self,
        requests: typing.Sequence[PictureRequest],
        files: dict[str, str],
        problems: list[tuple[str, str, str, str]],
    ) -> dict[str, _Source]:
        """Each source once, with the shape to crop it as if any request wants it as an obverse."""
        found: dict[str, _Source] = {}
        for request in requests:
            if request.source not in files:
                continue
            shape = request.shape if request.side == "obverse" else None
            known = found.get(request.source)
            if known is not None:
                if known.crop_shape is None and shape is not None:
                    found[request.source] = attrs.evolve(known, crop_shape=shape)
                continue
            try:
                key = self.imaging.content_key(files[request.source])
            except PictureUnreadable as exc:
                problems.append((*request.where, str(exc)))
                continue
            found[request.source] = _Source(key=key, file=files[request.source], crop_shape=shape, first=request)
        return found

    def _record(self, source: _Source) -> dict[str, typing.Any] | None:
        found = self.media.read(CopyNames(source.key).record)
        try:
            return None if found is None else typing.cast(dict[str, typing.Any], json.loads(found.data))
        except ValueError:  # a note cut short: the copies are made again
            return None

    def _keep(self, source: _Source, made: MadeCopies) -> dict[str, typing.Any]:
        names = CopyNames(source.key)
        written = [(names.large, made.large), (names.small, made.small)]
        if made.crop is not None:
            written.append((names.crop, made.crop))
        for name, encoded in written:
            self.media.write(name, encoded.webp)
            self.media.write(names.fallback(name), encoded.fallback)
        record = {
            "cropShape": source.crop_shape,
            "cropped": made.crop is not None,
            "notCropped": made.not_cropped,
        }
        self.media.write(names.record, json.dumps(record, sort_keys=True).encode())
        return record

    def prune(self, referenced: typing.Iterable[str], dry_run: bool) -> list[str]:
        """The stored files that neither `referenced` paths nor their siblings (fallbacks, the record) stand
        for, removed unless `dry_run`; the list either way."""
        keys = {_key_of(path) for path in referenced}
        unused = sorted(path for path in self.media.paths() if _key_of(path) not in keys)
        if not dry_run:
            for path in unused:
                self.media.remove(path)
        return unused


def _key_of(path: str) -> str:
    name = path.rsplit("/", 1)[-1]
    return name.split("-", 1)[0].split(".", 1)[0]


def _covers(record: dict[str, typing.Any] | None, source: _Source) -> bool:
    return record is not None and (source.crop_shape is None or record.get("cropShape") == source.crop_shape)


def _prepared(
    requests: typing.Sequence[PictureRequest], sources: dict[str, _Source], records: dict[str, typing.Any]
) -> PreparedPictures:
    copies, uncropped = {}, []
    for source, found in sources.items():
        names, record = CopyNames(found.key), records[source]
        copies[source] = PictureCopy(
            path=names.large,
            thumbnail_path=names.crop if record["cropped"] else names.small,
            cropped=bool(record["cropped"]),
        )
    for request in requests:
        record = records.get(request.source)
        if request.side == "obverse" and record is not None and not record["cropped"]:
            uncropped.append((*request.where, record["notCropped"] or "no coin was found"))
    return PreparedPictures(copies=copies, uncropped=uncropped)
