"""When a type came into the catalogue (the change feed tells `created` from `changed`): the import writes it with
a new type's row, and never again. Types imported before this migration have none, and the feed calls their
changes `changed`.

A snapshot: plain DDL, the same on SQLite and PostgreSQL.
"""


def upgrade(db) -> None:
    db.execute_sql('ALTER TABLE "coin_type" ADD COLUMN "created_at" TIMESTAMP')
