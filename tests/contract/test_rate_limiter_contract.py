"""One behaviour for every RateLimiter (ports/ratelimit.py): the in-memory fake, and the limits-based adapter
over its in-process store and, with the `redis` mark, over the Redis named by GOLDCOINS_TEST_REDIS_URL.

The fake and the memory store run on a clock the test holds; Redis runs on its own clock, which no test can
move, so the tests that move time run on the first two, and Redis's are below with real time and a deadline.
"""

import datetime as dt
import time
import uuid

import freezegun
import pytest

from adapters.ratelimit.limiter import LimitsRateLimiter, open_storage
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from ports.errors import RateLimitStoreUnavailable
from ports.ratelimit import Budget
from tests.conftest import MID_WINDOW, redis_url
from tests.fakes.ratelimit import FakeRateLimiter

DEADLINE_SECONDS = 10


class HeldClock:
    """Seconds since the epoch, moved only by the test."""

    def __init__(self) -> None:
        self.now = MID_WINDOW

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def moment(seconds: float) -> dt.datetime:
    return dt.datetime.fromtimestamp(seconds, dt.timezone.utc)


def required_redis() -> str:
    url = redis_url()
    if url is None:
        pytest.skip("GOLDCOINS_TEST_REDIS_URL is not set")
    return url


def maker(kind: str, clock: HeldClock):
    """A function making a limiter of `kind` for a budget; every limiter it makes shares one store."""
    if kind == "fake":
        return lambda budget: FakeRateLimiter(budget, clock)
    storage = WindowedMemoryStorage(clock=clock) if kind == "memory" else open_storage(required_redis())
    return lambda budget: LimitsRateLimiter(budget, storage)


@pytest.fixture(params=["fake", "memory", pytest.param("redis", marks=pytest.mark.redis)])
def subject(request):
    """(make a limiter for a budget, the clock they all read: Redis's own for redis, which the test cannot move)."""
    clock = HeldClock()
    return maker(request.param, clock), clock


@pytest.fixture(params=["fake", "memory"])
def held(request):
    """Like `subject`, for the stores whose clock the test holds."""
    clock = HeldClock()
    return maker(request.param, clock), clock


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


def test_after_a_refusal_the_budget_comes_back_by_the_reset_it_announced(held, client):
    make, clock = held
    limiter = make(Budget(2, 60))
    limiter.hit(client), limiter.hit(client)
    clock.advance(30)
    refused = limiter.hit(client)
    assert not refused.allowed and 1 <= refused.reset_seconds <= 60
    clock.advance(refused.reset_seconds - 1)
    assert not limiter.peek(client).allowed
    clock.advance(1)
    assert limiter.hit(client).allowed


def test_a_budget_spent_just_before_the_window_rolls_comes_back_at_its_rate_not_all_at_once(held, client):
    make, clock = held
    limiter = make(Budget(60, 60))
    clock.advance(29.5)  # half a second before a minute-aligned window ends
    assert all(limiter.hit(client).allowed for _ in range(60))
    clock.advance(1)  # into the next window: a fixed window would give 60 more here
    assert sum(limiter.hit(client).allowed for _ in range(60)) <= 1
    clock.advance(29)
    accepted = sum(limiter.hit(client).allowed for _ in range(60))
    assert 25 <= accepted <= 31  # half a window later, about half the budget


@pytest.mark.redis
def test_on_redis_the_budget_comes_back_within_the_reset_it_announced(client):
    limiter = LimitsRateLimiter(Budget(2, 1), open_storage(required_redis()))
    refused = limiter.hit(client)
    while refused.allowed:  # two at once, then refused (unless Redis's window moved meanwhile: spend again)
        refused = limiter.hit(client)
    assert refused.reset_seconds == 1
    deadline = time.monotonic() + refused.reset_seconds + DEADLINE_SECONDS
    while not limiter.peek(client).allowed:
        assert time.monotonic() < deadline, "the budget never came back"
    assert limiter.hit(client).allowed


@pytest.mark.parametrize("kind", ["memory", pytest.param("redis", marks=pytest.mark.redis)])
@pytest.mark.parametrize("skew", [0.5, 1.0, 3600.0], ids=["across a window boundary", "a second", "an hour"])
def test_two_limiters_whose_process_clocks_differ_share_one_budget(kind, skew, client):
    """The process clock (freezegun) of each limiter: half a second before a minute-aligned window ends, and
    `skew` later; the budget is counted by the store's one clock, so the second gets nothing more."""
    make = maker(kind, HeldClock())
    first, second = make(Budget(5, 60)), make(Budget(5, 60))
    with freezegun.freeze_time(moment(MID_WINDOW + 29.5)):
        assert [first.hit(client).allowed for _ in range(5)] == [True] * 5
    with freezegun.freeze_time(moment(MID_WINDOW + 29.5 + skew)):
        assert [second.hit(client).allowed for _ in range(5)] == [False] * 5


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
    storage = WindowedMemoryStorage(clock=HeldClock()) if kind == "memory" else open_storage(required_redis())
    public = LimitsRateLimiter(Budget(2, 60), storage)
    failures = LimitsRateLimiter(Budget(2, 60), storage, scope="sign-in")
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
    return LimitsRateLimiter(budget, open_storage(f"redis://127.0.0.1:{free_port}/0", timeout=0.3))


@pytest.mark.timeout(30)
def test_a_store_that_cannot_count_is_rate_limit_store_unavailable(broken, client):
    with pytest.raises(RateLimitStoreUnavailable):
        broken.hit(client)
    with pytest.raises(RateLimitStoreUnavailable):
        broken.peek(client)
