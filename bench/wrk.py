"""wrk on loopback: a fixed number of connections for a fixed time, cycling through a list of paths."""

from __future__ import annotations

import pathlib
import re
import subprocess
import tempfile

UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}
LUA = """local paths = {%s}
local headers = {%s}
local i = math.random(#paths) - 1
request = function()
  i = (i %% #paths) + 1
  return wrk.format("GET", paths[i], headers)
end
"""
# what browsers and HTTP libraries send: the answers measured are the ones clients get, compressed where worth it
HEADERS = {"Accept-Encoding": "gzip, deflate"}


def run(
    base: str, paths: list[str], connections: int, seconds: float, threads: int = 1, headers: dict | None = None
) -> dict:
    """req/s, p50, p99 (ms), and the counts of non-2xx/3xx answers and socket errors."""
    assert base.startswith(("http://127.", "http://localhost")), "the bench only ever targets loopback"
    sent = HEADERS if headers is None else headers
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        fields = ", ".join(f"[{_lua_string(name)}] = {_lua_string(value)}" for name, value in sent.items())
        script.write(LUA % (", ".join(_lua_string(p) for p in paths), fields))
    try:
        command = [
            "wrk",
            f"-t{min(threads, connections)}",
            f"-c{connections}",
            f"-d{max(1, round(seconds))}s",
            "--timeout",
            "10s",
            "--latency",
            "-s",
            script.name,
            base + paths[0],
        ]
        for _ in range(2):  # one retry: on a shared machine wrk now and then gives up on a connection
            done = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 30)
            if done.returncode == 0:
                return parse(done.stdout)
    finally:
        pathlib.Path(script.name).unlink(missing_ok=True)
    return {**parse(""), "error": (done.stderr or done.stdout).strip()[-500:]}


def parse(output: str) -> dict:
    latency = dict(re.findall(r"^\s+(50|99)%\s+([\d.]+\w+)", output, re.MULTILINE))
    rate = re.search(r"Requests/sec:\s+([\d.]+)", output)
    requests = re.search(r"(\d+) requests in", output)
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    return {
        "requests_per_second": float(rate.group(1)) if rate else 0.0,
        "p50_ms": _ms(latency.get("50")),
        "p99_ms": _ms(latency.get("99")),
        "requests": int(requests.group(1)) if requests else 0,
        "non_2xx_3xx": int(bad.group(1)) if bad else 0,
        "socket_errors": sum(int(n) for n in errors.groups()) if errors else 0,
    }


def version() -> str:
    result = subprocess.run(["wrk", "-v"], capture_output=True, text=True)
    return (result.stdout or result.stderr).splitlines()[0].strip() if (result.stdout or result.stderr) else "wrk"


def _ms(text: str | None) -> float | None:
    if not text:
        return None
    number, unit = re.fullmatch(r"([\d.]+)(\w+)", text).groups()
    return round(float(number) * UNITS[unit], 3)


def _lua_string(path: str) -> str:
    return '"' + path.replace("\\", "\\\\").replace('"', '\\"') + '"'
