"""Title order without regard to case or accents (issue 35): `Gold dollar` before `Gold Ducat`, `Écu` among the
E's, the same on SQLite and PostgreSQL. `coin_type` and `mint_type` gain `sort_title`, the title as the domain
compares titles (domain.search.sort_title: decomposed, accents dropped, case folded), compared bytewise (COLLATE
"C" on PostgreSQL, SQLite's own); the indexes that walked `title` for the list's title orders walk it instead.

A snapshot: plain DDL. The new column is NULL after it; `goldcoins db upgrade` fills it (derived data, see the
package docstring), and every import writes it with the row.
"""

import peewee

# (dropped, created): each index that ordered by title, and its counterpart on the sort key
REPLACED = (
    ("coin_type_title", 'CREATE INDEX "coin_type_sort_title" ON "coin_type" ("sort_title")'),
    ("coin_type_title_id", 'CREATE INDEX "coin_type_sort_title_id" ON "coin_type" ("sort_title", "id")'),
    (
        "coin_type_walk_title",
        'CREATE INDEX "coin_type_walk_sort_title" ON "coin_type" ("sort_title", "id", "fine_weight", "fineness", '
        '"min_year", "max_year", "root_id", "series_id")',
    ),
    (
        "coin_type_size_sorts",
        'CREATE INDEX "coin_type_size_sorts" ON "coin_type" ("fine_weight", "min_year", "weight", "sort_title", '
        '"fineness", "max_year", "id")',
    ),
    (
        "coin_type_purity_sorts",
        'CREATE INDEX "coin_type_purity_sorts" ON "coin_type" ("fineness", "min_year", "weight", "sort_title", '
        '"fine_weight", "max_year", "id")',
    ),
    (
        "coin_type_root_title",
        'CREATE INDEX "coin_type_root_sort_title" ON "coin_type" ("root_id", "sort_title", "id")',
    ),
    (
        "coin_type_size_title",
        'CREATE INDEX "coin_type_size_sort_title" ON "coin_type" ("size_label", "sort_title", "id")',
    ),
    (
        "mint_type_title",
        'CREATE INDEX "mint_type_sort_title" ON "mint_type" ("mint_id", "sort_title", "coin_type_id")',
    ),
)


def upgrade(db) -> None:
    postgres = isinstance(getattr(db, "obj", db), peewee.PostgresqlDatabase)
    bytewise = ' COLLATE "C"' if postgres else ""
    for table in ("coin_type", "mint_type"):
        db.execute_sql(f'ALTER TABLE "{table}" ADD COLUMN "sort_title" TEXT{bytewise}')
    for dropped, created in REPLACED:
        db.execute_sql(f'DROP INDEX "{dropped}"')
        db.execute_sql(created)
