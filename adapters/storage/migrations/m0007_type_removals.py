"""What an import removed, for the change feed (issue 46: GET /changes tells a mirror which types went, so it
never keeps one the catalogue no longer has). The import writes a row for each type it deletes: its id, the address
it had and when. A row outlives its type; a type that later takes the same address has another id. And an index
on coin_type.updated_at, which the feed and `updatedSince` read from.

A snapshot: plain DDL, the same on SQLite and PostgreSQL.
"""


def upgrade(db) -> None:
    db.execute_sql(
        'CREATE TABLE "type_removal" ("type_id" INTEGER NOT NULL, "path" VARCHAR(400) NOT NULL, '
        '"removed_at" TIMESTAMP NOT NULL)'
    )
    db.execute_sql('CREATE INDEX "type_removal_removed_at" ON "type_removal" ("removed_at", "type_id")')
    db.execute_sql('CREATE INDEX "coin_type_updated_at" ON "coin_type" ("updated_at", "id")')
