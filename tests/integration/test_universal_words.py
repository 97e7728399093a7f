"""A search word every type holds ("KM" of "KM# 1001", when every type cites a Krause number) filters nothing,
so the list neither checks it type by type nor gives other answers than without it: on every database as
in the in-memory catalogue."""

import json
import shutil

import pytest

from adapters.storage.catalogue import search
from adapters.storage.catalogue import types as catalogue_types
from adapters.storage.catalogue.load import import_catalogue
from adapters.storage.catalogue.repository import PeeweeCatalogue
from adapters.storage.db import database as opened
from domain.paging import PageRequest
from ports.catalogue import TYPE_SORTS, TypeQuery
from tests.conftest import IMPORTED_AT
from tests.fakes.memory_catalogue import InMemoryCatalogue
from tests.integration.test_type_list_plans import BUNDLED

QUERIES = ["fixture", "oz", "fixture oz", "oz fixture", "fixture eagle 1", "fixture 1/10", "fixture zzqx"]


@pytest.fixture
def folder(tmp_path):
    """The bundled catalogue with a reference every type cites."""
    copied = shutil.copytree(BUNDLED, tmp_path / "catalogue")
    for path in copied.glob("*.json"):
        document = json.loads(path.read_text())
        issuers = list(document.get("issuers", ()))
        while issuers:
            issuer = issuers.pop()
            issuers.extend(issuer.get("children", ()))
            for series in issuer.get("series", ()):
                for coin_type in series["types"]:
                    coin_type["references"] = [*coin_type.get("references", ()), "Fixture 1"]
        path.write_text(json.dumps(document))
    return copied


def answers(catalogue) -> dict:
    return {
        (q, sort): [
            (page.total, [entry.slug for entry in page.data])
            for page in (catalogue.types(TypeQuery(q=q, sort=sort), PageRequest(n, 5)) for n in (1, 2, 3))
        ]
        for q in QUERIES
        for sort in TYPE_SORTS
    }


def test_a_word_every_type_holds_is_not_checked_and_changes_no_answer(database, folder, monkeypatch):
    import_catalogue(folder, IMPORTED_AT)
    monkeypatch.setattr(search, "RARITY_CAP", 20)  # every type of the bundled catalogue holds "fixture": past it
    stored = answers(PeeweeCatalogue("https://cdn.test"))
    assert stored == answers(InMemoryCatalogue(folder, IMPORTED_AT))
    for sort in TYPE_SORTS:
        assert stored["fixture oz", sort] == stored["oz fixture", sort] == stored["oz", sort]
    everything = PeeweeCatalogue("https://cdn.test").types(TypeQuery(), PageRequest()).total
    assert everything > 20 and stored["fixture", "title_asc"][0][0] == everything
    assert stored["fixture zzqx", "title_asc"][0] == (0, [])

    checked = []
    run = opened.obj.execute_sql
    monkeypatch.setattr(
        opened.obj,
        "execute_sql",
        lambda sql, params=None, *rest, **named: (
            (checked.append(params) if "OFFSET" in sql and "fixture" in (params or ()) else None)
            or run(sql, params, *rest, **named)
        ),
    )
    PeeweeCatalogue("https://cdn.test").types(TypeQuery(q="fixture oz"), PageRequest(1, 5))
    assert checked == []  # the page's statement does not look for the word
    monkeypatch.setattr(catalogue_types.TypeReads, "_everywhere", lambda self, word, version: False)
    PeeweeCatalogue("https://cdn.test").types(TypeQuery(q="fixture oz"), PageRequest(1, 5))
    assert checked  # without the rule it does
