"""/wallet, /wallet/pulls and /wallet/holdings: the real app and web3 reader over contracts on anvil."""

import attrs
import pytest
from eth_account import Account

from adapters.chain.web3_reader import from_settings
from domain.wallet import Wallet
from tests.e2e.wallet_kit import ALICE, Browser, WalletWorld
from tests.fakes.catalogue import sample_catalogue
from tests.fakes.pool import sample_pool
from tests.support.chain import USDC, random_word
from tests.support.chain_fixtures import anvil_node, bare_chain, chain, chain_settings, contract_artifacts  # noqa: F401

pytestmark = pytest.mark.chain
SMALL = random_word(roll=2000)  # the "small" row at its minimum multiplier, first pool entry


@pytest.fixture
def world(chain, chain_settings):
    settings = chain_settings(allowed_origins=("https://goldcoins.example",), account_implementation=chain.desk.address)
    world = WalletWorld(chain=from_settings(settings), pool=sample_pool(), catalogue=sample_catalogue())
    world.settings = settings
    world.clock.moment = world.clock.moment.replace(year=2000)  # the chain's own time must decide
    return world


@pytest.fixture
def alice(world, make_client):
    return Browser(make_client(world.settings, **world.adapters()), world.sign_in(ALICE))


@pytest.fixture
def player(world, chain):
    address = chain.player(0)
    world.wallets.record(ALICE, Wallet(address=address, chain_id=world.settings.chain_id))
    chain.fund(address, 1_000 * USDC)
    return address


def test_pulls_are_read_back_newest_first_in_every_state(alice, chain, player):
    settled, failed, refunded, waiting = (chain.open_pull(player, tier=0) for _ in range(4))
    settle_receipt = chain.settle(settled, SMALL)
    chain.fail(failed, "oracle error")
    chain.fail(refunded, "oracle error")
    chain.refund(refunded, by=player)
    body = alice.get("/v1/wallet/pulls").json
    assert (body["address"], body["machine"], body["chainId"]) == (player, chain.machine.address, 8453)
    assert [(p["requestId"], p["state"]) for p in body["pulls"]] == [
        (str(waiting), "open"),
        (str(refunded), "refunded"),
        (str(failed), "refundable"),
        (str(settled), "settled"),
    ]
    settlement = body["pulls"][-1]["settlement"]
    assert settlement["txHash"] == settle_receipt["transactionHash"].to_0x_hex()
    [prize] = settlement["prizes"]
    assert (prize["tokenId"], prize["ppm"]) == (2, chain.owed_ppm(player, 2))
    assert prize["name"] == "South Africa Krugerrand 1/10 oz"
    assert body["pulls"][0]["price"] == str(10 * USDC)


def test_a_pull_left_unanswered_past_its_deadline_is_refundable_then_refunded(alice, chain, player):
    request_id = chain.open_pull(player, tier=0)
    chain.advance_time(3_601)
    assert alice.get("/v1/wallet/pulls").json["pulls"][0]["state"] == "refundable"
    chain.refund(request_id, by=player)
    assert alice.get("/v1/wallet/pulls").json["pulls"][0]["state"] == "refunded"


def test_holdings_after_winning_and_minting_carry_the_desks_own_quote(alice, chain, player):
    chain.settle(chain.open_pull(player, tier=0), SMALL)
    chain.claim(player, 2)
    chain.settle(chain.open_pull(player, tier=0), SMALL)
    chain.approve_desk(player)
    owed, minted = chain.owed_ppm(player, 2), chain.balance_ppm(player, 2)
    body = alice.get("/v1/wallet/holdings").json
    assert (body["deskOpen"], body["deskApproved"], body["desk"]) == (True, True, chain.desk.address)
    [holding] = body["holdings"]
    assert (holding["tokenId"], holding["owedPpm"], holding["balancePpm"]) == (2, owed, minted)
    assert (holding["housePrice"], holding["bidBps"], holding["stale"]) == (str(350 * USDC), 8800, False)
    assert holding["quote"] == str(chain.desk.functions.quote(2, owed + minted).call())


def test_a_stale_price_leaves_the_holding_without_a_quote(alice, chain, player):
    chain.settle(chain.open_pull(player, tier=0), SMALL)
    chain.advance_time(3_601)
    [holding] = alice.get("/v1/wallet/holdings").json["holdings"]
    assert (holding["stale"], holding["quote"]) == (True, None)


def test_a_paused_desk_is_closed(alice, chain, player):
    chain.settle(chain.open_pull(player, tier=0), SMALL)
    chain.pause_desk()
    body = alice.get("/v1/wallet/holdings").json
    assert body["deskOpen"] is False
    assert body["reserve"] == str(chain.desk.functions.reserve().call())


def delegate(chain, implementation: str) -> str:
    """A fresh key authorises `implementation` with a real EIP-7702 (type 4) transaction it sends itself."""
    w3, key = chain.w3, Account.create()
    w3.eth.wait_for_transaction_receipt(
        w3.eth.send_transaction({"from": chain.owner, "to": key.address, "value": 10**18}),
        timeout=10,
        poll_latency=0.02,
    )
    nonce = w3.eth.get_transaction_count(key.address)
    authorization = Account.sign_authorization(
        {"chainId": w3.eth.chain_id, "address": implementation, "nonce": nonce + 1}, key.key
    )
    transaction = {
        "chainId": w3.eth.chain_id,
        "nonce": nonce,
        "to": chain.owner,
        "value": 0,
        "data": "0x",
        "gas": 100_000,
        "maxFeePerGas": 10**10,
        "maxPriorityFeePerGas": 10**9,
        "type": 4,
        "authorizationList": [authorization],
    }
    signed = key.sign_transaction(transaction)
    receipt = w3.eth.wait_for_transaction_receipt(
        w3.eth.send_raw_transaction(signed.raw_transaction), timeout=10, poll_latency=0.02
    )
    assert receipt["status"] == 1 and receipt["type"] == 4
    return key.address


def test_a_wallet_delegated_by_a_type_4_transaction_is_delegated(world, make_client, chain):
    delegated, plain = delegate(chain, chain.desk.address), Account.create().address
    other = delegate(chain, chain.fractions.address)  # delegated, but not to our implementation
    client = make_client(world.settings, **world.adapters())
    for account, address, expected in (("pla_d", delegated, True), ("pla_p", plain, False), ("pla_o", other, False)):
        world.wallet_provider.browser_creates(account, address, world.settings.chain_id)
        body = Browser(client, world.sign_in(account)).post("/v1/wallet").json
        assert body == {"wallet": {"address": address, "chainId": 8453, "delegated": expected}}


def test_without_an_implementation_setting_nothing_counts_as_delegated(world, make_client, chain):
    world.settings = attrs.evolve(world.settings, account_implementation=None)
    address = delegate(chain, chain.desk.address)
    world.wallet_provider.browser_creates(ALICE, address, world.settings.chain_id)
    body = Browser(make_client(world.settings, **world.adapters()), world.sign_in(ALICE)).post("/v1/wallet").json
    assert body["wallet"]["delegated"] is False
