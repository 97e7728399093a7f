"""Instructions a catalogue request costs in process, counted by valgrind's callgrind: repeatable where the
timings of a shared machine are not (the same build, data and paths give the same counts whatever else the
machine is doing).

    python -m bench.instructions sqlite:///var/bench/bench-100k.db '/v1/types?pageSize=24' '/v1/types?q=km'
    python -m bench.instructions --group "types list" sqlite:///var/bench/bench-100k.db

Each path runs in its own process under callgrind, through create_app with the real storage adapters and the
response cache off (as the bench's cold block; `--warm`: on, so every counted request is a cache-front hit): `--warmup` requests uncounted, then `--repeat` counted.
Printed per path: instructions a request in all and inside SQLite (sqlite3_step, inclusive). `--group`
takes the paths of a bench endpoint group from the latest run on that catalogue in bench/results/. Counts say
nothing of cache misses or thread hand-offs, which the server adds (docs/performance.md, Known limits).
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

from bench import catalogues

RESULTS = pathlib.Path(__file__).resolve().parent / "results"


def child(database_url: str, path: str, warmup: int, repeat: int, cache_entries: int = 0) -> None:
    """Runs inside valgrind: counting is switched on only around the repeated requests."""
    from falcon import testing

    from bench.profile import build_client

    app = build_client(database_url, cache_entries).app
    route, _, query = path.partition("?")
    environ = testing.create_environ(path=route, query_string=query)

    def call() -> None:
        answered = []
        body = app(dict(environ), lambda status, headers, exc_info=None: answered.append(status))
        b"".join(body)
        if not answered[0].startswith("200"):
            raise SystemExit(f"{path}: {answered[0]}")

    for _ in range(warmup):
        call()
    subprocess.run(["callgrind_control", "--instr=on", str(os.getpid())], check=True, capture_output=True)
    for _ in range(repeat):
        call()
    subprocess.run(["callgrind_control", "--instr=off", str(os.getpid())], check=True, capture_output=True)


def count(database_url: str, path: str, warmup: int, repeat: int, warm: bool = False) -> tuple[int, int]:
    """(instructions, of which inside sqlite3_step) a request, averaged over `repeat`."""
    with tempfile.TemporaryDirectory() as folder:
        out = pathlib.Path(folder) / "callgrind.out"
        subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--instr-atstart=no",
                f"--callgrind-out-file={out}",
                sys.executable,
                "-m",
                "bench.instructions",
                "--child",
                database_url,
                path,
                "--warmup",
                str(warmup),
                "--repeat",
                str(repeat),
                *(["--warm"] if warm else []),
            ],
            check=True,
            capture_output=True,
            cwd=pathlib.Path(__file__).resolve().parent.parent,
        )
        annotated = subprocess.run(
            ["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(out)],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    return _figure(annotated, "PROGRAM TOTALS") // repeat, _figure(annotated, "sqlite3_step ") // repeat


def _figure(annotated: str, name: str) -> int:
    line = next((line for line in annotated.splitlines() if name in line), None)
    return int(re.match(r"\s*([\d,]+)", line).group(1).replace(",", "")) if line else 0


def group_paths(name: str, database_url: str) -> list[str]:
    """The group's paths in the latest results with a run on the catalogue `database_url` names (the paths
    name its issuers and mints: bench-<size>.db or goldcoins_bench_<size>)."""
    for results in sorted(RESULTS.glob("*.json"), reverse=True):
        for run in json.loads(results.read_text()).get("runs", []):  # (export-*.json: bench.export)
            if name in run.get("groups", {}) and re.search(
                rf"bench[-_]{catalogues.label(run['size'])}\b", database_url
            ):
                return run["groups"][name]
    raise SystemExit(f"bench: no run of group {name!r} on the catalogue of {database_url} in {RESULTS}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.instructions", description=__doc__.splitlines()[0])
    parser.add_argument("database_url")
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--group", help="the paths of this bench group (from the latest run on this catalogue)")
    parser.add_argument("--warmup", type=int, default=30)
    parser.add_argument("--repeat", type=int, default=40)
    parser.add_argument("--warm", action="store_true", help="response cache on: every counted request is a hit")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.database_url, args.paths[0], args.warmup, args.repeat, 2048 if args.warm else 0)
        return 0
    paths = args.paths + (group_paths(args.group, args.database_url) if args.group else [])
    if not paths:
        parser.error("give paths or --group")
    totals = []
    for path in paths:
        total, sqlite = count(args.database_url, path, args.warmup, args.repeat, args.warm)
        totals.append(total)
        print(f"{total:>11,} instructions/request  {sqlite:>11,} in SQLite  {path}", flush=True)
    if len(totals) > 1:
        print(f"{sum(totals) // len(totals):>11,} mean")
    return 0


if __name__ == "__main__":
    sys.exit(main())
