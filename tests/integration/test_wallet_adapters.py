"""The Openfort and Shield adapters against a local server speaking their recorded API shapes."""

import json

import pytest

from adapters.wallet import openfort, shield
from config import registry
from domain.wallet import Wallet
from ports.errors import ProviderUnavailable
from tests.conftest import make_settings
from tests.support.http_server import fixture_bytes, unused_port
from tests.support.wallet_server import ScriptedServer

PLAYER = "pla_7c0a2f8e-6d7e-4f4e-9f0d-3b1a5c2e9d10"
ACCOUNTS = "/v1/accounts"
SESSION = "/project/encryption-session"


def recorded(name):
    return json.loads(fixture_bytes(f"wallet/{name}.json"))


@pytest.fixture
def server():
    with ScriptedServer() as running:
        yield running


def provider(server, timeout=2.0):
    return openfort.OpenfortProvider(server.url, "sk_test_secret", timeout)


def custody(server, timeout=2.0):
    return shield.ShieldCustody(server.url, "pk_shield", "shield_secret", "part_two", timeout)


def test_the_provider_finds_the_players_wallet_on_the_configured_chain(server):
    server.reply("GET", ACCOUNTS, 200, recorded("openfort_accounts"))
    wallet = provider(server).wallet_of(PLAYER, 8453)
    assert wallet == Wallet(address="0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", chain_id=8453)
    [seen] = server.seen
    assert seen.query == {"player": [PLAYER], "chainId": ["8453"]}
    assert seen.headers["authorization"] == "Bearer sk_test_secret"


def test_the_provider_has_no_wallet_before_the_browser_creates_one(server):
    server.reply("GET", ACCOUNTS, 200, recorded("openfort_accounts_empty"))
    assert provider(server).wallet_of(PLAYER, 8453) is None


def test_a_wallet_on_another_chain_only_is_no_wallet(server):
    server.reply("GET", ACCOUNTS, 200, recorded("openfort_accounts"))
    assert provider(server).wallet_of(PLAYER, 1) is None


def test_an_unknown_player_has_no_wallet(server):
    server.reply("GET", ACCOUNTS, 404, {"error": {"message": "player not found"}})
    assert provider(server).wallet_of(PLAYER, 8453) is None


@pytest.mark.parametrize("status", [401, 403, 500, 502, 503])
def test_a_refusing_or_failing_provider_is_unavailable(server, status):
    server.reply("GET", ACCOUNTS, status, recorded("openfort_unauthorized"))
    with pytest.raises(ProviderUnavailable):
        provider(server).wallet_of(PLAYER, 8453)


@pytest.mark.parametrize("body", [b"<html>", {"data": "nope"}, {"data": [{"chainId": 8453, "address": "0x12"}]}])
def test_a_garbled_provider_answer_is_unavailable(server, body):
    server.reply("GET", ACCOUNTS, 200, body)
    with pytest.raises(ProviderUnavailable):
        provider(server).wallet_of(PLAYER, 8453)


def test_a_silent_provider_is_unavailable_after_the_timeout(server):
    server.hang("GET", ACCOUNTS)
    with pytest.raises(ProviderUnavailable):
        provider(server, timeout=0.2).wallet_of(PLAYER, 8453)


def test_an_unreachable_provider_is_unavailable():
    unreachable = openfort.OpenfortProvider(f"http://127.0.0.1:{unused_port()}", "sk", 1.0)
    with pytest.raises(ProviderUnavailable):
        unreachable.wallet_of(PLAYER, 8453)


def test_key_custody_registers_an_encryption_session_with_the_project_keys(server):
    server.reply("POST", SESSION, 200, recorded("shield_encryption_session"))
    assert custody(server).encryption_session() == "3f6d1c8e-9b2a-4c7d-8e1f-0a9b8c7d6e5f"
    [seen] = server.seen
    assert (seen.headers["x-api-key"], seen.headers["x-api-secret"]) == ("pk_shield", "shield_secret")
    assert seen.json() == {"encryption_part": "part_two"}


@pytest.mark.parametrize("status, body", [(401, {"error": "unauthorized"}), (500, {}), (200, {"other": 1})])
def test_key_custody_failures_are_unavailable(server, status, body):
    server.reply("POST", SESSION, status, body)
    with pytest.raises(ProviderUnavailable):
        custody(server).encryption_session()


def test_a_silent_key_custody_is_unavailable_after_the_timeout(server):
    server.hang("POST", SESSION)
    with pytest.raises(ProviderUnavailable):
        custody(server, timeout=0.2).encryption_session()


def test_without_secrets_neither_adapter_is_built():
    assert registry.build("wallet_provider", make_settings()) is None
    assert registry.build("key_custody", make_settings(key_custody_api_key="k", key_custody_api_secret="s")) is None
    assert registry.build("wallet_provider", make_settings(wallet_provider_secret="sk")) is not None


def test_secrets_stay_out_of_reprs():
    settings = make_settings(
        wallet_provider_secret="sk_live_hush",
        key_custody_api_key="k_hush",
        key_custody_api_secret="s_hush",
        key_custody_encryption_part="p_hush",
    )
    shown = repr(openfort.from_settings(settings)) + repr(shield.from_settings(settings)) + repr(settings)
    assert "hush" not in shown
