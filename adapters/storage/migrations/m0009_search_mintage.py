"""Search ranks, among coins alike, the one struck in the larger numbers first (issue 44: `20 mark 1913` is the
Prussian coin of millions before Wurttemberg's): `type_search` keeps each type's known mintage (the sum over its
issues that have one; 0 when none does), and the tie-break's index starts with it. `goldcoins db upgrade` then
rebuilds the index (search_index.INDEX_VERSION), which fills the column.

A snapshot: plain DDL, the same on SQLite and PostgreSQL.
"""


def upgrade(db) -> None:
    db.execute_sql('ALTER TABLE "type_search" ADD COLUMN "mintage" BIGINT NOT NULL DEFAULT 0')
    db.execute_sql('DROP INDEX "type_search_rank"')
    db.execute_sql(
        'CREATE INDEX "type_search_rank" ON "type_search" '
        '("mintage" DESC, "years_struck" DESC, "weight" DESC, "sort_title", "id")'
    )
