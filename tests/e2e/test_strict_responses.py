"""Real answers of every operation, validated against the served description by a strict OAS 3.0 validator.

openapi-schema-validator's OAS30ReadValidator reads `nullable`, `enum`, `required` and `$ref` as OAS 3.0.3 says,
so a null the description does not allow, an undocumented status or a missing field fails here. Each documented
operation needs at least one case in CASES: a new operation is one more entry.
"""

from __future__ import annotations

import typing

import attrs
import pytest
from falcon import testing
from openapi_schema_validator import OAS30ReadValidator

import app as composition
from tests.e2e import fuzz_world


@attrs.frozen
class Call:
    path: str
    params: dict = attrs.field(factory=dict)
    status: int = 200
    method: str = "GET"
    app: str = "world"  # world: fakes behind every port; bare: nothing configured; tight: a budget of one request
    signed_in: bool = False
    headers: dict = attrs.field(factory=dict)
    json: typing.Any = None  # a request body, or a function of the world that makes one


TYPE = "/v1/types/united-kingdom/sovereign/sovereign-george-v"
CASES: list[tuple[str, Call]] = [
    ("listIssuers", Call("/v1/issuers")),
    ("listIssuers", Call("/v1/issuers", {"roots": "false", "sort": "depth_desc", "pageSize": "3", "page": "2"})),
    ("listIssuers", Call("/v1/issuers", {"sort": "deepest"}, 400)),
    ("listIssuers", Call("/v1/issuers", {"q": "prus", "roots": "false"})),
    ("listIssuers", Call("/v1/issuers", status=429, app="tight")),
    ("listHighlightedIssuers", Call("/v1/issuers/highlighted")),
    ("getIssuer", Call("/v1/issuers/germany")),
    ("getIssuer", Call("/v1/issuers/switzerland")),
    ("getIssuer", Call("/v1/issuers/prussia", status=404)),
    ("listSeriesOfIssuer", Call("/v1/issuers/germany/series")),
    ("listSeriesOfIssuer", Call("/v1/issuers/atlantis/series", status=404)),
    ("getSeries", Call("/v1/issuers/united-kingdom/series/sovereign")),
    ("getSeries", Call("/v1/issuers/germany/series/prussia-20-mark")),
    ("listTypes", Call("/v1/types", {"sort": "newest", "size": "1oz"})),
    ("listTypes", Call("/v1/types", {"q": "sovereign", "purity": "22k", "yearFrom": "1900", "sort": "weight_desc"})),
    ("listTypes", Call("/v1/types", {"mint": "nowhere"})),
    ("listTypes", Call("/v1/types", {"q": "mark sovereign"})),  # a search's page: its match
    ("listTypes", Call("/v1/types", {"pageSize": "101"}, 400)),
    ("listTypes", Call("/v1/types", status=503, app="bare")),
    ("getType", Call(TYPE)),
    ("getType", Call("/v1/types/south-africa/krugerrand/krugerrand-1oz")),
    ("getType", Call("/v1/types/germany/bavaria-20-mark/ludwig-ii-20-mark")),
    ("getType", Call("/v1/types/germany/bavaria-20-mark/nope", status=404)),
    ("listMints", Call("/v1/mints", {"pageSize": "100"})),
    ("getMint", Call("/v1/mints/melbourne")),
    ("getMint", Call("/v1/mints/unused-mint")),
    ("getMint", Call("/v1/mints/royal-mint")),
    ("getSpot", Call("/v1/spot")),
    ("getSpot", Call("/v1/spot", status=503, app="bare")),
    ("getRates", Call("/v1/rates")),
    ("getRates", Call("/v1/rates", app="bare")),
    ("listTypeIdentities", Call("/v1/sitemap/types", {"pageSize": "10000"})),
    ("listTypeIdentities", Call("/v1/sitemap/types", {"pageSize": "10001"}, 400)),
    ("getCatalogueIdentities", Call("/v1/sitemap/catalog")),
    ("exportTypes", Call("/v1/export/types.ndjson")),
    ("exportIssues", Call("/v1/export/issues.csv")),
    ("exportCatalogue", Call("/v1/export/catalogue.tar")),
    ("listChanges", Call("/v1/changes", params={"since": "2000-01-01T00:00:00Z"})),
    ("getTokenMetadata", Call("/v1/fractions/1.json")),
    ("getTokenMetadata", Call("/v1/fractions/99.json", status=404)),
    ("getMachines", Call("/v1/machines")),
    ("getMachines", Call("/v1/machines", status=503, app="bare")),
    ("getWallet", Call("/v1/wallet", signed_in=True)),
    ("getWallet", Call("/v1/wallet", status=401)),
    ("recordWallet", Call("/v1/wallet", method="POST", signed_in=True)),
    ("getWallet", Call("/v1/wallet", signed_in=True)),  # now with the wallet recorded
    ("recordWallet", Call("/v1/wallet", method="POST", status=401)),
    (
        "recordWallet",
        Call("/v1/wallet", method="POST", status=403, signed_in=True, headers={"Origin": "https://x.test"}),
    ),
    ("createEncryptionSession", Call("/v1/wallet/encryption-session", method="POST", signed_in=True)),
    ("listPulls", Call("/v1/wallet/pulls", signed_in=True)),
    ("listPulls", Call("/v1/wallet/pulls", status=401)),
    ("listHoldings", Call("/v1/wallet/holdings", signed_in=True)),
    ("listHoldings", Call("/v1/wallet/holdings", status=503, app="bare", signed_in=True)),
    ("getSession", Call("/v1/session", signed_in=True)),
    ("getSession", Call("/v1/session", status=401)),
    (
        "signIn",
        Call(
            "/v1/session",
            method="POST",
            status=201,
            json=lambda world: {"accessToken": world.roles["player_tokens"].issue("pla_1")},
        ),
    ),
    ("signIn", Call("/v1/session", method="POST", status=401, json={"accessToken": "not-a-token"})),
    ("signOut", Call("/v1/session", method="DELETE", status=204)),
    ("health", Call("/healthz")),
    ("metrics", Call("/metrics")),
    ("getOpenApi", Call("/v1/openapi.json")),
    ("getCatalogueSchema", Call("/v1/schema/catalogue.json")),
    ("getDocs", Call("/v1/docs")),
    ("getDocsAsset", Call("/v1/docs/assets/docs.css")),
    ("getDocsAsset", Call("/v1/docs/assets/nope.css", status=404)),
]


@pytest.fixture(scope="module")
def world(catalogue_db):
    return fuzz_world.build(catalogue_db)


@pytest.fixture(scope="module")
def clients(world):
    bare = fuzz_world.make_settings(rate_limit=fuzz_world.FUZZ_BUDGET)
    tight = attrs.evolve(world.settings, rate_limit="1/3600")
    return {
        "world": testing.TestClient(composition.create_app(world.settings, **world.roles)),
        "bare": testing.TestClient(composition.create_app(bare)),
        "tight": testing.TestClient(composition.create_app(tight, **world.roles)),
    }


@pytest.fixture(scope="module")
def document(clients):
    return clients["world"].simulate_get("/v1/openapi.json").json


def operations(document) -> dict:
    return {op["operationId"]: op for methods in document["paths"].values() for op in methods.values()}


def documented_answer(document, operation: dict, status: int) -> dict:
    answer = operation["responses"].get(str(status))
    assert answer is not None, f"{operation['operationId']} does not document {status}"
    if "$ref" in answer:
        answer = document["components"]["responses"][answer["$ref"].rsplit("/", 1)[1]]
    return answer


def check(document, operation: dict, result) -> None:
    """The answer's status is documented and its body validates against the documented schema."""
    answer = documented_answer(document, operation, result.status_code)
    if "content" not in answer:  # 304, 204: documented without a body
        assert result.content == b"", (operation["operationId"], result.status_code)
        return
    media = result.headers["content-type"].split(";")[0]
    schema = answer["content"][media]["schema"]
    body = result.json if media == "application/json" or media.endswith("+json") else result.text
    validator = OAS30ReadValidator({**schema, "components": document["components"]})
    problems = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(body)]
    assert problems == [], (operation["operationId"], result.status_code, problems[:5])


def send(clients, world, call: Call, headers=None):
    headers = {"Origin": fuzz_world.SITE, **call.headers, **(headers or {})}
    cookies = {"session": world.session_token} if call.signed_in else None
    client = clients[call.app]
    if call.app == "tight":
        client.simulate_request(call.method, call.path, params=call.params)  # spends the budget
    body = call.json(world) if callable(call.json) else call.json
    return client.simulate_request(
        call.method, call.path, params=call.params, headers=headers, cookies=cookies, json=body
    )


def test_every_answer_of_every_operation_validates_strictly_against_the_served_description(clients, world, document):
    by_id = operations(document)
    for operation_id, call in CASES:
        result = send(clients, world, call)
        assert result.status_code == call.status, (operation_id, call, result.text[:300])
        check(document, by_id[operation_id], result)
        if "ETag" in result.headers:  # asked again with its ETag: a documented 304 without a body
            again = send(clients, world, call, {"If-None-Match": result.headers["ETag"]})
            assert again.status_code == 304, (operation_id, call)
            check(document, by_id[operation_id], again)


def test_every_documented_operation_has_a_case_that_succeeds(document):
    succeeding = {operation_id for operation_id, call in CASES if call.status < 300}
    assert sorted(set(operations(document)) - succeeding) == [], "operations without a 2xx case in CASES"


def test_the_validator_refuses_a_null_the_description_does_not_allow(document):
    """The check above can fail: a required non-null field sent as null is refused, an allowed null is not."""
    issue = {"$ref": "#/components/schemas/Issue", "components": document["components"]}
    valid = {
        "id": "1",
        "isDated": True,
        "year": None,
        "gregorianYear": None,
        "minYear": None,
        "maxYear": None,
        "mintLetter": "",
        "mint": None,
        "marks": [],
        "finish": "proof",
        "variety": "",
        "mintage": None,
        "references": [],
        "comment": None,
    }
    assert list(OAS30ReadValidator(issue).iter_errors(valid)) == []
    assert list(OAS30ReadValidator(issue).iter_errors({**valid, "finish": None}))
    assert list(OAS30ReadValidator(issue).iter_errors({**valid, "mint": {"id": "1"}}))
