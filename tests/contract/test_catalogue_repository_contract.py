"""The CatalogueRepository contract, run on SQLite and on PostgreSQL, with query budgets on hot paths."""

import datetime as dt
import json
import shutil

import orjson
import pytest
from playhouse.test_utils import assert_query_count

from adapters.http.converter import make_converter
from adapters.storage.catalogue.repository import PeeweeCatalogue
from domain import search as search_rules
from domain.errors import CoinTypeNotFound, IssuerNotFound, MintNotFound, SeriesNotFound
from domain.paging import PageRequest
from ports.catalogue import IssuerQuery, TypeQuery
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, migrated_database, renderer
from tests.fakes.memory_catalogue import InMemoryCatalogue
from tests.fakes.pictures import catalogue_copies
from tests.support.catalogue_records import complete
from tests.support.databases import reading
from tests.support.importing import import_catalogue, imported_for_reading
from tests.support.storage import catalogue_reads


@pytest.fixture(scope="module", params=["memory", "sqlite", "postgres"])
def imported(request, tmp_path_factory):
    """The test catalogue imported once for the module's tests that only read it (None: the in-memory fake)."""
    if request.param == "memory":
        yield None
        return
    folder = tmp_path_factory.mktemp("catalogue")
    options = dict(render=renderer(), pictures=catalogue_copies())
    with imported_for_reading(request.param, folder, request.node.nodeid, **options) as opened:
        yield opened


@pytest.fixture
def catalogue(imported):
    if imported is None:
        yield InMemoryCatalogue(TEST_CATALOGUE, IMPORTED_AT, pictures=catalogue_copies())
        return
    with reading(imported, "the module's test catalogue"):
        yield PeeweeCatalogue("https://cdn.test")


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def renamed(request, tmp_path):
    """The test catalogue with the Bavarian type naming the empire as its issuer, and a Berlin issue without
    the Berlin letter."""
    folder = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, folder)
    document = json.loads((folder / "germany.json").read_text())
    empire = document["issuers"][0]["children"][0]
    empire["children"][1]["series"][0]["types"][0]["issuer"] = "german-empire"
    prussia_types = empire["children"][0]["series"][0]["types"]
    prussia_types[1]["issues"].append({"year": 1873, "gregorianYear": 1873, "mintLetter": "", "finish": "proof"})
    (folder / "germany.json").write_text(json.dumps(complete(document)))
    yield from served(request, tmp_path, folder)


def served(request, tmp_path, folder):
    """The catalogue in `folder` as the fixture's param serves it: in memory, or imported into SQLite or
    PostgreSQL."""
    if request.param == "memory":
        yield InMemoryCatalogue(folder, IMPORTED_AT)
        return
    with migrated_database(request.param, tmp_path, request.node.nodeid):
        import_catalogue(folder, IMPORTED_AT, render=renderer())
        yield PeeweeCatalogue("https://cdn.test")


def peewee_only(catalogue):
    if not isinstance(catalogue, PeeweeCatalogue):
        pytest.skip("query budgets concern the database adapter")


CONVERTER = make_converter()  # one, as the service has: making one costs more than what it converts


def api(value):
    """A read's answer as the API sends it: a domain value, or JSON a store rendered ahead of time."""
    return orjson.loads(orjson.dumps(CONVERTER.unstructure(value)))


def entries(page) -> list[dict]:
    return [api(item) for item in page.data]


def slugs(page):
    return [entry["slug"] for entry in entries(page)]


def test_lists_count_and_page(catalogue):
    page = catalogue.types(TypeQuery(sort="newest"), PageRequest(2, 3))
    assert (page.total, page.total_pages, len(page.data)) == (8, 3, 3)
    assert [t["minYear"] for t in entries(page)] == [1911, 1897, 1888]


def test_search_is_case_and_accent_insensitive_on_every_database(catalogue):
    for q in ("könig", "KONIG", "Kön"):
        assert slugs(catalogue.types(TypeQuery(q=q), PageRequest())) == ["ludwig-ii-20-mark"]
    assert slugs(catalogue.types(TypeQuery(q="KM# 73"), PageRequest())) == ["krugerrand-1oz"]
    assert slugs(catalogue.mints("ZÜRICH", PageRequest())) == ["unused-mint"]


@pytest.mark.parametrize(
    "q, expected",
    [
        ("krug", {"krugerrand-1oz", "krugerrand-1-10oz"}),  # the last word also matches as a prefix
        ("krugerand", {"krugerrand-1oz", "krugerrand-1-10oz"}),  # a typo (two allowed from nine letters)
        ("vrenelli", {"20-francs-vreneli"}),  # one from five
        ("goldvreneli", {"20-francs-vreneli"}),  # an alias
        ("marks wilhelm", {"wilhelm-ii-20-mark", "wilhelm-i-20-mark"}),  # plural and singular, any order
        ("mark sovereign", set()),  # no type holds both: each of its matches holds one
        ("1/10 oz", {"krugerrand-1-10oz"}),  # a size in units ...
        ("tenth ounce krugerrand", {"krugerrand-1-10oz"}),  # ... and in words
        ("sovereign 1920", {"sovereign-george-v"}),  # a year: struck that year
        ("20 mark 1913", {"wilhelm-ii-20-mark"}),
        ("km 105", {"krugerrand-1-10oz"}),  # catalogue numbers with or without '#' and the space
        ("KM#105", {"krugerrand-1-10oz"}),
        ("km105", {"krugerrand-1-10oz"}),
        ("4551", {"krugerrand-1oz"}),  # the external catalogue id
        ("ark", set()),  # a word matches whole words or, the last, their starts: not inside one
        ("kruger", {"krugerrand-1oz", "krugerrand-1-10oz"}),
        ("krugerr 1/10", {"krugerrand-1-10oz"}),
        ("?!", set()),  # a query without a term finds nothing
    ],
)
def test_the_types_matching_every_term_come_first_and_a_sort_only_reorders_the_matches(catalogue, q, expected):
    """Issue 44, point 9: with `q`, the same types match whatever the sort (so `total` is one number); the types
    holding every term of the query lead the relevance order, on every database."""
    ranked = catalogue.types(TypeQuery(q=q, sort="relevance"), PageRequest(1, 100))
    assert set(slugs(ranked)[: len(expected)]) == expected
    for sort in ("title_asc", "newest", "weight_desc"):
        ordered = catalogue.types(TypeQuery(q=q, sort=sort), PageRequest(1, 100))
        assert (ordered.total, sorted(slugs(ordered))) == (ranked.total, sorted(slugs(ranked))), sort
    titles = [
        entry["title"] for entry in entries(catalogue.types(TypeQuery(q=q, sort="title_asc"), PageRequest(1, 100)))
    ]
    assert titles == sorted(titles, key=search_rules.sort_title)


@pytest.mark.parametrize(
    "q, first",
    [
        ("sovereign", ["sovereign-george-v", "half-sovereign-george-v"]),  # the title starting with it first
        ("half sovereign", ["half-sovereign-george-v", "sovereign-george-v"]),  # more words matched first
        ("soverign", ["sovereign-george-v", "half-sovereign-george-v"]),
        ("mark sovereign", ["sovereign-george-v"]),  # a word no type shares with the other does not zero it
        ("krugerrand", ["krugerrand-1oz", "krugerrand-1-10oz"]),  # ties: the heavier first
        ("wilhelm 1913", ["wilhelm-ii-20-mark", "wilhelm-i-20-mark"]),  # the year counts as a term
        ("helvetia", ["20-francs-vreneli"]),
    ],
)
def test_relevance_orders_the_matches_the_same_on_every_database(catalogue, q, first):
    found = slugs(catalogue.types(TypeQuery(q=q, sort="relevance"), PageRequest()))
    assert found[: len(first)] == first


@pytest.mark.parametrize(
    "q, terms, best",
    [
        ("sovereign", 1, 1),
        ("gold sovereign", 1, 1),  # `gold` is in every type: not a distinctive word
        ("gold", 0, 0),  # common words only: nothing distinctive to hold
        ("mark sovereign", 2, 1),  # no type holds both: no exact match, related coins
        ("sovereign 1920", 2, 2),  # a year is a distinctive term
        ("soverign", 1, 1),  # a word within a typo of one the index holds, held as it
        ("elephant sovereign", 2, 1),  # a word no type holds is distinctive and held by none
        ("somalia elephant", 2, 0),  # nothing holds a distinctive word: no match at all, and it says so
    ],
)
def test_a_search_says_how_well_its_matches_match_its_distinctive_terms(catalogue, q, terms, best):
    """Issue 44, point 8: the page's `match` gives the query's distinctive terms, the most of them any match
    holds, and how many each item holds, in the page's order whatever the sort, on every database."""
    ranked = catalogue.types(TypeQuery(q=q, sort="relevance"), PageRequest(1, 100))
    match = api(ranked)["match"]
    assert (match["terms"], match["best"]) == (terms, best)
    assert len(match["items"]) == len(ranked.data) and max(match["items"], default=0) == best
    held = dict(zip(slugs(ranked), match["items"]))
    paged = catalogue.types(TypeQuery(q=q, sort="relevance"), PageRequest(2, 1))
    assert api(paged)["match"]["items"] == match["items"][1:2]
    ordered = catalogue.types(TypeQuery(q=q, sort="title_asc"), PageRequest(1, 100))
    assert [held[slug] for slug in slugs(ordered)] == api(ordered)["match"]["items"]


def test_a_list_without_words_says_nothing_of_matching(catalogue):
    assert "match" not in api(catalogue.types(TypeQuery(), PageRequest()))


def test_relevance_pages_never_repeat_or_skip_a_type(catalogue):
    query = TypeQuery(q="gold", sort="relevance")  # every type holds it: ties decided by weight, title and id
    whole = slugs(catalogue.types(query, PageRequest(1, 100)))
    paged = [slug for n in range(1, 4) for slug in slugs(catalogue.types(query, PageRequest(n, 3)))]
    assert paged == whole and len(whole) == len(set(whole)) == 8


def test_issuers_are_found_by_any_name_in_their_tree_with_typos(catalogue):
    def found(q, roots=True):
        return {i["slug"] for i in entries(catalogue.issuers(IssuerQuery(q=q, roots_only=roots), PageRequest()))}

    assert found("prussia") == {"germany"}  # a name beneath it
    assert found("prusia") == {"germany"}  # with a typo
    assert found("ger") == {"germany"}  # the start of a word
    assert "prussia" in found("prussia", roots=False)
    assert found("atlantis") == set()


def test_issuers_are_found_by_their_other_names(catalogue):
    def found(q, roots=True):
        return {i["slug"] for i in entries(catalogue.issuers(IssuerQuery(q=q, roots_only=roots), PageRequest()))}

    assert found("deutschland") == {"germany"}  # its name in its own language
    assert found("swiss") == {"switzerland"}  # its demonym
    assert found("schwiez") == {"switzerland"}  # with a typo, as its name would be
    listed = {i["slug"]: i for i in entries(catalogue.issuers(IssuerQuery(), PageRequest(1, 100)))}
    assert listed["germany"]["aliases"] == ["Deutschland", "German"]
    assert listed["south-africa"]["aliases"] == []


def test_an_issuer_search_ranks_own_names_first_and_says_which_issuer_matched(catalogue):
    def ranked(q, roots=True):
        page = catalogue.issuers(IssuerQuery(q=q, roots_only=roots, sort="relevance"), PageRequest())
        return [(i["slug"], m["slug"]) for i, m in zip(entries(page), api(page.match)["items"])]

    # Prussia's own name holds the word; the German Empire and Germany hold it through Prussia (as many types
    # each: then by name)
    assert ranked("prus", roots=False) == [
        ("prussia", "prussia"),
        ("german-empire", "prussia"),
        ("germany", "prussia"),
    ]
    assert ranked("deutschland") == [("germany", "germany")]  # an alias is the issuer's own name
    assert ranked("swiss") == [("switzerland", "switzerland")]
    named = catalogue.issuers(IssuerQuery(q="prus", roots_only=False, sort="name_asc"), PageRequest())
    assert slugs(named) == ["german-empire", "germany", "prussia"] and named.match is not None
    assert catalogue.issuers(IssuerQuery(), PageRequest()).match is None  # a list without words says nothing


def test_a_type_is_found_by_its_issuers_other_names(catalogue):
    def first(q, n=2):
        return slugs(catalogue.types(TypeQuery(q=q, sort="relevance"), PageRequest(1, n)))

    assert set(first("deutschland 20 mark", 3)) == {"wilhelm-ii-20-mark", "wilhelm-i-20-mark", "ludwig-ii-20-mark"}
    assert first("swiss gold", 1) == ["20-francs-vreneli"]
    assert set(slugs(catalogue.types(TypeQuery(q="schweiz"), PageRequest(1, 100)))) == {"20-francs-vreneli"}


def test_filters_agree_on_every_database(catalogue):
    def found(**query):
        return set(slugs(catalogue.types(TypeQuery(**query), PageRequest())))

    assert found(mint="melbourne") == {"sovereign-george-v", "half-sovereign-george-v"}
    assert found(size="1oz", purity="22k") == {"krugerrand-1oz"}
    assert found(year_from=1900, year_to=1910) == {"wilhelm-ii-20-mark", "20-francs-vreneli"}
    assert found(category="bullion") == {"krugerrand-1oz", "krugerrand-1-10oz"}
    assert found(category="bullion", fine_weight_from=31.0, fine_weight_to=31.2) == {"krugerrand-1oz"}
    assert found(fine_weight_from=7.1685, fine_weight_to=7.3224, sort="weight_desc") == {
        "sovereign-george-v",
        "wilhelm-ii-20-mark",
        "wilhelm-i-20-mark",
        "ludwig-ii-20-mark",
    }
    assert found(issuer="germany", sort="weight_desc") == {
        "wilhelm-ii-20-mark",
        "wilhelm-i-20-mark",
        "ludwig-ii-20-mark",
    }


def test_details_and_counts(catalogue):
    germany = api(catalogue.issuer("germany"))
    assert (germany["seriesCount"], germany["typeCount"]) == (2, 3)
    series = catalogue.series("germany", "prussia-20-mark")
    assert series.lead_type.slug == "wilhelm-i-20-mark" and series.mint.letter == "A"
    assert catalogue.mint("melbourne").stats.year_range.max == 1932
    assert [h.slug for h in catalogue.highlighted_issuers()] == ["united-kingdom", "south-africa", "germany"]
    assert len(catalogue.catalogue_identities().series) == 5
    issuers = catalogue.issuers(IssuerQuery(roots_only=False), PageRequest())
    assert issuers.total == 7 and "united-kingdom" in {issuer["slug"] for issuer in entries(issuers)}


def test_a_type_counts_for_the_issuer_named_on_it_and_a_series_where_it_is_filed(renamed):
    issuers = entries(renamed.issuers(IssuerQuery(roots_only=False), PageRequest()))
    counts = {i["slug"]: (i["seriesCount"], i["typeCount"]) for i in issuers}
    assert {slug: counts[slug] for slug in ("germany", "german-empire", "prussia", "bavaria")} == {
        "germany": (2, 3),
        "german-empire": (2, 3),
        "prussia": (1, 2),
        "bavaria": (1, 0),
    }


def test_a_mints_issue_count_is_of_the_issues_carrying_its_letter(renamed):
    mints = {m["slug"]: m for m in entries(renamed.mints(None, PageRequest(1, 100)))}
    assert {slug: m["issueCount"] for slug, m in mints.items()} == {
        "berlin": 3,  # and one more struck there without the letter
        "munich": 1,
        "royal-mint": 0,  # uses no letter
        "melbourne": 2,
        "sydney": 1,
        "south-african-mint": 0,
        "bern": 3,
        "unused-mint": 0,
    }


def test_lookups_raise_the_domain_not_found(catalogue):
    for call, error in (
        (lambda: catalogue.issuer("prussia"), IssuerNotFound),
        (lambda: catalogue.series("germany", "sovereign"), SeriesNotFound),
        (lambda: catalogue.coin_type("germany", "prussia-20-mark", "nope"), CoinTypeNotFound),
        (lambda: catalogue.mint("nope"), MintNotFound),
    ):
        with pytest.raises(error):
            call()


def test_types_by_ids_skips_unknown_and_malformed_ids(catalogue):
    krugerrand = entries(catalogue.types(TypeQuery(q="KM# 73"), PageRequest()))[0]
    found = catalogue.types_by_ids([krugerrand["id"], "999", "x"])
    assert list(found) == [krugerrand["id"]]
    assert api(found[krugerrand["id"]]) == krugerrand


def test_hot_paths_run_a_constant_number_of_queries(catalogue):
    peewee_only(catalogue)
    catalogue = catalogue_reads("https://cdn.test")  # as the API reads: the read model's records where stored
    # first reads: the catalogue version with the fingerprint and CDN base of the read model (both remembered
    # under the version); the mint index's state; the index's common words (remembered under the version: which
    # of the query's terms are distinctive); then, on SQLite, how common the word is (PostgreSQL's planner
    # decides that itself), the search's candidates (ranked and remembered: a sort only orders the same matches),
    # the page (a word this short needs no vocabulary)
    from adapters.storage.db import on_postgres

    with assert_query_count(5 if on_postgres() else 6):
        catalogue.types(TypeQuery(q="mark", mint="berlin", sort="newest"), PageRequest(1, 24))
    with assert_query_count(1):  # the page, which reads the version too: the matches are remembered under it
        catalogue.types(TypeQuery(q="mark", mint="berlin", sort="newest"), PageRequest(1, 24))
    with assert_query_count(2):
        catalogue.type_identities(PageRequest(1, 10000))
    with assert_query_count(2):  # the total, the page (and the version with it)
        catalogue.issuers(IssuerQuery(roots_only=False), PageRequest())
    with assert_query_count(1):
        catalogue.issuers(IssuerQuery(roots_only=False), PageRequest(2, 3))
    with assert_query_count(1):  # the type with its series, issuers and mint, its pictures and issues
        catalogue.coin_type("united-kingdom", "sovereign", "sovereign-george-v")
    with assert_query_count(4):
        catalogue.series_of_issuer("germany", None, PageRequest())


def test_a_types_pictures_and_issues_come_in_file_order_with_every_field(catalogue):
    sovereign = api(catalogue.coin_type("united-kingdom", "sovereign", "sovereign-george-v"))
    assert [p["side"] for p in sovereign["pictures"]] == ["obverse", "reverse"]
    first = sovereign["pictures"][0]
    assert first["url"] == "https://cdn.test/named/sovereign-george-v-obverse-large.webp"
    assert (first["copyright"], first["license"]) == ("Gold Coin Catalogue (generated test picture)", "CC0-1.0")
    assert [
        (i["year"], i["finish"], i["mintLetter"], i["mint"]["slug"] if i["mint"] else None, i["mintage"])
        for i in sovereign["issues"]
    ] == [
        (1911, "circulation", "", None, 30044105),
        (1911, "proof", "", None, 3764),
        (1911, "circulation", "M", "melbourne", None),
        (1920, "circulation", "S", "sydney", None),
    ]
    assert all(i["isDated"] is True and i["marks"] == [] for i in sovereign["issues"])


RETITLED = {  # slug: a title whose byte order is not its reading order
    "sovereign-george-v": "Gold dollar",
    "half-sovereign-george-v": "Gold Ducat",
    "krugerrand-1oz": "Écu d'or",
    "krugerrand-1-10oz": "eagle",
    "20-francs-vreneli": "ÉTALON",
}


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def retitled(request, tmp_path):
    """The test catalogue with titles that sort differently by bytes and by reading."""
    folder = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, folder)
    for path in folder.glob("*.json"):
        document = json.loads(path.read_text())
        for root in document.get("issuers", []):
            _retitle(root)
        path.write_text(json.dumps(document))
    if request.param == "memory":
        yield InMemoryCatalogue(folder, IMPORTED_AT)
        return
    with migrated_database(request.param, tmp_path, request.node.nodeid):
        import_catalogue(folder, IMPORTED_AT, render=renderer())
        yield PeeweeCatalogue("https://cdn.test")


def _retitle(node):
    for series in node.get("series", []):
        for coin_type in series["types"]:
            coin_type["title"] = RETITLED.get(coin_type["slug"], coin_type["title"])
    for child in node.get("children", []):
        _retitle(child)


def titles(page):
    return [entry["title"] for entry in entries(page)]


def test_title_order_ignores_case_and_accents_on_every_database(retitled):
    ordered = titles(retitled.types(TypeQuery(sort="title_asc"), PageRequest(1, 100)))
    # case and accents ignored: "Gold dollar" before "Gold Ducat", the E's together (eagle, Écu, ÉTALON)
    assert ordered.index("Gold dollar") < ordered.index("Gold Ducat")
    assert ordered.index("eagle") < ordered.index("Écu d'or") < ordered.index("ÉTALON") < ordered.index("Gold dollar")
    assert titles(retitled.types(TypeQuery(sort="title_desc"), PageRequest(1, 100))) == ordered[::-1]
    # the same order read off each index: a root's types, one size's, one purity's, one mint's
    for query in (
        TypeQuery(sort="title_asc", issuer="united-kingdom"),
        TypeQuery(sort="title_asc", purity="22k"),
        TypeQuery(sort="title_asc", mint="royal-mint"),
    ):
        found = titles(retitled.types(query, PageRequest(1, 100)))
        assert found == [title for title in ordered if title in found], query


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def struck_elsewhere(request, tmp_path):
    """The test catalogue with two Krugerrand issues naming other mints: Zürich with its letter Z, Bern without
    its letter."""
    folder = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, folder)
    document = json.loads((folder / "south-africa.json").read_text())
    ounce = _type_named(document, "krugerrand-1oz")
    ounce["issues"].append(
        {"year": 1999, "gregorianYear": 1999, "mintLetter": "Z", "mint": "unused-mint", "finish": "proof"}
    )
    ounce["issues"].append({"year": 1998, "gregorianYear": 1998, "mintLetter": "", "mint": "bern", "finish": "proof"})
    (folder / "south-africa.json").write_text(json.dumps(complete(document)))
    if request.param == "memory":
        yield InMemoryCatalogue(folder, IMPORTED_AT)
        return
    with migrated_database(request.param, tmp_path, request.node.nodeid):
        import_catalogue(folder, IMPORTED_AT, render=renderer())
        yield PeeweeCatalogue("https://cdn.test")


def _type_named(node, slug):
    for root in node.get("issuers", []) + node.get("children", []):
        for series in root.get("series", []):
            for coin_type in series["types"]:
                if coin_type["slug"] == slug:
                    return coin_type
        found = _type_named({"children": root.get("children", [])}, slug)
        if found:
            return found
    return None


def test_a_mints_stats_count_its_series_and_the_issues_carrying_its_letter_and_agree_with_its_counts(
    struck_elsewhere,
):
    zurich = api(struck_elsewhere.mint("unused-mint"))
    # struck there under its letter: the Krugerrand ounce counts, and so does the issue
    assert zurich["stats"]["fineWeightRange"] == {"min": 31.1035, "max": 31.1035}
    assert {m["slug"]: m["issueCount"] for m in entries(struck_elsewhere.mints(None, PageRequest(1, 100)))}[
        "unused-mint"
    ] == 1
    bern = api(struck_elsewhere.mint("bern"))
    # an issue naming Bern without Bern's letter does not make the Krugerrand one of Bern's types
    assert bern["stats"]["fineWeightRange"]["max"] < 31
    # the type list's mint filter still lists every type an issue names the mint for (the spec's `mint` filter)
    assert "krugerrand-1oz" in slugs(struck_elsewhere.types(TypeQuery(mint="bern"), PageRequest()))


def test_the_export_walk_gives_every_type_once_in_id_order_as_its_page_shows_it(catalogue):
    walked, after = [], 0
    while True:
        records, version = catalogue.type_records(after, 3)
        assert version == catalogue.version()
        if not records:
            break
        assert len(records) <= 3
        walked += [api(record) for record in records]
        after = int(records[-1].id)
    ids = [int(record["id"]) for record in walked]
    assert ids == sorted(set(ids))
    assert len(walked) == catalogue.type_identities(PageRequest(1, 10000)).total
    sovereign = api(catalogue.coin_type("united-kingdom", "sovereign", "sovereign-george-v"))
    assert [record for record in walked if record["id"] == sovereign["id"]] == [sovereign]


def test_updated_since_keeps_what_changed_at_or_after_the_moment(catalogue):
    def found(moment):
        return set(slugs(catalogue.types(TypeQuery(updated_since=moment), PageRequest(1, 100))))

    everything = set(slugs(catalogue.types(TypeQuery(), PageRequest(1, 100))))
    assert found(IMPORTED_AT - dt.timedelta(days=1)) == found(IMPORTED_AT) == everything
    assert found(IMPORTED_AT + dt.timedelta(seconds=1)) == set()


@pytest.fixture(params=["sqlite", "postgres"])
def imported_twice(request, tmp_path):
    """The test catalogue imported, then again a day later with one type's comments changed."""
    folder = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, folder)
    with migrated_database(request.param, tmp_path, request.node.nodeid):
        import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
        document = json.loads((folder / "switzerland.json").read_text())
        vreneli = document["issuers"][0]["series"][0]["types"][0]
        vreneli["comments"] = (vreneli["comments"] or "") + " Read again."
        (folder / "switzerland.json").write_text(json.dumps(document))
        import_catalogue(folder, IMPORTED_AT + dt.timedelta(days=1), render=renderer(), pictures=catalogue_copies())
        yield PeeweeCatalogue("https://cdn.test"), vreneli["slug"]


def test_a_later_import_moves_only_the_changed_types_time(imported_twice):
    catalogue, changed = imported_twice
    later = catalogue.types(TypeQuery(updated_since=IMPORTED_AT + dt.timedelta(hours=1)), PageRequest())
    assert slugs(later) == [changed]
    assert catalogue.types(TypeQuery(updated_since=IMPORTED_AT), PageRequest()).total > 1


def test_the_change_feed_after_one_import_lists_every_type_as_created(catalogue):
    feed = catalogue.changes(IMPORTED_AT - dt.timedelta(days=1), PageRequest(1, 100))
    everything = catalogue.types(TypeQuery(), PageRequest(1, 100))
    assert feed.total == everything.total
    assert {(change.change, change.at) for change in feed.data} == {("created", IMPORTED_AT)}
    assert sorted(change.slug for change in feed.data) == sorted(slugs(everything))
    assert [int(change.id) for change in feed.data] == sorted(int(change.id) for change in feed.data)
    assert catalogue.changes(IMPORTED_AT + dt.timedelta(seconds=1), PageRequest(1, 100)).total == 0


@pytest.fixture(params=["sqlite", "postgres"])
def reimported(request, tmp_path):
    """The test catalogue imported, then a day later without the half sovereign, with the sovereign's comments
    changed and a new type (an import replaces the trees of the roots its files hold; the others stay)."""
    folder = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, folder)
    with migrated_database(request.param, tmp_path, request.node.nodeid):
        import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
        catalogue = PeeweeCatalogue("https://cdn.test")
        before = {
            slug: api(catalogue.coin_type(root, series, slug))["id"]
            for root, series, slug in [
                ("united-kingdom", "sovereign", "half-sovereign-george-v"),
                ("united-kingdom", "sovereign", "sovereign-george-v"),
            ]
        }
        document = json.loads((folder / "united-kingdom.json").read_text())
        types = document["issuers"][0]["series"][0]["types"]
        types[:] = [t for t in types if t["slug"] != "half-sovereign-george-v"]
        types[0]["comments"] = (types[0]["comments"] or "") + " Read again."
        types.append({**json.loads(json.dumps(types[0])), "slug": "sovereign-george-v-again", "title": "Again"})
        (folder / "united-kingdom.json").write_text(json.dumps(document))
        import_catalogue(folder, IMPORTED_AT + dt.timedelta(days=1), render=renderer(), pictures=catalogue_copies())
        yield catalogue, before


def test_the_change_feed_lists_removals_before_updates_a_mirror_applies_in_order(reimported):
    catalogue, ids = reimported
    feed = catalogue.changes(IMPORTED_AT + dt.timedelta(hours=1), PageRequest(1, 100))
    later = IMPORTED_AT + dt.timedelta(days=1)
    assert [tuple(change) for change in feed.data] == [
        (ids["half-sovereign-george-v"], "united-kingdom", "sovereign", "half-sovereign-george-v", "removed", later),
        (ids["sovereign-george-v"], "united-kingdom", "sovereign", "sovereign-george-v", "changed", later),
        (feed.data[2].id, "united-kingdom", "sovereign", "sovereign-george-v-again", "created", later),
    ]  # the removal first although its id is the higher
    assert int(ids["half-sovereign-george-v"]) > int(ids["sovereign-george-v"])
    assert feed.total == 3
    listed = catalogue.types(TypeQuery(), PageRequest(1, 100)).total
    assert catalogue.changes(IMPORTED_AT, PageRequest(1, 100)).total == listed + 1


def test_issuers_series_and_mints_carry_their_import_time_and_take_updated_since(catalogue):
    def listed(moment):
        return (
            slugs(catalogue.issuers(IssuerQuery(roots_only=False, updated_since=moment), PageRequest(1, 100))),
            slugs(catalogue.series_of_issuer("united-kingdom", None, PageRequest(1, 100), moment)),
            slugs(catalogue.mints(None, PageRequest(1, 100), moment)),
        )

    everything = listed(None)
    assert all(everything) and listed(IMPORTED_AT) == listed(IMPORTED_AT - dt.timedelta(days=1)) == everything
    assert listed(IMPORTED_AT + dt.timedelta(seconds=1)) == ([], [], [])
    records = [
        catalogue.issuer("united-kingdom"),
        catalogue.series("united-kingdom", "sovereign"),
        catalogue.mint("royal-mint"),
        *catalogue.mints(None, PageRequest(1, 1)).data,
    ]
    assert {api(record)["updatedAt"] for record in records} == {api(catalogue.coin_type(*SOVEREIGN))["updatedAt"]}


SOVEREIGN = ("united-kingdom", "sovereign", "sovereign-george-v")


@pytest.fixture(params=["sqlite", "postgres"])
def series_renamed(request, tmp_path):
    """The test catalogue imported, then a day later with the sovereign series and the Royal Mint renamed."""
    folder = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, folder)
    with migrated_database(request.param, tmp_path, request.node.nodeid):
        import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
        document = json.loads((folder / "united-kingdom.json").read_text())
        document["issuers"][0]["series"][0]["name"] += " (renamed)"
        (folder / "united-kingdom.json").write_text(json.dumps(document))
        mints = json.loads((folder / "mints.json").read_text())
        royal = next(mint for mint in mints["mints"] if mint["slug"] == "royal-mint")
        royal["name"] += " (renamed)"
        (folder / "mints.json").write_text(json.dumps(mints))
        import_catalogue(folder, IMPORTED_AT + dt.timedelta(days=1), render=renderer(), pictures=catalogue_copies())
        yield PeeweeCatalogue("https://cdn.test")


def test_a_later_import_moves_only_the_renamed_records_time(series_renamed):
    catalogue, later = series_renamed, IMPORTED_AT + dt.timedelta(hours=1)
    assert slugs(catalogue.series_of_issuer("united-kingdom", None, PageRequest(1, 100), later)) == ["sovereign"]
    assert slugs(catalogue.mints(None, PageRequest(1, 100), later)) == ["royal-mint"]
    assert slugs(catalogue.issuers(IssuerQuery(roots_only=False, updated_since=later), PageRequest(1, 100))) == []

    def updated(record) -> dt.datetime:
        return dt.datetime.fromisoformat(api(record)["updatedAt"])

    assert updated(catalogue.series("united-kingdom", "sovereign")) == IMPORTED_AT + dt.timedelta(days=1)
    assert updated(catalogue.mint("royal-mint")) == IMPORTED_AT + dt.timedelta(days=1)
    assert updated(catalogue.issuer("united-kingdom")) == updated(catalogue.mint("bern")) == IMPORTED_AT


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def struck_in_millions(request, tmp_path):
    """The test catalogue with Wilhelm I's 20 mark given a mintage in the millions (its issues' sum)."""
    folder = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, folder)
    document = json.loads((folder / "germany.json").read_text())
    prussia = document["issuers"][0]["children"][0]["children"][0]["series"][0]["types"]
    wilhelm_i = next(t for t in prussia if t["slug"] == "wilhelm-i-20-mark")
    wilhelm_i["issues"][0]["mintage"] = 12_000_000
    wilhelm_i["sources"][0]["covers"] = sorted({*wilhelm_i["sources"][0]["covers"], "mintages"})
    (folder / "germany.json").write_text(json.dumps(complete(document)))
    yield from served(request, tmp_path, folder)


def test_of_coins_a_search_finds_alike_the_one_struck_in_larger_numbers_comes_first(struck_in_millions):
    """Issue 44, point 7: ties go to the larger known mintage (the sum over a type's issues), then as before: more
    years struck (Wilhelm II's two before Ludwig II's one), then the title. Without the mintage Wilhelm I, struck
    one year and titled after Ludwig, came last of the three."""
    found = slugs(struck_in_millions.types(TypeQuery(q="20 mark", sort="relevance"), PageRequest(1, 3)))
    assert found == ["wilhelm-i-20-mark", "wilhelm-ii-20-mark", "ludwig-ii-20-mark"]


def test_a_weight_typed_finds_the_coins_of_that_weight_first_then_the_nearest(catalogue):
    """Issue 44, point 4: `7.965 g` is the 20 marks' weight to the gram's thousandth; the sovereign (7.988 g, within
    the size tolerance) comes after them although it was struck in larger known numbers."""
    found = slugs(catalogue.types(TypeQuery(q="7.965 g", sort="relevance"), PageRequest(1, 5)))
    assert set(found[:3]) == {"wilhelm-ii-20-mark", "wilhelm-i-20-mark", "ludwig-ii-20-mark"}
    assert found[3] == "sovereign-george-v"
