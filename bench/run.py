"""`make bench`: the API against falcon's hello-world on the same waitress settings, wrk on loopback.

    python -m bench.run --sizes 1000,100000 --databases sqlite,postgres --modes warm,cold --seconds 10

For every catalogue size, database and cache mode: start `goldcoins serve` (production settings, budget
raised, cache on or off) beside hello-world, measure hello-world right before and right after the block, and
drive each endpoint group with wrk at a fixed number of connections (req/s, p50, p99, server CPU per
request), then with one connection (p50 with no queueing: the server-side latency), then hello-world again
under load: each group's ratios are to that adjacent measurement, so the machine's drift during a block (it
is shared) does not land on one group. One table is printed; everything goes to bench/results/<time>.json.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import pathlib
import sys

from bench import catalogues, endpoints, machine, servers, table, wrk

RESULTS = pathlib.Path(__file__).resolve().parent / "results"


def under_load(pid: int, base: str, paths: list[str], connections: int, seconds: float, threads: int = 1) -> dict:
    """wrk's figures for `paths` under load, and the CPU the server (process `pid`) spent a request."""
    cpu = servers.cpu_seconds(pid)
    loaded = wrk.run(base, paths, connections, seconds, threads)
    cpu = servers.cpu_seconds(pid) - cpu
    return {**loaded, "cpu_us_per_request": round(cpu / max(1, loaded["requests"]) * 1e6, 1)}


def measure(base: str, paths: list[str], args, pid: int) -> dict:
    """Under load: req/s, p50, p99, and the server's CPU per request (steadier than req/s on a shared
    machine); then with one connection: p50 and p99 with no queueing, i.e. server-side latency."""
    loaded = under_load(pid, base, paths, args.connections, args.seconds, args.threads)
    single = wrk.run(base, paths, 1, args.latency_seconds)
    return {
        **loaded,
        "p50_single_ms": single["p50_ms"],
        "p99_single_ms": single["p99_ms"],
        "paths": len(paths),
        **servers.memory_mb(pid),
    }


@contextlib.contextmanager
def hello_world(args):
    """hello-world running for a block; yields a function measuring it (fully, or under load only)."""
    base = f"http://{servers.HOST}:{args.hello_port}"
    env = servers.environment(args.hello_port, "sqlite:///:memory:", True, args.spot_price, args.server_threads)
    with servers.running(servers.hello_command(), env, base + "/hello") as process:

        def measured(loaded_only: bool = False) -> dict:
            if loaded_only:
                return under_load(process.pid, base, ["/hello"], args.connections, args.seconds, args.threads)
            return measure(base, ["/hello"], args, process.pid)

        yield measured


def api(args, database_url: str, cache_on: bool, hello) -> dict:
    base = f"http://{servers.HOST}:{args.port}"
    command, described = servers.api_command()
    env = servers.environment(args.port, database_url, cache_on, args.spot_price, args.server_threads)
    with servers.running(command, env, base + "/healthz") as process:
        groups = endpoints.discover(base)
        # every path asked once first, in both modes: warm, so the cache holds it; cold, so what is done once per
        # catalogue version (a query's first ranking, a filter's count: bench/first_search.py measures those) is
        # not spread over the requests measured, whose cost would then depend on how long the run is
        for path in (p for paths in groups.values() for p in paths):
            servers.get(base + path)
        results = {}
        for name, paths in groups.items():
            results[name] = measure(base, paths, args, process.pid)
            results[name]["hello"] = hello(loaded_only=True)
        return {"server": described, "endpoints": results, "groups": groups, "memory": servers.memory_mb(process.pid)}


def _mean(before: dict, after: dict) -> dict:
    """Hello-world right before and right after the block: the machine drifts (it is shared)."""
    return {
        key: round((before[key] + after[key]) / 2, 3)
        if isinstance(before[key], (int, float)) and isinstance(after.get(key), (int, float))
        else before[key]
        for key in before
    }


def main(argv=None) -> int:
    args = parse(argv)
    runs = []
    for size in args.sizes:
        for kind in args.databases:
            prepared = catalogues.prepare(size, kind, args.postgres_url, log=lambda m: print(f"bench: {m}"))
            for mode in args.modes:
                print(f"bench: {catalogues.label(size)} types, {kind}, cache {mode}", flush=True)
                with hello_world(args) as hello:
                    before = hello()
                    measured = api(args, prepared["url"], mode == "warm", hello)
                    after = hello()
                run = {
                    "size": size,
                    "database": kind,
                    "cache": mode,
                    "hello": _mean(before, after),
                    "hello_before_after": [before, after],
                    "imported_seconds": prepared["imported_seconds"],
                    **measured,
                }
                runs.append(run)
                print(table.block(run), flush=True)
    report = {
        "when": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "label": args.label,
        "machine": machine.describe(args.postgres_url if "postgres" in args.databases else None),
        "parameters": {k: v for k, v in vars(args).items() if k != "postgres_url"},
        "runs": runs,
        "table": table.render(runs),
    }
    print("\n" + report["table"])
    RESULTS.mkdir(exist_ok=True)
    target = (
        RESULTS / f"{report['when'][:19].replace(':', '')}-{'-'.join(catalogues.label(s) for s in args.sizes)}.json"
    )
    target.write_text(json.dumps(report, indent=2))
    print(f"bench: results in {target.relative_to(RESULTS.parent.parent)}")
    return 0


def parse(argv) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=lambda s: [int(n) for n in s.split(",")], default=[1000, 100000])
    parser.add_argument("--databases", type=lambda s: s.split(","), default=["sqlite"])
    parser.add_argument("--modes", type=lambda s: s.split(","), default=["warm", "cold"])
    parser.add_argument("--seconds", type=float, default=10, help="per endpoint group, loaded")
    parser.add_argument("--latency-seconds", type=float, default=4, help="per endpoint group, one connection")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--threads", type=int, default=1, help="wrk threads")
    parser.add_argument(
        "--server-threads",
        type=int,
        default=None,
        help="GOLDCOINS_THREADS for both servers (default: the setting's default)",
    )
    parser.add_argument("--port", type=int, default=8731)
    parser.add_argument("--hello-port", type=int, default=8732)
    parser.add_argument("--spot-price", default="2400")
    parser.add_argument("--label", default="", help="what this run measures, kept in the results file")
    parser.add_argument(
        "--postgres-url",
        default="postgresql://postgres@127.0.0.1:5432/test",
        help="server for the bench databases (goldcoins_bench_<size>; never the tests' own)",
    )
    args = parser.parse_args(argv)
    if not set(args.modes) <= {"warm", "cold"} or not set(args.databases) <= {"sqlite", "postgres"}:
        parser.error("modes are warm,cold; databases are sqlite,postgres")
    return args


if __name__ == "__main__":
    sys.exit(main())
