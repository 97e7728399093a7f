"""A fresh process answers its first search as it answers its hundredth (issue 40): what the first search built
lazily (a pooled connection, and on PostgreSQL a new server process; the catalogue version and the search
vocabularies read into the storage's memo) is built by the warm-up `goldcoins serve` runs before its port
opens (services/warm_up.py), on SQLite and PostgreSQL.

The work is counted, not timed (timing is bench/first_search.py's): the statements a search issues (peewee
logs each) and the connections the pool opens for it."""

import concurrent.futures
import logging
import signal
import threading
import time

import pytest
from falcon import testing

import app
from adapters.storage import db, migrations
from domain.paging import PageRequest
from ports.catalogue import IssuerQuery, TypeQuery
from services.catalogue import CatalogueReads
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, make_settings
from tests.support.http_server import unused_port
from tests.support.importing import import_catalogue
from tests.support.pg_cluster import own_cluster
from tests.support.storage import storage_roles

OPENED = "Created new connection"


class Work:
    """What one search did: the statements it issued (their text) and the connections the pool opened."""

    def __init__(self, records: list[logging.LogRecord]) -> None:
        self.statements = [record.msg[0] for record in records if isinstance(record.msg, tuple)]
        self.opened = sum(str(record.msg).startswith(OPENED) for record in records)


def searched(reads: CatalogueReads, words: str, year: int, caplog) -> Work:
    """A search as a request asks it: a word, a year and a size for types, a name for issuers; then the
    request's end gives its connection back."""
    caplog.clear()
    with caplog.at_level(logging.DEBUG, logger="peewee"):
        reads.types(TypeQuery(q=f"{words} {year} 1/4 oz", sort="relevance"), PageRequest())
        reads.issuers(IssuerQuery(q=words), PageRequest())
        db.release()
    return Work(caplog.records)


def fresh_process(imported, warm_up_seconds: float, caplog) -> CatalogueReads:
    """The storage as `goldcoins serve` builds it in a new process (no pooled connection, nothing remembered),
    through serving_app; the reads its resources search with."""
    db.release()
    imported.close_all()
    adapters = app.Adapters(**storage_roles())
    with caplog.at_level(logging.INFO, logger="goldcoins"):
        app.serving_app(make_settings(threads=3, warm_up_seconds=warm_up_seconds), adapters)
    return CatalogueReads(adapters.catalogue)


def later_search(reads: CatalogueReads, caplog) -> Work:
    for year in range(1901, 1911):  # searches of every other kind between
        searched(reads, "eagle", year, caplog)
    return searched(reads, "napoleon", 1912, caplog)


def test_without_the_warm_up_the_first_search_builds_what_later_ones_find_built(imported, caplog):
    """The finding as found: a fresh process's first search opens a connection and reads the catalogue
    version and both vocabularies before its own statements."""
    reads = fresh_process(imported, 0, caplog)
    first = searched(reads, "vreneli", 1911, caplog)
    later = later_search(reads, caplog)
    assert first.opened == 1 and later.opened == 0
    assert len(first.statements) > len(later.statements)
    assert any("'search_vocabulary'" in statement for statement in first.statements)


def test_after_the_warm_up_the_first_search_does_what_a_later_one_does(imported, caplog):
    reads = fresh_process(imported, 30, caplog)
    assert "warmed the catalogue's searches" in caplog.text
    first = searched(reads, "vreneli", 1911, caplog)
    later = later_search(reads, caplog)
    assert first.opened == later.opened == 0
    assert first.statements == later.statements
    assert first.statements  # it searched: the candidates and their page, each kind


@pytest.mark.parametrize("warm_up_seconds, opened", [(0, 3), (30, 0)])
def test_the_serving_threads_searching_at_once_each_find_a_connection_warmed(imported, warm_up_seconds, opened, caplog):
    reads = fresh_process(imported, warm_up_seconds, caplog)  # three serving threads
    gate = threading.Barrier(3)

    def search(n: int) -> None:
        try:
            reads.types(TypeQuery(q=f"eagle {1920 + n}", sort="relevance"), PageRequest())
            gate.wait(30)  # each holds its connection until all three have one
        finally:
            db.release()

    caplog.clear()
    with caplog.at_level(logging.DEBUG, logger="peewee.pool"), concurrent.futures.ThreadPoolExecutor(3) as pool:
        list(pool.map(search, range(3)))
    assert sum(record.getMessage().startswith(OPENED) for record in caplog.records) == opened


def test_a_frozen_postgresql_holds_readiness_back_no_longer_than_the_bound_and_the_first_searches_build_it(caplog):
    with own_cluster() as cluster:
        db.bind(db.open_database(cluster.url, pool_size=4, connect_timeout=1))
        migrations.upgrade()
        import_catalogue(TEST_CATALOGUE, IMPORTED_AT)
        db.release()
        db.database.obj.close_all()
        # unbounded, the warm-up would wait out the connect timeout (3 s) on the frozen server
        db.bind(db.open_database(cluster.url, pool_size=4, connect_timeout=3, statement_seconds=1))
        cluster.signal(signal.SIGSTOP)
        try:
            started = time.monotonic()
            with caplog.at_level(logging.INFO, logger="goldcoins"):
                served = app.serving_app(make_settings(threads=2, warm_up_seconds=0.5), app.Adapters(**storage_roles()))
            took = time.monotonic() - started
        finally:
            cluster.signal(signal.SIGCONT)
        assert took < 1.5, took  # the bound, and the app's own building
        assert "warm-up unfinished after 0.5 s; serving" in caplog.text
        client = testing.TestClient(served)
        give_up = time.monotonic() + 15
        while (status := client.simulate_get("/v1/types", params={"q": "eagle 1911"}).status_code) != 200:
            assert time.monotonic() < give_up, status  # a 503 while the breaker is open, then the search
        assert _warm_up_threads_end(give_up)
        db.release()


def _warm_up_threads_end(deadline: float) -> bool:
    """Whether every warm-up thread has ended by `deadline` (each gives up at the connect timeout)."""
    warming = [thread for thread in threading.enumerate() if thread.name.startswith("warm-up-")]
    for thread in warming:
        thread.join(max(0.0, deadline - time.monotonic()))
    return not any(thread.is_alive() for thread in warming)


def test_a_database_that_refuses_connections_fails_the_warm_up_at_once_and_the_process_serves(caplog):
    db.bind(db.open_database(f"postgresql://postgres@127.0.0.1:{unused_port()}/goldcoins", statement_seconds=1))
    started = time.monotonic()
    with caplog.at_level(logging.INFO, logger="goldcoins"):
        adapters = app.Adapters(health_checks=[db.StorageHealth()], **storage_roles())
        served = app.serving_app(make_settings(threads=2, warm_up_seconds=30), adapters)
    assert time.monotonic() - started < 5  # refused at once: the bound is not waited out
    assert "warm-up failed (the catalogue database is not reachable); serving" in caplog.text
    health = testing.TestClient(served).simulate_get("/healthz")
    assert health.status_code == 503 and "database" in health.text
    db.release()
