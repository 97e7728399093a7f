"""`goldcoins devchain` in a child process: it prints a working environment and stops its node on Ctrl-C."""
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

pytestmark = pytest.mark.chain
REPO = Path(__file__).resolve().parents[2]
RUN_COMMAND = """
import argparse, sys
from adapters.cli import chain
parser = argparse.ArgumentParser()
chain.add(parser.add_subparsers(dest="command", required=True))
args = parser.parse_args(sys.argv[1:])
sys.exit(args.handler(args))
"""


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
    exports = [line[len("export "):] for line in output.decode().splitlines() if line.startswith("export ")]
    return dict(line.partition("=")[::2] for line in exports)


def test_devchain_prints_an_environment_the_reader_can_use(contract_artifacts):
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-c", RUN_COMMAND, "devchain", "--port", str(port),
         "--demo-player", "0x" + "ab" * 20], cwd=REPO, stdout=subprocess.PIPE, bufsize=0,
        env={k: v for k, v in os.environ.items() if not k.startswith("GOLDCOINS_")},
        # started with SIGINT ignored, as a script's background job (`make devchain &`) starts it: Ctrl-C still stops it
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
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
