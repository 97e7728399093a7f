"""Signing in from the browser: the wallet provider's player access token, checked against a key set published on
loopback by the test, becomes our session cookie; GET tells who is signed in; DELETE signs out."""

import logging
import time

import attrs
import pytest

from ports.ratelimit import Budget
from tests.conftest import MID_WINDOW
from tests.e2e.wallet_kit import ALICE, ALICE_ADDRESS, SITE, WalletWorld
from tests.fakes.ratelimit import FakeRateLimiter
from tests.support.player_tokens import JwksProvider, SigningKey, claims, hmac_with, unsigned

DEADLINE = 0.5
TWO_WEEKS = 14 * 24 * 3600
SAME_SITE = {"Origin": SITE, "Sec-Fetch-Site": "same-origin"}


class Monotonic:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@attrs.define
class SignInWorld:
    provider: JwksProvider
    wallet: WalletWorld = attrs.Factory(WalletWorld)
    monotonic: Monotonic = attrs.Factory(Monotonic)
    failures: FakeRateLimiter = attrs.Factory(lambda: FakeRateLimiter(Budget(10, 60), lambda: MID_WINDOW))

    def adapters(self) -> dict:
        tokens = self.provider.adapter(timeout=DEADLINE, monotonic=self.monotonic)
        return {**self.wallet.adapters(), "player_tokens": tokens, "sign_in_failures": self.failures}


@pytest.fixture
def world():
    with JwksProvider() as provider:
        yield SignInWorld(provider)


@pytest.fixture
def client(world, make_client):
    return make_client(world.wallet.settings, **world.adapters())


def sign_in(client, token, headers=None, cookies=None, remote_addr="198.51.100.7", path="/v1/session"):
    headers = {**SAME_SITE, **(headers or {})}
    return client.simulate_post(
        path, json={"accessToken": token}, headers=headers, cookies=cookies, remote_addr=remote_addr
    )


def cookie_of(result) -> str:
    return result.cookies["session"].value


def assert_unauthorized(result, token=None):
    assert result.status_code == 401
    assert result.json["error"] == "unauthorized"
    assert result.headers["Cache-Control"] == "no-store"
    if token:
        assert token not in result.text and all(token not in value for value in result.headers.values())


def test_a_valid_token_signs_the_player_in_with_a_session_cookie(client, world):
    token = world.provider.token(ALICE)
    result = sign_in(client, token)
    assert result.status_code == 201
    assert result.json == {"account": ALICE, "expiresAt": "2024-12-13T15:00:00Z"}
    assert result.headers["Cache-Control"] == "no-store"
    assert "Access-Control-Allow-Origin" not in result.headers
    cookie = result.cookies["session"]
    assert (cookie.http_only, cookie.secure, cookie.same_site, cookie.path) == (True, True, "Lax", "/")
    assert cookie.max_age == TWO_WEEKS
    assert token not in result.text and token not in result.headers["Set-Cookie"]
    session = {"session": cookie.value}
    assert client.simulate_get("/v1/session", cookies=session).json == result.json
    world.wallet.wallet_provider.browser_creates(ALICE, ALICE_ADDRESS, 8453)
    created = client.simulate_post("/v1/wallet", cookies=session, headers=SAME_SITE)
    assert created.json["wallet"]["address"] == ALICE_ADDRESS


def test_the_unprefixed_alias_signs_in_too(client, world):
    result = sign_in(client, world.provider.token(ALICE), path="/session")
    assert result.status_code == 201
    assert client.simulate_get("/session", cookies={"session": cookie_of(result)}).json["account"] == ALICE


def now() -> int:
    return int(time.time())


REFUSED = {
    "expired": lambda p: p.token(ALICE, iat=now() - 7200, exp=now() - 3600),
    "not yet valid": lambda p: p.token(ALICE, nbf=now() + 3600),
    "issued in the future": lambda p: p.token(ALICE, iat=now() + 3600),
    "wrong issuer": lambda p: p.token(ALICE, iss="https://issuer.example"),
    "wrong audience": lambda p: p.token(ALICE, aud="pk_test_another_project"),
    "signed by another key": lambda p: SigningKey(kid=p.key.kid).sign(claims(ALICE)),
    "alg none": lambda p: unsigned({**claims(ALICE)}),
    "HS256 with the public key": lambda p: hmac_with(p.key.public_pem(), claims(ALICE), p.key.kid),
    "HS256 with the public JWK": lambda p: hmac_with(str(p.key.jwk()).encode(), claims(ALICE), p.key.kid),
    "no expiry": lambda p: p.key.sign({k: v for k, v in claims(ALICE).items() if k != "exp"}),
}
HINTS = {
    "expired": "fresh access token",
    "not yet valid": "clock",
    "issued in the future": "clock",
    "wrong audience": "this site's own",
}


@pytest.mark.parametrize("how", REFUSED)
def test_a_token_the_provider_does_not_vouch_for_is_unauthorized_and_opens_no_session(client, world, how, caplog):
    token = REFUSED[how](world.provider)
    with caplog.at_level(logging.DEBUG):
        result = sign_in(client, token)
    assert_unauthorized(result, token)
    assert token not in caplog.text
    assert HINTS.get(how, "unchanged") in result.json["hint"]
    assert "set-cookie" not in {name.lower() for name in result.headers}
    assert world.wallet.sessions.sessions == {}


def test_a_malformed_body_is_a_400_that_never_repeats_it(client):
    for body in (b"not json {secret}", b'{"accessToken": 7}', b"[]", b'{"token": "eyJ.secret"}'):
        result = client.simulate_post(
            "/v1/session", body=body, headers={**SAME_SITE, "Content-Type": "application/json"}
        )
        assert result.status_code == 400 and result.json["error"] == "invalid_request"
        assert "secret" not in result.text


def test_an_unknown_key_id_fetches_the_key_set_once_more_then_is_unauthorized(client, world):
    assert sign_in(client, world.provider.token(ALICE)).status_code == 201
    assert world.provider.fetches() == 1
    world.monotonic.now += 31  # later than the refetch pause after the last fetch
    stranger = SigningKey(kid="rotated-in")
    assert_unauthorized(sign_in(client, stranger.sign(claims(ALICE))))
    assert world.provider.fetches() == 2
    assert_unauthorized(sign_in(client, SigningKey(kid="another").sign(claims(ALICE))))
    assert world.provider.fetches() == 2  # forged key ids cannot make us hammer the provider


def test_a_key_the_provider_rotates_in_is_found_by_the_refetch(client, world):
    assert sign_in(client, world.provider.token(ALICE)).status_code == 201
    rotated = SigningKey(kid="rotated-in")
    world.provider.publish(world.provider.key, rotated)
    world.monotonic.now += 31
    assert sign_in(client, rotated.sign(claims(ALICE))).status_code == 201
    assert world.provider.fetches() == 2


@pytest.mark.timeout(30)
def test_a_key_set_that_hangs_is_a_503_within_the_deadline(client, world, caplog):
    world.provider.hang()
    token = world.provider.token(ALICE)
    started = time.monotonic()
    with caplog.at_level(logging.DEBUG):
        result = sign_in(client, token)
    assert time.monotonic() - started < DEADLINE + 1.0
    assert result.status_code == 503 and result.json["error"] == "unavailable"
    assert token not in caplog.text and token not in result.text
    assert world.wallet.sessions.sessions == {}
    assert world.failures.spent == {}  # our failure, not the player's: it costs no failed sign-in


def test_without_the_key_set_configured_sign_in_is_unavailable(make_client, world):
    client = make_client(world.wallet.settings, **{**world.adapters(), "player_tokens": None})
    result = sign_in(client, world.provider.token(ALICE))
    assert result.status_code == 503 and result.json["error"] == "unavailable"


@pytest.mark.parametrize(
    "headers", [{"Sec-Fetch-Site": "cross-site"}, {"Origin": "https://evil.example"}, {"Origin": "null"}]
)
def test_a_cross_site_sign_in_or_sign_out_is_forbidden(client, world, headers):
    result = sign_in(client, world.provider.token(ALICE), headers=headers)
    assert result.status_code == 403 and result.json["error"] == "forbidden"
    assert world.wallet.sessions.sessions == {} and world.provider.fetches() == 0
    session = {"session": cookie_of(sign_in(client, world.provider.token(ALICE)))}
    refused = client.simulate_delete("/v1/session", cookies=session, headers={**SAME_SITE, **headers})
    assert refused.status_code == 403
    assert client.simulate_get("/v1/session", cookies=session).status_code == 200


def test_the_group_answers_no_cors_preflight(client):
    result = client.simulate_options(
        "/v1/session", headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"}
    )
    assert "Access-Control-Allow-Origin" not in result.headers
    assert "Access-Control-Allow-Methods" not in result.headers
    for spelling in ("/v1//session", "/v1/./session", "/session"):
        answer = client.simulate_get(spelling, headers={"Origin": "https://evil.example"})
        assert answer.status_code == 401 and "Access-Control-Allow-Origin" not in answer.headers


def test_signing_out_ends_the_session_and_the_old_cookie_is_unauthorized(client, world):
    session = {"session": cookie_of(sign_in(client, world.provider.token(ALICE)))}
    result = client.simulate_delete("/v1/session", cookies=session, headers=SAME_SITE)
    assert result.status_code == 204 and result.text == ""
    cleared = result.cookies["session"]
    assert cleared.max_age == 0 and cleared.value in ("", '""')
    assert_unauthorized(client.simulate_get("/v1/session", cookies=session))
    assert_unauthorized(client.simulate_get("/v1/wallet", cookies=session))
    assert client.simulate_delete("/v1/session", cookies=session, headers=SAME_SITE).status_code == 204


def test_without_a_session_get_is_unauthorized(client):
    assert_unauthorized(client.simulate_get("/v1/session"))
    assert_unauthorized(client.simulate_get("/v1/session", cookies={"session": "gcs_" + "A" * 43}))


def test_a_new_sign_in_mints_a_new_token_and_ends_the_one_the_cookie_carried(client, world):
    first = {"session": cookie_of(sign_in(client, world.provider.token(ALICE)))}
    again = sign_in(client, world.provider.token(ALICE), cookies=first)
    assert again.status_code == 201 and cookie_of(again) != first["session"]
    assert_unauthorized(client.simulate_get("/v1/session", cookies=first))
    assert client.simulate_get("/v1/session", cookies={"session": cookie_of(again)}).status_code == 200
    assert len(world.wallet.sessions.sessions) == 1


def test_failed_sign_ins_have_a_budget_per_address_and_successes_spend_none_of_it(client, world):
    for _ in range(12):
        assert sign_in(client, world.provider.token(ALICE)).status_code == 201
    for _ in range(10):
        assert_unauthorized(sign_in(client, world.provider.token(ALICE, aud="pk_other")))
    refused = sign_in(client, world.provider.token(ALICE))
    assert refused.status_code == 429 and refused.json["error"] == "rate_limited"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert sign_in(client, world.provider.token(ALICE), remote_addr="203.0.113.9").status_code == 201
