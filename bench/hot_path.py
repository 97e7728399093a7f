"""In-process cost of one request through the app (no server, no sockets): what the middleware and the
response-cache front add, measured without the noise a server on a shared machine brings.

    python -m bench.hot_path sqlite:////abs/path/catalogue.db [--requests 20000]

The WSGI app is called directly with a prepared environ; the best of five rounds is reported, in µs a
request, for a front hit (warm), a falcon-answered 304-free catalogue miss with the cache off (cold), and
/healthz. Run it in two trees (PYTHONPATH) to compare builds.
"""

from __future__ import annotations

import argparse
import io
import time

PATHS = {"warm types list": ("/v1/types", "pageSize=24"), "cold types list": ("/v1/types", "pageSize=24")}


def app_for(database_url: str, cache_entries: int):
    import app as composition
    from config import load_settings

    settings = load_settings(
        environ={
            "GOLDCOINS_DATABASE_URL": database_url,
            "GOLDCOINS_RATE_LIMIT": "1000000000/60",
            "GOLDCOINS_RESPONSE_CACHE_ENTRIES": str(cache_entries),
            "GOLDCOINS_SPOT_PROVIDER": "none",
        }
    )
    return composition.create_app(settings, composition.build_adapters(settings))


def per_request(app, path: str, query: str, requests: int) -> float:
    from falcon import testing

    def start_response(status, headers, exc_info=None):
        return None

    best = float("inf")
    for _ in range(5):
        started = time.perf_counter()
        for _ in range(requests):
            environ = testing.create_environ(path=path, query_string=query, remote_addr="127.0.0.1")
            environ["wsgi.errors"] = io.StringIO()
            for _ in app(environ, start_response):
                pass
        best = min(best, (time.perf_counter() - started) / requests)
    return best * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.hot_path")
    parser.add_argument("database_url")
    parser.add_argument("--requests", type=int, default=5000)
    args = parser.parse_args()
    from falcon import testing

    environ_cost = min(
        _timed(lambda: testing.create_environ(path="/v1/types", query_string="pageSize=24"), args.requests)
        for _ in range(5)
    )
    warm, cold = app_for(args.database_url, 2048), app_for(args.database_url, 0)
    print(f"making the environ: {environ_cost:.1f} µs (included below)")
    print(f"warm types list (front hit): {per_request(warm, '/v1/types', 'pageSize=24', args.requests):.1f} µs")
    print(f"cold types list: {per_request(cold, '/v1/types', 'pageSize=24', args.requests // 5):.1f} µs")
    print(f"healthz: {per_request(warm, '/healthz', '', args.requests):.1f} µs")


def _timed(work, times: int) -> float:
    started = time.perf_counter()
    for _ in range(times):
        work()
    return (time.perf_counter() - started) / times * 1e6


if __name__ == "__main__":
    main()
