"""The type list's plans give the same pages: sorting every match and walking the sort order of all types; and
the plans that read an index range in the list's order."""

import itertools

import attrs
import pytest

from adapters.storage.catalogue import types as catalogue_types
from adapters.storage.catalogue.models import TypeRow
from domain.paging import PageRequest
from ports.catalogue import TYPE_SORTS, TypeQuery
from tests.support.bundled import shared_bundled
from tests.support.storage import catalogue_reads

FILTERS = [
    dict(),
    dict(size="1oz"),
    dict(size="other"),
    dict(purity="22k"),
    dict(purity="other"),
    dict(year_from=1850, year_to=1914),
    dict(q="sovereign"),
    dict(issuer="united-kingdom"),
    dict(size="1/10oz", purity="24k"),
    dict(category="bullion"),
    dict(category="circulation", fine_weight_from=7.0, fine_weight_to=7.4),
    dict(fine_weight_to=3.2),
]
# words starting one token ("oz", "eagle", "francs"), several ("20": 20, 200, 2000), and both with filters
SEARCHES = [
    dict(q="oz"),
    dict(q="eagle"),
    dict(q="20"),
    dict(q="20 francs"),
    dict(q="francs napoleon"),
    dict(q="1/10 oz"),
    dict(q="oz", purity="24k"),
    dict(q="oz", size="other"),
    dict(q="eagle", year_from=1900),
    dict(q="20", year_from=1850, year_to=1914),
    dict(q="oz", issuer="united-states"),
    dict(q="oz", category="bullion", fine_weight_from=31.0),
    dict(q="sovereign edward", size="other"),
    dict(q="1"),
]  # starts both "1" and "10" of the same 1/10 oz types


def every_page(catalogue, query, size, ends=None):
    """The total and each page's ids; with `ends`, only that many pages at the start and at the end."""
    first = catalogue.types(query, PageRequest(1, size))
    numbers = range(2, first.total_pages + 1)
    if ends is not None:
        numbers = sorted({n for n in numbers if n <= ends or n > first.total_pages - ends})
    pages = [first] + [catalogue.types(query, PageRequest(n, size)) for n in numbers]
    return first.total, [[t.id for t in page.data] for page in pages]


def spied_walks(monkeypatch, outcomes):
    """Records each page read that walks the sort order first: True when the walk fell short of a full page and
    the sorted matches were read after it."""
    page, entries, read = catalogue_types.TypeReads._read_page, catalogue_types.TypeReads._entries, []

    def reading(self, listing, version):
        read.append(listing)
        return entries(self, listing, version)

    def spy(self, listings, size, version):
        read.clear()
        found = page(self, listings, size, version)
        if len(listings) == 2:  # a walk of the sort order, then the sorted matches
            outcomes.append(len(read) == 2)
        return found

    monkeypatch.setattr(catalogue_types.TypeReads, "_entries", reading)
    monkeypatch.setattr(catalogue_types.TypeReads, "_read_page", spy)


def answers(catalogue, cases):
    """Each case's total and pages in every order: every page of 100, and the first and last three pages of 5 (the
    short pages' offsets at both ends; the pages of 100, the API's largest, reach every offset between)."""
    return {
        (repr(filters), sort, size): every_page(catalogue, TypeQuery(sort=sort, **filters), size, ends)
        for filters, sort, (size, ends) in itertools.product(cases, TYPE_SORTS, ((5, 3), (100, None)))
    }


def test_walking_a_short_prefix_and_sorting_every_match_agree(bundled, monkeypatch):
    catalogue = catalogue_reads("https://cdn.test")
    with monkeypatch.context() as never_walking:
        never_walking.setattr(catalogue_types, "_walk", lambda *args: None)
        sorted_only = answers(catalogue, FILTERS + SEARCHES)
    walked_short = []
    monkeypatch.setattr(catalogue_types, "WALK_AT_LEAST", 1)  # a prefix so short the walk often falls short
    spied_walks(monkeypatch, walked_short)
    assert answers(catalogue, FILTERS + SEARCHES) == sorted_only
    assert any(walked_short) and not all(walked_short)  # both outcomes of the walk were exercised
    assert sum(total for total, _ in sorted_only.values()) > 0


def test_a_searchs_total_is_the_number_of_types_listed_in_every_order(bundled):
    catalogue = catalogue_reads("https://cdn.test")
    for q, sort in itertools.product(("oz", "eagle", "sovereign", "20", "soverign 1911"), ("relevance", "title_asc")):
        total, pages = every_page(catalogue, TypeQuery(q=q, sort=sort), 5)
        listed = [type_id for page in pages for type_id in page]
        assert total == len(listed) == len(set(listed)) > 1, (q, sort)
    # a word that matches nothing leaves the others' matches, in any order (issue 44: one meaning of total)
    partial = [
        catalogue.types(TypeQuery(q="sovereign zzzz", sort=sort), PageRequest(1, 24)).total for sort in TYPE_SORTS
    ]
    assert len(set(partial)) == 1 and partial[0] > 0


def list_plan(opened, monkeypatch, query: TypeQuery, page: PageRequest, whole: bool = False) -> tuple[list, list[str]]:
    """The page `query` reads, and the steps of SQLite's plan (EXPLAIN QUERY PLAN) for its page's ids: the
    subquery of the page statement, up to the outer loop over the page (which joins the page's few rows and, built
    from rows, sorts them again); `whole`: the outer loop's steps too."""
    run, executed = opened.execute_sql, []
    monkeypatch.setattr(
        opened,
        "execute_sql",
        lambda sql, params=None, *rest, **named: executed.append((sql, params)) or run(sql, params, *rest, **named),
    )
    found = catalogue_reads("http://cdn.test").types(query, page)
    sql, params = next((sql, params) for sql, params in executed if "OFFSET" in sql)  # the page statement
    steps = [row[3] for row in run("EXPLAIN QUERY PLAN " + sql, params).fetchall()]
    return found.data, steps if whole else steps[: steps.index("SCAN page")]


@pytest.mark.parametrize("sort", TYPE_SORTS)
def test_an_issuers_list_is_read_off_its_own_index_in_every_order(bundled_database, monkeypatch, sort):
    """coin_type_root_*: an issuer's types in the list's order are an index range, neither the whole catalogue
    walked nor the issuer's matches sorted (SQLite's plan, read with EXPLAIN QUERY PLAN)."""
    with shared_bundled(bundled_database, "sqlite") as shared:
        opened = shared.opened
        run = opened.execute_sql
        # the largest issuer, on a page small enough that walking the whole sort order would be chosen
        root, total = run(
            "SELECT slug, type_count FROM issuer WHERE parent_id IS NULL ORDER BY type_count DESC LIMIT 1"
        ).fetchone()
        everything = run("SELECT count(*) FROM coin_type").fetchone()[0]
        assert total * total >= 3 * everything
        page, steps = list_plan(opened, monkeypatch, TypeQuery(issuer=root, sort=sort), PageRequest(3, 1))
        assert len(page) == 1
        assert any(step.startswith("SEARCH t USING COVERING INDEX coin_type_root_") for step in steps), steps
        assert not any(step.startswith("SCAN t") for step in steps), steps


def test_the_types_of_a_mints_issues_are_read_off_an_index(bundled_database, monkeypatch):
    """issue_mint_types: `mint=` with other filters finds the types of the issues struck there in the index, not
    in the issues' rows."""
    with shared_bundled(bundled_database, "sqlite") as shared:
        opened = shared.opened
        page, steps = list_plan(opened, monkeypatch, TypeQuery(mint="melbourne-mint", year_from=1800), PageRequest())
        assert page
        assert "SEARCH i USING COVERING INDEX issue_mint_types (mint_id=?)" in steps, steps


@pytest.mark.parametrize("sort", TYPE_SORTS)
def test_a_mints_list_is_an_index_range_in_every_order(bundled_database, monkeypatch, sort):
    """mint_type_*: a mint's types alone are read off mint_type's (mint, sort key, type) index, as the filter
    through series and issues finds them, in every order and on every page."""
    with shared_bundled(bundled_database, "sqlite") as shared:
        opened = shared.opened
        catalogue = catalogue_reads("http://cdn.test")
        mints = [slug for (slug,) in opened.execute_sql("SELECT slug FROM mint ORDER BY slug").fetchall()]
        read_off_index = {mint: every_page(catalogue, TypeQuery(mint=mint, sort=sort), 3) for mint in mints}
        monkeypatch.setattr(catalogue_types, "_mint_only", lambda query: False)
        assert {mint: every_page(catalogue, TypeQuery(mint=mint, sort=sort), 3) for mint in mints} == read_off_index
        assert sum(total for total, _ in read_off_index.values()) > 20
        monkeypatch.undo()
        busiest = max(read_off_index, key=lambda mint: read_off_index[mint][0])
        _, steps = list_plan(opened, monkeypatch, TypeQuery(mint=busiest, sort=sort), PageRequest(2, 3))
        assert any(step.startswith("SEARCH mt USING COVERING INDEX mint_type_") for step in steps), steps
        # read backwards, equal titles are sorted again; oldest first puts NULLs last
        if sort not in ("title_desc", "oldest", "year_asc"):
            assert not any("TEMP B-TREE" in step for step in steps), steps


def test_heaviest_first_is_read_in_the_order_of_an_index(bundled_database, monkeypatch):
    """coin_type_walk_heaviest: `sort=weight_desc` walks (weight DESC, id), with no sort of the types that share
    a weight."""
    with shared_bundled(bundled_database, "sqlite") as shared:
        opened = shared.opened
        page, steps = list_plan(opened, monkeypatch, TypeQuery(sort="weight_desc"), PageRequest(2, 5))
        assert "SCAN t USING COVERING INDEX coin_type_walk_heaviest" in steps, steps
        assert not any("TEMP B-TREE" in step for step in steps), steps
        weights = [
            type_.weight
            for type_ in TypeRow.select(TypeRow.weight, TypeRow.id)
            .order_by(TypeRow.weight.desc(), TypeRow.id)
            .limit(5)
            .offset(5)
        ]
        assert [summary.weight for summary in page] == weights
