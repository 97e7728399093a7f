"""Migrated, empty databases for the tests, copied from one migrated template per test process instead of running
every migration again for each test (tests/conftest.py's migrated_database; 0.1 s on SQLite, about a second on
PostgreSQL, times a few hundred tests).

- SQLite: the template is a migrated file in a temporary folder; each test gets a copy (SQLite's backup).
- PostgreSQL: the template is a migrated database of its own, closed to connections once migrated (so autovacuum
  leaves it as the migrations left it: no planner statistics); each test gets a database made from it with
  `CREATE DATABASE … TEMPLATE` (a file copy, no checkpoint). They are all dropped when the process ends, as
  every DROP DATABASE forces a checkpoint, which costs seconds while the server is writing; a process that died
  leaves them to the next run, which drops those of processes no longer alive. Where the role may not create
  databases, None: the caller migrates a schema of its own as before.

The template is the migrations' own result, so a copy holds exactly what a fresh upgrade would have made.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import pathlib
import shutil
import sqlite3
import tempfile
import typing
from urllib.parse import urlsplit

_made: list[str] = []  # this process's databases on PostgreSQL, dropped when it ends
_templates: dict[str, typing.Any] = {}


def _migrated(url: str) -> None:
    from adapters.storage import db, migrations

    opened = db.open_database(url, pool_size=1)
    db.bind(opened)
    try:
        migrations.upgrade()
    finally:
        db.release()
        opened.close_all()


def _sqlite_template() -> pathlib.Path:
    if "sqlite" not in _templates:
        folder = pathlib.Path(tempfile.mkdtemp(prefix="goldcoins-migrated-"))
        atexit.register(shutil.rmtree, folder, True)
        _migrated(f"sqlite:///{folder}/migrated.db")
        _templates["sqlite"] = folder / "migrated.db"
    return _templates["sqlite"]


def _sqlite_copy(path: pathlib.Path) -> None:
    with contextlib.closing(sqlite3.connect(_sqlite_template())) as read:
        with contextlib.closing(sqlite3.connect(path)) as written:
            read.backup(written)


def _on(url: str, database: str) -> str:
    return urlsplit(url)._replace(path=f"/{database}").geturl()


def _admin(url: str):
    import psycopg2

    connection = psycopg2.connect(url)
    connection.autocommit = True
    return connection


def _postgres_template(url: str) -> str | None:
    """The name of this process's migrated template database on the server of `url` (None: not allowed here)."""
    if "postgres" not in _templates:
        import psycopg2

        name = f"t_{os.getpid()}_migrated"
        with contextlib.closing(_admin(url)) as admin, admin.cursor() as cursor:
            cursor.execute("SELECT datname FROM pg_database WHERE datname ~ '^t_[0-9]+_'")
            for (left,) in cursor.fetchall():
                if not _alive(int(left.split("_")[1])):
                    cursor.execute(f'DROP DATABASE IF EXISTS "{left}" WITH (FORCE)')
            try:
                cursor.execute(f'CREATE DATABASE "{name}"')
            except psycopg2.errors.InsufficientPrivilege:
                _templates["postgres"] = None
                return None
        _migrated(_on(url, name))
        with contextlib.closing(_admin(url)) as admin, admin.cursor() as cursor:
            cursor.execute(f'ALTER DATABASE "{name}" WITH ALLOW_CONNECTIONS false')
        atexit.register(_drop_all, url, _made, name)
        _templates["postgres"] = name
    return _templates["postgres"]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _drop_all(url: str, names: list[str], template: str) -> None:
    with contextlib.closing(_admin(url)) as admin, admin.cursor() as cursor:
        for name in [*names, template]:
            cursor.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def copy_of(url: str, source: str) -> str | None:
    """The URL of a new database on the server of `url` made from the database `source` (dropped when the process
    ends); None when `source` has a connection open (autovacuum's, say) or the role may not create databases."""
    import psycopg2

    name = f"t_{os.getpid()}_{len(_made)}"
    with contextlib.closing(_admin(url)) as admin, admin.cursor() as cursor:
        try:
            cursor.execute(f'CREATE DATABASE "{name}" TEMPLATE "{source}"')
        except (psycopg2.errors.ObjectInUse, psycopg2.errors.InsufficientPrivilege):
            return None
    _made.append(name)
    return _on(url, name)


@contextlib.contextmanager
def migrated_copy(kind: str, folder: pathlib.Path, postgres_url: str | None) -> typing.Iterator[str | None]:
    """The URL of a new migrated, empty database: on SQLite a file in `folder`; on PostgreSQL a database on the
    server of `postgres_url`, dropped afterwards. None: no copy here (no PostgreSQL configured, or the role may not
    create databases)."""
    if kind == "sqlite":
        _sqlite_copy(folder / "test.db")
        yield f"sqlite:///{folder}/test.db"
        return
    template = _postgres_template(postgres_url) if postgres_url else None
    yield None if template is None else copy_of(postgres_url, template)
