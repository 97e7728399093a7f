"""The reader batches: a /machines read or a holdings read costs the node one HTTP round trip."""

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import requests

from adapters.chain.web3_reader import from_settings
from tests.fakes.catalogue import sample_catalogue
from tests.fakes.pool import sample_pool
from tests.support.chain_fixtures import anvil_node, bare_chain, chain, chain_settings, contract_artifacts  # noqa: F401

pytestmark = pytest.mark.chain


class CountingRelay:
    """Forwards JSON-RPC posts to the node and counts them."""

    def __init__(self, target: str) -> None:
        relay = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                relay.posts += 1
                answer = requests.post(target, data=body, headers={"Content-Type": "application/json"}, timeout=5)
                self.send_response(answer.status_code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(answer.content)))
                self.end_headers()
                self.wfile.write(answer.content)

            def log_message(self, *args):
                pass

        self.posts = 0
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self):
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc):
        self._server.shutdown()
        self._server.server_close()


def test_a_machines_request_costs_one_round_trip(make_client, chain, chain_settings):
    with CountingRelay(chain.settings()["chain_rpc_url"]) as relay:
        settings = chain_settings(chain_rpc_url=relay.url)
        client = make_client(settings, chain=from_settings(settings), pool=sample_pool(), catalogue=sample_catalogue())
        assert client.simulate_get("/v1/machines").status_code == 200
        assert relay.posts == 1


def test_holdings_cost_one_round_trip_once_addresses_are_known(chain, chain_settings):
    with CountingRelay(chain.settings()["chain_rpc_url"]) as relay:
        reader = from_settings(chain_settings(chain_rpc_url=relay.url))
        state = reader.holdings_of(chain.player(0), [1, 2, 3, 4])
        assert len(state.positions) == 4 and relay.posts == 1
