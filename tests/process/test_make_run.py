"""`make run > log 2>&1` as an operator runs it, then stops it: the log holds only JSON lines, the server's goodbye
last, and make adds no line of its own. (make's prerequisites, the venv and the import, are taken as done.)"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys

import pytest

from tests.support.http_server import answering, unused_port
from tests.support.processes import child_environment

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture
def make_run(tmp_path):
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    environ = child_environment()
    port = unused_port()
    environ.update(GOLDCOINS_DATABASE_URL=f"sqlite:///{tmp_path}/run.db", GOLDCOINS_PORT=str(port))
    environ["PYTHONPATH"] = str(ROOT)  # this checkout's code, whichever one the venv's goldcoins came from
    command = [sys.executable, "-m", "app", "db", "upgrade"]
    subprocess.run(command, cwd=ROOT, env=environ, capture_output=True, check=True, timeout=120)
    bin_dir = pathlib.Path(sys.executable).parent
    make = ["make", "--no-print-directory", "-s", "-o", "install", "-o", "db", "-o", "import", f"BIN={bin_dir}", "run"]
    process = subprocess.Popen(make, cwd=ROOT, env=environ, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        assert answering(process, port), "make run never answered /healthz"
        yield process
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def server_of(make: subprocess.Popen) -> int:
    (child,) = pathlib.Path(f"/proc/{make.pid}/task/{make.pid}/children").read_text().split()
    return int(child)


def stopped(make: subprocess.Popen) -> tuple[int, list[dict]]:
    out, _ = make.communicate(timeout=30)
    return make.returncode, [json.loads(line) for line in out.decode().splitlines()]


def test_sigterm_to_the_server_ends_make_run_with_exit_0_and_the_goodbye_last(make_run):
    os.kill(server_of(make_run), signal.SIGTERM)
    code, lines = stopped(make_run)
    assert code == 0
    events = [line.get("event") for line in lines]
    assert events[:2] == ["warmed", "serving"], "the warm-up, then the port open (docs/deploy.md)"
    assert lines[-1]["event"] == "stopped" and lines[-1]["cut"] == 0


def test_sigterm_to_make_is_passed_on_the_server_says_goodbye_and_make_writes_nothing(make_run):
    make_run.send_signal(signal.SIGTERM)
    code, lines = stopped(make_run)
    assert code == -signal.SIGTERM  # GNU make dies of the signal it was sent once its child has stopped
    assert lines[-1]["event"] == "stopped" and lines[-1]["signal"] == "SIGTERM" and lines[-1]["cut"] == 0
