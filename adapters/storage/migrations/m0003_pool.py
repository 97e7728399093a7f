import peewee


def upgrade(db) -> None:
    """The pool mapping table, as it stood when this migration was written."""

    class PoolEntry(peewee.Model):
        token_id = peewee.CharField(max_length=78, primary_key=True)
        type_id = peewee.CharField(max_length=40)
        condition = peewee.CharField(max_length=64)

        class Meta:
            database = db
            table_name = "pool_entry"

    db.create_tables([PoolEntry], safe=True)
