"""Fractions are search words of their own ("1/10" of "1/10 oz"), next to their two numbers.

A query's fraction is now one word (search.query_words), and the import indexes it whole (search.tokens).
Searching "1/10 oz" through its numbers meant "1", "10" and "oz", each in tens of thousands of types at 100k:
the page walked ~750 "1 oz" types in title order checking each, 2 ms of SQL. Here the fraction tokens of
an existing catalogue are added, for the types whose title, references or catalogue id hold a "/" (the
import writes them for every type it changes from now on).
"""
import json

from adapters.storage.search import fractions, type_text

BATCH = 1000


def upgrade(db) -> None:
    param = db.param
    found = db.execute_sql('SELECT "id", "title", "references", "external_catalogue_id", "min_year", "weight" '
                           f'FROM "coin_type" WHERE "title" LIKE {param} OR "references" LIKE {param} '
                           'ORDER BY "id"', ("%/%", "%/%")).fetchall()
    rows = []
    for type_id, title, references, external_id, min_year, weight in found:
        text = type_text(title, json.loads(references or "[]"), external_id)
        rows.extend((fraction, type_id, title, min_year, weight) for fraction in sorted(fractions(text)))
    insert = (f'INSERT INTO "search_term" ("token", "coin_type_id", "title", "min_year", "weight") '
              f'SELECT {param}, {param}, {param}, {param}, {param} WHERE NOT EXISTS (SELECT 1 FROM "search_term" '
              f'WHERE "coin_type_id" = {param} AND "token" = {param})')
    cursor = db.cursor()
    for start in range(0, len(rows), BATCH):
        cursor.executemany(insert, [(*row, row[1], row[0]) for row in rows[start:start + BATCH]])
