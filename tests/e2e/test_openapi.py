"""The OpenAPI description: valid, the single truth about the routes, and filled with this deployment."""

import re

import falcon.inspect
import pytest
from openapi_spec_validator import validate

from adapters.http import errors, openapi, params
from domain.labels import PURITY_LABELS, SIZE_LABELS
from ports.catalogue import ISSUER_SORTS, TYPE_SORTS
from tests.conftest import make_settings

ERROR_CODES = {
    "invalid_request",
    "unauthorized",
    "forbidden",
    "not_found",
    "rate_limited",
    "unavailable",
    "internal_error",
}


def shape(path: str) -> str:
    return re.sub(r"\{[^}]*\}", "{}", path)


def parameter(document, path, name):
    for item in document["paths"][path]["get"].get("parameters", []):
        if "$ref" in item:
            item = document["components"]["parameters"][item["$ref"].rsplit("/", 1)[1]]
        if item["name"] == name:
            schema = item["schema"]
            if "$ref" in schema:  # a named component (the enums)
                schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
            return schema
    raise AssertionError(f"{path} documents no parameter {name}")


@pytest.fixture
def document(client):
    return client.simulate_get("/v1/openapi.json").json


def test_the_served_description_is_valid_openapi_3_0(document):
    validate(document)
    assert document["openapi"].startswith("3.0.")


def test_the_source_file_is_valid_before_it_is_filled():
    validate(openapi.load("http://unfilled.test"))


# files served beside the API, not operations of it (docs/pictures.md: the pictures' copies)
OUTSIDE_THE_API = ("/media/",)


def test_every_route_is_documented_and_every_operation_is_routed(client, document):
    routed = {
        (shape(route.path), method.method)
        for route in falcon.inspect.inspect_routes(client.app)
        for method in route.methods
        if not method.internal and not route.path.startswith(OUTSIDE_THE_API)
    }
    documented = {(shape(path), method.upper()) for path, methods in document["paths"].items() for method in methods}
    # HEAD answers wherever GET does (the description says so once, in info), so it is documented by the GET
    documented |= {(path, "HEAD") for path, method in documented if method == "GET"}
    assert sorted(routed - documented) == [], "routes without a documented operation"
    assert sorted(documented - routed) == [], "documented operations without a route"


def test_the_servers_are_the_public_base_url_pinned_then_unversioned(make_client):
    client = make_client(make_settings(public_base_url="https://coins.example.org/"))
    servers = client.simulate_get("/v1/openapi.json").json["servers"]
    assert [server["url"] for server in servers] == ["https://coins.example.org/v1", "https://coins.example.org"]
    assert "pinned" in servers[0]["description"] and "not stable" in servers[1]["description"]


def test_the_description_answers_with_and_without_the_version_prefix(client):
    pinned, alias = client.simulate_get("/v1/openapi.json"), client.simulate_get("/openapi.json")
    assert pinned.status_code == alias.status_code == 200
    assert pinned.headers["content-type"].startswith("application/json")
    assert pinned.json == alias.json
    assert pinned.headers["X-API-Version"] == "v1" and "RateLimit-Limit" in pinned.headers


def test_the_session_scheme_names_the_configured_cookie(make_client):
    described = make_client(make_settings(session_cookie="gc_session")).simulate_get("/openapi.json").json
    assert described["components"]["securitySchemes"]["sessionCookie"] == {
        "type": "apiKey",
        "in": "cookie",
        "name": "gc_session",
        "description": described["components"]["securitySchemes"]["sessionCookie"]["description"],
    }

    def needs_the_cookie(path, method):
        return path.startswith("/wallet") or (path, method) == ("/session", "get")

    operations = [(path, method, op) for path, methods in described["paths"].items() for method, op in methods.items()]
    wallet = [operation for path, method, operation in operations if needs_the_cookie(path, method)]
    assert len(wallet) == 6 and all(operation["security"] == [{"sessionCookie": []}] for operation in wallet)
    sign_out = described["paths"]["/session"]["delete"]
    assert sign_out["security"] == [{"sessionCookie": []}, {}]  # signing out without a session is a no-op
    public = [operation for path, method, operation in operations if not needs_the_cookie(path, method)]
    public.remove(sign_out)
    assert all("security" not in operation for operation in public)


def test_page_bounds_sorts_and_labels_match_the_code(document):
    for path in ("/issuers", "/types", "/mints", "/issuers/{issuerSlug}/series"):
        size = parameter(document, path, "pageSize")
        assert (size["default"], size["maximum"], size["minimum"]) == (*params.CATALOGUE_PAGE, 1)
        assert parameter(document, path, "page") == {"type": "integer", "minimum": 1, "maximum": 1000000, "default": 1}
        assert parameter(document, path, "q")["maxLength"] == 200
    sitemap = parameter(document, "/sitemap/types", "pageSize")
    assert (sitemap["default"], sitemap["maximum"]) == params.SITEMAP_PAGE
    assert parameter(document, "/issuers", "sort")["enum"] == list(ISSUER_SORTS)
    assert parameter(document, "/types", "sort")["enum"] == list(TYPE_SORTS)
    assert parameter(document, "/types", "size")["enum"] == list(SIZE_LABELS)
    assert parameter(document, "/types", "purity")["enum"] == list(PURITY_LABELS)
    assert parameter(document, "/issuers", "roots") == {"type": "boolean", "default": True}


def test_every_error_code_is_described_with_its_status(document):
    described = {entry["code"]: entry["status"] for entry in openapi.error_codes(document)}
    assert set(described) == ERROR_CODES
    assert set(errors.CODE_BY_STATUS.values()) <= set(described)
    assert all(errors.CODE_BY_STATUS[status] == code for code, status in described.items())


@pytest.mark.parametrize(
    "query",
    [
        "page=",
        "page=1_0",
        "page=%207",
        "page=%D9%A3",
        "page=%2B3",
        "pageSize=" + "9" * 5000,
        "sort=",
        "roots=",
        "q=" + "a" * 199 + "%20%20",
    ],
)
def test_values_the_description_forbids_are_rejected(client, query):
    result = client.simulate_get("/v1/issuers", query_string=query)
    assert result.status_code == 400
    assert result.json["error"] == "invalid_request" and result.json["hint"]
