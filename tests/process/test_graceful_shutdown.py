"""SIGTERM to a live `goldcoins serve` holding requests (what systemd sends on stop and restart): the requests in
hand are answered whole, every access-log line is written, one goodbye line, exit 0; bounded by the grace period.

The slow request is real: `/v1/spot` waits on a loopback feed that answers only when the test opens its gate.
"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import signal
import socket
import subprocess
import sys
import threading

import pytest

from tests.support.http_server import Gate, LocalHttpServer, answering, fixture_bytes, json_answer, unused_port
from tests.support.processes import child_environment
from tools.cluster.wait import until

ROOT = pathlib.Path(__file__).resolve().parents[2]
SESSION_BODY = b'{"accessToken": "' + b"t" * 200 + b'"}'


def environment(database: pathlib.Path, **env: str) -> dict[str, str]:
    environ = child_environment()
    return {**environ, "GOLDCOINS_DATABASE_URL": f"sqlite:///{database}", **env}


@pytest.fixture(scope="module")
def upgraded(tmp_path_factory) -> pathlib.Path:
    """A migrated database, made once; each test serves a copy."""
    database = tmp_path_factory.mktemp("graceful") / "upgraded.db"
    command = [sys.executable, "-m", "app", "db", "upgrade"]
    subprocess.run(command, cwd=ROOT, env=environment(database), capture_output=True, check=True)
    return database


def serve(upgraded, tmp_path, feed_url: str, **env: str) -> tuple[subprocess.Popen, int]:
    port = unused_port()
    database = shutil.copy(upgraded, tmp_path / "serve.db")
    environ = environment(
        database,
        GOLDCOINS_HOST="127.0.0.1",
        GOLDCOINS_PORT=str(port),
        GOLDCOINS_THREADS="3",
        GOLDCOINS_SPOT_URL=feed_url,
        GOLDCOINS_RATES_PROVIDER="none",
        GOLDCOINS_FEED_TIMEOUT="60",
        **env,
    )
    command = [sys.executable, "-m", "app"]
    subprocess.run([*command, "db", "upgrade"], cwd=ROOT, env=environ, capture_output=True, check=True)
    process = subprocess.Popen(
        [*command, "serve"], cwd=ROOT, env=environ, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    assert answering(process, port), "the server never answered /healthz"
    return process, port


def send(port: int, request: bytes) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    sock.sendall(request)
    return sock


def read_answer(sock: socket.socket) -> tuple[str, dict[str, str], bytes]:
    """One answer read to its end: the status line, headers (lower-cased) and exactly Content-Length bytes."""
    return answer_from(sock.makefile("rb"))


def answer_from(stream) -> tuple[str, dict[str, str], bytes]:
    """The next answer on a connection's one reading stream (a stream reads ahead: one per connection)."""
    status = stream.readline().decode().strip()
    headers = {}
    while (line := stream.readline().decode()) not in ("\r\n", ""):
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    body = stream.read(int(headers.get("content-length", 0)))
    return status, headers, body


def refused(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    except ConnectionRefusedError:
        return True
    return False


def get(path: str) -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: t\r\n\r\n".encode()


def post_head(path: str, body: bytes) -> bytes:
    head = f"POST {path} HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    return head.encode()


def test_sigterm_answers_every_request_in_hand_writes_every_log_line_and_exits_0(upgraded, tmp_path):
    opened = threading.Event()
    spot = json_answer(fixture_bytes("feeds/gold-api-price-xau.json"))
    with LocalHttpServer({"/price/XAU": Gate(spot, opened)}) as feed:
        process, port = serve(upgraded, tmp_path, feed.base_url, GOLDCOINS_SHUTDOWN_GRACE_SECONDS="30")
        try:
            kept_alive = send(port, get("/v1/mints"))  # answered, then idle: closed by the stop, not waited for
            answers = [read_answer(kept_alive)]
            for _ in range(20):  # lines in the log's buffer, which a killed process would lose
                kept_alive.sendall(get("/v1/mints"))
                answers.append(read_answer(kept_alive))
            waiting = send(port, get("/v1/spot"))
            until(lambda: len(feed.received) == 1, 20, "the spot request never reached the feed")
            uploading = send(port, post_head("/v1/session", SESSION_BODY) + SESSION_BODY[:50])

            process.send_signal(signal.SIGTERM)
            until(lambda: refused(port), 20, "the stopping server still accepts connections")
            uploading.sendall(SESSION_BODY[50:])  # the rest of a body that was on its way at the signal
            opened.set()
            answers += [read_answer(waiting), read_answer(uploading)]
            code = process.wait(timeout=30)
        finally:
            if process.poll() is None:
                process.kill()
            log = process.communicate()[1].decode().splitlines()
    assert code == 0
    assert [status.split()[1] for status, _, _ in answers] == ["200"] * 22 + ["503"]
    for _, headers, body in answers:
        assert len(body) == int(headers["content-length"]) and json.loads(body)
    assert json.loads(answers[21][2])["pricePerOunce"] == 2650.2  # the slow one: the feed's answer (to the cent), whole
    assert answers[21][1]["connection"] == "close" and answers[22][1]["connection"] == "close"
    logged = {json.loads(line).get("request_id") for line in log}  # every line JSON; the first and last name none
    assert {headers["x-request-id"] for _, headers, _ in answers} <= logged
    assert "stopped on SIGTERM" in log[-1] and "2 requests in hand finished, none cut" in log[-1], log[-3:]


@pytest.mark.parametrize("grace, signals", [("1", 1), ("60", 2)], ids=["grace-runs-out", "second-signal"])
def test_a_request_held_past_the_grace_period_or_a_second_signal_is_cut_and_the_process_still_stops(
    upgraded, tmp_path, grace, signals
):
    never = threading.Event()
    spot = json_answer(fixture_bytes("feeds/gold-api-price-xau.json"))
    with LocalHttpServer({"/price/XAU": Gate(spot, never)}) as feed:
        process, port = serve(upgraded, tmp_path, feed.base_url, GOLDCOINS_SHUTDOWN_GRACE_SECONDS=grace)
        try:
            waiting = send(port, get("/v1/spot"))
            until(lambda: len(feed.received) == 1, 20, "the spot request never reached the feed")
            for _ in range(signals):
                process.send_signal(signal.SIGTERM)
                until(lambda: refused(port), 20, "the stopping server still accepts connections")
            code = process.wait(timeout=15)  # far below the 60 s grace: the second signal cut it
        finally:
            if process.poll() is None:
                process.kill()
            log = process.communicate()[1].decode().splitlines()
    assert code == 0
    assert waiting.recv(100) == b""  # closed without an answer: nothing half-sent
    assert "0 requests in hand finished, 1 cut" in log[-1], log[-3:]


def test_the_systemd_unit_waits_longer_than_the_grace_period_before_killing():
    """deploy/ tells the truth: systemd sends SIGTERM and kills only after the process had its whole grace."""
    from config.settings import Settings

    unit = (ROOT / "deploy" / "systemd" / "goldcoins@.service").read_text().splitlines()
    keys = dict(line.split("=", 1) for line in unit if "=" in line and not line.startswith("#"))
    assert keys["KillSignal"] == "SIGTERM"
    assert float(keys["TimeoutStopSec"].removesuffix("s")) > Settings().shutdown_grace_seconds + 2


def test_a_kept_alive_request_accepted_before_the_signal_is_answered_whole_and_nothing_is_reset(upgraded, tmp_path):
    """A keep-alive client whose next request reached the process (the kernel took it) while an earlier one was
    still being answered: both are answered, the last with `Connection: close`, then the connection ends with a
    clean close, never a reset (a close over unread bytes would be one, and could take the answers with it)."""
    opened = threading.Event()
    spot = json_answer(fixture_bytes("feeds/gold-api-price-xau.json"))
    with LocalHttpServer({"/price/XAU": Gate(spot, opened)}) as feed:
        process, port = serve(upgraded, tmp_path, feed.base_url, GOLDCOINS_SHUTDOWN_GRACE_SECONDS="30")
        try:
            client = send(port, get("/v1/spot"))
            until(lambda: len(feed.received) == 1, 20, "the spot request never reached the feed")
            client.sendall(get("/v1/mints"))  # accepted by the kernel; the process reads it after the first
            process.send_signal(signal.SIGTERM)
            until(lambda: refused(port), 20, "the stopping server still accepts connections")
            opened.set()
            stream = client.makefile("rb")
            answers = [answer_from(stream), answer_from(stream)]
            end = stream.read()  # raises ConnectionResetError on a reset
            code = process.wait(timeout=30)
        finally:
            if process.poll() is None:
                process.kill()
            log = process.communicate()[1].decode().splitlines()
    assert code == 0 and end == b""
    assert [status.split()[1] for status, _, _ in answers] == ["200", "200"]
    for _, headers, body in answers:
        assert len(body) == int(headers["content-length"]) and json.loads(body)
    assert answers[0][1].get("connection") != "close" and answers[1][1]["connection"] == "close"
    assert "stopped on SIGTERM" in log[-1] and "none cut" in log[-1], log[-3:]
