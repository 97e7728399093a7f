"""Planner statistics after the migrations: none on a new database, fresh ones on an upgraded catalogue.

Statistics that say "coin_type is empty" make PostgreSQL plan the foreign-key checks of the first import as
sequential scans and keep those plans for the session, so the import slows down as the tables fill (a 5k-type
import took 45 s instead of 26 s; a 100k one did not finish in an hour). The migrations must not leave them.
"""

from adapters.storage import migrations
from adapters.storage.db import database
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE
from tests.support.importing import import_catalogue


def analysed(table: str) -> bool:
    if database.param == "?":
        found = database.execute_sql("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'").fetchone()
        return bool(found) and bool(
            database.execute_sql("SELECT 1 FROM sqlite_stat1 WHERE tbl = ?", (table,)).fetchone()
        )
    reltuples = database.execute_sql("SELECT reltuples FROM pg_class WHERE oid = %s::regclass", (table,)).fetchone()
    return reltuples[0] >= 0  # -1: never analysed


def test_a_new_database_has_no_statistics_calling_the_catalogue_empty(database):
    assert not analysed("coin_type") and not analysed("issuer")


def test_an_upgraded_catalogue_is_analysed_and_upgrading_again_changes_nothing(database):
    import_catalogue(TEST_CATALOGUE, IMPORTED_AT)
    assert analysed("coin_type") and analysed("issuer")
    assert migrations.upgrade() == []
