"""/machines end to end: the real app and web3 reader against contracts on a local anvil node."""

import pytest

from adapters.chain.web3_reader import from_settings
from adapters.storage.pool import PeeweePoolMapping
from tests.fakes.catalogue import sample_catalogue
from tests.fakes.pool import sample_pool
from tests.support.chain import USDC, random_word
from tests.support.chain_fixtures import anvil_node, bare_chain, chain, chain_settings, contract_artifacts  # noqa: F401

pytestmark = pytest.mark.chain


def machines(make_client, settings, pool=None):
    client = make_client(
        settings, chain=from_settings(settings), pool=pool or sample_pool(), catalogue=sample_catalogue()
    )
    return client.simulate_get("/v1/machines")


def test_machines_are_read_from_the_node(make_client, chain, chain_settings):
    result = machines(make_client, chain_settings())
    body = result.json
    assert result.status_code == 200
    assert (body["address"], body["chainId"], body["oddsVersion"]) == (chain.machine.address, 8453, 1)
    assert sum(row["expectedValueBps"] for row in body["odds"]) == 9930
    assert [(t["tier"], t["price"], t["open"]) for t in body["machines"]] == [
        (0, "10000000", True),
        (1, "100000000", True),
        (2, "0", False),
    ]
    krugerrand = body["machines"][1]["pool"][0]
    assert (krugerrand["tokenId"], krugerrand["name"], krugerrand["image"]) == (
        1,
        "South Africa Krugerrand 1 oz",
        "https://cdn.test/k1.png",
    )
    assert (krugerrand["housePrice"], krugerrand["stale"], krugerrand["buybackBps"]) == ("3300000000", False, 9000)


def test_a_tier_without_a_price_or_without_a_pool_is_closed(make_client, chain, chain_settings):
    chain.set_tier(2, 5 * USDC, [])
    chain.set_tier(3, 0, [1])
    tiers = machines(make_client, chain_settings()).json["machines"]
    assert [(t["tier"], t["open"]) for t in tiers[2:]] == [(2, False), (3, False)]


def test_entries_go_stale_when_the_node_s_clock_passes_the_maximum_age(make_client, chain, chain_settings):
    chain.advance_time(3_601)
    chain.set_price(2, 351 * USDC)  # a fresh price makes only that entry pullable again
    tiers = machines(make_client, chain_settings()).json["machines"]
    stale = {e["tokenId"]: e["stale"] for t in tiers for e in t["pool"]}
    assert stale == {1: True, 2: False, 3: True, 4: True}


def test_an_unmapped_token_has_null_names(make_client, chain, chain_settings):
    chain.set_entry(99, 5 * USDC)
    chain.set_tier(3, 5 * USDC, [99])
    (entry,) = machines(make_client, chain_settings()).json["machines"][3]["pool"]
    assert entry["tokenId"] == 99 and entry["name"] is entry["issuer"] is entry["condition"] is None


def test_names_come_from_the_stored_pool_mapping(make_client, chain, chain_settings, database):
    PeeweePoolMapping().replace(sample_pool().all()[:1])
    pool = machines(make_client, chain_settings(), pool=PeeweePoolMapping()).json["machines"][1]["pool"]
    assert [e["name"] for e in pool] == ["South Africa Krugerrand 1 oz", None, None]


def test_the_configuration_is_cached_for_the_configured_seconds(make_client, chain, chain_settings):
    settings = chain_settings(machines_cache_seconds=60)
    client = make_client(settings, chain=from_settings(settings), pool=sample_pool(), catalogue=sample_catalogue())
    assert client.simulate_get("/machines").json["machines"][0]["price"] == "10000000"
    chain.set_tier(0, 20 * USDC, [2, 4])
    cached = client.simulate_get("/machines")
    assert cached.json["machines"][0]["price"] == "10000000"
    assert cached.headers["Cache-Control"] == "public, max-age=60"


def test_pulls_are_read_across_many_bounded_block_ranges(chain, chain_settings):
    reader = from_settings(chain_settings(log_chunk_blocks=1))
    player = chain.player(0)
    chain.fund(player, 200 * USDC)
    for _ in range(12):  # with one block a range, this spans more ranges than one batch carries
        chain.settle(chain.open_pull(player, 0), random_word(roll=2_000))
    records = reader.pulls_of(player)
    assert len(records) == 12 and all(r.settlement for r in records)


def test_the_reader_s_abis_match_the_compiled_contracts(contract_artifacts):
    from adapters.chain import contracts

    for name in (contracts.MACHINE, contracts.FRACTIONS, contracts.DESK):
        assert contracts.abi(name) == contract_artifacts[name].abi, f"regenerate adapters/chain/abi/{name}.json"
