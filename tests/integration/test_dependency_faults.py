"""Faults injected for real (docs/reliability.md): a feed that drips, a node that never answers. What a user
notices is that every request is answered within its deadline and the rest of the API does not wait."""

import concurrent.futures
import time

from adapters.chain.web3_reader import from_settings
from adapters.feeds.gold_api import GoldApiSpot
from tests.conftest import make_settings
from tests.fakes.catalogue import sample_catalogue
from tests.fakes.pool import sample_pool
from tests.support.chain import SilentServer
from tests.support.http_server import Drip, LocalHttpServer, fixture_bytes, json_answer

DEADLINE = 0.5  # the dependency's configured timeout, seconds
ANSWERED_WITHIN = 3.0  # generous against DEADLINE, far below what the fault would cost without one
CALLERS = 8


def timed_gets(client, path: str, count: int) -> list[tuple[int, float]]:
    """`count` concurrent GETs: each one's status and how long it took."""

    def one(_):
        started = time.monotonic()
        status = client.simulate_get(path).status_code
        return status, time.monotonic() - started

    with concurrent.futures.ThreadPoolExecutor(count) as pool:
        return list(pool.map(one, range(count)))


def test_a_spot_feed_that_drips_its_answer_costs_one_exchange_and_no_request_waits_past_the_deadline(make_client):
    answer = json_answer(fixture_bytes("feeds/gold-api-price-xau.json"))
    # one byte every 50 ms: the whole answer would take well over ten seconds, each byte well within a socket timeout
    with LocalHttpServer({"/price/XAU": Drip(answer, every=0.05)}) as server:
        client = make_client(spot_feed=GoldApiSpot(server.base_url, DEADLINE), rates_feed=None)
        answered = timed_gets(client, "/v1/spot", CALLERS)
        assert [status for status, _ in answered] == [503] * CALLERS
        assert max(took for _, took in answered) < ANSWERED_WITHIN
        started = time.monotonic()
        assert client.simulate_get("/v1/healthz").status_code == 200  # nothing else waits on the feed
        assert client.simulate_get("/v1/rates").status_code == 200
        assert time.monotonic() - started < ANSWERED_WITHIN
        assert len(server.received) == 1  # one exchange in flight, however many requests asked


def test_a_chain_node_that_never_answers_holds_no_thread_past_its_deadline_and_is_remembered(make_client):
    with SilentServer() as hung:
        settings = make_settings(chain_rpc_url=hung.url, machine_address="0x" + "1" * 40, chain_timeout=DEADLINE)
        client = make_client(settings, chain=from_settings(settings), pool=sample_pool(), catalogue=sample_catalogue())
        first = timed_gets(client, "/v1/machines", CALLERS)
        assert [status for status, _ in first] == [503] * CALLERS
        assert max(took for _, took in first) < ANSWERED_WITHIN
        again = timed_gets(client, "/v1/machines", CALLERS)  # the failure is remembered: no new wait
        assert [status for status, _ in again] == [503] * CALLERS
        assert max(took for _, took in again) < DEADLINE
        started = time.monotonic()
        assert client.simulate_get("/v1/fractions/1.json").status_code == 200  # token metadata needs no chain
        assert time.monotonic() - started < DEADLINE
