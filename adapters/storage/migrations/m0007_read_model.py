"""The catalogue's read model (adapters/storage/read_model.py): each record's JSON, rendered at import.

coin_type.summary_json and detail_json, issuer.list_json and detail_json. Null until rendered: `goldcoins db
upgrade` and every import render what is missing, and a read falls back to the columns while its record
has none. A database created after these columns joined the models already has them (m0001 creates the
tables from the models).
"""

COLUMNS = (("coin_type", "summary_json"), ("coin_type", "detail_json"), ("issuer", "list_json"),
           ("issuer", "detail_json"))


def upgrade(db) -> None:
    for table, column in COLUMNS:
        if column not in {found.name for found in db.get_columns(table)}:
            db.execute_sql(f'ALTER TABLE "{table}" ADD COLUMN "{column}" TEXT')
