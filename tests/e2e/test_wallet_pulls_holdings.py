"""/wallet/pulls and /wallet/holdings over the whole app: the in-memory machine, pool and catalogue."""

import attrs
import pytest

from domain.wallet import Wallet
from tests.e2e.wallet_kit import ALICE, BOB, Browser, WalletWorld
from tests.fakes.catalogue import sample_catalogue
from tests.fakes.chain import FakeChain
from tests.fakes.pool import sample_pool
from tools.devchain import sample
from tools.devchain.players import random_word
from tools.devchain.sample import USDC

SMALL = random_word(roll=2000)  # the "small" row at its minimum multiplier, 0.5x, first pool entry
IMPLEMENTATION = "0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B"


@pytest.fixture
def chain():
    machine = FakeChain()
    sample.seed(machine)
    return machine


@pytest.fixture
def world(chain):
    return WalletWorld(chain=chain, pool=sample_pool(), catalogue=sample_catalogue())


@pytest.fixture
def player(world, chain):
    address = chain.player(0)
    world.wallets.record(ALICE, Wallet(address=address, chain_id=8453))
    return address


@pytest.fixture
def alice(world, make_client):
    return Browser(make_client(world.settings, **world.adapters()), world.sign_in(ALICE))


def test_without_a_wallet_there_are_no_pulls_and_no_holdings(alice, chain):
    pulls = alice.get("/v1/wallet/pulls").json
    assert pulls == {"address": None, "machine": chain.where.machine, "chainId": 8453, "pulls": []}
    holdings = alice.get("/v1/wallet/holdings").json
    assert (holdings["address"], holdings["holdings"], holdings["deskApproved"]) == (None, [], False)
    assert (holdings["deskOpen"], holdings["reserve"]) == (True, str(sample.DESK_RESERVE))
    assert "pulls_of" not in chain.reads


def test_pulls_come_newest_first_in_every_state(alice, chain, player):
    settled, failed, refunded, waiting = (chain.open_pull(player, tier=0) for _ in range(4))
    chain.settle(settled, SMALL)
    chain.fail(failed, "oracle error")
    chain.fail(refunded)
    chain.refund(refunded, by=player)
    body = alice.get("/v1/wallet/pulls").json
    assert body["address"] == player
    assert [(p["requestId"], p["state"]) for p in body["pulls"]] == [
        (str(waiting), "open"),
        (str(refunded), "refunded"),
        (str(failed), "refundable"),
        (str(settled), "settled"),
    ]
    assert body["pulls"][0]["price"] == str(10 * USDC) and body["pulls"][0]["settlement"] is None


def test_a_settled_pull_names_its_prize_from_the_pool_and_catalogue(alice, chain, player):
    chain.settle(chain.open_pull(player, tier=0), SMALL)
    settlement = alice.get("/v1/wallet/pulls").json["pulls"][0]["settlement"]
    ppm = 10 * USDC * 5000 * 10**6 // (10_000 * 350 * USDC)
    assert (settlement["multiplierBps"], settlement["value"]) == (5000, str(ppm * 350 * USDC // 10**6))
    assert settlement["prizes"] == [
        {
            "tokenId": 2,
            "ppm": ppm,
            "name": "South Africa Krugerrand 1/10 oz",
            "issuer": "South Africa",
            "series": "Krugerrand",
            "condition": "bullion",
            "image": None,
            "fineWeight": 3.1104,
        }
    ]


def test_a_pull_the_oracle_never_answered_becomes_refundable(alice, chain, player):
    chain.open_pull(player, tier=0)
    chain.advance_time(3_601)
    assert alice.get("/v1/wallet/pulls").json["pulls"][0]["state"] == "refundable"


def test_another_players_pulls_are_not_shown(alice, chain, player):
    chain.open_pull(chain.player(1), tier=0)
    assert alice.get("/v1/wallet/pulls").json["pulls"] == []


def won(chain, player, claim=False) -> int:
    chain.settle(chain.open_pull(player, tier=0), SMALL)
    ppm = chain.owed_ppm(player, 2)
    if claim:
        chain.claim(player, 2)
    return ppm


def test_holdings_show_owed_and_minted_fractions_with_a_desk_quote(alice, chain, player):
    minted, owed = won(chain, player, claim=True), won(chain, player)
    chain.approve_desk(player)
    body = alice.get("/v1/wallet/holdings").json
    assert (body["address"], body["deskOpen"], body["deskApproved"]) == (player, True, True)
    assert (body["machine"], body["fractions"], body["desk"]) == (
        chain.where.machine,
        chain.where.fractions,
        chain.where.desk,
    )
    [holding] = body["holdings"]
    assert (holding["tokenId"], holding["name"], holding["condition"]) == (
        2,
        "South Africa Krugerrand 1/10 oz",
        "bullion",
    )
    assert (holding["owedPpm"], holding["balancePpm"]) == (owed, minted)
    assert (holding["housePrice"], holding["bidBps"], holding["stale"]) == (str(350 * USDC), 8800, False)
    assert holding["quote"] == str((owed + minted) * 350 * USDC * 8800 // (10**6 * 10**4))


def test_a_stale_price_leaves_a_holding_without_a_quote(alice, chain, player):
    won(chain, player)
    chain.advance_time(3_601)
    [holding] = alice.get("/v1/wallet/holdings").json["holdings"]
    assert (holding["stale"], holding["quote"]) == (True, None)


def paused(chain):
    chain.pause_desk()


def emptied(chain):
    chain.reserve = 0


@pytest.mark.parametrize("close", [paused, emptied])
def test_the_desk_is_closed_while_paused_or_empty(alice, chain, player, close):
    won(chain, player)
    close(chain)
    assert alice.get("/v1/wallet/holdings").json["deskOpen"] is False


def test_an_unmapped_prize_has_null_names(alice, chain, player):
    chain.set_entry(99, 5 * USDC)
    chain.set_tier(3, 5 * USDC, [99])
    chain.settle(chain.open_pull(player, tier=3), SMALL)
    [holding] = alice.get("/v1/wallet/holdings").json["holdings"]
    assert (holding["tokenId"], holding["name"], holding["fineWeight"]) == (99, None, None)
    [prize] = alice.get("/v1/wallet/pulls").json["pulls"][0]["settlement"]["prizes"]
    assert prize["name"] is None


def test_one_account_never_sees_anothers_holdings(world, make_client, chain, player):
    won(chain, player)
    bob = Browser(make_client(world.settings, **world.adapters()), world.sign_in(BOB))
    assert bob.get("/v1/wallet/holdings").json["holdings"] == []


def test_the_wallet_reports_its_delegation_from_the_chain(make_client, chain, player):
    world = WalletWorld(chain=chain)
    world.settings = attrs.evolve(world.settings, account_implementation=IMPLEMENTATION)
    world.wallet_provider.browser_creates(ALICE, player, 8453)
    alice = Browser(make_client(world.settings, **world.adapters()), world.sign_in(ALICE))
    assert alice.post("/v1/wallet").json["wallet"]["delegated"] is False
    chain.set_code(player, bytes.fromhex("ef0100") + bytes.fromhex(IMPLEMENTATION[2:]))
    assert alice.get("/v1/wallet").json["wallet"] == {"address": player, "chainId": 8453, "delegated": True}


@pytest.mark.parametrize("path", ["/v1/wallet/pulls", "/v1/wallet/holdings"])
def test_a_chain_that_is_down_is_unavailable(alice, chain, player, path):
    chain.unavailable = True
    result = alice.get(path)
    assert (result.status_code, result.json["error"]) == (503, "unavailable")
