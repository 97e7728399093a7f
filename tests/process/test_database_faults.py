"""The database misbehaving for real (docs/reliability.md): a PostgreSQL cluster of the test's own frozen with
SIGSTOP or restarted, and a server that accepts TCP and never answers. What a user notices: every request is
answered within about the statement deadline, routes that need no database never wait on it, and a restart
costs no 503."""

import concurrent.futures
import signal
import time

import pytest

from adapters.storage import db, migrations
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, make_settings
from tests.support.chain import SilentServer
from tests.support.importing import import_catalogue
from tests.support.pg_cluster import own_cluster
from tests.support.storage import storage_roles

STATEMENT_SECONDS = 1
# "about 5 s": the statement deadline or libpq's connect timeout (at least 2 s), plus margin; far below how long
# the fault lasts
ANSWERED_WITHIN = 6.0


@pytest.fixture
def cluster():
    with own_cluster() as started:
        db.bind(db.open_database(started.url, pool_size=4, connect_timeout=1))
        migrations.upgrade()
        import_catalogue(TEST_CATALOGUE, IMPORTED_AT)
        db.release()
        yield started
        db.release()


@pytest.fixture
def served(cluster, make_client):
    db.bind(db.open_database(cluster.url, pool_size=4, connect_timeout=1, statement_seconds=STATEMENT_SECONDS))
    # the response cache off: every request reads the database
    return make_client(make_settings(response_cache_entries=0, rate_limit="1000000/60"), **storage_roles())


def timed(client, path: str, count: int = 1) -> list[tuple[int, float]]:
    def one(_):
        started = time.monotonic()
        try:
            return client.simulate_get(path).status_code, time.monotonic() - started
        finally:
            db.release()  # this thread ends here: its connection goes back to the pool

    with concurrent.futures.ThreadPoolExecutor(count) as pool:
        return list(pool.map(one, range(count)))


def poll_until_ok(client, path: str, deadline_seconds: float = 15.0) -> int:
    give_up = time.monotonic() + deadline_seconds
    while True:
        status = client.simulate_get(path).status_code
        if status == 200 or time.monotonic() > give_up:
            return status


def test_a_frozen_postgresql_is_a_503_within_the_statement_deadline_and_other_routes_do_not_wait(cluster, served):
    assert served.simulate_get("/v1/types").status_code == 200  # pooled connections are open
    cluster.signal(signal.SIGSTOP)
    try:
        frozen = timed(served, "/v1/types", 4)
        assert [status for status, _ in frozen] == [503] * 4
        assert max(took for _, took in frozen) < ANSWERED_WITHIN
        after = timed(served, "/v1/issuers/united-kingdom", 4)  # the breaker: no new wait
        assert [status for status, _ in after] == [503] * 4
        assert max(took for _, took in after) < STATEMENT_SECONDS
        started = time.monotonic()
        assert served.simulate_get("/v1/nope").status_code == 404
        assert served.simulate_get("/v1/openapi.json").status_code == 200
        assert time.monotonic() - started < STATEMENT_SECONDS
    finally:
        cluster.signal(signal.SIGCONT)
    assert poll_until_ok(served, "/v1/types") == 200  # back once it thaws


def test_a_restarted_postgresql_costs_no_503(cluster, served):
    assert [status for status, _ in timed(served, "/v1/types", 4)] == [200] * 4  # several pooled connections
    cluster.restart()
    assert [served.simulate_get(path).status_code for path in ("/v1/types", "/v1/mints", "/v1/types")] == [200] * 3


def test_a_database_that_accepts_and_never_answers_is_a_quick_503_and_the_rest_of_the_api_stays_up(make_client):
    with SilentServer() as silent:
        url = silent.url.replace("http://", "postgresql://postgres@") + "/goldcoins"
        db.bind(db.open_database(url, pool_size=4, connect_timeout=1, statement_seconds=STATEMENT_SECONDS))
        client = make_client(make_settings(response_cache_entries=0, rate_limit="1000000/60"), **storage_roles())
        first = timed(client, "/v1/types", 4)
        assert [status for status, _ in first] == [503] * 4
        assert max(took for _, took in first) < ANSWERED_WITHIN
        again = timed(client, "/v1/types", 8)
        assert [status for status, _ in again] == [503] * 8
        assert max(took for _, took in again) < STATEMENT_SECONDS
        started = time.monotonic()
        assert client.simulate_get("/v1/nope").status_code == 404
        assert time.monotonic() - started < STATEMENT_SECONDS
        db.release()
