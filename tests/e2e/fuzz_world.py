"""The app under fuzz: create_app over every fake that exists, seeded so most operations can answer 200.

A role whose module has not landed stays None: its operations answer 503 (documented) and are still
checked. The schemathesis schema is read from the description file itself and aimed at an app in-process.
"""

from __future__ import annotations

import datetime as dt
import importlib

import attrs
import schemathesis
from schemathesis.config import SchemathesisConfig

from adapters.http import openapi
from tests.conftest import make_settings

BASE_URL = "http://fuzz.test"
FUZZ_BUDGET = "1000000/60"
SITE = "https://goldcoins.example"
ACCOUNT, ADDRESS = "pla_fuzz", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
NOW = dt.datetime(2024, 11, 29, 15, 0, tzinfo=dt.timezone.utc)
CONFIG = {
    "generation": {"max-examples": 50, "deterministic": True, "database": "none"},
    "phases": {"stateful": {"enabled": False}},
}


def load_schema():
    return schemathesis.openapi.from_dict(openapi.load(BASE_URL), config=SchemathesisConfig.from_dict(CONFIG))


def aim(operation, app):
    """Send the operation's requests, the checks' own replays included (e.g. without the session), to `app`.

    The requests ask for plain bodies: schemathesis's WSGI transport does not inflate a gzipped answer, as an
    HTTP client would (compression has its own tests: tests/e2e/test_compression_and_links.py)."""
    operation.app = operation.schema.app = _plain(app)  # parametrize and lookups hand out copies made before `app`
    return operation


def _plain(app):
    def identity(environ, start_response):
        environ["HTTP_ACCEPT_ENCODING"] = "identity"
        return app(environ, start_response)

    return identity


def optional(module: str):
    """The module, or None while it has not landed (a module that fails inside still raises)."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name and module.startswith(exc.name):
            return None
        raise


@attrs.define
class FuzzWorld:
    settings: object
    roles: dict
    session_token: str | None = None


def build(catalogue_db=None) -> FuzzWorld:
    settings = make_settings(rate_limit=FUZZ_BUDGET, allowed_origins=(SITE,), chain_id=8453, public_base_url=BASE_URL)
    clock = _clock()
    roles = {"clock": clock, **catalogue_roles(catalogue_db), **price_roles(clock)}
    roles.update(chain_roles(roles.get("catalogue")))
    wallet, token = wallet_roles(settings, clock)
    return FuzzWorld(settings, {**roles, **wallet}, token)


def catalogue_roles(catalogue_db) -> dict:
    storage = optional("adapters.storage.catalogue.repository")
    if storage is None or catalogue_db is None:
        return {}
    from adapters.storage import db

    db.bind(catalogue_db)
    return {
        "catalogue": storage.PeeweeCatalogue("https://cdn.test", read_model=True),
        "release_connection": db.release,
    }


def price_roles(clock) -> dict:
    feeds, cache = map(optional, ("tests.fakes.feeds", "tests.fakes.price_cache"))
    if None in (feeds, cache):
        return {}
    return {
        "spot_feed": feeds.FakeSpotFeed(),
        "rates_feed": feeds.FakeRatesFeed(),
        "price_cache": cache.InMemoryPriceCache(),
    }


def chain_roles(catalogue) -> dict:
    """A machine with one open tier over three catalogue types (and one unmapped token), two settled pulls."""
    chain_fake, pool_fake = optional("tests.fakes.chain"), optional("tests.fakes.pool")
    if chain_fake is None or pool_fake is None or catalogue is None:
        return {}
    from domain.paging import PageRequest
    from domain.pool import TokenMapping
    from ports.catalogue import TypeQuery

    summaries = catalogue.types(TypeQuery(), PageRequest(1, 3)).data
    pool = pool_fake.FakePoolMapping(
        [TokenMapping(token_id=n, type_id=s.id, condition="bullion") for n, s in enumerate(summaries, start=1)]
    )
    chain = chain_fake.FakeChain()
    chain.set_odds([("even", 10_000, 9_000, 11_000)])
    chain.set_tier(0, 25_000_000, [m.token_id for m in pool.all()] + [99])
    for mapping in pool.all():
        chain.set_entry(mapping.token_id, house_price=2_500_000_000)
    chain.fund_desk(10**12)
    for word in (0, 2**200):
        chain.settle(chain.open_pull(ADDRESS, 0), word)
    chain.open_pull(ADDRESS, 0)
    return {"chain": chain, "pool": pool}


def wallet_roles(settings, clock) -> tuple[dict, str | None]:
    """The fuzzer's own signed-in account, whose browser has created its wallet."""
    sessions, wallet, domain = map(optional, ("tests.fakes.sessions", "tests.fakes.wallet", "domain.sessions"))
    if None in (sessions, wallet, domain):
        return {}, None
    store = sessions.FakeSessionStore()
    token = store.open(domain.Session.starting(ACCOUNT, clock.now(), settings.session_ttl_seconds, "player"))
    provider = wallet.FakeWalletProvider()
    provider.browser_creates(ACCOUNT, ADDRESS, settings.chain_id)
    roles = {
        "sessions": store,
        "wallets": wallet.FakeWalletStore(),
        "wallet_provider": provider,
        "key_custody": wallet.FakeKeyCustody(),
    }
    identity = optional("tests.fakes.identity")
    if identity is not None:  # sign-in configured: a made-up access token is a 401, never a 503
        roles["player_tokens"] = identity.FakePlayerTokens()
    return roles, token


def _clock():
    feeds = optional("tests.fakes.feeds")
    if feeds is None:
        from adapters.clock import SystemClock

        return SystemClock()
    return feeds.FeedClock(NOW)
