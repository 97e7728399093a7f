"""Search words carry their type's sort keys, so one word's types are read in the list's order from an index.

The type list walked the sort order of all types and checked each for the query's words. A word held by
types that sit together in that order, or far along it (bullion sizes are modern and their titles start
with the country, so "bullion" or "oz" meet few of their types early in title or oldest-first order),
made the walk give up and sort every match: 40 ms for "bullion" at 100k types, where the page needs 24.
With search_term (token, sort key, type), the types holding a word are an index range already in the
list's order, and the page is its first entries that pass the other filters.

- search_term gains title, min_year and weight, copied from the type by the import (search.index_type);
  an existing catalogue's words get them here.
- One index per sort order, ids ascending within equal keys as the list orders them: (token, title, type)
  for both title orders (titles seldom tie, so reading it backwards leaves little to re-sort), (token,
  weight, type) and (token, weight DESC, type) (bullion sizes share their weights by the thousand),
  (token, min_year, type) for oldest first and (token, min_year DESC, type) for newest first (PostgreSQL
  told NULLS LAST; SQLite writes NULLs last in a descending column). The first also serves every lookup
  the old (token, type) index did, which goes.
"""
import peewee

# the types of coin_type's own columns, as peewee makes them (a REAL copy of a double would tie and reorder)
COLUMNS = (("title", "VARCHAR(300)", "VARCHAR(300)"), ("min_year", "INTEGER", "INTEGER"),
           ("weight", "REAL", "DOUBLE PRECISION"))


def upgrade(db) -> None:
    postgres = isinstance(db.obj, peewee.PostgresqlDatabase)
    existing = {column.name for column in db.get_columns("search_term")}
    added = [(name, on_postgres if postgres else on_sqlite) for name, on_sqlite, on_postgres in COLUMNS
             if name not in existing]
    for name, kind in added:
        db.execute_sql(f'ALTER TABLE "search_term" ADD COLUMN "{name}" {kind}')
    if added:
        db.execute_sql('UPDATE "search_term" SET "title" = t."title", "min_year" = t."min_year", '
                       '"weight" = t."weight" FROM "coin_type" t WHERE t."id" = "search_term"."coin_type_id"')
    nulls = " NULLS LAST" if postgres else ""
    for name, columns in (("search_term_token_title", '"title", "coin_type_id"'),
                          ("search_term_token_weight", '"weight", "coin_type_id"'),
                          ("search_term_token_heaviest", '"weight" DESC, "coin_type_id"'),  # as ORDER_BY
                          ("search_term_token_min_year", '"min_year", "coin_type_id"'),
                          ("search_term_token_newest", f'"min_year" DESC{nulls}, "coin_type_id"')):
        db.execute_sql(f'CREATE INDEX IF NOT EXISTS "{name}" ON "search_term" ("token", {columns})')
    db.execute_sql('DROP INDEX IF EXISTS "search_term_token_coin_type_id"')
    if db.execute_sql('SELECT 1 FROM "search_term" LIMIT 1').fetchone():  # see m0006: never on an empty catalogue
        db.execute_sql('ANALYZE "search_term"')
