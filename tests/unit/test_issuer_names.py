"""An issuer's other names in the format (docs/catalogue-format.md, Issuer tree): read with the pages that use
them, refused without one, and written back by the export as they were read."""

from __future__ import annotations

import json

import pytest

from domain.errors import InvalidCatalogue
from services.catalogue_format import read_catalogue
from services.catalogue_format.write import shared_file, tree_file
from tests.support.catalogue_records import complete

SPEC = {"title": "Spec", "url": "https://mint.test/spec", "covers": ["specification"]}
NAMES = {"title": "Names of countries", "url": "https://names.test/nl", "covers": ["names"]}
COIN = {
    "slug": "tientje",
    "title": "10 Gulden",
    "category": "circulation",
    "composition": "gold_copper",
    "fineness": 0.9,
    "weight": 6.72,
    "fineWeight": 6.048,
    "shape": "round",
    "technique": "milled",
    "sources": [SPEC],
    "issues": [{"year": 1912, "gregorianYear": 1912, "finish": "circulation"}],
}


def catalogue(folder, **names) -> dict:
    root = {"slug": "netherlands", "name": "Netherlands", **names}
    root["series"] = [{"slug": "gulden", "name": "Gulden", "types": [COIN]}]
    document = complete({"format": "goldcoins-catalogue/1", "mints": [], "issuers": [root]})
    (folder / "netherlands.json").write_text(json.dumps(document), encoding="utf-8")
    return document


def test_an_issuers_other_names_are_read_with_the_pages_that_use_them(tmp_path):
    catalogue(tmp_path, aliases=["Nederland", "Holland", "Dutch"], sources=[NAMES])
    issuer = read_catalogue(tmp_path).issuers["netherlands"]
    assert issuer.aliases == ("Nederland", "Holland", "Dutch")
    assert [(source.url, source.covers) for source in issuer.sources] == [("https://names.test/nl", ("names",))]


@pytest.mark.parametrize("sources", [[], [SPEC]], ids=["no source", "a source covering something else"])
def test_other_names_without_a_page_that_uses_them_are_refused(tmp_path, sources):
    catalogue(tmp_path, aliases=["Holland"], sources=sources)
    with pytest.raises(InvalidCatalogue) as refused:
        read_catalogue(tmp_path)
    assert [(record, field) for _, record, field, _ in refused.value.problems] == [
        ("issuers[0]/netherlands", "aliases")
    ]


def test_an_issuer_without_other_names_needs_no_source(tmp_path):
    catalogue(tmp_path)
    assert read_catalogue(tmp_path).issuers["netherlands"].aliases == ()


def test_the_export_writes_the_names_back_as_they_were_read(tmp_path):
    catalogue(tmp_path, aliases=["Holland", "Dutch"], sources=[NAMES])
    read = read_catalogue(tmp_path)
    again = tmp_path / "again"
    again.mkdir()
    (again / "mints.json").write_bytes(shared_file(read))
    (again / "netherlands.json").write_bytes(tree_file(read))
    assert read_catalogue(again).issuers == read.issuers
