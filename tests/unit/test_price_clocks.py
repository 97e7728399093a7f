"""Processes whose clocks disagree share one price cache: a moment from our future never makes a price fresh.

Each CachedPrices is one process, its clock injected: one an hour ahead, or one whose clock steps back.
"""

import datetime as dt

import pytest

from ports.errors import FeedUnavailable
from services.prices import CachedPrices
from tests.fakes.feeds import MOMENT, FakeRatesFeed, FakeSpotFeed, FeedClock
from tests.fakes.price_cache import InMemoryPriceCache

HOUR = 3600
SPOT_WINDOW, RATES_WINDOW = 60, 6 * 3600


def process(cache, clock, spot_feed=None, rates_feed=None):
    return CachedPrices(spot_feed or FakeSpotFeed(), rates_feed or FakeRatesFeed(), cache, clock, 60, RATES_WINDOW)


@pytest.fixture
def cache():
    return InMemoryPriceCache()


def test_a_price_refreshed_on_a_host_an_hour_ahead_is_as_fresh_as_the_feed_says_not_for_an_hour(cache):
    process(cache, FeedClock(MOMENT + dt.timedelta(hours=1))).refresh_spot()  # `prices refresh` from cron there
    ours, clock = FakeSpotFeed(2500.0), FeedClock()
    serving = process(cache, clock, spot_feed=ours)
    served = serving.spot()
    assert (served.value.price_per_ounce, served.stale, served.fresh_for, ours.calls) == (2400.0, False, 60, 0)
    clock.advance(SPOT_WINDOW)
    assert (serving.spot().value.price_per_ounce, ours.calls) == (2500.0, 1)


def test_rates_stored_by_a_process_an_hour_ahead_are_fetched_again_at_once(cache):
    process(cache, FeedClock(MOMENT + dt.timedelta(hours=1))).rates()
    ours = FakeRatesFeed(per_euro={"USD": 1.0, "GBP": 0.5})
    served = process(cache, FeedClock(), rates_feed=ours).rates()
    assert (served.value.rates["GBP"], served.stale, ours.calls) == (0.5, False, 1)


def test_a_process_an_hour_ahead_and_one_on_time_each_fetch_at_most_once_a_window(cache):
    ahead_clock, our_clock = FeedClock(MOMENT + dt.timedelta(hours=1)), FeedClock()
    ahead_feed, our_feed = FakeSpotFeed(), FakeSpotFeed()
    ahead, ours = process(cache, ahead_clock, ahead_feed), process(cache, our_clock, our_feed)
    for _ in range(10 * 6):  # ten windows, both serving every ten seconds, the feed's moment the true one
        # staleness counts from the feed's moment: by a clock an hour ahead, every price is an hour old
        assert ahead.spot().stale and not ours.spot().stale
        for clock in (ahead_clock, our_clock):
            clock.advance(10)
        for feed in (ahead_feed, our_feed):
            feed.as_of += dt.timedelta(seconds=10)
    assert ahead_feed.calls <= 11 and our_feed.calls <= 11


def test_after_the_clock_steps_back_an_hour_the_held_price_is_stale_and_fetched_once(cache):
    clock, feed = FeedClock(), FakeSpotFeed(2400.0)
    prices = process(cache, clock, feed)
    prices.spot()
    clock.advance(-HOUR)
    feed.price_per_ounce, feed.as_of = 2500.0, MOMENT + dt.timedelta(seconds=1)  # the feed's clock did not step
    served = prices.spot()
    assert (served.value.price_per_ounce, served.stale, served.fresh_for, feed.calls) == (2500.0, False, 60, 2)
    clock.advance(30)
    assert (prices.spot().fresh_for, feed.calls) == (30, 2)  # the row stamped before the step does not win


def test_after_the_clock_steps_back_a_failed_fetch_pauses_the_feed_for_the_pause_not_an_hour(cache):
    clock, feed = FeedClock(), FakeSpotFeed()
    prices = process(cache, clock, feed)
    feed.failing = True
    with pytest.raises(FeedUnavailable):
        prices.spot()
    clock.advance(-HOUR)
    feed.failing = False
    assert (prices.spot().stale, feed.calls) == (False, 2)
