"""Covering indexes for the type list's two plans (measured on the 100k-type bench catalogue, docs/performance.md).

A type row is ~800 bytes (sides, comments, references), five to a page, and the list's plans visit rows in
an order unrelated to where they are stored: walking a sort order checks each row against the filters;
sorting a filter's matches reads each match's sort key. Each visit was a page fetch. These indexes carry
the sort key, the id and every column a filter tests, so both plans read index entries in order and only
the page's own rows (24 by default) are fetched from the table.

- coin_type (title | min_year | weight, id, filter columns): the bounded walk of each sort order.
- coin_type (fine_weight | fineness, sort columns): sorting the matches of a size or a purity.
- issuer (parent_id, name | type_count, id): the root issuer list in each order without sorting the roots.
"""

FILTERS = ("fine_weight", "fineness", "min_year", "max_year", "root_id", "series_id")
INDEXES = (
    ("coin_type_walk_title", ("title", "id", *FILTERS)),
    ("coin_type_walk_min_year", ("min_year", "id", *(c for c in FILTERS if c != "min_year"))),
    ("coin_type_walk_weight", ("weight", "id", *FILTERS)),
    ("coin_type_size_sorts", ("fine_weight", "min_year", "weight", "title", "fineness", "max_year", "id")),
    ("coin_type_purity_sorts", ("fineness", "min_year", "weight", "title", "fine_weight", "max_year", "id")),
)


ISSUER_INDEXES = (
    ("issuer_parent_id_name_id", ("parent_id", "name", "id")),
    ("issuer_parent_id_type_count_id", ("parent_id", "type_count", "id")),
)


def upgrade(db) -> None:
    for table, indexes in (("coin_type", INDEXES), ("issuer", ISSUER_INDEXES)):
        for name, columns in indexes:
            quoted = ", ".join(f'"{column}"' for column in columns)
            db.execute_sql(f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" ({quoted})')
    # an upgraded catalogue's planner learns the new indexes at once; an empty database is left unanalysed,
    # because statistics saying "empty" make PostgreSQL plan (and cache) sequential scans for the foreign-key
    # checks of the first import, which then slow down as the tables fill (5k types: 27 s → 45 s)
    if db.execute_sql('SELECT 1 FROM "coin_type" LIMIT 1').fetchone():
        db.execute_sql('ANALYZE "coin_type"')
        db.execute_sql('ANALYZE "issuer"')
