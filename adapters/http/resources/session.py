"""`/session`: a browser exchanges the wallet provider's player access token for our session cookie, asks who is
signed in, and signs out. Same-site only: no CORS, cross-site writes refused. The access token is never logged,
stored or sent back."""

from __future__ import annotations

import contextlib
import typing

import falcon
import orjson

from adapters.http.converter import iso_utc
from adapters.http.errors import ApiError, invalid, rate_limited
from adapters.http.middleware import client_address
from adapters.http.sessions import SessionGuard, set_cookie_header
from domain.sessions import Session
from ports.identity import TokenRejected
from ports.ratelimit import RateLimiter
from services.sessions import SessionService

MAX_BODY_BYTES = 16 * 1024


def no_store(req: falcon.Request, resp: falcon.Response, resource, params) -> None:
    resp.cache_control = ["no-store"]


@falcon.before(no_store)
class SessionResource:
    def __init__(self, guard: SessionGuard, service: SessionService, failures: RateLimiter, settings) -> None:
        self.guard = guard
        self._service = service
        self._failures = FailedSignIns(failures, settings.trusted_proxy)
        self._settings = settings

    def on_post(self, req: falcon.Request, resp: falcon.Response) -> None:
        self.guard.refuse_cross_site(req)
        with self._failures.charged(req):
            signed = self._service.sign_in(access_token_of(req), self.guard.carried(req))
        resp.status = falcon.HTTP_201
        resp.append_header(
            "Set-Cookie", set_cookie_header(self._settings, signed.token, self._settings.session_ttl_seconds)
        )
        resp.media = body(signed.session)

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        resp.media = body(self.guard.session_of(req))

    def on_delete(self, req: falcon.Request, resp: falcon.Response) -> None:
        self.guard.refuse_cross_site(req)
        self._service.sign_out(self.guard.carried(req))
        resp.status = falcon.HTTP_204
        resp.append_header("Set-Cookie", set_cookie_header(self._settings, "", 0))


class FailedSignIns:
    """Failed sign-ins (a rejected token, a malformed body) spend a budget of their own per client address; once
    it is spent, sign-in answers 429 without looking at the token."""

    def __init__(self, limiter: RateLimiter, trusted_proxy: str | None) -> None:
        self._limiter, self._trusted_proxy = limiter, trusted_proxy

    @contextlib.contextmanager
    def charged(self, req: falcon.Request) -> typing.Iterator[None]:
        client = client_address(
            req.env.get("REMOTE_ADDR", "127.0.0.1"), req.get_header("X-Forwarded-For"), self._trusted_proxy
        )
        decision = self._limiter.peek(client)
        if not decision.allowed:
            raise rate_limited(
                "Too many failed sign-ins from this address.", decision.reset_seconds, "signing in again"
            )
        try:
            yield
        except (TokenRejected, ApiError) as exc:
            if isinstance(exc, TokenRejected) or exc.status_code == 400:
                self._limiter.hit(client)
            raise


def access_token_of(req: falcon.Request) -> str:
    """The `accessToken` of a JSON body; a 400 that never repeats what was sent otherwise."""
    raw = req.bounded_stream.read(MAX_BODY_BYTES + 1)
    try:
        document = orjson.loads(raw) if len(raw) <= MAX_BODY_BYTES else None
    except orjson.JSONDecodeError:
        document = None
    token = document.get("accessToken") if isinstance(document, dict) else None
    if not isinstance(token, str) or not token:
        raise invalid(
            "The body must be a JSON object with an accessToken string.",
            'Send {"accessToken": "…"} with the token the wallet provider’s SDK gives the signed-in player.',
        )
    return token


def body(session: Session) -> dict:
    return {"account": session.account_id, "expiresAt": iso_utc(session.expires_at)}
