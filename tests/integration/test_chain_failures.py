"""/machines answers 503 `unavailable` in seconds whenever the chain cannot be read."""

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from adapters.chain.web3_reader import from_settings
from config import registry
from tests.conftest import make_settings
from tests.fakes.catalogue import sample_catalogue
from tests.fakes.pool import sample_pool
from tests.support.chain import SilentServer, refused_url
from tests.support.chain_fixtures import anvil_node, bare_chain, chain, chain_settings, contract_artifacts  # noqa: F401

UNAVAILABLE_WITHIN = 10  # seconds: generous; the configured chain timeout is 1 s
SOME_MACHINE = "0x" + "1" * 40


def machines(make_client, settings):
    client = make_client(settings, chain=from_settings(settings), pool=sample_pool(), catalogue=sample_catalogue())
    return client.simulate_get("/v1/machines")


def test_machines_are_unavailable_without_chain_configuration(make_client):
    settings = make_settings()
    assert registry.build("chain", settings) is None
    result = make_client(settings, chain=None).simulate_get("/v1/machines")
    assert result.status_code == 503 and result.json["error"] == "unavailable"


@pytest.mark.chain
def test_a_node_on_another_chain_is_unavailable(make_client, chain, chain_settings):
    result = machines(make_client, chain_settings(chain_id=1))
    assert result.status_code == 503 and "8453" in result.json["message"]


def test_a_node_that_refuses_connections_is_unavailable(make_client):
    settings = make_settings(chain_rpc_url=refused_url(), machine_address=SOME_MACHINE, chain_timeout=1.0)
    started = time.monotonic()
    result = machines(make_client, settings)
    assert result.status_code == 503 and result.json["error"] == "unavailable"
    assert time.monotonic() - started < UNAVAILABLE_WITHIN


def test_a_node_that_never_answers_is_unavailable_within_the_timeout(make_client):
    with SilentServer() as hung:
        settings = make_settings(chain_rpc_url=hung.url, machine_address=SOME_MACHINE, chain_timeout=1.0)
        started = time.monotonic()
        result = machines(make_client, settings)
        elapsed = time.monotonic() - started
    assert result.status_code == 503 and result.json["error"] == "unavailable"
    assert elapsed < UNAVAILABLE_WITHIN
    assert "http://" not in result.json["message"]  # an RPC URL may carry a key; it never leaks


@pytest.mark.parametrize("answer", [b"<html>Bad gateway</html>", b"[]", b'{"unexpected": true}'])
def test_a_node_that_does_not_speak_json_rpc_is_unavailable(make_client, answer):
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            self.rfile.read(int(self.headers["Content-Length"]))
            self.send_response(200)
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        settings = make_settings(
            chain_rpc_url=f"http://127.0.0.1:{server.server_address[1]}", machine_address=SOME_MACHINE
        )
        result = machines(make_client, settings)
    finally:
        server.shutdown()
        server.server_close()
    assert result.status_code == 503 and result.json["error"] == "unavailable"
