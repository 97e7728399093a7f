"""Hostile input is a 400 before any store sees it; policies hold on the normalised path; HEAD answers like GET."""

import pytest

from tests.e2e.wallet_kit import ALICE, ALICE_ADDRESS, Browser, WalletWorld


def assert_refused(result):
    assert result.status_code == 400, result.text
    assert result.json["error"] == "invalid_request" and result.json["hint"]
    assert result.headers["X-API-Version"] == "v1"


@pytest.mark.parametrize(
    "path", ["/v1/issuers/\x00", "/v1/types/a\x00/b/c", "/v1/mints/x\x1fy", "/v1/issuers/caf\xc3", "/v1/nope\x7f"]
)
def test_a_control_character_or_bad_utf8_in_the_path_is_refused(catalogue_client, path):
    # as a WSGI server hands the decoded path on: its bytes as latin-1 characters (PEP 3333)
    assert_refused(catalogue_client.simulate_request("GET", "/", extras={"PATH_INFO": path}))


@pytest.mark.parametrize("query", ["q=%00", "issuer=%00x", "q=a%0Ab", "q=%ff", "q=caf%C3", "sort=%7F"])
def test_a_control_character_or_bad_utf8_in_a_parameter_is_refused(catalogue_client, query):
    for path in ("/v1/types", "/v1/mints", "/v1/issuers"):
        assert_refused(catalogue_client.simulate_get(path, query_string=query))


def test_a_control_character_in_a_cookie_is_refused(catalogue_client):
    assert_refused(catalogue_client.simulate_get("/v1/types", headers={"Cookie": "session=ab\x01cd"}))


def test_ordinary_text_still_passes(catalogue_client):
    assert catalogue_client.simulate_get("/v1/types", query_string="q=k%C3%B6nig").status_code == 200
    assert catalogue_client.simulate_get("/v1/types", query_string="q=20+mark").status_code == 200


@pytest.fixture
def world():
    return WalletWorld()


@pytest.mark.parametrize("path", ["/v1//wallet", "/v1/./wallet", "//v1/wallet", "/v1/types/../wallet", "//wallet"])
def test_the_wallet_gets_no_cors_however_its_path_is_spelled(world, make_client, path):
    world.wallet_provider.browser_creates(ALICE, ALICE_ADDRESS, world.settings.chain_id)
    client = make_client(world.settings, **world.adapters())
    browser = Browser(client, world.sign_in(ALICE))
    answer = browser.get(path, headers={"Origin": "https://evil.example"})
    assert answer.status_code == 200 and answer.json["wallet"] is None
    assert "Access-Control-Allow-Origin" not in answer.headers
    assert answer.headers["Cache-Control"] == "no-store"


def test_a_public_path_spelled_with_dot_segments_is_the_same_resource(catalogue_client):
    plain = catalogue_client.simulate_get("/v1/types")
    for spelled in ("/v1//types", "/v1/./types", "/v1/mints/../types"):
        again = catalogue_client.simulate_get(spelled)
        assert (again.status_code, again.json) == (200, plain.json)
        assert again.headers["Access-Control-Allow-Origin"] == "*"


GET_PATHS = [
    "/v1/issuers",
    "/v1/issuers/highlighted",
    "/v1/issuers/united-kingdom",
    "/v1/issuers/united-kingdom/series",
    "/v1/issuers/united-kingdom/series/sovereign",
    "/v1/types",
    "/v1/types/united-kingdom/sovereign/sovereign-george-v",
    "/v1/mints",
    "/v1/mints/royal-mint",
    "/v1/sitemap/types",
    "/v1/sitemap/catalog",
    "/v1/spot",
    "/v1/rates",
    "/v1/machines",
    "/v1/fractions/1.json",
    "/v1/wallet",
    "/v1/wallet/pulls",
    "/v1/wallet/holdings",
    "/v1/openapi.json",
    "/v1/docs",
    "/v1/healthz",
    "/healthz",
    "/v1/issuers/atlantis",
]


@pytest.mark.parametrize("path", GET_PATHS)
def test_head_answers_wherever_get_does_with_its_status_and_headers_and_no_body(catalogue_client, path):
    got = catalogue_client.simulate_get(path)
    head = catalogue_client.simulate_head(path)
    assert head.status_code == got.status_code != 405
    assert head.content == b""
    assert head.headers.get("Content-Length") == str(len(got.content))
    for name in ("Content-Type", "Cache-Control", "X-API-Version"):
        assert head.headers.get(name) == got.headers.get(name), name
