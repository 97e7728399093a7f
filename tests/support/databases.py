"""Migrated, empty databases for the tests, made from one migration per test process instead of running every
migration again for each test (tests/conftest.py's migrated_database: 0.1 s on SQLite, about a second on
PostgreSQL, times a few hundred tests).

- SQLite: a migrated file in a temporary folder; each test gets a copy of it (SQLite's backup).
- PostgreSQL: each test gets a schema of its own, as before; the statements the migrations wrote into the first
  one (every statement but the reads) are kept, and each later schema gets them again in one round trip. An
  empty schema on the same server takes the migrations down the same path, so it ends as an upgrade would leave
  it (the migrations' `applied_at` is the first schema's time).

`copy_of` makes a PostgreSQL database of its own, empty or from another (`CREATE DATABASE … TEMPLATE`), for the
bundled catalogue shared by the session and its copies (tests/support/bundled.py); those are dropped when the process ends, as each DROP DATABASE forces a
checkpoint, and a process that died leaves them to the next, which drops those of processes no longer alive.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import os
import pathlib
import shutil
import sqlite3
import tempfile
import typing
from urllib.parse import quote, urlsplit

_templates: dict[str, typing.Any] = {}
_made: list[str] = []  # this process's PostgreSQL databases, dropped when it ends
_schemas = itertools.count()


@contextlib.contextmanager
def bound(url: str) -> typing.Iterator[typing.Any]:
    """The database at `url` opened and bound to the storage proxy for a block; released and closed after it."""
    from adapters.storage import db

    opened = db.open_database(url, pool_size=4)
    db.bind(opened)
    try:
        yield opened
    finally:
        db.release()
        opened.close_all()


def state(opened) -> dict:
    """Every table's row count and the catalogue's meta rows: what a test that wrote would have changed."""
    if isinstance(opened, __import__("peewee").SqliteDatabase):
        listed = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    else:
        listed = "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
    tables = sorted(name for (name,) in opened.execute_sql(listed).fetchall())
    counted = {table: opened.execute_sql(f'SELECT count(*) FROM "{table}"').fetchone()[0] for table in tables}
    counted["catalogue_meta rows"] = opened.execute_sql("SELECT key, value FROM catalogue_meta ORDER BY key").fetchall()
    return counted


@contextlib.contextmanager
def reading(opened, what: str) -> typing.Iterator[typing.Any]:
    """`opened`, a database several tests share, bound to the storage proxy for a block that only reads it; fails
    after the block, naming the tables whose rows changed, if it wrote (`what` names the database in the message)."""
    from adapters.storage import db

    before = state(opened)
    db.bind(opened)
    try:
        yield opened
    finally:
        db.release()
    after = state(opened)
    opened.close_all()  # no connection left open, so that CREATE DATABASE … TEMPLATE can copy it
    changed = sorted(key for key in before if before[key] != after.get(key))
    assert not changed, f"a test changed {what} ({changed}): give it a database of its own"


def copy_sqlite(source: pathlib.Path, target: pathlib.Path) -> None:
    """A consistent copy of a SQLite database (its WAL included) through SQLite's backup."""
    with contextlib.closing(sqlite3.connect(source)) as read, contextlib.closing(sqlite3.connect(target)) as written:
        read.backup(written)


def _sqlite_template() -> pathlib.Path:
    if "sqlite" not in _templates:
        from adapters.storage import migrations

        folder = pathlib.Path(tempfile.mkdtemp(prefix="goldcoins-migrated-"))
        atexit.register(shutil.rmtree, folder, True)
        with bound(f"sqlite:///{folder}/migrated.db"):
            migrations.upgrade()
        _templates["sqlite"] = folder / "migrated.db"
    return _templates["sqlite"]


def _in_schema(url: str, schema: str) -> str:
    return f"{url}{'&' if '?' in url else '?'}options={quote(f'-c search_path={schema}')}"


def _admin(url: str):
    import psycopg2

    connection = psycopg2.connect(url)
    connection.autocommit = True
    return connection


def _postgres_script(url: str) -> str:
    """What the migrations write into an empty schema on the server of `url`, as one script (made once)."""
    if "postgres" not in _templates:
        from adapters.storage import migrations

        schema, written = f"t_{os.getpid()}_migrated", []
        with contextlib.closing(_admin(url)) as admin, admin.cursor() as cursor:
            cursor.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE; CREATE SCHEMA "{schema}"')
            with bound(_in_schema(url, schema)) as opened:
                run = opened.execute_sql

                def kept(sql, params=None, *rest, **named):
                    if not sql.lstrip().upper().startswith("SELECT"):
                        written.append(cursor.mogrify(sql, params or None).decode())
                    return run(sql, params, *rest, **named)

                opened.execute_sql = kept
                migrations.upgrade()
            cursor.execute(f'DROP SCHEMA "{schema}" CASCADE')
        _templates["postgres"] = ";\n".join(written)
    return _templates["postgres"]


@contextlib.contextmanager
def migrated_copy(kind: str, folder: pathlib.Path, postgres_url: str | None) -> typing.Iterator[str | None]:
    """The URL of a new migrated, empty database: on SQLite a file in `folder`; on PostgreSQL a schema of its own on
    the server of `postgres_url`, dropped afterwards. None: no PostgreSQL configured."""
    if kind == "sqlite":
        copy_sqlite(_sqlite_template(), folder / "test.db")
        yield f"sqlite:///{folder}/test.db"
        return
    if not postgres_url:
        yield None
        return
    script = _postgres_script(postgres_url)
    schema = f"t_{os.getpid()}_{next(_schemas)}"
    with contextlib.closing(_admin(postgres_url)) as admin, admin.cursor() as cursor:
        cursor.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE; CREATE SCHEMA "{schema}"')
        cursor.execute(f'SET search_path = "{schema}"; BEGIN; {script}; COMMIT')
        try:
            yield _in_schema(postgres_url, schema)
        finally:
            cursor.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _drop_all(url: str) -> None:
    with contextlib.closing(_admin(url)) as admin, admin.cursor() as cursor:
        for name in _made:
            cursor.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def copy_of(url: str, source: str = "template0") -> str | None:
    """The URL of a new database on the server of `url` made from the database `source` (by default an empty one),
    dropped when the process ends; None when `source` has a connection open (autovacuum's, say) or the role may
    not create databases."""
    import psycopg2

    with contextlib.closing(_admin(url)) as admin, admin.cursor() as cursor:
        if not _made:
            atexit.register(_drop_all, url)
            cursor.execute("SELECT datname FROM pg_database WHERE datname ~ '^t_[0-9]+_copy_'")
            for (left,) in cursor.fetchall():
                if not _alive(int(left.split("_")[1])):
                    cursor.execute(f'DROP DATABASE IF EXISTS "{left}" WITH (FORCE)')
        name = f"t_{os.getpid()}_copy_{len(_made)}"
        try:
            cursor.execute(f'CREATE DATABASE "{name}" TEMPLATE "{source}"')
        except (psycopg2.errors.ObjectInUse, psycopg2.errors.InsufficientPrivilege):
            return None
    _made.append(name)
    return urlsplit(url)._replace(path=f"/{name}").geturl()
