"""The catalogue's read model (adapters/storage/read_model.py) on SQLite and PostgreSQL.

Records rendered at import say exactly what the columns say (type list pages in each page's order, type
pages, issuer list pages, root pages), with the serving process's CDN base; an import renders again what its
changes touch; a read never shows a stale record, and falls back to the columns for any record without one.
"""

import itertools
import json
import logging
import shutil

import orjson
import pytest

import app
from adapters.http.converter import JsonRenderer, make_converter
from adapters.storage import db
from adapters.storage.catalogue import read_model
from adapters.storage.catalogue import render as read_model_render
from adapters.storage.catalogue.mapping import Mapper
from adapters.storage.catalogue.repository import PeeweeCatalogue
from domain.paging import PageRequest
from ports.catalogue import ISSUER_SORTS, TYPE_SORTS, IssuerQuery, TypeQuery
from ports.views import Rendered
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, renderer
from tests.fakes.pictures import catalogue_copies
from tests.support.importing import import_catalogue
from tests.support.storage import catalogue_reads as reads

FILTERS = [
    dict(),
    dict(size="1oz"),
    dict(purity="22k"),
    dict(year_from=1850, year_to=1914),
    dict(q="sovereign"),
    dict(issuer="united-kingdom"),
    dict(mint="royal-mint"),
]
LATER = IMPORTED_AT.replace(day=5)


CONVERTER = make_converter()  # one, as the service has: making one costs more than what it converts


def api(value):
    return orjson.loads(orjson.dumps(CONVERTER.unstructure(value)))


def everything(catalogue) -> tuple[dict, int]:
    """Every read the read model serves, as the API sends it, and how many answers came rendered."""
    answers, rendered = {}, 0

    def keep(key, value):
        nonlocal rendered
        rendered += isinstance(value, Rendered)
        answers[key] = api(value)

    def pages(key, read):
        # every page of 100 (the API's largest), and the first and last two pages of 7 (short pages' offsets at
        # both ends)
        for size, ends in ((100, None), (7, 2)):
            first = read(PageRequest(1, size))
            last = first.total_pages
            for number in range(1, last + 1):
                if ends is not None and ends < number <= last - ends:
                    continue
                page = read(PageRequest(number, size))
                answers[key, "total", size, number] = (page.total, page.total_pages)
                answers[key, "page", size, number] = api(page)  # the page whole, as sent: one array text when rendered
                for position, item in enumerate(page.data):
                    keep((key, size, number, position), item)

    for filters, sort in itertools.product(FILTERS, TYPE_SORTS):
        pages(("types", repr(filters), sort), lambda page: catalogue.types(TypeQuery(sort=sort, **filters), page))
    for roots_only, sort in itertools.product((True, False), ISSUER_SORTS):
        pages(
            ("issuers", roots_only, sort),
            lambda page: catalogue.issuers(IssuerQuery(roots_only=roots_only, sort=sort), page),
        )
    for identity in catalogue.type_identities(PageRequest(1, 10000)).data:
        keep(("type", identity), catalogue.coin_type(identity.issuer_slug, identity.series_slug, identity.slug))
    for root in catalogue.issuers(IssuerQuery(), PageRequest(1, 100)).data:
        keep(("issuer", api(root)["slug"]), catalogue.issuer(api(root)["slug"]))
    return answers, rendered


def records(answers: dict, group: str) -> list:
    """The (key, record) pairs of one list group's pages in `answers`."""
    return [(key, item) for key, item in answers.items() if key[0][0] == group and key[1] not in ("total", "page")]


def records_in(answers: dict) -> int:
    return sum(key[1] not in ("total", "page") for key in answers)


def records_in_database() -> int:
    return db.database.execute_sql(
        "SELECT 2 * count(*) + (SELECT count(*) + count(*) FILTER (WHERE parent_id IS NULL) FROM issuer) FROM coin_type"
    ).fetchone()[0]


def unrendered() -> int:
    return sum(
        db.database.execute_sql(f"SELECT count(*) FROM {table} WHERE {condition}").fetchone()[0]
        for table, condition in (
            ("coin_type", "id NOT IN (SELECT id FROM type_summary)"),
            ("coin_type", "detail_json IS NULL"),
            ("issuer", "list_json IS NULL"),
            ("issuer", "detail_json IS NULL AND parent_id IS NULL"),
        )
    )


def edit(path, change):
    document = json.loads(path.read_text())
    change(document)
    path.write_text(json.dumps(document))


def series(document: dict, slug: str) -> dict:
    issuers = list(document["issuers"])
    while issuers:
        issuer = issuers.pop()
        issuers.extend(issuer.get("children", ()))
        for found in issuer.get("series", ()):
            if found["slug"] == slug:
                return found
    raise KeyError(slug)


@pytest.fixture
def folder(tmp_path):
    return shutil.copytree(TEST_CATALOGUE, tmp_path / "catalogue")


def test_rendered_records_say_what_the_columns_say(bundled_copy):
    # imported without a renderer (tests/support/bundled.py): every read is built from the columns
    catalogue = reads("https://cdn.test/")
    from_columns, rendered = everything(catalogue)
    records = unrendered()
    assert rendered == 0 and records > 0

    assert read_model_render.render_missing(renderer()) == records
    assert unrendered() == 0
    from_read_model, rendered = everything(catalogue)
    assert from_read_model == from_columns
    assert rendered == records_in(from_columns)


def test_each_server_puts_its_own_cdn_base_in_every_url(database):
    import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
    one, rendered = everything(reads("https://cdn.one/images/"))
    other, _ = everything(reads("https://other.example"))
    assert rendered > 0 and one.keys() == other.keys()
    text = json.dumps(list(one.values()))
    assert text.count("https://cdn.one/images/named/") > 10 and "other.example" not in text
    assert json.dumps(list(other.values())) == text.replace("https://cdn.one/images/", "https://other.example/")


def test_records_are_written_with_the_base_of_the_renderer_and_sent_as_they_are_on_it(database, folder):
    import_catalogue(folder, IMPORTED_AT, render=on_base("https://cdn.one/images/"), pictures=catalogue_copies())
    same, rendered = everything(reads("https://cdn.one/images"))
    other, _ = everything(reads("https://other.example"))
    assert rendered == records_in(same) > 0
    text = json.dumps(list(same.values()))
    assert text.count("https://cdn.one/images/named/") > 10
    assert json.dumps(list(other.values())) == text.replace("https://cdn.one/images/", "https://other.example/")
    stored = dict(db.database.execute_sql("SELECT id, summary_json FROM type_summary").fetchall())
    page = reads("https://cdn.one/images").types(TypeQuery(), PageRequest(1, 9)).data
    assert [record.json for record in page] == [stored[int(record.id)] for record in page]  # split out exactly

    # an import on other settings renders what its changes touch on the base the other records were written with
    edit(folder / "switzerland.json", lambda d: d["issuers"][0].update(name="Schweiz"))
    import_catalogue(folder, LATER, render=on_base("https://elsewhere.test"), pictures=catalogue_copies())
    later, rendered = everything(reads("https://cdn.one/images"))
    assert unrendered() == 0 and rendered == records_in(later)
    assert "elsewhere.test" not in json.dumps(list(later.values()))
    assert {item["name"] for key, item in records(later, "issuers") if item["slug"] == "switzerland"} == {"Schweiz"}


def on_base(cdn_base_url: str) -> JsonRenderer:
    return JsonRenderer(make_converter(), renderer().fingerprint, cdn_base_url)


def test_an_import_renders_again_every_record_its_changes_touch(database, folder):
    import_catalogue(folder, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
    edit(folder / "switzerland.json", lambda d: d["issuers"][0].update(name="Schweiz"))
    edit(folder / "germany.json", lambda d: series(d, "bavaria-20-mark").update(name="Bavarian 20 Mark"))
    edit(folder / "south-africa.json", lambda d: series(d, "krugerrand")["types"][0].update(title="Krugerrand"))
    mints = {"melbourne": "Royal Mint, Melbourne Branch", "berlin": "Staatliche Münze Berlin"}
    edit(folder / "mints.json", lambda d: [m.update(name=mints[m["slug"]]) for m in d["mints"] if m["slug"] in mints])
    import_catalogue(folder, LATER, render=renderer(), pictures=catalogue_copies())

    catalogue = reads("https://cdn.test")
    answers, rendered = everything(catalogue)
    assert unrendered() == 0 and rendered == records_in(answers)
    listed = {item["slug"]: item for key, item in records(answers, "types")}
    assert listed["20-francs-vreneli"]["rootIssuer"]["name"] == "Schweiz"
    assert listed["ludwig-ii-20-mark"]["series"]["name"] == "Bavarian 20 Mark"
    assert listed["krugerrand-1oz"]["title"] == "Krugerrand"
    pages = {key[1].slug: page for key, page in answers.items() if key[0] == "type"}
    assert pages["20-francs-vreneli"]["rootIssuer"]["name"] == "Schweiz"
    assert pages["ludwig-ii-20-mark"]["series"]["name"] == "Bavarian 20 Mark"
    assert pages["krugerrand-1oz"]["title"] == "Krugerrand"
    assert pages["wilhelm-i-20-mark"]["mint"]["name"] == "Staatliche Münze Berlin"  # its series' mint
    for slug in ("sovereign-george-v", "half-sovereign-george-v"):  # a mint of their issues
        assert "Royal Mint, Melbourne Branch" in {i["mint"]["name"] for i in pages[slug]["issues"] if i["mint"]}
    assert answers["issuer", "switzerland"]["name"] == "Schweiz"
    issuers = {item["slug"]: item for key, item in records(answers, "issuers")}
    assert issuers["switzerland"]["name"] == "Schweiz"


def test_a_first_import_drops_nothing_and_renders_everything(database, folder, caplog):
    """Nothing is stored before the first render, so nothing is nulled (on a first import every mint, series
    and issuer is new, and dropping what each touches would visit every type)."""
    caplog.set_level(logging.DEBUG, logger="peewee")
    import_catalogue(folder, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
    assert [r.getMessage() for r in caplog.records if "_json = NULL" in r.getMessage()] == []
    assert unrendered() == 0
    caplog.clear()
    edit(folder / "switzerland.json", lambda d: d["issuers"][0].update(name="Schweiz"))
    import_catalogue(
        folder, LATER, render=renderer(), pictures=catalogue_copies()
    )  # a later import drops what its change touches
    assert [r.getMessage() for r in caplog.records if "_json = NULL" in r.getMessage()]
    assert unrendered() == 0


def test_an_import_without_a_renderer_leaves_its_changes_to_the_columns(database, folder):
    import_catalogue(folder, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
    edit(folder / "germany.json", lambda d: d["issuers"][0].update(name="Deutschland"))
    import_catalogue(folder, LATER, pictures=catalogue_copies())

    catalogue = reads("https://cdn.test")
    german = catalogue.types(TypeQuery(issuer="germany"), PageRequest())
    assert not any(isinstance(t, Rendered) for t in german.data)
    assert {api(t)["rootIssuer"]["name"] for t in german.data} == {"Deutschland"}
    page = catalogue.coin_type("germany", "prussia-20-mark", "wilhelm-i-20-mark")
    assert not isinstance(page, Rendered) and page.root_issuer.name == "Deutschland"
    root = catalogue.issuer("germany")
    assert not isinstance(root, Rendered) and root.name == "Deutschland"
    swiss = catalogue.types(TypeQuery(issuer="switzerland"), PageRequest()).data
    assert swiss and all(isinstance(t, Rendered) for t in swiss)  # untouched types keep theirs


def test_a_record_whose_own_text_carries_the_cdn_mark_is_not_stored(database):
    render = renderer()

    def marked_titles(value):  # as if every title and name began with the character the mark is made of
        return render(value).replace('"title":"', '"title":"\\u0000/').replace('"name":"', '"name":"\\u0000/')

    marked_titles.fingerprint = render.fingerprint
    import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=marked_titles, pictures=catalogue_copies())
    answers, rendered = everything(reads("https://cdn.test"))
    assert rendered == 0 and unrendered() > 0
    assert "https://cdn.test/" in json.dumps(list(answers.values()))
    assert not any(
        item.get("title", item.get("name", "")).startswith("https://")
        for item in answers.values()
        if isinstance(item, dict)
    )


def test_records_rendered_by_other_code_are_not_read_and_are_rendered_again(database):
    import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
    version = PeeweeCatalogue("https://cdn.test").version()
    newer = JsonRenderer(make_converter(), fingerprint="newer code")
    on_newer_code = reads("https://cdn.test", newer.fingerprint)
    answers, rendered = everything(on_newer_code)
    assert rendered == 0  # what is stored came from the older code

    assert read_model_render.render_missing(newer) == records_in_database()
    assert everything(reads("https://cdn.test", newer.fingerprint)) == (answers, records_in(answers))
    assert everything(reads("https://cdn.test", renderer().fingerprint))[1] == 0
    assert PeeweeCatalogue("https://cdn.test").version() != version  # cached answers and ETags move on
    assert read_model_render.render_missing(newer) == 0


def test_db_upgrade_renders_a_catalogue_imported_before_the_read_model(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{tmp_path}/cli.db")
    assert app.main(["db", "upgrade"]) == 0
    import_catalogue(
        TEST_CATALOGUE, IMPORTED_AT, pictures=catalogue_copies()
    )  # as an import without a renderer leaves it
    assert unrendered() > 0
    capsys.readouterr()
    assert app.main(["db", "upgrade"]) == 0
    assert "rendered" in capsys.readouterr().out and unrendered() == 0


def test_the_cdn_prefix_matches_the_urls_the_mapper_writes():
    bases = ("https://cdn.test", "https://cdn.test/", 'https://cdn.test/a "quoted" path/', "", read_model.CDN_MARK)
    for written, own in itertools.product(bases, repeat=2):
        stored = orjson.dumps({"url": Mapper(written).url("/types/x.jpg"), "other": "see /types/y.jpg"}).decode()
        urls = read_model.Urls(written, own)
        assert stored.count(read_model.cdn_prefix(written)) == 1
        assert orjson.loads(urls.text(stored)) == {"url": Mapper(own).url("/types/x.jpg"), "other": "see /types/y.jpg"}
        assert urls.body(stored.encode()) == urls.text(stored).encode()
