"""What an operator reads: /metrics (who may, and what it counts), the JSON access log, and X-Request-Id."""

import io
import json
import logging
import re
import sys

import pytest
from prometheus_client.parser import text_string_to_metric_families

from adapters import logs, outbound
from adapters.http import observability
from adapters.storage import db
from ports.errors import FeedUnavailable, StorageUnavailable
from tests.conftest import make_settings, memory_limiter
from tests.support.storage import storage_roles

TYPE = "/v1/types/united-kingdom/sovereign/sovereign-george-v"
TYPE_TEMPLATE = "/types/{issuerSlug}/{seriesSlug}/{slug}"  # as the description writes the path
# the keys of every line a process writes, access lines and its own (adapters/logs.py)
COMMON_KEYS = ("time", "level", "logger", "event", "message")


def sample(client, name: str, **labels) -> float | None:
    text = client.simulate_get("/metrics").text
    for family in text_string_to_metric_families(text):
        for found in family.samples:
            if found.name == name and all(found.labels.get(k) == v for k, v in labels.items()):
                return found.value
    return None


@pytest.fixture
def catalogue(catalogue_db, make_client):
    def build(**settings):
        db.bind(catalogue_db)
        return make_client(make_settings(**settings), **storage_roles(), limiter=memory_limiter())

    return build


class DownDatabase:
    def ping(self) -> None:
        raise StorageUnavailable("the database is down")


def test_metrics_count_requests_by_route_template_and_status(catalogue):
    client = catalogue(response_cache_entries=0)
    for _ in range(3):
        assert client.simulate_get(TYPE).status_code == 200
    client.simulate_get("/v1/types/nowhere/none/nothing")
    client.simulate_get("/v1/no-such-path")
    assert sample(client, "goldcoins_http_requests_total", route=TYPE_TEMPLATE, status="200") == 3
    assert sample(client, "goldcoins_http_requests_total", route=TYPE_TEMPLATE, status="404") == 1
    assert sample(client, "goldcoins_http_requests_total", route="unmatched", status="404") == 1
    assert sample(client, "goldcoins_http_request_duration_seconds_count", route=TYPE_TEMPLATE) == 4


def test_cache_hits_are_counted_also_when_the_front_answers_them(catalogue):
    client = catalogue()
    for _ in range(3):
        assert client.simulate_get("/v1/types", query_string="pageSize=2").status_code == 200
    assert sample(client, "goldcoins_response_cache_lookups_total", result="miss") == 1
    assert sample(client, "goldcoins_response_cache_lookups_total", result="hit") == 2
    assert sample(client, "goldcoins_http_requests_total", route="/types", status="200") == 3


def test_refusals_are_counted_under_the_route_refused(make_client, catalogue_db):
    db.bind(catalogue_db)
    client = make_client(make_settings(), **storage_roles(), limiter=memory_limiter("2/60"))
    statuses = [client.simulate_get("/v1/mints").status_code for _ in range(3)]
    assert statuses == [200, 200, 429]
    assert sample(client, "goldcoins_rate_limit_refusals_total") == 1
    assert sample(client, "goldcoins_http_requests_total", route="/mints", status="429") == 1


def test_metrics_are_outside_the_budget(make_client):
    client = make_client(limiter=memory_limiter("1/60"))
    assert [client.simulate_get("/metrics").status_code for _ in range(3)] == [200, 200, 200]


def test_metrics_are_a_missing_page_to_an_address_not_allowed(make_client):
    client = make_client(make_settings(metrics_allow=("10.1.0.0/16",)))
    refused = client.simulate_get("/metrics", remote_addr="192.0.2.7")
    assert refused.status_code == 404 and refused.json["error"] == "not_found"
    assert client.simulate_get("/metrics", remote_addr="10.1.2.3").status_code == 200


def test_behind_the_proxy_the_forwarded_address_decides_and_a_client_cannot_claim_one(make_client):
    client = make_client(make_settings(trusted_proxy="127.0.0.1"))
    through_proxy = {"X-Forwarded-For": "198.51.100.4"}
    assert client.simulate_get("/metrics", remote_addr="127.0.0.1", headers=through_proxy).status_code == 404
    claimed = {"X-Forwarded-For": "127.0.0.1"}
    assert client.simulate_get("/metrics", remote_addr="198.51.100.4", headers=claimed).status_code == 404


def test_dependency_state_is_asked_of_the_database_and_heard_from_outbound_calls(make_client):
    client = make_client(health_checks=[DownDatabase()])
    bulkhead = outbound.Bulkhead("spot feed test", deadline=1, unavailable=FeedUnavailable)
    with pytest.raises(FeedUnavailable):
        bulkhead.call(lambda: (_ for _ in ()).throw(FeedUnavailable("down")))
    assert sample(client, "goldcoins_dependency_up", dependency="database") == 0
    assert sample(client, "goldcoins_dependency_up", dependency="spot feed test") == 0
    bulkhead.call(lambda: "answered")
    assert sample(client, "goldcoins_dependency_up", dependency="spot feed test") == 1
    assert sample(client, "goldcoins_dependency_up", dependency="chain node") is None  # never called: unknown


@pytest.mark.parametrize("path", ["/v1/types", "/v1/no-such-path", "/healthz", "/metrics"])
def test_every_answer_carries_a_generated_request_id(make_client, path):
    answered = make_client().simulate_get(path)
    assert len(answered.headers["X-Request-Id"]) == 32


def test_the_request_id_is_the_proxys_and_only_the_proxys(make_client):
    client = make_client(make_settings(trusted_proxy="127.0.0.9"))
    given = {"X-Request-Id": "0f3c2a9d81b4e5f6a7b8c9d0e1f2a3b4"}
    from_proxy = client.simulate_get("/healthz", remote_addr="127.0.0.9", headers=given)
    from_client = client.simulate_get("/healthz", remote_addr="203.0.113.5", headers=given)
    assert from_proxy.headers["X-Request-Id"] == given["X-Request-Id"]
    assert from_client.headers["X-Request-Id"] != given["X-Request-Id"]


@pytest.mark.parametrize("unsafe", ["x" * 65, "a b", 'id"}\n{"forged": 1', "ümlaut"])
def test_an_unsafe_request_id_from_the_proxy_is_replaced(make_client, unsafe):
    client = make_client(make_settings(trusted_proxy="127.0.0.9"))
    answered = client.simulate_get("/healthz", remote_addr="127.0.0.9", headers={"X-Request-Id": unsafe})
    assert answered.headers["X-Request-Id"] != unsafe and len(answered.headers["X-Request-Id"]) == 32


def test_each_answer_is_one_json_access_log_line_front_hits_included(catalogue_db, make_client):
    db.bind(catalogue_db)
    written = io.BytesIO()
    client = make_client(make_settings(trusted_proxy="127.0.0.1"), **storage_roles(), access_log=written)
    forwarded = {"X-Forwarded-For": "198.51.100.23"}
    answers = [client.simulate_get(TYPE, remote_addr="127.0.0.1", headers=forwarded) for _ in range(2)]
    lines = [json.loads(line) for line in written.getvalue().splitlines()]
    assert [line["request_id"] for line in lines] == [answer.headers["X-Request-Id"] for answer in answers]
    for line, answer in zip(lines, answers):
        assert set(line) == {*COMMON_KEYS, "method", "route", "status", "duration_ms", "bytes", "client", "request_id"}
        assert (line["method"], line["route"], line["status"]) == ("GET", TYPE_TEMPLATE, 200)
        assert (line["level"], line["event"], line["message"]) == ("info", "request", f"GET {TYPE_TEMPLATE} 200")
        assert line["bytes"] == len(answer.content) and line["client"] == "198.51.100.23"
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", line["time"]) and line["duration_ms"] >= 0


@pytest.mark.parametrize(
    ("query", "parameter"),
    [("pageSize=0", "pageSize"), ("sort=cheapest", "sort"), ("pagesize=3", "pagesize"), ("q=" + "x" * 300, "q")],
)
def test_a_refused_parameter_is_named_in_its_requests_access_line(make_client, query, parameter):
    written = io.BytesIO()
    answer = make_client(access_log=written).simulate_get("/v1/types", query_string=query)
    (line,) = [json.loads(line) for line in written.getvalue().splitlines()]
    assert answer.status_code == line["status"] == 400
    assert line["parameter"] == parameter and f"(parameter {parameter})" in line["message"]
    assert set(COMMON_KEYS) <= set(line) and line["level"] == "info"


def test_a_service_line_has_the_keys_every_access_line_has():
    record = logging.LogRecord("goldcoins", logging.WARNING, __file__, 1, "spot feed %s", ("late",), None)
    line = json.loads(logs.JsonLines().format(record))
    assert set(line) == set(COMMON_KEYS) and (line["event"], line["message"]) == (None, "spot feed late")


@pytest.mark.parametrize("on", [True, False])
def test_the_access_log_goes_to_stderr_unless_turned_off(make_client, capfd, on):
    make_client(make_settings(access_log=on)).simulate_get("/healthz")
    logs.flush_buffers()  # the flusher thread does this once a second
    assert ('"route":"/healthz"' in capfd.readouterr().err) is on


def test_request_ids_differ_from_answer_to_answer(make_client):
    client = make_client()
    ids = {client.simulate_get("/healthz").headers["X-Request-Id"] for _ in range(50)}
    assert len(ids) == 50 and all(re.fullmatch(r"[0-9a-f]{32}", one) for one in ids)


def test_log_lines_to_an_unbuffered_file_are_written_in_batches_not_one_system_call_each():
    class Counting(io.RawIOBase):
        def __init__(self):
            self.calls, self.data = 0, b""

        def writable(self):
            return True

        def write(self, chunk):
            self.calls += 1
            self.data += bytes(chunk)
            return len(chunk)

    raw = Counting()
    log = observability.AccessLog(raw, None)
    for n in range(100):
        log.write({}, "GET", "/types", 200, 0.001, 10, f"id{n}")
    assert raw.calls == 0  # held in the buffer until the flusher's second
    logs.flush_buffers()
    assert raw.calls == 1 and raw.data.count(b"\n") == 100


def test_every_described_route_is_logged_and_counted_by_the_path_the_description_gives_it(catalogue_db, make_client):
    from adapters.http import openapi

    db.bind(catalogue_db)
    written = io.BytesIO()
    client = make_client(make_settings(), **storage_roles(), access_log=written)
    described = set(openapi.load("http://localhost")["paths"])
    concrete = {
        "/issuers/germany": "/issuers/{slug}",
        "/issuers/germany/series": "/issuers/{issuerSlug}/series",
        "/issuers/germany/series/mark": "/issuers/{issuerSlug}/series/{seriesSlug}",
        "/types/germany/mark/wilhelm-ii-20-mark": "/types/{issuerSlug}/{seriesSlug}/{slug}",
        "/mints/berlin": "/mints/{slug}",
        "/docs/assets/docs.css": "/docs/assets/{file}",
    }
    for path in concrete:
        client.simulate_get("/v1" + path)
    routes = [json.loads(line)["route"] for line in written.getvalue().splitlines()]
    assert routes == list(concrete.values()) and set(routes) <= described
    assert sample(client, "goldcoins_http_requests_total", route="/issuers/{issuerSlug}/series", status="200") == 1


def test_lines_of_one_kind_of_answer_each_carry_their_own_figures():
    stream = io.BytesIO()
    log = observability.AccessLog(stream, None)
    log.write({"REMOTE_ADDR": "10.0.0.1"}, "GET", "/types", 200, 0.0012345, 2700, "first")
    log.write({}, "GET", "/types", 200, 0.5, None, "second", client="10.0.0.2")
    log.write({}, "PROPFIND" * 4, "/types", 503, 0.001, 0, "third", parameter='x"y')
    log.write({}, "GET", "/types", 400, 0.001, 90, "fourth", parameter="pageSize")
    logs.flush_buffers()
    first, second, third, fourth = (json.loads(line) for line in stream.getvalue().splitlines())
    assert (first["client"], first["bytes"], first["duration_ms"], first["request_id"]) == (
        "10.0.0.1",
        2700,
        1.234,
        "first",
    )
    assert (second["client"], second["bytes"], second["duration_ms"], second["request_id"]) == (
        "10.0.0.2",
        None,
        500.0,
        "second",
    )
    assert "parameter" not in first and "parameter" not in second
    assert third["level"] == "error" and third["method"] == "PROPFIND" * 2 and third["parameter"] == 'x"y'
    assert third["message"] == 'PROPFINDPROPFIND /types 503 (parameter x"y)'
    assert fourth["level"] == "info" and fourth["parameter"] == "pageSize" and fourth["status"] == 400
    assert list(first) == [*COMMON_KEYS, "method", "route", "status", "duration_ms", "bytes", "client", "request_id"]
