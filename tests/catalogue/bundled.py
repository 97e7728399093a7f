"""The bundled catalogue (fixtures/catalogue/) read once per test session, for the checks over its data in this folder.

Pure Python over the JSON files; no database. CATALOGUE holds the documents, the mints, the editorial highlights,
the roots, every issuer and series, and TYPES every type with its root, series and issuer.
"""

from __future__ import annotations

import itertools
import json
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FOLDER = ROOT / "fixtures" / "catalogue"
POOL = ROOT / "fixtures" / "pool" / "devchain.json"


def _load():
    documents = {path.name: json.loads(path.read_text(encoding="utf-8")) for path in sorted(FOLDER.glob("*.json"))}
    mints, highlighted, roots, issuers, series, types = {}, [], [], [], [], []

    def walk(node, root, parent):
        issuers.append({"slug": node["slug"], "name": node["name"], "root": root, "parent": parent})
        for child in node.get("children", []):
            walk(child, root, node["slug"])
        for entry in node.get("series", []):
            series.append({**entry, "root": root, "issuer": node["slug"]})
            for coin_type in entry.get("types", []):
                types.append({"root": root, "series": entry, "issuer": node["slug"], "type": coin_type})

    for document in documents.values():
        for mint in document.get("mints", []):
            mints[mint["slug"]] = mint
        if "editorial" in document:
            highlighted.extend(document["editorial"]["highlighted"])
        for root in document.get("issuers", []):
            roots.append(root["slug"])
            walk(root, root["slug"], None)
    return {
        "documents": documents,
        "mints": mints,
        "highlighted": highlighted,
        "roots": roots,
        "issuers": issuers,
        "series": series,
        "types": types,
    }


CATALOGUE = _load()
TYPES = CATALOGUE["types"]


def type_id(entry):
    return f"{entry['root']}/{entry['series']['slug']}/{entry['type']['slug']}"


_BY_PATH: dict = {}
for _entry in TYPES:
    _BY_PATH.setdefault((_entry["root"], _entry["series"]["slug"], _entry["type"]["slug"]), _entry["type"])


def find(root, series_slug, slug):
    if (root, series_slug, slug) in _BY_PATH:
        return _BY_PATH[root, series_slug, slug]
    raise AssertionError(f"no type {root}/{series_slug}/{slug} in the bundled catalogue")


def issues_at(root, series_slug, slug, **fields):
    """The issues of one type whose fields equal `fields`, e.g. issues_at(..., year=1911, mintLetter="S")."""
    return [issue for issue in find(root, series_slug, slug)["issues"] if all(issue[k] == v for k, v in fields.items())]


def by_type(rows):
    """Pinned issue rows (root, series, type, *issue fields) grouped per type: [((root, series, type), [fields])]."""

    def key(row):
        return row[:3]

    return [(k, [row[3:] for row in group]) for k, group in itertools.groupby(sorted(rows, key=key), key=key)]


def check_mintages(coin, rows):
    """Each pinned (year, mint letter, finish, mintage) row of a type names exactly one issue, with that mintage."""
    for year, letter, finish, mintage in rows:
        found = issues_at(*coin, year=year, mintLetter=letter, finish=finish)
        assert len(found) == 1, (coin, year, letter, finish)
        assert found[0]["mintage"] == mintage, (coin, year)


def source_urls(coin):
    """The URLs of a type's sources, as a set (pin files check that a page read is among them)."""
    return {source["url"] for source in coin["sources"]}


def issues_of(entry):
    return entry["type"]["issues"]


def failing(check, entries=None):
    """Runs `check(entry)` on every type (or on `entries`) and gives each type it fails, with the failed assertion:
    a sweep is one test that names every failing type at once, not one test per type."""
    failed = []
    for entry in TYPES if entries is None else entries:
        try:
            check(entry)
        except AssertionError as failure:
            failed.append(f"{type_id(entry)}: {failure}")
    return failed


def pinned_mintages(rows):
    """The test every pin file makes of its (root, series, type, year, mint letter, finish, mintage) rows: one case
    per type, each row naming exactly one issue with that mintage. Assign it to a test_ name in the pin file."""
    grouped = by_type(rows)

    @pytest.mark.parametrize("coin, rows", grouped, ids=[coin[2] for coin, _ in grouped])
    def carries(coin, rows):
        check_mintages(coin, rows)

    return carries


def pinned_references(rows, among_others: bool = False):
    """The test of (root, series, type, references) rows: the type's references are those read (`among_others`:
    they are among its references, in that order, beside others read elsewhere)."""

    @pytest.mark.parametrize("row", rows, ids=[row[2] for row in rows])
    def carries(row):
        *coin, read = row
        held = find(*coin)["references"]
        assert (read == [ref for ref in held if ref in read]) if among_others else held == read

    return carries
