"""Two builds of the API side by side, driven in turns: which of them costs the server less a request.

    git worktree add /tmp/before HEAD~1
    python -m bench.ab /tmp/before=sqlite:///$PWD/var/bench/bench-100k-before.db \\
        .=sqlite:///$PWD/var/bench/bench-100k.db --group "types list" --group "search q" --rounds 8 --seconds 2

Each side is a source tree (a `git worktree` of another commit, or `.`) and a database (an absolute path:
each server runs in its own tree), served by `goldcoins serve` on the bench's settings (the response cache
off unless --warm). On this shared machine a whole `make bench` run drifts by 10-30 % between runs; here
both servers run at once and each round measures them one after the other with wrk, in alternating order,
so the drift lands on both alike. Printed
per group: the server's CPU a request (the steadiest figure) and req/s, the median of the rounds for each
side, and B's change against A. Paths come from the latest results run on the same catalogue size (see
bench.instructions.group_paths), so the first side's database must be named after its size.
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys

from bench import servers
from bench.instructions import group_paths
from bench.run import under_load


def side(spec: str, port: int, args) -> dict:
    tree, _, database_url = spec.partition("=")
    if not database_url:
        raise SystemExit(f"bench.ab: {spec!r}: give TREE=DATABASE_URL")
    tree = pathlib.Path(tree).resolve()
    env = servers.environment(port, database_url, args.warm, args.spot_price, args.server_threads)
    command = [servers.PYTHON, "-c", "import sys, app; sys.exit(app.main())", "serve"]
    return {
        "tree": tree,
        "database_url": database_url,
        "env": env,
        "command": command,
        "base": f"http://{servers.HOST}:{port}",
    }


def serving(each: dict) -> tuple:
    """servers.running's arguments for a side: its tree is the working directory, so Python imports from it."""
    return each["command"], each["env"], each["base"] + "/healthz", each["tree"]


def round_of(sides: list[dict], processes: list, paths: list[str], args, flip: bool) -> list[dict]:
    measured = [None, None]
    for index in (1, 0) if flip else (0, 1):
        loaded = under_load(processes[index].pid, sides[index]["base"], paths, args.connections, args.seconds)
        measured[index] = {"rps": loaded["requests_per_second"], "cpu_us": loaded["cpu_us_per_request"]}
    return measured


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ab", description=__doc__.splitlines()[0])
    parser.add_argument("a", help="TREE=DATABASE_URL of the first side (the baseline)")
    parser.add_argument("b", help="TREE=DATABASE_URL of the second side")
    parser.add_argument("--group", action="append", required=True, help="a bench endpoint group (repeatable)")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=2)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--warm", action="store_true", help="keep the response cache on")
    parser.add_argument("--server-threads", type=int, default=None)
    parser.add_argument("--spot-price", default="2400")
    parser.add_argument("--ports", default="8741,8742")
    args = parser.parse_args(argv)
    ports = [int(port) for port in args.ports.split(",")]
    sides = [side(spec, port, args) for spec, port in zip((args.a, args.b), ports)]
    groups = {name: group_paths(name, sides[0]["database_url"]) for name in args.group}
    with servers.running(*serving(sides[0])) as first, servers.running(*serving(sides[1])) as second:
        processes = [first, second]
        for name, paths in groups.items():
            for each in sides:  # every path answers alike on both sides before anything is measured
                for path in paths:
                    status, _ = servers.get(each["base"] + path)
                    if status != 200:
                        raise SystemExit(f"bench.ab: {each['tree']} answered {status} to {path}")
            rounds = [round_of(sides, processes, paths, args, flip=bool(n % 2)) for n in range(args.rounds)]
            a, b = ({key: statistics.median(r[i][key] for r in rounds) for key in ("cpu_us", "rps")} for i in (0, 1))
            print(
                f"{name:<14} CPU µs/request A {a['cpu_us']:7.0f}  B {b['cpu_us']:7.0f} "
                f"({(b['cpu_us'] / a['cpu_us'] - 1) * 100:+.1f} %)   req/s A {a['rps']:7.0f}  B {b['rps']:7.0f} "
                f"({(b['rps'] / a['rps'] - 1) * 100:+.1f} %)",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
