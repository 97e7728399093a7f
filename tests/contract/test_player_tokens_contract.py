"""One behaviour for every PlayerTokens (ports/identity.py): the in-memory fake, and the JWKS adapter against a key
set published on loopback with tokens signed by a key generated for the test.

Each subject is the port and the hand that issues tokens the way the provider would, good or bad in one way."""

import json
import time

import pytest

from ports.errors import ProviderUnavailable
from ports.identity import TokenRejected
from tests.fakes.identity import FakePlayerTokens
from tests.support.http_server import json_answer
from tests.support.player_tokens import JWKS_PATH, JwksProvider, SigningKey, claims

ALICE = "pla_alice"


class FakeIssuer:
    def __init__(self) -> None:
        self.tokens = FakePlayerTokens()

    def valid(self, player: str) -> str:
        return self.tokens.issue(player)

    def bad(self, player: str, how: str) -> str:
        reason = {"expired": "expired", "not yet valid": "not_yet_valid", "other audience": "wrong_audience"}
        return self.tokens.issue(player, reason.get(how, "wrong_issuer" if how == "other issuer" else "invalid"))

    def fails(self) -> None:
        self.tokens.down = True

    def recovers(self) -> None:
        self.tokens.down = False


class JwksIssuer:
    def __init__(self, provider: JwksProvider) -> None:
        self.provider, self.tokens = provider, provider.adapter(timeout=0.5)

    def valid(self, player: str) -> str:
        return self.provider.token(player)

    def bad(self, player: str, how: str) -> str:
        now = int(time.time())
        changes = {
            "expired": {"iat": now - 7200, "exp": now - 3600},
            "not yet valid": {"nbf": now + 3600},
            "other audience": {"aud": "pk_test_another_project"},
            "other issuer": {"iss": "https://issuer.example"},
        }
        if how == "another key":
            return SigningKey(kid=self.provider.key.kid).sign(claims(player))
        if how == "no player":
            return self.provider.key.sign({k: v for k, v in claims(player).items() if k != "sub"})
        return self.provider.token(player, **changes[how])

    def fails(self) -> None:
        self.provider.server.routes.pop(JWKS_PATH)  # the key set answers 404
        self.tokens = self.provider.adapter(timeout=0.5)  # nothing held from before

    def recovers(self) -> None:
        self.provider.publish(self.provider.key)


@pytest.fixture(params=["fake", "jwks"])
def issuer(request):
    if request.param == "fake":
        yield FakeIssuer()
        return
    with JwksProvider() as provider:
        yield JwksIssuer(provider)


def test_a_valid_token_names_its_player(issuer):
    assert issuer.tokens.player_of(issuer.valid(ALICE)) == ALICE
    assert issuer.tokens.player_of(issuer.valid("pla_bob")) == "pla_bob"


@pytest.mark.parametrize(
    "how, reason",
    [
        ("expired", "expired"),
        ("not yet valid", "not_yet_valid"),
        ("other audience", "wrong_audience"),
        ("other issuer", "wrong_issuer"),
        ("another key", "invalid"),
        ("no player", "invalid"),
    ],
)
def test_a_token_the_provider_does_not_vouch_for_is_rejected_with_its_reason(issuer, how, reason):
    with pytest.raises(TokenRejected) as rejected:
        issuer.tokens.player_of(issuer.bad(ALICE, how))
    assert rejected.value.reason == reason


@pytest.mark.parametrize("token", ["", "not a token", "a.b.c", "x" * 9000])
def test_something_that_is_no_token_at_all_is_invalid(issuer, token):
    with pytest.raises(TokenRejected) as rejected:
        issuer.tokens.player_of(token)
    assert rejected.value.reason == "invalid"


@pytest.mark.timeout(30)
def test_without_the_published_keys_the_provider_is_unavailable_until_it_recovers(issuer):
    token = issuer.valid(ALICE)
    issuer.fails()
    with pytest.raises(ProviderUnavailable):
        issuer.tokens.player_of(token)
    issuer.recovers()
    assert issuer.tokens.player_of(token) == ALICE


# --- the JWKS adapter's own bounds ------------------------------------------------------------------------
def rsa_jwk() -> dict:
    from cryptography.hazmat.primitives.asymmetric import rsa
    from jwt.algorithms import RSAAlgorithm

    key = rsa.generate_private_key(public_exponent=65537, key_size=2048).public_key()
    return {**RSAAlgorithm.to_jwk(key, as_dict=True), "kid": "rsa", "alg": "RS256"}


def p384_jwk() -> dict:
    from cryptography.hazmat.primitives.asymmetric import ec
    from jwt.algorithms import ECAlgorithm

    key = ec.generate_private_key(ec.SECP384R1()).public_key()
    return {**ECAlgorithm.to_jwk(key, as_dict=True), "kid": "p384"}


@pytest.mark.parametrize(
    "body",
    [
        b"<html>not json</html>",
        b'{"keys": "none"}',
        b'{"no": "keys"}',
        b'{"keys": []}',
        json.dumps({"keys": [{"kty": "oct", "k": "c2VjcmV0", "kid": "hmac"}]}).encode(),
        b'{"keys": [' + b'{"kty": "EC"},' * 20000 + b"{}]}",  # larger than 64 KiB
    ],
    ids=["not json", "keys not a list", "no keys", "empty", "a symmetric key", "too large"],
)
def test_a_key_set_that_holds_no_usable_key_is_unavailable_not_a_rejection(body):
    with JwksProvider() as provider:
        provider.server.routes[JWKS_PATH] = json_answer(body)
        with pytest.raises(ProviderUnavailable):
            provider.adapter(timeout=0.5).player_of(provider.token(ALICE))


def test_keys_of_other_algorithms_in_the_set_are_ignored():
    with JwksProvider() as provider:
        provider.server.routes[JWKS_PATH] = json_answer(
            json.dumps({"keys": [rsa_jwk(), p384_jwk(), provider.key.jwk()]})
        )
        assert provider.adapter().player_of(provider.token(ALICE)) == ALICE


def test_the_key_set_is_kept_for_ten_minutes_then_fetched_again():
    clock = Clock()
    with JwksProvider() as provider:
        tokens = provider.adapter(monotonic=clock)
        for _ in range(5):
            assert tokens.player_of(provider.token(ALICE)) == ALICE
        assert provider.fetches() == 1
        clock.now += 599
        tokens.player_of(provider.token(ALICE))
        assert provider.fetches() == 1
        clock.now += 1
        tokens.player_of(provider.token(ALICE))
        assert provider.fetches() == 2


def test_a_token_without_a_key_id_is_tried_against_each_published_key():
    with JwksProvider() as provider:
        other = SigningKey()
        provider.publish(other, provider.key)
        assert provider.adapter().player_of(provider.key.sign(claims(ALICE), kid=None)) == ALICE


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now
