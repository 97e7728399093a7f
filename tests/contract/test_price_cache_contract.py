"""One behaviour for every PriceCache: the in-memory fake and the Peewee adapter (SQLite, PostgreSQL)."""

import datetime as dt

import pytest

from adapters.storage.price_cache import PeeweePriceCache
from domain.prices import Fetched, RatesTable, SpotPrice
from tests.fakes.price_cache import InMemoryPriceCache

FETCHED_AT = dt.datetime(2024, 11, 29, 15, 4, 5, 123456, tzinfo=dt.timezone.utc)
AS_OF = dt.datetime(2024, 11, 29, 15, 3, 34, tzinfo=dt.timezone.utc)


def spot(price=2650.199951):
    return Fetched(SpotPrice.per_troy_ounce(price, AS_OF, "gold-api.com"), FETCHED_AT, as_of=AS_OF)


def rates(usd=1.0565):
    per_euro = {"USD": usd, "JPY": 158.36, "GBP": 0.83033}
    return Fetched(RatesTable.from_euro_rates(per_euro, dt.date(2024, 11, 29), "ecb"), FETCHED_AT)


class PriceCacheContract:
    def test_nothing_is_cached_at_first(self, cache):
        assert (cache.load_spot(), cache.load_rates()) == (None, None)

    def test_a_stored_spot_price_loads_back_with_its_fetch_time(self, cache):
        cache.store_spot(spot())
        loaded = cache.load_spot()
        assert loaded == spot()
        assert loaded.fetched_at.utcoffset() == dt.timedelta(0)
        assert loaded.value.as_of.utcoffset() == dt.timedelta(0)

    def test_a_stored_rates_table_loads_back_with_its_date(self, cache):
        cache.store_rates(rates())
        assert cache.load_rates() == rates()

    def test_an_empty_rates_table_loads_back_empty(self, cache):
        cache.store_rates(Fetched(RatesTable.empty(), FETCHED_AT))
        assert cache.load_rates().value == RatesTable.empty()

    def test_storing_again_replaces_the_last_value(self, cache):
        cache.store_spot(spot(2600.0))
        later = Fetched(spot(2700.0).value, FETCHED_AT + dt.timedelta(minutes=1), as_of=AS_OF)
        cache.store_spot(later)
        assert cache.load_spot() == later

    def test_spot_and_rates_are_kept_apart(self, cache):
        cache.store_spot(spot())
        assert cache.load_rates() is None
        cache.store_rates(rates())
        assert cache.load_spot() == spot()

    def test_a_fetch_time_in_another_zone_is_the_same_moment(self, cache):
        paris = FETCHED_AT.astimezone(dt.timezone(dt.timedelta(hours=1)))
        cache.store_spot(Fetched(spot().value, paris, as_of=AS_OF))
        assert cache.load_spot().fetched_at == FETCHED_AT


class TestInMemoryPriceCache(PriceCacheContract):
    @pytest.fixture
    def cache(self):
        return InMemoryPriceCache()


class TestPeeweePriceCache(PriceCacheContract):
    @pytest.fixture
    def cache(self, database):
        return PeeweePriceCache()

    def test_another_process_sees_what_one_stored(self, cache):
        cache.store_rates(rates())
        assert PeeweePriceCache().load_rates() == rates()
