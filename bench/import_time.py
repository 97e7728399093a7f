"""One `goldcoins import` of a catalogue (the bundled one by default) into a fresh SQLite file, timed.

    python -m bench.import_time                    # fixtures/catalogue, 3 runs
    python -m bench.import_time --runs 5 path/to/catalogue

Each run makes a new database (`goldcoins db upgrade`, not timed), then times `goldcoins import --quiet` as a
process from start to exit (Python's start and the imports of the code included) and prints that time, and the
median of the runs at the end.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent.parent


def goldcoins(args: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import sys, app; sys.exit(app.main())", *args], env=env, check=True)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("catalogue", nargs="?", default=str(HERE / "fixtures" / "catalogue"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    times = []
    for run in range(args.runs):
        with tempfile.TemporaryDirectory() as work:
            env = dict(
                os.environ,
                PYTHONPATH=str(HERE),
                GOLDCOINS_DATABASE_URL=f"sqlite:///{work}/catalogue.db",
                GOLDCOINS_MEDIA_DIR=f"{work}/media",
            )
            goldcoins(["db", "upgrade"], env)
            times.append(goldcoins(["import", "--quiet", args.catalogue], env))
            print(f"run {run + 1}: {times[-1]:.2f} s", flush=True)
    print(f"median of {args.runs}: {statistics.median(times):.2f} s")


if __name__ == "__main__":
    main()
