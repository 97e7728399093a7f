"""Issuers gain their other names (issue 44: `Deutschland`, `Holland`, `Persia`, `Swiss`): `aliases`, the names
as the catalogue files give them, and `sources`, the pages that use them, both as JSON text. The search index
reads the aliases as the issuer's name; `goldcoins db upgrade` then rebuilds it (search_index.INDEX_VERSION).

A snapshot: plain DDL, the same on SQLite and PostgreSQL.
"""


def upgrade(db) -> None:
    db.execute_sql("""ALTER TABLE "issuer" ADD COLUMN "aliases" TEXT NOT NULL DEFAULT '[]'""")
    db.execute_sql("""ALTER TABLE "issuer" ADD COLUMN "sources" TEXT NOT NULL DEFAULT '[]'""")
