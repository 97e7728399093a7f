"""Cross-cutting behaviour of every route: version prefixes, the public budget, CORS, connections."""

from __future__ import annotations

import functools
import re
import urllib.parse

import falcon

from adapters.http.errors import ApiError, rate_limited
from config.versions import ApiVersion
from ports.errors import RateLimitStoreUnavailable
from ports.ratelimit import Budget, Decision

UNLIMITED_PATHS = frozenset({"/healthz", "/metrics"})
SAME_SITE_ONLY = ("/wallet", "/session")
EXPOSED = (
    "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, Retry-After, "
    "X-API-Version, ETag, Deprecation, Sunset, Link"
)


CONTROL = re.compile(r"[\x00-\x1f\x7f]")


class PathNormaliser:
    """First of all: the path every policy and route sees is the normalised one (repeated slashes collapsed,
    `.` and `..` segments resolved: `/v1//wallet` and `/v1/./wallet` are `/v1/wallet`), so CORS and the
    budget cannot be sidestepped by spelling."""

    def process_request(self, req: falcon.Request, resp: falcon.Response) -> None:
        normal = normalised(req.path)
        if normal != req.path:
            req.path = normal


class RequestHygiene:
    """After the budget (so the refusal carries its headers) and before any route: a request whose path,
    query or cookies hold control characters (NUL included) or bytes that are not UTF-8 is a 400, before any
    store sees it."""

    def process_request(self, req: falcon.Request, resp: falcon.Response) -> None:
        refusal = unclean(req.env)
        if refusal is not None:
            raise _refused(refusal)


def unclean(env: dict) -> str | None:
    """Why the request's path, query or cookies are refused (control characters, bytes that are not UTF-8); None
    when they are clean. Asked by RequestHygiene, and by the plain reads before they answer without falcon."""
    path, query = env.get("PATH_INFO", ""), env.get("QUERY_STRING", "")
    # the usual request is plain ASCII without percent-escapes in its query: nothing to decode
    if not (path.isascii() and query.isascii() and "%" not in query):
        try:
            path = path.encode("latin-1").decode("utf-8")
            query = urllib.parse.unquote_to_bytes(query.replace("+", " ")).decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            return "The path or query string is not UTF-8."
    if CONTROL.search(path + query + env.get("HTTP_COOKIE", "")):
        return "The path, query string or a cookie holds a control character."
    return None


def normalised(path: str) -> str:
    """`path` with repeated slashes collapsed and dot segments resolved (RFC 3986, 5.2.4)."""
    if "//" not in path and "/." not in path:
        return path
    kept: list[str] = []
    for segment in path.split("/"):
        if segment in ("", "."):
            continue
        if segment == "..":
            if kept:
                kept.pop()
            continue
        kept.append(segment)
    return "/" + "/".join(kept)


def _refused(message: str) -> ApiError:
    return ApiError(
        falcon.HTTP_400,
        "invalid_request",
        message,
        "Percent-encode the request as UTF-8 text without control characters.",
    )


class VersionMiddleware:
    """Serves /vN/... and the unprefixed alias of the current version from one route table."""

    def __init__(self, versions: tuple[ApiVersion, ...], public_base_url: str) -> None:
        self._by_name = {version.name: version for version in versions}
        self._current = next(version for version in versions if version.current)
        self._base = public_base_url.rstrip("/")

    def process_request(self, req: falcon.Request, resp: falcon.Response) -> None:
        head, _, rest = req.path[1:].partition("/")
        version = self._by_name.get(head)
        if version is None:
            version = self._current
        else:
            req.path = "/" + rest
        req.context.version = version

    def process_response(self, req, resp, resource, req_succeeded) -> None:
        version = getattr(req.context, "version", self._current)
        resp.set_header("X-API-Version", version.name)
        if version.winding_down:
            resp.set_header("Deprecation", "true")
            resp.set_header("Sunset", version.sunset_http_date)
            resp.append_header("Link", f'<{self._base}/{version.successor}>; rel="successor-version"')


# set in the WSGI environ by a front that already charged the request to the budget (adapters.http.response_cache.CacheHitFront):
# its Decision, or the RateLimitStoreUnavailable it met
RATE_DECIDED = "goldcoins.rate_decided"


def client_address(peer: str, forwarded_for: str | None, trusted_proxy: str | None) -> str:
    """The address a request is charged to: the peer, or behind the trusted proxy the last hop before it."""
    if trusted_proxy and peer == trusted_proxy:
        hops = [hop.strip() for hop in (forwarded_for or "").split(",") if hop.strip()]
        for hop in reversed(hops):
            if hop != trusted_proxy:
                return hop
    return peer


def charged(limiter, environ: dict, trusted_proxy: str | None) -> tuple[str, Decision | None]:
    """One request spent from its client's budget before falcon (by a front that answers without it): the client
    and the decision when the request may be answered; else None, and the refusal, or the store's failure, handed
    on to RateLimitMiddleware (RATE_DECIDED), which answers it without spending again."""
    client = client_address(environ.get("REMOTE_ADDR", "127.0.0.1"), environ.get("HTTP_X_FORWARDED_FOR"), trusted_proxy)
    try:
        decision = limiter.hit(client)
    except RateLimitStoreUnavailable as exc:
        environ[RATE_DECIDED] = exc
        return client, None
    if not decision.allowed:
        environ[RATE_DECIDED] = decision
        return client, None
    return client, decision


@functools.lru_cache(maxsize=8)  # the same budget on every answer: written once
def policy_header(budget: Budget) -> str:
    """The RateLimit-Policy value of the public budget (IETF draft: limit; window; name)."""
    return f'{budget.limit};w={budget.window_seconds};policy="public"'


class RateLimitMiddleware:
    def __init__(self, limiter, trusted_proxy: str | None) -> None:
        self._limiter = limiter
        self._trusted_proxy = trusted_proxy

    def process_request(self, req: falcon.Request, resp: falcon.Response) -> None:
        env = req.env
        if req.path in UNLIMITED_PATHS:
            # not budgeted: the headers report what is left, spending nothing; a limiter that cannot be read
            # leaves them out rather than fail a health check
            client = client_address(
                env.get("REMOTE_ADDR", "127.0.0.1"), env.get("HTTP_X_FORWARDED_FOR"), self._trusted_proxy
            )
            try:
                req.context.rate = self._limiter.peek(client)
            except RateLimitStoreUnavailable:
                pass
            return
        decision = env.pop(RATE_DECIDED, None)
        if decision is None:
            client = client_address(
                env.get("REMOTE_ADDR", "127.0.0.1"), env.get("HTTP_X_FORWARDED_FOR"), self._trusted_proxy
            )
            if ("HTTP_IF_NONE_MATCH" in env or "HTTP_IF_MODIFIED_SINCE" in env) and req.method in ("GET", "HEAD"):
                # a revalidation that ends in 304 costs nothing: the budget is read now and spent only for an
                # answer that carries a body (process_response); a client with none left is still refused
                decision = self._limiter.peek(client)
                req.context.unspent = client
            else:
                decision = self._limiter.hit(client)
        elif isinstance(decision, Exception):
            raise decision
        req.context.rate = decision
        if not decision.allowed:
            raise rate_limited("Too many requests from this address.", decision.reset_seconds, "the next request")

    def process_response(self, req, resp, resource, req_succeeded) -> None:
        decision = getattr(req.context, "rate", None)
        if decision is None:
            return
        unspent = getattr(req.context, "unspent", None)
        if unspent is not None and decision.allowed and resp.status_code != 304:
            try:  # the revalidation found a changed answer: it is spent as any other
                decision = self._limiter.hit(unspent)
            except RateLimitStoreUnavailable:
                pass  # read a moment ago: this one answer goes out as read rather than fail after its work
        for name, value in rate_headers(self._limiter.budget, decision):
            resp.set_header(name, value)


def rate_headers(budget: Budget, decision: Decision) -> list[tuple[str, str]]:
    """The RateLimit-* headers of an answer (IETF draft): the budget, what is left of it, and when it refills."""
    return [
        ("RateLimit-Limit", str(budget.limit)),
        ("RateLimit-Remaining", str(decision.remaining)),
        ("RateLimit-Reset", str(decision.reset_seconds)),
        ("RateLimit-Policy", policy_header(budget)),
    ]


class CorsMiddleware:
    """Public GET groups are readable from any origin, never with credentials; /wallet and /session are
    same-site only."""

    def process_response(self, req, resp, resource, req_succeeded) -> None:
        if req.path.startswith(SAME_SITE_ONLY):
            return
        resp.set_header("Access-Control-Allow-Origin", "*")
        resp.set_header("Access-Control-Expose-Headers", EXPOSED)
        if req.method == "OPTIONS" and req.get_header("Access-Control-Request-Method"):
            resp.set_header("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS")
            resp.set_header("Access-Control-Allow-Headers", "If-None-Match, Accept")
            resp.set_header("Access-Control-Max-Age", "86400")


class ConnectionMiddleware:
    """Each worker thread keeps its database connection from one request to the next.

    Checking a connection out of the pool costs a `SELECT 1` round trip on PostgreSQL (~0.14 ms, more than
    the query it serves). After a failed request the connection goes back to the pool, which drops it if it
    is broken, so the thread's next request starts on a sound one.
    """

    def __init__(self, release) -> None:
        self._release = release

    def process_response(self, req, resp, resource, req_succeeded) -> None:
        if not req_succeeded or resp.status_code >= 500:
            self._release()
