"""Each type's entry in the lists lives in the narrow type_summary table (read_model.py): a list page reads its
entries there and never its types' wide rows, and an entry never outlives its type."""

import json
import shutil

import pytest

from adapters.storage import db
from domain.paging import PageRequest
from ports.catalogue import TYPE_SORTS, TypeQuery
from tests.conftest import IMPORTED_AT
from tests.integration.test_read_model import on_base, unrendered
from tests.integration.test_type_list_plans import list_plan
from tests.support.bundled import BUNDLED, shared_bundled
from tests.support.importing import import_catalogue
from tests.support.storage import catalogue_reads

LATER = IMPORTED_AT.replace(day=5)
CDN = "https://cdn.test/images"


@pytest.fixture
def folder(tmp_path):
    return shutil.copytree(BUNDLED, tmp_path / "catalogue")


def pages(catalogue) -> dict:
    """Every list page as sent (the records' text), in every order."""
    answers = {}
    for sort in TYPE_SORTS:
        first = catalogue.types(TypeQuery(sort=sort), PageRequest(1, 7))
        for number in range(1, first.total_pages + 1):
            found = catalogue.types(TypeQuery(sort=sort), PageRequest(number, 7))
            answers[sort, number] = [record.json for record in found.data]
    return answers


def columns(table: str) -> set[str]:
    return {column.name for column in db.database.get_columns(table)}


def test_a_list_page_reads_its_entries_and_not_its_types_rows(bundled_database, monkeypatch):
    with shared_bundled(bundled_database, "sqlite", rendered=True) as shared:
        page, steps = list_plan(shared.opened, monkeypatch, TypeQuery(), PageRequest(2, 5), whole=True)
        assert len(page) == 5 and all(record.json.startswith("{") for record in page)  # stored entries
        assert "SEARCH rec USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN" in steps, steps
        # the page's ids come off a covering index; no type row is looked up
        assert not any(step.startswith("SEARCH t USING INTEGER PRIMARY KEY") for step in steps), steps


def test_an_entry_goes_with_its_type_and_a_changed_type_gets_a_new_one(database, folder):
    import_catalogue(folder, IMPORTED_AT, render=on_base(CDN))
    path = folder / "switzerland.json"
    document = json.loads(path.read_text())
    types = document["issuers"][0]["series"][0]["types"]
    gone, changed = types.pop(), types[0]
    changed["title"] = "Renamed " + changed["title"]
    path.write_text(json.dumps(document))

    import_catalogue(folder, LATER, render=on_base(CDN))
    run = db.database.execute_sql
    assert run("SELECT count(*) FROM type_summary WHERE id NOT IN (SELECT id FROM coin_type)").fetchone()[0] == 0
    assert unrendered() == 0
    titles = [json.loads(text)["title"] for (text,) in run("SELECT summary_json FROM type_summary").fetchall()]
    assert changed["title"] in titles and gone["title"] not in titles
    listed = catalogue_reads(CDN).types(TypeQuery(q="renamed"), PageRequest(1, 24)).data
    assert [json.loads(record.json)["title"] for record in listed] == [changed["title"]]
