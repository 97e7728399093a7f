"""Each type's sources (issue 22): the catalogue file's `sources` list, kept as JSON text beside the type.

A snapshot: plain DDL, the same on SQLite and PostgreSQL. Types imported before it get an empty list until the
next import, which is what the import format says of a type that names none.
"""


def upgrade(db) -> None:
    db.execute_sql("""ALTER TABLE "coin_type" ADD COLUMN "sources" TEXT NOT NULL DEFAULT '[]'""")
