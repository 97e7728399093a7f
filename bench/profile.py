"""Time (and optionally profile) catalogue requests in process, without a server or the response cache.

    python -m bench.profile sqlite:///var/bench/bench-100k.db /v1/types?pageSize=24 /v1/issuers/xyz
    python -m bench.profile --pyinstrument --repeat 200 sqlite:///var/bench/bench-100k.db '/v1/types?q=km'

Each path is requested `--repeat` times through create_app with the real storage adapters; the median and
the 99th percentile are printed per path, and with --pyinstrument a call tree of all of them.
"""

from __future__ import annotations

import argparse
import statistics
import time

from falcon import testing


def build_client(database_url: str, cache_entries: int):
    import app as composition
    from config import load_settings

    settings = load_settings(
        environ={
            "GOLDCOINS_DATABASE_URL": database_url,
            "GOLDCOINS_RATE_LIMIT": "1000000000/60",
            "GOLDCOINS_SPOT_PROVIDER": "static",
            "GOLDCOINS_SPOT_STATIC_PRICE": "2400",
            "GOLDCOINS_RESPONSE_CACHE_ENTRIES": str(cache_entries),
        }
    )
    return testing.TestClient(composition.create_app(settings, composition.build_adapters(settings)))


def timings(client, path: str, repeat: int) -> list[float]:
    route, _, query = path.partition("?")
    took = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = client.simulate_get(route, query_string=query)
        took.append(time.perf_counter() - start)
        if result.status_code != 200:
            raise SystemExit(f"{path}: {result.status_code} {result.text[:200]}")
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("database_url")
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--cache", type=int, default=0, help="response cache entries (default 0: off)")
    parser.add_argument("--pyinstrument", action="store_true")
    args = parser.parse_args()
    client = build_client(args.database_url, args.cache)
    profiler = None
    if args.pyinstrument:
        from pyinstrument import Profiler

        profiler = Profiler(interval=0.0005)
        profiler.start()
    for path in args.paths:
        took = sorted(timings(client, path, args.repeat))
        p99 = took[min(len(took) - 1, int(len(took) * 0.99))]
        print(f"{statistics.median(took) * 1000:9.2f} ms p50 {p99 * 1000:9.2f} ms p99  {path}")
    if profiler:
        profiler.stop()
        print(profiler.output_text(unicode=True, color=False, show_all=False))


if __name__ == "__main__":
    main()
