"""`python -m tools.devchain` in a child process: it prints a working environment and stops its node on Ctrl-C."""

import ast
import configparser
import os
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

from adapters.chain.web3_reader import from_settings
from config import load_settings
from tests.support.chain import free_port
from tests.support.chain_fixtures import contract_artifacts  # noqa: F401
from tests.support.processes import child_environment

REPO = Path(__file__).resolve().parents[2]
DEVCHAIN = [sys.executable, "-m", "tools.devchain"]


def read_environment(process, deadline: float) -> dict[str, str]:
    """The exported keys, read from the unbuffered pipe as they arrive (a select() poll with a deadline)."""
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    output = b""
    while time.monotonic() < deadline and b"GOLDCOINS_DEPLOYMENT_BLOCK=" not in output.rpartition(b"\n")[0]:
        if selector.select(timeout=max(0.0, deadline - time.monotonic())):
            chunk = os.read(process.stdout.fileno(), 65536)
            if not chunk:
                break
            output += chunk
    exports = [line[len("export ") :] for line in output.decode().splitlines() if line.startswith("export ")]
    return dict(line.partition("=")[::2] for line in exports)


@pytest.mark.chain
def test_devchain_prints_an_environment_the_reader_can_use(contract_artifacts):
    port = free_port()
    process = subprocess.Popen(
        [*DEVCHAIN, "--port", str(port), "--demo-player", "0x" + "ab" * 20],
        cwd=REPO,
        stdout=subprocess.PIPE,
        bufsize=0,
        env=child_environment(),
        # started with SIGINT ignored, as a script's background job (`make devchain &`) starts it: Ctrl-C still stops it
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),
    )
    try:
        environment = read_environment(process, time.monotonic() + 60)
        settings = load_settings(environ=environment)
        reader = from_settings(settings)
        assert settings.chain_rpc_url == f"http://127.0.0.1:{port}"
        assert [t.price for t in reader.machine_config().tiers] == [10_000_000, 100_000_000, 0]
        assert len(reader.pulls_of("0x" + "ab" * 20)) == 5
    finally:
        process.send_signal(signal.SIGINT)
        code = process.wait(timeout=15)
    assert code == 0
    with pytest.raises(requests.ConnectionError):
        requests.post(f"http://127.0.0.1:{port}", json={}, timeout=1)


def test_devchain_without_its_tools_names_the_missing_one_and_exits_1(tmp_path):
    done = subprocess.run(
        [*DEVCHAIN, "--port", str(free_port())],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        env=child_environment(GOLDCOINS_TOOLS_DIR=str(tmp_path), PATH=str(tmp_path)),
    )
    assert done.returncode == 1
    assert "not found: run `npm install" in done.stderr
    assert "export " not in done.stdout


def installed_by_setup_cfg() -> tuple[set[str], list[Path]]:
    """The top-level packages setup.cfg installs, and every Python file it installs."""
    setup = configparser.ConfigParser()
    setup.read(REPO / "setup.cfg")
    packages = {name.split(".")[0] for name in setup["options.packages.find"]["include"].split()}
    modules = [REPO / f"{name}.py" for name in setup["options"]["py_modules"].split()]
    return packages, modules + [path for name in sorted(packages) for path in (REPO / name).rglob("*.py")]


def test_the_installed_package_neither_ships_nor_imports_the_dev_chain():
    packages, sources = installed_by_setup_cfg()
    assert "tools" not in packages
    importing_tools = []
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom) and node.level == 0
                else []
            )
            importing_tools += [
                f"{path.relative_to(REPO)}: {name}" for name in names if name == "tools" or name.startswith("tools.")
            ]
    assert importing_tools == []
