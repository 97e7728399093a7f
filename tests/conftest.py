import contextlib
import os

import pytest
from falcon import testing

import app as composition
from adapters.ratelimit.limiter import LimitsRateLimiter, parse_budget
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from config import load_settings

# the bundled catalogue imported once per database kind per session (bundled, bundled_copy, bundled_database)
pytest_plugins = ["tests.support.bundled"]


# The folders in the order the workers take them: the slow ones first (tests starting processes of their own, then
# the tests over whole databases), so that the many quick tests fill the workers' last minutes instead of one worker
# finishing a cluster test alone. Within a folder the collection order is kept.
SLOW_FIRST = ("process", "integration")


def pytest_collection_modifyitems(items):
    def rank(item):
        folder = item.nodeid.split("/")[1] if item.nodeid.startswith("tests/") else ""
        return SLOW_FIRST.index(folder) if folder in SLOW_FIRST else len(SLOW_FIRST)

    items.sort(key=rank)


def make_settings(**overrides):
    return load_settings(environ={}, **overrides)


@pytest.fixture
def settings():
    return make_settings()


@pytest.fixture
def make_client():
    def build(settings=None, **adapters):
        app = composition.create_app(settings or make_settings(), **adapters)
        return testing.TestClient(app)

    return build


@pytest.fixture
def client(make_client):
    return make_client()


@pytest.fixture
def free_port():
    """A loopback port nothing listens on."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# 30 s into a minute-aligned window: a test's requests never straddle two windows, as on the wall clock they may
MID_WINDOW = 1_800_000_030.0


def memory_limiter(budget="600/60"):
    return LimitsRateLimiter(parse_budget(budget), WindowedMemoryStorage(clock=lambda: MID_WINDOW))


def postgres_url():
    return os.environ.get("GOLDCOINS_TEST_DATABASE_URL")


def redis_url():
    return os.environ.get("GOLDCOINS_TEST_REDIS_URL")


@contextlib.contextmanager
def migrated_database(kind, tmp_path, name, through=None):
    """A migrated (up to `through`, default all), empty database bound to the storage proxy (kind: "sqlite" or
    "postgres").

    On PostgreSQL each test gets its own database (or schema), so parallel runs never see each other's rows. Fully
    migrated, each is a copy of one migrated per process (tests/support/databases.py).
    """
    from adapters.storage import db, migrations
    from tests.support.databases import bound, migrated_copy

    with migrated_copy(kind, tmp_path, postgres_url()) if through is None else contextlib.nullcontext() as copy:
        if copy is not None:
            with bound(copy) as opened:
                yield opened
            return
    if kind == "sqlite":
        opened = db.open_database(f"sqlite:///{tmp_path}/test.db", pool_size=4)
        schema = None
    else:
        url = postgres_url()
        if not url:
            pytest.skip("GOLDCOINS_TEST_DATABASE_URL is not set")
        schema = f"t_{os.getpid()}_{abs(hash(name)) % 10**8}"
        admin = db.open_database(url, pool_size=1)
        admin.execute_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE; CREATE SCHEMA "{schema}"')
        admin.close_all()
        opened = db.open_database(url, pool_size=4, options=f"-c search_path={schema}")
    db.bind(opened)
    migrations.upgrade(through)
    try:
        yield opened
    finally:
        db.release()
        if schema:
            opened.execute_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
            db.release()
        opened.close_all()


@pytest.fixture(params=["sqlite", "postgres"])
def database(request, tmp_path):
    """SQLite always; PostgreSQL too when GOLDCOINS_TEST_DATABASE_URL is set."""
    with migrated_database(request.param, tmp_path, request.node.nodeid) as opened:
        yield opened


TEST_CATALOGUE = os.path.join(os.path.dirname(__file__), "..", "fixtures", "test-catalogue")


def renderer():
    """What `goldcoins import` renders the catalogue's read model with (adapters/storage/read_model.py)."""
    return composition.read_model_renderer(load_settings())


IMPORTED_AT = __import__("datetime").datetime(2026, 11, 1, tzinfo=__import__("datetime").timezone.utc)


@pytest.fixture
def imported(database):
    """The test catalogue imported into the `database` fixture (SQLite, and PostgreSQL when configured)."""
    from tests.fakes.pictures import catalogue_copies
    from tests.support.importing import import_catalogue

    import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
    return database


@pytest.fixture(scope="session")
def catalogue_db(tmp_path_factory):
    """One SQLite file with the test catalogue, shared read-only by the e2e tests."""
    from adapters.storage import db, migrations
    from tests.fakes.pictures import catalogue_copies
    from tests.support.importing import import_catalogue

    path = tmp_path_factory.mktemp("catalogue") / "catalogue.db"
    opened = db.open_database(f"sqlite:///{path}", pool_size=4)
    db.bind(opened)
    migrations.upgrade()
    import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
    db.release()
    return opened


@pytest.fixture
def catalogue_client(catalogue_db, make_client):
    from adapters.storage import db

    db.bind(catalogue_db)
    from tests.support.storage import storage_roles

    return make_client(**storage_roles())
