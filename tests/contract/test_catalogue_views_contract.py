"""The read model's contract, on SQLite and PostgreSQL: a CatalogueRepository's hot reads with its read model.

A stored record is an optimisation: the repository with a read model answers the same JSON the converter writes
for the value the same store builds from its rows (the repository without one), and a store whose read model
is its own answers the hot reads ready; records rendered by other code are never served, and what does not
exist is the same 404 either way.
"""

import orjson
import pytest

from adapters.http.converter import JsonRenderer, make_converter
from adapters.storage.catalogue.repository import PeeweeCatalogue
from domain.errors import CoinTypeNotFound, IssuerNotFound
from domain.paging import PageRequest
from ports.catalogue import ISSUER_SORTS, IssuerQuery, TypeQuery
from ports.views import Rendered
from tests.conftest import renderer
from tests.fakes.pictures import catalogue_copies
from tests.support.databases import reading
from tests.support.importing import imported_for_reading

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


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def imported(request, tmp_path_factory):
    """The test catalogue with its read model, imported once for the module's tests (which only read it)."""
    folder = tmp_path_factory.mktemp("catalogue")
    options = dict(render=on_cdn(), pictures=catalogue_copies())
    with imported_for_reading(request.param, folder, request.node.nodeid, **options) as opened:
        yield opened


@pytest.fixture
def store(imported):
    """(the repository with its read model, the same store's repository without one)."""
    with reading(imported, "the module's test catalogue"):
        yield PeeweeCatalogue(CDN, read_model=on_cdn().fingerprint), PeeweeCatalogue(CDN)


def on_cdn() -> JsonRenderer:
    return JsonRenderer(make_converter(), renderer().fingerprint, CDN)


CONVERTER = make_converter()  # one, as the service has: making one costs more than what it converts


def api(value):
    return orjson.loads(orjson.dumps(CONVERTER.unstructure(value)))


def test_every_answer_is_the_rows_value_as_the_api_sends_it_and_comes_ready(store):
    ready, rows = store
    for query in TYPE_QUERIES:
        for page in PAGES:
            answer = ready.types(query, page)
            assert all(isinstance(entry, Rendered) for entry in answer.data), query
            assert api(answer) == api(rows.types(query, page)), (query, page)
    for sort in ISSUER_SORTS:
        for roots_only in (True, False):
            query = IssuerQuery(sort=sort, roots_only=roots_only)
            answer = ready.issuers(query, PageRequest(1, 5))
            assert answer.data and all(isinstance(entry, Rendered) for entry in answer.data)
            assert api(answer) == api(rows.issuers(query, PageRequest(1, 5)))
    for slug in ROOTS:
        assert isinstance(ready.issuer(slug), Rendered)
        assert api(ready.issuer(slug)) == api(rows.issuer(slug))
    for slugs in TYPES:
        assert isinstance(ready.coin_type(*slugs), Rendered)
        assert api(ready.coin_type(*slugs)) == api(rows.coin_type(*slugs))


@pytest.mark.parametrize(
    "read, missing",
    [
        (lambda catalogue: catalogue.issuer("atlantis"), IssuerNotFound),
        (lambda catalogue: catalogue.coin_type("united-kingdom", "sovereign", "no-such-type"), CoinTypeNotFound),
        (lambda catalogue: catalogue.coin_type("atlantis", "sovereign", "sovereign-george-v"), CoinTypeNotFound),
    ],
)
def test_what_does_not_exist_is_the_same_404_with_or_without_a_read_model(store, read, missing):
    for catalogue in store:
        with pytest.raises(missing) as raised:
            read(catalogue)
        assert raised.type is missing


def test_a_read_model_rendered_by_other_code_is_never_served(store):
    _, rows = store
    stale = PeeweeCatalogue(CDN, read_model="rendered-by-newer-code")
    types = stale.types(TypeQuery(), PageRequest())
    assert types.total == 8 and not any(isinstance(entry, Rendered) for entry in types.data)
    assert api(types) == api(rows.types(TypeQuery(), PageRequest()))
    issuers = stale.issuers(IssuerQuery(), PageRequest())
    assert issuers.data and not any(isinstance(entry, Rendered) for entry in issuers.data)
    assert not isinstance(stale.issuer("united-kingdom"), Rendered)
    assert api(stale.coin_type(*TYPES[0])) == api(rows.coin_type(*TYPES[0]))
    assert not isinstance(stale.coin_type(*TYPES[0]), Rendered)
