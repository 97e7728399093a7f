"""The type list's two plans (a bounded walk of the sort order, or sorting every match) give the same pages."""
import itertools
import pathlib

import pytest

from adapters.storage import catalogue_types
from adapters.storage.catalogue import PeeweeCatalogue
from adapters.storage.catalogue_import import import_catalogue
from domain.paging import PageRequest
from ports.catalogue import TYPE_SORTS, TypeQuery
from tests.conftest import IMPORTED_AT

BUNDLED = pathlib.Path(__file__).parents[2] / "fixtures" / "catalogue"
FILTERS = [dict(), dict(size="1oz"), dict(size="other"), dict(purity="22k"), dict(purity="other"),
           dict(year_from=1850, year_to=1914), dict(q="sovereign"), dict(issuer="united-kingdom"),
           dict(size="1/10oz", purity="24k")]


@pytest.fixture
def bundled(database):
    import_catalogue(BUNDLED, IMPORTED_AT)
    return database


def every_page(catalogue, query, size):
    first = catalogue.types(query, PageRequest(1, size))
    pages = [first] + [catalogue.types(query, PageRequest(n, size)) for n in range(2, first.total_pages + 1)]
    return first.total, [[t.id for t in page.data] for page in pages]


def test_walking_a_short_prefix_and_sorting_every_match_agree(bundled, monkeypatch):
    catalogue = PeeweeCatalogue("https://cdn.test")
    walked_short = []
    walk = catalogue_types.TypeReads._walk

    def spy(self, *args):
        found = walk(self, *args)
        walked_short.append(found is None)
        return found

    sorted_only = {}
    monkeypatch.setattr(catalogue_types.TypeReads, "_walk", lambda self, *args: None)
    for filters, sort, size in itertools.product(FILTERS, TYPE_SORTS, (5, 24)):
        sorted_only[repr(filters), sort, size] = every_page(catalogue, TypeQuery(sort=sort, **filters), size)
    monkeypatch.setattr(catalogue_types, "WALK_AT_LEAST", 1)  # a prefix so short the walk often falls short
    monkeypatch.setattr(catalogue_types.TypeReads, "_walk", spy)
    for filters, sort, size in itertools.product(FILTERS, TYPE_SORTS, (5, 24)):
        walked = every_page(catalogue, TypeQuery(sort=sort, **filters), size)
        assert walked == sorted_only[repr(filters), sort, size], (filters, sort, size)
    assert any(walked_short) and not all(walked_short)  # both outcomes of the walk were exercised
    assert sum(total for total, _ in sorted_only.values()) > 0
