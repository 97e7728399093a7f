"""mint_type: the types struck at each mint with their sort keys, and (mint, sort key, type) indexes.

See adapters/storage/mint_types.py. One index per sort order, ids ascending within equal keys as the list
orders them, as search_term's (m0009): title (both title orders), weight, weight DESC, min_year and min_year
DESC (PostgreSQL told NULLS LAST; SQLite writes NULLs last in a descending column). A catalogue imported
before gets its rows here.
"""
import peewee

from adapters.storage import mint_types


def upgrade(db) -> None:
    postgres = isinstance(db.obj, peewee.PostgresqlDatabase)
    real = "DOUBLE PRECISION" if postgres else "REAL"  # as coin_type.weight: a copy must tie and order alike
    db.execute_sql('CREATE TABLE IF NOT EXISTS "mint_type" ("mint_id" INTEGER NOT NULL, '
                   '"coin_type_id" INTEGER NOT NULL, "title" VARCHAR(300), "min_year" INTEGER, '
                   f'"weight" {real})')
    nulls = " NULLS LAST" if postgres else ""
    for name, columns in (("title", '"title", "coin_type_id"'), ("weight", '"weight", "coin_type_id"'),
                          ("heaviest", '"weight" DESC, "coin_type_id"'), ("min_year", '"min_year", "coin_type_id"'),
                          ("newest", f'"min_year" DESC{nulls}, "coin_type_id"')):
        db.execute_sql(f'CREATE INDEX IF NOT EXISTS "mint_type_{name}" ON "mint_type" ("mint_id", {columns})')
    if db.execute_sql('SELECT 1 FROM "coin_type" LIMIT 1').fetchone():  # see m0006: never on an empty catalogue
        mint_types.refresh()
        db.execute_sql('ANALYZE "mint_type"')
