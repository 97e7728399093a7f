"""The type list's read model (adapters/storage/type_summaries.py) on SQLite and PostgreSQL.

Entries rendered at import say exactly what the columns say, in each page's order, with the serving
process's CDN base; an import re-renders what its changes touch; a list never shows a stale entry, and
falls back to the columns for any type without one.
"""
import itertools
import json
import pathlib
import shutil

import orjson
import pytest

from adapters.http.converter import make_converter
from adapters.storage import db, type_summaries
from adapters.storage.catalogue import PeeweeCatalogue
from adapters.storage.catalogue_import import import_catalogue
from domain.paging import PageRequest
from ports.catalogue import TYPE_SORTS, RenderedSummary, TypeQuery
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, render_summary

BUNDLED = pathlib.Path(__file__).parents[2] / "fixtures" / "catalogue"
FILTERS = [dict(), dict(size="1oz"), dict(purity="22k"), dict(year_from=1850, year_to=1914), dict(q="sovereign"),
           dict(issuer="united-kingdom"), dict(mint="royal-mint")]
LATER = IMPORTED_AT.replace(day=5)


def listed(catalogue, query: TypeQuery, request: PageRequest) -> tuple[list[dict], int]:
    """The page's items as the API sends them, and how many of them came rendered from the store."""
    page = catalogue.types(query, request)
    convert = make_converter().unstructure
    rendered = sum(isinstance(item, RenderedSummary) for item in page.data)
    return [orjson.loads(orjson.dumps(convert(item))) for item in page.data], rendered


def every_page(catalogue, query: TypeQuery, size: int = 7):
    first = catalogue.types(query, PageRequest(1, size))
    return [listed(catalogue, query, PageRequest(n, size)) for n in range(1, first.total_pages + 1)]


def unrendered() -> int:
    return db.database.execute_sql("SELECT count(*) FROM coin_type WHERE summary_json IS NULL").fetchone()[0]


def edit(path, change):
    document = json.loads(path.read_text())
    change(document)
    path.write_text(json.dumps(document))


@pytest.fixture
def folder(tmp_path):
    return shutil.copytree(TEST_CATALOGUE, tmp_path / "catalogue")


def test_rendered_pages_say_what_the_columns_say_in_the_same_order(database):
    import_catalogue(BUNDLED, IMPORTED_AT)  # no renderer: every list is built from the columns
    catalogue = PeeweeCatalogue("https://cdn.test/")
    queries = [TypeQuery(sort=sort, **filters) for filters, sort in itertools.product(FILTERS, TYPE_SORTS)]
    from_columns = {query: every_page(catalogue, query) for query in queries}
    types = db.database.execute_sql("SELECT count(*) FROM coin_type").fetchone()[0]
    assert unrendered() == types > 0
    assert all(rendered == 0 for pages in from_columns.values() for _, rendered in pages)

    assert type_summaries.render_missing(render_summary()) == types
    assert unrendered() == 0
    for query in queries:
        pages = every_page(catalogue, query)
        assert [items for items, _ in pages] == [items for items, _ in from_columns[query]], query
        assert all(rendered == len(items) for items, rendered in pages)
    assert sum(len(items) for pages in from_columns.values() for items, _ in pages) > len(queries)


def test_each_server_puts_its_own_cdn_base_in_the_thumbnails(database):
    import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render_summary=render_summary())
    one, _ = listed(PeeweeCatalogue("https://cdn.one/images/"), TypeQuery(), PageRequest(1, 100))
    other, rendered = listed(PeeweeCatalogue("https://other.example"), TypeQuery(), PageRequest(1, 100))
    assert rendered == len(other)
    thumbnails = [(a["thumbnailUrl"], b["thumbnailUrl"]) for a, b in zip(one, other) if a["thumbnailUrl"]]
    assert thumbnails and all(a.startswith("https://cdn.one/images/types/") and
                              b == a.replace("https://cdn.one/images/", "https://other.example/") for a, b in thumbnails)
    assert [{**a, "thumbnailUrl": None} for a in one] == [{**b, "thumbnailUrl": None} for b in other]


def test_an_import_rerenders_every_entry_its_changes_touch(database, folder):
    import_catalogue(folder, IMPORTED_AT, render_summary=render_summary())
    edit(folder / "germany.json", lambda d: d["issuers"][0].update(name="Deutschland"))
    edit(folder / "united-kingdom.json",
         lambda d: d["issuers"][0]["series"][0].update(name="Sovereigns"))
    edit(folder / "switzerland.json", lambda d: d["issuers"][0]["series"][0]["types"][0].update(title="Vreneli"))
    import_catalogue(folder, LATER, render_summary=render_summary())

    items, rendered = listed(PeeweeCatalogue("https://cdn.test"), TypeQuery(), PageRequest(1, 100))
    assert unrendered() == 0 and rendered == len(items)
    by_slug = {item["slug"]: item for item in items}
    assert {by_slug[s]["rootIssuer"]["name"] for s in ("wilhelm-i-20-mark", "ludwig-ii-20-mark")} == {"Deutschland"}
    assert by_slug["sovereign-george-v"]["series"]["name"] == "Sovereigns"
    assert by_slug["20-francs-vreneli"]["title"] == "Vreneli"


def test_an_import_without_a_renderer_leaves_its_changes_to_the_columns(database, folder):
    import_catalogue(folder, IMPORTED_AT, render_summary=render_summary())
    edit(folder / "germany.json", lambda d: d["issuers"][0].update(name="Deutschland"))
    import_catalogue(folder, LATER)

    catalogue = PeeweeCatalogue("https://cdn.test")
    german, rendered = listed(catalogue, TypeQuery(issuer="germany"), PageRequest())
    assert rendered == 0 and {t["rootIssuer"]["name"] for t in german} == {"Deutschland"}
    assert unrendered() == len(german) == 3
    swiss, rendered = listed(catalogue, TypeQuery(issuer="switzerland"), PageRequest())
    assert swiss and rendered == len(swiss)  # untouched types keep their entries


def test_an_entry_whose_own_text_carries_the_cdn_mark_is_not_stored(database):
    render = render_summary()

    def marked_titles(summary):  # as if a title began with the character the mark is made of
        return render(summary).replace('"title":"', '"title":"\\u0000/')

    import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render_summary=marked_titles)
    items, rendered = listed(PeeweeCatalogue("https://cdn.test"), TypeQuery(), PageRequest(1, 100))
    assert rendered == 0 and unrendered() == len(items)
    assert not any(item["title"].startswith("https://cdn.test") for item in items)


def test_the_cdn_prefix_matches_the_urls_the_mapper_writes():
    from adapters.storage.catalogue_mapping import Mapper

    for base in ("https://cdn.test", "https://cdn.test/", "https://cdn.test/a \"quoted\" path/", ""):
        url = Mapper(base).url("/types/x.jpg")
        marked = orjson.dumps(Mapper(type_summaries.CDN_MARK).url("/types/x.jpg")).decode()
        assert marked.startswith(type_summaries.RENDERED_MARK)
        assert orjson.loads(marked.replace(type_summaries.RENDERED_MARK, type_summaries.cdn_prefix(base))) == url
