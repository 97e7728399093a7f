"""The catalogue format's records (docs/catalogue-format.md) as an import reads them, declared once: each field is
given here its name in the files (its alias: `TypeRecord(**record)` takes a schema-valid record as the file
writes it), and nowhere else. services.catalogue_format reads catalogue files into a ParsedCatalogue; the
CatalogueStore (ports.catalogue) writes one, and the tests' in-memory catalogue serves one."""

from __future__ import annotations

import collections.abc
import json
import pathlib
import typing

import attrs

from ports.media import PictureCopy

REFERENCE = {"reference": True}  # a field naming another record by its slug: a store or a fake resolves it
Where = tuple[str, str, str]  # file, record, field: where a problem found later (a picture's copy) is named


def _strings(items: collections.abc.Iterable[str]) -> tuple[str, ...]:
    return tuple(items)


def _sides(items: collections.abc.Iterable[SideRecord | dict[str, typing.Any]]) -> tuple[SideRecord, ...]:
    return tuple(item if isinstance(item, SideRecord) else SideRecord(**item) for item in items)


def _sources(items: collections.abc.Iterable[SourceRecord | dict[str, typing.Any]]) -> tuple[SourceRecord, ...]:
    return tuple(item if isinstance(item, SourceRecord) else SourceRecord(**item) for item in items)


def _issues(items: collections.abc.Iterable[IssueRecord | dict[str, typing.Any]]) -> tuple[IssueRecord, ...]:
    return tuple(item if isinstance(item, IssueRecord) else IssueRecord(**item) for item in items)


def _pictures(items: collections.abc.Iterable[PictureRecord | dict[str, typing.Any]]) -> tuple[PictureRecord, ...]:
    return tuple(item if isinstance(item, PictureRecord) else PictureRecord(**item) for item in items)


@attrs.frozen(kw_only=True)
class MintRecord:
    slug: str
    name: str
    letter: str | None


@attrs.frozen(kw_only=True)
class SourceRecord:
    title: str
    url: str
    covers: tuple[str, ...] = attrs.field(converter=_strings)


@attrs.frozen(kw_only=True)
class SideRecord:
    side: str
    description: str | None
    lettering: str | None
    unabridged_legend: str | None = attrs.field(alias="unabridgedLegend")
    lettering_translation: str | None = attrs.field(alias="letteringTranslation")
    engravers: tuple[str, ...] = attrs.field(converter=_strings)


@attrs.frozen(kw_only=True)
class PictureRecord:
    """`source`: an http(s) URL or, once read, the absolute file; `where`: where the file names it; `copy`: the
    stored copies, once made (services.importing), which is what a store keeps of the picture."""

    side: str
    source: str
    copyright: str | None
    copyright_url: str | None = attrs.field(alias="copyrightUrl")
    license: str
    where: Where = ("-", "-", "-")
    copy: PictureCopy | None = None


@attrs.frozen(kw_only=True)
class IssueRecord:
    is_dated: bool = attrs.field(alias="isDated")
    year: int | None
    gregorian_year: int | None = attrs.field(alias="gregorianYear")
    min_year: int | None = attrs.field(alias="minYear")
    max_year: int | None = attrs.field(alias="maxYear")
    mint_letter: str = attrs.field(alias="mintLetter")
    mint: str | None = attrs.field(metadata=REFERENCE)
    marks: tuple[str, ...] = attrs.field(converter=_strings)
    finish: str
    variety: str
    mintage: int | None
    references: tuple[str, ...] = attrs.field(converter=_strings)
    comment: str | None

    @property
    def identity(self) -> str:
        """What tells an issue from the others of its type: year, mint, marks, finish and variety (as stored)."""
        told = (self.year, self.gregorian_year, self.min_year, self.max_year, self.mint_letter, self.mint)
        return json.dumps([*told, self.finish, self.variety, sorted(self.marks)], separators=(",", ":"))


@attrs.frozen(kw_only=True)
class TypeRecord:
    slug: str
    title: str
    aliases: tuple[str, ...] = attrs.field(default=(), converter=_strings)
    formerly: tuple[str, ...] = attrs.field(default=(), converter=_strings)
    external_catalogue_id: int | None = attrs.field(alias="externalCatalogueId")
    category: str
    issuer: str | None = attrs.field(default=None, metadata=REFERENCE)
    ruler: str | None
    min_year: int | None = attrs.field(alias="minYear")
    max_year: int | None = attrs.field(alias="maxYear")
    value: str | None
    value_numeric: float | None = attrs.field(alias="valueNumeric")
    currency: str | None
    composition: str
    fineness: float
    weight: float
    fine_weight: float = attrs.field(alias="fineWeight")
    size: float | None
    thickness: float | None
    shape: str
    technique: str
    orientation: str | None
    references: tuple[str, ...] = attrs.field(converter=_strings)
    tags: tuple[str, ...] = attrs.field(converter=_strings)
    commemorated_topic: str | None = attrs.field(alias="commemoratedTopic")
    comments: str | None
    demonetized: bool
    legal_tender: bool = attrs.field(alias="legalTender")
    sides: tuple[SideRecord, ...] = attrs.field(converter=_sides)
    pictures: tuple[PictureRecord, ...] = attrs.field(converter=_pictures)
    issues: tuple[IssueRecord, ...] = attrs.field(converter=_issues)
    sources: tuple[SourceRecord, ...] = attrs.field(converter=_sources)


@attrs.frozen(kw_only=True)
class IssuerRecord:
    """An issuer of a tree: `parent` None for the root; `position` among its siblings; `aliases` the other names
    people use for it (its own language's, everyday and historical names, its demonym), shown by `sources`."""

    slug: str
    name: str
    aliases: tuple[str, ...] = attrs.field(default=(), converter=_strings)
    sources: tuple[SourceRecord, ...] = attrs.field(default=(), converter=_sources)
    parent: str | None
    root: str
    position: int


@attrs.frozen(kw_only=True)
class SeriesRecord:
    """A series of a tree, its types by slug; `issuer` is the leaf issuer it is filed under."""

    slug: str
    name: str
    aliases: tuple[str, ...] = attrs.field(default=(), converter=_strings)
    mint: str | None
    types: dict[str, TypeRecord]
    issuer: str
    root: str


@attrs.define(kw_only=True)
class ParsedCatalogue:
    """The catalogue files of one import, read and checked: nothing in it breaks a rule of the format."""

    mints: dict[str, MintRecord] = attrs.Factory(dict)  # by slug
    issuers: dict[str, IssuerRecord] = attrs.Factory(dict)  # by slug
    series: dict[tuple[str, str], SeriesRecord] = attrs.Factory(dict)  # by (root, slug)
    highlighted: list[str] | None = None  # the editorial's root issuers, when a file gives them
    roots: list[str] = attrs.Factory(list)
    origins: dict[tuple[str, str], tuple[str, str]] = attrs.Factory(dict)  # (root, series) → file, record
    folder: pathlib.Path = pathlib.Path(".")  # what pictures' files were found relative to

    def types(self) -> collections.abc.Iterator[tuple[SeriesRecord, TypeRecord]]:
        """Every type with its series, in the files' order."""
        return ((series, coin_type) for series in self.series.values() for coin_type in series.types.values())


def plain_fields(record: object) -> dict[str, typing.Any]:
    """The record's fields that hold one value as it is (no list, no record, no reference), by their names in
    code: what the columns and the domain's values of the same names take unchanged."""
    cls = type(record)
    if cls not in _PLAIN:
        _PLAIN[cls] = _plain_names(cls)
    return {name: getattr(record, name) for name in _PLAIN[cls]}


_PLAIN: dict[type, tuple[str, ...]] = {}  # a record class's plain fields, found once from its annotations


def _plain_names(cls: type) -> tuple[str, ...]:
    hints = typing.get_type_hints(cls)
    return tuple(
        field.name
        for field in attrs.fields(cls)
        if not field.metadata.get("reference")
        and typing.get_origin(hints[field.name]) not in (tuple, dict)
        and not any(attrs.has(part) for part in (hints[field.name], *typing.get_args(hints[field.name])))
    )


def as_format(record: typing.Any) -> typing.Any:
    """A record (or a tuple of them) as the files write it: a dict by the format's names, lists for tuples;
    the fields that are not the format's (a picture's `where` and `copy`) left out."""
    if isinstance(record, tuple):
        return [as_format(item) for item in record]
    if not attrs.has(type(record)):
        return record
    return {
        field.alias: as_format(getattr(record, field.name))
        for field in attrs.fields(type(record))
        if field.name not in ("where", "copy")
    }
