"""Plain catalogue reads answered without falcon's request and response objects or its middleware chain.

A catalogue GET is most of the traffic, and when the response cache does not hold its answer, falcon's objects and
the ten middleware steps cost about as much as reading and compressing the page (docs/performance.md, issue 42's
ninth session). PlainReads sits between the cache-hit front and falcon and answers the plain ones itself: a GET
without a validator, on a catalogue list or record route of a version that is not winding down, whose path needs no
normalising and whose path, query and cookies are clean, whose query names each parameter at most once and only
parameters the operation takes (or the tags IGNORED lets through), and with no `currency` (a melt value needs the
spot price). It reads through the same resource methods falcon's responders call (`page`, the record reads), so the
parameters are parsed and bounded in one place, and it writes the head falcon's middleware would: the response
cache's ETag, Vary and kept body, CORS, the API version, the budget, the request id. The answer is counted and
logged as falcon's are. tests/e2e/test_plain_reads.py holds both paths' answers equal, header for header.

Anything else goes to falcon unchanged. So does a request whose reading raised (a refused parameter, an unknown slug,
storage down), with what it raised (FAILED): FailedPlainRead raises it again where the responder would, so falcon's
handlers answer it in the API's shape without reading again. The budget is spent once: the decision made here is
handed on (middleware.RATE_DECIDED), as the cache-hit front does.
"""

from __future__ import annotations

import time
import typing

import falcon
import orjson
from falcon.util.uri import parse_query_string

from adapters.http.compression import GZIP, accepts_gzip, encoded_etag, worth_compressing
from adapters.http.known_parameters import ignored
from adapters.http.middleware import EXPOSED, RATE_DECIDED, charged, rate_headers, unclean
from adapters.http.observability import ROUTE, request_id
from adapters.http.resources.catalogue import CATALOGUE_CACHE, Issuers, Mints, Types, modified
from adapters.http.response_cache import CACHEABLE_ANSWER, UNKEPT_PARAMETERS, VARY, ResponseCache
from adapters.http.response_head import KEPT_HEAD, KEPT_HEADS, filled_in, laid_out
from adapters.logs import REQUEST_ID
from config.versions import ApiVersion
from services.catalogue import CatalogueReads

CACHE_CONTROL = ", ".join(CATALOGUE_CACHE)
# route templates as falcon's router names them (the access log and the metrics name them through RequestLog.named)
TYPES, TYPE = "/types", "/types/{issuer_slug}/{series_slug}/{slug}"
ISSUERS, ISSUER = "/issuers", "/issuers/{issuer_slug}"
SERIES_LIST, SERIES = "/issuers/{issuer_slug}/series", "/issuers/{issuer_slug}/series/{series_slug}"
MINTS, MINT = "/mints", "/mints/{slug}"
LITERAL_ISSUER_PATHS = {"highlighted"}  # /issuers/highlighted is a route of its own, not an issuer's slug
# the headers that change from answer to answer, in the order their values are given (those an answer has)
FILLED = ("etag", "link", "last-modified", "ratelimit-remaining", "ratelimit-reset", "x-request-id", "content-length")
MAX_SHAPES = 64  # heads laid out: versions x codings x link or date x content types; a bound for safety
FAILED = "goldcoins.plain_read_failed"  # set in the WSGI environ: what a plain read raised, for falcon to answer


class Asked:
    """A query's parameters as the resources read them (`get_param`, as falcon's request offers it)."""

    __slots__ = ("_params",)

    def __init__(self, params: dict[str, str]) -> None:
        self._params = params

    def get_param(self, name: str) -> str | None:
        return self._params.get(name)


class FailedPlainRead:
    """Falcon middleware, last: a request the plain reads read and failed on is answered from that failure, raised
    again where the responder would raise it, rather than read a second time (an unknown slug costs one read; a
    database that went away, one wait)."""

    def process_resource(self, req: falcon.Request, resp: falcon.Response, resource, params) -> None:
        failure = req.env.pop(FAILED, None)
        if failure is not None:
            raise failure


class PlainReads:
    """The WSGI app between the cache-hit front and falcon (see above)."""

    def __init__(
        self,
        app: falcon.App,
        *,
        reads: CatalogueReads,
        resources: tuple[Issuers, Types, Mints],
        converter,
        cache: ResponseCache,
        limiter,
        versions: tuple[ApiVersion, ...],
        takes: typing.Callable[[str], tuple[str, ...]],
        trusted_proxy: str | None,
        log,
    ) -> None:
        self.app = app
        self._reads, (self._issuers, self._types, self._mints) = reads, resources
        self._convert, self._cache, self._limiter = converter.unstructure, cache, limiter
        self._versions = {version.name: version for version in versions if not version.winding_down}
        current = next(version for version in versions if version.current)
        self._current = None if current.winding_down else current.name  # the alias then carries its Deprecation
        self._trusted_proxy, self._log = trusted_proxy, log
        self._takes = {template: frozenset(takes(template)) for template in (TYPES, ISSUERS, SERIES_LIST, MINTS)}
        self._shapes: dict[tuple, tuple] = {}
        self._keep_blank = app.req_options.keep_blank_qs_values
        self._csv = app.req_options.auto_parse_qs_csv

    def __getattr__(self, name):
        """The falcon app's own API (add_route, add_error_handler, ...) stays reachable through this one."""
        return getattr(self.app, name)

    def __call__(self, environ, start_response):
        started = time.perf_counter()
        plain = self._plain(environ)
        catalogue_version = None if plain is None else self._cache.catalogue_version()
        if catalogue_version is None:  # not a plain read, or storage unreadable: falcon answers
            return self.app(environ, start_response)
        client, decision = charged(self._limiter, environ, self._trusted_proxy)
        if decision is None:  # refused, or the budget unreadable: falcon answers (RATE_DECIDED)
            return self.app(environ, start_response)
        rid = request_id(environ, self._trusted_proxy)
        REQUEST_ID.set(rid)  # the service's own log lines written meanwhile carry it, as with falcon
        try:
            body, entry, gzipped, hit = self._answer(environ, catalogue_version, *plain)
        except Exception as exc:  # falcon answers it in the API's shape, from this failure (FailedPlainRead)
            environ[RATE_DECIDED], environ[FAILED] = decision, exc
            return self.app(environ, start_response)
        finally:
            REQUEST_ID.set(None)
        length = str(len(body))
        headers, filled, values, layout = self._head(entry, gzipped, plain[0], decision, rid, length)
        if layout is not None and KEPT_HEADS in environ:  # the server writes the laid-out head (response_head.py)
            environ[KEPT_HEAD] = (layout, values, headers, filled)
            start_response("200 OK", [("Content-Length", length)])
        else:
            start_response("200 OK", filled_in(headers, filled, values))
        if self._log is not None:
            route = environ[ROUTE]
            self._log.front_hit(environ, route, len(body), time.perf_counter() - started, rid, client, hit=hit)
        return [body]

    def _head(self, entry: tuple, gzipped: bool, version: str, decision, rid: str, length: str):
        """The answer's headers as falcon's middleware writes them, which of them change from answer to answer
        (`filled`, by index), their values, and the head laid out once per shape of answer (response_head.laid_out;
        None where it cannot be)."""
        _, etag, content_type, cache_control, link, last_modified = entry
        shape = (version, gzipped, link is not None, last_modified is not None, content_type, cache_control)
        kept = self._shapes.get(shape)
        values = tuple(
            value
            for value in (
                encoded_etag(etag) if gzipped else etag,
                link,
                last_modified,
                str(decision.remaining),
                str(decision.reset_seconds),
                rid,
                length,
            )
            if value is not None
        )
        if kept is None:
            headers = [("cache-control", cache_control), ("content-type", content_type), ("etag", values[0])]
            headers += [("link", link)] if link is not None else []
            headers += [("last-modified", last_modified)] if last_modified is not None else []
            headers += [("vary", VARY), *([("content-encoding", GZIP)] if gzipped else [])]
            headers += [(name.lower(), value) for name, value in rate_headers(self._limiter.budget, decision)]
            headers += [("access-control-allow-origin", "*"), ("access-control-expose-headers", EXPOSED)]
            headers += [("x-api-version", version), ("x-request-id", rid), ("content-length", length)]
            names = [name for name, _ in headers]
            filled = tuple(names.index(name) for name in FILLED if name in names)
            kept = (tuple(headers), filled, laid_out("200 OK", tuple(headers), filled))
            if len(self._shapes) < MAX_SHAPES:
                self._shapes[shape] = kept
        headers, filled, layout = kept
        return headers, filled, values, layout

    def _plain(self, environ) -> tuple | None:
        """(API version, path without its prefix, route template, its read, the resource whose page it reads or
        None for a record) of a plain read; None otherwise."""
        if (
            environ.get("REQUEST_METHOD") != "GET"
            or "HTTP_IF_NONE_MATCH" in environ
            or "HTTP_IF_MODIFIED_SINCE" in environ
        ):
            return None
        path = environ.get("PATH_INFO", "")
        if "//" in path or "/." in path or path.endswith("/") or unclean(environ) is not None:
            return None
        parts = path[1:].split("/")
        if parts[0] in self._versions:
            version = parts.pop(0)
            path = path[len(version) + 1 :]
        elif parts[0].startswith("v") and parts[0][1:].isdigit():  # a version winding down, or none we serve
            return None
        elif self._current is not None:
            version = self._current
        else:
            return None
        query = environ.get("QUERY_STRING", "")
        params = parse_query_string(query, keep_blank=self._keep_blank, csv=self._csv) if query else {}
        if any(type(value) is not str for value in params.values()) or any(
            name in params for name in UNKEPT_PARAMETERS
        ):
            return None
        route = self._route(parts, params)
        if route is None:
            return None
        template = route[0]
        if any(name not in self._takes.get(template, ()) and not ignored(name) for name in params):
            return None  # falcon refuses it, naming the parameter meant
        return version, path, *route

    def _answer(self, environ, catalogue_version: str, version: str, path: str, template: str, read, resource):
        """The bytes sent, the response cache's entry for them (body, ETag, content type, Cache-Control, Link,
        Last-Modified), whether they are gzipped, and whether the cache held the entry (else it is read and kept
        there, as ResponseCache keeps falcon's)."""
        query = environ.get("QUERY_STRING", "")
        key = self._cache.key(catalogue_version, version, path, query.split("&") if query else ())
        entry = self._cache.store.get(key)
        hit = entry is not None
        if entry is None:
            value = read()
            link = None if resource is None else resource.links(version, path, query, value)
            stamp = modified(value) if resource is None else None
            body = orjson.dumps(self._convert(value))
            entry = self._cache.keep(key, body, falcon.MEDIA_JSON, CACHE_CONTROL, link, stamp and stamp[0])
        gzipped = accepts_gzip(environ.get("HTTP_ACCEPT_ENCODING")) and worth_compressing(entry[2], len(entry[0]))
        sent, environ[CACHEABLE_ANSWER] = self._cache.sent(key, entry[0], gzipped)
        environ[ROUTE] = self._log.named.get(template, template) if self._log is not None else template
        return sent, entry, gzipped, hit

    def _route(self, parts: list[str], params: dict):
        """(route template, the read it asks for, the resource whose page it reads, or None for a record) of the
        path's route; None for a route this does not answer (a record's only parameter is `currency`)."""
        asked = Asked(params)
        match parts:
            case ["types"]:
                return TYPES, lambda: self._types.page(asked), self._types
            case ["types", issuer, series, slug] if not params:
                return TYPE, lambda: self._reads.coin_type(issuer, series, slug), None
            case ["issuers"]:
                return ISSUERS, lambda: self._issuers.page(asked), self._issuers
            case ["issuers", slug] if not params and slug not in LITERAL_ISSUER_PATHS:
                return ISSUER, lambda: self._reads.issuer(slug), None
            case ["issuers", slug, "series"]:
                return SERIES_LIST, lambda: self._issuers.series_page(asked, slug), self._issuers
            case ["issuers", slug, "series", series] if not params:
                return SERIES, lambda: self._reads.series(slug, series), None
            case ["mints"]:
                return MINTS, lambda: self._mints.page(asked), self._mints
            case ["mints", slug] if not params:
                return MINT, lambda: self._reads.mint(slug), None
        return None
