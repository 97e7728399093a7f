"""The public budget's cost: our windowed memory store against limits' own MemoryStorage, 100k client addresses.

    python -m bench.ratelimit [--clients 100000]

For each store, through the same LimitsRateLimiter the middleware calls: µs per request for a new address
and for a known one; CPU per request at a steady 2000 requests/s with every address tracked, background
threads included (limits' MemoryStorage re-arms, on any request, a 10 ms timer that walks every key); and
memory per tracked address (tracemalloc).
"""

from __future__ import annotations

import argparse
import gc
import json
import time
import tracemalloc

from limits.storage import MemoryStorage

from adapters.ratelimit.limiter import LimitsRateLimiter
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from ports.ratelimit import Budget

STORES = {"windowed (ours)": WindowedMemoryStorage, "limits MemoryStorage": MemoryStorage}


def addresses(count: int) -> list[str]:
    return [f"10.{n >> 16 & 255}.{n >> 8 & 255}.{n & 255}" for n in range(count)]


def measure(make_store, clients: list[str], paced_seconds: float) -> dict:
    limiter = LimitsRateLimiter(Budget(600, 60), make_store())
    new, known = (_per_request(limiter, clients) for _ in range(2))
    paced = _paced_cpu(limiter, clients, paced_seconds)
    grown = _memory(make_store, clients)
    return {
        "us_per_request_new_address": round(new * 1e6, 2),
        "us_per_request_known_address": round(known * 1e6, 2),
        "cpu_us_per_request_at_2000_rps": round(paced * 1e6, 1),
        "bytes_per_address": round(grown / len(clients)),
        "megabytes": round(grown / 1024 / 1024, 1),
    }


def _paced_cpu(limiter, clients: list[str], seconds: float) -> float:
    """CPU per request, background threads included, at a steady 2000 requests/s for `seconds`."""
    cpu, done, deadline = time.process_time(), 0, time.monotonic() + seconds
    while time.monotonic() < deadline:
        for client in clients[done % len(clients) : done % len(clients) + 100]:
            limiter.hit(client)
        done += 100
        time.sleep(0.05)
    return (time.process_time() - cpu) / done


def _per_request(limiter, clients: list[str]) -> float:
    started = time.perf_counter()
    for client in clients:
        limiter.hit(client)
    return (time.perf_counter() - started) / len(clients)


def _memory(make_store, clients: list[str]) -> int:
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    limiter = LimitsRateLimiter(Budget(600, 60), make_store())
    for client in clients:
        limiter.hit(client)
    grown = sum(stat.size_diff for stat in tracemalloc.take_snapshot().compare_to(before, "filename"))
    tracemalloc.stop()
    del limiter
    return grown


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=100_000)
    parser.add_argument("--paced-seconds", type=float, default=3.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    clients = addresses(args.clients)
    results = {name: measure(make, clients, args.paced_seconds) for name, make in STORES.items()}
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"{args.clients} distinct client addresses, budget 600/60, one LimitsRateLimiter.hit per request")
    print(
        f"{'store':<22} {'µs/req new':>11} {'µs/req known':>13} {'CPU µs/req @2000/s':>19} {'bytes/addr':>11} {'MB':>6}"
    )
    for name, r in results.items():
        print(
            f"{name:<22} {r['us_per_request_new_address']:>11} {r['us_per_request_known_address']:>13} "
            f"{r['cpu_us_per_request_at_2000_rps']:>19} {r['bytes_per_address']:>11} {r['megabytes']:>6}"
        )


if __name__ == "__main__":
    main()
