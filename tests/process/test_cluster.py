"""The cluster as deployed (deploy/, run by tools/cluster): nginx in front of two `goldcoins serve` processes on
PostgreSQL and Redis, every request through nginx from a loopback address of the test's choosing (all of
127/8 is loopback, so two source addresses are two clients)."""

from __future__ import annotations

import concurrent.futures
import contextlib
import http.client
import json
import os
import pathlib
import random
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import types
import urllib.parse

import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.conftest import postgres_url, redis_url
from tools.cluster.cluster import Cluster, Layout
from tools.cluster.wait import answers, until

ROOT = pathlib.Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.cluster, pytest.mark.timeout(600)]

SERIES = "/v1/issuers/united-kingdom/series/sovereign"
SERIES_TEMPLATE = "/issuers/{issuerSlug}/series/{seriesSlug}"
ERROR_KEYS = {"error", "message", "hint", "docs"}


def fresh_address() -> str:
    """A loopback address no earlier run used in the last two budget windows (the store is shared)."""
    return f"127.{random.randint(1, 254)}.{random.randint(1, 254)}.{random.randint(2, 254)}"


def two_free_ports() -> int:
    """The first of two consecutive loopback ports nothing listens on."""
    for _ in range(100):
        with socket.socket() as first:
            first.bind(("127.0.0.1", 0))
            port = first.getsockname()[1]
            with socket.socket() as second:
                try:
                    second.bind(("127.0.0.1", port + 1))
                except OSError:
                    continue
                return port
    raise RuntimeError("no two consecutive free ports")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    database, redis = postgres_url(), redis_url()
    if not database or not redis:
        pytest.skip("GOLDCOINS_TEST_DATABASE_URL and GOLDCOINS_TEST_REDIS_URL are not both set")
    import psycopg2

    schema = f"cluster_{os.getpid()}"
    with psycopg2.connect(database) as admin, admin.cursor() as cursor:
        cursor.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE; CREATE SCHEMA "{schema}"')
    admin.close()
    state = tmp_path_factory.mktemp("cluster")
    for attempt in range(3):  # a free port can be taken as another connection's local port before we bind it
        layout = Layout(
            port=free_port(),
            processes=2,
            first_api_port=two_free_ports(),
            # the cluster's own schema: other suites share this database
            database_url=database + "?" + urllib.parse.urlencode({"options": f"-c search_path={schema}"}),
            redis_url=redis,
            state=state,
            media_dir=state / "media",
            environment={"GOLDCOINS_SPOT_PROVIDER": "none", "GOLDCOINS_RATES_PROVIDER": "none"},
        )
        running = Cluster(layout)
        try:
            running.start()  # imports the bundled catalogue, once for the module (unchanged on a second try)
            break
        except (RuntimeError, TimeoutError):  # start() has stopped what it started
            if attempt == 2:
                raise
    try:
        yield running
    finally:
        running.stop()
        with psycopg2.connect(database) as admin, admin.cursor() as cursor:
            cursor.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        admin.close()


class Client:
    """One kept-alive connection to nginx from a chosen loopback address."""

    def __init__(self, cluster: Cluster, source: str = "127.0.0.1") -> None:
        self._connection = http.client.HTTPConnection(
            "127.0.0.1", cluster.layout.port, timeout=15, source_address=(source, 0)
        )

    def get(self, path: str, headers: dict | None = None, method: str = "GET", body: bytes | None = None):
        self._connection.request(method, path, body=body, headers=headers or {})
        answer = self._connection.getresponse()
        content = answer.read()
        if answer.getheader("Connection", "").lower() == "close":
            self._connection.close()
        return answer.status, answer, content

    def close(self) -> None:
        self._connection.close()


def metric(cluster: Cluster, name: str, **labels) -> float:
    _, _, text = Client(cluster).get("/metrics")
    total = 0.0
    for family in text_string_to_metric_families(text.decode()):
        for found in family.samples:
            if found.name == name and all(found.labels.get(k) == v for k, v in labels.items()):
                total += found.value
    return total


def logged_lines(cluster: Cluster, ids: set, seconds: float = 10.0) -> list[dict]:
    """The API's access lines of these request ids, polled until all are written (or the deadline passes)."""
    deadline = time.monotonic() + seconds
    while True:
        found = [line for line in api_log(cluster) if "method" in line and line.get("request_id") in ids]
        if len(found) >= len(ids) or time.monotonic() > deadline:
            return found
        time.sleep(0.1)


def ended(text: str) -> list[str]:
    """The lines of a log a running process writes, up to its last newline: a line being written as the file is
    read (a write is not atomic to a reader) is read the next time."""
    return text[: text.rfind("\n") + 1].splitlines()


def api_log(cluster: Cluster) -> list[dict]:
    lines = []
    for port in cluster.layout.api_ports:
        text = (cluster.layout.state / "logs" / f"api-{port}.log").read_text()
        lines += [json.loads(line) for line in ended(text)]  # every line JSON, access lines and the others
    return lines


def nginx_log(cluster: Cluster) -> list[dict]:
    text = (cluster.layout.state / "logs" / "nginx-access.log").read_text()
    return [json.loads(line) for line in ended(text)]


def test_one_address_has_one_budget_whichever_process_answers_and_another_has_its_own(cluster):
    first, second = fresh_address(), fresh_address()
    client = Client(cluster, first)
    statuses = [client.get("/v1/mints")[0] for _ in range(605)]
    assert statuses.count(200) == 600 and statuses[600:] == [429] * 5
    upstreams = {line["upstream"] for line in nginx_log(cluster) if line["client"] == first}
    assert len(upstreams) == 2, "both processes answered the one address"
    status, answer, _ = Client(cluster, second).get("/v1/mints")
    assert status == 200 and answer.getheader("RateLimit-Remaining") == "599"


def test_a_client_cannot_pick_its_address_with_its_own_x_forwarded_for(cluster):
    source = fresh_address()
    client = Client(cluster, source)
    answers = [client.get("/v1/mints", {"X-Forwarded-For": f"203.0.113.{n}"}) for n in (1, 2, 3)]
    remaining = [int(answer.getheader("RateLimit-Remaining")) for _, answer, _ in answers]
    assert remaining[1] == remaining[0] - 1 and remaining[2] == remaining[1] - 1, "one budget, the source's"
    ids = {answer.getheader("X-Request-Id") for _, answer, _ in answers}
    logged = logged_lines(cluster, ids)  # each process writes its log lines once a second
    assert len(logged) == 3 and {line["client"] for line in logged} == {source}


def test_250_slow_clients_do_not_stop_normal_requests(cluster):
    slow = []
    try:
        for _ in range(250):
            sock = socket.create_connection(("127.0.0.1", cluster.layout.port), timeout=5)
            sock.sendall(b"GET /v1/mints HTTP/1.1\r\nHost: slow\r\nX-Dawdle: ")  # headers never finished
            slow.append(sock)
        client = Client(cluster, fresh_address())
        for _ in range(20):
            started = time.monotonic()
            status, _, _ = client.get("/v1/types?pageSize=3")
            assert status == 200 and time.monotonic() - started < 2
    finally:
        for sock in slow:
            sock.close()


def test_a_long_multibyte_search_through_nginx_evicts_no_process(cluster):
    """Found: 200 emoji or 200 x 中 in `q` made a Link header past nginx's 4 kB buffer, a 502, and the healthy
    process counted failed (max_fails=1): every client's request a 502 for seconds. Now the search is refused for
    its bytes, and the longest one let through (its Link near the 4 kB bound) is answered through nginx."""
    source = fresh_address()
    client = Client(cluster, source)
    for text in ("\U0001f600" * 200, "中" * 200):
        for path in ("/v1/types", "/v1/issuers"):
            for _ in range(2):  # one for each process, at least
                status, _, body = client.get(path + "?" + urllib.parse.urlencode({"q": text}))
                assert status == 400 and json.loads(body)["error"] == "invalid_request"
    longest = urllib.parse.urlencode({"q": "gold " + "中" * 131, "pageSize": 1})
    for _ in range(4):
        status, answer, _ = client.get("/v1/types?" + longest)
        assert status == 200
        assert 3000 < len(answer.getheader("Link")) <= 4096, "first, next and last, each with the query"
    assert [client.get("/v1/mints")[0] for _ in range(20)] == [200] * 20
    mine = [line for line in nginx_log(cluster) if line["client"] == source]
    assert {line["status"] for line in mine} == {200, 400}
    assert len({line["upstream"] for line in mine if line["uri"] == "/v1/mints"}) == 2, "both processes serve"


@pytest.mark.parametrize(
    "case, expected",
    [
        ("bad_header", 400),
        ("long_uri", 414),
        ("large_header", 431),
        ("large_body", 413),
    ],
)
def test_nginx_refuses_in_the_apis_json_error_shape(cluster, case, expected):
    client = Client(cluster, fresh_address())
    html = {"Accept": "text/html"}
    if case == "bad_header":
        status, answer, body = raw(cluster, b"GET /v1/mints HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")
    elif case == "long_uri":
        status, answer, body = client.get("/v1/types?q=" + "a" * 20000, html)
    elif case == "large_header":
        status, answer, body = client.get("/v1/types", {**html, "X-Big": "b" * 20000})
    else:
        status, answer, body = client.get(
            "/v1/session", {**html, "Content-Type": "application/json"}, "POST", b"{" * 100_000
        )
    assert status == expected
    assert answer.getheader("Content-Type") == "application/json" and answer.getheader("X-API-Version") == "v1"
    assert set(json.loads(body)) == ERROR_KEYS


def raw(cluster: Cluster, request: bytes):
    with socket.create_connection(("127.0.0.1", cluster.layout.port), timeout=5) as sock:
        sock.sendall(request)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])

    class Answer:
        def getheader(self, name):
            return next((value for key, value in headers.items() if key.lower() == name.lower()), None)

    return int(lines[0].split()[1]), Answer(), body


def test_metrics_count_what_was_sent_whichever_process_answered(cluster):
    before = metric(cluster, "goldcoins_http_requests_total", route=SERIES_TEMPLATE, status="200")
    hits = metric(cluster, "goldcoins_response_cache_lookups_total", result="hit")
    client = Client(cluster, fresh_address())
    assert [client.get(SERIES)[0] for _ in range(10)] == [200] * 10

    def counted() -> float:
        return metric(cluster, "goldcoins_http_requests_total", route=SERIES_TEMPLATE, status="200") - before

    # each process hands its counts over once a second: the other's arrive within that
    until(lambda: counted() >= 10, 10, "the requests were not all counted")
    assert counted() == 10
    assert metric(cluster, "goldcoins_response_cache_lookups_total", result="hit") - hits >= 8  # one miss each
    assert metric(cluster, "goldcoins_dependency_up", dependency="database") == 1


def test_a_killed_process_leaves_the_others_answering_and_none_left_is_a_json_502(cluster):
    first, second = cluster.layout.api_ports
    client = Client(cluster, fresh_address())
    try:
        cluster.kill_api(first)
        answers = [client.get("/v1/types?pageSize=2") for _ in range(20)]
        assert [status for status, _, _ in answers] == [200] * 20
        cluster.kill_api(second)
        status, answer, body = Client(cluster, fresh_address()).get("/v1/mints", {"Accept": "text/html"})
        assert status == 502 and answer.getheader("Content-Type") == "application/json"
        assert json.loads(body)["error"] == "unavailable" and answer.getheader("X-API-Version") == "v1"
    finally:
        for port in (first, second):
            if cluster.apis[port].poll() is not None:
                cluster.start_api(port)
        for port in (first, second):
            cluster.wait_for_api(port)
        back_in_rotation(cluster, [first, second])


def load(cluster: Cluster, stop: threading.Event, method: str, path: str, body: bytes | None = None) -> list:
    """Requests through nginx until `stop` (at most 60 s, 20,000 requests), each address under its budget:
    for each, its status and whether its body is whole JSON, or the exception that cut it."""
    outcomes: list = []
    headers = {"Content-Type": "application/json"} if body else {}
    deadline = time.monotonic() + 60
    while not stop.is_set() and time.monotonic() < deadline and len(outcomes) < 20_000:
        client = Client(cluster, fresh_address())
        for _ in range(500):  # under the 600 a minute one address may send
            try:
                status, answer, content = client.get(path, headers, method, body)
                whole = len(content) == int(answer.getheader("Content-Length")) and json.loads(content) is not None
                outcomes.append((status, whole, answer.getheader("X-API-Version")))
            except (OSError, http.client.HTTPException, ValueError) as exc:
                outcomes.append((repr(exc), False, None))
                client = Client(cluster, fresh_address())
            if stop.is_set():
                break
        client.close()
    return outcomes


def back_in_rotation(cluster: Cluster, ports: list[int]) -> None:
    """Requests through nginx until each of `ports` has answered one: nginx leaves a process that refused a
    connection out for its fail_timeout (5 s) even once it is up again, and with every process out it answers
    502. A rolling restart goes on to the next process only then; a test starts only then."""
    seen = len(nginx_log(cluster))

    def answered() -> bool:
        Client(cluster, fresh_address()).get("/v1/healthz")
        lines = nginx_log(cluster)[seen:]
        done = {line["upstream"].rpartition(":")[2] for line in lines if line["upstream_status"] == "200"}
        return {str(port) for port in ports} <= done

    until(answered, 30, f"nginx did not send requests to all of {ports} again")


def test_a_rolling_restart_behind_nginx_cuts_no_answer(cluster):
    """Each process in turn stopped with SIGTERM and started again (systemctl restart, one at a time) while
    GETs and POSTs run: every answer is the API's and whole."""
    back_in_rotation(cluster, cluster.layout.api_ports)
    stop = threading.Event()
    kinds = [("GET", "/v1/types?pageSize=50", None), ("GET", SERIES, None), ("POST", "/v1/session", b"{}")]
    with concurrent.futures.ThreadPoolExecutor(len(kinds)) as pool:
        running = [pool.submit(load, cluster, stop, *kind) for kind in kinds]
        try:
            for port in cluster.layout.api_ports:
                cluster.restart_api(port)
                back_in_rotation(cluster, [port])
        finally:
            stop.set()
        gets, series, posts = (future.result() for future in running)
    assert gets and series and posts
    assert {outcome for outcome in gets + series} == {(200, True, "v1")}
    # answered by the API, not nginx: refused as a sign-in that cannot succeed, or past the failed sign-ins' limit
    assert {outcome for outcome in posts} <= {(400, True, "v1"), (503, True, "v1"), (429, True, "v1")}
    for port in cluster.layout.api_ports:
        log = (cluster.layout.state / "logs" / f"api-{port}.log").read_text()
        assert "stopped on SIGTERM" in log and "none cut" in log
        # every line JSON, restarts too (the process now serving may be writing its next one: see `ended`)
        assert all(isinstance(json.loads(line), dict) for line in ended(log))


@contextlib.contextmanager
def make_cluster(state: pathlib.Path):
    """`python -m tools.cluster` (what `make cluster` runs) with two processes, its own schema and no catalogue,
    until it listens: (the command, the supervisor, its output lines so far, a stand-in for `load`); whatever a
    failed test left running is stopped after."""
    database, redis = postgres_url(), redis_url()
    if not database or not redis:
        pytest.skip("GOLDCOINS_TEST_DATABASE_URL and GOLDCOINS_TEST_REDIS_URL are not both set")
    import psycopg2

    schema = f"supervised_{os.getpid()}_{random.randrange(10**6)}"
    with psycopg2.connect(database) as admin, admin.cursor() as cursor:
        cursor.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE; CREATE SCHEMA "{schema}"')
    admin.close()
    port, first = free_port(), two_free_ports()
    command = [sys.executable, "-m", "tools.cluster", "--port", str(port), "--processes", "2"]
    command += ["--first-api-port", str(first), "--redis-url", redis, "--state", str(state), "--catalogue", ""]
    command += ["--database-url", database + "?" + urllib.parse.urlencode({"options": f"-c search_path={schema}"})]
    supervisor, said = supervised(command)
    front = types.SimpleNamespace(layout=types.SimpleNamespace(port=port, state=state, api_ports=[first, first + 1]))
    try:
        until(
            lambda: any("listening on" in line for line in said),
            120,
            lambda: f"the cluster did not start: {said} (exit {supervisor.poll()})",
        )
        yield command, supervisor, said, front
    finally:
        if supervisor.poll() is None:
            supervisor.terminate()  # stops what it started, as Ctrl-C does
            supervisor.wait(timeout=60)
        for pid in [*pids(said).values(), *nginx_pid(state)]:  # whatever a failed test left running
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        with psycopg2.connect(database) as admin, admin.cursor() as cursor:
            cursor.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        admin.close()


def test_make_cluster_replaces_a_killed_process_under_load_and_its_children_die_with_it(tmp_path):
    """`python -m tools.cluster` as a real supervisor: one API process killed with SIGKILL under load is started
    again while nginx answers from the other; the supervisor killed with SIGKILL takes nginx and the API
    processes with it; a start over something left on its ports refuses, naming it."""
    with make_cluster(tmp_path) as (command, supervisor, said, front):
        first = front.layout.api_ports[0]
        killed = pids(said)[first]
        stop = threading.Event()
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            running = pool.submit(load, front, stop, "GET", "/v1/mints")
            try:
                until(lambda: running.done() or len(nginx_lines(tmp_path)) > 20, 30, "no load reached nginx")
                os.kill(killed, signal.SIGKILL)
                until(
                    lambda: pids(said)[first] != killed, 30, lambda: f"the killed process was not started again: {said}"
                )
                until(lambda: answers(f"http://127.0.0.1:{first}/healthz"), 60, "the new process never answered")
            finally:
                stop.set()
            outcomes = running.result()
        assert outcomes and set(outcomes) == {(200, True, "v1")}
        assert f"goldcoins serve on {first} died (killed by SIGKILL); starting it again in 0.5 s" in said

        children = [*pids(said).values(), *nginx_pid(tmp_path)]
        assert len(children) == 3
        supervisor.kill()
        supervisor.wait(timeout=10)
        until(lambda: not any(alive(pid) for pid in children), 30, "the supervisor's children outlived it")

        with socket.socket() as leftover:  # what an earlier cluster could have left listening
            leftover.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # the port's closed connections wait
            leftover.bind(("127.0.0.1", first + 1))
            leftover.listen()
            again = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert again.returncode == 1
        assert f"port {first + 1} is already in use" in again.stderr


def test_make_cluster_replaces_a_process_an_operator_stops_and_nginx_outlives_every_process(tmp_path):
    """An operator's `kill PID` (SIGTERM: the process drains and exits 0) is a process ended without the
    supervisor asking: it is started again, as systemd's Restart=always does, while every request through nginx
    is answered by the other; with both stopped at once nginx still stands, and answers again once they are back."""
    with make_cluster(tmp_path) as (_, supervisor, said, front):
        first, second = front.layout.api_ports
        nginx = nginx_pid(tmp_path)
        stopped = pids(said)[first]
        stop = threading.Event()
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            running = pool.submit(load, front, stop, "GET", "/v1/mints")
            try:
                until(lambda: running.done() or len(nginx_lines(tmp_path)) > 20, 30, "no load reached nginx")
                os.kill(stopped, signal.SIGTERM)
                until(
                    lambda: pids(said)[first] != stopped,
                    30,
                    lambda: f"the stopped process was not started again: {said}",
                )
                back_in_rotation(front, [first])  # requests go on meanwhile
            finally:
                stop.set()
            outcomes = running.result()
        assert outcomes and set(outcomes) == {(200, True, "v1")}
        assert f"goldcoins serve on {first} stopped (exit 0); starting it again in 0.5 s" in said
        log = (tmp_path / "logs" / f"api-{first}.log").read_text()
        assert "stopped on SIGTERM" in log and "none cut" in log  # drained, not killed

        both = pids(said)
        for pid in both.values():
            os.kill(pid, signal.SIGTERM)
        until(
            lambda: all(pids(said)[port] != both[port] for port in both), 30, lambda: f"not both started again: {said}"
        )
        back_in_rotation(front, [first, second])
        assert supervisor.poll() is None and nginx_pid(tmp_path) == nginx and all(alive(pid) for pid in nginx)
        assert not any(word in line for line in said for word in ("not restarted", "given up", "nginx stopped"))


def supervised(command: list[str]) -> tuple[subprocess.Popen, list[str]]:
    """The supervisor started, and the list its output lines are added to as they come."""
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    said: list[str] = []
    threading.Thread(target=lambda: said.extend(line.strip() for line in process.stdout), daemon=True).start()
    return process, said


def pids(said: list[str]) -> dict[int, int]:
    """Each API port's newest process, from the supervisor's `goldcoins serve on 127.0.0.1:PORT: pid N` lines."""
    found = {}
    for line in list(said):
        if match := re.fullmatch(r"goldcoins serve on 127\.0\.0\.1:(\d+): pid (\d+)", line):
            found[int(match[1])] = int(match[2])
    return found


def nginx_pid(state: pathlib.Path) -> list[int]:
    found = state / "nginx.pid"
    return [int(found.read_text())] if found.exists() and found.read_text().strip() else []


def nginx_lines(state: pathlib.Path) -> list[str]:
    log = state / "logs" / "nginx-access.log"
    return log.read_text().splitlines() if log.exists() else []


def alive(pid: int) -> bool:
    """Running (a zombie waiting for whoever adopted it to reap it has stopped)."""
    try:
        return pathlib.Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except FileNotFoundError:
        return False
