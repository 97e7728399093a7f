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
    # what to wait for: the feed is asked again after its pause, which Retry-After counts down
    assert response.headers["Retry-After"] == "30"
    assert response.json["hint"].startswith("Retry in 30 s (Retry-After), when the feed is asked again.")
    assert "GOLDCOINS_SPOT_PROVIDER=static" in response.json["hint"]
    world.clock.advance(12)
    again = world.client.simulate_get("/v1/spot")
    assert (again.headers["Retry-After"], again.json["hint"][:13]) == ("18", "Retry in 18 s")


def test_spot_is_unavailable_when_no_prices_are_wired(make_client):
    response = make_client().simulate_get("/v1/spot")
    assert (response.status_code, response.json["error"]) == (503, "unavailable")
    # what to configure, not "retry later": a retry never helps until the operator sets a provider
    assert "Set GOLDCOINS_SPOT_PROVIDER" in response.json["hint"]
    assert "GOLDCOINS_SPOT_STATIC_PRICE" in response.json["hint"]
    assert "retry" not in response.json["hint"].lower()
    assert response.headers["Retry-After"] == "3600"


def test_a_price_the_feed_set_long_ago_is_stale_however_fresh_the_fetch(make_client):
    import datetime as dt

    clock = FeedClock()
    two_years_ago = clock.now() - dt.timedelta(days=730)
    client = make_client(spot_feed=FakeSpotFeed(2650.199951, as_of=two_years_ago), clock=clock)
    response = client.simulate_get("/v1/spot")
    assert response.json["stale"] is True
    # the feed's float read as the dollars and cents it quotes
    assert (response.json["pricePerOunce"], response.json["pricePerGram"]) == (2650.2, 85.2059)
    # it is still fetched again only when its window ends
    assert response.headers["Cache-Control"] == "public, max-age=60"


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


def test_rates_are_an_empty_dollar_table_naming_the_feed_when_it_is_down(world):
    world.rates_feed.failing = True
    response = world.client.simulate_get("/v1/rates")
    assert response.status_code == 200
    # the configured provider (GOLDCOINS_RATES_PROVIDER, ecb by default) did not answer: the table says whose it is
    assert response.json == {"base": "USD", "rates": {}, "date": None, "source": "ecb"}
    assert response.headers["Cache-Control"] == "public, max-age=0"


def test_rates_are_an_empty_dollar_table_when_no_prices_are_wired(make_client):
    response = make_client().simulate_get("/rates")
    assert response.status_code == 200
    assert response.json == {"base": "USD", "rates": {}, "date": None, "source": "none"}


def test_the_static_rates_provider_serves_the_bundled_ecb_file_with_its_real_date(make_client):
    from config import registry
    from tests.conftest import make_settings

    settings = make_settings(rates_provider="static", spot_provider="static", spot_static_price=2400.0)
    feeds = {role: registry.build(role, settings) for role in ("spot_feed", "rates_feed")}
    client = make_client(settings, **feeds)
    table = client.simulate_get("/v1/rates").json
    assert (table["date"], table["source"]) == ("2024-11-29", "ecb (static file)")
    # the ECB's 29 November 2024 rates (USD 1.0565, GBP 0.83033 per euro), re-based on the dollar
    assert (table["rates"]["USD"], table["rates"]["EUR"], table["rates"]["GBP"]) == (1.0, 0.946522, 0.785925)
    assert client.simulate_get("/v1/spot").json["pricePerOunce"] == 2400.0


@pytest.mark.parametrize("path", ["/v1/spot", "/v1/rates"])
def test_a_client_revalidates_a_feed_answer_and_gets_a_304_until_the_feed_moves(world, path):
    first = world.client.simulate_get(path)
    etag, modified = first.headers["ETag"], first.headers["Last-Modified"]
    assert etag.startswith('"') and modified.endswith(" GMT")
    held = world.client.simulate_get(path, headers={"If-None-Match": etag})
    assert held.status_code == 304 and held.content == b"" and held.headers["ETag"] == etag
    assert held.headers["RateLimit-Remaining"] == first.headers["RateLimit-Remaining"]  # free, as 304s are
    dated = world.client.simulate_get(path, headers={"If-Modified-Since": modified})
    assert dated.status_code == 304
    world.spot_feed.price_per_ounce, world.rates_feed.per_euro = 2500.0, {"USD": 1.10, "GBP": 0.80}
    world.spot_feed.as_of = world.spot_feed.as_of.replace(hour=16)
    world.rates_feed.date = world.rates_feed.date.replace(day=world.rates_feed.date.day + 1)
    world.clock.advance(2 * 86400)  # past both windows: the feeds are asked again
    moved = world.client.simulate_get(path, headers={"If-None-Match": etag})
    assert moved.status_code == 200 and moved.headers["ETag"] != etag
    assert world.client.simulate_get(path, headers={"If-Modified-Since": modified}).status_code == 200


def test_the_spot_is_last_modified_at_its_moment_and_the_rates_at_their_reference_date(world):
    assert world.client.simulate_get("/v1/spot").headers["Last-Modified"] == "Fri, 29 Nov 2024 15:00:00 GMT"
    assert world.client.simulate_get("/v1/rates").headers["Last-Modified"] == "Fri, 29 Nov 2024 00:00:00 GMT"


def test_a_gzipped_rates_answer_is_revalidated_by_its_tag_with_or_without_gzip(world):
    zipped = world.client.simulate_get("/v1/rates", headers={"Accept-Encoding": "gzip"})
    tag = zipped.headers["ETag"]
    for coding in ("gzip", "identity"):
        again = world.client.simulate_get("/v1/rates", headers={"If-None-Match": tag, "Accept-Encoding": coding})
        assert again.status_code == 304


@pytest.mark.parametrize("value", ["", "yesterday", "Fri, 32 Nov 2024 00:00:00 GMT"])
def test_an_if_modified_since_that_is_not_a_date_is_ignored(world, value):
    answered = world.client.simulate_get("/v1/spot", headers={"If-Modified-Since": value})
    assert answered.status_code == 200 and answered.json["pricePerOunce"] == 2400.0
