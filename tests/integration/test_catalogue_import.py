"""The import on SQLite and PostgreSQL: atomic, idempotent, ids kept, changes dated."""

import datetime as dt
import json
import shutil

import pytest

from adapters.storage.catalogue.repository import PeeweeCatalogue
from domain.errors import InvalidCatalogue
from domain.paging import PageRequest
from ports.catalogue import IssuerQuery, TypeQuery
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE
from tests.support.importing import import_catalogue

LATER = IMPORTED_AT + dt.timedelta(days=3)


@pytest.fixture
def folder(tmp_path):
    target = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, target)
    return target


def edit(path, change):
    document = json.loads(path.read_text())
    change(document)
    path.write_text(json.dumps(document))


def everything(catalogue):
    page = catalogue.types(TypeQuery(), PageRequest(1, 100))
    return {t.slug: t for t in page.data}


def test_an_invalid_record_anywhere_changes_nothing_and_is_named(database, folder):
    catalogue = PeeweeCatalogue("https://cdn.test")
    edit(folder / "switzerland.json", lambda d: d["issuers"][0]["series"][0]["types"][0].update(fineness=900))
    with pytest.raises(InvalidCatalogue) as refused:
        import_catalogue(folder, IMPORTED_AT)
    file, record, field, message = refused.value.problems[0]
    assert (file, field) == ("switzerland.json", "fineness")
    assert "20-francs-vreneli" in record and "(0, 1]" in message
    assert catalogue.types(TypeQuery(), PageRequest()).total == 0


def test_a_failure_half_way_through_writing_rolls_everything_back(database, folder):
    catalogue = PeeweeCatalogue("https://cdn.test")
    import_catalogue(folder, IMPORTED_AT)
    edit(folder / "germany.json", lambda d: d["issuers"][0].update(name="Deutschland"))
    edit(folder / "united-kingdom.json", lambda d: d["issuers"][0]["series"][0]["types"].pop())

    def interrupted(done, total):
        if done == 4:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        import_catalogue(folder, LATER, interrupted)
    assert catalogue.issuer("germany").name == "Germany"
    assert catalogue.issuer("united-kingdom").type_count == 2


def test_reimporting_the_same_files_changes_nothing(database, folder):
    catalogue = PeeweeCatalogue("https://cdn.test")
    first = import_catalogue(folder, IMPORTED_AT)
    version, before = catalogue.version(), everything(catalogue)
    again = import_catalogue(folder, LATER)
    assert first.created > 0 and not again.changed
    assert catalogue.version() == version
    after = everything(catalogue)
    assert {s: t.id for s, t in after.items()} == {s: t.id for s, t in before.items()}
    sovereign = catalogue.coin_type("united-kingdom", "sovereign", "sovereign-george-v")
    assert sovereign.updated_at == IMPORTED_AT


def test_a_changed_type_is_redated_and_keeps_its_ids(database, folder):
    catalogue = PeeweeCatalogue("https://cdn.test")
    import_catalogue(folder, IMPORTED_AT)
    before = catalogue.coin_type("united-kingdom", "sovereign", "sovereign-george-v")
    edit(
        folder / "united-kingdom.json",
        lambda d: d["issuers"][0]["series"][0]["types"][0]["issues"][2].update(mintage=2851000),
    )
    report = import_catalogue(folder, LATER)
    after = catalogue.coin_type("united-kingdom", "sovereign", "sovereign-george-v")
    assert (report.kinds["types"].updated, report.kinds["issues"].updated, report.updated) == (1, 1, 2)
    assert after.updated_at == LATER
    assert after.id == before.id and [i.id for i in after.issues] == [i.id for i in before.issues]
    assert after.issues[2].mintage == 2851000
    half = catalogue.coin_type("united-kingdom", "sovereign", "half-sovereign-george-v")
    assert half.updated_at == IMPORTED_AT


def test_a_type_left_out_of_its_tree_is_removed_and_counts_follow(database, folder):
    catalogue = PeeweeCatalogue("https://cdn.test")
    import_catalogue(folder, IMPORTED_AT)
    gone = json.loads((folder / "south-africa.json").read_text())["issuers"][0]["series"][0]["types"][-1]
    edit(folder / "south-africa.json", lambda d: d["issuers"][0]["series"][0]["types"].pop())
    report = import_catalogue(folder, LATER)
    assert (report.kinds["types"].deleted, report.kinds["issues"].deleted) == (1, len(gone["issues"]))
    assert report.deleted == 1 + len(gone["issues"]) and len(gone["issues"]) > 0
    assert catalogue.issuer("south-africa").type_count == 1
    assert set(everything(catalogue)) >= {"krugerrand-1oz"} and "krugerrand-1-10oz" not in everything(catalogue)


def test_duplicate_slugs_and_unknown_mints_are_refused(database, folder):
    def break_it(document):
        series = document["issuers"][0]["series"][0]
        series["types"].append(dict(series["types"][0]))
        series["mint"] = "atlantis-mint"

    edit(folder / "switzerland.json", break_it)
    with pytest.raises(InvalidCatalogue) as refused:
        import_catalogue(folder, IMPORTED_AT)
    messages = " | ".join(p[3] for p in refused.value.problems)
    assert "appears twice" in messages and "unknown mint 'atlantis-mint'" in messages


def test_an_issuer_slug_that_a_route_owns_is_refused(database, folder):
    edit(folder / "switzerland.json", lambda d: d["issuers"][0].update(slug="highlighted"))
    with pytest.raises(InvalidCatalogue, match="reserved"):
        import_catalogue(folder, IMPORTED_AT)


def test_a_total_follows_the_next_import_at_once(database, folder):
    catalogue = PeeweeCatalogue("https://cdn.test")
    import_catalogue(folder, IMPORTED_AT)
    south_africa = TypeQuery(issuer="south-africa")
    assert catalogue.types(south_africa, PageRequest()).total == 2
    assert catalogue.types(south_africa, PageRequest(2, 1)).total == 2  # the remembered total, same answer
    everything_before = catalogue.types(TypeQuery(), PageRequest()).total
    assert catalogue.types(TypeQuery(), PageRequest(2, 1)).total == everything_before
    edit(folder / "south-africa.json", lambda d: d["issuers"][0]["series"][0]["types"].pop())
    import_catalogue(folder, LATER)
    page = catalogue.types(south_africa, PageRequest())
    assert (page.total, [t.slug for t in page.data]) == (1, ["krugerrand-1oz"])
    assert catalogue.types(TypeQuery(), PageRequest()).total == everything_before - 1


def test_a_search_and_the_issuer_list_follow_the_next_import_at_once(database, folder):
    """Word spans and totals are remembered under the version the last page was read with; the first read
    after an import sees the new one and answers under it (a word that started nothing now starts a title)."""
    catalogue = PeeweeCatalogue("https://cdn.test")
    import_catalogue(folder, IMPORTED_AT)
    assert catalogue.types(TypeQuery(q="goudstuk"), PageRequest()).total == 0
    assert catalogue.types(TypeQuery(q="goudstuk"), PageRequest()).total == 0  # remembered: no such token
    assert catalogue.issuers(IssuerQuery(q="confederation"), PageRequest()).total == 0
    edit(
        folder / "south-africa.json",
        lambda d: d["issuers"][0]["series"][0]["types"][1].update(title="Krugerrand Goudstuk 1/10 oz"),
    )
    edit(folder / "switzerland.json", lambda d: d["issuers"][0].update(name="Swiss Confederation"))
    import_catalogue(folder, LATER)
    page = catalogue.types(TypeQuery(q="goudstuk"), PageRequest())
    assert (page.total, [t.slug for t in page.data]) == (1, ["krugerrand-1-10oz"])
    assert catalogue.issuers(IssuerQuery(q="confederation"), PageRequest()).total == 1


def test_a_types_sources_are_served_as_the_file_names_them(database, folder):
    import_catalogue(folder, IMPORTED_AT)
    krugerrand = PeeweeCatalogue("https://cdn.test").coin_type("south-africa", "krugerrand", "krugerrand-1oz")
    assert [(s.title, s.url, s.covers) for s in krugerrand.sources] == [
        ("South African Mint: the Krugerrand", "https://www.samint.co.za/", ("specification", "design"))
    ]


def test_a_type_without_a_specification_source_is_refused(database, folder):
    def unsourced(document):
        document["issuers"][0]["series"][0]["types"][1]["sources"] = [
            {"title": "A mintage table", "url": "https://mint.example/mintages", "covers": ["mintages"]}
        ]

    edit(folder / "south-africa.json", unsourced)
    with pytest.raises(InvalidCatalogue) as refused:
        import_catalogue(folder, IMPORTED_AT)
    assert [(record.rsplit("/", 1)[-1], field) for _, record, field, _ in refused.value.problems] == [
        ("krugerrand-1-10oz", "sources")
    ]


@pytest.mark.parametrize(
    "source, field, problem",
    [
        ({"title": "Mint", "url": "www.mint.example/coin", "covers": ["specification"]}, "url", "not an http(s) URL"),
        ({"title": "Mint", "url": "https://mint.example/Münze", "covers": ["years"]}, "url", "not an http(s) URL"),
        (
            {"title": "Mint", "url": "https://mint.example/", "covers": ["weights"]},
            "covers[0]",
            "'weights' is not one of",
        ),
        ({"title": "Mint", "url": "https://mint.example/", "covers": []}, "covers", "name at least one of"),
        ({"url": "https://mint.example/", "covers": ["years"]}, "title", "is required"),
    ],
)
def test_a_malformed_source_is_refused_naming_its_place(database, folder, source, field, problem):
    edit(folder / "south-africa.json", lambda d: d["issuers"][0]["series"][0]["types"][1].update(sources=[source]))
    with pytest.raises(InvalidCatalogue) as refused:
        import_catalogue(folder, IMPORTED_AT)
    found = [(record, f) for _, record, f, message in refused.value.problems if problem in message]
    assert len(found) == 1 and found[0][0].endswith("/krugerrand-1-10oz/sources[0]") and found[0][1] == field
    assert PeeweeCatalogue("https://cdn.test").types(TypeQuery(), PageRequest()).total == 0


def test_a_series_filed_under_an_issuer_with_children_is_refused_naming_it(database, folder):
    def file_on_the_empire(document):
        empire = document["issuers"][0]["children"][0]
        empire["series"] = [empire["children"][1]["series"].pop(0)]

    edit(folder / "germany.json", file_on_the_empire)
    with pytest.raises(InvalidCatalogue) as refused:
        import_catalogue(folder, IMPORTED_AT)
    assert refused.value.problems == [
        (
            "germany.json",
            "issuers[0]/germany/children[0]/german-empire",
            "series",
            "issuer 'german-empire' has children: file its series under a leaf issuer beneath it",
        )
    ]
