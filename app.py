"""The composition root: the only place that knows every adapter.

build_adapters(settings) builds the real adapters config names; create_app(settings, adapters) wires the
services and the HTTP resources over them (tests hand in fakes instead); Root is what the `goldcoins` commands
take their collaborators from; get_app() is for a WSGI server (`waitress-serve --call app:get_app`).
"""

from __future__ import annotations

import os
import sys
import typing

import attrs
import falcon
import falcon.media
import orjson

from adapters import logs, outbound
from adapters.clock import SystemClock
from adapters.http import errors, metrics, middleware, observability, openapi, response_cache
from adapters.http.compression import Compression
from adapters.http.converter import JsonRenderer, make_converter
from adapters.http.known_parameters import KnownParameters
from adapters.http.resources import catalogue, docs, health, media, prices, session, tokens, wallet
from adapters.http.sessions import SessionGuard
from adapters.ratelimit.limiter import LimitsRateLimiter, parse_budget
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from config import ConfigError, Settings, load_settings, registry
from ports.catalogue import CatalogueRepository, CatalogueStore, Schema
from ports.chain import ChainReader
from ports.clock import Clock
from ports.feeds import RatesFeed, SpotFeed
from ports.health import HealthCheck
from ports.identity import PlayerTokens
from ports.media import FetchPictures, MediaStore
from ports.pool import PoolMapping
from ports.price_cache import PriceCache
from ports.ratelimit import RateLimiter
from ports.sessions import SessionStore
from ports.wallet import KeyCustody, WalletProvider, WalletStore
from services.catalogue import CatalogueReads
from services.importing import CatalogueUpkeep
from services.prices import CachedPrices
from services.sessions import SessionService
from services.tokens import Tokens
from services.wallet import WalletService
from services.warm_up import warm_up


def _nothing_to_release() -> None:
    return None


@attrs.define(kw_only=True)
class Adapters:
    """Every adapter a service, a resource or a command may be handed, each typed by its port.

    A role left None is not configured: what needs it answers 503 (a command exits with a message)."""

    clock: Clock = attrs.field(factory=SystemClock)
    limiter: RateLimiter | None = None  # None: the public budget in this process's memory
    sign_in_failures: RateLimiter | None = None  # None: the failed sign-ins' budget in this process's memory
    health_checks: list[HealthCheck] = attrs.field(factory=list)
    release_connection: typing.Callable[[], None] = _nothing_to_release
    catalogue: CatalogueRepository | None = None
    catalogue_store: CatalogueStore | None = None
    schema: Schema | None = None
    spot_feed: SpotFeed | None = None
    rates_feed: RatesFeed | None = None
    price_cache: PriceCache | None = None
    chain: ChainReader | None = None
    pool: PoolMapping | None = None
    sessions: SessionStore | None = None
    player_tokens: PlayerTokens | None = None
    wallets: WalletStore | None = None
    wallet_provider: WalletProvider | None = None
    key_custody: KeyCustody | None = None
    access_log: typing.BinaryIO | None = None  # where JSON access log lines go; None: stderr (GOLDCOINS_ACCESS_LOG)
    media: MediaStore | None = None


def build_adapters(settings: Settings, serving: bool = False) -> Adapters:
    """The real adapters named by config. Imported here, so tests over fakes never load them. A serving process
    bounds each database statement (GOLDCOINS_DATABASE_STATEMENT_TIMEOUT); a command's import may run long."""
    from adapters.identity import jwks
    from adapters.media.files import FolderMediaStore
    from adapters.ratelimit.limiter import from_settings as limiter_from_settings
    from adapters.ratelimit.limiter import sign_in_failures_from_settings
    from adapters.storage import db
    from adapters.storage.catalogue.repository import PeeweeCatalogue
    from adapters.storage.catalogue.store import PeeweeCatalogueStore
    from adapters.storage.pool import PeeweePoolMapping
    from adapters.storage.price_cache import PeeweePriceCache
    from adapters.storage.schema import PeeweeSchema
    from adapters.storage.sessions import PeeweeSessionStore
    from adapters.storage.wallets import PeeweeWalletStore

    registry.validate(settings)
    db.bind(
        db.open_database(
            settings.database_url,
            settings.database_pool_size,
            settings.database_connect_timeout,
            statement_seconds=settings.database_statement_timeout if serving else None,
        )
    )
    return Adapters(
        limiter=limiter_from_settings(settings),
        sign_in_failures=sign_in_failures_from_settings(settings),
        health_checks=[db.StorageHealth()],
        release_connection=db.release,
        catalogue=PeeweeCatalogue(settings.cdn_base_url, read_model=read_model_renderer(settings).fingerprint),
        catalogue_store=PeeweeCatalogueStore(),
        schema=PeeweeSchema(),
        spot_feed=registry.build("spot_feed", settings),
        rates_feed=registry.build("rates_feed", settings),
        price_cache=PeeweePriceCache(),
        chain=registry.build("chain", settings),
        pool=PeeweePoolMapping(),
        sessions=PeeweeSessionStore(),
        player_tokens=jwks.from_settings(settings),
        wallets=PeeweeWalletStore(),
        wallet_provider=registry.build("wallet_provider", settings),
        key_custody=registry.build("key_custody", settings),
        media=FolderMediaStore(settings.media_dir),
    )


def read_model_renderer(settings: Settings) -> JsonRenderer:
    """What the import renders the catalogue's read model with: URLs under this process's CDN base."""
    from adapters.storage.catalogue import read_model

    return JsonRenderer.for_read_model(settings.cdn_base_url, read_model.CODE)


def prices_of(settings: Settings, adapters: Adapters) -> CachedPrices:
    return CachedPrices(
        adapters.spot_feed,
        adapters.rates_feed,
        adapters.price_cache,
        adapters.clock,
        spot_window=settings.spot_fresh_seconds,
        rates_window=settings.rates_fresh_seconds,
        clock_tolerance=settings.clock_tolerance_seconds,
        rates_provider=settings.rates_provider,
    )


def sessions_of(settings: Settings, adapters: Adapters) -> SessionService:
    return SessionService(
        store=adapters.sessions,
        tokens=adapters.player_tokens,
        clock=adapters.clock,
        ttl_seconds=settings.session_ttl_seconds,
    )


def create_app(
    settings: Settings, adapters: Adapters | None = None, **roles: typing.Any
) -> response_cache.CacheHitFront:
    """The WSGI app: falcon with the middleware and every route, behind the front that answers cache hits.
    The adapters come as an Adapters, or role by role as keywords (tests)."""
    adapters = adapters if adapters is not None else Adapters(**roles)
    limiter = adapters.limiter or LimitsRateLimiter(parse_budget(settings.rate_limit), WindowedMemoryStorage())
    converter = make_converter()
    cache = response_cache.ResponseCache.from_settings(settings, adapters.catalogue, adapters.clock)
    measured = metrics.Metrics(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
    log_to = adapters.access_log
    if log_to is None and settings.access_log:
        log_to = getattr(sys.stderr, "buffer", None)  # None when stderr was swapped for a text-only stream
    access_log = observability.AccessLog(log_to, settings.trusted_proxy)
    request_log = observability.RequestLog(measured, access_log, settings.trusted_proxy)
    app = falcon.App(
        middleware=[
            request_log,  # first: its process_response runs last, on the final answer
            Compression(),  # then: gzips what the rest answered (cached answers come gzipped already)
            middleware.PathNormaliser(),
            middleware.VersionMiddleware(settings.versions, settings.public_base_url),
            middleware.CorsMiddleware(),
            middleware.RateLimitMiddleware(limiter, settings.trusted_proxy),
            middleware.RequestHygiene(),
            cache,
            KnownParameters(openapi.load(settings.public_base_url)),
            middleware.ConnectionMiddleware(adapters.release_connection),
        ],
    )
    json = falcon.media.JSONHandler(dumps=orjson.dumps, loads=orjson.loads)
    app.req_options.media_handlers[falcon.MEDIA_JSON] = json
    app.resp_options.media_handlers[falcon.MEDIA_JSON] = json
    errors.install(app, settings.public_base_url.rstrip("/"))
    add_routes(HeadLikeGet(app), settings, adapters, converter)
    add_service_routes(app, settings, adapters, limiter, measured, request_log)
    return response_cache.CacheHitFront(app, cache, limiter, settings.trusted_proxy, request_log)


def add_service_routes(app: falcon.App, settings: Settings, adapters: Adapters, limiter, measured, request_log) -> None:
    """/healthz and /metrics, over the same dependencies every answer needs; /metrics also hears the outbound
    calls' outcomes."""
    probes = {"database": check.ping for check in adapters.health_checks}
    if not isinstance(getattr(limiter, "storage", None), (WindowedMemoryStorage, type(None))):
        probes["redis"] = limiter.ping  # a store in this process's memory is no dependency
    HeadLikeGet(app).add_route("/healthz", health.Health(probes))
    outbound.watch(measured.dependency_state)
    request_log.find_route = app._router.find  # falcon's router: names the route of a request refused before routing
    resource = metrics.MetricsResource(measured, probes, settings.metrics_allow, settings.trusted_proxy)
    HeadLikeGet(app).add_route("/metrics", resource)


class HeadLikeGet:
    """Adds routes so that HEAD answers wherever GET does: the GET's status and headers, Content-Length
    included, and no body (falcon drops a HEAD answer's body itself)."""

    def __init__(self, app: falcon.App) -> None:
        self._app = app

    def add_route(self, path: str, resource: object, suffix: str | None = None) -> None:
        get = getattr(resource, f"on_get_{suffix}" if suffix else "on_get", None)
        if get is not None:
            setattr(resource, f"on_head_{suffix}" if suffix else "on_head", get)
        self._app.add_route(path, resource, suffix=suffix)


def add_routes(app: falcon.App | HeadLikeGet, settings: Settings, adapters: Adapters, converter: typing.Any) -> None:
    """Every route of the API, each resource handed only its own collaborators. Paths are without the version
    prefix: VersionMiddleware serves /vN/... and the unprefixed alias from this one table."""
    reads = CatalogueReads(adapters.catalogue)
    base = settings.public_base_url
    issuers, types = catalogue.Issuers(reads, converter, base), catalogue.Types(reads, converter, base)
    mints, sitemap = catalogue.Mints(reads, converter, base), catalogue.Sitemap(reads, converter, base)
    app.add_route("/issuers", issuers)
    app.add_route("/issuers/highlighted", issuers, suffix="highlighted")
    app.add_route("/issuers/{issuer_slug}", issuers, suffix="issuer")
    app.add_route("/issuers/{issuer_slug}/series", issuers, suffix="series_list")
    app.add_route("/issuers/{issuer_slug}/series/{series_slug}", issuers, suffix="series")
    app.add_route("/types", types)
    app.add_route("/types/{issuer_slug}/{series_slug}/{slug}", types, suffix="type")
    app.add_route("/mints", mints)
    app.add_route("/mints/{slug}", mints, suffix="mint")
    app.add_route("/sitemap/types", sitemap, suffix="types")
    app.add_route("/sitemap/catalog", sitemap, suffix="catalog")

    price_service = prices_of(settings, adapters)
    app.add_route("/spot", prices.Spot(price_service, converter))
    app.add_route("/rates", prices.Rates(price_service, converter))

    token_service = Tokens(
        chain=adapters.chain,
        pool=adapters.pool,
        catalogue=adapters.catalogue,
        clock=adapters.clock,
        site_base_url=settings.site_base_url,
    )
    app.add_route("/machines", tokens.Machines(token_service, converter, settings.machines_cache_seconds))
    app.add_route("/fractions/{file}", tokens.Fraction(token_service, converter))

    guard = SessionGuard(adapters.sessions, adapters.clock, settings)
    failures = adapters.sign_in_failures or LimitsRateLimiter(
        parse_budget(settings.sign_in_failure_limit, "GOLDCOINS_SIGN_IN_FAILURE_LIMIT"),
        WindowedMemoryStorage(),
        scope="sign-in",
    )
    wallet_service = WalletService(
        wallets=adapters.wallets,
        provider=adapters.wallet_provider,
        custody=adapters.key_custody,
        chain=adapters.chain,
        pool=adapters.pool,
        catalogue=adapters.catalogue,
        clock=adapters.clock,
        chain_id=settings.chain_id,
        implementation=settings.account_implementation,
    )
    app.add_route("/session", session.SessionResource(guard, sessions_of(settings, adapters), failures, settings))
    app.add_route("/wallet", wallet.WalletResource(guard, wallet_service, converter))
    app.add_route("/wallet/encryption-session", wallet.EncryptionSessionResource(guard, wallet_service, converter))
    app.add_route("/wallet/pulls", wallet.PullsResource(guard, wallet_service, converter))
    app.add_route("/wallet/holdings", wallet.HoldingsResource(guard, wallet_service, converter))

    document = docs.document(settings.public_base_url, settings.session_cookie)
    app.add_route("/openapi.json", docs.OpenApiDocument(document))
    app.add_route("/schema/catalogue.json", docs.CatalogueSchema())
    app.add_route("/docs", docs.DocsPage(document, settings.public_base_url))
    app.add_route("/docs/assets/{file}", docs.DocsAsset())

    # the pictures' copies: outside the versioned API (docs/pictures.md), reached through GOLDCOINS_CDN_BASE_URL
    app.add_route("/media/{path:path}", media.Media(adapters.media))


@attrs.define
class Root:
    """What the `goldcoins` commands take their collaborators from: the settings, and the adapters they name,
    built once and only when a command asks (so `--help` or a config error opens nothing)."""

    settings: Settings = attrs.field(factory=load_settings)
    built: Adapters | None = None

    def adapters(self) -> Adapters:
        if self.built is None:
            self.built = build_adapters(self.settings)
        return self.built

    def app(self) -> response_cache.CacheHitFront:
        """The app `goldcoins serve` serves, over adapters built for serving."""
        return serving_app(self.settings, build_adapters(self.settings, serving=True))

    def prices(self) -> CachedPrices:
        return prices_of(self.settings, self.adapters())

    def sessions(self) -> SessionService:
        return sessions_of(self.settings, self.adapters())

    def upkeep(self) -> CatalogueUpkeep:
        from adapters.media.files import FolderMediaStore
        from adapters.media.imaging import PillowImaging  # Pillow, numpy and OpenCV: for the commands only

        adapters = self.adapters()
        if adapters.catalogue_store is None or adapters.schema is None:
            raise ConfigError("no catalogue storage is configured")
        return CatalogueUpkeep(
            store=adapters.catalogue_store,
            schema=adapters.schema,
            clock=adapters.clock,
            render=read_model_renderer(self.settings),
            media=adapters.media or FolderMediaStore(self.settings.media_dir),
            imaging=PillowImaging(),
            fetch=fetched_originals(self.settings),
        )


def fetched_originals(settings: Settings) -> FetchPictures:
    """What fetches the pictures a catalogue names by URL, bounded as the settings say."""
    from adapters.media.fetch import FetchRules
    from adapters.media.originals import FetchedOriginals
    from services.pictures import DEFAULT_MAX_PIXELS

    rules = FetchRules(
        deadline=settings.picture_fetch_timeout,
        max_bytes=settings.picture_fetch_max_bytes,
        max_pixels=DEFAULT_MAX_PIXELS,
        allow_local=settings.picture_fetch_allow_local,
    )
    return FetchedOriginals(settings.originals_dir, rules)


def serving_app(settings: Settings, adapters: Adapters) -> response_cache.CacheHitFront:
    """The app a server serves: create_app's, once the catalogue's searches are warmed (services.warm_up: one
    thread a serving thread, each on a pooled connection of its own; bounded by GOLDCOINS_WARM_UP_SECONDS)."""
    served = create_app(settings, adapters)
    threads = min(settings.threads, settings.database_pool_size)
    reads = CatalogueReads(adapters.catalogue)
    warm_up(reads, threads, adapters.release_connection, settings.warm_up_seconds)
    return served


def get_app() -> response_cache.CacheHitFront:
    settings = load_settings()
    logs.configure(settings.log_level)  # JSON lines, like the access log (docs/decisions/0010-json-logs.md)
    return serving_app(settings, build_adapters(settings, serving=True))


def main(argv: list[str] | None = None) -> int:
    from adapters.cli import run

    return run(argv, Root)


if __name__ == "__main__":
    raise SystemExit(main())
