"""Search on the databases' own engines (issue 32): the hand-made prefix table `search_term` goes; `type_search`
holds each type's searched words, indexed by FTS5 on SQLite and by a tsvector under GIN on PostgreSQL; types and
series gain `aliases`, issuers the names of their tree (`search_names`), found on PostgreSQL through pg_trgm.

A snapshot: plain DDL. The index is empty after it; `goldcoins db upgrade` fills it (derived data, see the
package docstring), and so does every import. On PostgreSQL it creates the pg_trgm extension, which needs a role
allowed to (the database owner on PostgreSQL 13+, where pg_trgm is a trusted extension; on a managed service,
one on its allow list).
"""

import peewee

COLUMNS = (
    '"id" INTEGER NOT NULL PRIMARY KEY, "title_words" TEXT NOT NULL, "alias_words" TEXT NOT NULL, '
    '"other_words" TEXT NOT NULL, "sort_title" TEXT{bytewise} NOT NULL, "min_year" INTEGER, "max_year" INTEGER, '
    '"issue_years" TEXT NOT NULL, "years_struck" INTEGER NOT NULL, "fine_weight" {real}, "weight" {real}, '
    '"value_numeric" {real}'
)
SHARED = (
    'DROP TABLE "search_term"',
    """ALTER TABLE "coin_type" ADD COLUMN "aliases" TEXT NOT NULL DEFAULT '[]'""",
    """ALTER TABLE "series" ADD COLUMN "aliases" TEXT NOT NULL DEFAULT '[]'""",
    """ALTER TABLE "issuer" ADD COLUMN "search_names" TEXT NOT NULL DEFAULT ''""",
    'CREATE INDEX "type_search_min_year" ON "type_search" ("min_year")',
    'CREATE INDEX "type_search_fine_weight" ON "type_search" ("fine_weight")',
    'CREATE INDEX "type_search_weight" ON "type_search" ("weight")',
    'CREATE INDEX "type_search_value" ON "type_search" ("value_numeric")',
    # the tie-break of a relevance order: a word in most types reads its best thousand off it, in order
    'CREATE INDEX "type_search_rank" ON "type_search" ("years_struck" DESC, "weight" DESC, "sort_title", "id")',
)
SQLITE = (
    # external content: the words live once, in type_search; the index is rebuilt with it
    'CREATE VIRTUAL TABLE "type_search_fts" USING fts5(title_words, alias_words, other_words, '
    "content='type_search', content_rowid='id', tokenize='unicode61 remove_diacritics 0', prefix='1 2 3')",
)
POSTGRES = (
    'ALTER TABLE "type_search" ADD COLUMN "document" tsvector GENERATED ALWAYS AS ('
    "setweight(to_tsvector('simple', title_words), 'A') || setweight(to_tsvector('simple', alias_words), 'B') || "
    "to_tsvector('simple', other_words)) STORED",
    'CREATE INDEX "type_search_document" ON "type_search" USING GIN ("document")',
    'CREATE INDEX "issuer_search_names_trgm" ON "issuer" USING GIN ("search_names" "{trgm}".gin_trgm_ops)',
    'CREATE INDEX "series_search_name_trgm" ON "series" USING GIN ("search_name" "{trgm}".gin_trgm_ops)',
    'CREATE INDEX "mint_search_name_trgm" ON "mint" USING GIN ("search_name" "{trgm}".gin_trgm_ops)',
)
# pg_trgm lives in one schema of the database, whatever the search path: `public` when this creates it, or wherever
# the database already has it (a managed service's `extensions`); never a schema that may be dropped with its tables
FIND_TRGM = (
    "SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'"
)


def upgrade(db) -> None:
    postgres = isinstance(getattr(db, "obj", db), peewee.PostgresqlDatabase)
    words = {"bytewise": ' COLLATE "C"', "real": "DOUBLE PRECISION"} if postgres else {"bytewise": "", "real": "REAL"}
    db.execute_sql(f'CREATE TABLE "type_search" ({COLUMNS.format(**words)})')
    for statement in SHARED:
        db.execute_sql(statement)
    if postgres:
        db.execute_sql("CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public")
        trgm = db.execute_sql(FIND_TRGM).fetchone()[0]
    for statement in POSTGRES if postgres else SQLITE:
        db.execute_sql(statement.format(trgm=trgm) if postgres else statement)
