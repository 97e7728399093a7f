"""The database behind every Peewee model: one proxy, initialised by the composition root."""

from __future__ import annotations

import functools
import os
from urllib.parse import urlparse

import peewee
from playhouse import db_url
from playhouse.pool import PooledSqliteDatabase

from config import ConfigError
from ports.errors import StorageUnavailable

database = peewee.DatabaseProxy()

SQLITE_PRAGMAS = {
    "journal_mode": "wal",
    "foreign_keys": 1,
    "synchronous": "normal",
    "cache_size": -8000,
    "busy_timeout": 5000,
}
DRIVER_ERRORS = (peewee.OperationalError, peewee.InterfaceError)


def open_database(url: str, pool_size: int = 16, connect_timeout: int = 3, **driver_options) -> peewee.Database:
    scheme = urlparse(url).scheme
    if scheme == "sqlite":
        path = db_url.parse(url)["database"]
        if path != ":memory:":
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        return PooledSqliteDatabase(
            path,
            pragmas=SQLITE_PRAGMAS,
            max_connections=pool_size,
            stale_timeout=600,
            check_same_thread=False,
            timeout=5,
        )
    if scheme in ("postgres", "postgresql"):
        pooled = "postgresql+pool" + url[len(scheme) :]
        return db_url.connect(
            pooled, max_connections=pool_size, stale_timeout=600, connect_timeout=connect_timeout, **driver_options
        )
    raise ConfigError(f"GOLDCOINS_DATABASE_URL: unsupported database {scheme!r}; use sqlite:/// or postgresql://")


def bind(db: peewee.Database) -> None:
    database.initialize(db)


def release() -> None:
    if database.obj is not None and not database.is_closed():
        database.close()


def translate_errors(method):
    """Driver failures leave the adapter as the port's StorageUnavailable."""

    @functools.wraps(method)
    def wrapper(*args, **kwargs):
        try:
            return method(*args, **kwargs)
        except DRIVER_ERRORS as exc:
            raise StorageUnavailable("the catalogue database is not reachable") from exc

    return wrapper


class StorageHealth:
    @translate_errors
    def ping(self) -> None:
        database.execute_sql("SELECT 1")
