"""Player access tokens as the wallet provider issues them, made at test time: an ES256 key pair generated with
cryptography, its public half published as a JWKS by a LocalHttpServer on loopback, and tokens signed with PyJWT.

    with JwksProvider() as provider:
        adapter = provider.adapter(timeout=0.5)
        adapter.player_of(provider.token("pla_alice"))
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
import uuid

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from jwt.algorithms import ECAlgorithm

from adapters.identity.jwks import JwksPlayerTokens
from tests.support.http_server import HANG, LocalHttpServer, json_answer

ISSUER, AUDIENCE = "openfort.xyz", "pk_test_goldcoins"
JWKS_PATH = "/iam/v1/pk_test_goldcoins/jwks.json"


class SigningKey:
    def __init__(self, kid: str | None = None) -> None:
        self.kid = kid or f"key-{uuid.uuid4().hex[:8]}"
        self.private = ec.generate_private_key(ec.SECP256R1())

    def jwk(self) -> dict:
        published = ECAlgorithm.to_jwk(self.private.public_key(), as_dict=True)
        return {**published, "kid": self.kid, "use": "sig", "alg": "ES256"}

    def public_pem(self) -> bytes:
        return self.private.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )

    def sign(self, claims: dict, kid: str | None = "own") -> str:
        headers = {} if kid is None else {"kid": self.kid if kid == "own" else kid}
        return jwt.encode(claims, self.private, algorithm="ES256", headers=headers)


def claims(player: str, **changes) -> dict:
    now = int(time.time())
    base = {"sub": player, "sid": "ses_1", "iss": ISSUER, "aud": AUDIENCE, "iat": now, "exp": now + 3600}
    return {**base, **changes}


def unsigned(claims: dict) -> str:
    """`alg: none`: a token with no signature at all."""
    return f"{_segment({'alg': 'none', 'typ': 'JWT'})}.{_segment(claims)}."


def hmac_with(secret: bytes, claims: dict, kid: str) -> str:
    """HS256 signed with `secret` (the published public key, in the classic key-confusion attack). Made by hand:
    PyJWT refuses to use a PEM public key as an HMAC secret, which is the point."""
    head = f"{_segment({'alg': 'HS256', 'typ': 'JWT', 'kid': kid})}.{_segment(claims)}"
    mac = hmac.new(secret, head.encode(), hashlib.sha256).digest()
    return f"{head}.{base64.urlsafe_b64encode(mac).rstrip(b'=').decode()}"


def _segment(value: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()


class JwksProvider:
    """The provider's published key set on a loopback server, and the key that signs its tokens."""

    def __init__(self) -> None:
        self.key = SigningKey()
        self.server = LocalHttpServer()
        self.publish(self.key)

    def __enter__(self) -> JwksProvider:
        self.server.__enter__()
        return self

    def __exit__(self, *exc_info) -> None:
        self.server.__exit__(*exc_info)

    @property
    def url(self) -> str:
        return self.server.base_url + JWKS_PATH

    def publish(self, *keys: SigningKey) -> None:
        self.server.routes[JWKS_PATH] = json_answer(json.dumps({"keys": [key.jwk() for key in keys]}))

    def hang(self) -> None:
        self.server.routes[JWKS_PATH] = HANG

    def fetches(self) -> int:
        return sum(1 for seen in self.server.received if seen.path == JWKS_PATH)

    def token(self, player: str, **changes) -> str:
        return self.key.sign(claims(player, **changes))

    def adapter(self, timeout: float = 1.0, monotonic=time.monotonic) -> JwksPlayerTokens:
        return JwksPlayerTokens(self.url, ISSUER, AUDIENCE, timeout, monotonic=monotonic)
