"""GET /v1/spot and /v1/rates (and their unprefixed aliases) over create_app with fake feeds."""

import pytest

from tests.fakes.feeds import FakeRatesFeed, FakeSpotFeed, FeedClock
from tests.fakes.price_cache import InMemoryPriceCache


class Prices:
    def __init__(self, make_client) -> None:
        self.spot_feed, self.rates_feed, self.clock = FakeSpotFeed(2400.0), FakeRatesFeed(), FeedClock()
        self.client = make_client(
            spot_feed=self.spot_feed, rates_feed=self.rates_feed, price_cache=InMemoryPriceCache(), clock=self.clock
        )


@pytest.fixture
def world(make_client):
    return Prices(make_client)


@pytest.mark.parametrize("path", ["/v1/spot", "/spot"])
def test_spot_is_gold_in_dollars_per_ounce_and_per_gram(world, path):
    response = world.client.simulate_get(path)
    assert response.status_code == 200
    assert response.json == {
        "metal": "XAU",
        "currency": "USD",
        "pricePerOunce": 2400.0,
        "pricePerGram": 77.1618,  # 2400 / 31.1034768 = 77.161792…
        "asOf": "2024-11-29T15:00:00Z",
        "source": "fake-spot",
        "stale": False,
    }
    assert response.headers["Cache-Control"] == "public, max-age=60"


def test_the_spot_cache_lifetime_counts_down_with_its_freshness(world):
    world.client.simulate_get("/v1/spot")
    world.clock.advance(25)
    assert world.client.simulate_get("/v1/spot").headers["Cache-Control"] == "public, max-age=35"


def test_past_its_window_with_the_feed_down_the_spot_is_served_stale(world):
    world.client.simulate_get("/v1/spot")
    world.clock.advance(300)
    world.spot_feed.failing = True
    response = world.client.simulate_get("/v1/spot")
    assert response.status_code == 200
    assert (response.json["pricePerOunce"], response.json["stale"]) == (2400.0, True)
    assert response.headers["Cache-Control"] == "public, max-age=0"


def test_spot_is_unavailable_when_the_feed_is_down_and_nothing_is_cached(world):
    world.spot_feed.failing = True
    response = world.client.simulate_get("/v1/spot", headers={"Accept": "text/html"})
    assert response.status_code == 503
    assert response.json["error"] == "unavailable"


def test_spot_is_unavailable_when_no_prices_are_wired(make_client):
    response = make_client().simulate_get("/v1/spot")
    assert (response.status_code, response.json["error"]) == (503, "unavailable")


@pytest.mark.parametrize("path", ["/v1/rates", "/rates"])
def test_rates_are_units_of_each_currency_per_dollar(world, path):
    response = world.client.simulate_get(path)
    assert response.status_code == 200
    assert response.json == {
        "base": "USD",
        "rates": {"EUR": 0.8, "GBP": 0.68, "JPY": 128.0, "USD": 1.0},
        "date": "2024-11-29",
        "source": "fake-rates",
    }
    assert response.headers["Cache-Control"] == "public, max-age=21600"


def test_rates_are_an_empty_dollar_table_when_none_is_available(world):
    world.rates_feed.failing = True
    response = world.client.simulate_get("/v1/rates")
    assert response.status_code == 200
    assert response.json == {"base": "USD", "rates": {}, "date": None, "source": "none"}
    assert response.headers["Cache-Control"] == "public, max-age=0"


def test_rates_are_an_empty_dollar_table_when_no_prices_are_wired(make_client):
    response = make_client().simulate_get("/rates")
    assert response.status_code == 200
    assert response.json == {"base": "USD", "rates": {}, "date": None, "source": "none"}
