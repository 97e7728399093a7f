"""Who is calling /wallet: the session cookie, and nothing else. Cross-site writes are refused."""

from __future__ import annotations

import re
from http.cookies import SimpleCookie
from urllib.parse import urlsplit

import falcon

from adapters.http.errors import ApiError
from domain.sessions import Session
from ports.errors import NotConfigured

TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{32,128}")
READS = frozenset({"GET", "HEAD", "OPTIONS"})
SAME_SITE_FETCHES = frozenset({"same-origin", "same-site", "none"})


def origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


class SessionGuard:
    def __init__(self, store, clock, settings) -> None:
        self._store = store
        self._clock = clock
        self._cookie = settings.session_cookie
        self._origins = frozenset(origin_of(o) for o in (*settings.allowed_origins, settings.public_base_url))

    def session_of(self, req: falcon.Request) -> Session:
        if self._store is None:
            raise NotConfigured("sessions are not configured")
        values = req.get_cookie_values(self._cookie) or []
        # Two cookies of the same name mean one was planted (cookie tossing): trust neither.
        if len(values) != 1 or not TOKEN_SHAPE.fullmatch(values[0]):
            raise unauthorized()
        session = self._store.find(values[0], self._clock.now())
        if session is None:
            raise unauthorized()
        return session

    def carried(self, req: falcon.Request) -> list[str]:
        """Every well-formed session token the request's cookies carry (one, normally): what a new sign-in or a
        sign-out ends."""
        return [value for value in req.get_cookie_values(self._cookie) or [] if TOKEN_SHAPE.fullmatch(value)]

    def refuse_cross_site(self, req: falcon.Request) -> None:
        if req.method in READS:
            return
        site = req.get_header("Sec-Fetch-Site")
        if site is not None and site.lower() not in SAME_SITE_FETCHES:
            raise forbidden("This request came from another site.")
        origin = req.get_header("Origin")
        if origin is not None and origin.lower() not in self._origins:
            raise forbidden(f"Origin {origin!r} may not write to this account.")


def authenticate(req: falcon.Request, resp: falcon.Response, resource, params) -> None:
    """Falcon `before` hook for every /wallet responder; the resource carries a `guard`."""
    resp.cache_control = ["no-store"]
    req.context.session = resource.guard.session_of(req)
    resource.guard.refuse_cross_site(req)


def unauthorized() -> ApiError:
    return ApiError(
        falcon.HTTP_401,
        "unauthorized",
        "This endpoint needs a signed-in session.",
        "Sign in again: the session cookie is missing, expired or revoked.",
    )


def forbidden(message: str) -> ApiError:
    return ApiError(
        falcon.HTTP_403,
        "forbidden",
        message,
        "Send writes from the site itself (an allowed origin), never from another site.",
    )


def set_cookie_header(settings, token: str, max_age: int) -> str:
    """The Set-Cookie value a sign-in hands the browser (DECISIONS: Sessions); an empty token with max_age 0
    clears the cookie."""
    cookie = SimpleCookie()
    cookie[settings.session_cookie] = token
    morsel = cookie[settings.session_cookie]
    morsel.update({"httponly": True, "samesite": "Lax", "path": "/", "max-age": str(max_age)})
    morsel["secure"] = settings.session_cookie_secure
    return morsel.OutputString()
