"""The response cache, in one place: catalogue GET answers kept in memory, keyed by the catalogue version.

One store (LruStore) bounded by entry count and by the bytes it holds, keys and headers counted, least recently
used out first, holds what two layers keep:

- ResponseCache (falcon middleware) keeps each catalogue 200's body (and its gzipped copy, made the first time
  a client takes gzip: adapters/http/compression.py) and answers strong ETags and 304s.
  The catalogue changes only on import, and every import stores a new version in the database, so a body
  computed under a version stays right for as long as that version is current. The key is (catalogue version,
  API version, path without its version prefix, query parameters in name order); the ETag is a digest of that
  key, so every process serving the same catalogue gives a request the same ETag, and the unprefixed alias
  shares its entry with the current version's path because their bodies are the same. The version is read
  from storage at most once per second per process (one primary-key read), so an import is seen within a
  second. Errors are never stored; only the catalogue groups are cached at all.

- CacheHitFront (the WSGI callable the app is served as) keeps, for each request the response cache answered
  with a 200, the rest of the answer falcon gave (status, every header, and the key of the body above), keyed
  by the catalogue version and the raw path and query string, and answers the same request again without falcon: only its budget headers
  (RateLimit-Remaining, RateLimit-Reset) are filled in from the limiter, which still counts every request, and
  its X-Request-Id anew; the answer is counted and logged (observability.RequestLog.front_hit) under the route
  template kept with it. Its head is laid out when it is kept (response_head.laid_out), and the server's task
  writes it with the values of each answer, so a hit builds no header list.
  Why it exists: a warm catalogue request cost as much in falcon's request and response objects and the
  middleware's headers as in waitress itself (docs/performance.md, "Response cache"). What could make an
  answer differ is left to falcon: any method but GET, a conditional request (If-None-Match or If-Modified-Since:
  the 304 above),
  a request over budget (429) or one the limiter's store cannot count (503); the budget decision made here is
  handed on (middleware.RATE_DECIDED), so no request is charged twice. Whether the client takes gzip
  (Accept-Encoding) picks the plain or the gzipped body and is part of the front's key; no other request header
  changes a catalogue answer (CORS is `*` for every origin). With the cache off
  (GOLDCOINS_RESPONSE_CACHE_ENTRIES=0) nothing is kept.

Why one store: with a store each, each bounded by the setting, the cache held about twice what the setting said
(issue 34); a body is now held once, under the response cache's key, and the front's answer only names it.
tests/e2e/test_response_cache_memory.py measures the bytes held against the setting.
"""

from __future__ import annotations

import collections
import datetime as dt
import re
import sys
import threading
import time
import typing

import falcon

from adapters.http.compression import (
    GZIP,
    accepts_gzip,
    compress,
    encoded_etag,
    etag_of,
    fresh,
    not_modified,
    worth_compressing,
)
from adapters.http.known_parameters import ignored
from adapters.http.middleware import charged
from adapters.http.observability import ROUTE, request_id
from adapters.http.response_head import KEPT_HEAD, KEPT_HEADS, filled_in, laid_out
from ports.errors import Unavailable

CACHED_GROUPS = ("/issuers", "/types", "/mints", "/sitemap")
# parameters that make an answer depend on more than the catalogue version (the melt value: on the spot price and
# the rates), so it is never kept
UNKEPT_PARAMETERS = ("currency",)
# a path of those groups, with or without its version prefix, as the front sees it before any routing
CATALOGUE_PATH = re.compile(r"(?:/v[0-9]+)?(?:" + "|".join(CACHED_GROUPS) + r")(?:/|$)")
VARY = "Accept-Encoding"
DEFAULT_ENTRIES = 2048
DEFAULT_MEGABYTES = 64
VERSION_READ_EVERY = dt.timedelta(seconds=1)
# set in the WSGI environ, to the body's key, when the answer is a cacheable 200 (which CacheHitFront may keep)
CACHEABLE_ANSWER = "goldcoins.cacheable_answer"
# an entry's place in the store besides its key and value: the OrderedDict's link and hash slot and the
# (entry, size) pair, ~150-180 bytes on CPython 3.11 (measured with tracemalloc)
ENTRY_OVERHEAD = 176
FRONT = "front\n"  # the front's keys, apart from the bodies'
GZIPPED = "\ngzip"  # a body's key, and this: its gzipped copy


class CatalogueVersion:
    """The current catalogue version, re-read from storage at most once per `every`; None while unreadable."""

    def __init__(self, catalogue, clock, every: dt.timedelta = VERSION_READ_EVERY) -> None:
        self._catalogue, self._clock, self._every = catalogue, clock, every
        self._value: str | None = None
        self._read_at: dt.datetime | None = None

    def current(self) -> str | None:
        if self._catalogue is None:
            return None
        now = self._clock.now()
        if self._read_at is None or not self._read_at <= now < self._read_at + self._every:
            try:
                self._value = self._catalogue.version()
            except Unavailable:  # storage down or not wired: serve uncached, the responder answers 503
                return None
            self._read_at = now
        return self._value


class LruStore:
    """Entries by key, least recently used out first, bounded by entry count and by the bytes held: the key, the
    entry's every part (bytes, strings, tuples as sys.getsizeof counts them) and its place in the store."""

    def __init__(self, entries: int, max_bytes: int) -> None:
        self._entries, self._max_bytes = entries, max_bytes
        self._items: collections.OrderedDict = collections.OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: str):
        with self._lock:
            kept = self._items.get(key)
            if kept is None:
                return None
            self._items.move_to_end(key)
            return kept[0]

    def put(self, key: str, entry: tuple) -> None:
        if self._entries <= 0:  # a store that keeps nothing does not weigh what it will not keep
            return
        size = held(key) + held(entry) + ENTRY_OVERHEAD
        if size > self._max_bytes // 8:  # one answer never crowds out the rest
            return
        with self._lock:
            previous = self._items.pop(key, None)
            self._bytes += size - (previous[1] if previous else 0)
            self._items[key] = (entry, size)
            while len(self._items) > self._entries or self._bytes > self._max_bytes:
                _, (_, dropped) = self._items.popitem(last=False)
                self._bytes -= dropped

    def count(self, prefix: str = "") -> int:
        with self._lock:
            return sum(1 for key in self._items if key.startswith(prefix))

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0

    def __len__(self) -> int:
        return len(self._items)


def held(value) -> int:
    """The bytes `value` holds, counted down through tuples (an entry is tuples of bytes, strings and ints)."""
    if isinstance(value, tuple):
        return sys.getsizeof(value) + sum(held(part) for part in value)
    return sys.getsizeof(value)


class ResponseCache:
    """Bodies of catalogue 200s by request, with their ETags. Falcon middleware; sits after the rate limiter, so cached answers still count against the budget."""

    def __init__(
        self, catalogue, clock, entries: int = DEFAULT_ENTRIES, megabytes: int = DEFAULT_MEGABYTES, salt: str = ""
    ) -> None:
        self._version = CatalogueVersion(catalogue, clock)
        self.entries, self.max_bytes = entries, megabytes * 1024 * 1024
        self.store = LruStore(entries, self.max_bytes)  # the one store: bodies here, answers by CacheHitFront
        self._salt = salt

    def catalogue_version(self) -> str | None:
        """The catalogue version this cache keys by now (None: storage unreadable, nothing is cached)."""
        return self._version.current()

    @classmethod
    def from_settings(cls, settings, catalogue, clock) -> "ResponseCache":
        entries = getattr(settings, "response_cache_entries", DEFAULT_ENTRIES)
        megabytes = getattr(settings, "response_cache_megabytes", DEFAULT_MEGABYTES)
        return cls(catalogue, clock, entries, megabytes, salt=settings.cdn_base_url)

    def process_request(self, req: falcon.Request, resp: falcon.Response) -> None:
        if req.method != "GET" or not req.path.startswith(CACHED_GROUPS):
            return
        pairs = req.query_string.split("&") if req.query_string else ()
        if any(_name(pair) in UNKEPT_PARAMETERS for pair in pairs):
            return
        catalogue_version = self._version.current()
        if catalogue_version is None:
            return
        key = self._key(req, catalogue_version, pairs)
        req.context.cache_key = key
        entry = self.store.get(key)
        if entry is not None:
            req.context.cache_hit = True
            resp.complete = True
            self._answer(req, resp, entry, key)

    def process_response(self, req, resp, resource, req_succeeded) -> None:
        key = getattr(req.context, "cache_key", None)
        if key is None or getattr(req.context, "cache_hit", False):
            return
        if not req_succeeded or resp.status_code != 200:
            return
        body = resp.render_body()
        if body is None:
            return
        headers = (resp.get_header(name) for name in ("Cache-Control", "Link", "Last-Modified"))
        self._answer(req, resp, self.keep(key, body, resp.content_type, *headers), key)

    def keep(self, key: str, body: bytes, content_type, cache_control, link, last_modified) -> tuple:
        """Keeps a 200's body under `key` with its ETag and the headers a kept answer carries; returns the entry
        (body, ETag, content type, Cache-Control, Link, Last-Modified), as `_answer` and the plain reads read it."""
        entry = (body, etag_of(key), content_type, cache_control, link, last_modified)
        self.store.put(key, entry)
        return entry

    def _answer(self, req: falcon.Request, resp: falcon.Response, entry: tuple, key: str) -> None:
        """The kept answer, gzipped where the client takes it: the gzipped body is kept beside the plain one
        (under the key and GZIPPED), made the first time a client asks for it."""
        body, etag, content_type, cache_control, link, last_modified = entry
        gzipped = accepts_gzip(req.get_header("Accept-Encoding")) and worth_compressing(content_type, len(body))
        resp.set_header("ETag", encoded_etag(etag) if gzipped else etag)
        resp.set_header("Vary", VARY)
        if cache_control:
            resp.set_header("Cache-Control", cache_control)
        if link:
            resp.set_header("Link", link)
        if last_modified:
            resp.set_header("Last-Modified", last_modified)
        if fresh(req, resp.get_header("ETag"), last_modified):
            not_modified(resp)
            return
        resp.media = None
        resp.content_type = content_type
        resp.data, req.env[CACHEABLE_ANSWER] = self.sent(key, body, gzipped)
        if gzipped:
            resp.set_header("Content-Encoding", GZIP)

    def sent(self, key: str, body: bytes, gzipped: bool) -> tuple[bytes, str]:
        """The bytes sent for the body kept under `key`, and their own key (CACHEABLE_ANSWER): the body, or its
        gzipped copy, kept beside it (under the key and GZIPPED), made the first time a client asks for it."""
        if not gzipped:
            return body, key
        gzip_key = key + GZIPPED
        kept = self.store.get(gzip_key)
        if kept is None:  # compressed to keep (zlib's default level), or only to send when nothing is kept (fast)
            kept = (compress(body, keep=self.entries > 0),)
            self.store.put(gzip_key, kept)
        return kept[0], gzip_key

    def key(self, catalogue_version: str, version_name: str, path: str, pairs: typing.Sequence[str]) -> str:
        """The key of an answer: the catalogue version, the API version's name, the path without its version
        prefix and the query's `pairs` (name=value, as sent) in name order, less the tags a link picked up."""
        pairs = [pair for pair in sorted(pairs, key=_name) if not ignored(_name(pair))]
        return "\n".join((catalogue_version, version_name, self._salt, path, *pairs))

    def _key(self, req: falcon.Request, catalogue_version: str, pairs: typing.Sequence[str]) -> str:
        version = getattr(req.context, "version", None)
        return self.key(catalogue_version, getattr(version, "name", ""), req.path, pairs)


def _name(pair: str) -> str:
    return pair.partition("=")[0]


FILLED_IN = ("ratelimit-remaining", "ratelimit-reset", "x-request-id")


class CacheHitFront:
    """Whole answers to repeated catalogue GETs, kept and sent again in front of falcon (see above)."""

    def __init__(self, app, cache: ResponseCache, limiter, trusted_proxy: str | None, log=None) -> None:
        self.app = app
        self._cache, self._limiter, self._trusted_proxy = cache, limiter, trusted_proxy
        self._log = log  # observability.RequestLog: hits are counted and logged like falcon's answers
        self.limiter = limiter  # the public budget, which the server's own refusals report too (serve.py)
        self.store = cache.store
        self._keeping = cache.entries > 0

    def __getattr__(self, name):
        """The falcon app's own API (add_route, add_error_handler, ...) stays reachable through the front."""
        return getattr(self.app, name)

    def __call__(self, environ, start_response):
        if (
            not self._keeping
            or environ.get("REQUEST_METHOD") != "GET"
            or "HTTP_IF_NONE_MATCH" in environ
            or "HTTP_IF_MODIFIED_SINCE" in environ
            or not CATALOGUE_PATH.match(environ.get("PATH_INFO", ""))
        ):  # only catalogue answers are kept: other paths never read the catalogue version (the database)
            return self.app(environ, start_response)
        started = time.perf_counter()
        version = self._cache.catalogue_version()
        if version is None:
            return self.app(environ, start_response)
        coding = GZIP if accepts_gzip(environ.get("HTTP_ACCEPT_ENCODING")) else ""
        key = FRONT + "\n".join(
            (
                version,
                environ.get("SCRIPT_NAME", ""),
                environ.get("PATH_INFO", ""),
                environ.get("QUERY_STRING", ""),
                coding,
            )
        )
        kept = self.store.get(key)
        body_entry = kept and self.store.get(kept[0])
        if not body_entry:  # never answered, or its body let go: falcon answers (and the answer is kept again)
            return self._keep(key, environ, start_response)
        client, decision = charged(self._limiter, environ, self._trusted_proxy)
        if decision is None:  # refused, or the budget unreadable: falcon answers (RATE_DECIDED)
            return self.app(environ, start_response)
        body = body_entry[0]
        _, status, headers, filled, route, layout = kept
        rid = request_id(environ, self._trusted_proxy)
        values = (str(decision.remaining), str(decision.reset_seconds), rid)
        if layout is not None and KEPT_HEADS in environ:  # the server writes the head laid out when it was kept
            environ[KEPT_HEAD] = (layout, values, headers, filled)
            start_response(status, [("Content-Length", str(len(body)))])
        else:
            start_response(status, filled_in(headers, filled, values))
        if self._log is not None:
            self._log.front_hit(environ, route, len(body), time.perf_counter() - started, rid, client)
        return [body]

    def _keep(self, key: str, environ, start_response):
        """Falcon answers; a cacheable 200 carrying the budget headers is kept as it went out."""
        answered = []

        def recording(status, headers, exc_info=None):
            answered[:] = [status, headers]
            return start_response(status, headers, exc_info)

        result = self.app(environ, recording)
        body_key = environ.get(CACHEABLE_ANSWER)
        if not body_key or not answered or not answered[0].startswith("200 "):
            return result
        try:
            body = b"".join(result)
        finally:
            if hasattr(result, "close"):
                result.close()
        status, headers = answered
        handed = environ.get(KEPT_HEAD)
        if handed is not None:  # the plain reads handed the server a laid-out head: the whole list is in it
            headers = filled_in(handed[2], handed[3], handed[1])
        names = [name.lower() for name, _ in headers]
        if all(name in names for name in FILLED_IN):
            filled = tuple(names.index(name) for name in FILLED_IN)
            layout = laid_out(status, tuple(headers), filled)
            self.store.put(key, (body_key, status, tuple(headers), filled, environ.get(ROUTE, ""), layout))
        return [body]

    def kept(self) -> int:
        """How many answers the front keeps now."""
        return self.store.count(FRONT)
