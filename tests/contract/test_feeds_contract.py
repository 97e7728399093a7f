"""One behaviour for every SpotFeed and RatesFeed (ports/feeds.py): the in-memory fakes, and the real adapters
over HTTP against a local server answering in the recorded payload shapes of gold-api.com, goldapi.io and the ECB.

Each subject is a feed and the hand that arranges its source: what the source quotes, or how it fails. A fake
that drifts from the adapters (a value the adapters would not give, an error the port does not name) fails here.
"""

import contextlib
import datetime as dt
import json
import re
import time

import pytest

from adapters.feeds.ecb import EcbRates
from adapters.feeds.gold_api import GoldApiSpot
from adapters.feeds.goldapi_io import GoldApiIoSpot
from adapters.feeds.static import BUNDLED_RATES
from ports.errors import FeedUnavailable
from tests.fakes.feeds import FakeRatesFeed, FakeSpotFeed
from tests.support.http_server import HANG, LocalHttpServer, fixture_bytes, json_answer, unused_port

# The adapters' deadline here: a silent source costs a test this long, and a loaded CI machine (four workers on two
# cores) has been seen taking over 0.3 s to answer a good read from the local server.
TIMEOUT = 1.5
MOMENT = dt.datetime(2024, 11, 29, 15, 3, 34, tzinfo=dt.timezone.utc)
FAILURES = ["server error", "silence", "refused", "html page", "garbled", "implausible"]
HTML_PAGE = (200, {"Content-Type": "text/html"}, b"<!doctype html><html><body>Maintenance</body></html>")
SERVER_ERROR = (503, {"Content-Type": "application/json"}, b'{"error": "down"}')


# --- the spot feeds -------------------------------------------------------------------------------------
class FakeSpotSource:
    def __init__(self) -> None:
        self.feed = FakeSpotFeed()

    def read(self):
        return self.feed.spot()

    def answers_well(self) -> None:
        self.quotes(2400.0, MOMENT)

    def quotes(self, price: float, moment: dt.datetime) -> None:
        self.feed.price_per_ounce, self.feed.as_of, self.feed.failing = price, moment, False

    def fails(self, how: str) -> None:
        if how == "implausible":
            self.quotes(0, MOMENT)
        else:
            self.feed.failing = True


class HttpSpotSource:
    """A local server answering the adapter's one route with the recorded payload, its price and time replaced."""

    def __init__(self, server: LocalHttpServer, path: str, recorded: str, make, stamp) -> None:
        self.server, self.path, self.recorded, self.make, self.stamp = server, path, recorded, make, stamp
        self.feed = make(server.base_url)

    def read(self):
        return self.feed.spot()

    def answers_well(self) -> None:
        self.quotes(2400.0, MOMENT)

    def quotes(self, price: float, moment: dt.datetime) -> None:
        self.feed = self.make(self.server.base_url)
        body = json.loads(fixture_bytes(self.recorded))
        body.update(price=price, **self.stamp(moment))
        self.server.routes[self.path] = json_answer(json.dumps(body))

    def fails(self, how: str) -> None:
        if how == "refused":
            self.feed = self.make(f"http://127.0.0.1:{unused_port()}")
        elif how == "implausible":
            self.quotes(0, MOMENT)
        else:
            self.server.routes[self.path] = {
                "server error": SERVER_ERROR,
                "silence": HANG,
                "html page": HTML_PAGE,
                "garbled": json_answer(b'{"price": '),
            }[how]


SPOT_ADAPTERS = {
    "gold-api.com": (
        "/price/XAU",
        "feeds/gold-api-price-xau.json",
        lambda url: GoldApiSpot(url, TIMEOUT),
        lambda moment: {"updatedAt": moment.strftime("%Y-%m-%dT%H:%M:%SZ")},
    ),
    "goldapi.io": (
        "/api/XAU/USD",
        "feeds/goldapi-io-xau-usd.json",
        lambda url: GoldApiIoSpot(url, "key", TIMEOUT),
        lambda moment: {"timestamp": int(moment.timestamp())},
    ),
}


@pytest.fixture(params=["fake spot", *SPOT_ADAPTERS])
def spot_source(request):
    with opened(request.param) as source:
        yield source


def test_the_spot_is_gold_in_usd_per_troy_ounce_at_the_moment_the_source_set_it(spot_source):
    spot_source.quotes(2650.199951, MOMENT)
    spot = spot_source.feed.spot()
    assert (spot.metal, spot.currency) == ("XAU", "USD")
    assert spot.price_per_ounce == 2650.2  # the float the source sent, read as the dollars and cents it quotes
    assert spot.price_per_gram == 85.2059  # 2650.20 / 31.1034768, to 6 significant digits
    assert spot.as_of == MOMENT and spot.as_of.utcoffset() == dt.timedelta(0)
    assert isinstance(spot.source, str) and spot.source


def test_each_spot_asks_the_source_again(spot_source):
    spot_source.quotes(2000.0, MOMENT)
    assert spot_source.feed.spot().price_per_ounce == 2000.0
    later = MOMENT + dt.timedelta(minutes=1)
    spot_source.quotes(2010.5, later)
    assert (spot_source.feed.spot().price_per_ounce, spot_source.feed.spot().as_of) == (2010.5, later)


# --- the rates feeds ------------------------------------------------------------------------------------
ECB_PATH = "/eurofxref-daily.xml"
XML = {"Content-Type": "text/xml"}
DAY = dt.date(2024, 11, 29)
PER_EURO = {"USD": 1.0565, "JPY": 158.36, "GBP": 0.83033, "CHF": 0.9313}


class FakeRatesSource:
    def __init__(self) -> None:
        self.feed = FakeRatesFeed()

    def read(self):
        return self.feed.rates()

    def answers_well(self) -> None:
        self.publishes(PER_EURO, DAY)

    def publishes(self, per_euro: dict[str, float], day: dt.date) -> None:
        self.feed.per_euro, self.feed.date, self.feed.failing = dict(per_euro), day, False

    def fails(self, how: str) -> None:
        if how == "implausible":
            self.publishes({"JPY": 158.36}, DAY)  # no USD rate: nothing can be said per dollar
        else:
            self.feed.failing = True


class EcbSource:
    """The recorded ECB daily document with its day and rates replaced."""

    def __init__(self, server: LocalHttpServer) -> None:
        self.server = server
        self.feed = EcbRates(server.base_url, TIMEOUT)

    def read(self):
        return self.feed.rates()

    def answers_well(self) -> None:
        self.publishes(PER_EURO, DAY)

    def publishes(self, per_euro: dict[str, float], day: dt.date) -> None:
        self.feed = EcbRates(self.server.base_url, TIMEOUT)
        rows = "".join(f"\n\t\t\t<Cube currency='{code}' rate='{rate}'/>" for code, rate in per_euro.items())
        recorded = BUNDLED_RATES.read_bytes().decode()
        document = re.sub(
            r"<Cube time='[^']*'>.*?</Cube>", f"<Cube time='{day.isoformat()}'>{rows}</Cube>", recorded, flags=re.S
        )  # the rates are empty elements: the first </Cube> ends the day
        assert document != recorded, "the recorded document no longer has the expected layout"
        self.server.routes[ECB_PATH] = (200, XML, document.encode())

    def fails(self, how: str) -> None:
        if how == "refused":
            self.feed = EcbRates(f"http://127.0.0.1:{unused_port()}", TIMEOUT)
        elif how == "implausible":
            self.publishes({"JPY": 158.36}, DAY)
        else:
            self.server.routes[ECB_PATH] = {
                "server error": SERVER_ERROR,
                "silence": HANG,
                "html page": HTML_PAGE,
                "garbled": (200, XML, b"<?xml version='1.0'?><Cube><Cube time="),
            }[how]


@pytest.fixture(params=["fake rates", "ecb"])
def rates_source(request):
    with opened(request.param) as source:
        yield source


def test_rates_are_units_of_each_currency_per_one_usd_with_the_euro_added(rates_source):
    rates_source.publishes(PER_EURO, DAY)
    table = rates_source.feed.rates()
    assert (table.base, table.date) == ("USD", DAY)
    assert table.rates == {"CHF": 0.881496, "EUR": 0.946522, "GBP": 0.785925, "JPY": 149.891, "USD": 1.0}
    assert isinstance(table.source, str) and table.source


def test_each_rates_call_asks_the_source_again(rates_source):
    rates_source.publishes(PER_EURO, DAY)
    assert rates_source.feed.rates().date == DAY
    rates_source.publishes({"USD": 1.25, "GBP": 0.85}, DAY + dt.timedelta(days=1))
    table = rates_source.feed.rates()
    assert (table.date, table.rates) == (DAY + dt.timedelta(days=1), {"EUR": 0.8, "GBP": 0.68, "USD": 1.0})


# --- both ------------------------------------------------------------------------------------------------
@contextlib.contextmanager
def opened(name: str):
    """The named subject, its source answering well."""
    if name.startswith("fake"):
        source = FakeSpotSource() if name == "fake spot" else FakeRatesSource()
        source.answers_well()
        yield source
        return
    with LocalHttpServer() as server:
        source = EcbSource(server) if name == "ecb" else HttpSpotSource(server, *SPOT_ADAPTERS[name])
        source.answers_well()
        yield source


@pytest.fixture(params=["fake spot", *SPOT_ADAPTERS, "fake rates", "ecb"])
def any_source(request):
    with opened(request.param) as source:
        yield source


@pytest.mark.timeout(30)
@pytest.mark.parametrize("how", FAILURES)
def test_a_failing_source_is_feed_unavailable_and_the_next_good_answer_is_read(any_source, how):
    any_source.fails(how)
    with pytest.raises(FeedUnavailable):
        any_source.read()
    any_source.answers_well()
    good = read_once_free(any_source)
    assert getattr(good, "price_per_ounce", None) == 2400.0 or getattr(good, "rates", {}).get("EUR") == 0.946522


def read_once_free(source, deadline_seconds: float = 5.0):
    """The next good answer. A real feed keeps one exchange in flight at most: after a silence, a read fails at
    once (FeedUnavailable) until the silent exchange has given up on its own, within its socket timeout."""
    give_up = time.monotonic() + deadline_seconds
    while True:
        try:
            return source.read()
        except FeedUnavailable:
            if time.monotonic() > give_up:
                raise
