"""The docs page: every error code has its anchor, and everything it loads is served by this service."""

import re
from html.parser import HTMLParser

import pytest

from tests.e2e.test_openapi import ERROR_CODES  # the spec's seven codes


class Anchors(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids, self.links = set(), []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        self.links += [attrs[name] for name in ("src", "href") if attrs.get(name)]


def read_page(client, path="/v1/docs") -> Anchors:
    result = client.simulate_get(path, headers={"Accept": "text/html"})
    assert result.status_code == 200 and result.headers["content-type"].startswith("text/html")
    page = Anchors()
    page.feed(result.text)
    return page


def test_the_docs_page_has_an_anchor_for_every_error_code(client):
    page = read_page(client)
    assert {"operations", "errors"} <= page.ids
    assert {f"errors-{code}" for code in ERROR_CODES} <= page.ids


def test_the_docs_link_of_an_error_lands_on_its_anchor(client):
    body = client.simulate_get("/v1/no/such/path").json
    assert body["docs"] == "http://127.0.0.1:8000/v1/docs#errors-not_found"
    assert body["docs"].split("#")[1] in read_page(client).ids


def test_the_docs_page_loads_everything_from_this_service(client):
    for path in ("/v1/docs", "/docs"):
        page = read_page(client, path)
        assert page.links and all(not re.match(r"^[a-z]+:|^//", link) for link in page.links), page.links
        for link in page.links:
            if link.startswith("docs/assets/"):
                asset = client.simulate_get(path.rsplit("/", 1)[0] + "/" + link)
                assert asset.status_code == 200 and asset.content
    policy = client.simulate_get("/v1/docs").headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "default-src 'none'" in policy


@pytest.mark.parametrize(
    "name",
    [
        "../openapi.json",
        "..%2F..%2Fapp.py",
        "%2e%2e%2fsetup.cfg",
        ".",
        "swagger-ui-bundle.js/..",
        "index.html",
        "swagger-initializer.js",
        "DOCS.JS",
        "docs.html",
        "__init__.py",
    ],
)
def test_asset_names_outside_the_fixed_list_are_not_found(client, name):
    result = client.simulate_get(f"/v1/docs/assets/{name}", headers={"Accept": "text/html"})
    assert result.status_code == 404
    assert result.json["error"] == "not_found"


def test_a_nul_in_an_asset_name_is_refused_and_dot_dot_is_the_page_above_never_a_file(client):
    for name in ("%00docs.js", "docs.js%00"):
        assert client.simulate_get(f"/v1/docs/assets/{name}").json["error"] == "invalid_request"
    above = client.simulate_get("/v1/docs/assets/..")
    assert above.status_code == 200 and above.headers["Content-Type"].startswith("text/html")


def test_a_path_below_the_assets_is_not_found(client):
    result = client.simulate_get("/v1/docs/assets/../../app.py")
    assert result.status_code == 404 and result.json["error"] == "not_found"
    assert client.simulate_get("/v1/docs/assets/a/b").json["error"] == "not_found"


def test_the_docs_page_shows_the_release(client):
    from config.versions import RELEASE

    page = client.simulate_get("/v1/docs").text
    assert f'<span class="version">{RELEASE}</span>' in page


INTERNAL = {"/metrics", "/healthz", "/openapi.json", "/schema/catalogue.json", "/docs", "/docs/assets/{file}"}


def test_the_internal_operations_share_one_tag_listed_after_the_public_ones(client):
    document = client.simulate_get("/v1/openapi.json").json
    operations = [(path, op) for path, methods in document["paths"].items() for op in methods.values()]
    internal_tag = document["tags"][-1]["name"]
    assert {path for path, op in operations if internal_tag in op["tags"]} == INTERNAL
    assert all(op["tags"] == [internal_tag] for path, op in operations if path in INTERNAL)
    assert {tag for _, op in operations for tag in op["tags"]} == {tag["name"] for tag in document["tags"]}
    assert document["tags"][-1]["description"].startswith("**Internal**")


def test_every_operation_has_the_id_its_deep_link_names(client):
    document = client.simulate_get("/v1/openapi.json").json
    ids = [op.get("operationId") for methods in document["paths"].values() for op in methods.values()]
    assert all(ids) and len(set(ids)) == len(ids)
