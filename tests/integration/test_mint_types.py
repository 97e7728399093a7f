"""A mint's list read off mint_type (adapters/storage/mint_types.py, m0015) follows every import, on every
database as in the in-memory catalogue; a catalogue imported before m0015 gets its rows from the migration,
and one changed by code that does not fill the table is listed through series and issues instead."""
import importlib
import json
import shutil

import pytest

from adapters.storage.catalogue import PeeweeCatalogue
from adapters.storage.catalogue_import import import_catalogue
from adapters.storage import catalogue_types, db
from domain.paging import PageRequest
from ports.catalogue import TYPE_SORTS, TypeQuery
from tests.conftest import IMPORTED_AT
from tests.fakes.memory_catalogue import InMemoryCatalogue
from tests.integration.test_type_list_plans import BUNDLED

LATER = IMPORTED_AT.replace(day=5)


def lists(catalogue) -> dict:
    mints = [slug for slug, in db.database.execute_sql("SELECT slug FROM mint ORDER BY slug").fetchall()]
    return {(mint, sort): [(t.id, t.title) for t in catalogue.types(TypeQuery(mint=mint, sort=sort),
                                                                     PageRequest(1, 100)).data]
            for mint in mints for sort in TYPE_SORTS}


def read_off_mint_type(monkeypatch) -> list:
    """Records each page statement that reads mint_type."""
    statements, run = [], db.database.obj.execute_sql
    monkeypatch.setattr(db.database.obj, "execute_sql", lambda sql, params=None, *rest, **named: (
        statements.append(sql) if "FROM mint_type mt" in sql else None) or run(sql, params, *rest, **named))
    return statements


def titles(answers: dict) -> dict:
    return {key: [title for _, title in found] for key, found in answers.items()}


@pytest.fixture
def folder(tmp_path):
    return shutil.copytree(BUNDLED, tmp_path / "catalogue")


def test_a_mints_list_follows_each_import_as_the_memory_catalogue_does(database, folder, monkeypatch):
    import_catalogue(folder, IMPORTED_AT)
    path = folder / "australia.json"
    document = json.loads(path.read_text())
    series = next(s for issuer in document["issuers"] for s in issuer["series"] if s["types"][0]["issues"])
    series["types"][0]["title"] = "Aaa first in title order"
    for issue in series["types"][0]["issues"]:
        issue["mint"] = "royal-mint"
    path.write_text(json.dumps(document))
    import_catalogue(folder, LATER)

    statements = read_off_mint_type(monkeypatch)
    stored = lists(PeeweeCatalogue("https://cdn.test"))
    assert statements, "the lists were not read off mint_type"
    assert titles(stored) == titles(lists(InMemoryCatalogue(folder, LATER)))
    assert stored["royal-mint", "title_asc"][0][1] == "Aaa first in title order"


def test_the_migration_fills_mint_type_for_a_catalogue_imported_before(database):
    import_catalogue(BUNDLED, IMPORTED_AT)
    before = lists(PeeweeCatalogue("https://cdn.test"))
    db.database.execute_sql("DELETE FROM mint_type")
    db.database.execute_sql("DELETE FROM catalogue_meta WHERE key = 'mint_types'")
    importlib.import_module("adapters.storage.migrations.m0015_mint_types").upgrade(db.database)
    assert db.database.execute_sql("SELECT count(*) FROM mint_type").fetchone()[0] > 20
    assert lists(PeeweeCatalogue("https://cdn.test")) == before


def test_a_catalogue_changed_without_filling_mint_type_is_listed_through_series_and_issues(database, monkeypatch):
    import_catalogue(BUNDLED, IMPORTED_AT)
    before = lists(PeeweeCatalogue("https://cdn.test"))
    db.database.execute_sql("DELETE FROM mint_type")  # as an import by code that does not know the table left it
    db.database.execute_sql("UPDATE catalogue_meta SET value = 'changed elsewhere' WHERE key = 'version'")
    statements = read_off_mint_type(monkeypatch)
    assert lists(PeeweeCatalogue("https://cdn.test")) == before
    assert statements == []
    monkeypatch.setattr(catalogue_types, "_mint_only", lambda query: False)  # the same lists, the filter's way
    assert lists(PeeweeCatalogue("https://cdn.test")) == before
