"""The first search after a start against the hundredth: is a fresh `goldcoins serve` as fast as a warm one?

    python -m bench.first_search sqlite:////abs/path/catalogue.db
    python -m bench.first_search postgresql://postgres@127.0.0.1:5432/goldcoins_bench_1k --starts 10

The database must hold an imported catalogue (`make run`'s, a bench catalogue). Each start runs this tree's
`goldcoins serve` (response cache off, production settings otherwise) and polls /healthz until it answers 200
(the time to ready); then at once a search new to the process (a word with a typo, four years, four sizes),
100 other such searches one after another, and a last one like the first. Printed: per start, the time to
ready and the first and the last search's answer and the CPU the server spent on it; then the medians.

`--warm-up-seconds 0,5` alternates starts without the warm-up (GOLDCOINS_WARM_UP_SECONDS=0, as before issue
40) and with it, so the machine's drift falls on both; `--burst 4` asks four searches at once instead of one.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import contextlib
import pathlib
import statistics
import subprocess
import sys
import time
import urllib.parse

from bench import servers

WORDS = ("soverign", "vrenelli", "krugerand", "napoleom", "philarmonic", "britania", "mapel", "ducatt", "eagel")
SIZES = "1/10 oz 1/4 oz 1/2 oz 1 oz"
LATER = 100


def searches(start: int, count: int) -> list[str]:
    """`count` searches no earlier one of this start asked: a word with a typo, four years, four sizes."""
    paths = []
    for n in range(count):
        years = " ".join(str(1850 + (n * 4 + k) % 170) for k in range(4))
        q = f"{WORDS[(start + n) % len(WORDS)]} {years} {SIZES}"
        paths.append("/v1/types?pageSize=24&q=" + urllib.parse.quote(q))
    return paths


def burst(base: str, paths: list[str], pid: int) -> dict:
    """The paths asked all at once, one connection each: the slowest and the median answer, and the CPU the
    server (process `pid`) spent on them all, in milliseconds."""

    def timed(path: str) -> float:
        started = time.perf_counter()
        status, _ = servers.get(base + path)
        assert status == 200, (status, path)
        return (time.perf_counter() - started) * 1000

    cpu = _cpu_seconds(pid)
    with concurrent.futures.ThreadPoolExecutor(len(paths)) as pool:
        answered = list(pool.map(timed, paths))
    return {
        "max_ms": round(max(answered), 1),
        "p50_ms": round(statistics.median(answered), 1),
        "cpu_ms": round((_cpu_seconds(pid) - cpu) * 1000, 1),
    }


def _cpu_seconds(pid: int) -> float:
    """The CPU the process's threads have run so far, to the nanosecond (schedstat: /proc/PID/stat counts in
    10 ms ticks, as long as a search)."""
    total = 0
    for task in pathlib.Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):
            total += int((task / "schedstat").read_text().split()[0])
    return total / 1e9


def one_start(args, start: int, warm_up: str | None) -> dict:
    env = servers.environment(args.port, args.database_url, False, "2400", args.server_threads)
    env["GOLDCOINS_ACCESS_LOG"] = "false"
    if warm_up is not None:
        env["GOLDCOINS_WARM_UP_SECONDS"] = warm_up
    base = f"http://{servers.HOST}:{args.port}"
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "serve"],
        cwd=servers.ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        ready = _ready(base, process, time.monotonic() + 60)
        wanted = searches(start, 2 * args.burst + LATER)
        first = burst(base, wanted[: args.burst], process.pid)
        for path in wanted[args.burst : -args.burst]:
            servers.get(base + path)
        later = burst(base, wanted[-args.burst :], process.pid)
    finally:
        process.terminate()
        process.wait(timeout=15)
    return {"ready_s": round(ready, 2), "first": first, "later": later}


def _ready(base: str, process: subprocess.Popen, deadline: float) -> float:
    started = time.monotonic()
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"bench: the server exited with {process.returncode}")
        with contextlib.suppress(OSError):
            if servers.get(base + "/healthz", timeout=2)[0] == 200:
                return time.monotonic() - started
        time.sleep(0.02)
    raise SystemExit("bench: the server was not ready within 60 s")


def medians(runs: list[dict]) -> dict:
    return {
        "ready_s": statistics.median(run["ready_s"] for run in runs),
        **{
            when: {figure: round(statistics.median(run[when][figure] for run in runs), 1) for figure in runs[0][when]}
            for when in ("first", "later")
        },
    }


def line(run: dict) -> str:
    def said(searched: dict) -> str:
        return f"{searched['max_ms']:.1f} ms (server CPU {searched['cpu_ms']:.1f} ms)"

    return f"ready in {run['ready_s']:.2f} s; first search {said(run['first'])}; {LATER + 1}st {said(run['later'])}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.first_search", description=__doc__.splitlines()[0])
    parser.add_argument("database_url")
    parser.add_argument("--starts", type=int, default=6, help="starts of each warm-up setting")
    parser.add_argument("--burst", type=int, default=1, help="searches at once (at most the serving threads)")
    parser.add_argument("--server-threads", type=int, default=4)
    parser.add_argument("--port", type=int, default=8733)
    parser.add_argument(
        "--warm-up-seconds", default=None, help="GOLDCOINS_WARM_UP_SECONDS, or several to alternate (0,5)"
    )
    args = parser.parse_args(argv)
    settings = args.warm_up_seconds.split(",") if args.warm_up_seconds else [None]
    runs: dict = {setting: [] for setting in settings}
    for start in range(args.starts):
        for setting in settings:
            runs[setting].append(one_start(args, start, setting))
            said = "" if setting is None else f" (warm-up {setting} s)"
            print(f"start {start + 1}{said}: {line(runs[setting][-1])}", flush=True)
    for setting, done in runs.items():
        said = "" if setting is None else f", warm-up {setting} s"
        print(f"median of {args.starts} starts{said}: {line(medians(done))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
