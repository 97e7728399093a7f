"""One `goldcoins import` of a catalogue (the bundled one by default) into a fresh SQLite file, timed.

    python -m bench.import_time                    # fixtures/catalogue, 3 runs
    python -m bench.import_time --runs 5 path/to/catalogue

Each run makes a new database (`goldcoins db upgrade`, not timed), then times `goldcoins import --quiet` as a
process from start to exit (Python's start and the imports of the code included): the wall time and the CPU the
process spent (user + system, steadier on a busy machine), and the medians of the runs at the end.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent.parent


def goldcoins(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """The command's wall time and CPU time."""
    before, started = _children_cpu(), time.perf_counter()
    subprocess.run(
        [sys.executable, "-c", "import sys, app; sys.exit(app.main())", *args], env=env, check=True, cwd=HERE
    )
    return time.perf_counter() - started, _children_cpu() - before


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("catalogue", nargs="?", default=str(HERE / "fixtures" / "catalogue"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    times, cpu = [], []
    for run in range(args.runs):
        with tempfile.TemporaryDirectory() as work:
            env = dict(
                os.environ,
                PYTHONPATH=str(HERE),
                GOLDCOINS_DATABASE_URL=f"sqlite:///{work}/catalogue.db",
                GOLDCOINS_MEDIA_DIR=f"{work}/media",
            )
            goldcoins(["db", "upgrade"], env)
            wall, spent = goldcoins(["import", "--quiet", args.catalogue], env)
            times.append(wall)
            cpu.append(spent)
            print(f"run {run + 1}: {wall:.2f} s, CPU {spent:.2f} s", flush=True)
    print(f"median of {args.runs}: {statistics.median(times):.2f} s, CPU {statistics.median(cpu):.2f} s")


if __name__ == "__main__":
    main()
