"""Indexes for the catalogue's hot reads (measured on the 100k-type bench catalogue, docs/performance.md).

- search_term (coin_type_id, token): checks the other words of a query per candidate type from the index
  alone, so a common word ("km") never lists every type.
- coin_type (min_year, max_year): counts a yearFrom/yearTo filter from the index alone.
- PostgreSQL only, coin_type (min_year DESC NULLS LAST, id): `sort=newest` reads its page from the index
  instead of sorting every type (30 ms → ~2 ms); SQLite walks the plain min_year index backwards for it.
- issuer (name, id): the issuer list in its default order without sorting every issuer.
- coin_type (id, series_id, root_id, slug, updated_at): the type sitemap skips its offset and reads its
  page from this index instead of from the (wide) rows: 45 ms → 15 ms for the ninth 10,000-row page.
"""
import peewee

INDEXES = (
    ("search_term_coin_type_id_token", "search_term", ("coin_type_id", "token")),
    ("coin_type_min_year_max_year", "coin_type", ("min_year", "max_year")),
    ("issuer_name_id", "issuer", ("name", "id")),
    ("coin_type_id_series_id_root_id_slug_updated_at", "coin_type",
     ("id", "series_id", "root_id", "slug", "updated_at")),
)


def upgrade(db) -> None:
    for name, table, columns in INDEXES:
        quoted = ", ".join(f'"{column}"' for column in columns)
        db.execute_sql(f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" ({quoted})')
    if isinstance(db.obj, peewee.PostgresqlDatabase):
        db.execute_sql('CREATE INDEX IF NOT EXISTS "coin_type_newest" ON "coin_type" '
                       '("min_year" DESC NULLS LAST, "id")')
