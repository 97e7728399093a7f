"""One process served directly against N processes behind nginx, on the same machine, PostgreSQL and Redis.

    python -m bench.cluster [--processes N] [--seconds 10] [--connections 16]

Two modes, each its own block: cold (response cache off) driving the types list, warm (cache on, the answer
already kept) driving one type page. In each block: `goldcoins serve` alone on one port, then the cluster
(tools/cluster: nginx and N processes), both with the budget raised out of reach and the limiter still in the
path (Redis). wrk on loopback; req/s and the ratio cluster / direct. Everything (wrk, nginx, the processes,
PostgreSQL, Redis) shares the machine's CPUs, so the ratio says what this machine gains, not what N machines'
worth of CPUs would. The run goes to bench/results/<time>-cluster.json.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import pathlib
import socket

from bench import machine, wrk
from tools.cluster import services
from tools.cluster.__main__ import ensure_database
from tools.cluster.cluster import CATALOGUE, ROOT, Cluster, Layout

RESULTS = pathlib.Path(__file__).resolve().parent / "results"
DATABASE = "postgresql://postgres@127.0.0.1:5432/goldcoins_bench_cluster"
REDIS = "redis://127.0.0.1:6379/0"
COLD_PATHS = [
    "/v1/types?pageSize=24",
    "/v1/types?pageSize=24&page=2",
    "/v1/types?pageSize=24&sort=newest",
    "/v1/types?pageSize=24&sort=weight_desc",
]
WARM_PATH = "/v1/types/united-kingdom/sovereign/sovereign-george-v"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def layout(processes: int, cache_on: bool, first_port: int) -> Layout:
    return Layout(
        port=free_port(),
        processes=processes,
        first_api_port=first_port,
        database_url=DATABASE,
        redis_url=REDIS,
        state=ROOT / "var" / "bench" / "cluster",
        catalogue=None,
        environment={
            "GOLDCOINS_RATE_LIMIT": "1000000000/60",
            "GOLDCOINS_RESPONSE_CACHE_ENTRIES": "2048" if cache_on else "0",
            "GOLDCOINS_SPOT_PROVIDER": "none",
            "GOLDCOINS_ACCESS_LOG": "true",
        },
    )


def measure(base: str, paths: list[str], args) -> dict:
    for path in paths:  # warm: the answers are kept before the clock starts
        wrk.run(base, [path], 1, 1)
    return wrk.run(base, paths, args.connections, args.seconds, threads=2)


def block(cache_on: bool, paths: list[str], args) -> dict:
    alone = Cluster(layout(1, cache_on, 8301))
    alone.layout.state.mkdir(parents=True, exist_ok=True)
    alone._fresh_folders()
    alone.start_api(8301)
    try:
        alone.wait_for_api(8301)
        direct = measure("http://127.0.0.1:8301", paths, args)
    finally:
        alone.stop()
    many = Cluster(layout(args.processes, cache_on, 8311))
    many.start()
    try:
        behind = measure(many.layout.base_url, paths, args)
    finally:
        many.stop()
    ratio = behind["requests_per_second"] / direct["requests_per_second"] if direct["requests_per_second"] else 0.0
    return {"direct": direct, "cluster": behind, "ratio": round(ratio, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.cluster")
    parser.add_argument("--processes", type=int, default=len(os.sched_getaffinity(0)))
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--connections", type=int, default=16)
    args = parser.parse_args()
    with services.running(DATABASE, REDIS):
        ensure_database(DATABASE)
        importer = Cluster(layout(1, True, 8301))
        importer.goldcoins("db", "upgrade")
        importer.goldcoins("import", str(CATALOGUE))
        run = {
            "machine": machine.describe(),
            "processes": args.processes,
            "cold types list": block(False, COLD_PATHS, args),
            "warm type page": block(True, [WARM_PATH], args),
        }
    print(f"{'':18} {'direct req/s':>13} {f'{args.processes} behind nginx':>18} {'ratio':>6}")
    for name in ("cold types list", "warm type page"):
        row = run[name]
        print(
            f"{name:18} {row['direct']['requests_per_second']:13.0f} "
            f"{row['cluster']['requests_per_second']:18.0f} {row['ratio']:6.2f}"
        )
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / f"{dt.datetime.now(dt.timezone.utc):%Y-%m-%dT%H%M%S}-cluster.json"
    out.write_text(json.dumps(run, indent=1))
    print(f"written to {out}")


if __name__ == "__main__":
    main()
