"""The in-process store answers a request's budget in one step (`spend`); Redis, through limits, in two (the
windows' stats, then the hit). A client must not be able to tell them apart: the same acceptances, the same
`RateLimit-Remaining` and `RateLimit-Reset`, through bursts, idle spells and window edges."""

import random

import freezegun

from adapters.ratelimit.limiter import LimitsRateLimiter
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from ports.ratelimit import Budget
from tests.conftest import MID_WINDOW


class Clock:
    def __init__(self) -> None:
        self.now = MID_WINDOW

    def __call__(self) -> float:
        return self.now


class TwoStepStore(WindowedMemoryStorage):
    """The same store without its one-step answer: the limiter asks it as it asks Redis."""

    spend = None


def decisions(storage_class, budget: Budget, steps: list[float]) -> list[tuple[bool, int, int]]:
    """The answers to a request after each wait. The limiter reads the reset as a distance on the process's clock
    (limits reckons it as a moment): held still, so no microsecond passing between two reads moves a reset by a
    second across a whole number."""
    clock = Clock()
    limiter = LimitsRateLimiter(budget, storage_class(clock=clock))
    seen = []
    for wait in steps:
        clock.now += wait
        decision = limiter.hit("198.51.100.7")
        seen.append((decision.allowed, decision.remaining, decision.reset_seconds))
    return seen


def test_one_step_and_two_steps_give_every_request_the_same_answer():
    shuffled = random.Random(42)
    # bursts (no time between requests), steady trickles and idle spells longer than a window
    steps = [shuffled.choice((0.0, 0.0, 0.05, 0.4, 1.3, 7.0, 25.0)) for _ in range(600)]
    for budget in (Budget(5, 10), Budget(10, 60), Budget(1, 1)):
        with freezegun.freeze_time("2027-01-15 10:00:00"):
            one_step = decisions(WindowedMemoryStorage, budget, steps)
            assert one_step == decisions(TwoStepStore, budget, steps)
        answers = {allowed for allowed, _, _ in one_step}
        assert answers == {True, False}, "the sequence must reach the budget and come back"


def test_a_refused_request_spends_nothing():
    clock = Clock()
    limiter = LimitsRateLimiter(Budget(2, 60), WindowedMemoryStorage(clock=clock))
    assert [limiter.hit("a").allowed for _ in range(5)] == [True, True, False, False, False]
    clock.now += 120  # two windows on: what the refusals did not spend is not owed
    assert limiter.hit("a").remaining == 1
