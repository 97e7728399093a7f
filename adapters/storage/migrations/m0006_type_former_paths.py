"""A type's former addresses (issue 40): a type moved to another series or renamed keeps its id, and the address
it had ("root/series/slug", the path of GET /types/{issuerSlug}/{seriesSlug}/{slug}) answers a permanent redirect.
The import writes a row for each move it makes and for each `formerly` a catalogue file states; a row goes with
its type, and when a type takes that address again.

A snapshot: plain DDL, the same on SQLite and PostgreSQL.
"""


def upgrade(db) -> None:
    db.execute_sql(
        'CREATE TABLE "type_former_path" ("path" VARCHAR(400) NOT NULL PRIMARY KEY, '
        '"type_id" INTEGER NOT NULL REFERENCES "coin_type" ("id") ON DELETE CASCADE)'
    )
    db.execute_sql('CREATE INDEX "type_former_path_type_id" ON "type_former_path" ("type_id")')
