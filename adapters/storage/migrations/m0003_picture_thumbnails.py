"""Each picture's thumbnail (issue 24): the obverse crop where one was made, else the small copy; the
representative picture of issuers and mints is served from it.

A snapshot: plain DDL, the same on SQLite and PostgreSQL. Pictures imported before it have none until the
next import (the format before it named ready files, which that import replaces with processed copies).
"""


def upgrade(db) -> None:
    db.execute_sql("""ALTER TABLE "picture" ADD COLUMN "thumbnail_path" VARCHAR(500)""")
