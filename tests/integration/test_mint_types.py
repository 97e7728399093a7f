"""A mint's list read off mint_type (adapters/storage/mint_types.py) follows every import, on every database as
in the in-memory catalogue; a catalogue changed by code that does not fill the table is listed through series
and issues instead, and neither the read model rendered again by new code nor `goldcoins db upgrade` leaves
the table behind."""

import json
import shutil

import pytest

from adapters.http.converter import JsonRenderer, make_converter
from adapters.storage import db
from adapters.storage.catalogue import render as read_model_render
from adapters.storage.catalogue import types as catalogue_types
from domain.paging import PageRequest
from ports.catalogue import TYPE_SORTS, TypeQuery
from ports.views import Rendered
from tests.conftest import IMPORTED_AT
from tests.fakes.memory_catalogue import InMemoryCatalogue
from tests.integration.test_read_model import on_base
from tests.support.bundled import BUNDLED
from tests.support.importing import import_catalogue
from tests.support.storage import catalogue_reads as reads
from tests.support.storage import goldcoins_on_bound_database

LATER = IMPORTED_AT.replace(day=5)


def lists(catalogue) -> dict:
    mints = [slug for (slug,) in db.database.execute_sql("SELECT slug FROM mint ORDER BY slug").fetchall()]
    return {
        (mint, sort): [
            (str(t.id), title_of(t)) for t in catalogue.types(TypeQuery(mint=mint, sort=sort), PageRequest(1, 100)).data
        ]
        for mint in mints
        for sort in TYPE_SORTS
    }


def title_of(entry) -> str:
    """A list entry's title, built from the columns (TypeSummary) or as stored by the read model (Rendered)."""
    return json.loads(entry.json)["title"] if isinstance(entry, Rendered) else entry.title


def read_off_mint_type(monkeypatch) -> list:
    """Records each page statement that reads mint_type."""
    statements, run = [], db.database.obj.execute_sql
    monkeypatch.setattr(
        db.database.obj,
        "execute_sql",
        lambda sql, params=None, *rest, **named: (
            (statements.append(sql) if "FROM mint_type mt" in sql else None) or run(sql, params, *rest, **named)
        ),
    )
    return statements


def titles(answers: dict) -> dict:
    return {key: [title for _, title in found] for key, found in answers.items()}


@pytest.fixture
def folder(tmp_path):
    return shutil.copytree(BUNDLED, tmp_path / "catalogue")


def test_a_mints_list_follows_each_import_as_the_memory_catalogue_does(bundled_copy, folder, monkeypatch):
    # bundled_copy holds `folder` as it is, imported at IMPORTED_AT
    path = folder / "australia.json"
    document = json.loads(path.read_text())
    series = next(s for issuer in document["issuers"] for s in issuer["series"] if s["types"][0]["issues"])
    series["types"][0]["title"] = "0000 first in title order"
    for issue in series["types"][0]["issues"]:
        issue["mint"] = "royal-mint"
    path.write_text(json.dumps(document))
    import_catalogue(folder, LATER)

    statements = read_off_mint_type(monkeypatch)
    stored = lists(reads("https://cdn.test"))
    assert statements, "the lists were not read off mint_type"
    assert titles(stored) == titles(lists(InMemoryCatalogue(folder, LATER)))
    assert stored["royal-mint", "title_asc"][0][1] == "0000 first in title order"


def test_a_catalogue_changed_without_filling_mint_type_is_listed_through_series_and_issues(bundled_copy, monkeypatch):
    before = lists(reads("https://cdn.test"))
    db.database.execute_sql("DELETE FROM mint_type")  # as an import by code that does not know the table left it
    db.database.execute_sql("UPDATE catalogue_meta SET value = 'changed elsewhere' WHERE key = 'version'")
    statements = read_off_mint_type(monkeypatch)
    assert lists(reads("https://cdn.test")) == before
    assert statements == []
    monkeypatch.setattr(catalogue_types, "_mint_only", lambda query: False)  # the same lists, the filter's way
    assert lists(reads("https://cdn.test")) == before


def test_the_read_model_rendered_again_by_new_code_keeps_the_mints_lists_on_mint_type(bundled_copy, monkeypatch):
    read_model_render.render_missing(on_base("https://cdn.test"))  # rendered as `goldcoins import` renders it
    before = lists(reads("https://cdn.test"))
    version = db.database.execute_sql("SELECT value FROM catalogue_meta WHERE key = 'version'").fetchone()[0]
    # a deploy whose JSON differs: `goldcoins db upgrade` renders every record again, under a new version
    newer = JsonRenderer(make_converter(), "newer code", "https://cdn.test")
    assert read_model_render.render_missing(newer) > 0
    assert db.database.execute_sql("SELECT value FROM catalogue_meta WHERE key = 'version'").fetchone()[0] != version
    statements = read_off_mint_type(monkeypatch)
    assert lists(reads("https://cdn.test")) == before
    assert statements, "the lists were not read off mint_type"


def test_db_upgrade_fills_mint_type_again_when_it_was_filled_for_another_version(bundled_copy, monkeypatch, capsys):
    before = lists(reads("https://cdn.test"))
    db.database.execute_sql("UPDATE catalogue_meta SET value = 'an older version' WHERE key = 'mint_types'")
    assert goldcoins_on_bound_database("db", "upgrade") == 0
    assert "listed every mint's types again" in capsys.readouterr().out
    statements = read_off_mint_type(monkeypatch)
    assert lists(reads("https://cdn.test")) == before
    assert statements, "the lists were not read off mint_type"
    assert goldcoins_on_bound_database("db", "upgrade") == 0
    assert "listed every mint's types again" not in capsys.readouterr().out
