"""The one table of a bench run: req/s, p50 and p99 under load, ratio to hello-world, one-connection p50, RSS."""

from __future__ import annotations

from bench.catalogues import label

HEADER = (
    f"{'catalogue':<10} {'db':<8} {'cache':<5} {'endpoint':<14} {'req/s':>8} {'×hello':>7} "
    f"{'p50 ms':>8} {'p99 ms':>8} {'p50 1conn':>9} {'CPU µs/req':>10} {'×hello CPU':>10} {'RSS MB':>7}"
)


def _row(run: dict, name: str, result: dict, hello_rate: float) -> str:
    """Ratios are to the hello-world measured right after the group where there is one (runs since the
    third pass), else to the block's mean of hello-world before and after."""
    adjacent = result.get("hello") or run["hello"]
    hello_rate = adjacent["requests_per_second"] or hello_rate
    ratio = result["requests_per_second"] / hello_rate if hello_rate else 0.0
    cpu, hello_cpu = result.get("cpu_us_per_request"), adjacent.get("cpu_us_per_request")
    cpu_ratio = hello_cpu / cpu if cpu and hello_cpu else None
    flags = (
        " !" + str(result["non_2xx_3xx"] + result["socket_errors"])
        if (result["non_2xx_3xx"] or result["socket_errors"])
        else ""
    )
    flags += " (wrk failed: see the results file)" if result.get("error") else ""
    return (
        f"{label(run['size']):<10} {run['database']:<8} {run['cache']:<5} {name:<14} "
        f"{result['requests_per_second']:>8.0f} {ratio:>7.2f} {_num(result['p50_ms'])} "
        f"{_num(result['p99_ms'])} {_num(result['p50_single_ms'], 9)} {_num(cpu, 10, 0)} "
        f"{_num(cpu_ratio, 10)} {_num(result['rss_mb'], 7, 0)}{flags}"
    )


def block(run: dict) -> str:
    hello = run["hello"]["requests_per_second"]
    rows = [_row(run, "hello-world", run["hello"], hello)]
    rows += [_row(run, name, result, hello) for name, result in run["endpoints"].items()]
    return "\n".join(rows) + f"\n{'':<26} peak RSS {run['memory']['peak_rss_mb']} MB"


def render(runs: list[dict]) -> str:
    return "\n".join([HEADER, *(block(run) for run in runs)])


def _num(value, width: int = 8, digits: int = 2) -> str:
    return f"{value:>{width}.{digits}f}" if value is not None else f"{'-':>{width}}"
