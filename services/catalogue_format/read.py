"""Catalogue files (docs/catalogue-format.md) into the format's records (ports.catalogue_records), every problem
listed before anything is written: first the JSON Schema, then the rules no schema can express. The import
service and the in-memory fake both read the catalogue through here."""

from __future__ import annotations

import collections.abc
import pathlib
import typing

import attrs

from domain.errors import InvalidCatalogue
from ports.catalogue_records import IssuerRecord, MintRecord, ParsedCatalogue, SeriesRecord, TypeRecord
from services.catalogue_format import parse, rules
from services.catalogue_format.rules import Record, Reporter
from services.catalogue_format.schema import Problem, breaches

FORMAT = "goldcoins-catalogue/1"
RESERVED_ISSUER_SLUGS = frozenset({"highlighted"})


@attrs.define
class _Reading:
    catalogue: ParsedCatalogue
    problems: list[Problem] = attrs.Factory(list)
    unread: bool = False  # a file could not be read: its references would only repeat its problems


def read_catalogue(path: str | pathlib.Path, known_mints: collections.abc.Set[str] = frozenset()) -> ParsedCatalogue:
    """The catalogue at `path` (a file or a folder of them). A mint may be one the files define or one of
    `known_mints` (the store's, so one tree file imports alone). Raises InvalidCatalogue listing every
    problem."""
    path = pathlib.Path(path)
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    if not files:
        raise InvalidCatalogue([(str(path), "-", "-", "no .json catalogue files found")])
    reading = _Reading(ParsedCatalogue(folder=path if path.is_dir() else path.parent))
    for file in files:
        _read_file(reading, file)
    if not reading.unread:
        _check_references(reading, known_mints)
    if reading.problems:
        raise InvalidCatalogue(reading.problems)
    return reading.catalogue


def _read_file(reading: _Reading, file: pathlib.Path) -> None:
    catalogue = reading.catalogue
    report = Reporter(reading.problems, file.name)
    document, found = _parse(report, file)
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        if document is not None:
            report("format", f'must be an object with "format": "{FORMAT}"')
        reading.unread = True
        return
    found = found or breaches(file.name, document)  # a key given twice first: the schema sees only the last
    if found:
        reading.problems.extend(found)
        reading.unread = True
        return
    for index, fields in enumerate(document.get("mints", [])):
        mint = MintRecord(**fields)
        if mint.slug in catalogue.mints:
            report.at(f"mints[{index}]")("slug", f"mint {mint.slug!r} is defined twice")
        catalogue.mints[mint.slug] = mint
    if "editorial" in document:
        catalogue.highlighted = list(document["editorial"]["highlighted"])
    for index, root in enumerate(document.get("issuers", [])):
        _read_issuer(reading, report.at(f"issuers[{index}]"), root, None, None, index)


def _parse(report: Reporter, file: pathlib.Path) -> tuple[typing.Any, list[Problem]]:
    """The file's document, within the format's bounds (parse.py), and the problems JSON lets through."""
    try:
        raw = parse.read_bytes(file)
        parse.check_nesting(raw)
        return parse.load(file.name, raw.decode("utf-8"))
    except OSError as exc:
        report("-", f"cannot be read: {exc.strerror or exc}")
    except UnicodeDecodeError as exc:
        report("-", f"is not UTF-8 (byte {exc.start}: {exc.object[exc.start : exc.start + 1]!r})")
    except parse.Refused as exc:
        report("-", str(exc))
    except ValueError as exc:  # json.JSONDecodeError is one
        report("-", f"is not valid JSON: {exc}")
    return None, []


def _read_issuer(
    reading: _Reading, report: Reporter, issuer: Record, parent: str | None, root: str | None, position: int
) -> None:
    catalogue = reading.catalogue
    slug = issuer["slug"]
    report = report.at(slug)
    if slug in RESERVED_ISSUER_SLUGS:
        report("slug", f"{slug!r} is reserved: /issuers/{slug} is another route")
    if slug in catalogue.issuers:
        report("slug", f"issuer {slug!r} is defined twice")
        return
    root = root or slug
    record = IssuerRecord(
        slug=slug,
        name=issuer["name"],
        aliases=issuer.get("aliases", ()),
        sources=issuer.get("sources", ()),
        parent=parent,
        root=root,
        position=position,
    )
    rules.check_issuer_names(report, record)
    catalogue.issuers[slug] = record
    if parent is None:
        catalogue.roots.append(slug)
    if issuer["children"] and issuer["series"]:
        report("series", f"issuer {slug!r} has children: file its series under a leaf issuer beneath it")
    for index, child in enumerate(issuer["children"]):
        _read_issuer(reading, report.at(f"children[{index}]"), child, slug, root, index)
    for index, series in enumerate(issuer["series"]):
        _read_series(reading, report.at(f"series[{index}]"), series, slug, root)


def _read_series(reading: _Reading, report: Reporter, raw: Record, issuer: str, root: str) -> None:
    catalogue = reading.catalogue
    report = report.at(raw["slug"])
    if (root, raw["slug"]) in catalogue.series:
        report("slug", f"series {raw['slug']!r} appears twice in the {root!r} tree")
        return
    aliases = raw.get("aliases", [])
    types: dict[str, TypeRecord] = {}
    for index, raw_type in enumerate(raw["types"]):
        coin_type = _read_type(report.at(f"types[{index}]"), raw_type, aliases, catalogue.folder)
        if coin_type.slug in types:
            report(f"types[{index}].slug", f"type {coin_type.slug!r} appears twice in the series")
        types[coin_type.slug] = coin_type
    series = SeriesRecord(**{**raw, "types": types, "issuer": issuer, "root": root})
    catalogue.series[(root, series.slug)] = series
    catalogue.origins[(root, series.slug)] = (report.file, report.record)


def _read_type(report: Reporter, raw: Record, series_aliases: list[str], folder: pathlib.Path) -> TypeRecord:
    report = report.at(raw["slug"])
    coin_type = TypeRecord(**raw)
    pictures = tuple(
        rules.check_picture(report.at(f"pictures[{index}]"), picture, folder)
        for index, picture in enumerate(coin_type.pictures)
    )
    rules.check_type(report, coin_type)
    rules.check_names(report, coin_type, series_aliases)
    return attrs.evolve(coin_type, pictures=pictures)


def _check_references(reading: _Reading, known_mints: collections.abc.Set[str]) -> None:
    catalogue = reading.catalogue
    mints = catalogue.mints.keys() | known_mints
    for (root, slug), series in catalogue.series.items():
        where = Reporter(reading.problems, *catalogue.origins[(root, slug)])
        if series.mint is not None and series.mint not in mints:
            where("mint", f"unknown mint {series.mint!r}")
        for coin_type in series.types.values():
            stated = coin_type.issuer
            if stated and (stated not in catalogue.issuers or catalogue.issuers[stated].root != root):
                where.at(coin_type.slug)("issuer", f"issuer {stated!r} is not in the {root!r} tree")
            for number, issue in enumerate(coin_type.issues):
                if issue.mint is not None and issue.mint not in mints:
                    where.at(coin_type.slug)(f"issues[{number}].mint", f"unknown mint {issue.mint!r}")
    _check_former_addresses(reading)
    for slug in catalogue.highlighted or []:
        if slug not in catalogue.roots:
            Reporter(reading.problems, "catalogue")(
                "editorial.highlighted", f"{slug!r} is not a root issuer of this import"
            )


def _check_former_addresses(reading: _Reading) -> None:
    """A type's `formerly` names addresses in its own tree that no type of the import holds now, each once."""
    catalogue = reading.catalogue
    current = {f"{root}/{slug}/{t}" for (root, slug), series in catalogue.series.items() for t in series.types}
    claimed: dict[str, str] = {}
    for (root, slug), series in catalogue.series.items():
        where = Reporter(reading.problems, *catalogue.origins[(root, slug)])
        for type_slug, coin_type in series.types.items():
            here = f"{root}/{slug}/{type_slug}"
            for former in coin_type.formerly:
                if former.split("/", 1)[0] != root:
                    where.at(type_slug)("formerly", f"{former!r} is not in the {root!r} tree")
                elif former in current:
                    where.at(type_slug)("formerly", f"{former!r} is the address of a type of this import")
                elif claimed.setdefault(former, here) != here:
                    where.at(type_slug)("formerly", f"{former!r} is also the former address of {claimed[former]}")
