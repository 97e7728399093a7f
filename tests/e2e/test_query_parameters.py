"""A query parameter an operation does not take, or an empty year range, is a 400 that says what was meant;
the tags links pick up on the way (analytics, cache busters) are let through (docs/decisions/0008)."""

import pytest


def refused(client, path, query_string):
    result = client.simulate_get("/v1" + path, query_string=query_string)
    assert result.status_code == 400, result.text
    assert result.json["error"] == "invalid_request"
    return result.json


@pytest.mark.parametrize(
    "path, query, meant",
    [
        ("/types", "pagesize=3", "pageSize"),
        ("/types", "page_size=3", "pageSize"),
        ("/types", "issuers=south-africa", "issuer"),
        ("/types", "yaerFrom=1900", "yearFrom"),
        ("/issuers", "Sort=name_desc", "sort"),
        ("/mints", "query=berlin", "q"),
        ("/mints", "limit=5", "pageSize"),
        ("/sitemap/types", "pagesize=10", "pageSize"),
    ],
)
def test_a_misspelt_parameter_names_the_one_meant(catalogue_client, path, query, meant):
    error = refused(catalogue_client, path, query)
    name = query.partition("=")[0]
    assert f"'{name}'" in error["message"]
    assert error["hint"].startswith(f"Did you mean '{meant}'? GET {path} takes ")


def test_a_parameter_like_no_known_one_lists_what_the_operation_takes(catalogue_client):
    error = refused(catalogue_client, "/mints", "colour=gold")
    assert error["hint"] == "GET /mints takes page, pageSize, q, updatedSince."


def test_an_operation_without_query_parameters_says_so(catalogue_client):
    error = refused(catalogue_client, "/issuers/highlighted", "page=2")
    assert error["hint"] == "GET /issuers/highlighted takes no query parameters."


def test_a_path_with_fields_is_checked_against_its_own_operation(catalogue_client):
    error = refused(catalogue_client, "/types/south-africa/krugerrand/krugerrand-1oz", "lang=de")
    assert "GET /types/{issuerSlug}/{seriesSlug}/{slug} takes currency." in error["hint"]


def test_a_head_request_is_checked_as_its_get(catalogue_client):
    assert catalogue_client.simulate_head("/v1/types", query_string="pagesize=3").status_code == 400


def test_tags_that_links_collect_are_let_through(catalogue_client):
    plain = catalogue_client.simulate_get("/v1/types", query_string="pageSize=2")
    tagged = catalogue_client.simulate_get(
        "/v1/types", query_string="pageSize=2&utm_source=newsletter&utm_medium=email&fbclid=abc&_=1732600000"
    )
    assert tagged.status_code == 200
    assert tagged.json == plain.json
    # the same answer: the tags do not make another entry of the response cache
    assert tagged.headers["ETag"] == plain.headers["ETag"]


def test_an_empty_year_range_is_refused(catalogue_client):
    error = refused(catalogue_client, "/types", "yearFrom=1910&yearTo=1900")
    assert "from 1910 to 1900" in error["message"]
    assert "yearFrom" in error["hint"]


def test_an_empty_fine_weight_range_is_refused_naming_the_parameter(catalogue_client):
    error = refused(catalogue_client, "/types", "fineWeightFrom=31.2&fineWeightTo=31")
    assert "from 31.2 g to 31 g" in error["message"] and "fineWeightTo" in error["hint"]


@pytest.mark.parametrize("value", ["heavy", "-1", "nan", "inf", "31,1", "100001", "1e6", ".5", "0x1f", "1_0", "9" * 40])
def test_a_fine_weight_is_a_plain_decimal_of_grams(catalogue_client, value):
    error = refused(catalogue_client, "/types", f"fineWeightFrom={value}")
    assert "fineWeightFrom" in error["message"] and "fineWeightFrom=31.1" in error["hint"]


def test_a_fine_weight_is_read_as_any_json_number(catalogue_client):
    answered = catalogue_client.simulate_get("/v1/types", query_string="fineWeightFrom=3.11e1&fineWeightTo=31.2")
    assert [t["slug"] for t in answered.json["data"]] == ["krugerrand-1oz"]


def test_a_category_outside_the_four_is_refused_with_the_four(catalogue_client):
    error = refused(catalogue_client, "/types", "category=proof")
    assert "circulation, commemorative, bullion, pattern" in error["hint"]


def test_a_one_year_range_is_not_empty(catalogue_client):
    assert catalogue_client.simulate_get("/v1/types", query_string="yearFrom=1900&yearTo=1900").status_code == 200


def test_every_documented_parameter_is_taken(catalogue_client):
    query = (
        "page=1&pageSize=5&q=krugerrand&id=1&issuer=south-africa&series=krugerrand&mint=pretoria&size=1oz"
        "&purity=22k&yearFrom=1900&yearTo=2020&category=bullion&fineWeightFrom=0.5&fineWeightTo=100&sort=title_asc"
    )
    assert catalogue_client.simulate_get("/v1/types", query_string=query).status_code == 200


@pytest.mark.parametrize("value", ["yesterday", "2026-11-29T12:00", "29/11/2026", "2026-11-29T25:00:00Z", "1732838400"])
def test_updated_since_is_a_moment_as_rfc_3339_writes_it(catalogue_client, value):
    error = refused(catalogue_client, "/types", f"updatedSince={value}")
    assert "updatedSince" in error["message"] and "updatedSince=2026-11-29T00:00:00Z" in error["hint"]


@pytest.mark.parametrize("value", ["2000-01-01", "2000-01-01T00:00:00Z", "2000-01-01t01:00:00.5%2B01:00"])
def test_updated_since_takes_a_date_or_any_offset(catalogue_client, value):
    everything = catalogue_client.simulate_get("/v1/types").json["total"]
    answered = catalogue_client.simulate_get("/v1/types", query_string=f"updatedSince={value}")
    assert answered.json["total"] == everything
    later = catalogue_client.simulate_get("/v1/types", query_string="updatedSince=2999-01-01T00:00:00Z")
    assert later.json["total"] == 0
