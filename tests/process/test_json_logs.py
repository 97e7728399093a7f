"""What an operator reads from `goldcoins serve > log 2>&1` or the journal: every line one JSON object, access
lines and the service's own lines alike, a request's lines tied by its id, a goodbye line last; and what the
import writes when nobody watches a terminal: no bar, one line."""

from __future__ import annotations

import fcntl
import json
import os
import pathlib
import pty
import shutil
import signal
import socket
import struct
import subprocess
import sys
import termios
import threading
import urllib.error
import urllib.request

import pytest

from tests.conftest import TEST_CATALOGUE
from tests.support.http_server import answering, unused_port
from tests.support.processes import child_environment

ROOT = pathlib.Path(__file__).resolve().parents[2]


def environment(tmp_path: pathlib.Path, **env: str) -> dict[str, str]:
    environ = child_environment()
    return {
        **environ,
        "GOLDCOINS_DATABASE_URL": f"sqlite:///{tmp_path}/logs.db",
        "GOLDCOINS_MEDIA_DIR": str(tmp_path / "media"),
        **env,
    }


def goldcoins(environ: dict[str, str], *argv: str, **streams) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *argv], cwd=ROOT, env=environ, timeout=120, **streams)


@pytest.fixture(scope="module")
def upgraded(tmp_path_factory) -> pathlib.Path:
    folder = tmp_path_factory.mktemp("json-logs")
    done = goldcoins(environment(folder), "db", "upgrade", capture_output=True)
    assert done.returncode == 0, done.stderr
    return folder / "logs.db"


def get(port: int, path: str) -> tuple[int, dict[str, str]]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as answer:
            return answer.status, dict(answer.headers)
    except urllib.error.HTTPError as refused:
        return refused.code, dict(refused.headers)


def test_every_line_serve_writes_is_json_a_requests_lines_share_its_id_and_the_last_says_goodbye(upgraded, tmp_path):
    shutil.copy(upgraded, tmp_path / "logs.db")
    port = unused_port()
    # no spot feed: /v1/spot is a 503 that the service also logs, as a warning written while answering
    environ = environment(tmp_path, GOLDCOINS_PORT=str(port), GOLDCOINS_SPOT_PROVIDER="none")
    command = [sys.executable, "-m", "app", "serve"]
    process = subprocess.Popen(command, cwd=ROOT, env=environ, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        assert answering(process, port), "the server never answered /healthz"
        answers = {path: get(port, path) for path in ("/v1/spot", "/v1/types?pagesize=2", "/v1/nowhere")}
        with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:  # refused by waitress itself
            raw.sendall(b"GARBAGE\r\n\r\n")
            assert raw.recv(100).split(b" ")[1] == b"400"
        process.send_signal(signal.SIGTERM)
        code = process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
        err = process.communicate()[1].decode()
    assert code == 0
    lines = [json.loads(line) for line in err.splitlines()]  # every line parses, or this raises naming it
    assert all(isinstance(line, dict) and line["time"].endswith("Z") for line in lines)
    # the keys every line has, the service's own, waitress's and the access lines alike
    assert all({"time", "level", "logger", "event", "message"} <= set(line) for line in lines)
    assert [status for status, _ in answers.values()] == [503, 400, 404]

    access = [line for line in lines if "method" in line]
    assert all(len(line["request_id"]) == 32 for line in access)
    assert {headers["X-Request-Id"] for _, headers in answers.values()} <= {line["request_id"] for line in access}

    spot_id = answers["/v1/spot"][1]["X-Request-Id"]
    spot_lines = [line for line in lines if line.get("request_id") == spot_id]
    logged = [line for line in spot_lines if line["logger"] != "goldcoins.access"]
    assert [line["level"] for line in logged] == ["warning"] and "no spot feed" in logged[0]["message"]
    assert [line["status"] for line in spot_lines if "method" in line] == [503]
    started = [line for line in lines if line.get("event") == "serving"]
    assert len(started) == 1 and "request_id" not in started[0]  # a line outside any request names none

    goodbye = lines[-1]
    assert (goodbye["event"], goodbye["signal"], goodbye["cut"], goodbye["level"]) == ("stopped", "SIGTERM", 0, "info")
    assert goodbye["message"].startswith("stopped on SIGTERM")


def test_a_setting_that_stops_serve_at_start_is_one_json_line_naming_it(tmp_path):
    done = goldcoins(environment(tmp_path, GOLDCOINS_PORT="eighty"), "serve", capture_output=True)
    assert done.returncode == 2
    lines = [json.loads(line) for line in done.stderr.decode().splitlines()]
    assert len(lines) == 1 and lines[0]["level"] == "error" and "GOLDCOINS_PORT" in lines[0]["message"]


def test_an_import_whose_stderr_is_not_a_terminal_writes_no_bar_and_one_summary_line(upgraded, tmp_path):
    shutil.copy(upgraded, tmp_path / "logs.db")
    done = goldcoins(environment(tmp_path), "import", TEST_CATALOGUE, capture_output=True)
    assert done.returncode == 0, done.stderr
    err = done.stderr.decode()
    assert "\x1b" not in err and "\r" not in err
    assert len(err.splitlines()) == 1 and err.startswith("import: ") and " types in " in err
    assert done.stdout.decode().startswith("imported: ")


def test_an_import_on_a_terminal_shows_its_progress_bars(upgraded, tmp_path):
    shutil.copy(upgraded, tmp_path / "logs.db")
    controller, terminal = pty.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # a new one is 0 columns wide
    shown = bytearray()

    def read() -> None:  # drained as it comes: a full terminal buffer would hold the import
        while True:
            try:
                chunk = os.read(controller, 4096)
            except OSError:  # the other end closed
                return
            if not chunk:
                return
            shown.extend(chunk)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        done = goldcoins(environment(tmp_path), "import", TEST_CATALOGUE, stdout=subprocess.DEVNULL, stderr=terminal)
    finally:
        os.close(terminal)
        reader.join(timeout=10)
        os.close(controller)
    assert done.returncode == 0
    assert b"\r" in shown and b" types" in shown and b"import: " not in shown
