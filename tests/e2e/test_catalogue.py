"""Every catalogue endpoint over the test catalogue (fixtures/test-catalogue), figures computed by hand."""

import pytest

TYPE_FIELDS = {
    "id",
    "title",
    "slug",
    "externalCatalogueId",
    "updatedAt",
    "category",
    "ruler",
    "minYear",
    "maxYear",
    "value",
    "valueNumeric",
    "currency",
    "currencyCode",
    "composition",
    "fineness",
    "weight",
    "fineWeight",
    "size",
    "thickness",
    "shape",
    "technique",
    "orientation",
    "references",
    "tags",
    "commemoratedTopic",
    "comments",
    "demonetized",
    "legalTender",
    "issuer",
    "rootIssuer",
    "series",
    "mint",
    "sides",
    "pictures",
    "issues",
    "sources",
    "aliases",
    "sizeLabel",
    "purityLabel",
}
LIST_ITEM_FIELDS = {
    "id",
    "title",
    "slug",
    "category",
    "fineWeight",
    "fineness",
    "weight",
    "minYear",
    "maxYear",
    "thumbnailUrl",
    "thumbnailIsCropped",
    "issuer",
    "rootIssuer",
    "series",
    "sizeLabel",
    "purityLabel",
}


@pytest.fixture
def get(catalogue_client):
    def fetch(path, status=200, **query):
        result = catalogue_client.simulate_get("/v1" + path, params=query or None)
        assert result.status_code == status, result.text
        return result.json

    return fetch


def slugs(page):
    return [item["slug"] for item in page["data"]]


def test_root_issuers_by_name_with_subtree_counts(get):
    page = get("/issuers")
    assert slugs(page) == ["germany", "south-africa", "switzerland", "united-kingdom"]
    germany = page["data"][0]
    assert (germany["seriesCount"], germany["typeCount"], germany["isRoot"], germany["parent"]) == (2, 3, True, None)
    assert page["data"][3]["picture"]["url"] == "https://cdn.test/named/sovereign-george-v-obverse-small.webp"
    assert (page["page"], page["pageSize"], page["total"], page["totalPages"]) == (1, 24, 4, 1)


def test_every_tree_node_when_roots_is_false(get):
    page = get("/issuers", roots="false", q="prus")  # Prussia, and the issuers whose tree holds it
    # a search's order by default: the issuer whose own name holds the word first, then those found through it
    assert [issuer["slug"] for issuer in page["data"]] == ["prussia", "german-empire", "germany"]
    assert [matched["slug"] for matched in page["match"]["items"]] == ["prussia", "prussia", "prussia"]
    by_name = get("/issuers", roots="false", q="prus", sort="name_asc")
    assert [issuer["slug"] for issuer in by_name["data"]] == ["german-empire", "germany", "prussia"]
    assert "match" not in get("/issuers")
    prussia = page["data"][0]
    assert (prussia["slug"], prussia["isRoot"], prussia["parent"]["slug"]) == ("prussia", False, "german-empire")
    assert (prussia["seriesCount"], prussia["typeCount"]) == (1, 2)
    assert get("/issuers", roots="false")["total"] == 7


def test_an_issuer_answers_to_its_other_names_and_shows_them(get):
    page = get("/issuers", q="deutschland")
    assert slugs(page) == ["germany"]
    assert page["data"][0]["aliases"] == ["Deutschland", "German"]
    germany = get("/issuers/germany")
    assert germany["aliases"] == ["Deutschland", "German"]
    assert [source["covers"] for source in germany["sources"]] == [["names"]]
    assert (get("/issuers/south-africa")["aliases"], get("/issuers/south-africa")["sources"]) == ([], [])
    assert {t["slug"] for t in get("/types", q="swiss")["data"]} == {"20-francs-vreneli"}


@pytest.mark.parametrize(
    "sort, expected",
    [
        ("name_desc", ["united-kingdom", "switzerland", "south-africa", "germany"]),
        ("depth_desc", ["germany", "south-africa", "united-kingdom", "switzerland"]),
        ("depth_asc", ["switzerland", "south-africa", "united-kingdom", "germany"]),
    ],
)
def test_issuer_sorts(get, sort, expected):
    assert slugs(get("/issuers", sort=sort)) == expected


def test_highlighted_issuers_keep_the_editorial_order(get):
    data = get("/issuers/highlighted")["data"]
    assert [i["slug"] for i in data] == ["united-kingdom", "south-africa", "germany"]
    assert set(data[0]) == {"id", "name", "slug", "picture"}


def test_an_issuer_page_has_its_tree_and_stats_over_everything_beneath(get):
    germany = get("/issuers/germany")
    assert [c["slug"] for c in germany["children"]] == ["german-empire"]
    assert [c["slug"] for c in germany["children"][0]["children"]] == ["prussia", "bavaria"]
    stats = germany["stats"]
    assert stats["yearRange"] == {"min": 1871, "max": 1913}
    assert stats["fineWeightRange"] == {"min": 7.1685, "max": 7.1685}
    assert stats["sizeRange"] == {"min": 22.5, "max": 22.5}
    assert stats["finenesses"] == [0.9] and stats["weightClasses"] == ["other"]
    assert [m["slug"] for m in stats["mints"]] == ["berlin", "munich"]


def test_a_tree_still_being_struck_has_an_open_year_range(get):
    stats = get("/issuers/south-africa")["stats"]
    assert stats["yearRange"] == {"min": 1967, "max": None}
    assert stats["weightClasses"] == ["1oz", "1/10oz"]


@pytest.mark.parametrize(
    "path, listed_at",
    [
        ("/issuers/prussia", "/v1/issuers"),
        ("/issuers/atlantis", "/v1/issuers"),
        ("/issuers/prussia/series", "/v1/issuers"),
        ("/issuers/germany/series/sovereign", "/v1/issuers/{issuerSlug}/series"),
        ("/types/prussia/prussia-20-mark/wilhelm-ii-20-mark", "/v1/types"),
        ("/types/germany/bavaria-20-mark/wilhelm-ii-20-mark", "/v1/types"),
        ("/mints/atlantis", "/v1/mints"),
    ],
)
def test_what_does_not_exist_is_404_not_found_with_where_to_look(get, path, listed_at):
    error = get(path, status=404)
    assert error["error"] == "not_found"
    assert f"{listed_at} lists" in error["hint"]


def test_series_of_a_root_cover_its_whole_subtree(get):
    page = get("/issuers/germany/series")
    assert slugs(page) == ["bavaria-20-mark", "prussia-20-mark"]
    prussia = page["data"][1]
    assert prussia["issuer"]["slug"] == "prussia" and prussia["mint"]["letter"] == "A"
    assert prussia["typeCount"] == 2
    assert prussia["leadType"]["slug"] == "wilhelm-i-20-mark"  # equal gold, earlier first year
    assert slugs(get("/issuers/germany/series", q="bavaria")) == ["bavaria-20-mark"]


def test_a_series_page(get):
    series = get("/issuers/germany/series/prussia-20-mark")
    assert (series["issuer"]["slug"], series["rootIssuer"]["slug"], series["mint"]["slug"]) == (
        "prussia",
        "germany",
        "berlin",
    )
    assert series["stats"]["yearRange"] == {"min": 1871, "max": 1913}
    assert set(series["leadType"]) == LIST_ITEM_FIELDS


def test_a_type_list_item_has_the_spec_fields(get):
    item = get("/types", q="wilhelm ii")["data"][0]
    assert set(item) == LIST_ITEM_FIELDS
    assert item["thumbnailUrl"] == "https://cdn.test/named/wilhelm-ii-20-mark-obverse-crop.webp"
    assert item["thumbnailIsCropped"] is True
    assert (item["issuer"]["slug"], item["rootIssuer"]["slug"], item["series"]["slug"]) == (
        "prussia",
        "germany",
        "prussia-20-mark",
    )


@pytest.mark.parametrize(
    "query, expected",
    [
        ({"q": "krugerrand"}, {"krugerrand-1oz", "krugerrand-1-10oz"}),
        ({"q": "KM# 105"}, {"krugerrand-1-10oz"}),
        ({"q": "km105"}, {"krugerrand-1-10oz"}),  # with or without '#' and the space
        ({"q": "4551"}, {"krugerrand-1oz"}),
        ({"q": "KÖNIG"}, {"ludwig-ii-20-mark"}),
        ({"q": "konig"}, {"ludwig-ii-20-mark"}),
        ({"q": "###"}, set()),
        ({"id": "4"}, {"krugerrand-1oz"}),
        ({"id": "four"}, set()),
        ({"id": "\u0664"}, set()),
        ({"id": "99999999999999999999999"}, set()),
        ({"issuer": "germany"}, {"wilhelm-ii-20-mark", "wilhelm-i-20-mark", "ludwig-ii-20-mark"}),
        ({"issuer": "prussia"}, set()),
        ({"series": "sovereign"}, {"sovereign-george-v", "half-sovereign-george-v"}),
        ({"mint": "melbourne"}, {"sovereign-george-v", "half-sovereign-george-v"}),
        ({"mint": "berlin"}, {"wilhelm-ii-20-mark", "wilhelm-i-20-mark"}),
        ({"mint": "unused-mint"}, set()),
        ({"size": "1oz"}, {"krugerrand-1oz"}),
        ({"size": "1/10oz"}, {"krugerrand-1-10oz"}),
        ({"purity": "22k"}, {"sovereign-george-v", "half-sovereign-george-v", "krugerrand-1oz", "krugerrand-1-10oz"}),
        ({"purity": "24k"}, set()),
        ({"yearFrom": "1950"}, {"krugerrand-1oz", "krugerrand-1-10oz"}),
        ({"yearTo": "1880"}, {"wilhelm-i-20-mark", "ludwig-ii-20-mark"}),
        ({"yearFrom": "1900", "yearTo": "1910"}, {"wilhelm-ii-20-mark", "20-francs-vreneli"}),
        ({"purity": "22k", "size": "other", "mint": "royal-mint"}, {"sovereign-george-v", "half-sovereign-george-v"}),
        ({"category": "bullion"}, {"krugerrand-1oz", "krugerrand-1-10oz"}),
        ({"category": "commemorative"}, set()),
        ({"fineWeightFrom": "31.0", "fineWeightTo": "31.2"}, {"krugerrand-1oz"}),  # the one-ounce coins
        # both ends kept: the 20 mark's 7.1685 g and the sovereign's 7.3224 g
        (
            {"fineWeightFrom": "7.1685", "fineWeightTo": "7.3224"},
            {"wilhelm-ii-20-mark", "wilhelm-i-20-mark", "ludwig-ii-20-mark", "sovereign-george-v"},
        ),
        ({"fineWeightTo": "3.6612"}, {"half-sovereign-george-v", "krugerrand-1-10oz"}),
        ({"category": "bullion", "fineWeightFrom": "5"}, {"krugerrand-1oz"}),
    ],
)
def test_type_filters(get, query, expected):
    page = get("/types", **query)
    assert set(slugs(page)) == expected and page["total"] == len(expected)


@pytest.mark.parametrize(
    "sort, expected",
    [
        ("newest", ["5", "4", "7", "8", "6", "1", "3", "2"]),
        ("oldest", ["2", "3", "1", "6", "7", "8", "4", "5"]),
        ("year_asc", ["2", "3", "1", "6", "7", "8", "4", "5"]),
        ("weight_desc", ["4", "7", "1", "2", "3", "6", "8", "5"]),
        ("weight_asc", ["5", "8", "6", "1", "2", "3", "7", "4"]),
        ("title_asc", ["6", "3", "2", "1", "8", "4", "5", "7"]),
        ("title_desc", ["7", "5", "4", "8", "1", "2", "3", "6"]),
    ],
)
def test_type_sorts_break_ties_by_id(get, sort, expected):
    assert [t["id"] for t in get("/types", sort=sort)["data"]] == expected


def test_paging_through_types(get):
    pages = [get("/types", page=str(n), pageSize="3") for n in (1, 2, 3, 4)]
    assert [len(p["data"]) for p in pages] == [3, 3, 2, 0]
    assert all((p["total"], p["totalPages"]) == (8, 3) for p in pages)
    assert len({t["id"] for p in pages for t in p["data"]}) == 8


def test_a_full_type_has_every_spec_field_sides_pictures_and_issues(get):
    sovereign = get("/types/united-kingdom/sovereign/sovereign-george-v")
    assert set(sovereign) == TYPE_FIELDS
    assert sovereign["updatedAt"] == "2026-11-01T00:00:00Z"
    # its currency joins /rates by its ISO 4217 code; the Empire's mark, which ISO never coded, has none
    assert (sovereign["currency"], sovereign["currencyCode"]) == ("Pound sterling", "GBP")
    assert get("/types/germany/prussia-20-mark/wilhelm-ii-20-mark")["currencyCode"] is None
    assert sovereign["mint"] == {
        "id": sovereign["mint"]["id"],
        "name": "Royal Mint, London",
        "slug": "royal-mint",
        "letter": None,
    }
    assert [p["side"] for p in sovereign["pictures"]] == ["obverse", "reverse"]
    assert [(i["year"], i["mintLetter"], i["finish"]) for i in sovereign["issues"]] == [
        (1911, "", "circulation"),
        (1911, "", "proof"),
        (1911, "M", "circulation"),
        (1920, "S", "circulation"),
    ]
    assert sovereign["issues"][0]["mintage"] == 30044105 and sovereign["issues"][2]["mintage"] is None
    assert sovereign["issues"][2]["mint"]["slug"] == "melbourne"
    assert (sovereign["sizeLabel"], sovereign["purityLabel"]) == ("other", "22k")


def test_a_type_still_being_struck_and_its_sides(get):
    krugerrand = get("/types/south-africa/krugerrand/krugerrand-1oz")
    assert (krugerrand["minYear"], krugerrand["maxYear"]) == (1967, None)
    assert krugerrand["externalCatalogueId"] == 4551
    assert krugerrand["sides"][0]["engravers"] == ["Coert Steynberg"]
    assert krugerrand["issues"][1]["marks"] == ["50th anniversary"]


def test_mints_with_their_series_and_issue_counts(get):
    page = get("/mints")
    counts = {m["slug"]: (m["seriesCount"], m["issueCount"]) for m in page["data"]}
    assert counts == {
        "berlin": (1, 3),
        "munich": (1, 1),
        "royal-mint": (1, 0),  # a mint that uses no letter
        "melbourne": (0, 2),
        "sydney": (0, 1),
        "south-african-mint": (1, 0),
        "bern": (1, 3),
        "unused-mint": (0, 0),
    }
    assert slugs(get("/mints", q="zurich")) == ["unused-mint"]


def test_a_branch_mint_page_has_stats_over_the_types_it_struck_through_issues(get):
    melbourne = get("/mints/melbourne")
    assert melbourne["letter"] == "M" and melbourne["series"] == []
    assert melbourne["stats"]["yearRange"] == {"min": 1911, "max": 1932}
    assert melbourne["stats"]["fineWeightRange"] == {"min": 3.6612, "max": 7.3224}
    royal = get("/mints/royal-mint")
    assert [(s["slug"], s["rootIssuer"]["slug"], s["leadType"]["slug"]) for s in royal["series"]] == [
        ("sovereign", "united-kingdom", "sovereign-george-v")
    ]


def test_the_type_sitemap_pages_by_id_with_root_slugs_and_dates(get):
    page = get("/sitemap/types", pageSize="3", page="1")
    assert page["data"][0] == {
        "issuerSlug": "germany",
        "seriesSlug": "prussia-20-mark",
        "slug": "wilhelm-ii-20-mark",
        "updatedAt": "2026-11-01",
    }
    assert (page["total"], page["totalPages"], page["pageSize"]) == (8, 3, 3)
    assert get("/sitemap/types")["pageSize"] == 5000


def test_the_catalogue_sitemap_lists_roots_series_and_mints(get):
    catalog = get("/sitemap/catalog")
    assert [i["slug"] for i in catalog["issuers"]] == ["germany", "south-africa", "switzerland", "united-kingdom"]
    assert {"issuerSlug": "germany", "slug": "prussia-20-mark", "updatedAt": "2026-11-01"} in catalog["series"]
    assert len(catalog["mints"]) == 8


def test_catalogue_responses_are_publicly_cacheable(catalogue_client):
    result = catalogue_client.simulate_get("/v1/types")
    assert "public" in result.headers["Cache-Control"]


def test_without_storage_the_catalogue_is_503_not_500(client):
    result = client.simulate_get("/v1/types")
    assert result.status_code == 503 and result.json["error"] == "unavailable"


def test_a_type_names_its_sources_so_a_reader_can_check_its_figures(get):
    krugerrand = get("/types/south-africa/krugerrand/krugerrand-1oz")
    assert krugerrand["sources"] == [
        {
            "title": "South African Mint: the Krugerrand",
            "url": "https://www.samint.co.za/",
            "covers": ["specification", "design"],
        }
    ]
