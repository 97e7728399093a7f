"""The database behind every Peewee model: one proxy, initialised by the composition root.

How it fails (docs/reliability.md):
- every adapter method runs through translate_errors: a driver failure leaves as StorageUnavailable (a 503);
  SQLite's "database is locked" after its busy wait (another writer: a concurrent import) as StorageBusy;
- a failure reported at once (a pooled connection the server closed: a restart) is retried once on a fresh
  connection, after every idle pooled connection is dropped, so a restart costs no 503;
- a failure that took long (a connect timeout, a statement cut by the watchdog) opens a breaker: for
  BREAKER_SECONDS every call fails at once, so a hung database does not take every server thread (a quick
  failure, such as a refused connection or a missing table, costs no wait and opens nothing);
- on PostgreSQL a watchdog thread cuts the socket of a statement that runs past the serving process's
  statement deadline (a frozen server cannot enforce its own statement_timeout), and TCP keepalives find
  dead peers on idle connections.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
import functools
import logging
import os
import socket
import threading
import time
import typing
import zlib
from urllib.parse import urlparse

import peewee
from playhouse import db_url
from playhouse.pool import MaxConnectionsExceeded, PooledPostgresqlDatabase, PooledSqliteDatabase

from config import ConfigError
from ports.errors import StorageBusy, StorageUnavailable

database = peewee.DatabaseProxy()
log = logging.getLogger("goldcoins.storage")

SQLITE_PRAGMAS = {
    "journal_mode": "wal",
    "foreign_keys": 1,
    "synchronous": "normal",
    "cache_size": -8000,
    "busy_timeout": 5000,
}
# MaxConnectionsExceeded: every pooled connection is busy (each is someone's, stuck or not): unavailable, not a bug
DRIVER_ERRORS = (peewee.OperationalError, peewee.InterfaceError, MaxConnectionsExceeded)
BREAKER_SECONDS = 2.0
SLOW_FAILURE_SECONDS = 1.0  # a failure reported after this long is a hang or a timeout, not a closed socket
KEEPALIVES = {"keepalives": 1, "keepalives_idle": 10, "keepalives_interval": 5, "keepalives_count": 3}


class StatementWatchdog:
    """Cuts the socket of a PostgreSQL statement that runs past its deadline, so its thread gets an error."""

    def __init__(self, every: float = 0.2) -> None:
        self._every = every
        self._watched: dict[object, tuple[float, object]] = {}
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def watch(self, connection, seconds: float) -> object:
        token = object()
        self._watched[token] = (time.monotonic() + seconds, connection)
        if self._thread is None:
            with self._lock:
                if self._thread is None:
                    self._thread = threading.Thread(target=self._run, name="statement-watchdog", daemon=True)
                    self._thread.start()
        return token

    def done(self, token: object) -> None:
        self._watched.pop(token, None)

    def _run(self) -> None:
        while True:
            time.sleep(self._every)
            now = time.monotonic()
            for token, (deadline, connection) in list(self._watched.items()):
                if now > deadline and self._watched.pop(token, None) is not None:
                    _cut(connection)


def _cut(connection) -> None:
    try:
        cut = socket.socket(fileno=os.dup(connection.fileno()))
    except (OSError, ValueError, peewee.InterfaceError):
        return
    try:
        cut.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    finally:
        cut.close()


WATCHDOG = StatementWatchdog()


class WatchedPostgresqlDatabase(PooledPostgresqlDatabase):
    """The pooled PostgreSQL database, each statement under the watchdog when `statement_seconds` is set."""

    def __init__(self, *args, statement_seconds: float | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.statement_seconds = statement_seconds

    def execute_sql(self, sql, params=None, *args, **kwargs):
        if not self.statement_seconds:
            return super().execute_sql(sql, params, *args, **kwargs)
        token = WATCHDOG.watch(self.connection(), self.statement_seconds)
        try:
            return super().execute_sql(sql, params, *args, **kwargs)
        finally:
            WATCHDOG.done(token)


def open_database(
    url: str, pool_size: int = 16, connect_timeout: int = 3, statement_seconds: float | None = None, **driver_options
) -> peewee.Database:
    """`statement_seconds` (PostgreSQL): the deadline of one statement in a serving process; None for commands,
    whose imports may run long statements."""
    scheme = urlparse(url).scheme
    if scheme == "sqlite":
        path = sqlite_file(url)
        if path != ":memory:":
            _make_folder(os.path.dirname(os.path.abspath(path)))
        return PooledSqliteDatabase(
            path,
            pragmas=SQLITE_PRAGMAS,
            max_connections=pool_size,
            stale_timeout=600,
            check_same_thread=False,
            timeout=5,
        )
    if scheme in ("postgres", "postgresql"):
        options = db_url.parse(url)
        return WatchedPostgresqlDatabase(
            options.pop("database"),
            statement_seconds=statement_seconds,
            max_connections=pool_size,
            stale_timeout=600,
            connect_timeout=connect_timeout,
            **{**KEEPALIVES, **options, **driver_options},
        )
    raise ConfigError(f"GOLDCOINS_DATABASE_URL: unsupported database {scheme!r}; use sqlite:/// or postgresql://")


def sqlite_file(url: str) -> str:
    """The file a sqlite:/// URL names (`:memory:` for memory). A URL with a host part, such as sqlite://var/x.db,
    would silently name ./x.db: refused, with the spelling meant."""
    parsed = urlparse(url)
    if parsed.netloc:
        raise ConfigError(
            f"GOLDCOINS_DATABASE_URL: {url} names a host ({parsed.netloc!r}), which SQLite has none of; "
            f"a file under the working folder is sqlite:///{parsed.netloc}{parsed.path}, an absolute path "
            f"sqlite:////{parsed.netloc}{parsed.path}"
        )
    return db_url.parse(url)["database"]


def _make_folder(folder: str) -> None:
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        raise StorageUnavailable(f"the database's folder {folder} cannot be made") from exc


# Statements as text, run on the bound database (the request's per-thread connection): written with `?` placeholders,
# turned into the driver's style as they are run (nothing to do on SQLite). catalogue/queries.py writes the hot
# reads' text; these run it, and the migrations and upkeep their own.
def on_postgres() -> bool:
    return isinstance(database.obj, peewee.PostgresqlDatabase)


def _native(sql: str, param: str) -> str:
    return sql if param == "?" else sql.replace("?", param)


def rows(sql: str, params=()) -> list[tuple]:
    return database.execute_sql(_native(sql, database.param), params).fetchall()


def one(sql: str, params=()) -> tuple | None:
    return database.execute_sql(_native(sql, database.param), params).fetchone()


def scalar(sql: str, params=(), default=None):
    row = one(sql, params)
    return default if row is None or row[0] is None else row[0]


def dialect(sqlite: str, postgres: str) -> str:
    return postgres if on_postgres() else sqlite


def execute(sql: str, params=()) -> None:
    database.execute_sql(_native(sql, database.param), params)


def execute_many(sql: str, seq_of_params) -> None:
    """One statement run for each parameter tuple: on PostgreSQL sent a hundred statements to a round trip (the
    driver's executemany sends each alone, about a millisecond apiece on loopback)."""
    cursor, native = database.cursor(), _native(sql, database.param)
    if on_postgres():
        from psycopg2.extras import execute_batch

        execute_batch(cursor, native, seq_of_params, page_size=100)
    else:
        cursor.executemany(native, seq_of_params)


def naive_utc(moment: dt.datetime) -> dt.datetime:
    """An aware moment as every table stores times: naive, in UTC (SQLite has no time zones)."""
    return moment.astimezone(dt.timezone.utc).replace(tzinfo=None)


def bind(db: peewee.Database) -> None:
    database.initialize(db)
    BREAKER.open_until = 0.0  # a new database: nothing is known against it yet


def release() -> None:
    if database.obj is not None and not database.is_closed():
        database.close()


@contextlib.contextmanager
def held_across_processes(name: str) -> typing.Iterator[None]:
    """Waits for, then holds, a lock named `name` that every process on this database sees: on PostgreSQL a
    session advisory lock on a connection of its own (the pool's retries cannot drop it), on SQLite an flock on
    a file beside the database. Raises StorageUnavailable when the database cannot be reached."""
    target = database.obj
    if isinstance(target, peewee.PostgresqlDatabase):
        with _advisory_lock(target, lock_key(name)):
            yield
    elif isinstance(target, peewee.SqliteDatabase) and target.database != ":memory:":
        with _file_lock(f"{target.database}.{name}.lock"):
            yield
    else:
        yield


def lock_key(name: str) -> int:
    """The PostgreSQL advisory lock's key for a lock name (stable across processes and releases)."""
    return zlib.crc32(f"goldcoins/{name}".encode())


@contextlib.contextmanager
def _advisory_lock(target: peewee.PostgresqlDatabase, key: int) -> typing.Iterator[None]:
    import psycopg2  # only a PostgreSQL deployment has it

    try:
        holder = psycopg2.connect(dbname=target.database, **target.connect_params)
    except psycopg2.Error as exc:
        raise StorageUnavailable("the catalogue database is not reachable") from exc
    try:
        holder.autocommit = True
        with holder.cursor() as cursor:
            cursor.execute("SELECT pg_try_advisory_lock(%s)", (key,))
            if not cursor.fetchone()[0]:
                log.warning("another process holds the lock (a schema upgrade); waiting for it to finish")
                cursor.execute("SELECT pg_advisory_lock(%s)", (key,))
        yield
    finally:
        holder.close()  # the session ends, and the lock with it


@contextlib.contextmanager
def _file_lock(path: str) -> typing.Iterator[None]:
    with open(path, "a") as held:
        try:
            fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            log.warning("another process holds %s (a schema upgrade); waiting for it to finish", path)
            fcntl.flock(held, fcntl.LOCK_EX)
        yield  # closing the file releases the lock


class Breaker:
    """Open for BREAKER_SECONDS after a slow failure: calls fail at once meanwhile."""

    def __init__(self, seconds: float = BREAKER_SECONDS) -> None:
        self.seconds = seconds
        self.open_until = 0.0

    def check(self) -> None:
        if self.open_until and time.monotonic() < self.open_until:
            raise StorageUnavailable("the database failed a moment ago; not asked again yet")

    def trip(self) -> None:
        self.open_until = time.monotonic() + self.seconds


BREAKER = Breaker()


def translate_errors(method):
    """Driver failures leave the adapter as the port's StorageUnavailable, a quick one retried once on a fresh
    connection (the adapters' methods are each one read or one transaction, so running one again is safe)."""

    @functools.wraps(method)
    def wrapper(*args, **kwargs):
        BREAKER.check()
        for retried in (False, True):
            started = time.monotonic()
            try:
                return method(*args, **kwargs)
            except DRIVER_ERRORS as exc:
                if _locked(exc):  # another writer, not an outage: no breaker, no retry after the busy wait
                    raise StorageBusy("the catalogue database is busy: another writer holds it; retry") from exc
                slow = time.monotonic() - started >= SLOW_FAILURE_SECONDS
                if slow:
                    BREAKER.trip()
                if slow or retried:
                    raise StorageUnavailable("the catalogue database is not reachable") from exc
            _drop_connections()
        raise AssertionError("unreachable")  # the second attempt returns or raises

    return wrapper


def _locked(exc: Exception) -> bool:
    """SQLite's answer once busy_timeout has passed with another connection holding the write lock."""
    return isinstance(exc, peewee.OperationalError) and str(exc).startswith(("database is locked", "database is busy"))


def _drop_connections() -> None:
    """This thread's connection and every idle pooled one go: after a restart they are all dead."""
    try:
        database.close()
    except DRIVER_ERRORS:
        pass
    close_idle = getattr(database.obj, "close_idle", None)
    if close_idle is not None:
        try:
            close_idle()
        except DRIVER_ERRORS:
            pass


class StorageHealth:
    @translate_errors
    def ping(self) -> None:
        database.execute_sql("SELECT 1")
