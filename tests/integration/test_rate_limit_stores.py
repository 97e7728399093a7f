"""The public budget on the real stores: shared across app instances on Redis, a 503 when Redis is gone."""

import ipaddress
import time
import uuid

import pytest

from adapters.ratelimit.limiter import STORE_TIMEOUT, LimitsRateLimiter, open_storage, parse_budget, wall_clock
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from tests.conftest import MID_WINDOW, redis_url
from tests.support.chain import SilentServer


def redis_limiter(budget, url, clock=wall_clock):
    return LimitsRateLimiter(parse_budget(budget), open_storage(url), clock)


@pytest.fixture
def redis():
    url = redis_url()
    if not url:
        pytest.skip("GOLDCOINS_TEST_REDIS_URL is not set")
    return url


def test_two_app_instances_on_redis_share_one_budget(make_client, redis):
    address = str(ipaddress.IPv6Address(uuid.uuid4().int))  # one no earlier run on this Redis has spent from
    first = make_client(limiter=redis_limiter("3/60", redis, lambda: MID_WINDOW))
    second = make_client(limiter=redis_limiter("3/60", redis, lambda: MID_WINDOW))
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


@pytest.mark.parametrize("store", ["memory", "redis"])
def test_windows_start_on_the_clock_and_one_store_call_spends_a_request(store, request, monkeypatch):
    now = [1_800_000_045.2]  # 45.2 s into a minute-aligned window
    limiter = redis_limiter(
        "2/60", "memory://" if store == "memory" else request.getfixturevalue("redis"), clock=lambda: now[0]
    )
    calls = []
    incr = limiter.storage.incr
    monkeypatch.setattr(limiter.storage, "incr", lambda *args: calls.append(args) or incr(*args))
    client = f"client-{uuid.uuid4()}"
    first, second, third = limiter.hit(client), limiter.hit(client), limiter.hit(client)
    assert [(d.allowed, d.remaining, d.reset_seconds) for d in (first, second, third)] == [
        (True, 1, 15),
        (True, 0, 15),
        (False, 0, 15),
    ]
    assert len(calls) == 3  # one store call per request
    now[0] = 1_800_000_060.0  # the next window: a fresh budget, a full minute to its reset
    assert (limiter.hit(client).remaining, limiter.hit(client).reset_seconds) == (1, 60)
