"""Who may reach /wallet: only a live session, only for its own account, only from the site itself."""

import attrs
import pytest

from tests.e2e.wallet_kit import ALICE, ALICE_ADDRESS, BOB, BOB_ADDRESS, SITE, Browser, WalletWorld

PATHS = ["/v1/wallet", "/v1/wallet/pulls", "/v1/wallet/holdings"]


@pytest.fixture
def world():
    return WalletWorld()


@pytest.fixture
def client(world, make_client):
    return make_client(world.settings, **world.adapters())


def assert_unauthorized(result):
    assert result.status_code == 401
    assert result.json["error"] == "unauthorized"
    assert result.headers["Cache-Control"] == "no-store"
    assert "Access-Control-Allow-Origin" not in result.headers


@pytest.mark.parametrize("path", PATHS)
def test_without_a_cookie_every_wallet_path_is_unauthorized(client, path):
    assert_unauthorized(client.simulate_get(path, headers={"Accept": "text/html"}))


def test_posting_without_a_cookie_is_unauthorized(client):
    assert_unauthorized(Browser(client, None).post("/v1/wallet/encryption-session"))


@pytest.mark.parametrize("token", ["A" * 43, "not a token", "x", "A" * 300, "é" * 43])
def test_a_wrong_or_malformed_cookie_is_unauthorized(client, world, token):
    world.sign_in(ALICE)
    assert_unauthorized(Browser(client, token).get("/v1/wallet"))


def test_two_session_cookies_are_trusted_neither(client, world):
    alice, bob = world.sign_in(ALICE), world.sign_in(BOB)
    result = client.simulate_get("/v1/wallet", headers={"Cookie": f"session={alice}; session={bob}"})
    assert_unauthorized(result)


def test_an_expired_session_is_unauthorized(client, world):
    browser = Browser(client, world.sign_in(ALICE))
    world.clock.advance(14 * 24 * 3600 - 1)
    assert browser.get("/v1/wallet").status_code == 200
    world.clock.advance(1)
    assert_unauthorized(browser.get("/v1/wallet"))


def test_a_revoked_session_is_unauthorized(client, world):
    token = world.sign_in(ALICE)
    world.sessions.revoke(token)
    assert_unauthorized(Browser(client, token).get("/v1/wallet"))


def test_the_cookie_name_follows_the_configuration(make_client):
    world = WalletWorld()
    world.settings = attrs.evolve(world.settings, session_cookie="gc_session")
    client = make_client(world.settings, **world.adapters())
    token = world.sign_in(ALICE)
    assert Browser(client, token, cookie="gc_session").get("/v1/wallet").status_code == 200
    assert_unauthorized(Browser(client, token).get("/v1/wallet"))


def test_no_parameter_header_or_body_can_name_another_account(client, world):
    world.wallets.record(BOB, world.wallet_provider.browser_creates(BOB, BOB_ADDRESS, 8453))
    world.wallet_provider.browser_creates(ALICE, ALICE_ADDRESS, 8453)
    alice = Browser(client, world.sign_in(ALICE))
    named = alice.get("/v1/wallet", params={"account": BOB, "player": BOB})
    assert (named.status_code, named.json["error"]) == (400, "invalid_request")  # refused, never read
    assert alice.get("/v1/wallet", headers={"X-Account-Id": BOB}).json == {"wallet": None}
    created = alice.post("/v1/wallet", json={"account": BOB, "address": BOB_ADDRESS})
    assert created.json["wallet"]["address"] == ALICE_ADDRESS
    assert world.wallet_provider.asked == [(ALICE, 8453)]


@pytest.mark.parametrize(
    "headers",
    [
        {"Sec-Fetch-Site": "cross-site"},
        {"Origin": "https://evil.example"},
        {"Origin": "null"},
        {"Origin": SITE + ".evil.example"},
    ],
)
def test_a_cross_site_post_is_forbidden(client, world, headers):
    world.wallet_provider.browser_creates(ALICE, ALICE_ADDRESS, 8453)
    result = Browser(client, world.sign_in(ALICE)).post("/v1/wallet", headers=headers)
    assert result.status_code == 403
    assert result.json["error"] == "forbidden"
    assert world.wallet_provider.asked == []
    assert world.key_custody.issued == []


def test_a_post_from_the_site_or_without_browser_headers_is_allowed(client, world):
    world.wallet_provider.browser_creates(ALICE, ALICE_ADDRESS, 8453)
    browser = Browser(client, world.sign_in(ALICE))
    assert browser.post("/v1/wallet", headers={"Sec-Fetch-Site": "same-site"}).status_code == 200
    plain = client.simulate_post("/v1/wallet", cookies=browser.cookies)
    assert plain.status_code == 200


def test_without_a_session_store_the_wallet_is_unavailable(make_client):
    world = WalletWorld()
    adapters = {**world.adapters(), "sessions": None}
    result = make_client(world.settings, **adapters).simulate_get("/v1/wallet")
    assert result.status_code == 503
    assert result.json["error"] == "unavailable"
