"""The composition root: the only place that knows every adapter.

create_app(settings, **adapters) wires what it is given; get_app() builds the real adapters named by
config (`waitress-serve --call app:get_app`); main() is the `goldcoins` command line.
"""
from __future__ import annotations

import hashlib
import importlib
import importlib.metadata
import logging
import pathlib

import attrs
import falcon
import falcon.media
import orjson

from adapters.http import caching, errors, hits, middleware
from adapters.http.converter import JsonRenderer, make_converter
from adapters.ratelimit.limiter import LimitsRateLimiter, parse_budget
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from config import Settings, load_settings
from config import registry
from ports.clock import SystemClock

# The code that decides the JSON of a catalogue record: the domain's records and labels, the storage's rows
# to records, the converter. The read model stored by the import is stale once any of it changes.
REPRESENTATION = ("domain.catalogue", "domain.labels", "domain.paging", "adapters.http.converter",
                  "adapters.storage.catalogue_mapping", "adapters.storage.catalogue_type_rows",
                  "adapters.storage.catalogue_issuers", "adapters.storage.read_model",
                  "adapters.storage.read_model_render")

ROUTE_MODULES = (
    "adapters.http.resources.health",
    "adapters.http.resources.catalogue",
    "adapters.http.resources.prices",
    "adapters.http.resources.tokens",
    "adapters.http.resources.wallet",
    "adapters.http.resources.docs",
)


@attrs.define(kw_only=True)
class Wiring:
    """Everything a resource may be handed. Roles left None are not configured (→ 503 where used)."""

    settings: Settings
    converter: object
    limiter: object
    clock: object = attrs.field(factory=SystemClock)
    health_checks: list = attrs.field(factory=list)
    release_connection: object = lambda: None
    catalogue: object = None
    prices: object = None
    chain: object = None
    pool: object = None
    sessions: object = None
    wallets: object = None
    wallet_provider: object = None
    key_custody: object = None


def create_app(settings: Settings, **adapters) -> hits.CacheHitFront:
    """The WSGI app: falcon with the middleware and every route, behind the front that answers cache hits."""
    adapters.setdefault("limiter", LimitsRateLimiter(parse_budget(settings.rate_limit), WindowedMemoryStorage()))
    wiring = Wiring(settings=settings, converter=make_converter(), **adapters)
    cache = caching.ResponseCache.from_settings(settings, wiring.catalogue, wiring.clock)
    app = falcon.App(
        middleware=[
            middleware.VersionMiddleware(settings.versions, settings.public_base_url),
            middleware.CorsMiddleware(),
            middleware.RateLimitMiddleware(wiring.limiter, settings.trusted_proxy),
            cache,
            middleware.ConnectionMiddleware(wiring.release_connection),
        ],
    )
    json = falcon.media.JSONHandler(dumps=orjson.dumps, loads=orjson.loads)
    app.req_options.media_handlers[falcon.MEDIA_JSON] = json
    app.resp_options.media_handlers[falcon.MEDIA_JSON] = json
    errors.install(app, settings.public_base_url.rstrip("/"))
    for name in ROUTE_MODULES:
        importlib.import_module(name).register(app, wiring)
    return hits.CacheHitFront(app, cache, wiring.limiter, settings.trusted_proxy)


def build_adapters(settings: Settings) -> dict:
    """The real adapters named by config. Imported here, so tests over fakes never load them."""
    from adapters.ratelimit.limiter import from_settings as limiter_from_settings
    from adapters.storage import db as storage
    from adapters.feeds.cached import CachedPrices
    from adapters.storage.catalogue import PeeweeCatalogue
    from adapters.storage.pool import PeeweePoolMapping
    from adapters.storage.price_cache import PeeweePriceCache
    from adapters.storage.sessions import PeeweeSessionStore
    from adapters.storage.wallets import PeeweeWalletStore

    registry.validate(settings)
    storage.bind(storage.open_database(settings.database_url, settings.database_pool_size,
                                       settings.database_connect_timeout))
    clock = SystemClock()
    return dict(
        limiter=limiter_from_settings(settings),
        clock=clock,
        health_checks=[storage.StorageHealth()],
        release_connection=storage.release,
        catalogue=PeeweeCatalogue(settings.cdn_base_url, read_model=representation_fingerprint()),
        prices=CachedPrices(registry.build("spot_feed", settings), registry.build("rates_feed", settings),
                            PeeweePriceCache(), clock, spot_window=settings.spot_fresh_seconds,
                            rates_window=settings.rates_fresh_seconds),
        chain=registry.build("chain", settings),
        pool=PeeweePoolMapping(),
        sessions=PeeweeSessionStore(),
        wallets=PeeweeWalletStore(),
        wallet_provider=registry.build("wallet_provider", settings),
        key_custody=registry.build("key_custody", settings),
    )


def read_model_renderer() -> JsonRenderer:
    """What the import renders the catalogue's read model with: URLs under this process's CDN base."""
    return JsonRenderer(make_converter(), representation_fingerprint(), load_settings().cdn_base_url)


def representation_fingerprint() -> str:
    """A digest of the code in REPRESENTATION and of the JSON libraries' versions."""
    digest = hashlib.sha256()
    for name in REPRESENTATION:
        digest.update(pathlib.Path(importlib.import_module(name).__file__).read_bytes())
    for package in ("orjson", "cattrs", "attrs"):
        digest.update(f"{package} {importlib.metadata.version(package)}".encode())
    return digest.hexdigest()[:32]


def get_app() -> hits.CacheHitFront:
    settings = load_settings()
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    return create_app(settings, **build_adapters(settings))


def main(argv: list[str] | None = None) -> int:
    from adapters.cli import run

    return run(argv, get_app=get_app, build_adapters=build_adapters, renderer=read_model_renderer)


if __name__ == "__main__":
    raise SystemExit(main())
