"""`goldcoins serve` as an operator starts it: a real process, waitress threads, CPU placement."""

import contextlib
import json
import os
import pathlib
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from adapters.cli.affinity import choose
from adapters.storage import migrations
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, renderer
from tests.fakes.pictures import catalogue_copies
from tests.support import databases
from tests.support.http_server import answering, unused_port
from tests.support.importing import import_catalogue
from tests.support.processes import child_environment

ROOT = pathlib.Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="CPU affinity is Linux-only")


def _serve(tmp_path, **env):
    port = unused_port()
    environ = child_environment()
    environ.update(
        {
            "GOLDCOINS_HOST": "127.0.0.1",
            "GOLDCOINS_PORT": str(port),
            "GOLDCOINS_THREADS": "3",
            "GOLDCOINS_DATABASE_URL": f"sqlite:///{tmp_path}/serve.db",
            **env,
        }
    )
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "serve"], cwd=ROOT, env=environ, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    return process, port


def _with_test_catalogue(tmp_path) -> None:
    """The SQLite database _serve serves, holding the test catalogue imported as `goldcoins import` does."""
    with databases.bound(f"sqlite:///{tmp_path}/serve.db"):
        migrations.upgrade()
        import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())


def _thread_masks(pid: int) -> dict[int, set[int]]:
    return {int(tid): os.sched_getaffinity(int(tid)) for tid in os.listdir(f"/proc/{pid}/task")}


def _stop(process) -> str:
    process.terminate()
    try:
        _, err = process.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        _, err = process.communicate()
    return err.decode()


@pytest.mark.parametrize("setting", ["auto", "off"])
def test_every_serving_thread_runs_where_the_setting_says(tmp_path, setting):
    process, port = _serve(tmp_path, GOLDCOINS_CPU_AFFINITY=setting)
    try:
        assert answering(process, port), "the server never answered /healthz"
        masks = _thread_masks(process.pid)
    finally:
        log = _stop(process)
    allowed = os.sched_getaffinity(0)
    expected = choose(setting, allowed, port) or allowed
    assert len(masks) >= 4  # waitress' main thread and its three workers
    assert all(mask == expected for mask in masks.values()), masks
    if setting == "auto" and len(allowed) > 1:
        assert f"on CPU {next(iter(expected))}" in log


def test_a_cpu_outside_the_allowed_set_stops_start_up_naming_the_key(tmp_path):
    outside = max(os.sched_getaffinity(0)) + 1
    process, _ = _serve(tmp_path, GOLDCOINS_CPU_AFFINITY=str(outside))
    try:
        code = process.wait(timeout=20)
    finally:
        log = _stop(process)
    assert code == 2
    assert f"GOLDCOINS_CPU_AFFINITY: CPU {outside} is not one this process may use" in log


def test_serve_warms_the_catalogues_searches_before_it_opens_its_port(tmp_path):
    """Issue 40: the first search finds nothing to build (tests/process/test_warm_start.py), because the
    warm-up ends before the port opens."""
    _with_test_catalogue(tmp_path)
    process, port = _serve(tmp_path)
    try:
        assert answering(process, port), "the server never answered /healthz"
    finally:
        log = _stop(process)
    events = [json.loads(line).get("event") for line in log.splitlines() if line.startswith("{")]
    assert events.index("warmed") < events.index("serving"), log


def test_the_benchmarks_hello_world_is_served_by_the_same_serve_command(tmp_path):
    """`make bench` measures the API against this server: it must start as `goldcoins serve` starts."""
    port = unused_port()
    environ = child_environment()
    environ.update(GOLDCOINS_HOST="127.0.0.1", GOLDCOINS_PORT=str(port), GOLDCOINS_THREADS="2")
    process = subprocess.Popen(
        [sys.executable, "-m", "bench.hello"], cwd=ROOT, env=environ, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        assert answering(process, port, path="/hello"), process.stderr.read().decode() if process.poll() else ""
    finally:
        process.terminate()
        process.wait(timeout=10)


def _raw(port: int, request: bytes) -> tuple[str, dict[str, str], bytes]:
    """One raw exchange with the server: its status line, headers (names lower-cased) and body."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # it may answer before reading it all
            connection.sendall(request)
        answer = b""
        with contextlib.suppress(OSError):  # a reset after the answer: keep what it sent
            while chunk := connection.recv(65536):
                answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    status, *lines = head.decode("latin-1").split("\r\n")
    return status, {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines)}, body


@pytest.mark.parametrize(
    "request_bytes, status",
    [
        (b"GET /v1/types HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 20_000 + b"\r\n\r\n", "431"),
        (b"GET /v1/" + b"a" * 17_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", "431"),
        # a declared body over 64 KiB is refused on its headers, before the body is read
        (b"POST /v1/wallet HTTP/1.1\r\nHost: x\r\nContent-Length: 70000\r\n\r\n{", "413"),
        (b"GARBAGE\r\n\r\n", "400"),
        (b"GET /v1/types HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n", "400"),
        (b"POST /v1/wallet HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "400"),
        # a transfer coding waitress does not implement is the client's to change, not the server failing
        (b"POST /v1/session HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n", "501"),
    ],
)
def test_what_waitress_refuses_itself_is_the_apis_json_error(tmp_path, request_bytes, status):
    process, port = _serve(tmp_path)
    try:
        assert answering(process, port)
        line, headers, body = _raw(port, request_bytes)
        assert line.split(" ")[1] == status, line
        assert headers["content-type"] == "application/json" and headers["x-api-version"] == "v1"
        error = json.loads(body)
        assert error["error"] == "invalid_request" and error["message"] and error["hint"]
        # the budget as it stands for this client, reported and not spent (only /healthz was asked before)
        assert (headers["ratelimit-limit"], headers["ratelimit-remaining"]) == ("600", "600")
        assert headers["ratelimit-policy"] == '600;w=60;policy="public"' and "ratelimit-reset" in headers
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_a_taken_port_stops_start_up_in_one_line_naming_it_and_nothing_claims_to_serve(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        environ = child_environment()
        environ.update(GOLDCOINS_DATABASE_URL=f"sqlite:///{tmp_path}/serve.db", GOLDCOINS_CPU_AFFINITY="off")
        done = subprocess.run(
            [sys.executable, "-m", "app", "serve", "--port", str(port)],
            cwd=ROOT,
            env=environ,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode == 2
    lines = [json.loads(line) for line in done.stderr.splitlines()]
    assert [line["event"] for line in lines if line.get("event") in ("serving", "stopped")] == ["stopped"]
    (said,) = [line for line in lines if line.get("event") == "stopped"]
    assert said["level"] == "error"
    assert f"port {port} is taken" in said["message"] and "--port or GOLDCOINS_PORT" in said["message"]
    assert not any("Traceback" in line.get("message", "") for line in lines)


def _health(port: int, deadline_seconds: float = 60.0) -> tuple[int, dict]:
    """The first answer of /healthz: its status and body (a 503 is an answer too)."""
    deadline = time.monotonic() + deadline_seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as refused:
            return refused.code, json.loads(refused.read())
        except OSError:
            time.sleep(0.05)
    raise AssertionError("/healthz never answered")


def test_a_database_and_redis_down_at_start_are_each_named_in_one_line_and_by_readiness(tmp_path):
    database = f"postgresql://goldcoins:secret@127.0.0.1:{unused_port()}/catalogue"
    redis = f"redis://127.0.0.1:{unused_port()}/0"
    process, port = _serve(
        tmp_path, GOLDCOINS_DATABASE_URL=database, GOLDCOINS_RATE_LIMIT_STORAGE=redis, GOLDCOINS_CPU_AFFINITY="off"
    )
    try:
        status, body = _health(port)
    finally:
        log = _stop(process)
    assert status == 503 and body["message"] == "Not answering: database, redis."
    lines = [json.loads(line) for line in log.splitlines() if line.startswith("{")]
    down = [line for line in lines if line.get("event") == "dependency-unreachable"]
    assert [(line["dependency"], line["level"]) for line in down] == [("database", "warning"), ("redis", "warning")]
    assert down[0]["where"] == database.replace("secret", "***") and "secret" not in log
    assert down[1]["where"] == redis and redis in down[1]["message"]
    serving = next(n for n, line in enumerate(lines) if line.get("event") == "serving")
    assert lines.index(down[1]) < serving  # said before the port opens


def test_nothing_is_said_of_dependencies_that_answer(tmp_path):
    process, port = _serve(tmp_path, GOLDCOINS_CPU_AFFINITY="off")
    try:
        assert answering(process, port)
    finally:
        log = _stop(process)
    assert "dependency-unreachable" not in log


def test_an_answer_sent_again_from_the_cache_has_the_first_ones_head_but_for_what_changes(tmp_path):
    """A kept answer's head is laid out once (adapters/http/response_head.py) and written with the values of each
    answer: sent again on a kept-alive connection, closing or over HTTP/1.0, it has the first answer's headers in
    their order and its body, but its own budget, request id and date."""
    import http.client

    _with_test_catalogue(tmp_path)
    process, port = _serve(tmp_path)
    per_answer = {"Ratelimit-Remaining", "Ratelimit-Reset", "X-Request-Id", "Date"}
    try:
        assert answering(process, port)
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        answers = []
        for extra in ({}, {}, {}, {"Connection": "close"}):
            connection.request("GET", "/v1/types?pageSize=2", headers={"Accept-Encoding": "gzip", **extra})
            answer = connection.getresponse()
            answers.append((answer.status, answer.getheaders(), answer.read()))
        connection.close()
        status, _, first_body = answers[0]
        _, head, body = _raw(port, b"GET /v1/types?pageSize=2 HTTP/1.0\r\nAccept-Encoding: gzip\r\n\r\n")
    finally:
        _stop(process)
    assert status == 200 and first_body and body == first_body
    first = [(name, value) for name, value in answers[0][1] if name not in per_answer]
    for _, headers, sent in answers[1:3]:  # kept alive: the head laid out when the first answer was kept
        assert [(name, value) for name, value in headers if name not in per_answer] == first and sent == first_body
        assert [name for name, _ in headers] == [name for name, _ in answers[0][1]]
    assert [h for h in answers[2][1] if h[0] == "Ratelimit-Remaining"] != [
        h for h in answers[1][1] if h[0] == "Ratelimit-Remaining"
    ]
    closing = dict(answers[3][1])
    assert closing["Connection"] == "close" and answers[3][2] == first_body
    assert {name.lower(): value for name, value in first} == {
        k: v for k, v in head.items() if k.title() not in per_answer and k != "connection"
    }


def test_a_plain_read_served_has_the_head_falcon_gives_the_same_request(tmp_path):
    """With the response cache off, a catalogue GET is a plain read (adapters/http/plain_reads.py) whose head the
    server writes from a layout kept per shape of answer; the same request with an If-Modified-Since the answer is newer
    than is falcon's. Both heads are the same but for what changes per answer, kept alive or over HTTP/1.0, plain or
    gzipped, a page or a record."""
    import http.client

    _with_test_catalogue(tmp_path)
    process, port = _serve(tmp_path, GOLDCOINS_RESPONSE_CACHE_ENTRIES="0")
    per_answer = {"ratelimit-remaining", "ratelimit-reset", "x-request-id", "date", "connection"}
    paths = ["/v1/types?pageSize=3&sort=newest", "/v1/types/united-kingdom/sovereign/sovereign-george-v", "/v1/issuers"]
    compared = []
    try:
        assert answering(process, port)
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        for path in paths:
            for coding in ({}, {"Accept-Encoding": "gzip"}):
                heads = []
                for extra in ({}, {}, {"If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT"}):
                    connection.request("GET", path, headers={**coding, **extra})
                    answer = connection.getresponse()
                    heads.append((answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()))
                old = "".join(f"{name}: {value}\r\n" for name, value in coding.items())
                _, raw_head, raw_body = _raw(port, f"GET {path} HTTP/1.0\r\n{old}\r\n".encode())
                compared.append((heads, raw_head, raw_body))
        connection.close()
    finally:
        _stop(process)
    for (first, second, falcons), old_head, old_body in compared:
        assert first[0] == second[0] == falcons[0] == 200 and first[2] == second[2] == falcons[2] == old_body
        same = {k: v for k, v in falcons[1].items() if k not in per_answer}
        assert {k: v for k, v in first[1].items() if k not in per_answer} == same
        assert {k: v for k, v in second[1].items() if k not in per_answer} == same
        assert {k: v for k, v in old_head.items() if k not in per_answer} == same
        assert first[1]["x-request-id"] != second[1]["x-request-id"] and "date" in first[1]
