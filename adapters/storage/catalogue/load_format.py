"""Reading and checking catalogue documents (docs/catalogue-format.md) before anything is written."""

from __future__ import annotations

import json
import pathlib

import attrs

from adapters.storage.catalogue import load_fields as F
from domain.errors import InvalidCatalogue

FORMAT = "goldcoins-catalogue/1"
RESERVED_ISSUER_SLUGS = frozenset({"highlighted"})


@attrs.define
class Catalogue:
    mints: dict = attrs.Factory(dict)  # slug → fields
    issuers: dict = attrs.Factory(dict)  # slug → fields incl. parent, root, position
    series: dict = attrs.Factory(dict)  # (root, slug) → fields incl. issuer, mint, types
    highlighted: list | None = None
    roots: list = attrs.Factory(list)
    problems: list = attrs.Factory(list)
    folder: pathlib.Path = pathlib.Path(".")  # what pictures' `source` is relative to


def read_catalogue(path: str | pathlib.Path) -> Catalogue:
    path = pathlib.Path(path)
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    if not files:
        raise InvalidCatalogue([(str(path), "-", "-", "no .json catalogue files found")])
    catalogue = Catalogue(folder=path if path.is_dir() else path.parent)
    for file in files:
        _read_file(catalogue, file)
    _check_references(catalogue)
    if catalogue.problems:
        raise InvalidCatalogue(catalogue.problems)
    return catalogue


def _read_file(catalogue: Catalogue, file: pathlib.Path) -> None:
    report = F.Reporter(catalogue.problems, file.name)
    try:
        document = json.loads(file.read_text(encoding="utf-8"), parse_constant=_refuse_constant)
    except OSError as exc:
        report("-", f"cannot be read: {exc.strerror or exc}")
        return
    except UnicodeDecodeError as exc:
        report("-", f"is not UTF-8 (byte {exc.start}: {exc.object[exc.start : exc.start + 1]!r})")
        return
    except (json.JSONDecodeError, ValueError) as exc:
        report("-", f"is not valid JSON: {exc}")
        return
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        report("format", f'must be an object with "format": "{FORMAT}"')
        return
    unknown = set(document) - {"format", "mints", "editorial", "issuers"}
    if unknown:
        report(", ".join(sorted(unknown)), "unknown top-level key (expected format, mints, editorial, issuers)")
    for index, mint in enumerate(document.get("mints") or []):
        _read_mint(catalogue, report.at(f"mints[{index}]"), mint)
    if "editorial" in document:
        _read_editorial(catalogue, report.at("editorial"), document["editorial"])
    for index, root in enumerate(document.get("issuers") or []):
        _read_issuer(catalogue, report.at(f"issuers[{index}]"), root, None, None, index)


def _refuse_constant(name: str) -> float:
    """JSON has no NaN or Infinity (Python's reader accepts them): a figure must be a number."""
    raise ValueError(f"{name} is not a number JSON allows (figures must be finite numbers)")


def _read_mint(catalogue, report, raw) -> None:
    mint = F.check(report, raw, F.MINT)
    if mint is None:
        return
    if mint["slug"] in catalogue.mints:
        report("slug", f"mint {mint['slug']!r} is defined twice")
    catalogue.mints[mint["slug"]] = mint


def _read_editorial(catalogue, report, raw) -> None:
    if not isinstance(raw, dict) or not isinstance(raw.get("highlighted"), list):
        report("highlighted", 'must be {"highlighted": [root issuer slugs]}')
        return
    catalogue.highlighted = [str(slug) for slug in raw["highlighted"]]


def _read_issuer(catalogue, report, raw, parent, root, position) -> None:
    issuer = F.check(report, raw, F.ISSUER)
    if issuer is None:
        return
    slug = issuer["slug"]
    report = report.at(slug)
    if slug in RESERVED_ISSUER_SLUGS:
        report("slug", f"{slug!r} is reserved: /issuers/{slug} is another route")
    if slug in catalogue.issuers:
        report("slug", f"issuer {slug!r} is defined twice")
        return
    root = root or slug
    catalogue.issuers[slug] = {
        "slug": slug,
        "name": issuer["name"],
        "parent": parent,
        "root": root,
        "position": position,
    }
    if parent is None:
        catalogue.roots.append(slug)
    if issuer["children"] and issuer["series"]:
        report("series", f"issuer {slug!r} has children: file its series under a leaf issuer beneath it")
    for index, child in enumerate(issuer["children"]):
        _read_issuer(catalogue, report.at(f"children[{index}]"), child, slug, root, index)
    for index, series in enumerate(issuer["series"]):
        _read_series(catalogue, report.at(f"series[{index}]"), series, slug, root)


def _read_series(catalogue, report, raw, issuer, root) -> None:
    series = F.check(report, raw, F.SERIES)
    if series is None:
        return
    report = report.at(series["slug"])
    if (root, series["slug"]) in catalogue.series:
        report("slug", f"series {series['slug']!r} appears twice in the {root!r} tree")
        return
    types = {}
    for index, raw_type in enumerate(series["types"]):
        coin_type = _read_type(report.at(f"types[{index}]"), raw_type, catalogue.folder)
        if coin_type is None:
            continue
        if coin_type["slug"] in types:
            report(f"types[{index}].slug", f"type {coin_type['slug']!r} appears twice in the series")
        types[coin_type["slug"]] = coin_type
    F.check_aliases(report, series["aliases"])
    for type_slug, coin_type in types.items():
        named = any(source and "names" in (source["covers"] or ()) for source in coin_type["sources"])
        if (coin_type["aliases"] or series["aliases"]) and not named:
            report.at(type_slug)(
                "aliases", "name a source covering names, whose page uses them (docs/catalogue-format.md, Source)"
            )
    series.update(issuer=issuer, root=root, types=types)
    catalogue.series[(root, series["slug"])] = series


def _read_type(report, raw, folder: pathlib.Path) -> dict | None:
    coin_type = F.check(report, raw, F.TYPE)
    if coin_type is None:
        return None
    report = report.at(coin_type["slug"])
    coin_type["sides"] = [F.check(report.at(f"sides[{i}]"), s, F.SIDE) for i, s in enumerate(coin_type["sides"])]
    coin_type["pictures"] = [
        F.check_picture(report.at(f"pictures[{i}]"), p, folder) for i, p in enumerate(coin_type["pictures"])
    ]
    coin_type["sources"] = [
        F.check_source(report.at(f"sources[{i}]"), source) for i, source in enumerate(coin_type["sources"])
    ]
    if not any(source and "specification" in (source["covers"] or ()) for source in coin_type["sources"]):
        report("sources", "name at least one source covering specification (docs/catalogue-format.md, Source)")
    issues, seen = [], set()
    for index, raw_issue in enumerate(coin_type["issues"]):
        issue = F.check(report.at(f"issues[{index}]"), raw_issue, F.ISSUE)
        if issue is None:
            continue
        key = F.issue_identity(issue)
        if key in seen:
            report(f"issues[{index}]", "an issue with the same year, mint, marks, finish and variety exists")
        seen.add(key)
        issues.append(issue)
    coin_type["issues"] = issues
    F.check_type_rules(report, coin_type)
    return coin_type


def _check_references(catalogue: Catalogue) -> None:
    report = F.Reporter(catalogue.problems, "catalogue")
    for (root, slug), series in catalogue.series.items():
        where = report.at(f"{root}/{slug}")
        if series["mint"] is not None and series["mint"] not in catalogue.mints:
            where("mint", f"unknown mint {series['mint']!r}")
        for type_slug, coin_type in series["types"].items():
            stated = coin_type.get("issuer")
            if stated and catalogue.issuers.get(stated, {}).get("root") != root:
                where.at(type_slug)("issuer", f"issuer {stated!r} is not in the {root!r} tree")
            for index, issue in enumerate(coin_type["issues"]):
                if issue["mint"] is not None and issue["mint"] not in catalogue.mints:
                    where.at(type_slug)(f"issues[{index}].mint", f"unknown mint {issue['mint']!r}")
    for slug in catalogue.highlighted or []:
        if slug not in catalogue.roots:
            report("editorial.highlighted", f"{slug!r} is not a root issuer of this import")
