import peewee

from adapters.storage.catalogue_models import TABLES


def upgrade(db) -> None:
    db.create_tables(TABLES, safe=True)
    if isinstance(db.obj, peewee.PostgresqlDatabase):
        # Byte-order comparison so that prefix ranges on search tokens use the index.
        db.execute_sql('ALTER TABLE search_term ALTER COLUMN token TYPE varchar(64) COLLATE "C"')
