"""The command line says what it is and where its settings come from; `serve --port` serves there."""

import os
import pathlib
import subprocess
import sys
import urllib.request

from config.versions import RELEASE
from tests.support.http_server import answering, unused_port
from tests.support.processes import child_environment

ROOT = pathlib.Path(__file__).resolve().parents[2]


def goldcoins(*args, **env):
    environ = child_environment()
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        env={**environ, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_version_names_the_release():
    done = goldcoins("--version")
    assert (done.returncode, done.stdout) == (0, f"goldcoins {RELEASE}\n")


def test_help_says_settings_come_from_the_environment():
    done = goldcoins("--help")
    assert done.returncode == 0
    assert "GOLDCOINS_<NAME>" in done.stdout and "GOLDCOINS_CONFIG" in done.stdout
    assert "docs/configuration.md" in done.stdout


def test_serve_listens_on_the_port_its_flag_names(tmp_path):
    port = unused_port()
    environ = child_environment()
    environ.update(GOLDCOINS_PORT="1", GOLDCOINS_DATABASE_URL=f"sqlite:///{tmp_path}/serve.db")
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
        cwd=ROOT,
        env=environ,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        assert answering(process, port, path="/v1/openapi.json"), "nothing answered on the port --port named"
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/openapi.json", timeout=5) as answer:
            # the flag stands for GOLDCOINS_PORT: the public base URL derived from it follows
            assert f"http://127.0.0.1:{port}/v1" in answer.read().decode()
    finally:
        process.terminate()
        process.wait(timeout=15)
