"""The baseline: the whole schema as the sixteen migrations before it left it, written out as plain DDL.

A snapshot: it imports nothing of the application, so later changes to the models cannot change what it
creates. Only a new database gets it (the runner records it, without running it, on a database that went
through the old chain; see the package docstring). Nothing is analysed here: planner statistics taken on
empty tables make PostgreSQL plan the first import's foreign-key checks as sequential scans.

The same statements serve both databases; the few words that differ are filled in per dialect:
  {id}         SQLite's rowid alias, PostgreSQL's SERIAL
  {real}       REAL / DOUBLE PRECISION (a copied sort key must tie and order as its source column)
  {bigint}     INTEGER / BIGINT
  {boolean}    INTEGER / BOOLEAN
  {timestamp}  DATETIME / TIMESTAMP (naive UTC)
  {bytewise}   PostgreSQL's "C" collation on search words, so a word prefix is an index range
  {last}       NULLS LAST on PostgreSQL; SQLite already puts NULLs last in a descending column
"""

import peewee

DIALECTS = {
    "sqlite": {
        "id": "INTEGER NOT NULL PRIMARY KEY",
        "real": "REAL",
        "bigint": "INTEGER",
        "boolean": "INTEGER",
        "timestamp": "DATETIME",
        "bytewise": "",
        "last": "",
    },
    "postgres": {
        "id": "SERIAL NOT NULL PRIMARY KEY",
        "real": "DOUBLE PRECISION",
        "bigint": "BIGINT",
        "boolean": "BOOLEAN",
        "timestamp": "TIMESTAMP",
        "bytewise": ' COLLATE "C"',
        "last": " NULLS LAST",
    },
}

TABLES = (
    """CREATE TABLE "mint" ("id" {id}, "slug" VARCHAR(120) NOT NULL, "name" VARCHAR(200) NOT NULL,
       "search_name" VARCHAR(200) NOT NULL, "letter" VARCHAR(20), "content_hash" VARCHAR(64) NOT NULL,
       "updated_at" {timestamp} NOT NULL, "series_count" INTEGER NOT NULL, "issue_count" INTEGER NOT NULL,
       "picture_id" INTEGER, "stats" TEXT NOT NULL)""",
    """CREATE TABLE "issuer" ("id" {id}, "slug" VARCHAR(120) NOT NULL, "name" VARCHAR(200) NOT NULL,
       "search_name" VARCHAR(200) NOT NULL, "parent_id" INTEGER, "root_id" INTEGER, "position" INTEGER NOT NULL,
       "content_hash" VARCHAR(64) NOT NULL, "updated_at" {timestamp} NOT NULL, "series_count" INTEGER NOT NULL,
       "type_count" INTEGER NOT NULL, "picture_id" INTEGER, "stats" TEXT NOT NULL, "list_json" TEXT,
       "detail_json" TEXT,
       FOREIGN KEY ("parent_id") REFERENCES "issuer" ("id") ON DELETE CASCADE)""",
    """CREATE TABLE "series" ("id" {id}, "root_id" INTEGER NOT NULL, "issuer_id" INTEGER NOT NULL,
       "slug" VARCHAR(120) NOT NULL, "name" VARCHAR(200) NOT NULL, "search_name" VARCHAR(200) NOT NULL,
       "mint_id" INTEGER, "content_hash" VARCHAR(64) NOT NULL, "updated_at" {timestamp} NOT NULL,
       "type_count" INTEGER NOT NULL, "lead_type_id" INTEGER, "stats" TEXT NOT NULL,
       FOREIGN KEY ("root_id") REFERENCES "issuer" ("id") ON DELETE CASCADE,
       FOREIGN KEY ("issuer_id") REFERENCES "issuer" ("id") ON DELETE CASCADE,
       FOREIGN KEY ("mint_id") REFERENCES "mint" ("id") ON DELETE SET NULL)""",
    """CREATE TABLE "coin_type" ("id" {id}, "series_id" INTEGER NOT NULL, "issuer_id" INTEGER NOT NULL,
       "root_id" INTEGER NOT NULL, "slug" VARCHAR(120) NOT NULL, "title" VARCHAR(300) NOT NULL,
       "external_catalogue_id" INTEGER, "category" VARCHAR(40) NOT NULL, "ruler" VARCHAR(200), "min_year" INTEGER,
       "max_year" INTEGER, "value" VARCHAR(100), "value_numeric" {real}, "currency" VARCHAR(100),
       "composition" VARCHAR(40) NOT NULL, "fineness" {real} NOT NULL, "weight" {real} NOT NULL,
       "fine_weight" {real} NOT NULL, "size_label" VARCHAR(8), "size" {real}, "thickness" {real},
       "shape" VARCHAR(40) NOT NULL, "technique" VARCHAR(40) NOT NULL, "orientation" VARCHAR(40),
       "references" TEXT NOT NULL, "tags" TEXT NOT NULL, "commemorated_topic" TEXT, "comments" TEXT,
       "demonetized" {boolean} NOT NULL, "legal_tender" {boolean} NOT NULL, "sides" TEXT NOT NULL,
       "thumbnail_path" VARCHAR(500), "thumbnail_is_cropped" {boolean} NOT NULL, "content_hash" VARCHAR(64) NOT NULL,
       "updated_at" {timestamp} NOT NULL, "detail_json" TEXT,
       FOREIGN KEY ("series_id") REFERENCES "series" ("id") ON DELETE CASCADE,
       FOREIGN KEY ("issuer_id") REFERENCES "issuer" ("id") ON DELETE CASCADE,
       FOREIGN KEY ("root_id") REFERENCES "issuer" ("id") ON DELETE CASCADE)""",
    """CREATE TABLE "issue" ("id" {id}, "coin_type_id" INTEGER NOT NULL, "identity" VARCHAR(500) NOT NULL,
       "position" INTEGER NOT NULL, "is_dated" {boolean} NOT NULL, "year" INTEGER, "gregorian_year" INTEGER,
       "min_year" INTEGER, "max_year" INTEGER, "mint_letter" VARCHAR(20) NOT NULL, "mint_id" INTEGER,
       "marks" TEXT NOT NULL, "finish" VARCHAR(40) NOT NULL, "variety" VARCHAR(200) NOT NULL, "mintage" {bigint},
       "references" TEXT NOT NULL, "comment" TEXT,
       FOREIGN KEY ("coin_type_id") REFERENCES "coin_type" ("id") ON DELETE CASCADE,
       FOREIGN KEY ("mint_id") REFERENCES "mint" ("id") ON DELETE SET NULL)""",
    """CREATE TABLE "picture" ("id" {id}, "coin_type_id" INTEGER NOT NULL, "position" INTEGER NOT NULL,
       "side" VARCHAR(20) NOT NULL, "path" VARCHAR(500) NOT NULL, "copyright" VARCHAR(300),
       "copyright_url" VARCHAR(500), "license" VARCHAR(200), "cropped" {boolean} NOT NULL,
       FOREIGN KEY ("coin_type_id") REFERENCES "coin_type" ("id") ON DELETE CASCADE)""",
    # one word of a type's title, references or catalogue id, with copies of the type's sort keys
    """CREATE TABLE "search_term" ("token" VARCHAR(64){bytewise} NOT NULL, "coin_type_id" INTEGER NOT NULL,
       "title" VARCHAR(300), "min_year" INTEGER, "weight" {real},
       FOREIGN KEY ("coin_type_id") REFERENCES "coin_type" ("id") ON DELETE CASCADE)""",
    """CREATE TABLE "highlight" ("id" {id}, "issuer_id" INTEGER NOT NULL, "position" INTEGER NOT NULL,
       FOREIGN KEY ("issuer_id") REFERENCES "issuer" ("id") ON DELETE CASCADE)""",
    """CREATE TABLE "catalogue_meta" ("key" VARCHAR(50) NOT NULL PRIMARY KEY, "value" TEXT NOT NULL)""",
    # the types struck at each mint (through its series or its issues), with their sort keys
    """CREATE TABLE "mint_type" ("mint_id" INTEGER NOT NULL, "coin_type_id" INTEGER NOT NULL,
       "title" VARCHAR(300), "min_year" INTEGER, "weight" {real})""",
    # each type's entry in the type list, rendered at import; goes with its type
    """CREATE TABLE "type_summary" ("id" INTEGER NOT NULL PRIMARY KEY REFERENCES "coin_type" ("id") ON DELETE CASCADE,
       "summary_json" TEXT NOT NULL)""",
    """CREATE TABLE "price_cache" ("kind" VARCHAR(16) NOT NULL PRIMARY KEY, "payload" TEXT NOT NULL,
       "fetched_at" {timestamp} NOT NULL)""",
    """CREATE TABLE "pool_entry" ("token_id" VARCHAR(78) NOT NULL PRIMARY KEY, "type_id" VARCHAR(40) NOT NULL,
       "condition" VARCHAR(64) NOT NULL)""",
    """CREATE TABLE "session" ("token_digest" VARCHAR(64) NOT NULL PRIMARY KEY, "account_id" VARCHAR(200) NOT NULL,
       "role" VARCHAR(50) NOT NULL, "created_at" {timestamp} NOT NULL, "expires_at" {timestamp} NOT NULL)""",
    """CREATE TABLE "wallet" ("id" {id}, "account_id" VARCHAR(200) NOT NULL, "chain_id" {bigint} NOT NULL,
       "address" VARCHAR(42) NOT NULL)""",
)

# (name, table, columns); UNIQUE ones marked. The covering and per-order indexes serve the list's plans,
# measured on the 100k-type bench catalogue (docs/performance.md).
FILTERS = '"fine_weight", "fineness", "min_year", "max_year", "root_id", "series_id"'
WALK_FILTERS = '"fine_weight", "fineness", "max_year", "root_id", "series_id"'  # min_year leads these walks
INDEXES = (
    ("mint_slug", "mint", '"slug"', True),
    ("mint_search_name", "mint", '"search_name"', False),
    ("issuer_slug", "issuer", '"slug"', True),
    ("issuer_search_name", "issuer", '"search_name"', False),
    ("issuer_parent_id", "issuer", '"parent_id"', False),
    ("issuer_root_id", "issuer", '"root_id"', False),
    ("issuer_type_count", "issuer", '"type_count"', False),
    ("issuer_name_id", "issuer", '"name", "id"', False),
    ("issuer_parent_id_name_id", "issuer", '"parent_id", "name", "id"', False),
    ("issuer_parent_id_type_count_id", "issuer", '"parent_id", "type_count", "id"', False),
    ("series_root_id", "series", '"root_id"', False),
    ("series_issuer_id", "series", '"issuer_id"', False),
    ("series_mint_id", "series", '"mint_id"', False),
    ("series_root_id_slug", "series", '"root_id", "slug"', True),
    ("coin_type_series_id", "coin_type", '"series_id"', False),
    ("coin_type_issuer_id", "coin_type", '"issuer_id"', False),
    ("coin_type_root_id", "coin_type", '"root_id"', False),
    ("coin_type_title", "coin_type", '"title"', False),
    ("coin_type_external_catalogue_id", "coin_type", '"external_catalogue_id"', False),
    ("coin_type_min_year", "coin_type", '"min_year"', False),
    ("coin_type_fineness", "coin_type", '"fineness"', False),
    ("coin_type_weight", "coin_type", '"weight"', False),
    ("coin_type_fine_weight", "coin_type", '"fine_weight"', False),
    ("coin_type_series_id_slug", "coin_type", '"series_id", "slug"', True),
    ("coin_type_title_id", "coin_type", '"title", "id"', False),
    ("coin_type_min_year_max_year", "coin_type", '"min_year", "max_year"', False),
    (
        "coin_type_id_series_id_root_id_slug_updated_at",
        "coin_type",  # the sitemap's pages
        '"id", "series_id", "root_id", "slug", "updated_at"',
        False,
    ),
    # each list order walked over every type, carrying the columns the filters test
    ("coin_type_walk_title", "coin_type", f'"title", "id", {FILTERS}', False),
    ("coin_type_walk_weight", "coin_type", f'"weight", "id", {FILTERS}', False),
    ("coin_type_walk_heaviest", "coin_type", f'"weight" DESC, "id", {FILTERS}', False),
    ("coin_type_walk_min_year", "coin_type", f'"min_year", "id", {WALK_FILTERS}', False),
    ("coin_type_walk_newest", "coin_type", f'"min_year" DESC{{last}}, "id", {WALK_FILTERS}', False),
    # the matches of one size or one purity, sorted
    (
        "coin_type_size_sorts",
        "coin_type",
        '"fine_weight", "min_year", "weight", "title", "fineness", "max_year", "id"',
        False,
    ),
    (
        "coin_type_purity_sorts",
        "coin_type",
        '"fineness", "min_year", "weight", "title", "fine_weight", "max_year", "id"',
        False,
    ),
    ("issue_coin_type_id", "issue", '"coin_type_id"', False),
    ("issue_mint_id", "issue", '"mint_id"', False),
    ("issue_coin_type_id_identity", "issue", '"coin_type_id", "identity"', True),
    ("issue_mint_types", "issue", '"mint_id", "coin_type_id"', False),
    ("picture_coin_type_id", "picture", '"coin_type_id"', False),
    ("search_term_coin_type_id", "search_term", '"coin_type_id"', False),
    ("search_term_coin_type_id_token", "search_term", '"coin_type_id", "token"', False),
    ("highlight_issuer_id", "highlight", '"issuer_id"', True),
    ("sessionrow_account_id", "session", '"account_id"', False),
    ("sessionrow_expires_at", "session", '"expires_at"', False),
    ("walletrow_account_id_chain_id", "wallet", '"account_id", "chain_id"', True),
)

# (prefix, table, leading column, type id column): one index per list order after the leading column,
# ids ascending within equal sort keys as the list orders them
ORDERED = (
    ("search_term_token", "search_term", "token", "coin_type_id"),
    ("coin_type_root", "coin_type", "root_id", "id"),
    ("coin_type_size", "coin_type", "size_label", "id"),
    ("mint_type", "mint_type", "mint_id", "coin_type_id"),
)
ORDERS = (
    ("title", '"title"'),
    ("weight", '"weight"'),
    ("heaviest", '"weight" DESC'),
    ("min_year", '"min_year"'),
    ("newest", '"min_year" DESC{last}'),
)
POSTGRES_ONLY = (  # SQLite walks coin_type_min_year backwards for newest first
    ("coin_type_newest", "coin_type", '"min_year" DESC{last}, "id"', False),
)


def statements(dialect: str) -> list[str]:
    words = DIALECTS[dialect]
    indexes = list(INDEXES)
    for prefix, table, leading, type_id in ORDERED:
        indexes.extend((f"{prefix}_{order}", table, f'"{leading}", {key}, "{type_id}"', False) for order, key in ORDERS)
    if dialect == "postgres":
        indexes.extend(POSTGRES_ONLY)
    created = [" ".join(table.split()).format(**words) for table in TABLES]
    created.extend(
        f'CREATE {"UNIQUE " if unique else ""}INDEX "{name}" ON "{table}" ({columns.format(**words)})'
        for name, table, columns, unique in indexes
    )
    return created


def upgrade(db) -> None:
    for statement in statements("postgres" if isinstance(db.obj, peewee.PostgresqlDatabase) else "sqlite"):
        db.execute_sql(statement)
