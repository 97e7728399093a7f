"""The composition root: the only place that wires every adapter, service and route.

adapters.composition builds the real adapters config names (build_adapters); create_app(settings, adapters)
wires the services and the HTTP resources over them (tests hand in fakes instead); Root is what the `goldcoins`
commands take their collaborators from; get_app() is for a WSGI server (`waitress-serve --call app:get_app`).
"""

from __future__ import annotations

import typing

import attrs
import falcon

from adapters import composition, logs
from adapters.composition import Adapters, build_adapters, fetched_originals, limiters, read_model_renderer
from adapters.http import openapi
from adapters.http.assembly import HeadLikeGet, add_service_routes, falcon_app, observers, plain_reads
from adapters.http.converter import make_converter
from adapters.http.resources import catalogue, docs, export, media, prices, session, tokens, wallet
from adapters.http.response_cache import CacheHitFront, ResponseCache
from adapters.http.sessions import SessionGuard
from config import ConfigError, Settings, load_settings
from services.catalogue import CatalogueFiles, CatalogueReads
from services.importing import CatalogueUpkeep
from services.prices import CachedPrices
from services.sessions import SessionService
from services.tokens import Tokens
from services.wallet import WalletService
from services.warm_up import warm_up


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


def create_app(settings: Settings, adapters: Adapters | None = None, **roles: typing.Any) -> CacheHitFront:
    """The WSGI app: falcon with the middleware and every route, behind the plain reads and the front that answers
    cache hits. The adapters come as an Adapters, or role by role as keywords (tests)."""
    adapters = adapters if adapters is not None else Adapters(**roles)
    limiter, failures = limiters(settings, adapters)
    converter = make_converter()
    cache = ResponseCache.from_settings(settings, adapters.catalogue, adapters.clock)
    measured, request_log = observers(settings, adapters.access_log)
    description = openapi.load(settings.public_base_url)
    app = falcon_app(settings, description, request_log, limiter, cache, adapters.release_connection)
    catalogue_routes = add_routes(HeadLikeGet(app), settings, adapters, converter, failures)
    add_service_routes(app, settings, adapters.health_checks, limiter, measured, request_log, description)
    plain = plain_reads(app, settings, catalogue_routes, converter, cache, limiter, request_log, description)
    return CacheHitFront(plain, cache, limiter, settings.trusted_proxy, request_log)


def add_routes(app: falcon.App | HeadLikeGet, settings: Settings, adapters: Adapters, converter, failures):
    """Every route of the API, each resource handed only its own collaborators (returned: the catalogue's, for
    the plain reads). Paths are without the version prefix: VersionMiddleware serves /vN/... and its alias."""
    reads = CatalogueReads(adapters.catalogue)
    base = settings.public_base_url
    price_service = prices_of(settings, adapters)
    issuers, types = catalogue.Issuers(reads, converter, base), catalogue.Types(reads, converter, base, price_service)
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
    app.add_route("/changes", sitemap, suffix="changes")
    exports = export.Export(reads, CatalogueFiles(adapters.catalogue, adapters.media), converter, settings.cdn_base_url)
    app.add_route("/export/types.ndjson", exports, suffix="types")
    app.add_route("/export/issues.csv", exports, suffix="issues")
    app.add_route("/export/catalogue.tar", exports, suffix="catalogue")
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
    return reads, (issuers, types, mints)


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

    def app(self) -> CacheHitFront:
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


def serving_app(settings: Settings, adapters: Adapters) -> CacheHitFront:
    """create_app's app, once a line says each dependency that is down and the searches are warmed (warm_up)."""
    served = create_app(settings, adapters)
    composition.report_unreachable(settings, adapters, served.limiter)
    threads = min(settings.threads, settings.database_pool_size)
    warm_up(CatalogueReads(adapters.catalogue), threads, adapters.release_connection, settings.warm_up_seconds)
    return served


def get_app() -> CacheHitFront:
    settings = load_settings()
    logs.configure(settings.log_level)  # JSON lines, like the access log (docs/decisions/0010-json-logs.md)
    return serving_app(settings, build_adapters(settings, serving=True))


def main(argv: list[str] | None = None) -> int:
    from adapters.cli import run

    return run(argv, Root)


if __name__ == "__main__":
    raise SystemExit(main())
