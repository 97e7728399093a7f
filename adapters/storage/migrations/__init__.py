"""Versioned schema migrations: modules mNNNN_name.py, each with upgrade(db), applied once in order."""
from __future__ import annotations

import datetime as dt
import importlib
import pkgutil

import peewee

from adapters.storage.db import database


class AppliedMigration(peewee.Model):
    name = peewee.CharField(max_length=100, primary_key=True)
    applied_at = peewee.DateTimeField()

    class Meta:
        database = database
        table_name = "schema_migrations"


def available() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name.startswith("m"))


def upgrade() -> list[str]:
    """Apply every migration not yet recorded; returns the names applied (empty when up to date)."""
    AppliedMigration.create_table(safe=True)
    done = {row.name for row in AppliedMigration.select(AppliedMigration.name)}
    applied = []
    for name in available():
        if name in done:
            continue
        module = importlib.import_module(f"{__name__}.{name}")
        with database.atomic():
            module.upgrade(database)
            AppliedMigration.create(name=name, applied_at=dt.datetime.now(dt.timezone.utc))
        applied.append(name)
    return applied


def pending() -> list[str]:
    if not database.table_exists("schema_migrations"):
        return available()
    done = {row.name for row in AppliedMigration.select(AppliedMigration.name)}
    return [name for name in available() if name not in done]
