"""The whole-catalogue exports of a scale catalogue, served: how long each takes, how many bytes, and what the
server's memory does while it streams (the peak resident set before and after, read from /proc).

    python -m bench.export --size 100000

An export is read a batch (or a root issuer's file) at a time, so the peak should not grow with the catalogue:
the figure to watch is `peak_growth_mb`, the server's peak RSS after the export less its peak after a warm-up
request. Results go to bench/results/export-<time>.json.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import pathlib
import time
import urllib.request

from bench import catalogues, servers

EXPORTS = ("types.ndjson", "issues.csv", "catalogue.tar")
RESULTS = pathlib.Path(__file__).resolve().parent / "results"
CHUNK = 1 << 16


def stream(url: str, gzip: bool) -> tuple[int, float]:
    """Bytes read (as sent) and seconds, the body read and thrown away as it comes."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzip else {})
    started, read = time.perf_counter(), 0
    with urllib.request.urlopen(request, timeout=600) as answer:
        while chunk := answer.read(CHUNK):
            read += len(chunk)
    return read, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--port", type=int, default=8731)
    args = parser.parse_args()
    url = catalogues.prepare(args.size, "sqlite", "")["url"]
    base = f"http://{servers.HOST}:{args.port}"
    env = servers.environment(args.port, url, True, "2400")
    env["GOLDCOINS_MEDIA_DIR"] = str(catalogues.WORK / "media")  # where the import made the pictures' copies
    rows = []
    with servers.running(servers.api_command()[0], env, base + "/healthz") as process:
        servers.get(base + "/v1/types?pageSize=100")
        before = servers.memory_mb(process.pid)
        for name in EXPORTS:
            for gzip in (False, True):
                sent, seconds = stream(f"{base}/v1/export/{name}", gzip)
                after = servers.memory_mb(process.pid)
                rows.append(
                    {
                        "export": name,
                        "gzip": gzip,
                        "mb_sent": round(sent / 1e6, 1),
                        "seconds": round(seconds, 1),
                        "peak_rss_mb": after["peak_rss_mb"],
                        "peak_growth_mb": round(after["peak_rss_mb"] - before["peak_rss_mb"], 1),
                    }
                )
                print(
                    f"{name:<14} {'gzip' if gzip else 'plain':<6} {rows[-1]['mb_sent']:>8} MB "
                    f"{rows[-1]['seconds']:>6} s  peak RSS {after['peak_rss_mb']} MB "
                    f"(+{rows[-1]['peak_growth_mb']} over the warm server's {before['peak_rss_mb']})"
                )
    RESULTS.mkdir(exist_ok=True)
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H%M%S")
    target = RESULTS / f"export-{stamp}-{catalogues.label(args.size)}.json"
    target.write_text(json.dumps({"size": args.size, "before": before, "exports": rows}, indent=2) + "\n")
    print(f"written {target.relative_to(servers.ROOT)}")


if __name__ == "__main__":
    main()
