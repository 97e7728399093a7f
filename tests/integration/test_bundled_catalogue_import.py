"""The bundled catalogue goes in through the real import, on SQLite and PostgreSQL, and a second import is a no-op.

The first import is the session's (tests/support/bundled.py), which every test over the bundled catalogue reads."""

import json

import pytest

from adapters.storage.catalogue.repository import PeeweeCatalogue
from domain.paging import PageRequest
from ports.catalogue import IssuerQuery, TypeQuery
from tests.conftest import IMPORTED_AT
from tests.support.bundled import BUNDLED, shared_bundled
from tests.support.importing import import_catalogue


def count_in_files():
    def types_under(node):
        here = sum(len(series["types"]) for series in node.get("series", []))
        return here + sum(types_under(child) for child in node.get("children", []))

    roots = types = 0
    for path in BUNDLED.glob("*.json"):
        for root in json.loads(path.read_text()).get("issuers", []):
            roots, types = roots + 1, types + types_under(root)
    return roots, types


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_the_bundled_catalogue_imports_and_reimports_unchanged(bundled_database, kind):
    with shared_bundled(bundled_database, kind) as shared:
        first = shared.report
        catalogue = PeeweeCatalogue("https://cdn.test")
        roots, types = count_in_files()
        assert catalogue.issuers(IssuerQuery(), PageRequest()).total == roots
        assert catalogue.types(TypeQuery(), PageRequest()).total == types
        assert first.created > types
        second = import_catalogue(BUNDLED, IMPORTED_AT)  # shared_bundled fails if it wrote anything
        assert not second.changed and second.unchanged == first.created


def test_bundled_flagships_are_findable_by_name(bundled):
    catalogue = PeeweeCatalogue("https://cdn.test")
    found = catalogue.types(TypeQuery(q="krugerrand", size="1oz"), PageRequest()).data
    assert [(t.purity_label, t.root_issuer.slug) for t in found] == [("22k", "south-africa")]
    sovereigns = catalogue.types(TypeQuery(q="sovereign", purity="22k"), PageRequest()).total
    assert sovereigns >= 2


def test_crown_gold_published_rounded_is_22k_in_the_filter_and_on_the_record(bundled):
    """The Saudi guinea's fineness is published as 0.917: it is crown gold (DECISIONS: 0.916-0.917)."""
    catalogue = PeeweeCatalogue("https://cdn.test")
    crown = catalogue.types(TypeQuery(purity="22k"), PageRequest(1, 100_000)).data
    rounded = [coin for coin in crown if coin.fineness == 0.917]
    assert "saudi-arabia" in {coin.root_issuer.slug for coin in rounded}
    assert {coin.purity_label for coin in rounded} == {"22k"}
