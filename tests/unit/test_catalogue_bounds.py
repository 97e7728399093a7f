"""The bounds a catalogue file is read within (docs/catalogue-format.md, Bounds): size, nesting and number
lengths checked before anything recursive runs, then what JSON allows and the schema cannot see (a key given
twice, a lone surrogate), each refused in one line naming file, record and field."""

from __future__ import annotations

import json
import sys

import pytest

from domain.errors import InvalidCatalogue
from services.catalogue_format import read_catalogue
from services.catalogue_format.parse import MAX_DEPTH, MAX_FILE_BYTES, MAX_NUMBER_LENGTH
from tests.support.catalogue_records import complete

SOURCES = [{"title": "Spec", "url": "https://mint.test/spec", "covers": ["specification"]}]
ISSUE = {"year": 1900, "gregorianYear": 1900, "finish": "bullion", "marks": ["star"]}
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
    "issues": [ISSUE],
}
PYTHONS_DEFAULT_RECURSION_LIMIT = 1000


def issuers_nested(levels: int, coin: dict = COIN) -> dict:
    """A catalogue whose issuer tree is `levels` deep, one type at its leaf: nested 2 × levels + 8 deep (the
    file, the issuers' lists, the series' list and series, the types' and the type, the issues' and the issue,
    the marks)."""
    leaf: dict = {"slug": f"i{levels}", "name": "I", "series": [{"slug": "s", "name": "S", "types": [coin]}]}
    for level in range(levels - 1, 0, -1):
        leaf = {"slug": f"i{level}", "name": "I", "children": [leaf]}
    return complete({"format": "goldcoins-catalogue/1", "issuers": [leaf]})


def problems(folder, text: str) -> list:
    (folder / "x.json").write_text(text)
    with pytest.raises(InvalidCatalogue) as refused:
        read_catalogue(folder)
    return refused.value.problems


@pytest.fixture
def pythons_default_recursion_limit():
    """What the reader must hold within: the limit py_ecc raises to 100,000 is put back (adapters/chain)."""
    before = sys.getrecursionlimit()
    sys.setrecursionlimit(PYTHONS_DEFAULT_RECURSION_LIMIT)
    yield
    sys.setrecursionlimit(before)


def test_a_file_nested_as_deep_as_the_bound_is_read_within_pythons_default_recursion_limit(
    tmp_path, pythons_default_recursion_limit
):
    levels = (MAX_DEPTH - 8) // 2
    (tmp_path / "x.json").write_text(json.dumps(issuers_nested(levels)))
    catalogue = read_catalogue(tmp_path)
    assert f"i{levels}" in catalogue.issuers and len(catalogue.issuers) == levels


def test_a_file_nested_one_level_deeper_than_the_bound_is_refused_before_it_is_parsed(tmp_path):
    text = json.dumps(issuers_nested((MAX_DEPTH - 8) // 2, {**COIN, "issues": [{**ISSUE, "marks": [["star"]]}]}))
    assert problems(tmp_path, text) == [("x.json", "-", "-", f"is nested 33 levels deep: at most {MAX_DEPTH}")]


def test_an_unclosed_run_of_brackets_is_refused_as_nesting(tmp_path):
    [(_, _, _, message)] = problems(tmp_path, "[" * 200_000)
    assert message == f"is nested 200000 levels deep: at most {MAX_DEPTH}"


def test_brackets_and_escaped_quotes_inside_strings_are_text_not_nesting(tmp_path):
    title = '[{"' * 50 + "\\" + "[" * 50
    (tmp_path / "x.json").write_text(json.dumps(issuers_nested(2, {**COIN, "title": title})))
    assert read_catalogue(tmp_path).series[("i1", "s")].types["eagle"].title == title


def test_a_file_larger_than_the_bound_is_refused_without_being_read_whole(tmp_path):
    text = json.dumps(issuers_nested(1))
    assert problems(tmp_path, text + " " * (MAX_FILE_BYTES + 1 - len(text))) == [
        ("x.json", "-", "-", f"is larger than {MAX_FILE_BYTES // 2**20} MiB, the most a catalogue file may hold")
    ]


def test_a_number_longer_than_the_bound_is_refused_before_it_is_converted(tmp_path):
    year = "1" * 5000  # Python refuses to convert it with a message naming its own setting
    text = json.dumps(issuers_nested(1)).replace('"year": 1900', f'"year": {year}')
    [(file, record, field, message)] = problems(tmp_path, text)
    assert (file, record, field) == ("x.json", "-", "-")
    assert message == f"holds a number written with 5000 characters (11111111…): at most {MAX_NUMBER_LENGTH}"


def test_a_key_given_twice_at_the_top_is_named(tmp_path):
    text = json.dumps(issuers_nested(1)).replace("{", '{"format": "goldcoins-catalogue/1", ', 1)
    assert problems(tmp_path, text) == [
        ("x.json", "-", "format", "is given twice in the record (JSON would keep the last)")
    ]


def test_a_key_given_twice_in_an_issue_is_named_with_the_issues_place(tmp_path):
    text = json.dumps(issuers_nested(1)).replace('"year": 1900', '"year": 1900, "year": 1901')
    assert problems(tmp_path, text) == [
        (
            "x.json",
            "issuers[0]/i1/series[0]/s/types[0]/eagle/issues[0]",
            "year",
            "is given twice in the record (JSON would keep the last)",
        )
    ]


def test_a_lone_surrogate_in_a_list_is_named_with_its_place(tmp_path):
    (tmp_path / "x.json").write_text(json.dumps(issuers_nested(1, {**COIN, "tags": ["ok", "\udbff"]})))
    [(file, record, field, message)] = read_problems(tmp_path)
    assert (file, record, field) == ("x.json", "issuers[0]/i1/series[0]/s/types[0]/eagle", "tags[1]")
    assert message == "holds '\\udbff', a lone UTF-16 surrogate (half of a pair: no character)"


def test_a_key_that_is_not_a_line_of_text_is_named_escaped(tmp_path):
    text = json.dumps(issuers_nested(1)).replace('"year": 1900', '"ye\\nar\\u0000": 1900')
    assert [(field, message) for _, _, field, message in problems(tmp_path, text)] == [
        ("year", "is required"),
        ("'ye\\nar\\x00'", "unknown field"),
    ]


def read_problems(folder) -> list:
    with pytest.raises(InvalidCatalogue) as refused:
        read_catalogue(folder)
    return refused.value.problems
