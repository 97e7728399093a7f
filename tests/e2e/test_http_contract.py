"""The contract every route shares: versions, errors, limits, CORS, health."""

import json

import falcon
import pytest

from adapters.ratelimit.limiter import LimitsRateLimiter, open_storage, parse_budget
from adapters.storage import db
from tests.conftest import make_settings, memory_limiter
from tests.support.storage import storage_roles

RATE_HEADERS = ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy")


def assert_error(result, status, code):
    assert result.status_code == status
    assert result.headers["Content-Type"].startswith("application/json")
    body = result.json
    assert body["error"] == code
    assert isinstance(body["message"], str) and body["message"]
    assert body["docs"].endswith(f"#errors-{code}")
    assert "Traceback" not in result.text
    return body


def test_the_unprefixed_alias_answers_exactly_as_v1(catalogue_client):
    for path in ("/issuers", "/types?sort=newest&pageSize=3", "/mints/melbourne", "/sitemap/catalog"):
        versioned, alias = catalogue_client.simulate_get("/v1" + path), catalogue_client.simulate_get(path)
        assert versioned.status_code == alias.status_code == 200
        assert versioned.json == alias.json


@pytest.mark.parametrize("accept", ["application/json", "text/html", "*/*", None])
def test_an_unknown_path_is_a_json_404_whatever_the_accept_header(client, accept):
    headers = {"Accept": accept} if accept else {}
    result = client.simulate_get("/v1/nope", headers=headers)
    assert_error(result, 404, "not_found")
    assert result.headers["X-API-Version"] == "v1"
    for name in RATE_HEADERS:
        assert name in result.headers


def test_a_wrong_method_is_405_invalid_request_with_allow(catalogue_client):
    result = catalogue_client.simulate_delete("/v1/types", headers={"Accept": "text/html"})
    assert_error(result, 405, "invalid_request")
    assert "GET" in result.headers["Allow"]


@pytest.mark.parametrize(
    "query, named",
    [
        ("pageSize=0", "pageSize"),
        ("pageSize=101", "pageSize"),
        ("page=0", "page"),
        ("page=abc", "page"),
        ("sort=cheapest", "sort"),
        ("size=2oz", "size"),
        ("purity=18k", "purity"),
        ("yearFrom=soon", "yearFrom"),
    ],
)
def test_a_bad_query_parameter_is_400_with_a_hint_naming_it(catalogue_client, query, named):
    body = assert_error(catalogue_client.simulate_get("/v1/types", query_string=query), 400, "invalid_request")
    assert named in body["hint"]


def test_a_page_size_hint_names_the_bound(catalogue_client):
    body = catalogue_client.simulate_get("/v1/types", query_string="pageSize=500").json
    assert "1 to 100" in body["hint"]
    body = catalogue_client.simulate_get("/v1/sitemap/types", query_string="pageSize=10001").json
    assert "1 to 10000" in body["hint"]


class Exploding:
    def on_get(self, req, resp):
        raise RuntimeError("secret internals")


def test_an_unhandled_error_is_a_json_500_without_a_trace(client, caplog):
    client.app.add_route("/boom", Exploding())
    result = client.simulate_get("/v1/boom", headers={"Accept": "text/html"})
    body = assert_error(result, 500, "internal_error")
    assert "secret internals" not in result.text
    assert body["message"]
    assert any("secret internals" in record.getMessage() or record.exc_info for record in caplog.records)


def test_every_response_names_the_version_and_the_budget(catalogue_client):
    result = catalogue_client.simulate_get("/v1/issuers")
    assert result.headers["X-API-Version"] == "v1"
    assert result.headers["RateLimit-Limit"] == "600"
    assert result.headers["RateLimit-Policy"] == '600;w=60;policy="public"'
    assert 1 <= int(result.headers["RateLimit-Reset"]) <= 60
    assert "Deprecation" not in result.headers


@pytest.mark.parametrize("path", ["/healthz", "/metrics"])
def test_the_routes_outside_the_budget_report_it_without_spending_it(make_client, path):
    client = make_client(limiter=memory_limiter())
    client.simulate_get("/v1/nope")  # one request spent
    for _ in range(3):
        result = client.simulate_get(path)
        assert result.headers["RateLimit-Limit"] == "600"
        assert result.headers["RateLimit-Remaining"] == "599", "reported, not spent"
        assert result.headers["RateLimit-Policy"] == '600;w=60;policy="public"'
    assert client.simulate_get("/v1/nope").headers["RateLimit-Remaining"] == "598"


def test_the_601st_request_in_a_window_is_429_with_retry_after(make_client):
    client = make_client(limiter=memory_limiter())
    remaining = [int(client.simulate_get("/v1/nope").headers["RateLimit-Remaining"]) for _ in range(600)]
    assert remaining[0] == 599 and remaining[-1] == 0
    refused = client.simulate_get("/v1/nope", headers={"Accept": "text/html"})
    assert_error(refused, 429, "rate_limited")
    assert refused.headers["Retry-After"] == refused.headers["RateLimit-Reset"]
    assert refused.headers["X-API-Version"] == "v1"


def test_the_budget_is_per_client_address(make_client):
    client = make_client(limiter=memory_limiter("2/60"))
    for _ in range(2):
        client.simulate_get("/nope", remote_addr="10.0.0.1")
    assert client.simulate_get("/nope", remote_addr="10.0.0.1").status_code == 429
    assert client.simulate_get("/nope", remote_addr="10.0.0.2").status_code == 404


def test_forwarded_for_counts_only_from_the_trusted_proxy(make_client):
    trusted = make_client(make_settings(trusted_proxy="127.0.0.9"), limiter=memory_limiter("1/60"))
    behind = {"X-Forwarded-For": "203.0.113.7"}
    trusted.simulate_get("/nope", remote_addr="127.0.0.9", headers=behind)
    assert trusted.simulate_get("/nope", remote_addr="127.0.0.9", headers=behind).status_code == 429
    assert (
        trusted.simulate_get("/nope", remote_addr="127.0.0.9", headers={"X-Forwarded-For": "203.0.113.8"}).status_code
        == 404
    )
    untrusted = make_client(limiter=memory_limiter("1/60"))
    untrusted.simulate_get("/nope", remote_addr="198.51.100.1", headers=behind)
    spoofed = untrusted.simulate_get("/nope", remote_addr="198.51.100.1", headers={"X-Forwarded-For": "1.2.3.4"})
    assert spoofed.status_code == 429


def test_a_winding_down_version_announces_its_sunset_and_successor(make_client):
    settings = make_settings(api_versions="v1,v2", api_deprecations="v1=2026-11-01/2027-06-01")
    client = make_client(settings)
    old = client.simulate_get("/v1/nope")
    assert old.headers["Deprecation"] == "true"
    assert old.headers["Sunset"] == "Tue, 01 Jun 2027 00:00:00 GMT"
    assert 'rel="successor-version"' in old.headers["Link"] and "/v2>" in old.headers["Link"]
    assert old.headers["X-API-Version"] == "v1"
    new = client.simulate_get("/v2/nope")
    assert new.headers["X-API-Version"] == "v2" and "Deprecation" not in new.headers
    assert client.simulate_get("/nope").headers["X-API-Version"] == "v2"


def test_public_reads_allow_any_origin_without_credentials(catalogue_client):
    result = catalogue_client.simulate_get("/v1/issuers", headers={"Origin": "https://example.org"})
    assert result.headers["Access-Control-Allow-Origin"] == "*"
    assert "RateLimit-Remaining" in result.headers["Access-Control-Expose-Headers"]
    assert "Access-Control-Allow-Credentials" not in result.headers


def test_healthz_is_ok_while_storage_answers(catalogue_db, make_client):
    db.bind(catalogue_db)
    client = make_client(**storage_roles(), health_checks=[db.StorageHealth()])
    result = client.simulate_get("/healthz")
    assert result.status_code == 200 and result.json == {"status": "ok", "dependencies": {"database": "up"}}


def test_healthz_is_503_when_storage_is_down(make_client, tmp_path):
    db.bind(db.open_database(f"sqlite:///{tmp_path}"))  # a folder where the database file should be
    client = make_client(health_checks=[db.StorageHealth()], release_connection=db.release)
    body = assert_error(client.simulate_get("/healthz"), 503, "unavailable")
    assert "database" in body["message"]


def test_healthz_is_503_naming_the_budget_store_while_it_is_down_as_every_api_answer_is(
    catalogue_db, make_client, free_port
):
    db.bind(catalogue_db)
    closed = LimitsRateLimiter(parse_budget("600/60"), open_storage(f"redis://127.0.0.1:{free_port}/0", 0.5))
    client = make_client(**storage_roles(), health_checks=[db.StorageHealth()], limiter=closed)
    assert client.simulate_get("/v1/mints").status_code == 503
    body = assert_error(client.simulate_get("/healthz"), 503, "unavailable")
    assert "redis" in body["message"] and "database" not in body["message"]


def test_errors_are_json_even_for_a_body_falcon_rejects(client):
    result = client.simulate_post("/v1/healthz", body=b"\xff", headers={"Content-Type": "text/html"})
    assert result.status_code == 405
    json.loads(result.text)
    assert falcon.MEDIA_JSON in result.headers["Content-Type"]


def test_an_unreachable_postgresql_is_a_json_503_within_the_connect_timeout(make_client, free_port):
    import time

    db.bind(db.open_database(f"postgresql://postgres@127.0.0.1:{free_port}/nowhere", connect_timeout=2))
    client = make_client(**storage_roles())
    started = time.monotonic()
    assert_error(client.simulate_get("/v1/types"), 503, "unavailable")
    assert time.monotonic() - started < 10
