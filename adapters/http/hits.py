"""Cache hits answered in front of falcon: the WSGI callable the app is served as.

A warm catalogue request cost about as much in falcon's request and response objects and the middleware's
ten headers as in waitress itself. This front keeps, for each request the response cache answered with a
200, the complete answer falcon gave (status, every header, body), keyed by the catalogue version and the
request's raw path and query string. The same request under the same catalogue version is then answered
here with that answer, only its budget headers (RateLimit-Remaining and RateLimit-Reset) filled in from
the limiter, which still counts every request.

What could make the answer differ is left to falcon: any method but GET, a conditional request
(If-None-Match, answered 304 by the response cache), a request over budget (429) or one the limiter's store
cannot count (503); the budget decision made here is handed on (middleware.RATE_DECIDED), so no request is
charged twice. No other request header changes a catalogue answer (CORS is `*` for every origin, the body
is never compressed), and a new catalogue version means new keys, as in the response cache, whose bounds
this store shares. With the response cache off nothing is kept.
"""
from __future__ import annotations

from adapters.http.caching import CACHEABLE_ANSWER, Lru, ResponseCache
from adapters.http.middleware import RATE_DECIDED, client_address
from ports.errors import RateLimitStoreUnavailable

FILLED_IN = ("ratelimit-remaining", "ratelimit-reset")


class CacheHitFront:
    def __init__(self, app, cache: ResponseCache, limiter, trusted_proxy: str | None) -> None:
        self.app = app
        self._cache, self._limiter, self._trusted_proxy = cache, limiter, trusted_proxy
        self.store = Lru(cache.entries, cache.max_bytes)
        self._keeping = cache.entries > 0

    def __getattr__(self, name):
        """The falcon app's own API (add_route, add_error_handler, ...) stays reachable through the front."""
        return getattr(self.app, name)

    def __call__(self, environ, start_response):
        if not self._keeping or environ.get("REQUEST_METHOD") != "GET" or "HTTP_IF_NONE_MATCH" in environ:
            return self.app(environ, start_response)
        version = self._cache.catalogue_version()
        if version is None:
            return self.app(environ, start_response)
        key = "\n".join((version, environ.get("SCRIPT_NAME", ""), environ.get("PATH_INFO", ""),
                         environ.get("QUERY_STRING", "")))
        kept = self.store.get(key)
        if kept is None:
            return self._keep(key, environ, start_response)
        client = client_address(environ.get("REMOTE_ADDR", "127.0.0.1"), environ.get("HTTP_X_FORWARDED_FOR"),
                                self._trusted_proxy)
        try:
            decision = self._limiter.hit(client)
        except RateLimitStoreUnavailable as exc:
            environ[RATE_DECIDED] = exc
            return self.app(environ, start_response)
        if not decision.allowed:
            environ[RATE_DECIDED] = decision
            return self.app(environ, start_response)
        body, status, headers, (remaining, reset) = kept
        headers = list(headers)
        headers[remaining] = (headers[remaining][0], str(decision.remaining))
        headers[reset] = (headers[reset][0], str(decision.reset_seconds))
        start_response(status, headers)
        return [body]

    def _keep(self, key: str, environ, start_response):
        """Falcon answers; a cacheable 200 carrying the budget headers is kept as it went out."""
        answered = []

        def recording(status, headers, exc_info=None):
            answered[:] = [status, headers]
            return start_response(status, headers, exc_info)

        result = self.app(environ, recording)
        if not environ.get(CACHEABLE_ANSWER) or not answered or not answered[0].startswith("200 "):
            return result
        try:
            body = b"".join(result)
        finally:
            if hasattr(result, "close"):
                result.close()
        status, headers = answered
        names = [name.lower() for name, _ in headers]
        if all(name in names for name in FILLED_IN):
            self.store.put(key, (body, status, tuple(headers), tuple(names.index(name) for name in FILLED_IN)))
        return [body]
