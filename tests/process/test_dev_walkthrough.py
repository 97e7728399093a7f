"""The dev-chain walk-through of docs/service.md, step by step as written, on free ports: the chain with a demo
player, the catalogue and pool imported, a session with the demo player's wallet, `goldcoins serve`, and the demo
player's pulls and holdings over HTTP, every link pointing at the port the server actually serves on."""

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.process.test_devchain import read_environment
from tests.support.chain import free_port
from tests.support.chain_fixtures import contract_artifacts  # noqa: F401
from tests.support.processes import child_environment

REPO = Path(__file__).resolve().parents[2]
DEMO = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
GOLDCOINS = [sys.executable, "-m", "app"]


def test_make_devchain_passes_its_port_and_the_demo_player_on():
    done = subprocess.run(
        ["make", "-n", "devchain", "DEVCHAIN_PORT=9545", f"DEMO_PLAYER={DEMO}"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert f"-m tools.devchain --port 9545 --demo-player {DEMO}" in done.stdout


def goldcoins(env, *argv) -> str:
    done = subprocess.run([*GOLDCOINS, *argv], cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def get(url, token=None):
    request = urllib.request.Request(url, headers={"Cookie": f"session={token}"} if token else {})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def answering(process, url, deadline) -> bool:
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return True
        except OSError:
            time.sleep(0.05)  # polling a starting server, with a deadline
    return False


def on_chain_uri(env, token_id: int) -> str:
    from web3 import Web3

    w3 = Web3(Web3.HTTPProvider(env["GOLDCOINS_CHAIN_RPC_URL"], request_kwargs={"timeout": 5}))
    abi = json.loads((REPO / "adapters" / "chain" / "abi" / "GoldFractions.json").read_text())
    return w3.eth.contract(address=env["GOLDCOINS_FRACTIONS_ADDRESS"], abi=abi).functions.uri(token_id).call()


def stop(process) -> None:
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.mark.chain
@pytest.mark.timeout(300)
def test_the_walkthrough_ends_with_the_demo_players_pulls_and_holdings_over_http(contract_artifacts, tmp_path):
    serve_port = free_port()
    env = child_environment(GOLDCOINS_PORT=str(serve_port), GOLDCOINS_DATABASE_URL=f"sqlite:///{tmp_path}/walk.db")
    if "GOLDCOINS_TOOLS_DIR" in os.environ:  # where anvil and solc are, when not in <repo>/.tools
        env["GOLDCOINS_TOOLS_DIR"] = os.environ["GOLDCOINS_TOOLS_DIR"]
    chain = subprocess.Popen(
        [sys.executable, "-m", "tools.devchain", "--port", str(free_port()), "--demo-player", DEMO],
        cwd=REPO,
        stdout=subprocess.PIPE,
        bufsize=0,
        env=env,
    )
    server = None
    try:
        exported = read_environment(chain, time.monotonic() + 120)
        assert "GOLDCOINS_CHAIN_RPC_URL" in exported, "the dev chain printed no environment"
        env.update(exported)
        goldcoins(env, "db", "upgrade")
        goldcoins(env, "import", "fixtures/catalogue")
        goldcoins(env, "pool", "import", "fixtures/pool/devchain.json")
        token = goldcoins(env, "session", "create", "--account", "pla_demo", "--wallet", DEMO).strip()
        server = subprocess.Popen([*GOLDCOINS, "serve"], cwd=REPO, env=env, stderr=subprocess.DEVNULL)
        base = f"http://127.0.0.1:{serve_port}"
        assert answering(server, f"{base}/healthz", time.monotonic() + 60)

        pulls = get(f"{base}/v1/wallet/pulls", token)
        assert pulls["address"] == DEMO and len(pulls["pulls"]) == 5
        assert {pull["state"] for pull in pulls["pulls"]} >= {"settled", "refunded", "open"}
        holdings = get(f"{base}/v1/wallet/holdings", token)
        assert holdings["address"] == DEMO and holdings["holdings"]
        assert any(h["owedPpm"] or h["balancePpm"] for h in holdings["holdings"])
        assert get(f"{base}/v1/session", token)["account"] == "pla_demo"

        token_id = holdings["holdings"][0]["tokenId"]
        metadata = get(f"{base}/v1/fractions/{token_id}.json")
        assert metadata["external_url"].startswith(f"{base}/")
        assert set(re.findall(r"https?://127\.0\.0\.1:(\d+)", json.dumps(metadata))) == {str(serve_port)}
        assert on_chain_uri(env, token_id).startswith(f"{base}/v1/fractions/")
        assert get(f"{base}/v1/openapi.json")["servers"][0]["url"] == f"{base}/v1"
    finally:
        if server is not None:
            stop(server)
        stop(chain)
