"""The spot and rates adapters over real HTTP against a local server serving recorded payload shapes."""

import datetime as dt
import time

import pytest

from adapters.feeds.ecb import EcbRates
from adapters.feeds.gold_api import GoldApiSpot
from adapters.feeds.goldapi_io import GoldApiIoSpot
from adapters.feeds.static import BUNDLED_RATES
from config import ConfigError, registry
from ports.errors import FeedUnavailable
from tests.conftest import make_settings
from tests.support.http_server import HANG, LocalHttpServer, fixture_bytes, json_answer, unused_port

GOLD_API_PATH, GOLDAPI_IO_PATH, ECB_PATH = "/price/XAU", "/api/XAU/USD", "/eurofxref-daily.xml"
XML = {"Content-Type": "text/xml"}
HTML = (200, {"Content-Type": "text/html"}, b"<!doctype html><html><body>Maintenance</body></html>")
TIMEOUT = 0.5
GENEROUS_DEADLINE = 5.0

ADAPTERS = {
    "gold-api.com": (GOLD_API_PATH, lambda url: GoldApiSpot(url, TIMEOUT).spot()),
    "goldapi.io": (GOLDAPI_IO_PATH, lambda url: GoldApiIoSpot(url, "key", TIMEOUT).spot()),
    "ecb": (ECB_PATH, lambda url: EcbRates(url, TIMEOUT).rates()),
}
SPOT_ADAPTERS = ("gold-api.com", "goldapi.io")


def fetch_from(adapter: str, answer):
    path, fetch = ADAPTERS[adapter]
    with LocalHttpServer({path: answer}) as server:
        return fetch(server.base_url)


def test_gold_api_gives_the_ounce_price_its_time_and_a_gram_price():
    spot = fetch_from("gold-api.com", json_answer(fixture_bytes("feeds/gold-api-price-xau.json")))
    assert (spot.metal, spot.currency, spot.source) == ("XAU", "USD", "gold-api.com")
    assert spot.price_per_ounce == 2650.2  # the recorded 2650.199951, read as the dollars and cents the feed quotes
    assert spot.price_per_gram == 85.2059  # 2650.20 / 31.1034768 = 85.2059… → 6 significant digits
    assert spot.as_of == dt.datetime(2024, 11, 29, 15, 3, 34, tzinfo=dt.timezone.utc)


def test_goldapi_io_sends_the_key_and_reads_the_unix_timestamp():
    answer = json_answer(fixture_bytes("feeds/goldapi-io-xau-usd.json"))
    with LocalHttpServer({GOLDAPI_IO_PATH: answer}) as server:
        spot = GoldApiIoSpot(server.base_url, "secret-key", TIMEOUT).spot()
    assert server.received[0].headers["x-access-token"] == "secret-key"
    assert spot.price_per_ounce == 2654.15
    assert spot.price_per_gram == 85.3329  # 2654.15 / 31.1034768 = 85.33290400…
    assert spot.as_of == dt.datetime(2024, 11, 29, 15, 0, 18, tzinfo=dt.timezone.utc)  # 1732892418
    assert spot.source == "goldapi.io"


def test_ecb_rates_are_rebased_on_the_dollar_with_six_significant_digits():
    table = fetch_from("ecb", (200, XML, BUNDLED_RATES.read_bytes()))
    assert (table.base, table.date, table.source) == ("USD", dt.date(2024, 11, 29), "ecb")
    assert len(table.rates) == 31  # the 30 ECB currencies, USD among them, plus EUR
    assert table.rates["USD"] == 1.0
    assert table.rates["EUR"] == 0.946522  # 1 / 1.0565 = 0.94652153…
    assert table.rates["JPY"] == 149.891  # 158.36 / 1.0565 = 149.891150…
    assert table.rates["GBP"] == 0.785925  # 0.83033 / 1.0565 = 0.78592522…
    assert table.rates["IDR"] == 15868.2  # 16764.73 / 1.0565 = 15868.1779…
    assert table.rates["BGN"] == 1.85121  # 1.9558 / 1.0565 = 1.85120681…


def test_the_registry_builds_each_provider_from_settings():
    with LocalHttpServer(
        {
            GOLD_API_PATH: json_answer(fixture_bytes("feeds/gold-api-price-xau.json")),
            ECB_PATH: (200, XML, BUNDLED_RATES.read_bytes()),
        }
    ) as server:
        settings = make_settings(spot_url=server.base_url, rates_url=server.base_url)
        assert registry.build("spot_feed", settings).spot().price_per_ounce == 2650.2
        assert registry.build("rates_feed", settings).rates().date == dt.date(2024, 11, 29)


def test_goldapi_io_uses_its_own_address_unless_another_is_configured():
    default = registry.build("spot_feed", make_settings(spot_provider="goldapi-io", spot_api_key="k"))
    assert default.url == "https://www.goldapi.io/api/XAU/USD"
    mirror = make_settings(spot_provider="goldapi-io", spot_api_key="k", spot_url="http://mirror.test/")
    assert registry.build("spot_feed", mirror).url == "http://mirror.test/api/XAU/USD"


def test_goldapi_io_without_a_key_is_refused_at_start_up():
    with pytest.raises(ConfigError, match="GOLDCOINS_SPOT_API_KEY"):
        registry.build("spot_feed", make_settings(spot_provider="goldapi-io"))


def test_the_static_provider_says_it_is_for_offline_development():
    spot = registry.build("spot_feed", make_settings(spot_provider="static", spot_static_price=2000.0)).spot()
    assert spot.price_per_ounce == 2000.0
    assert "offline development" in spot.source
    with pytest.raises(ConfigError, match="GOLDCOINS_SPOT_STATIC_PRICE"):
        registry.build("spot_feed", make_settings(spot_provider="static"))


@pytest.mark.timeout(30)
@pytest.mark.parametrize("adapter", ADAPTERS)
def test_a_feed_that_accepts_but_never_answers_fails_within_its_timeout(adapter):
    started = time.monotonic()
    with pytest.raises(FeedUnavailable):
        fetch_from(adapter, HANG)
    assert time.monotonic() - started < GENEROUS_DEADLINE


@pytest.mark.parametrize("adapter", ADAPTERS)
@pytest.mark.parametrize("status", [500, 502, 503])
def test_a_server_error_is_unavailable(adapter, status):
    with pytest.raises(FeedUnavailable, match=f"HTTP {status}"):
        fetch_from(adapter, (status, {"Content-Type": "application/json"}, b'{"error": "down"}'))


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_a_refused_connection_is_unavailable(adapter):
    with pytest.raises(FeedUnavailable):
        ADAPTERS[adapter][1](f"http://127.0.0.1:{unused_port()}")


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_an_html_page_instead_of_the_payload_is_unavailable(adapter):
    with pytest.raises(FeedUnavailable):
        fetch_from(adapter, HTML)


@pytest.mark.parametrize("adapter", SPOT_ADAPTERS)
@pytest.mark.parametrize(
    "body",
    [
        b"[]",
        b"{}",
        b'"2650.1"',
        b"{truncated",
        b'{"price": "2650.1", "updatedAt": "2024-11-29T15:03:34Z", "timestamp": 1732892418}',
        b'{"price": 2650.1, "updatedAt": "yesterday", "timestamp": "yesterday", "metal": "XAU"}',
        b'{"price": 2650.1, "symbol": "XAG", "metal": "XAG", "currency": "USD"}',
    ],
)
def test_json_of_the_wrong_shape_is_unavailable(adapter, body):
    with pytest.raises(FeedUnavailable):
        fetch_from(adapter, json_answer(body))


@pytest.mark.parametrize("adapter", SPOT_ADAPTERS)
@pytest.mark.parametrize("price", ["0", "-2650.1", "0.0", "NaN", "true"])
def test_a_price_that_cannot_be_a_gold_price_is_unavailable(adapter, price):
    body = (
        f'{{"price": {price}, "updatedAt": "2024-11-29T15:03:34Z", "symbol": "XAU", '
        f'"timestamp": 1732892418, "metal": "XAU", "currency": "USD"}}'
    )
    with pytest.raises(FeedUnavailable, match="price"):
        fetch_from(adapter, json_answer(body))


def ecb_document(*cubes: str, prologue: str = "") -> bytes:
    rows = "".join(cubes)
    return (
        f"<?xml version='1.0' encoding='UTF-8'?>{prologue}<gesmes:Envelope "
        "xmlns:gesmes='http://www.gesmes.org/xml/2002-08-01' "
        "xmlns='http://www.ecb.int/vocabulary/2002-08-01/eurofxref'>"
        f"<Cube><Cube time='2024-11-29'>{rows}</Cube></Cube></gesmes:Envelope>"
    ).encode()


@pytest.mark.parametrize(
    "document",
    [
        ecb_document("<Cube currency='JPY' rate='158.36'/>"),
        ecb_document(),
        ecb_document("<Cube currency='USD' rate='abc'/>"),
        ecb_document("<Cube currency='USD' rate='-1.05'/>"),
        ecb_document("<Cube currency='usd!' rate='1.05'/>"),
        ecb_document("<Cube currency='USD' rate='1.05'/>")[:-20],
    ],
)
def test_reference_rates_without_a_usable_usd_rate_are_unavailable(document):
    with pytest.raises(FeedUnavailable):
        fetch_from("ecb", (200, XML, document))


def test_reference_rates_declaring_entities_are_refused_unexpanded():
    laughs = "<!DOCTYPE lol [<!ENTITY lol 'lol'><!ENTITY lol2 '&lol;&lol;&lol;&lol;'>]>"
    document = ecb_document("<Cube currency='USD' rate='1.05'/><Cube currency='GBP' rate='&lol2;'/>", prologue=laughs)
    with pytest.raises(FeedUnavailable, match="DOCTYPE"):
        fetch_from("ecb", (200, XML, document))


def test_the_static_rates_file_named_by_the_setting_is_read_or_start_up_says_why_not(tmp_path):
    from adapters.feeds.static import StaticRates

    table = StaticRates(BUNDLED_RATES).rates()
    assert str(table.date) == "2024-11-29" and table.rates["EUR"] > 0
    with pytest.raises(ConfigError, match=r"cannot read .*missing\.xml: No such file or directory"):
        StaticRates(tmp_path / "missing.xml")
    (tmp_path / "other.xml").write_text("<feed/>")
    with pytest.raises(ConfigError, match=r"other\.xml is not an ECB daily reference rates file"):
        StaticRates(tmp_path / "other.xml")
