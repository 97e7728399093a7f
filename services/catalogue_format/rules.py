"""The rules of the catalogue format that no JSON Schema can express: figures against each other, pictures
found beside the catalogue, the sources a record needs, and each problem's place (file, record, field)."""

from __future__ import annotations

import pathlib
import re
import typing

import attrs

from domain.pictures import SOURCE_SUFFIXES, is_web_source
from ports.catalogue_records import IssuerRecord, PictureRecord, TypeRecord

# an absolute http(s) URI (RFC 3986): printable ASCII only
URL = re.compile(r"https?://[!-.0-~][!-~]*")

Record = dict[str, typing.Any]
IDENTITY_LENGTH = 500  # characters of an issue's identity as stored (the JSON of IssueRecord.identity)


class Reporter:
    """Collects (file, record, field, message) problems; `at` names a record within the current one."""

    def __init__(self, problems: list[tuple[str, str, str, str]], file: str, record: str = "-") -> None:
        self.problems, self.file, self.record = problems, file, record

    def at(self, part: str) -> Reporter:
        record = part if self.record == "-" else f"{self.record}/{part}"
        return Reporter(self.problems, self.file, record)

    def __call__(self, field: str, message: str) -> None:
        self.problems.append((self.file, self.record, field, message))


NAMES_UNSOURCED = "name a source covering names, whose page uses them (docs/catalogue-format.md, Source)"


def covers(record: TypeRecord | IssuerRecord, what: str) -> bool:
    return any(what in source.covers for source in record.sources)


def check_type(report: Reporter, coin_type: TypeRecord) -> None:
    if not covers(coin_type, "specification"):
        report("sources", "name at least one source covering specification (docs/catalogue-format.md, Source)")
    if coin_type.fine_weight > coin_type.weight + 1e-9:
        report("fineWeight", "exceeds the gross weight")
    low, high = coin_type.min_year, coin_type.max_year
    if low is not None and high is not None and low > high:
        report("maxYear", "is before minYear")
    seen: set[str] = set()
    for index, issue in enumerate(coin_type.issues):
        identity = issue.identity
        if len(identity) > IDENTITY_LENGTH:
            report(
                f"issues[{index}]",
                f"year, mint, marks, finish and variety identify the issue in {len(identity)} characters (their JSON): "
                f"at most {IDENTITY_LENGTH}",
            )
        if identity in seen:
            report(f"issues[{index}]", "an issue with the same year, mint, marks, finish and variety exists")
        seen.add(identity)


def check_names(report: Reporter, coin_type: TypeRecord, series_aliases: list[str]) -> None:
    """A name collectors use is served only where a source that uses it is named."""
    if (coin_type.aliases or series_aliases) and not covers(coin_type, "names"):
        report("aliases", NAMES_UNSOURCED)


def check_issuer_names(report: Reporter, issuer: IssuerRecord) -> None:
    """An issuer's other names likewise: each served only where a source covering names is named."""
    if issuer.aliases and not covers(issuer, "names"):
        report("aliases", NAMES_UNSOURCED)


def check_picture(report: Reporter, picture: PictureRecord, folder: pathlib.Path) -> PictureRecord:
    """`source` an http(s) URL fetched at import, or a file resolved against the catalogue's folder (where it
    must stay) and found; `where` keeps its place for the problems the pictures' copying may find later."""
    source = picture.source
    picture = attrs.evolve(picture, where=(report.file, report.record, "source"))
    if is_web_source(source):
        _web_picture(report, picture)
        return picture
    if pathlib.PurePosixPath(source).suffix.lower() not in SOURCE_SUFFIXES:
        report("source", f"{source[:80]!r} is not a JPEG, PNG, WebP or TIFF file (by its name)")
        return picture
    if pathlib.PurePosixPath(source).is_absolute() or pathlib.PureWindowsPath(source).drive:
        report("source", f"{source[:80]!r} must be relative to the catalogue file")
        return picture
    resolved = (folder / source).resolve()
    try:
        found = resolved.is_file()
    except OSError as exc:  # a name longer than the file system allows, a folder that cannot be entered
        report("source", f"{source[:80]!r} cannot be looked up: {exc.strerror}")
        return picture
    if not resolved.is_relative_to(folder.resolve()):
        report("source", f"{source[:80]!r} leads outside the catalogue's folder")
    elif not found:
        report("source", f"{source[:80]!r}: no such file beside the catalogue")
    return attrs.evolve(picture, source=str(resolved))


def _web_picture(report: Reporter, picture: PictureRecord) -> None:
    """A photograph fetched from another site is shown under its licence only with its credit: the import
    refuses one without `copyright` (whom to credit) as it refuses one without `license`."""
    if not URL.fullmatch(picture.source):
        report("source", f"{picture.source[:80]!r} is not an http(s) URL")
    if picture.copyright is None:
        report("copyright", "is required for a picture fetched from a URL: whom its licence asks to credit")
