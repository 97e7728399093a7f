"""Player access tokens checked with PyJWT against the key set the provider publishes (a JWKS).

The algorithm is pinned (ES256 for Openfort): a token naming `none`, an HMAC algorithm or anything else is
refused before any key is tried, so a public key can never be used as an HMAC secret. The key set is fetched
through a bulkhead (the whole exchange within the deadline, one fetch in flight shared by every caller),
bounded in size and in keys, kept for KEEP_SECONDS, and fetched again at most once per REFETCH_SECONDS when a
token names a key id it does not hold (a rotation), so forged key ids cannot make us hammer the provider.
"""

from __future__ import annotations

import json
import threading
import time
import typing

import jwt
import requests

from adapters.outbound import Bulkhead
from ports.errors import ProviderUnavailable
from ports.identity import TokenRejected

ALGORITHMS = ("ES256",)
LEEWAY_SECONDS = 30
KEEP_SECONDS = 600.0
REFETCH_SECONDS = 30.0
MAX_BYTES = 64 * 1024
MAX_KEYS = 16
MAX_TOKEN_CHARS = 8192
REQUIRED_CLAIMS = ["exp", "iat", "iss", "aud", "sub"]
REASONS: tuple[tuple[type[Exception], str], ...] = (
    (jwt.ExpiredSignatureError, "expired"),
    (jwt.ImmatureSignatureError, "not_yet_valid"),
    (jwt.InvalidAudienceError, "wrong_audience"),
    (jwt.InvalidIssuerError, "wrong_issuer"),
)


class JwksPlayerTokens:
    def __init__(
        self,
        jwks_url: str,
        issuer: str,
        audience: str,
        timeout: float,
        monotonic: typing.Callable[[], float] = time.monotonic,
    ) -> None:
        self._url, self._issuer, self._audience, self._timeout = jwks_url, issuer, audience, timeout
        self._monotonic = monotonic
        self._http = requests.Session()
        self._bulkhead = Bulkhead("wallet provider's key set", deadline=timeout, unavailable=ProviderUnavailable)
        self._lock = threading.Lock()
        self._keys: dict[str | None, jwt.PyJWK] = {}
        self._fetched_at: float | None = None

    def __repr__(self) -> str:
        return f"JwksPlayerTokens({self._url!r})"

    def player_of(self, access_token: str) -> str:
        if not access_token or len(access_token) > MAX_TOKEN_CHARS:
            raise TokenRejected("invalid")
        try:
            header = jwt.get_unverified_header(access_token)
        except jwt.PyJWTError:
            raise TokenRejected("invalid") from None
        if header.get("alg") not in ALGORITHMS:
            raise TokenRejected("invalid")
        claims = self._verified(access_token, self._candidates(header.get("kid")))
        subject = claims.get("sub")
        if not isinstance(subject, str) or not subject:
            raise TokenRejected("invalid")
        return subject

    def _verified(self, token: str, keys: list[jwt.PyJWK]) -> dict:
        for key in keys:
            try:
                return jwt.decode(
                    token,
                    key,
                    algorithms=list(ALGORITHMS),
                    audience=self._audience,
                    issuer=self._issuer,
                    leeway=LEEWAY_SECONDS,
                    options={"require": REQUIRED_CLAIMS, "verify_iat": True},
                )
            except jwt.InvalidSignatureError:
                continue  # a token without a key id is tried against each published key
            except jwt.PyJWTError as exc:
                raise TokenRejected(_reason(exc)) from None
        raise TokenRejected("invalid")

    def _candidates(self, kid: object) -> list[jwt.PyJWK]:
        if kid is not None and not isinstance(kid, str):
            raise TokenRejected("invalid")
        keys = self._current_keys()
        if kid is None:
            return list(keys.values())
        if kid not in keys and self._may_refetch():
            keys = self._fetch()
        found = keys.get(kid)
        if found is None:
            raise TokenRejected("invalid")
        return [found]

    def _current_keys(self) -> dict[str | None, jwt.PyJWK]:
        with self._lock:
            fetched_at, keys = self._fetched_at, self._keys
        if fetched_at is None or self._monotonic() - fetched_at >= KEEP_SECONDS:
            return self._fetch()
        return keys

    def _may_refetch(self) -> bool:
        with self._lock:
            return self._fetched_at is None or self._monotonic() - self._fetched_at >= REFETCH_SECONDS

    def _fetch(self) -> dict[str | None, jwt.PyJWK]:
        keys = self._bulkhead.call(self._download, key="jwks")
        with self._lock:
            self._keys, self._fetched_at = keys, self._monotonic()
        return keys

    def _download(self) -> dict[str | None, jwt.PyJWK]:
        try:
            with self._http.get(self._url, timeout=self._timeout, stream=True, allow_redirects=False) as response:
                if response.status_code != 200:
                    raise ProviderUnavailable(f"the wallet provider's key set answered HTTP {response.status_code}")
                body = response.raw.read(MAX_BYTES + 1, decode_content=True)
        except requests.RequestException as exc:
            raise ProviderUnavailable("the wallet provider's key set did not answer") from exc
        if len(body) > MAX_BYTES:
            raise ProviderUnavailable(f"the wallet provider's key set is larger than {MAX_BYTES} bytes")
        return usable_keys(body)


def usable_keys(body: bytes) -> dict[str | None, jwt.PyJWK]:
    """The signing keys of a JWKS document that fit the pinned algorithm, by key id (at most MAX_KEYS)."""
    try:
        document = json.loads(body)
        entries = document["keys"]
        if not isinstance(entries, list):
            raise TypeError("keys is not a list")
    except (ValueError, TypeError, KeyError) as exc:
        raise ProviderUnavailable("the wallet provider's key set is not a JWKS document") from exc
    keys: dict[str | None, jwt.PyJWK] = {}
    for entry in entries[:MAX_KEYS]:
        if not isinstance(entry, dict) or entry.get("use", "sig") != "sig":
            continue
        if (entry.get("kty"), entry.get("crv")) != ("EC", "P-256") or entry.get("alg", "ES256") not in ALGORITHMS:
            continue
        try:
            keys[entry.get("kid")] = jwt.PyJWK(entry, algorithm=ALGORITHMS[0])
        except jwt.PyJWTError:
            continue
    if not keys:
        raise ProviderUnavailable("the wallet provider's key set holds no ES256 signing key")
    return keys


def _reason(exc: Exception) -> str:
    return next((reason for kind, reason in REASONS if isinstance(exc, kind)), "invalid")


def from_settings(settings) -> JwksPlayerTokens | None:
    """None (sign-in answers 503) until the key set URL, the issuer and the audience are all configured."""
    if not (
        settings.wallet_provider_jwks_url and settings.wallet_provider_issuer and settings.wallet_provider_audience
    ):
        return None
    return JwksPlayerTokens(
        settings.wallet_provider_jwks_url,
        settings.wallet_provider_issuer,
        settings.wallet_provider_audience,
        settings.provider_timeout,
    )
