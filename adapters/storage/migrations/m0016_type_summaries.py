"""type_summary: each type's entry in GET /types (read_model.py), moved out of coin_type into a narrow table.

A list page reads 24 entries of ~0.5 kB. In coin_type each sat at the end of a ~4 kB row, so a page's
entries were spread over 24 database pages or more (a row near 4 kB takes a page of its own, and a longer
one continues in an overflow page); here ~7 share one. The entries stored so far move across; a type
without one (not rendered yet) has no row. The row goes with its type (ON DELETE CASCADE: SQLite's
connections here run with foreign_keys on, see db.py), so a later type given a deleted one's id never
finds its entry. SQLite rewrites coin_type to drop the column (~20 s at 100k types).
"""


def upgrade(db) -> None:
    db.execute_sql('CREATE TABLE IF NOT EXISTS "type_summary" ('
                   '"id" INTEGER NOT NULL PRIMARY KEY REFERENCES "coin_type" ("id") ON DELETE CASCADE, '
                   '"summary_json" TEXT NOT NULL)')
    if "summary_json" in {column.name for column in db.get_columns("coin_type")}:
        db.execute_sql('INSERT INTO "type_summary" ("id", "summary_json") SELECT "id", "summary_json" '
                       'FROM "coin_type" WHERE "summary_json" IS NOT NULL ORDER BY "id"')
        db.execute_sql('ALTER TABLE "coin_type" DROP COLUMN "summary_json"')
