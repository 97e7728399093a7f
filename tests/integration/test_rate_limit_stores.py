"""The public budget on the real stores: shared across app instances on Redis, a 503 when Redis is gone."""

import ipaddress
import time
import uuid

import pytest

from adapters.ratelimit.limiter import STORE_TIMEOUT, LimitsRateLimiter, open_storage, parse_budget
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from tests.conftest import MID_WINDOW, redis_url
from tests.support.chain import SilentServer


def redis_limiter(budget, url):
    return LimitsRateLimiter(parse_budget(budget), open_storage(url))


@pytest.fixture
def redis():
    url = redis_url()
    if not url:
        pytest.skip("GOLDCOINS_TEST_REDIS_URL is not set")
    return url


def test_two_app_instances_on_redis_share_one_budget(make_client, redis):
    address = str(ipaddress.IPv6Address(uuid.uuid4().int))  # one no earlier run on this Redis has spent from
    first = make_client(limiter=redis_limiter("3/60", redis))
    second = make_client(limiter=redis_limiter("3/60", redis))
    assert first.simulate_get("/nope", remote_addr=address).headers["RateLimit-Remaining"] == "2"
    assert second.simulate_get("/nope", remote_addr=address).headers["RateLimit-Remaining"] == "1"
    assert first.simulate_get("/nope", remote_addr=address).headers["RateLimit-Remaining"] == "0"
    refused = second.simulate_get("/nope", remote_addr=address)
    assert refused.status_code == 429
    assert refused.headers["Retry-After"] == refused.headers["RateLimit-Reset"]


def test_an_unreachable_redis_is_a_json_503_not_a_hang(make_client, free_port):
    client = make_client(limiter=redis_limiter("600/60", f"redis://127.0.0.1:{free_port}/0"))
    result = client.simulate_get("/v1/issuers")
    assert result.status_code == 503
    assert result.json["error"] == "unavailable"


def test_a_redis_that_accepts_and_never_answers_costs_one_short_wait_then_refusals_are_at_once(make_client):
    with SilentServer() as hung:
        client = make_client(limiter=redis_limiter("600/60", hung.url.replace("http://", "redis://") + "/0"))
        started = time.monotonic()
        first = client.simulate_get("/v1/issuers")
        first_took = time.monotonic() - started
        assert first.status_code == 503 and first.json["error"] == "unavailable"
        assert first_took < 5 * STORE_TIMEOUT  # one socket timeout, not a hang
        started = time.monotonic()
        refused = [client.simulate_get("/v1/issuers").status_code for _ in range(20)]
        assert refused == [503] * 20  # fails closed: no request goes unbudgeted
        assert time.monotonic() - started < STORE_TIMEOUT  # the breaker answers at once: 20 refusals, no wait


def test_the_memory_store_forgets_addresses_whose_window_has_passed():
    store = WindowedMemoryStorage(sweep_every=0)
    store.incr("old", expiry=0)
    store.incr("current", expiry=60)
    store.incr("trigger", expiry=60)
    assert len(store) == 2 and store.get("old") == 0 and store.get("current") == 1


@pytest.mark.parametrize(
    "store, asked, calls_for_three",
    [
        ("memory", ("spend",), 1 + 1 + 1),  # one step under the store's lock, accepted or refused
        ("redis", ("get_sliding_window", "acquire_sliding_window_entry"), 2 + 2 + 1),  # windows, then the hit
    ],
)
def test_the_store_calls_a_request_costs(store, asked, calls_for_three, request, monkeypatch):
    url = "memory://" if store == "memory" else request.getfixturevalue("redis")
    limiter = redis_limiter("2/60", url)
    calls = []
    for name in asked:
        method = getattr(limiter.storage, name)
        monkeypatch.setattr(limiter.storage, name, lambda *args, _method=method: calls.append(args) or _method(*args))
    client = f"client-{uuid.uuid4()}"
    decisions = [limiter.hit(client) for _ in range(3)]
    assert [(d.allowed, d.remaining) for d in decisions] == [(True, 1), (True, 0), (False, 0)]
    assert all(1 <= d.reset_seconds <= 60 for d in decisions)
    assert len(calls) == calls_for_three
