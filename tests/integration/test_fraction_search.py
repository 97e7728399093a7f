"""A fraction is a search word of its own (search.query_words, search.tokens): "1/10 oz" finds the types whose
text holds 1/10, on every database as in the in-memory catalogue."""

import pytest

from adapters.storage.catalogue import search
from adapters.storage.catalogue.load import import_catalogue
from adapters.storage.catalogue.repository import PeeweeCatalogue
from domain.paging import PageRequest
from ports.catalogue import TypeQuery
from tests.conftest import IMPORTED_AT
from tests.fakes.memory_catalogue import InMemoryCatalogue
from tests.integration.test_type_list_plans import BUNDLED

QUERIES = ["1/10 oz", "1/10oz", "1/10", "1/2", "oz 1/4 eagle", "1/1000"]


def test_a_fraction_is_one_word_of_a_query_and_the_index_keeps_it_with_its_numbers():
    assert search.query_words("1/10 oz") == ["1/10", "oz"]
    assert search.query_words("Eagle 1/10oz") == ["1/10", "eagle", "oz"]
    assert search.tokens("Krugerrand 1/10 oz") == {"krugerrand", "1/10", "1", "10", "oz"}


def found(catalogue, q) -> tuple[int, list[str]]:
    page = catalogue.types(TypeQuery(q=q), PageRequest(1, 100))
    return page.total, sorted(summary.slug for summary in page.data)


@pytest.fixture
def bundled(database):
    import_catalogue(BUNDLED, IMPORTED_AT)
    return database


def test_a_fraction_finds_the_types_holding_it_as_the_memory_catalogue_does(bundled):
    stored, memory = PeeweeCatalogue("https://cdn.test"), InMemoryCatalogue(BUNDLED, IMPORTED_AT)
    answers = {q: found(stored, q) for q in QUERIES}
    assert answers == {q: found(memory, q) for q in QUERIES}
    tenths = answers["1/10 oz"]
    assert tenths[0] > 0 and answers["1/10oz"] == tenths and answers["1/1000"] == (0, [])
    titles = {t.slug: t.title for t in stored.types(TypeQuery(q="1/10"), PageRequest(1, 100)).data}
    assert all("1/10" in titles[slug] for slug in tenths[1])
