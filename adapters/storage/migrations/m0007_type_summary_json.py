"""coin_type.summary_json: the type list's read model (adapters/storage/type_summaries.py).

Null until rendered: `goldcoins db upgrade` and every import render what is missing, and the list falls
back to building a page from the columns while any of its types has none. A database created after this
column joined the model already has it (m0001 creates the tables from the models).
"""


def upgrade(db) -> None:
    if "summary_json" not in {column.name for column in db.get_columns("coin_type")}:
        db.execute_sql('ALTER TABLE "coin_type" ADD COLUMN "summary_json" TEXT')
