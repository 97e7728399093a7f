"""The plain catalogue reads (adapters/http/plain_reads.py) answer as falcon would, header for header, spend the
budget once, and leave everything that is not plain to falcon."""

import gzip

import pytest

from adapters.storage import db
from ports.errors import StorageUnavailable
from tests.conftest import make_settings, memory_limiter
from tests.support.storage import storage_roles

TYPE = "/v1/types/united-kingdom/sovereign/sovereign-george-v"
PER_ANSWER = ("ratelimit-remaining", "ratelimit-reset", "x-request-id")  # differ from answer to answer
GZIP = {"Accept-Encoding": "gzip, deflate"}

PLAIN = [
    ("/v1/types", "", {}),
    ("/v1/types", "pageSize=3&page=2&sort=newest", GZIP),
    ("/types", "pageSize=100", GZIP),
    ("/v1/types", "q=sovereign&pageSize=5", {}),
    ("/v1/types", "q=krugerrand", GZIP),
    ("/v1/types", "size=1oz&purity=22k&yearFrom=1900&yearTo=2020&category=bullion", {}),
    ("/v1/types", "fineWeightFrom=7&fineWeightTo=7.5&issuer=united-kingdom&utm_source=news", GZIP),
    ("/v1/types", "page=9999", {}),
    ("/v1/types", "q=", {}),
    (TYPE, "", {}),
    (TYPE, "", GZIP),
    ("/types/united-kingdom/sovereign/sovereign-george-v", "", {}),
    ("/v1/issuers", "", GZIP),
    ("/v1/issuers", "roots=false&pageSize=7&sort=name_desc", {}),
    ("/v1/issuers", "q=germ", {}),
    ("/v1/issuers/germany", "", {}),
    ("/v1/issuers/united-kingdom/series", "pageSize=2", {}),
    ("/v1/issuers/united-kingdom/series/sovereign", "", GZIP),
    ("/v1/mints", "pageSize=3", {}),
]
# each of these is falcon's to answer: an error, a validator, a melt value, a parameter twice or unknown, HEAD
NOT_PLAIN = [
    ("GET", "/v1/types", "pageSize=0", {}),
    ("GET", "/v1/types", "pagesize=3", {}),
    ("GET", "/v1/types", "sort=newest&sort=oldest", {}),
    ("GET", "/v1/types", "currency=EUR", {}),
    ("GET", "/v1/types/nowhere/none/nothing", "", {}),
    ("GET", "/v1/issuers/highlighted", "", {}),
    ("GET", "/v1//types", "", {}),
    ("GET", "/v1/types/", "", {}),
    ("GET", "/v9/types", "", {}),
    ("GET", "/v1/types", "q=%00", {}),
    ("GET", TYPE, "", {"If-None-Match": '"nothing"'}),
    ("HEAD", TYPE, "", {}),
]


class Counting:
    """Counts the requests that reach `app` (falcon, behind the plain reads)."""

    def __init__(self, app) -> None:
        self.calls, self._app = 0, app

    def __call__(self, environ, start_response):
        self.calls += 1
        return self._app(environ, start_response)

    def __getattr__(self, name):
        return getattr(self._app, name)


@pytest.fixture
def apps(catalogue_db, make_client):
    """(the whole app, falcon alone) over the test catalogue, each with its own cache and budget, and the falcon
    behind the whole app counted."""

    def build(budget="600/60", **settings):
        db.bind(catalogue_db)
        whole = make_client(make_settings(**settings), **storage_roles(), limiter=memory_limiter(budget))
        alone = make_client(make_settings(**settings), **storage_roles(), limiter=memory_limiter(budget))
        plain = whole.app.app
        plain.app = counted = Counting(plain.app)
        alone.app = alone.app.app.app  # falcon, without the front and the plain reads
        return whole, alone, counted

    return build


def same_answer(one, other) -> None:
    assert one.status == other.status
    assert one.content == other.content
    heads = [
        {n.lower(): v for n, v in answer.headers.items() if n.lower() not in PER_ANSWER} for answer in (one, other)
    ]
    assert heads[0] == heads[1]
    assert {n.lower() for n in one.headers} >= set(PER_ANSWER)


@pytest.mark.parametrize("entries", [0, 2048], ids=["cache off", "cache on"])
@pytest.mark.parametrize(("path", "query", "headers"), PLAIN)
def test_a_plain_read_is_answered_without_falcon_as_falcon_answers_it(apps, entries, path, query, headers):
    whole, alone, falcon = apps(response_cache_entries=entries)
    answered = whole.simulate_get(path, query_string=query, headers=headers)
    assert answered.status_code == 200 and falcon.calls == 0
    same_answer(answered, alone.simulate_get(path, query_string=query, headers=headers))
    if answered.headers.get("Content-Encoding") == "gzip":
        assert gzip.decompress(answered.content).startswith(b"{")


@pytest.mark.parametrize(("method", "path", "query", "headers"), NOT_PLAIN)
def test_what_is_not_plain_is_falcons_and_spends_the_budget_once(apps, method, path, query, headers):
    whole, alone, falcon = apps(response_cache_entries=0)
    answers = [whole.simulate_request(method, path, query_string=query, headers=headers) for _ in range(2)]
    assert falcon.calls == 2
    same_answer(answers[0], alone.simulate_request(method, path, query_string=query, headers=headers))
    spent = [int(answer.headers["RateLimit-Remaining"]) for answer in answers]
    assert spent[0] - spent[1] == 1


def test_a_plain_read_spends_the_budget_and_is_refused_by_falcon_when_none_is_left(apps):
    whole, _, falcon = apps("2/60", response_cache_entries=0)
    statuses = [whole.simulate_get(TYPE).status_code for _ in range(3)]
    assert statuses == [200, 200, 429] and falcon.calls == 1


def test_with_the_cache_on_a_plain_answer_is_kept_and_the_front_answers_it_again(apps):
    whole, _, falcon = apps()
    first, second = (whole.simulate_get("/v1/types", query_string="pageSize=4", headers=GZIP) for _ in range(2))
    assert first.content == second.content and first.headers["ETag"] == second.headers["ETag"]
    assert whole.app.kept() == 1 and falcon.calls == 0
    held = {"If-None-Match": first.headers["ETag"]}
    revalidated = whole.simulate_get("/v1/types", query_string="pageSize=4", headers=held)
    assert revalidated.status_code == 304 and falcon.calls == 1


class FailingReads:
    """The catalogue's reads, failing as a database that went away does, each read counted."""

    def __init__(self, catalogue) -> None:
        self._catalogue, self.reads = catalogue, 0

    def __getattr__(self, name):
        def failing(*args, **kwargs):
            self.reads += 1
            raise StorageUnavailable("the database went away")

        return failing if name in ("types", "coin_type", "issuers", "issuer") else getattr(self._catalogue, name)


def test_a_read_that_fails_is_falcons_json_503_and_gives_its_connection_back(catalogue_db, make_client):
    db.bind(catalogue_db)
    released = []
    roles = storage_roles()
    roles["catalogue"] = failing = FailingReads(roles["catalogue"])
    roles["release_connection"] = lambda: released.append(True)
    client = make_client(make_settings(response_cache_entries=0), **roles, limiter=memory_limiter())
    answer = client.simulate_get(TYPE)
    assert answer.status_code == 503 and answer.json["error"] == "unavailable"
    assert int(answer.headers["RateLimit-Remaining"]) == 599
    assert failing.reads == 1  # falcon answered from the plain read's failure: the database was not asked again
    assert released  # the connection went back to the pool, which drops a broken one


def test_an_unknown_slug_is_read_once_and_answered_as_falcon_answers_it(apps):
    whole, alone, falcon = apps(response_cache_entries=0)
    path = "/v1/issuers/atlantis"
    answered = whole.simulate_get(path)
    assert answered.status_code == 404 and falcon.calls == 1
    same_answer(answered, alone.simulate_get(path))


@pytest.mark.parametrize(
    ("current", "path", "plain"),
    [("v2", "/v1/types", False), ("v2", "/v2/types", True), ("v2", "/types", True), ("v1", "/types", False)],
)
def test_a_version_winding_down_is_falcons_and_its_successor_plain(apps, current, path, plain):
    whole, alone, falcon = apps(api_versions="v1,v2", api_current=current, api_deprecations="v1=2026-11-01/2027-06-01")
    answered = whole.simulate_get(path, query_string="pageSize=2")
    assert answered.status_code == 200 and falcon.calls == (0 if plain else 1)
    assert ("Deprecation" in answered.headers) is not plain
    same_answer(answered, alone.simulate_get(path, query_string="pageSize=2"))


def test_on_each_database_a_plain_read_answers_as_falcon_does(imported, make_client):
    """The read model's pages come back from SQLite as one array and from PostgreSQL as rows: both ways agree."""
    whole = make_client(make_settings(response_cache_entries=0), **storage_roles(), limiter=memory_limiter())
    alone = make_client(make_settings(response_cache_entries=0), **storage_roles(), limiter=memory_limiter())
    whole.app.app.app = falcon = Counting(whole.app.app.app)
    alone.app = alone.app.app.app
    for path, query, headers in PLAIN[:6] + PLAIN[9:11] + PLAIN[12:16]:
        answered = whole.simulate_get(path, query_string=query, headers=headers)
        assert answered.status_code == 200
        same_answer(answered, alone.simulate_get(path, query_string=query, headers=headers))
    assert falcon.calls == 0
