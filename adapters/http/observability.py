"""Every answer counted (adapters/http/metrics.py), logged as one JSON line, and tagged with an X-Request-Id.

RequestLog is the first falcon middleware, so its process_response runs last and sees the final status and
body. The answers CacheHitFront sends without falcon go through `front_hit`: the same counting and logging,
with the route template and size kept from the answer's first time.

Cheap by design (docs/performance.md, "Metrics and logs"): a request adds to counts in memory and writes its
log line into a buffer of its own in front of stderr; one thread a process hands the counts to prometheus_client and flushes
the buffer once a second. A process killed outright loses at most its last second of log lines; one stopped by
SIGTERM loses none (adapters/cli/graceful.py).

The request id is also set in adapters/logs.py's REQUEST_ID while the request is answered, so the service's own
log lines (JSON too) written meanwhile carry it. It is the proxy's X-Request-Id when the request comes from GOLDCOINS_TRUSTED_PROXY and the value
is 1-64 characters of letters, digits, `-`, `_` and `.` (nginx sends 32 hex digits), so the proxy's log lines
and the API's can be matched; otherwise it is 32 random hex digits made here. A client's own X-Request-Id is
never believed: it would let a client write what it likes into the log.
"""

from __future__ import annotations

import functools
import itertools
import logging
import os
import re
import threading
import time
import typing
import weakref

import falcon
import orjson

from adapters.http.middleware import client_address
from adapters.logs import REQUEST_ID, buffered

SAFE_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")
UNMATCHED = "unmatched"  # the route label of a request no route took
# set in the WSGI environ by RequestLog: the answer's route template (CacheHitFront keeps it with the answer)
ROUTE = "goldcoins.route"
FLUSH_EVERY = 1.0


class _Ids:
    """32 hex digits: 16 random ones drawn once a process, then a counter. Unique per process and not a system
    call per request (os.urandom releases the GIL, and four serving threads then queue to take it back; asking
    os.getpid each time was two system calls a request): a forked child draws its own prefix as it starts."""

    def __init__(self) -> None:
        self._count = itertools.count()
        self._draw()
        os.register_at_fork(after_in_child=self._draw)

    def _draw(self) -> None:
        self._prefix = os.urandom(8).hex()

    def next(self) -> str:
        return f"{self._prefix}{next(self._count) & 0xFFFFFFFFFFFFFFFF:016x}"


_IDS = _Ids()


def request_id(environ: dict, trusted_proxy: str | None) -> str:
    given = environ.get("HTTP_X_REQUEST_ID")
    if given and trusted_proxy and environ.get("REMOTE_ADDR") == trusted_proxy and SAFE_ID.fullmatch(given):
        return given
    return _IDS.next()


ACCESS_LOGGER = "goldcoins.access"


class AccessLog:
    """JSON lines into a binary stream, buffered (one write to the file per 64 KiB or per second, not per request)."""

    def __init__(self, stream: typing.BinaryIO | None, trusted_proxy: str | None) -> None:
        self._stream, self._trusted_proxy = buffered(stream), trusted_proxy
        self._clock = (-1, b"")  # (second, its date and time): one tuple, so a thread never sees half of it

    @property
    def on(self) -> bool:
        return self._stream is not None

    def write(
        self, environ, method: str, route: str, status: int, seconds: float, size, rid: str, client=None, parameter=None
    ) -> None:
        """One request's line: the keys every line has (time, level, logger, event, message; adapters/logs.py),
        then the request's own; a refused parameter's name when the answer was a 400 naming one. The keys that
        follow from the method, route, status and parameter alone are encoded once per such answer (`_line_middle`, `_line_tail`)."""
        now = time.time()
        second, stamp = self._clock
        if int(now) != second:  # the date and time to the second, formatted once a second
            second = int(now)
            stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second)).encode()
            self._clock = (second, stamp)
        middle = _line_middle(method, route, status, parameter)
        if client is None:
            client = client_address(
                environ.get("REMOTE_ADDR", "127.0.0.1"), environ.get("HTTP_X_FORWARDED_FOR"), self._trusted_proxy
            )
        line = b"".join(
            (
                b'{"time":"',
                stamp,
                b".%03dZ" % int((now - second) * 1000),
                middle,
                orjson.dumps(round(seconds * 1000, 3)),
                b',"bytes":',
                b"null" if size is None else b"%d" % size,
                b',"client":',
                orjson.dumps(client),
                b',"request_id":',
                orjson.dumps(rid),
                _line_tail(parameter),
            )
        )
        try:
            self._stream.write(line)  # type: ignore[union-attr]
        except (OSError, ValueError):  # stderr closed or full: the answer matters more than its log line
            pass

    def flush(self) -> None:
        if self._stream is not None:
            try:
                self._stream.flush()
            except (OSError, ValueError):
                pass


# The line parts one kind of answer decides, encoded once per kind (routes x statuses x refused names: a bound for
# safety, the API has a few hundred kinds)
@functools.lru_cache(maxsize=1024)
def _line_middle(method: str, route: str, status: int, parameter) -> bytes:
    """The line's keys from `level` to `duration_ms`'s name, as orjson writes them, for one kind of answer."""
    method = method[:16]
    keys = {
        "level": "error" if status >= 500 else "info",
        "logger": ACCESS_LOGGER,
        "event": "request",
        "message": f"{method} {route} {status}" + (f" (parameter {parameter})" if parameter else ""),
        "method": method,
        "route": route,
        "status": status,
    }
    return b'",' + orjson.dumps(keys)[1:-1] + b',"duration_ms":'


@functools.lru_cache(maxsize=1024)
def _line_tail(parameter) -> bytes:
    """The line's end: the refused parameter's name where the answer was a 400 naming one."""
    return (b',"parameter":' + orjson.dumps(parameter) if parameter else b"") + b"}\n"


class RequestLog:
    def __init__(self, metrics, access_log: AccessLog, trusted_proxy: str | None, find_route=None) -> None:
        self._metrics, self._access, self._trusted_proxy = metrics, access_log, trusted_proxy
        self.find_route = find_route  # the router's find (path → template), for requests refused before routing
        # a route is named as the description writes its path (/types/{issuerSlug}/...), so a log line, a metric
        # and the OpenAPI operation agree; a route it does not list keeps its template
        self.named: dict[str, str] = {}
        FLUSHER.add(self)

    def process_request(self, req: falcon.Request, resp: falcon.Response) -> None:
        req.context.started = time.perf_counter()
        req.context.request_id = request_id(req.env, self._trusted_proxy)
        REQUEST_ID.set(req.context.request_id)  # the service's log lines written while answering carry it

    def process_response(self, req, resp, resource, req_succeeded) -> None:
        context = req.context
        seconds = time.perf_counter() - context.started
        resp.set_header("X-Request-Id", context.request_id)
        template = req.uri_template or self._route_of(req)
        route = self.named.get(template, template)
        req.env[ROUTE] = route
        status = resp.status_code
        asked = getattr(context, "cache_key", None) is not None
        self._metrics.observe(
            req.method, route, status, seconds, getattr(context, "cache_hit", False) if asked else None
        )
        if self._access.on:
            self._access.write(
                req.env,
                req.method,
                route,
                status,
                seconds,
                _size(req, resp),
                context.request_id,
                parameter=getattr(context, "parameter", None),
            )
        REQUEST_ID.set(None)  # the thread's next lines, until its next request, belong to no request

    def front_hit(
        self, environ: dict, route: str, size: int, seconds: float, rid: str, client: str, hit: bool = True
    ) -> None:
        """An answer sent without falcon: a kept one (`hit`), or one the plain reads made (the cache asked, missed)."""
        self._metrics.observe("GET", route, 200, seconds, hit)
        if self._access.on:
            self._access.write(environ, "GET", route, 200, seconds, size, rid, client)

    def flush(self) -> None:
        self._metrics.publish()
        self._access.flush()

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


class Flusher:
    """One daemon thread a process, started with the first app: once a second, each app's counts go to
    prometheus_client and its log buffer to the file. Apps are held weakly (tests build many)."""

    def __init__(self, every: float = FLUSH_EVERY) -> None:
        self._every = every
        self._logs: weakref.WeakSet = weakref.WeakSet()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def add(self, log: RequestLog) -> None:
        with self._lock:
            self._logs.add(log)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="metrics-and-log-flusher", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            time.sleep(self._every)
            self.flush_now()

    def flush_now(self) -> None:
        """Every app's counts and log lines out now: once a second, and by a server that is stopping."""
        for log in list(self._logs):
            try:
                log.flush()
            except Exception:  # a full disk for the metrics' files must not end the flushing for good
                logging.getLogger("goldcoins").exception("flushing metrics or the access log failed")


FLUSHER = Flusher()
