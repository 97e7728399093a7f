"""Start and stop the servers under test (each its own process, on loopback), and read their memory."""

from __future__ import annotations

import contextlib
import os
import pathlib
import subprocess
import sys
import time
import urllib.error
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
PYTHON = str(ROOT / ".venv" / "bin" / "python")
GOLDCOINS = str(ROOT / ".venv" / "bin" / "goldcoins")
HOST = "127.0.0.1"


def environment(port: int, database_url: str, cache_on: bool, spot_price: str, threads: int | None = None) -> dict:
    env = {key: value for key, value in os.environ.items() if not key.startswith("GOLDCOINS_")}
    env.update(
        {
            "GOLDCOINS_HOST": HOST,
            "GOLDCOINS_PORT": str(port),
            "GOLDCOINS_DATABASE_URL": database_url,
            "GOLDCOINS_RATE_LIMIT": "1000000000/60",  # the limiter stays in the path with a budget the bench never hits
            "GOLDCOINS_SPOT_PROVIDER": "static",
            "GOLDCOINS_SPOT_STATIC_PRICE": spot_price,
        }
    )
    if not cache_on:
        env["GOLDCOINS_RESPONSE_CACHE_ENTRIES"] = "0"
    if threads is not None:  # both servers alike: hello-world is served with the same settings
        env["GOLDCOINS_THREADS"] = str(threads)
    return env


def api_command() -> tuple[list[str], str]:
    return [GOLDCOINS, "serve"], "goldcoins serve"


def hello_command() -> list[str]:
    return [PYTHON, "-m", "bench.hello"]


@contextlib.contextmanager
def running(command: list[str], env: dict, probe: str, cwd: pathlib.Path = ROOT):
    log = ROOT / "var" / "bench" / f"server-{env.get('GOLDCOINS_PORT', 'x')}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "wb") as errors:
        process = subprocess.Popen(command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=errors)
        try:
            _wait_for(probe, process, log)
            yield process
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def get(url: str, timeout: float = 30.0) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def memory_mb(pid: int) -> dict:
    """Resident set size now and at its peak (VmHWM), in MB."""
    fields = {}
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = round(int(value.split()[0]) / 1024, 1)
    return {"rss_mb": fields.get("VmRSS"), "peak_rss_mb": fields.get("VmHWM")}


def cpu_seconds(pid: int) -> float:
    """User + system CPU the process has used so far (all its threads)."""
    fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _wait_for(url: str, process: subprocess.Popen, log: pathlib.Path, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            sys.stderr.write(log.read_text(errors="replace")[-4000:])
            raise SystemExit(f"bench: the server exited with {process.returncode} before answering {url}")
        with contextlib.suppress(OSError):
            if get(url, timeout=2)[0] == 200:
                return
        time.sleep(0.2)
    raise SystemExit(f"bench: nothing answered {url} within {seconds:.0f} s")
