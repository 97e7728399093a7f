"""Each type's size label stored, and an index per list order over it (size_labels.py says why).

coin_type gains size_label (a catalogue created since has it from m0001's models), filled by
size_labels.refresh, and (size_label, sort key, id) indexes in every list order, as m0010 made them for the
root issuer: title (both title orders), weight and weight DESC, min_year for oldest first and min_year DESC
for newest first (PostgreSQL told NULLS LAST; SQLite writes NULLs last in a descending column).
"""
from adapters.storage import size_labels
from adapters.storage.migrations.m0010_issuer_sort_indexes import create_sort_indexes


def upgrade(db) -> None:
    if "size_label" not in {column.name for column in db.get_columns("coin_type")}:
        db.execute_sql('ALTER TABLE "coin_type" ADD COLUMN "size_label" VARCHAR(8)')
    create_sort_indexes(db, "coin_type_size", "size_label")
    if db.execute_sql('SELECT 1 FROM "coin_type" LIMIT 1').fetchone():  # see m0006: never on an empty catalogue
        size_labels.refresh()
        db.execute_sql('ANALYZE "coin_type"')
