"""The compiled gate before the JSON Schema's validator (services/catalogue_format/schema.py): it passes the bundled
catalogue, and it never passes a file jsonschema would refuse, where the two read JSON Schema apart (2.0 as an
integer, Python's whitespace in a pattern) above all; what it refuses, jsonschema judges, with its own messages."""

from __future__ import annotations

import copy
import pathlib
import re

import pytest

from services.catalogue_format import parse, schema
from tests.support.catalogue_records import complete

BUNDLED = pathlib.Path(__file__).resolve().parents[2] / "fixtures" / "catalogue"
SOURCES = [{"title": "Spec", "url": "https://mint.test/spec", "covers": ["specification"]}]
COIN = {
    "slug": "eagle",
    "title": "Eagle",
    "category": "bullion",
    "composition": "gold",
    "fineness": 0.9999,
    "weight": 31.1035,
    "fineWeight": 31.1035,
    "shape": "round",
    "technique": "milled",
    "sources": SOURCES,
    "issues": [{"year": 1900, "gregorianYear": 1900, "finish": "bullion", "mintage": 10}],
}
DOCUMENT = complete(
    {
        "format": "goldcoins-catalogue/1",
        "mints": [{"slug": "m", "name": "Mint"}],
        "issuers": [{"slug": "i", "name": "I", "series": [{"slug": "s", "name": "S", "types": [COIN]}]}],
    }
)


def coin(document: dict) -> dict:
    return document["issuers"][0]["series"][0]["types"][0]


CHANGES = {
    "a year written 2.0": lambda d: coin(d).update(minYear=1900.0),
    "a mintage written 5.0": lambda d: coin(d)["issues"][0].update(mintage=5.0),
    "an id written 7.0": lambda d: coin(d).update(externalCatalogueId=7.0),
    "a title of U+001C alone (whitespace to Python, not to Rust)": lambda d: coin(d).update(title="\x1c"),
    "a title of U+001F and a space": lambda d: coin(d).update(title="\x1f "),
    "a title of ideographic spaces": lambda d: coin(d).update(title="\u3000\u3000"),
    "a slug ending in a newline (Python's $ passes it)": lambda d: coin(d).update(slug="eagle\n"),
    "a weight of true": lambda d: coin(d).update(weight=True),
    "an id past 64 bits": lambda d: coin(d).update(externalCatalogueId=2**70),
    "a mintage past 2^53": lambda d: coin(d)["issues"][0].update(mintage=2**53),
    "a NUL in a title": lambda d: coin(d).update(title="Ea\x00gle"),
    "an unknown field": lambda d: coin(d).update(grade="MS-70"),
    "a missing field": lambda d: coin(d).pop("weight"),
    "an alias twice": lambda d: coin(d).update(aliases=["Eagle", "Eagle"]),
    "an issuer's alias twice": lambda d: d["issuers"][0].update(aliases=["Eagle", "Eagle"]),
    "an issuer's source without covers": lambda d: d["issuers"][0].update(
        sources=[{"title": "T", "url": "https://x.test"}]
    ),
    "an issuer's aliases and sources (allowed)": lambda d: d["issuers"][0].update(aliases=["Ego"], sources=SOURCES),
    "a fineness above 1": lambda d: coin(d).update(fineness=1.0001),
    "a weight of 0": lambda d: coin(d).update(weight=0),
    "a letter of 21 characters": lambda d: d["mints"][0].update(letter="L" * 21),
    "a source covering nothing": lambda d: coin(d)["sources"][0].update(covers=[]),
    "another format": lambda d: d.update(format="goldcoins-catalogue/2"),
    "a title of a no-break space and a letter (allowed)": lambda d: coin(d).update(title="\xa0E"),
    "a fineness of 1.0 (a number: allowed)": lambda d: coin(d).update(fineness=1.0),
}


@pytest.mark.parametrize("change", CHANGES, ids=list(CHANGES))
def test_the_gate_never_passes_what_jsonschema_refuses(change):
    document = copy.deepcopy(DOCUMENT)
    CHANGES[change](document)
    judged = list(schema._validator().iter_errors(document))
    if schema._passes_gate(document):
        assert judged == []
    assert bool(schema.breaches("x.json", document)) == bool(judged)


def test_the_gate_refuses_where_the_dialects_part():
    parted = (
        "a year written 2.0",
        "a mintage written 5.0",
        "a title of U+001C alone (whitespace to Python, not to Rust)",
    )
    for change in parted:
        document = copy.deepcopy(DOCUMENT)
        CHANGES[change](document)
        assert not schema._passes_gate(document), change
        assert schema.breaches("x.json", document), change


def test_a_year_written_2_0_is_named_as_jsonschema_names_it():
    document = copy.deepcopy(DOCUMENT)
    coin(document).update(minYear=1900.0)
    assert schema.breaches("x.json", document) == [
        (
            "x.json",
            "issuers[0]/i/series[0]/s/types[0]/eagle",
            "minYear",
            "must be a year from -1000 to 2200 (Gregorian), or null, got 1900.0",
        )
    ]


def test_the_gate_passes_the_bundled_catalogue():
    """Else every import would validate twice: the gate's point is the fast path for a sound file."""
    for file in sorted(BUNDLED.glob("*.json")):
        document, found = parse.load(file.name, file.read_text(encoding="utf-8"))
        assert found == [] and schema._passes_gate(document), file.name


def test_pythons_whitespace_is_what_the_gate_spells():
    spelled = set()
    for low, high in re.findall(r"\\x\{([0-9a-f]+)\}(?:-\\x\{([0-9a-f]+)\})?", schema.PYTHON_SPACE):
        spelled.update(range(int(low, 16), int(high or low, 16) + 1))
    assert spelled == {code for code in range(0x110000) if re.fullmatch(r"\s", chr(code))}


def test_a_pattern_with_another_escape_is_refused_for_the_gate():
    with pytest.raises(ValueError, match="read alike"):
        schema._gate_schema({"type": "string", "pattern": r"^\d+$"})
