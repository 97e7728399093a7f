"""Every answer counted (adapters/http/metrics.py), logged as one JSON line, and tagged with an X-Request-Id.

RequestLog is the first falcon middleware, so its process_response runs last and sees the final status and
body. The answers CacheHitFront sends without falcon go through `front_hit`, the same counting and logging
with the route template and size kept from the answer's first time.

The request id is the proxy's X-Request-Id when the request comes from GOLDCOINS_TRUSTED_PROXY and the value
is 1-64 characters of letters, digits, `-`, `_` and `.` (nginx sends 32 hex digits), so log lines of the
proxy and of the API can be matched; otherwise it is generated here. A client's own X-Request-Id is never
believed: it would let a client write what it likes into the log.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
import secrets
import sys
import time

import falcon
import orjson

from adapters.http.middleware import client_address

access = logging.getLogger("goldcoins.access")
SAFE_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")
UNMATCHED = "unmatched"  # the route label of a request no route took
# set in the WSGI environ by RequestLog: the answer's route template (CacheHitFront keeps it with the answer)
ROUTE = "goldcoins.route"


def request_id(environ: dict, trusted_proxy: str | None) -> str:
    given = environ.get("HTTP_X_REQUEST_ID")
    if given and trusted_proxy and environ.get("REMOTE_ADDR") == trusted_proxy and SAFE_ID.fullmatch(given):
        return given
    return secrets.token_hex(16)


def configure_access_log(enabled: bool) -> None:
    """One JSON object a line on stderr, without the other loggers' prefix; off: nothing is even formatted."""
    access.propagate = False
    access.handlers[:] = [logging.StreamHandler(sys.stderr)]
    access.setLevel(logging.INFO if enabled else logging.WARNING)


class RequestLog:
    def __init__(self, metrics, trusted_proxy: str | None, find_route=None) -> None:
        self._metrics, self._trusted_proxy = metrics, trusted_proxy
        self.find_route = find_route  # the router's find (path → template), for requests refused before routing

    def process_request(self, req: falcon.Request, resp: falcon.Response) -> None:
        req.context.started = time.perf_counter()
        req.context.request_id = request_id(req.env, self._trusted_proxy)

    def process_response(self, req, resp, resource, req_succeeded) -> None:
        seconds = time.perf_counter() - req.context.started
        resp.set_header("X-Request-Id", req.context.request_id)
        route = req.uri_template or self._route_of(req)
        req.env[ROUTE] = route
        status = resp.status_code
        self._metrics.observe(req.method, route, status, seconds)
        if getattr(req.context, "cache_key", None) is not None:
            self._metrics.cache_lookup(getattr(req.context, "cache_hit", False))
        if access.isEnabledFor(logging.INFO):
            self.log(req.env, req.method, route, status, seconds, _size(req, resp), req.context.request_id)

    def front_hit(self, environ: dict, route: str, status: int, size: int, seconds: float, rid: str) -> None:
        self._metrics.observe("GET", route, status, seconds)
        self._metrics.cache_lookup(True)
        if access.isEnabledFor(logging.INFO):
            self.log(environ, "GET", route, status, seconds, size, rid)

    def log(self, environ, method: str, route: str, status: int, seconds: float, size, rid: str) -> None:
        client = client_address(
            environ.get("REMOTE_ADDR", "127.0.0.1"), environ.get("HTTP_X_FORWARDED_FOR"), self._trusted_proxy
        )
        line = {
            "time": dt.datetime.now(dt.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
            "method": method if len(method) <= 16 else method[:16],
            "route": route,
            "status": status,
            "duration_ms": round(seconds * 1000, 3),
            "bytes": size,
            "client": client,
            "request_id": rid,
        }
        access.info(orjson.dumps(line).decode())

    def _route_of(self, req: falcon.Request) -> str:
        """The template of a request answered before routing (a 429, a 400 from the hygiene check)."""
        found = self.find_route(req.path) if self.find_route else None
        return found[3] if found else UNMATCHED


def _size(req: falcon.Request, resp: falcon.Response) -> int | None:
    """Body bytes sent; None when the body is a stream of unknown length."""
    if req.method == "HEAD":
        return 0
    if resp.stream is not None:
        length = resp.get_header("Content-Length")
        return int(length) if length else None
    body = resp.render_body()  # kept by falcon: the body is not rendered twice
    return len(body) if body else 0
