"""/fractions/{file} and /machines over create_app with hand-written fakes."""

import datetime as dt

import pytest

from domain.pool import TokenMapping
from tests.conftest import make_settings
from tests.fakes.catalogue import sample_catalogue
from tests.fakes.chain import START, FakeChain
from tests.fakes.feeds import FeedClock
from tests.fakes.pool import sample_pool
from tests.support.chain import USDC, sample

HEX_ONE = "0" * 63 + "1"


@pytest.fixture
def fractions(make_client):
    pool = sample_pool()
    pool.by_token[7] = TokenMapping(token_id=7, type_id="no-such-type", condition="bullion")
    return make_client(make_settings(site_base_url="https://coins.test/"), pool=pool, catalogue=sample_catalogue())


@pytest.mark.parametrize("file", ["1.json", f"{HEX_ONE}.json", "1", "001.json"])
def test_a_token_file_names_its_coin_by_decimal_or_erc1155_id(fractions, file):
    result = fractions.simulate_get(f"/v1/fractions/{file}")
    assert result.status_code == 200
    body = result.json
    assert set(body) == {"name", "description", "image", "external_url", "attributes"}
    assert body["name"] == "South Africa Krugerrand 1 oz"
    assert body["image"] == "https://cdn.test/k1.png"
    assert body["external_url"] == "https://coins.test/coins/south-africa/krugerrand/krugerrand-1oz"
    assert body["attributes"] == [
        {"trait_type": "Issuer", "value": "South Africa"},
        {"trait_type": "Series", "value": "Krugerrand"},
        {"trait_type": "Fine weight", "value": 31.1035},
        {"trait_type": "Fineness", "value": 0.9167},
        {"trait_type": "Condition", "value": "bullion"},
        {"trait_type": "Year range", "value": "1967–present"},
    ]
    assert "public" in result.headers["Cache-Control"]


def test_a_coin_without_our_own_crop_has_no_image(fractions):
    body = fractions.simulate_get("/fractions/3.json").json
    assert body["image"] is None
    assert {"trait_type": "Year range", "value": "1911–1932"} in body["attributes"]


@pytest.mark.parametrize(
    "file",
    [
        "5.json",
        "7.json",
        "abc.json",
        "0" * 63 + "C.json",
        "0" * 64 + "c.json",
        "-1.json",
        "1.txt",
        "1.5.json",
        str(2**256) + ".json",
        "..%2F..%2Fetc%2Fpasswd",
        "%2E%2E",
        ".json",
    ],
)
def test_a_file_no_pool_entry_carries_is_not_found(fractions, file):
    result = fractions.simulate_get(f"/v1/fractions/{file}")
    assert result.status_code == 404 and result.json["error"] == "not_found"


@pytest.mark.parametrize("path", ["/v1/fractions/../../etc/passwd", "/v1/fractions/1.json/..", "/v1/fractions/"])
def test_a_path_outside_the_route_is_not_found(fractions, path):
    result = fractions.simulate_get(path)
    assert result.status_code == 404 and result.json["error"] == "not_found"


def test_token_metadata_needs_no_chain(make_client):
    client = make_client(pool=sample_pool(), catalogue=sample_catalogue(), chain=None)
    assert client.simulate_get("/fractions/2.json").status_code == 200


# --- /machines -----------------------------------------------------------------------------------------


@pytest.fixture
def fake_chain():
    chain = FakeChain()
    sample.seed(chain)
    chain.set_entry(99, 5 * USDC)
    chain.set_tier(3, 5 * USDC, [99])
    return chain


def machines_client(make_client, chain, clock_at=START):
    clock = FeedClock(dt.datetime.fromtimestamp(clock_at, dt.timezone.utc))
    return make_client(
        make_settings(machines_cache_seconds=10),
        chain=chain,
        pool=sample_pool(),
        catalogue=sample_catalogue(),
        clock=clock,
    )


def test_machines_state_the_odds_with_their_expected_value(make_client, fake_chain):
    body = machines_client(make_client, fake_chain).simulate_get("/v1/machines").json
    assert (body["address"], body["chainId"], body["oddsVersion"]) == ("0x" + "1" * 40, 8453, 1)
    assert body["odds"][1] == {
        "label": "small",
        "chanceBps": 6000,
        "minMultiplierBps": 5000,
        "maxMultiplierBps": 10000,
        "expectedValueBps": 4500,
    }
    assert sum(row["expectedValueBps"] for row in body["odds"]) == 9930


def test_machines_describe_tiers_and_pool_coins(make_client, fake_chain):
    result = machines_client(make_client, fake_chain).simulate_get("/v1/machines")
    tiers = result.json["machines"]
    assert [(t["tier"], t["price"], t["open"]) for t in tiers] == [
        (0, "10000000", True),
        (1, "100000000", True),
        (2, "0", False),
        (3, "5000000", True),
    ]
    tenth = tiers[0]["pool"][0]
    assert tenth == {
        "tokenId": 2,
        "name": "South Africa Krugerrand 1/10 oz",
        "issuer": "South Africa",
        "series": "Krugerrand",
        "fineWeight": 3.1104,
        "condition": "bullion",
        "image": None,
        "housePrice": "350000000",
        "priceUpdatedAt": START,
        "stale": False,
        "outstandingPpm": 0,
        "maxOutstandingPpm": 20_000_000,
        "buybackBps": 8800,
    }
    unmapped = tiers[3]["pool"][0]
    assert unmapped["tokenId"] == 99 and all(
        unmapped[k] is None for k in ("name", "issuer", "series", "fineWeight", "condition", "image")
    )
    assert result.headers["Cache-Control"] == "public, max-age=10"


def test_entries_go_stale_by_the_later_of_our_clock_and_the_chain(make_client, fake_chain):
    ahead = machines_client(make_client, fake_chain, clock_at=START + 3_601).simulate_get("/machines").json
    assert all(e["stale"] for t in ahead["machines"] for e in t["pool"])
    fake_chain.advance_time(3_601)
    behind = machines_client(make_client, fake_chain, clock_at=START - 10**6).simulate_get("/machines").json
    assert all(e["stale"] for t in behind["machines"] for e in t["pool"])


def test_machines_without_a_chain_are_unavailable(make_client):
    result = make_client(pool=sample_pool(), catalogue=sample_catalogue()).simulate_get("/v1/machines")
    assert result.status_code == 503 and result.json["error"] == "unavailable"


def test_machines_are_unavailable_while_the_node_is_down(make_client, fake_chain):
    fake_chain.unavailable = True
    result = machines_client(make_client, fake_chain).simulate_get("/v1/machines")
    assert result.status_code == 503 and result.json["error"] == "unavailable"
    assert "Retry-After" in result.headers
