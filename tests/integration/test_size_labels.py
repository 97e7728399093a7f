"""Stored size labels (size_labels.py): `size=` lists the same types, in the same order, from the
stored label as from the fine-weight windows, reads its page off an index, and never trusts labels computed
with other windows."""

import itertools
import json
import shutil

import pytest

from adapters.storage.catalogue import size_labels
from adapters.storage.catalogue.models import CatalogueMeta
from adapters.storage.catalogue.repository import PeeweeCatalogue
from adapters.storage.catalogue.stamps import StoredMatch
from adapters.storage.db import database
from domain.labels import SIZE_LABELS
from domain.paging import PageRequest
from ports.catalogue import TYPE_SORTS, TypeQuery
from tests.conftest import IMPORTED_AT
from tests.integration.test_type_list_plans import SEARCHES, every_page
from tests.support.bundled import BUNDLED, shared_bundled
from tests.support.importing import import_catalogue

SIZES = [dict(size=size) for size in SIZE_LABELS] + [
    dict(size="1oz", purity="24k"),
    dict(size="other", year_from=1850, year_to=1914),
    dict(size="1/10oz", issuer="united-states"),
    dict(size="1oz", q="eagle"),
    dict(size="other", q="sovereign"),
]


def answers(cases):
    catalogue = PeeweeCatalogue("https://cdn.test")
    return {  # every page of 100 (the API's largest), the first and last three of 5 (the short pages' offsets)
        (repr(filters), sort, size): every_page(catalogue, TypeQuery(sort=sort, **filters), size, ends)
        for filters, sort, (size, ends) in itertools.product(cases, TYPE_SORTS, ((5, 3), (100, None)))
    }


def by_windows(monkeypatch):
    """Readers made from now on filter by the windows, as with labels computed by other code."""
    monkeypatch.setattr(size_labels, "stored_match", lambda every=1.0: lambda: False)


def statements(monkeypatch) -> list[str]:
    executed, run = [], database.obj.execute_sql
    monkeypatch.setattr(
        database.obj,
        "execute_sql",
        lambda sql, params=None, *rest, **named: executed.append(sql) or run(sql, params, *rest, **named),
    )
    return executed


def test_the_stored_label_and_the_windows_list_the_same_types_in_every_order(bundled, monkeypatch):
    executed = statements(monkeypatch)
    from_labels = answers(SIZES + SEARCHES)
    assert any("size_label = " in sql for sql in executed)
    assert sum(total for total, _ in from_labels.values()) > 0
    assert all(total > 0 for (filters, _, _), (total, _) in from_labels.items() if filters == "{'size': '1oz'}")
    by_windows(monkeypatch)
    executed.clear()
    assert answers(SIZES + SEARCHES) == from_labels
    assert executed and not any("size_label" in sql for sql in executed)


def test_labels_stored_with_other_windows_are_not_read_until_relabelled(bundled_copy, monkeypatch):
    before = answers([dict(size="1oz"), dict(size="other")])
    # as another version of the code would leave them: every label wrong, under another digest
    database.execute_sql("UPDATE coin_type SET size_label = '1/50oz'")
    CatalogueMeta.put("size_labels", "other-windows")
    assert size_labels.stale()
    assert answers([dict(size="1oz"), dict(size="other")]) == before  # by the windows meanwhile

    size_labels.refresh()  # what `goldcoins db upgrade` and the next import do

    assert not size_labels.stale()
    assert database.execute_sql("SELECT count(*) FROM coin_type WHERE size_label = '1/50oz'").fetchone()[0] == 0
    assert answers([dict(size="1oz"), dict(size="other")]) == before


def test_a_reimport_moves_a_type_whose_fine_weight_changed_to_its_new_size(bundled_copy, tmp_path):
    changed = tmp_path / "catalogue"
    shutil.copytree(BUNDLED, changed)
    catalogue = PeeweeCatalogue("https://cdn.test")
    krugerrand = catalogue.types(TypeQuery(q="krugerrand", size="1oz"), PageRequest()).data[0].id
    path = changed / "south-africa.json"
    document = json.loads(path.read_text())

    def halve(node):
        for series in node.get("series", []):
            for coin_type in series["types"]:
                if coin_type["slug"] == "krugerrand-1oz":
                    coin_type["fineWeight"] = round(coin_type["fineWeight"] / 2, 4)  # now a half ounce
        for child in node.get("children", []):
            halve(child)

    halve(document["issuers"][0])
    path.write_text(json.dumps(document))

    import_catalogue(changed, IMPORTED_AT.replace(day=5))

    reread = PeeweeCatalogue("https://cdn.test")
    halves = [i for page in every_page(reread, TypeQuery(size="1/2oz"), 100)[1] for i in page]
    ounces = [i for page in every_page(reread, TypeQuery(size="1oz"), 100)[1] for i in page]
    assert krugerrand in halves and krugerrand not in ounces


@pytest.mark.parametrize("sort", TYPE_SORTS)
def test_one_sizes_list_is_read_off_its_own_index_in_every_order(bundled_database, monkeypatch, sort):
    """coin_type_size_*: one size's types in the list's order are an index range, neither the whole catalogue walked
    nor every match sorted (SQLite's plan, read with EXPLAIN QUERY PLAN)."""
    with shared_bundled(bundled_database, "sqlite") as shared:
        opened = shared.opened
        executed = statements(monkeypatch)
        page = PeeweeCatalogue("http://cdn.test").types(TypeQuery(size="1oz", sort=sort), PageRequest(2, 1))
        assert len(page.data) == 1
        sql = next(sql for sql in executed if "LIMIT" in sql)
        steps = [row[3] for row in opened.execute_sql("EXPLAIN QUERY PLAN " + sql, ["1oz", 1, 1]).fetchall()]
        assert any(step.startswith("SEARCH t USING COVERING INDEX coin_type_size_") for step in steps), steps
        assert not any(step.startswith("SCAN t") for step in steps), steps


def test_a_reader_checks_the_stored_windows_at_most_once_a_second(bundled, monkeypatch):
    executed = statements(monkeypatch)
    check = StoredMatch(size_labels.STORED_DIGEST, size_labels.DIGEST, every=3600)
    assert check() and check()
    assert sum(sql == size_labels.STORED_DIGEST for sql in executed) == 1
