"""CachedPrices over the real database: processes and restarts share the last good values."""

import datetime as dt

import freezegun
import pytest

from adapters.clock import SystemClock
from adapters.storage import db
from adapters.storage.price_cache import PeeweePriceCache
from ports.errors import StorageUnavailable
from services.prices import CachedPrices
from tests.fakes.feeds import FakeRatesFeed, FakeSpotFeed, FeedClock


def process(spot_feed, rates_feed, clock):
    return CachedPrices(spot_feed, rates_feed, PeeweePriceCache(), clock, 60, 21600)


def test_a_second_process_serves_what_the_first_fetched(database):
    clock, first_spot, first_rates = FeedClock(), FakeSpotFeed(2400.0), FakeRatesFeed()
    process(first_spot, first_rates, clock).spot()
    process(first_spot, first_rates, clock).rates()
    second_spot, second_rates = FakeSpotFeed(9999.0), FakeRatesFeed()
    clock.advance(30)
    second = process(second_spot, second_rates, clock)
    assert (second.spot().value.price_per_ounce, second.spot().fresh_for) == (2400.0, 30)
    assert second.rates().value.rates["GBP"] == 0.68
    assert (second_spot.calls, second_rates.calls) == (0, 0)


def test_after_a_restart_with_the_feed_down_the_stored_price_is_served_stale(database):
    clock = FeedClock()
    process(FakeSpotFeed(2400.0), FakeRatesFeed(), clock).spot()
    clock.advance(3600)
    dead = FakeSpotFeed()
    dead.failing = True
    served = process(dead, FakeRatesFeed(), clock).spot()
    assert (served.value.price_per_ounce, served.stale) == (2400.0, True)


def test_a_database_without_the_price_table_is_unavailable(tmp_path):
    opened = db.open_database(f"sqlite:///{tmp_path}/unmigrated.db", pool_size=1)
    db.bind(opened)
    try:
        with pytest.raises(StorageUnavailable, match="price cache"):
            PeeweePriceCache().load_spot()
    finally:
        db.release()
        opened.close_all()


def test_a_price_stored_by_a_process_an_hour_ahead_is_not_served_as_fresh_for_an_hour(database):
    """The real clock, frozen an hour ahead by freezegun for the first process, and the real cache."""
    now = dt.datetime.now(dt.timezone.utc)
    with freezegun.freeze_time(now + dt.timedelta(hours=1)):
        ahead = CachedPrices(FakeSpotFeed(2400.0, as_of=now), None, PeeweePriceCache(), SystemClock(), 60, 60)
        ahead.refresh_spot()
    with freezegun.freeze_time(now + dt.timedelta(seconds=70)):
        ours = FakeSpotFeed(2500.0, as_of=now + dt.timedelta(seconds=70))
        served = CachedPrices(ours, None, PeeweePriceCache(), SystemClock(), 60, 60).spot()
    assert (served.value.price_per_ounce, served.stale, ours.calls) == (2500.0, False, 1)
