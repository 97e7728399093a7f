"""An issuer's types in every list order, read straight from an index (measured on the 100k-type bench catalogue).

`GET /types?issuer=…` with no other filter walked the whole catalogue's sort order checking each type's
root, or sorted the issuer's matches: a root of 2,553 types cost 0.35 ms a page walking and 4.2 ms sorting.
With (root_id, sort key, id) the page is the index range's first entries: 13 µs. One index per sort key, ids
ascending within equal keys as the list orders them: title (both title orders; a descending read re-sorts
only ties), weight and weight DESC, min_year for oldest first and min_year DESC for newest first (PostgreSQL
told NULLS LAST; SQLite writes NULLs last in a descending column).
"""
import peewee


def upgrade(db) -> None:
    create_sort_indexes(db, "coin_type_root", "root_id")
    if db.execute_sql('SELECT 1 FROM "coin_type" LIMIT 1').fetchone():  # see m0006: never on an empty catalogue
        db.execute_sql('ANALYZE "coin_type"')


def create_sort_indexes(db, prefix: str, column: str, table: str = "coin_type", type_id: str = "id") -> None:
    """<prefix>_<order>: (column, sort key, type id) on `table` for every list order, as described above."""
    nulls = " NULLS LAST" if isinstance(db.obj, peewee.PostgresqlDatabase) else ""
    for order, columns in (("title", f'"title", "{type_id}"'), ("weight", f'"weight", "{type_id}"'),
                           ("heaviest", f'"weight" DESC, "{type_id}"'), ("min_year", f'"min_year", "{type_id}"'),
                           ("newest", f'"min_year" DESC{nulls}, "{type_id}"')):
        db.execute_sql(f'CREATE INDEX IF NOT EXISTS "{prefix}_{order}" ON "{table}" ("{column}", {columns})')
