"""The last good spot price and rates table, one row per kind, shared by every process."""
import peewee


def upgrade(db) -> None:
    class PriceCacheRow(peewee.Model):  # a snapshot of the schema at this version, not the live model
        kind = peewee.CharField(max_length=16, primary_key=True)
        payload = peewee.TextField()
        fetched_at = peewee.DateTimeField()

        class Meta:
            database = db
            table_name = "price_cache"

    db.create_tables([PriceCacheRow])
