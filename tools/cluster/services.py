"""The machine's PostgreSQL and Redis, started the way .ci/run starts them when they are not running, and
stopped again at the end only if we started them."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from urllib.parse import urlparse

from tools.cluster.wait import until


def _answers(command: list[str]) -> bool:
    try:
        return subprocess.run(command, capture_output=True, timeout=5).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def _local(url: str) -> tuple[str, int] | None:
    parsed = urlparse(url)
    if parsed.hostname in ("127.0.0.1", "localhost", "::1"):
        return parsed.hostname, parsed.port or 0
    return None


def postgres_ready(url: str) -> bool:
    where = _local(url)
    host, port = (where[0], where[1] or 5432) if where else (urlparse(url).hostname or "", urlparse(url).port or 5432)
    return _answers(["pg_isready", "-h", host, "-p", str(port), "-q"])


def redis_ready(url: str) -> bool:
    parsed = urlparse(url)
    return _answers(["redis-cli", "-h", parsed.hostname or "127.0.0.1", "-p", str(parsed.port or 6379), "ping"])


@contextlib.contextmanager
def running(database_url: str, redis_url: str, say=print):
    """PostgreSQL and Redis answering for the block; only what this started is stopped after it."""
    stops = []
    try:
        if not postgres_ready(database_url) and _local(database_url) and shutil.which("pg_ctlcluster"):
            version = sorted(os.listdir("/etc/postgresql"))[-1] if os.path.isdir("/etc/postgresql") else ""
            say(f"starting PostgreSQL {version}")
            subprocess.run(["pg_ctlcluster", "--skip-systemctl-redirect", version, "main", "start"], check=False)
            stops.append(["pg_ctlcluster", "--skip-systemctl-redirect", version, "main", "stop"])
        until(lambda: postgres_ready(database_url), 30, "PostgreSQL did not come up")
        where = _local(redis_url)
        if not redis_ready(redis_url) and where and shutil.which("redis-server"):
            port = str(urlparse(redis_url).port or 6379)
            say(f"starting Redis on {port}")
            options = ["--bind", "127.0.0.1", "--port", port, "--save", "", "--appendonly", "no"]
            subprocess.run(["redis-server", "--daemonize", "yes", *options], check=False)
            stops.append(["redis-cli", "-p", port, "shutdown", "nosave"])
        until(lambda: redis_ready(redis_url), 30, "Redis did not come up")
        yield
    finally:
        for command in reversed(stops):
            subprocess.run(command, capture_output=True, timeout=60, check=False)
