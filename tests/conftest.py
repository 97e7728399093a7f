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
