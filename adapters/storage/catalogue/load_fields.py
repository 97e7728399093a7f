"""Field-by-field checks of catalogue records, each problem reported with file, record and field."""

from __future__ import annotations

import json
import math
import pathlib
import re

from domain.pictures import SOURCE_SUFFIXES, is_web_source

SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
CATEGORIES = ("circulation", "commemorative", "bullion", "pattern")
SHAPES = ("round", "polygonal", "square", "scalloped", "other")
TECHNIQUES = ("milled", "hammered", "cast")
ORIENTATIONS = ("coin", "medal", "variable")
FINISHES = ("circulation", "uncirculated", "bullion", "proof", "reverse_proof", "burnished", "matte", "prooflike")
SIDES = ("obverse", "reverse", "edge")
SOURCE_COVERS = ("specification", "years", "mintages", "design", "references", "names")
# an absolute http(s) URI (RFC 3986): printable ASCII only, so an address with other characters is written
# percent-encoded (https://de.wikipedia.org/wiki/M%C3%BCnze)
URL = re.compile(r"https?://[!-.0-~][!-~]*")
COMPOSITIONS = ("gold", "gold_copper", "gold_silver", "gold_silver_copper")


class Reporter:
    def __init__(self, problems: list, file: str, record: str = "-") -> None:
        self.problems, self.file, self.record = problems, file, record

    def at(self, part: str) -> "Reporter":
        record = part if self.record == "-" else f"{self.record}/{part}"
        return Reporter(self.problems, self.file, record)

    def __call__(self, field: str, message: str) -> None:
        self.problems.append((self.file, self.record, field, message))


# name: (kind, nullable, default-if-absent or REQUIRED, allowed values)
REQUIRED = object()
S, T, I, N, B, L, O = "string", "text", "integer", "number", "boolean", "list", "object list"

MINT = {"slug": (S, False, REQUIRED, SLUG), "name": (S, False, REQUIRED, None), "letter": (S, True, None, None)}
ISSUER = {
    "slug": (S, False, REQUIRED, SLUG),
    "name": (S, False, REQUIRED, None),
    "children": (O, False, [], None),
    "series": (O, False, [], None),
}
SERIES = {
    "slug": (S, False, REQUIRED, SLUG),
    "name": (S, False, REQUIRED, None),
    "aliases": (L, False, [], None),
    "mint": (S, True, None, None),
    "types": (O, False, [], None),
}
TYPE = {
    "slug": (S, False, REQUIRED, SLUG),
    "title": (S, False, REQUIRED, None),
    "aliases": (L, False, [], None),
    "externalCatalogueId": (I, True, None, None),
    "category": (S, False, REQUIRED, CATEGORIES),
    "issuer": (S, True, None, None),
    "ruler": (S, True, None, None),
    "minYear": (I, True, None, None),
    "maxYear": (I, True, None, None),
    "value": (S, True, None, None),
    "valueNumeric": (N, True, None, None),
    "currency": (S, True, None, None),
    "composition": (S, False, REQUIRED, COMPOSITIONS),
    "fineness": (N, False, REQUIRED, None),
    "weight": (N, False, REQUIRED, None),
    "fineWeight": (N, False, REQUIRED, None),
    "size": (N, True, None, None),
    "thickness": (N, True, None, None),
    "shape": (S, False, REQUIRED, SHAPES),
    "technique": (S, False, REQUIRED, TECHNIQUES),
    "orientation": (S, True, None, ORIENTATIONS),
    "references": (L, False, [], None),
    "tags": (L, False, [], None),
    "commemoratedTopic": (S, True, None, None),
    "comments": (S, True, None, None),
    "demonetized": (B, False, False, None),
    "legalTender": (B, False, False, None),
    "sides": (O, False, [], None),
    "pictures": (O, False, [], None),
    "issues": (O, False, [], None),
    "sources": (O, False, [], None),
}
SOURCE = {
    "title": (S, False, REQUIRED, None),
    "url": (S, False, REQUIRED, None),
    "covers": (L, False, REQUIRED, None),
}
SIDE = {
    "side": (S, False, REQUIRED, SIDES),
    "description": (S, True, None, None),
    "lettering": (S, True, None, None),
    "unabridgedLegend": (S, True, None, None),
    "letteringTranslation": (S, True, None, None),
    "engravers": (L, False, [], None),
}
PICTURE = {
    "side": (S, False, REQUIRED, SIDES),
    "source": (S, False, REQUIRED, None),
    "copyright": (S, True, None, None),
    "copyrightUrl": (S, True, None, None),
    "license": (S, False, REQUIRED, None),  # no picture enters the catalogue without the right to show it
}
ISSUE = {
    "isDated": (B, False, True, None),
    "year": (I, True, None, None),
    "gregorianYear": (I, True, None, None),
    "minYear": (I, True, None, None),
    "maxYear": (I, True, None, None),
    "mintLetter": (T, False, "", None),
    "mint": (S, True, None, None),
    "marks": (L, False, [], None),
    "finish": (S, False, REQUIRED, FINISHES),
    "variety": (T, False, "", None),
    "mintage": (I, True, None, None),
    "references": (L, False, [], None),
    "comment": (S, True, None, None),
}


def check(report: Reporter, raw, spec: dict) -> dict | None:
    if not isinstance(raw, dict):
        report("-", "must be an object")
        return None
    for key in set(raw) - set(spec):
        report(key, "unknown field")
    clean = {}
    for name, (kind, nullable, default, allowed) in spec.items():
        if name not in raw:
            if default is REQUIRED:
                report(name, "is required")
            clean[name] = list(default) if isinstance(default, list) else default
            continue
        clean[name] = _value(report, name, raw[name], kind, nullable, allowed)
    return clean


def _value(report, name, value, kind, nullable, allowed):
    if value is None:
        if not nullable:
            report(name, "must not be null")
        return None
    if not _is_kind(value, kind):
        article = "an" if kind[0] in "aeiou" else "a"
        report(name, f"must be {article} {kind}, got {json.dumps(value)[:40]}")
        return None
    if hasattr(allowed, "match") and not allowed.match(value):
        report(name, f"{value!r} is not a slug (lowercase letters, digits and single hyphens)")
    elif isinstance(allowed, tuple) and value not in allowed:
        report(name, f"{value!r} is not one of {', '.join(allowed)}")
    return list(value) if isinstance(value, list) else value


def _is_kind(value, kind) -> bool:
    if kind == S:
        return isinstance(value, str) and value.strip() != ""
    if kind == T:
        return isinstance(value, str)
    if kind == I:  # within a database's 64-bit integer
        return isinstance(value, int) and not isinstance(value, bool) and -(2**63) <= value < 2**63
    if kind == N:  # 1e400 reads as infinity: refused like any value that is not a finite number
        return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    if kind == B:
        return isinstance(value, bool)
    if kind == L:
        return isinstance(value, list) and all(isinstance(item, str) for item in value)
    return isinstance(value, list)


def issue_identity(issue: dict) -> str:
    parts = [
        issue[k] for k in ("year", "gregorianYear", "minYear", "maxYear", "mintLetter", "mint", "finish", "variety")
    ]
    return json.dumps(parts + [sorted(issue["marks"])], separators=(",", ":"))


def check_source(report: Reporter, raw) -> dict | None:
    """One entry of a type's `sources`: a title, an http(s) URL, and what it covers (SOURCE_COVERS, at least one)."""
    source = check(report, raw, SOURCE)
    if source is None:
        return None
    if source["url"] is not None and not URL.fullmatch(source["url"]):
        report("url", f"{source['url'][:60]!r} is not an http(s) URL")
    covers = source["covers"] or []
    if source["covers"] is not None and not covers:
        report("covers", f"name at least one of {', '.join(SOURCE_COVERS)}")
    for cover in covers:
        if cover not in SOURCE_COVERS:
            report("covers", f"{cover!r} is not one of {', '.join(SOURCE_COVERS)}")
    return source


def check_aliases(report: Reporter, aliases: list) -> None:
    """What collectors call a coin: names of 1-120 characters, each once."""
    for index, alias in enumerate(aliases):
        if not isinstance(alias, str) or not alias.strip() or len(alias) > 120:
            report(f"aliases[{index}]", "must be a name of 1 to 120 characters")
    if len({alias for alias in aliases if isinstance(alias, str)}) != len(aliases):
        report("aliases", "names an alias twice")


def check_type_rules(report: Reporter, coin_type: dict) -> None:
    check_aliases(report, coin_type["aliases"])
    fineness, weight, fine = coin_type["fineness"], coin_type["weight"], coin_type["fineWeight"]
    if fineness is not None and not 0 < fineness <= 1:
        report("fineness", "must be a fraction in (0, 1], e.g. 0.9167")
    for name in ("weight", "fineWeight", "size", "thickness"):
        if coin_type[name] is not None and coin_type[name] <= 0:
            report(name, "must be positive")
    if None not in (fineness, weight, fine) and fine > weight + 1e-9:
        report("fineWeight", "exceeds the gross weight")
    low, high = coin_type["minYear"], coin_type["maxYear"]
    if low is not None and high is not None and low > high:
        report("maxYear", "is before minYear")


def check_picture(report: Reporter, raw, folder: pathlib.Path) -> dict | None:
    """A picture record, its `source` an http(s) URL fetched at import, or a file resolved against the
    catalogue's folder (where it must stay) and found."""
    picture = check(report, raw, PICTURE)
    if picture is None or not isinstance(picture["source"], str):
        return picture
    source = picture["source"]
    picture["where"] = (report.file, report.record, "source")
    if is_web_source(source):
        return _web_picture(report, picture)
    if pathlib.PurePosixPath(source).suffix.lower() not in SOURCE_SUFFIXES:
        report("source", f"{source[:80]!r} is not a JPEG, PNG, WebP or TIFF file (by its name)")
        return picture
    if pathlib.PurePosixPath(source).is_absolute() or pathlib.PureWindowsPath(source).drive:
        report("source", f"{source[:80]!r} must be relative to the catalogue file")
        return picture
    resolved = (folder / source).resolve()
    if not resolved.is_relative_to(folder.resolve()):
        report("source", f"{source[:80]!r} leads outside the catalogue's folder")
    elif not resolved.is_file():
        report("source", f"{source[:80]!r}: no such file beside the catalogue")
    picture["source"] = str(resolved)
    return picture


def _web_picture(report: Reporter, picture: dict) -> dict:
    """A photograph fetched from another site is shown under its licence only with its credit: the import
    refuses one without `copyright` (whom to credit) as it refuses one without `license`."""
    if not URL.fullmatch(picture["source"]):
        report("source", f"{picture['source'][:80]!r} is not an http(s) URL")
    if picture["copyright"] is None:
        report("copyright", "is required for a picture fetched from a URL: whom its licence asks to credit")
    return picture
