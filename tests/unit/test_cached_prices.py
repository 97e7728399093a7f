"""CachedPrices over fake feeds, an in-memory cache and a hand-moved clock."""

import datetime as dt
import logging

import pytest

from domain.prices import Fetched, SpotPrice
from ports.errors import FeedUnavailable, NotConfigured
from services.prices import RETRY_PAUSE, CachedPrices
from tests.fakes.feeds import MOMENT, FakeRatesFeed, FakeSpotFeed, FeedClock
from tests.fakes.price_cache import InMemoryPriceCache

SPOT_WINDOW, RATES_WINDOW = 60, 6 * 3600


@pytest.fixture
def spot_feed():
    return FakeSpotFeed(price_per_ounce=2400.0)


@pytest.fixture
def rates_feed():
    return FakeRatesFeed()


@pytest.fixture
def cache():
    return InMemoryPriceCache()


@pytest.fixture
def clock():
    return FeedClock()


@pytest.fixture
def prices(spot_feed, rates_feed, cache, clock):
    return CachedPrices(spot_feed, rates_feed, cache, clock, SPOT_WINDOW, RATES_WINDOW)


def test_the_first_request_fetches_and_stores_the_price(prices, spot_feed, cache):
    served = prices.spot()
    assert (served.value.price_per_ounce, served.stale, served.fresh_for) == (2400.0, False, 60)
    assert spot_feed.calls == 1
    assert cache.rows["spot"] == Fetched(served.value, MOMENT, as_of=MOMENT)


def test_within_its_window_the_price_is_served_without_fetching(prices, spot_feed, clock):
    prices.spot()
    clock.advance(45)
    served = prices.spot()
    assert (spot_feed.calls, served.stale, served.fresh_for) == (1, False, 15)


def test_past_its_window_the_price_is_fetched_once_more(prices, spot_feed, clock):
    prices.spot()
    clock.advance(60)
    spot_feed.price_per_ounce = 2500.0
    assert prices.spot().value.price_per_ounce == 2500.0
    assert prices.spot().fresh_for == 60
    assert spot_feed.calls == 2


def test_a_failing_feed_past_the_window_serves_the_cached_price_as_stale(prices, spot_feed, clock, caplog):
    prices.spot()
    clock.advance(61)
    spot_feed.failing = True
    with caplog.at_level(logging.WARNING, logger="goldcoins.feeds"):
        served = prices.spot()
    assert (served.value.price_per_ounce, served.stale, served.fresh_for) == (2400.0, True, 0)
    assert "spot feed failed" in caplog.text


def test_a_failing_feed_with_nothing_cached_is_unavailable(prices, spot_feed):
    spot_feed.failing = True
    with pytest.raises(FeedUnavailable):
        prices.spot()


def test_after_a_failure_the_feed_is_left_alone_for_a_pause(prices, spot_feed, clock):
    spot_feed.failing = True
    for _ in range(3):
        with pytest.raises(FeedUnavailable):
            prices.spot()
    assert spot_feed.calls == 1
    clock.advance(RETRY_PAUSE.total_seconds())
    spot_feed.failing = False
    assert prices.spot().stale is False
    assert spot_feed.calls == 2


def test_a_price_another_process_stored_is_served_without_fetching(prices, spot_feed, cache, clock):
    stored = SpotPrice.per_troy_ounce(2450.0, MOMENT, "other process")
    cache.store_spot(Fetched(stored, MOMENT - dt.timedelta(seconds=20)))
    served = prices.spot()
    assert (served.value, served.fresh_for, spot_feed.calls) == (stored, 40, 0)


def test_without_a_spot_feed_a_stored_price_is_still_served(cache, clock):
    cache.store_spot(Fetched(SpotPrice.per_troy_ounce(2450.0, MOMENT, "cron"), MOMENT))
    prices = CachedPrices(None, None, cache, clock, SPOT_WINDOW, RATES_WINDOW)
    clock.advance(120)
    assert prices.spot().stale is True


def test_without_a_spot_feed_or_a_stored_price_the_spot_is_not_configured(cache, clock):
    with pytest.raises(NotConfigured):
        CachedPrices(None, None, cache, clock, SPOT_WINDOW, RATES_WINDOW).spot()


def test_a_cache_outage_still_serves_what_the_feed_gave(prices, spot_feed, cache, clock):
    cache.down = True
    assert prices.spot().value.price_per_ounce == 2400.0
    clock.advance(30)
    assert prices.spot().fresh_for == 30
    assert spot_feed.calls == 1


def test_rates_are_cached_for_their_own_window(prices, rates_feed, clock):
    assert prices.rates().value.rates["GBP"] == 0.68
    clock.advance(RATES_WINDOW - 1)
    assert prices.rates().fresh_for == 1
    assert rates_feed.calls == 1


def test_without_any_rates_the_table_is_empty(prices, rates_feed):
    rates_feed.failing = True
    served = prices.rates()
    assert (served.value.base, served.value.rates, served.value.date) == ("USD", {}, None)
    assert served.fresh_for == 0


def test_a_refresh_fetches_and_stores_even_within_the_window(prices, spot_feed, rates_feed, cache):
    prices.spot()
    assert prices.refresh_spot().value.price_per_ounce == 2400.0
    assert prices.refresh_rates().value.date == MOMENT.date()
    assert (spot_feed.calls, rates_feed.calls, cache.stores) == (2, 1, 3)


def test_a_refresh_reports_a_failing_feed(prices, spot_feed):
    spot_feed.failing = True
    with pytest.raises(FeedUnavailable):
        prices.refresh_spot()
