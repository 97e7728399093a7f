"""mint_type: the types struck at each mint with their sort keys, and (mint, sort key, type) indexes.

See adapters/storage/mint_types.py. One index per sort order, made as m0010 makes them for the root issuer:
ids ascending within equal keys as the list orders them; title (both title orders), weight, weight DESC,
min_year and min_year DESC (PostgreSQL told NULLS LAST; SQLite writes NULLs last in a descending column). A
catalogue imported before gets its rows here.
"""
import peewee

from adapters.storage import mint_types
from adapters.storage.migrations.m0010_issuer_sort_indexes import create_sort_indexes


def upgrade(db) -> None:
    postgres = isinstance(db.obj, peewee.PostgresqlDatabase)
    real = "DOUBLE PRECISION" if postgres else "REAL"  # as coin_type.weight: a copy must tie and order alike
    db.execute_sql('CREATE TABLE IF NOT EXISTS "mint_type" ("mint_id" INTEGER NOT NULL, '
                   '"coin_type_id" INTEGER NOT NULL, "title" VARCHAR(300), "min_year" INTEGER, '
                   f'"weight" {real})')
    create_sort_indexes(db, "mint_type", "mint_id", table="mint_type", type_id="coin_type_id")
    if db.execute_sql('SELECT 1 FROM "coin_type" LIMIT 1').fetchone():  # see m0006: never on an empty catalogue
        mint_types.refresh()
        db.execute_sql('ANALYZE "mint_type"')
