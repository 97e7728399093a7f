import os

import pytest
from falcon import testing

import app as composition
from adapters.ratelimit.limiter import LimitsRateLimiter, parse_budget
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from config import load_settings


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


def memory_limiter(budget="600/60"):
    return LimitsRateLimiter(parse_budget(budget), WindowedMemoryStorage())


def postgres_url():
    return os.environ.get("GOLDCOINS_TEST_DATABASE_URL")


def redis_url():
    return os.environ.get("GOLDCOINS_TEST_REDIS_URL")


@pytest.fixture(params=["sqlite", "postgres"])
def database(request, tmp_path):
    """A migrated, empty database bound to the storage proxy: SQLite always, PostgreSQL when configured.

    On PostgreSQL each test gets its own schema, so parallel runs and helpers never see each other's rows.
    """
    from adapters.storage import db, migrations

    if request.param == "sqlite":
        opened = db.open_database(f"sqlite:///{tmp_path}/test.db", pool_size=4)
        schema = None
    else:
        url = postgres_url()
        if not url:
            pytest.skip("GOLDCOINS_TEST_DATABASE_URL is not set")
        schema = f"t_{os.getpid()}_{abs(hash(request.node.nodeid)) % 10**8}"
        admin = db.open_database(url, pool_size=1)
        admin.execute_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE; CREATE SCHEMA "{schema}"')
        admin.close_all()
        opened = db.open_database(url, pool_size=4, options=f"-c search_path={schema}")
    db.bind(opened)
    migrations.upgrade()
    yield opened
    db.release()
    if schema:
        opened.execute_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        db.release()
    opened.close_all()
