"""What the numbers were measured on, so that later runs can be compared with them."""

from __future__ import annotations

import importlib.metadata
import os
import pathlib
import platform
import sqlite3
import subprocess

from bench import wrk

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGES = ("falcon", "waitress", "peewee", "orjson", "cattrs", "attrs", "limits", "psycopg2-binary")


def describe(postgres_url: str | None = None) -> dict:
    return {
        "cpu": _cpu_model(),
        "cores": os.cpu_count(),
        "memory_gb": _memory_gb(),
        "load_average": os.getloadavg(),
        "kernel": platform.release(),
        "system": platform.platform(),
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "postgres": _postgres_version(postgres_url) if postgres_url else None,
        "wrk": wrk.version(),
        "packages": {name: _version(name) for name in PACKAGES},
        "commit": _git("rev-parse", "HEAD"),
        "dirty": bool(_git("status", "--porcelain", "--untracked-files=no")),
    }


def _cpu_model() -> str:
    for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor()


def _memory_gb() -> float:
    for line in pathlib.Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemTotal"):
            return round(int(line.split()[1]) / 1024 / 1024, 1)
    return 0.0


def _version(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def _postgres_version(url: str) -> str | None:
    try:
        import psycopg2

        with psycopg2.connect(url, connect_timeout=3) as connection, connection.cursor() as cursor:
            cursor.execute("SHOW server_version")
            return cursor.fetchone()[0]
    except Exception:  # noqa: BLE001 - a description, not a requirement
        return None


def _git(*args: str) -> str:
    result = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
    return result.stdout.strip()
