"""The service's own picture copies: where they are kept (MediaStore) and what makes them (Imaging)."""

from __future__ import annotations

import datetime as dt
import typing

import attrs

from ports.errors import Unavailable

Where = tuple[str, str, str]  # file, record, field: how an import problem names its place
Progress = typing.Callable[[int, int], None]


class MediaUnavailable(Unavailable):
    """The media store cannot be read or written."""


@attrs.frozen
class MediaFile:
    data: bytes
    modified: dt.datetime


class MediaStore(typing.Protocol):
    """Files by stored path (`ab/abcd…-1200.webp`). A path that is not a plain relative name, or that would
    lead outside the store, names nothing: read gives None, write raises ValueError."""

    def read(self, path: str) -> MediaFile | None: ...

    def exists(self, path: str) -> bool: ...

    def write(self, path: str, data: bytes) -> None:
        """Whole or not at all: a reader never sees half a file."""
        ...

    def paths(self) -> typing.Iterator[str]: ...

    def remove(self, path: str) -> None: ...


@attrs.frozen(kw_only=True)
class PictureJob:
    """One source picture to copy; `crop_shape` the coin's shape (domain.catalogue shapes) when an obverse
    crop is wanted, None when not."""

    source: str
    crop_shape: str | None
    max_pixels: int


@attrs.frozen
class Encoded:
    """One picture in its WebP form and its fallback (JPEG, or PNG where it has transparency)."""

    webp: bytes
    fallback: bytes


@attrs.frozen(kw_only=True)
class MadeCopies:
    large: Encoded
    small: Encoded
    crop: Encoded | None
    not_cropped: str | None  # why no crop was made (None: cropped, or none was wanted)


class PictureUnreadable(Exception):
    """The source file cannot be read at all."""


@attrs.frozen
class PictureRefused:
    """A source that cannot become a picture: broken, not a supported format, or too many pixels."""

    message: str


class Imaging(typing.Protocol):
    def content_key(self, source: str) -> str:
        """A name derived from the source file's bytes and the copying rules; raises PictureUnreadable."""
        ...

    def make_all(self, jobs: typing.Sequence[PictureJob], progress: Progress) -> list[MadeCopies | PictureRefused]:
        """The copies of each job, in order, made in parallel where the machine allows."""
        ...


class FetchPictures(typing.Protocol):
    """The photographs an import names by URL, as local files: each fetched once and kept by its content, so
    an import of the same URLs again fetches nothing."""

    def __call__(self, urls: typing.Sequence[str]) -> dict[str, str | PictureRefused]:
        """Each URL's local file, or why it cannot be had (fetch failed, or not a picture)."""
        ...


@attrs.frozen(kw_only=True)
class PictureRequest:
    """A picture the catalogue names: its source (an absolute file, or an http(s) URL), side, the type's shape,
    where it is named."""

    source: str
    side: str
    shape: str
    where: Where


@attrs.frozen(kw_only=True)
class PictureCopy:
    """The stored paths a picture is served from: the large copy, the thumbnail (the crop when `cropped`)."""

    path: str
    thumbnail_path: str
    cropped: bool


@attrs.frozen(kw_only=True)
class PreparedPictures:
    copies: typing.Mapping[str, PictureCopy]  # by source
    uncropped: list[tuple[str, str, str, str]]  # obverse pictures no crop could be made of: where + why


class PreparePictures(typing.Protocol):
    """Turns the pictures an import names into stored copies before anything is written to the catalogue;
    raises domain.errors.InvalidCatalogue naming every picture that cannot be copied."""

    def __call__(self, requests: typing.Sequence[PictureRequest]) -> PreparedPictures: ...
