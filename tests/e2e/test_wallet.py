"""The signed-in player's wallet over the whole app, with hand-written fakes behind every port."""

import pytest

from domain.wallet import Wallet
from tests.e2e.wallet_kit import ALICE, ALICE_ADDRESS, BOB, Browser, WalletWorld


@pytest.fixture
def world():
    return WalletWorld()


@pytest.fixture
def alice(world, make_client):
    return Browser(make_client(world.settings, **world.adapters()), world.sign_in(ALICE))


def test_an_account_without_a_wallet_has_wallet_null(alice):
    result = alice.get("/v1/wallet")
    assert result.status_code == 200
    assert result.json == {"wallet": None}
    assert result.headers["Cache-Control"] == "no-store"
    assert "Access-Control-Allow-Origin" not in result.headers


def test_posting_before_the_browser_created_the_wallet_is_not_found(alice, world):
    result = alice.post("/v1/wallet")
    assert result.status_code == 404
    assert result.json["error"] == "not_found"
    # the hint fits the route: what the browser must do first, not "check the slugs"
    assert result.json["hint"].startswith("Create the wallet in the browser first")
    assert world.wallets.wallets == {}


def test_posting_records_the_browsers_wallet_once(alice, world):
    world.wallet_provider.browser_creates(ALICE, ALICE_ADDRESS, 8453)
    first = alice.post("/v1/wallet")
    assert first.status_code == 200
    assert first.json == {"wallet": {"address": ALICE_ADDRESS, "chainId": 8453, "delegated": False}}
    second = alice.post("/v1/wallet", json={})
    assert second.json == first.json
    assert world.wallet_provider.asked == [(ALICE, 8453)]  # the second POST changed nothing
    assert alice.get("/v1/wallet").json == first.json


def test_the_recorded_wallet_is_kept_even_if_the_provider_later_answers_otherwise(alice, world):
    world.wallet_provider.browser_creates(ALICE, ALICE_ADDRESS, 8453)
    alice.post("/v1/wallet")
    world.wallet_provider.browser_creates(ALICE, "0x" + "ab" * 20, 8453)
    assert alice.post("/v1/wallet").json["wallet"]["address"] == ALICE_ADDRESS


def test_another_accounts_wallet_is_not_this_accounts(alice, world):
    world.wallets.record(BOB, Wallet(address=ALICE_ADDRESS, chain_id=8453))
    assert alice.get("/v1/wallet").json == {"wallet": None}


def test_a_provider_that_is_down_makes_posting_unavailable(alice, world):
    world.wallet_provider.down = True
    result = alice.post("/v1/wallet")
    assert result.status_code == 503
    assert result.json["error"] == "unavailable"
    assert "Retry-After" in result.headers


@pytest.mark.parametrize(
    "method, path", [("GET", "/v1/wallet"), ("POST", "/v1/wallet"), ("POST", "/v1/wallet/encryption-session")]
)
def test_without_a_wallet_provider_the_wallet_is_unavailable(make_client, method, path):
    world = WalletWorld(wallet_provider=None)
    browser = Browser(make_client(world.settings, **world.adapters()), world.sign_in(ALICE))
    result = browser.get(path) if method == "GET" else browser.post(path)
    assert (result.status_code, result.json["error"]) == (503, "unavailable")


def test_each_encryption_session_is_fresh_for_the_caller(alice, world):
    first = alice.post("/v1/wallet/encryption-session")
    second = alice.post("/v1/wallet/encryption-session", json={"account": BOB})
    assert (first.status_code, first.json) == (200, {"session": "enc_session_1"})
    assert second.json == {"session": "enc_session_2"}
    assert first.headers["Cache-Control"] == "no-store"
    assert world.key_custody.issued == ["enc_session_1", "enc_session_2"]


def test_without_key_custody_the_encryption_session_is_unavailable(make_client):
    world = WalletWorld(key_custody=None)
    browser = Browser(make_client(world.settings, **world.adapters()), world.sign_in(ALICE))
    assert browser.post("/v1/wallet/encryption-session").status_code == 503


def test_reading_the_encryption_session_is_not_allowed(alice):
    result = alice.get("/v1/wallet/encryption-session")
    assert result.status_code == 405
    assert result.json["error"] == "invalid_request"


@pytest.mark.parametrize("path", ["/v1/wallet/pulls", "/v1/wallet/holdings"])
def test_without_a_chain_pulls_and_holdings_are_unavailable(alice, path):
    result = alice.get(path)
    assert (result.status_code, result.json["error"]) == (503, "unavailable")
