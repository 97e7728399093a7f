"""The front that answers cache hits before falcon (adapters.http.response_cache.CacheHitFront): the same answer falcon gives, the
budget still charged once per request, and everything that could differ left to falcon."""

import pytest
from limits.errors import StorageError

from adapters.http.response_cache import CacheHitFront
from adapters.ratelimit.limiter import LimitsRateLimiter, parse_budget
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from adapters.storage import db
from tests.conftest import make_settings, memory_limiter
from tests.support.storage import storage_roles

TYPE = "/v1/types/united-kingdom/sovereign/sovereign-george-v"


class CountingFalcon:
    """Counts the requests that reach the falcon app behind the front."""

    def __init__(self, front: CacheHitFront) -> None:
        self.calls, self._app = 0, front.app
        front.app = self

    def __call__(self, environ, start_response):
        self.calls += 1
        return self._app(environ, start_response)


class FailingAfter(WindowedMemoryStorage):
    """A limiter store that stops answering after `count` reads (each request reads its windows first: in one step
    with spending, or on its own)."""

    def __init__(self, count: int) -> None:
        super().__init__()
        self.left, self.calls = count, 0

    def _read(self) -> None:
        self.calls += 1
        self.left -= 1
        if self.left < 0:
            raise StorageError(ConnectionError("store down"))

    def spend(self, *args, **kwargs):
        self._read()
        return super().spend(*args, **kwargs)

    def get_sliding_window(self, *args, **kwargs):
        self._read()
        return super().get_sliding_window(*args, **kwargs)


@pytest.fixture
def front(catalogue_db, make_client):
    def build(limiter=None, **settings):
        db.bind(catalogue_db)
        client = make_client(make_settings(**settings), **storage_roles(), limiter=limiter or memory_limiter())
        return client, CountingFalcon(client.app)

    return build


def headers_of(result) -> dict:
    return {
        name.lower(): value
        for name, value in result.headers.items()
        if name.lower() not in ("ratelimit-remaining", "ratelimit-reset", "x-request-id")
    }


@pytest.mark.parametrize(
    "path, query",
    [
        (TYPE, ""),
        ("/v1/types", "pageSize=3&sort=newest"),
        ("/types", "page=2"),
        ("/v1/issuers/germany", ""),
        ("/v1/sitemap/types", "pageSize=5"),
    ],
)
def test_a_repeated_request_gets_falcons_answer_from_the_front(front, path, query):
    client, falcon_app = front()
    first = client.simulate_get(path, query_string=query)
    second = client.simulate_get(path, query_string=query)
    assert falcon_app.calls == 1
    assert (second.status, second.content, headers_of(second)) == (first.status, first.content, headers_of(first))
    assert int(second.headers["RateLimit-Remaining"]) == int(first.headers["RateLimit-Remaining"]) - 1
    assert 1 <= int(second.headers["RateLimit-Reset"]) <= 60
    assert second.headers["X-Request-Id"] != first.headers["X-Request-Id"]  # each answer its own


def test_every_answer_from_the_front_is_charged_and_over_budget_is_falcons_429(front):
    client, falcon_app = front(limiter=memory_limiter("3/60"))
    remaining = [client.simulate_get(TYPE).headers["RateLimit-Remaining"] for _ in range(3)]
    refused = client.simulate_get(TYPE)
    assert remaining == ["2", "1", "0"]
    assert refused.status_code == 429 and refused.json["error"] == "rate_limited"
    assert refused.headers["Retry-After"] == refused.headers["RateLimit-Reset"]
    assert falcon_app.calls == 2  # the first request, and the refusal (charged once, by the front)


def test_a_hit_the_limiters_store_cannot_count_is_a_json_503_after_one_try(front):
    storage = FailingAfter(1)
    client, falcon_app = front(limiter=LimitsRateLimiter(parse_budget("600/60"), storage))
    assert client.simulate_get(TYPE).status_code == 200
    failed = client.simulate_get(TYPE)
    assert failed.status_code == 503 and failed.json["error"] == "unavailable"
    assert storage.calls == 2 and falcon_app.calls == 2


def test_conditional_requests_and_other_methods_go_to_falcon(front):
    client, falcon_app = front()
    etag = client.simulate_get(TYPE).headers["ETag"]
    assert client.simulate_get(TYPE, headers={"If-None-Match": etag}).status_code == 304
    assert client.simulate_head(TYPE).status_code == 200 and client.simulate_post(TYPE).status_code == 405
    assert falcon_app.calls == 4 and client.app.kept() == 1


def test_requests_from_behind_the_trusted_proxy_are_charged_to_the_forwarded_address(front):
    client, _ = front(limiter=memory_limiter("2/60"), trusted_proxy="127.0.0.9")
    for address in ("203.0.113.7", "203.0.113.7", "203.0.113.8"):
        answer = client.simulate_get(TYPE, remote_addr="127.0.0.9", headers={"X-Forwarded-For": address})
        assert answer.status_code == 200
    refused = client.simulate_get(TYPE, remote_addr="127.0.0.9", headers={"X-Forwarded-For": "203.0.113.7"})
    assert refused.status_code == 429


def test_errors_and_uncached_groups_are_never_kept(front):
    client, falcon_app = front()
    for path in ("/v1/types/germany/nope/nope", "/v1/spot", "/healthz", "/v1/wallet"):
        client.simulate_get(path)
        client.simulate_get(path)
    assert falcon_app.calls == 8 and client.app.kept() == 0


def test_with_the_response_cache_off_the_front_keeps_nothing(front):
    client, falcon_app = front(response_cache_entries=0)
    for _ in range(3):
        assert client.simulate_get(TYPE).status_code == 200
    assert falcon_app.calls == 3 and client.app.kept() == 0
