"""packed_rows: a page as one JSON step on SQLite gives exactly what the plain statement gives, in its order."""

import pytest

from adapters.storage.catalogue.queries import packed_rows
from adapters.storage.db import rows

VALUES = [
    (1, "Ärger", 0.1 + 0.2, 3, None),
    (2, "zebra", 7.322595435000001, None, '["KM# 1"]'),
    (3, "apple", None, -40, ""),
    (4, "Apple", 1e-300, 2**53 + 1, "12"),
    (5, "apple", 31.1034768, 0, "null"),
    (6, 'ångström "quoted" \\ back', 2.0, 1888, "emoji 🪙"),
]
COLUMNS = "p.id, p.name, p.weight, p.year, p.note, o.label"
ORDERS = [
    "p.name, p.id",
    "p.name DESC, p.id",
    "p.weight DESC, p.id",
    "p.year ASC NULLS LAST, p.id",
    "p.year DESC NULLS LAST, p.id",
]


@pytest.fixture
def table(database):
    database.execute_sql(
        "CREATE TABLE probe (id INTEGER PRIMARY KEY, name TEXT, weight DOUBLE PRECISION, year BIGINT, note TEXT)"
    )
    database.execute_sql("CREATE TABLE other (id INTEGER PRIMARY KEY, probe_id INTEGER, label TEXT)")
    for row in VALUES:
        database.execute_sql("INSERT INTO probe VALUES (%s)" % ", ".join([database.param] * 5), row)
        database.execute_sql(
            "INSERT INTO other VALUES (%s)" % ", ".join([database.param] * 3), (row[0], row[0], f"label {row[0]}")
        )
    return database


@pytest.mark.parametrize("order", ORDERS)
def test_a_packed_page_equals_the_plain_page_in_every_order(table, order):
    for limit, offset in ((6, 0), (2, 0), (2, 3), (4, 5), (3, 9)):
        rest = (
            f"FROM (SELECT p.id FROM probe p ORDER BY {order} LIMIT ? OFFSET ?) page "
            f"JOIN probe p ON p.id = page.id JOIN other o ON o.probe_id = p.id ORDER BY {order}"
        )
        plain = rows(f"SELECT {COLUMNS} {rest}", (limit, offset))
        packed = packed_rows(COLUMNS, rest, (limit, offset), floats=(2,))
        assert [tuple(row) for row in packed] == [tuple(row) for row in plain]
        assert all(type(a) is type(b) for p, q in zip(packed, plain) for a, b in zip(p, q))


def test_doubles_come_back_bit_for_bit_and_nulls_stay_null(table):
    found = {row[0]: row for row in packed_rows("p.id, p.weight, p.note", "FROM probe p", floats=(1,))}
    assert {key: row[1] for key, row in found.items()} == {row[0]: row[2] for row in VALUES}
    assert found[2][1].hex() == (7.322595435000001).hex() and found[1][1] == 0.1 + 0.2
    assert found[3][1] is None and found[1][2] is None and found[5][2] == "null"


def test_no_rows_is_an_empty_list(table):
    assert packed_rows("p.id, p.weight", "FROM probe p WHERE p.id > 100", floats=(1,)) == []
