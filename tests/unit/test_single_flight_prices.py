"""Many threads, one fetch: a refresh past the window happens once while the others are served."""

import threading

import pytest

from ports.errors import FeedUnavailable
from services.prices import CachedPrices
from tests.fakes.feeds import FakeRatesFeed, FakeSpotFeed, FeedClock
from tests.fakes.price_cache import InMemoryPriceCache

THREADS = 16
DEADLINE_SECONDS = 10


class Requests:
    """THREADS concurrent callers of one function; each outcome lands in `results` as it completes."""

    def __init__(self, call) -> None:
        self.results = []
        self._landed = threading.Condition()
        self._start = threading.Barrier(THREADS)
        self._threads = [threading.Thread(target=self._run, args=(call,), daemon=True) for _ in range(THREADS)]

    def _run(self, call) -> None:
        self._start.wait(DEADLINE_SECONDS)
        outcome = call()
        with self._landed:
            self.results.append(outcome)
            self._landed.notify_all()

    def start(self) -> None:
        for thread in self._threads:
            thread.start()

    def wait_until(self, finished: int) -> None:
        with self._landed:
            assert self._landed.wait_for(lambda: len(self.results) >= finished, DEADLINE_SECONDS), (
                f"only {len(self.results)} of {finished} callers were answered in time"
            )

    def join(self) -> None:
        for thread in self._threads:
            thread.join(DEADLINE_SECONDS)
        assert len(self.results) == THREADS


@pytest.fixture
def spot_feed():
    return FakeSpotFeed(price_per_ounce=2400.0)


@pytest.fixture
def clock():
    return FeedClock()


@pytest.fixture
def prices(spot_feed, clock):
    return CachedPrices(spot_feed, FakeRatesFeed(), InMemoryPriceCache(), clock, 60, 21600)


def test_past_the_window_one_thread_refreshes_while_the_others_get_the_stale_price(prices, spot_feed, clock):
    prices.spot()
    clock.advance(61)
    spot_feed.price_per_ounce, spot_feed.gated = 2500.0, True
    callers = Requests(prices.spot)
    callers.start()
    callers.wait_until(THREADS - 1)  # everyone but the refreshing thread, while its fetch is held
    assert [(served.value.price_per_ounce, served.stale) for served in callers.results] == [(2400.0, True)] * (
        THREADS - 1
    )
    spot_feed.gate.set()
    callers.join()
    assert callers.results[-1].value.price_per_ounce == 2500.0
    assert spot_feed.calls == 2


def test_with_nothing_cached_one_thread_fetches_and_the_others_are_answered_at_once(prices, spot_feed):
    def spot_or_unavailable():
        try:
            return prices.spot().value.price_per_ounce
        except FeedUnavailable:
            return "unavailable"

    spot_feed.gated = True
    callers = Requests(spot_or_unavailable)
    callers.start()
    callers.wait_until(THREADS - 1)  # answered while the one fetch is still held: nobody queues behind it
    assert callers.results == ["unavailable"] * (THREADS - 1)
    spot_feed.gate.set()
    callers.join()
    assert callers.results[-1] == 2400.0 and spot_feed.calls == 1
    assert prices.spot().value.price_per_ounce == 2400.0
