"""Answers are gzipped where the client takes it, cached ones included; paginated answers carry a Link header."""

import gzip
import json

import pytest

from adapters.http.compression import accepts_gzip

GZIP = {"Accept-Encoding": "gzip, deflate, br"}


def links(result):
    """{rel: url} of a Link header."""
    found = {}
    for part in result.headers["Link"].split(", "):
        url, rel = part.split("; ")
        found[rel.removeprefix('rel="').removesuffix('"')] = url.strip("<>")
    return found


def test_a_page_is_gzipped_when_the_client_takes_it_and_reads_the_same(catalogue_client):
    plain = catalogue_client.simulate_get("/v1/types", query_string="pageSize=100")
    packed = catalogue_client.simulate_get("/v1/types", query_string="pageSize=100", headers=GZIP)
    assert "Content-Encoding" not in plain.headers
    assert packed.headers["Content-Encoding"] == "gzip"
    assert packed.headers["Vary"] == "Accept-Encoding"
    assert len(packed.content) < len(plain.content) / 3
    assert json.loads(gzip.decompress(packed.content)) == plain.json
    # another representation, another strong validator; each answers its own If-None-Match
    assert packed.headers["ETag"] != plain.headers["ETag"]
    again = catalogue_client.simulate_get(
        "/v1/types", query_string="pageSize=100", headers={**GZIP, "If-None-Match": packed.headers["ETag"]}
    )
    assert again.status_code == 304


def test_a_warm_gzipped_answer_is_the_same_bytes(catalogue_client):
    first = catalogue_client.simulate_get("/v1/types", query_string="pageSize=50", headers=GZIP)
    second = catalogue_client.simulate_get("/v1/types", query_string="pageSize=50", headers=GZIP)
    assert first.content == second.content and first.headers["ETag"] == second.headers["ETag"]
    plain = catalogue_client.simulate_get("/v1/types", query_string="pageSize=50")
    assert "Content-Encoding" not in plain.headers and plain.json["data"]


def test_a_client_that_refuses_gzip_gets_the_plain_body(catalogue_client):
    result = catalogue_client.simulate_get(
        "/v1/types", query_string="pageSize=100", headers={"Accept-Encoding": "gzip;q=0, identity"}
    )
    assert "Content-Encoding" not in result.headers
    assert result.json["data"]


def test_answers_outside_the_response_cache_are_gzipped_too(catalogue_client):
    result = catalogue_client.simulate_get("/v1/openapi.json", headers=GZIP)
    assert result.headers["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(result.content))["openapi"].startswith("3.")


def test_a_small_answer_is_not_worth_compressing(catalogue_client):
    result = catalogue_client.simulate_get("/v1/types", query_string="pageSize=1&q=zzzzzzzzz", headers=GZIP)
    assert "Content-Encoding" not in result.headers
    assert result.json["data"] == []


@pytest.mark.parametrize(
    "header, expected",
    [
        ("gzip", True),
        ("GZIP;q=0.5", True),
        ("x-gzip", True),
        ("*", True),
        ("br, *;q=0.1", True),
        ("gzip;q=0", False),
        ("*;q=0", False),
        ("identity", False),
        ("br, deflate", False),
        ("gzip;q=0, *", False),
        ("", False),
        (None, False),
    ],
)
def test_accept_encoding_is_read_with_its_weights(header, expected):
    assert accepts_gzip(header) is expected


def test_a_middle_page_links_to_first_prev_next_and_last(catalogue_client):
    total = catalogue_client.simulate_get("/v1/types", query_string="pageSize=1").json["totalPages"]
    assert total >= 3
    result = catalogue_client.simulate_get("/v1/types", query_string="pageSize=1&sort=title_desc&page=2")
    found = links(result)
    assert set(found) == {"first", "prev", "next", "last"}
    assert found["next"] == "http://127.0.0.1:8000/v1/types?pageSize=1&sort=title_desc&page=3"
    assert found["prev"].endswith("page=1") and found["first"].endswith("page=1")
    assert found["last"].endswith(f"page={total}")
    # following `next` gives the page after
    following = catalogue_client.simulate_get("/v1/types", query_string=found["next"].split("?", 1)[1])
    assert following.json["page"] == 3


def test_the_first_and_last_pages_link_only_where_there_is_a_page(catalogue_client):
    first = links(catalogue_client.simulate_get("/v1/mints", query_string="pageSize=1"))
    assert set(first) == {"first", "next", "last"}
    total = catalogue_client.simulate_get("/v1/mints", query_string="pageSize=1").json["totalPages"]
    last = links(catalogue_client.simulate_get("/v1/mints", query_string=f"pageSize=1&page={total}"))
    assert set(last) == {"first", "prev", "last"}


def test_an_empty_result_links_to_its_one_page(catalogue_client):
    found = links(catalogue_client.simulate_get("/v1/types", query_string="q=zzzzzzzzz"))
    assert set(found) == {"first", "last"} and found["first"] == found["last"]


def test_links_are_on_every_paginated_list_and_survive_the_cache(catalogue_client):
    for path in ("/v1/issuers", "/v1/issuers/south-africa/series", "/v1/types", "/v1/mints", "/v1/sitemap/types"):
        for _ in range(2):  # computed, then kept
            result = catalogue_client.simulate_get(path)
            assert result.status_code == 200, path
            assert links(result)["first"].startswith("http://127.0.0.1:8000" + path.split("?")[0]), path


def test_the_unversioned_alias_links_to_the_versioned_path_without_the_tags(catalogue_client):
    found = links(catalogue_client.simulate_get("/types", query_string="pageSize=1&utm_source=mail"))
    assert found["next"] == "http://127.0.0.1:8000/v1/types?pageSize=1&page=2"


def _header_bytes(result) -> int:
    return sum(len(name) + len(value) + 4 for name, value in result.headers.items())


@pytest.mark.parametrize("query", ["中" * 200, "\U0001f600" * 200, "ü" * 201])
def test_a_search_longer_than_its_bound_in_bytes_is_refused_with_the_bound(catalogue_client, query):
    for path in ("/v1/types", "/v1/issuers", "/v1/mints"):
        result = catalogue_client.simulate_get(path, params={"q": query})
        assert result.status_code == 400, path
        assert result.json["error"] == "invalid_request"
        assert "400" in result.json["message"] or "200 characters" in result.json["message"]
        assert _header_bytes(result) < 2048


def test_a_long_multibyte_search_keeps_its_link_header_within_the_bound(catalogue_client):
    """The longest search the bound lets through, on a middle page: the Link keeps the steps, not all four."""
    query = {"q": "中" * 133, "pageSize": "1", "page": "2", "issuer": "é" * 200}
    for _ in range(2):  # computed, then kept by the response cache
        result = catalogue_client.simulate_get("/v1/types", params=query)
        assert result.status_code == 200
        header = result.headers.get("Link")
        assert header is None or len(header) <= 4096
        assert _header_bytes(result) <= 8192


def test_a_long_search_on_a_middle_page_links_to_the_neighbouring_pages(catalogue_client):
    query = {"q": "gold " + "中" * 120, "pageSize": "1", "page": "2"}
    result = catalogue_client.simulate_get("/v1/types", params=query)
    assert result.status_code == 200 and result.json["totalPages"] >= 3
    found = links(result)
    assert set(found) == {"prev", "next"}
    assert len(result.headers["Link"]) <= 4096
    following = catalogue_client.simulate_get("/v1/types", query_string=found["next"].split("?", 1)[1])
    assert following.json["page"] == 3
