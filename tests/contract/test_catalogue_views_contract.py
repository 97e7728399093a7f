"""The CatalogueViews contract, on the fake and on the read model in SQLite and PostgreSQL.

A view is an optimisation: it answers the same JSON the converter writes for the repository's value, or None,
never something else; and a store whose read model is its own answers the hot reads ready.
"""

import orjson
import pytest

from adapters.http.converter import JsonRenderer, make_converter
from adapters.storage.catalogue.repository import PeeweeCatalogue
from adapters.storage.catalogue.views import PeeweeCatalogueViews
from domain.paging import PageRequest
from ports.catalogue import ISSUER_SORTS, IssuerQuery, TypeQuery
from ports.views import Rendered
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, migrated_database, renderer
from tests.fakes.memory_catalogue import InMemoryCatalogue
from tests.fakes.pictures import catalogue_copies
from tests.fakes.views import FakeCatalogueViews
from tests.support.importing import import_catalogue

CDN = "https://cdn.test"
TYPE_QUERIES = [
    TypeQuery(),
    TypeQuery(sort="newest"),
    TypeQuery(sort="weight_desc", size="1oz"),
    TypeQuery(purity="22k", sort="oldest"),
    TypeQuery(q="sovereign"),
    TypeQuery(q="KM# 73"),
    TypeQuery(issuer="united-kingdom", sort="title_desc"),
    TypeQuery(mint="royal-mint"),
    TypeQuery(year_from=1850, year_to=1914, sort="year_asc"),
    TypeQuery(q="no such word anywhere"),
]
PAGES = [PageRequest(1, 24), PageRequest(2, 3)]
TYPES = [("united-kingdom", "sovereign", "sovereign-george-v"), ("south-africa", "krugerrand", "krugerrand-1oz")]
ROOTS = ["united-kingdom", "germany", "south-africa"]


def render(value) -> str:
    return orjson.dumps(make_converter().unstructure(value)).decode()


@pytest.fixture(params=["fake", "sqlite", "postgres"])
def store(request, tmp_path):
    """(views, the same store's repository)."""
    if request.param == "fake":
        repository = InMemoryCatalogue(TEST_CATALOGUE, IMPORTED_AT, CDN, pictures=catalogue_copies())
        yield FakeCatalogueViews(repository, render), repository
        return
    with migrated_database(request.param, tmp_path, request.node.nodeid):
        import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=on_cdn(), pictures=catalogue_copies())
        yield PeeweeCatalogueViews(CDN, on_cdn().fingerprint), PeeweeCatalogue(CDN)


def on_cdn() -> JsonRenderer:
    return JsonRenderer(make_converter(), renderer().fingerprint, CDN)


def api(value):
    return orjson.loads(orjson.dumps(make_converter().unstructure(value)))


def test_every_answer_is_the_repositorys_value_as_the_api_sends_it(store):
    views, repository = store
    for query in TYPE_QUERIES:
        for page in PAGES:
            ready = views.types(query, page)
            assert ready is not None, query
            assert api(ready) == api(repository.types(query, page)), (query, page)
    for sort in ISSUER_SORTS:
        for roots_only in (True, False):
            query = IssuerQuery(sort=sort, roots_only=roots_only)
            assert api(views.issuers(query, PageRequest(1, 5))) == api(repository.issuers(query, PageRequest(1, 5)))
    for slug in ROOTS:
        assert api(views.issuer(slug)) == api(repository.issuer(slug))
    for slugs in TYPES:
        assert api(views.coin_type(*slugs)) == api(repository.coin_type(*slugs))


def test_what_does_not_exist_is_none_and_the_repository_answers_the_404(store):
    views, _ = store
    assert views.issuer("atlantis") is None
    assert views.coin_type("united-kingdom", "sovereign", "no-such-type") is None
    assert views.coin_type("atlantis", "sovereign", "sovereign-george-v") is None


def test_a_read_model_rendered_by_other_code_is_never_served(store):
    views, repository = store
    if isinstance(views, FakeCatalogueViews):
        stale = FakeCatalogueViews(repository, render, rendered=False)
    else:
        stale = PeeweeCatalogueViews(CDN, "rendered-by-newer-code")
    types = stale.types(TypeQuery(), PageRequest())  # None, or the page built from the rows in the same read
    assert types is None or (types.total == 8 and not any(isinstance(entry, Rendered) for entry in types.data))
    assert stale.issuers(IssuerQuery(), PageRequest()) is None
    assert stale.issuer("united-kingdom") is None
    assert stale.coin_type(*TYPES[0]) is None
