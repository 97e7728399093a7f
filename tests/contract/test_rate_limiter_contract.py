"""One behaviour for every RateLimiter (ports/ratelimit.py): the in-memory fake, and the limits-based adapter
over its in-process store and, with the `redis` mark, over the Redis named by GOLDCOINS_TEST_REDIS_URL."""

import uuid

import pytest

from adapters.ratelimit.limiter import LimitsRateLimiter, open_storage
from ports.errors import RateLimitStoreUnavailable
from ports.ratelimit import Budget
from tests.conftest import MID_WINDOW, redis_url
from tests.fakes.ratelimit import FakeRateLimiter


class HeldClock:
    """Seconds since the epoch, moved only by the test."""

    def __init__(self) -> None:
        self.now = MID_WINDOW

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture(params=["fake", "memory", pytest.param("redis", marks=pytest.mark.redis)])
def subject(request):
    """(make a limiter for a budget, the clock they all read)."""
    clock = HeldClock()
    if request.param == "fake":
        return (lambda budget: FakeRateLimiter(budget, clock)), clock
    uri = "memory://" if request.param == "memory" else redis_url()
    if uri is None:
        pytest.skip("GOLDCOINS_TEST_REDIS_URL is not set")
    return (lambda budget: LimitsRateLimiter(budget, open_storage(uri), clock)), clock


@pytest.fixture
def client():
    return f"client-{uuid.uuid4()}"  # one no earlier run on a shared Redis has spent from


def test_a_client_spends_its_budget_then_is_refused(subject, client):
    make, _ = subject
    limiter = make(Budget(3, 60))
    decisions = [limiter.hit(client) for _ in range(5)]
    assert [(d.allowed, d.remaining) for d in decisions] == [(True, 2), (True, 1), (True, 0), (False, 0), (False, 0)]
    assert limiter.budget == Budget(3, 60)


def test_each_client_has_its_own_budget(subject, client):
    make, _ = subject
    limiter = make(Budget(1, 60))
    assert limiter.hit(client).allowed and not limiter.hit(client).allowed
    assert limiter.hit(f"{client}-other").allowed


def test_the_reset_counts_down_within_the_window_and_then_the_budget_is_whole_again(subject, client):
    make, clock = subject
    limiter = make(Budget(2, 60))
    first = limiter.hit(client)
    assert 1 <= first.reset_seconds <= 60
    clock.advance(first.reset_seconds - 1)
    second = limiter.hit(client)
    assert (second.remaining, second.reset_seconds) == (0, 1)
    assert not limiter.hit(client).allowed
    clock.advance(1)
    renewed = limiter.hit(client)
    assert (renewed.allowed, renewed.remaining) == (True, 1)
    assert 1 <= renewed.reset_seconds <= 60


def test_peeking_spends_nothing_and_says_whether_one_more_hit_would_pass(subject, client):
    make, _ = subject
    limiter = make(Budget(2, 60))
    assert [(d.allowed, d.remaining) for d in (limiter.peek(client), limiter.peek(client))] == [(True, 2), (True, 2)]
    limiter.hit(client)
    assert (limiter.peek(client).allowed, limiter.peek(client).remaining) == (True, 1)
    limiter.hit(client)
    refused = limiter.peek(client)
    assert (refused.allowed, refused.remaining) == (False, 0)
    assert 1 <= refused.reset_seconds <= 60


@pytest.mark.parametrize("kind", ["memory", pytest.param("redis", marks=pytest.mark.redis)])
def test_a_scoped_budget_counts_apart_from_the_public_one_in_the_same_store(kind, client):
    uri = "memory://" if kind == "memory" else redis_url()
    if uri is None:
        pytest.skip("GOLDCOINS_TEST_REDIS_URL is not set")
    storage, clock = open_storage(uri), HeldClock()
    public = LimitsRateLimiter(Budget(2, 60), storage, clock)
    failures = LimitsRateLimiter(Budget(2, 60), storage, clock, scope="sign-in")
    public.hit(client), public.hit(client)
    assert not public.peek(client).allowed
    assert failures.peek(client).allowed and failures.hit(client).remaining == 1


@pytest.fixture(params=["fake", "unreachable redis"])
def broken(request, free_port):
    budget = Budget(600, 60)
    if request.param == "fake":
        limiter = FakeRateLimiter(budget, HeldClock())
        limiter.down = True
        return limiter
    return LimitsRateLimiter(budget, open_storage(f"redis://127.0.0.1:{free_port}/0", timeout=0.3), HeldClock())


@pytest.mark.timeout(30)
def test_a_store_that_cannot_count_is_rate_limit_store_unavailable(broken, client):
    with pytest.raises(RateLimitStoreUnavailable):
        broken.hit(client)
    with pytest.raises(RateLimitStoreUnavailable):
        broken.peek(client)
