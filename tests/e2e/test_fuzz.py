"""Schemathesis over every documented operation, in-process against create_app with fakes.

All default checks: no 5xx, statuses, content types, headers and bodies as documented, bad input
rejected, good input accepted, the wallet group refusing a missing session. Deterministic, so a
failure reproduces; modest example counts keep it within a few minutes of CI.
"""

import re

import falcon.inspect
import falcon.testing
import pytest
from schemathesis.checks import not_a_server_error, positive_data_acceptance

import app as composition
from tests.e2e import fuzz_world
from tests.e2e.fuzz_world import aim

schema = fuzz_world.load_schema()  # the description file itself; the app comes from a fixture
SIGNED_IN: dict[str, str] = {}


@schema.auth(refresh_interval=None).apply_to(path_regex="/wallet")  # read at each case, not cached
class FuzzerSession:
    """The fake session store's token for the fuzzer's own account, when the wallet fakes exist."""

    def get(self, case, ctx):
        return SIGNED_IN.get("token")

    def set(self, case, token, ctx):
        if token:
            case.cookies = {**(case.cookies or {}), "session": token}


@pytest.fixture(scope="module")
def world(catalogue_db):
    built = fuzz_world.build(catalogue_db)
    SIGNED_IN.update({"token": built.session_token} if built.session_token else {})
    yield built
    SIGNED_IN.clear()


@pytest.fixture(scope="module")
def fuzz_app(world):
    return composition.create_app(world.settings, **world.roles)


@pytest.fixture(scope="module")
def listed_currencies(fuzz_app):
    """The currencies the fuzzed app's rate table lists, and USD: what `currency` may name."""
    return {"USD", *falcon.testing.TestClient(fuzz_app).simulate_get("/v1/rates").json["rates"]}


@schema.parametrize()
def test_every_operation_withstands_fuzzing(case, fuzz_app, listed_currencies):
    aim(case.operation, fuzz_app)
    if _empty_range(case.query) or _unlisted(case.query, listed_currencies):
        # a value no schema can refuse (yearFrom after yearTo, fineWeightFrom above fineWeightTo, a currency
        # the day's rate table does not list): the documented 400, not an accepted request
        response = case.call_and_validate(excluded_checks=[positive_data_acceptance])
        assert response.status_code == 400, response.text
        return
    response = case.call_and_validate()
    if response.status_code >= 400:
        body = response.json()
        assert body["docs"].endswith(f"/v1/docs#errors-{body['error']}"), response.text


def _empty_range(query) -> bool:
    def above(low: str, high: str) -> bool:
        try:
            return float(query[low]) > float(query[high])
        except (KeyError, TypeError, ValueError):
            return False

    return above("yearFrom", "yearTo") or above("fineWeightFrom", "fineWeightTo")


def _unlisted(query, listed: set[str]) -> bool:
    currency = (query or {}).get("currency")
    return isinstance(currency, str) and currency.upper() not in listed


def test_the_fuzzed_app_routes_every_documented_operation(fuzz_app):
    def shape(path):
        return re.sub(r"\{[^}]*\}", "{}", path)

    routed = {
        (shape(route.path), method.method)
        for route in falcon.inspect.inspect_routes(fuzz_app)
        for method in route.methods
        if not method.internal
    }
    documented = {(shape(result.ok().path), result.ok().method.upper()) for result in schema.get_all_operations()}
    assert documented <= routed


EDGES = [
    ("/types", {"id": "abc"}),
    ("/types", {"id": "-1"}),
    ("/types", {"id": "9223372036854775807"}),
    ("/types", {"id": "9223372036854775808"}),
    ("/types", {"id": "\u00b2"}),
    ("/types", {"id": "\u0661"}),
    ("/types", {"q": "%"}),
    ("/types", {"q": "_"}),
    ("/types", {"q": "\x00"}),
    ("/types", {"q": "\"'"}),
    ("/types", {"issuer": "\x00", "mint": "%"}),
    ("/issuers", {"q": "\x00\x00", "roots": "false", "sort": "depth_desc"}),
    ("/sitemap/types", {"page": "1000000", "pageSize": "10000"}),
]


@pytest.mark.parametrize("path, query", EDGES)
def test_hand_picked_edge_inputs_conform(fuzz_app, path, query):
    aim(schema[path]["GET"], fuzz_app).Case(query=query).call_and_validate()


def test_every_operation_conforms_when_nothing_behind_it_is_configured():
    bare = composition.create_app(fuzz_world.make_settings(rate_limit=fuzz_world.FUZZ_BUDGET))
    statuses = set()
    for result in schema.get_all_operations():
        operation = aim(result.ok(), bare)
        parameters = {parameter.name: "gold" for parameter in operation.path_parameters}
        # 503 is the documented answer here, so only the "no 5xx" check is left out
        response = operation.Case(path_parameters=parameters).call_and_validate(excluded_checks=[not_a_server_error])
        statuses.add(response.status_code)
    assert 503 in statuses
