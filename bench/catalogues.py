"""Scale catalogues in their own databases, loaded through `goldcoins import` and kept between runs.

SQLite files live in var/bench/; PostgreSQL gets one database per size (goldcoins_bench_<size>) on the
server of BENCH_POSTGRES_URL, never the tests' database. A stamp records which generator made the data, so
an unchanged catalogue is not imported twice.
"""

from __future__ import annotations

import hashlib
import os
import pathlib
import shutil
import sqlite3
import subprocess
import tempfile
import time
from urllib.parse import urlparse, urlunparse

from bench import generate

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORK = ROOT / "var" / "bench"
GOLDCOINS = str(ROOT / ".venv" / "bin" / "goldcoins")
SEED = 9


def label(size: int) -> str:
    return f"{size // 1000}k" if size % 1000 == 0 else str(size)


def database_url(size: int, kind: str, postgres_url: str) -> str:
    if kind == "sqlite":
        return f"sqlite:///{WORK / f'bench-{label(size)}.db'}"
    parts = urlparse(postgres_url)
    return urlunparse(parts._replace(path=f"/goldcoins_bench_{label(size)}"))


def prepare(size: int, kind: str, postgres_url: str, log=print) -> dict:
    """The database URL of a ready scale catalogue of `size` types, importing it first when needed."""
    WORK.mkdir(parents=True, exist_ok=True)
    url = database_url(size, kind, postgres_url)
    stamp = WORK / f"{kind}-{label(size)}.stamp"
    wanted = _fingerprint(size)
    if stamp.exists() and stamp.read_text() == wanted and _type_count(url) == size:
        _upgrade(url)
        return {"url": url, "imported_seconds": None}
    if kind == "sqlite":
        for suffix in ("", "-wal", "-shm"):
            pathlib.Path(urlparse(url).path + suffix).unlink(missing_ok=True)
    else:
        _recreate_postgres_database(url)
    folder = pathlib.Path(tempfile.mkdtemp(prefix=f"goldcoins-bench-{label(size)}-"))
    try:
        log(f"generating {size} types into {folder}")
        generate.generate(size, folder, SEED)
        env = _upgrade(url)
        log(f"importing into {_safe(url)} (goldcoins import)")
        started = time.monotonic()
        subprocess.run([GOLDCOINS, "import", "--quiet", str(folder)], env=env, check=True)
        took = time.monotonic() - started
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    stamp.write_text(wanted)
    return {"url": url, "imported_seconds": round(took, 1)}


def _upgrade(url: str) -> dict:
    env = {**os.environ, "GOLDCOINS_DATABASE_URL": url, "GOLDCOINS_MEDIA_DIR": str(WORK / "media")}
    subprocess.run([GOLDCOINS, "db", "upgrade"], env=env, check=True, stdout=subprocess.DEVNULL)
    return env


def _fingerprint(size: int) -> str:
    source = pathlib.Path(generate.__file__).read_bytes()
    return f"{size}/{SEED}/{hashlib.sha256(source).hexdigest()[:16]}"


def _type_count(url: str) -> int | None:
    try:
        if url.startswith("sqlite"):
            with sqlite3.connect(urlparse(url).path) as connection:
                return connection.execute("SELECT count(*) FROM coin_type").fetchone()[0]
        import psycopg2

        with psycopg2.connect(url, connect_timeout=3) as connection, connection.cursor() as cursor:
            cursor.execute("SELECT count(*) FROM coin_type")
            return cursor.fetchone()[0]
    except Exception:  # noqa: BLE001 - any failure means "not there yet"
        return None


def _recreate_postgres_database(url: str) -> None:
    import psycopg2

    name = urlparse(url).path.lstrip("/")
    assert name.startswith("goldcoins_bench_"), name  # never anything but the bench's own databases
    admin = psycopg2.connect(urlunparse(urlparse(url)._replace(path="/postgres")), connect_timeout=3)
    admin.autocommit = True
    with admin.cursor() as cursor:
        cursor.execute(f'DROP DATABASE IF EXISTS "{name}"')
        cursor.execute(f'CREATE DATABASE "{name}"')
    admin.close()


def _safe(url: str) -> str:
    parts = urlparse(url)
    return (
        urlunparse(parts._replace(netloc=parts.hostname + (f":{parts.port}" if parts.port else "")))
        if parts.hostname
        else url
    )
