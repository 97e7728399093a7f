"""Versioned schema migrations: modules mNNNN_name.py, each with upgrade(db), applied once in order.

m0001_baseline creates the whole schema. Every migration is a snapshot: plain DDL and data statements over
the `db` it is handed, importing no model, renderer or helper of the application, so that what it does
stays what it did when it was written however the code around it changes. Derived data (size labels, mint
types, the read model) is refreshed by `goldcoins db upgrade` after the migrations, not by them.

Before the baseline the schema was built by sixteen migrations (SQUASHED below), never released. A
database that recorded all sixteen holds exactly the baseline's schema: upgrade() records it as at the
baseline, forgetting the old names, and changes nothing else. One that recorded only some of them is
refused (MigrationRefused, naming the missing ones): the release before the baseline must finish its
upgrade first.
"""

from __future__ import annotations

import datetime as dt
import importlib
import pkgutil

import peewee

from adapters.storage.db import database

BASELINE = "m0001_baseline"
UPGRADE_LOCK = "schema-upgrade"  # held by `goldcoins db upgrade` (migrations and derived data), one at a time
SQUASHED = (
    "m0001_catalogue",
    "m0002_prices",
    "m0003_pool",
    "m0004_sessions_wallets",
    "m0005_catalogue_read_indexes",
    "m0006_type_list_covering_indexes",
    "m0007_read_model",
    "m0008_newest_walk_index",
    "m0009_search_sort_keys",
    "m0010_issuer_sort_indexes",
    "m0011_size_labels",
    "m0012_issue_mint_types",
    "m0013_fraction_tokens",
    "m0014_heaviest_walk_index",
    "m0015_mint_types",
    "m0016_type_summaries",
)
# the baseline's tables; one of them in a database that records no migration means the database was made
# some other way, and the baseline would fail on it half way
BASELINE_TABLES = (
    "mint",
    "issuer",
    "series",
    "coin_type",
    "issue",
    "picture",
    "search_term",
    "highlight",
    "catalogue_meta",
    "mint_type",
    "type_summary",
    "price_cache",
    "pool_entry",
    "session",
    "wallet",
)


class MigrationRefused(Exception):
    """The database is in a state no migration here can take forward; the message tells the operator why."""


class AppliedMigration(peewee.Model):
    name = peewee.CharField(max_length=100, primary_key=True)
    applied_at = peewee.DateTimeField()

    class Meta:
        database = database
        table_name = "schema_migrations"


def available() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name.startswith("m"))


def _recorded() -> set[str]:
    if not database.table_exists("schema_migrations"):
        return set()
    return {row.name for row in AppliedMigration.select(AppliedMigration.name)}


def _check(done: set[str]) -> bool:
    """True when `done` is the whole old chain (to be recorded as the baseline); raises on what cannot go on."""
    old = [name for name in SQUASHED if name in done]
    if old and len(old) < len(SQUASHED):
        missing = [name for name in SQUASHED if name not in done]
        raise MigrationRefused(
            f"this database stopped part way through the migrations before {BASELINE}: {', '.join(missing)} "
            f"{'is' if len(missing) == 1 else 'are'} not applied. Upgrade it with the previous release first "
            f"(goldcoins db upgrade), then with this one."
        )
    if not done:
        found = [table for table in BASELINE_TABLES if database.table_exists(table)]
        if found:
            raise MigrationRefused(
                f"this database has catalogue tables ({', '.join(found)}) but records no migration, so its "
                f"schema is unknown; use an empty database, or one upgraded by goldcoins."
            )
    return bool(old)


def recognise_squashed() -> bool:
    """Record a database made by the old chain as at the baseline; True when it did so (once)."""
    done = _recorded()
    if not _check(done):
        return False
    with database.atomic():
        AppliedMigration.delete().where(AppliedMigration.name.in_(SQUASHED)).execute()
        if BASELINE not in done:
            AppliedMigration.create(name=BASELINE, applied_at=dt.datetime.now(dt.timezone.utc))
    return True


def upgrade(through: str | None = None) -> list[str]:
    """Apply every migration not yet recorded (up to and including `through`, when named); returns the names
    applied (empty when up to date)."""
    recognise_squashed()  # refuses before anything is written
    AppliedMigration.create_table(safe=True)
    done = _recorded()
    applied = []
    for name in available():
        if through is not None and name > through:
            break
        if name in done:
            continue
        module = importlib.import_module(f"{__name__}.{name}")
        with database.atomic():
            module.upgrade(database)
            AppliedMigration.create(name=name, applied_at=dt.datetime.now(dt.timezone.utc))
        applied.append(name)
    return applied


def pending() -> list[str]:
    """What upgrade() would record: on a database of the old chain, the baseline (recorded, not run) first."""
    done = _recorded()
    _check(done)
    return [name for name in available() if name not in done]
