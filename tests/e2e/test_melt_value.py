"""Melt value in the user's currency (issue 46, point 3): `currency` on the type list and detail adds each type's
`meltValue`, and on /spot prices the spot in it; the answers follow the spot and the rates, not the catalogue
version, so the response cache never keeps them. Over create_app with the test catalogue and fake feeds."""

import pytest

from tests.fakes.feeds import FakeRatesFeed, FakeSpotFeed, FeedClock
from tests.fakes.price_cache import InMemoryPriceCache

KRUGERRAND = "/v1/types/south-africa/krugerrand/krugerrand-1oz"
USD_PER_GRAM = 77.1618  # the spot's 2400 USD an ounce, per gram (GET /spot)
USD_PER_EUR = 1.25  # the fake rates feed quotes per euro: 1 USD = 0.8 EUR, 0.68 GBP


class World:
    def __init__(self, catalogue_db, make_client) -> None:
        from adapters.storage import db
        from tests.support.storage import storage_roles

        db.bind(catalogue_db)
        self.spot_feed, self.rates_feed, self.clock = FakeSpotFeed(2400.0), FakeRatesFeed(), FeedClock()
        self.client = make_client(
            **storage_roles(),
            spot_feed=self.spot_feed,
            rates_feed=self.rates_feed,
            price_cache=InMemoryPriceCache(),
            clock=self.clock,
        )

    def get(self, path: str, query: str = ""):
        return self.client.simulate_get(path, query_string=query)


@pytest.fixture
def world(catalogue_db, make_client):
    return World(catalogue_db, make_client)


def test_every_listed_type_carries_its_fine_gold_at_spot_in_the_currency_asked(world):
    page = world.get("/v1/types", "pageSize=100&currency=EUR")
    assert page.status_code == 200
    assert page.json["data"]
    for item in page.json["data"]:
        assert item["meltValue"] == {
            "amount": round(item["fineWeight"] * USD_PER_GRAM * 0.8, 2),
            "currency": "EUR",
            "pricePerGram": 61.7294,  # 77.1618 × 0.8
            "asOf": "2024-11-29T15:00:00Z",
            "rateDate": "2024-11-29",
            "stale": False,
        }
    assert "meltValue" not in world.get("/v1/types", "pageSize=100").json["data"][0]


def test_a_type_page_is_priced_in_any_case_of_the_code_and_in_dollars_without_a_rate(world):
    pound = world.get(KRUGERRAND, "currency=gbp").json["meltValue"]
    assert (pound["currency"], pound["amount"]) == ("GBP", round(31.1035 * USD_PER_GRAM * 0.68, 2))
    dollar = world.get(KRUGERRAND, "currency=USD").json["meltValue"]
    assert dollar == {
        "amount": round(31.1035 * USD_PER_GRAM, 2),
        "currency": "USD",
        "pricePerGram": USD_PER_GRAM,
        "asOf": "2024-11-29T15:00:00Z",
        "rateDate": None,
        "stale": False,
    }
    assert "meltValue" not in world.get(KRUGERRAND).json


@pytest.mark.parametrize("asked", ["XAF", "EURO", "€", ""])
def test_a_currency_the_rates_do_not_list_is_refused_with_the_ones_they_do(world, asked):
    refused = world.get("/v1/types", f"currency={asked}")
    assert refused.status_code == 400
    assert refused.json["error"] == "invalid_request"
    assert "currency" in refused.json["message"]
    if asked == "XAF":
        assert "EUR, GBP, JPY, USD" in refused.json["hint"]


def test_the_spot_in_a_currency_names_the_rate_date(world):
    spot = world.get("/v1/spot", "currency=EUR").json
    assert {key: spot[key] for key in ("currency", "pricePerOunce", "pricePerGram", "rateDate", "stale")} == {
        "currency": "EUR",
        "pricePerOunce": 1920.0,
        "pricePerGram": 61.7294,
        "rateDate": "2024-11-29",
        "stale": False,
    }
    assert "rateDate" not in world.get("/v1/spot").json  # the plain spot keeps its shape (DECISIONS)


def test_without_a_spot_price_a_priced_answer_is_the_spots_503_and_the_plain_one_is_served(world):
    world.spot_feed.failing = True
    priced = world.get("/v1/types", "currency=EUR")
    assert (priced.status_code, priced.json["error"]) == (503, "unavailable")
    assert world.get(KRUGERRAND, "currency=USD").status_code == 503
    assert world.get("/v1/types").status_code == 200


def test_without_rates_only_dollars_can_be_priced(world):
    world.rates_feed.failing = True
    assert world.get(KRUGERRAND, "currency=EUR").status_code == 503
    assert world.get(KRUGERRAND, "currency=USD").json["meltValue"]["currency"] == "USD"


def test_a_priced_answer_follows_the_spot_the_response_cache_never_keeps_it(world):
    first = world.get(KRUGERRAND, "currency=EUR")
    assert first.headers["Cache-Control"] == "public, max-age=60"  # as fresh as the spot, not the catalogue's 300
    world.spot_feed.price_per_ounce = 2500.0
    world.clock.advance(61)  # past the spot's window: the feed is asked again
    later = world.get(KRUGERRAND, "currency=EUR")
    assert later.json["meltValue"]["amount"] == round(31.1035 * 80.3769 * 0.8, 2)  # 2500 / 31.1034768 = 80.3769
    assert later.json["meltValue"]["amount"] > first.json["meltValue"]["amount"]
    assert "ETag" not in later.headers  # never a catalogue-version validator on a priced answer


def test_a_priced_page_has_no_last_modified_and_if_modified_since_does_not_hold_it(world):
    """Its melt value moves with the spot price, not with the record: the plain page has the record's time."""
    plain = world.get(KRUGERRAND)
    assert plain.headers["Last-Modified"]
    priced = world.client.simulate_get(
        KRUGERRAND, query_string="currency=EUR", headers={"If-Modified-Since": plain.headers["Last-Modified"]}
    )
    assert priced.status_code == 200 and "Last-Modified" not in priced.headers
    assert priced.json["meltValue"]["currency"] == "EUR"
