"""The `goldcoins` commands against a database that is missing, unreachable, unmigrated or being upgraded by
another process: one line saying why, a non-zero exit, and one upgrade at a time.

The concurrent upgrades are real processes (`python -m app db upgrade`) on PostgreSQL and on SQLite.
"""

import contextlib
import fcntl
import os
import select
import sqlite3
import subprocess
import sys
import time
import uuid
from pathlib import Path
from urllib.parse import quote, urlsplit, urlunsplit

import psycopg2
import pytest

import app
from adapters.storage import db, migrations
from tests.conftest import TEST_CATALOGUE, postgres_url

REPO = Path(__file__).resolve().parents[2]
GOLDCOINS = [sys.executable, "-m", "app"]
DEADLINE_SECONDS = 60
COMMANDS = [
    ["db", "status"],
    ["db", "upgrade"],
    ["import", TEST_CATALOGUE, "--quiet"],
    ["pool", "show"],
    ["session", "create", "--account", "a"],
    ["session", "revoke", "some-token"],
    ["session", "purge"],
    ["media", "prune"],
]


def required_postgres() -> str:
    url = postgres_url()
    if not url:
        pytest.skip("GOLDCOINS_TEST_DATABASE_URL is not set")
    return url


def with_database(url: str, name: str) -> str:
    return urlunsplit(urlsplit(url)._replace(path=f"/{name}"))


@pytest.fixture
def env(monkeypatch, tmp_path):
    monkeypatch.setenv("GOLDCOINS_MEDIA_DIR", str(tmp_path / "media"))
    monkeypatch.setenv("GOLDCOINS_SPOT_PROVIDER", "none")
    monkeypatch.setenv("GOLDCOINS_RATES_PROVIDER", "none")
    yield monkeypatch
    db.release()


def one_line_of(capsys) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
def test_every_command_on_a_missing_postgresql_database_says_so_in_one_line(env, capsys, argv):
    missing = f"goldcoins_missing_{uuid.uuid4().hex[:8]}"
    env.setenv("GOLDCOINS_DATABASE_URL", with_database(required_postgres(), missing))
    assert app.main(argv) == 2
    assert f'database "{missing}" does not exist' in one_line_of(capsys)


@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
def test_every_command_on_an_unmigrated_postgresql_schema_names_the_missing_relation(env, capsys, argv):
    with fresh_schema() as (url, _):
        env.setenv("GOLDCOINS_DATABASE_URL", url)
        code = app.main(argv)
    if argv == ["db", "status"]:
        assert code == 1 and "pending: m0001_baseline" in capsys.readouterr().out
    elif argv == ["db", "upgrade"]:
        assert code == 0
    else:
        assert code == 2 and "does not exist" in one_line_of(capsys)


@pytest.mark.parametrize("argv", [["db", "status"], ["import", TEST_CATALOGUE, "--quiet"], ["session", "purge"]])
def test_a_sqlite_file_that_is_not_a_database_or_cannot_be_made_is_one_line(env, capsys, tmp_path, argv):
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"not a database " * 100)
    env.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{garbage}")
    assert app.main(argv) == 2
    assert "file is not a database" in one_line_of(capsys)
    env.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{garbage}/inside/a/file.db")
    assert app.main(argv) == 2
    # db status only reads: it says the file is not there rather than trying to make it
    assert ("no database at" if argv == ["db", "status"] else "cannot be made") in one_line_of(capsys)


def test_an_unreachable_postgresql_server_is_one_line_from_a_real_process(free_port):
    url = urlunsplit(urlsplit(required_postgres())._replace(netloc=f"postgres@127.0.0.1:{free_port}"))
    done = goldcoins_run(url, "db", "status")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Connection refused" in done.stderr, done.stderr


def test_db_status_exits_non_zero_while_migrations_are_pending(env, capsys, tmp_path):
    env.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{tmp_path}/status.db")
    sqlite3.connect(tmp_path / "status.db").close()  # an empty database, as a new SQLite file is
    assert app.main(["db", "status"]) == 1
    assert capsys.readouterr().out.startswith("pending: m0001_baseline")
    assert app.main(["db", "upgrade"]) == 0
    assert app.main(["db", "status"]) == 0


def test_two_upgrades_at_once_on_postgresql_both_succeed_and_apply_each_migration_once():
    with fresh_schema() as (url, schema):
        for _ in range(2):
            racing = [goldcoins_started(url, "db", "upgrade") for _ in range(2)]
            outcomes = [finished(process) for process in racing]
            assert [code for code, _, _ in outcomes] == [0, 0], outcomes
            assert not any("Traceback" in err for _, _, err in outcomes)
            assert sum("applied m0001_baseline" in out for _, out, _ in outcomes) <= 1
        assert applied_on(schema) == migrations.available()


def test_an_upgrade_waits_for_the_advisory_lock_another_holds_on_postgresql():
    with fresh_schema() as (url, schema):
        holder = psycopg2.connect(required_postgres())
        holder.autocommit = True
        holder.cursor().execute("SELECT pg_advisory_lock(%s)", (db.lock_key(migrations.UPGRADE_LOCK),))
        try:
            waiting = goldcoins_started(url, "db", "upgrade")
            assert_says_it_waits(waiting)
            assert applied_on(schema) == []
        finally:
            holder.close()
        code, out, err = finished(waiting)
        assert code == 0 and "applied m0001_baseline" in out, err
        assert applied_on(schema) == migrations.available()


def test_an_upgrade_waits_for_the_file_lock_another_holds_on_sqlite(tmp_path):
    path = tmp_path / "locked.db"
    with open(f"{path}.{migrations.UPGRADE_LOCK}.lock", "a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        waiting = goldcoins_started(f"sqlite:///{path}", "db", "upgrade")
        assert_says_it_waits(waiting)
        assert not path.exists() or path.stat().st_size == 0
    code, out, err = finished(waiting)
    assert code == 0 and "applied m0001_baseline" in out, err


def test_two_upgrades_at_once_on_sqlite_both_succeed(tmp_path):
    url = f"sqlite:///{tmp_path}/race.db"
    outcomes = [finished(process) for process in [goldcoins_started(url, "db", "upgrade") for _ in range(2)]]
    assert [code for code, _, _ in outcomes] == [0, 0], outcomes


@contextlib.contextmanager
def fresh_schema():
    """(a URL whose connections see only a new, empty PostgreSQL schema, its name); dropped afterwards."""
    base = required_postgres()
    schema = f"t_upgrade_{uuid.uuid4().hex[:10]}"
    with contextlib.closing(psycopg2.connect(base)) as admin:
        admin.autocommit = True
        admin.cursor().execute(f'CREATE SCHEMA "{schema}"')
        try:
            yield f"{base}?options={quote(f'-c search_path={schema}')}", schema
        finally:
            admin.cursor().execute(f'DROP SCHEMA "{schema}" CASCADE')


def applied_on(schema: str) -> list[str]:
    with contextlib.closing(psycopg2.connect(required_postgres(), options=f"-c search_path={schema}")) as seen:
        cursor = seen.cursor()
        cursor.execute("SELECT to_regclass('schema_migrations') IS NOT NULL")
        if not cursor.fetchone()[0]:
            return []
        cursor.execute("SELECT name FROM schema_migrations ORDER BY name")
        return [name for (name,) in cursor.fetchall()]


def child_env(url: str) -> dict[str, str]:
    return {**os.environ, "GOLDCOINS_DATABASE_URL": url, "GOLDCOINS_SPOT_PROVIDER": "none"}


def goldcoins_run(url: str, *argv: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*GOLDCOINS, *argv], cwd=REPO, env=child_env(url), capture_output=True, text=True, timeout=DEADLINE_SECONDS
    )


def goldcoins_started(url: str, *argv: str) -> subprocess.Popen:
    return subprocess.Popen(
        [*GOLDCOINS, *argv],
        cwd=REPO,
        env=child_env(url),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finished(process: subprocess.Popen) -> tuple[int, str, str]:
    out, err = process.communicate(timeout=DEADLINE_SECONDS)
    return process.returncode, out, err


def assert_says_it_waits(process: subprocess.Popen) -> None:
    """Reads the process's stderr until it says it is waiting for the lock (within the deadline)."""
    deadline = time.monotonic() + DEADLINE_SECONDS
    said = ""
    while "waiting for it to finish" not in said:
        left = deadline - time.monotonic()
        assert left > 0 and process.poll() is None, f"never waited for the lock: {said!r}"
        if select.select([process.stderr], [], [], left)[0]:
            said += process.stderr.readline()
