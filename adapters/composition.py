"""The adapters a deployment's settings name, each typed by its port: what the composition root (app.py) wires.

`build_adapters(settings)` opens the database and builds the real adapters config names; tests hand `Adapters`
fakes instead. The real adapters are imported inside the builders, so a process over fakes never loads them.
"""

from __future__ import annotations

import typing
import urllib.parse

import attrs

from adapters.clock import SystemClock
from adapters.http.converter import JsonRenderer
from adapters.ratelimit.limiter import LimitsRateLimiter, parse_budget
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from config import Settings, registry
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
    """The real adapters named by config. A serving process bounds each database statement
    (GOLDCOINS_DATABASE_STATEMENT_TIMEOUT); a command's import may run long."""
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


def limiters(settings: Settings, adapters: Adapters) -> tuple[RateLimiter, RateLimiter]:
    """The public budget and the failed sign-ins' budget: the adapters' own, else each in this process's memory."""
    public = adapters.limiter or LimitsRateLimiter(parse_budget(settings.rate_limit), WindowedMemoryStorage())
    failures = adapters.sign_in_failures or LimitsRateLimiter(
        parse_budget(settings.sign_in_failure_limit, "GOLDCOINS_SIGN_IN_FAILURE_LIMIT"),
        WindowedMemoryStorage(),
        scope="sign-in",
    )
    return public, failures


def read_model_renderer(settings: Settings) -> JsonRenderer:
    """What the import renders the catalogue's read model with: URLs under this process's CDN base."""
    from adapters.storage.catalogue import read_model

    return JsonRenderer.for_read_model(settings.cdn_base_url, read_model.CODE)


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


def report_unreachable(settings: Settings, adapters: Adapters, limiter: RateLimiter) -> None:
    """One warning line for each dependency that does not answer as a server starts, naming what and where: it
    serves anyway (the dependency may come up), and /healthz answers 503 naming it until it does."""
    import logging

    for what, where, why in unreachable(settings, adapters, limiter):
        logging.getLogger("goldcoins").warning(
            "%s at %s is not reachable (%s); serving, and /healthz answers 503 until it is",
            "the database" if what == "database" else "the rate-limit store (Redis)",
            where,
            why,
            extra={"fields": {"event": "dependency-unreachable", "dependency": what, "where": where}},
        )


def unreachable(settings: Settings, adapters: Adapters, limiter: RateLimiter) -> list[tuple[str, str, str]]:
    """The dependencies every answer needs (the probes /healthz asks) that do not answer now: (what, where, why),
    asked once each within their own deadlines (the database's connect timeout, the rate-limit store's socket
    timeout). Where is the configured URL without its password."""
    from adapters.http.assembly import dependency_probes
    from ports.errors import Unavailable

    where = {"database": settings.database_url, "redis": settings.rate_limit_storage}
    down = []
    for what, ping in dependency_probes(adapters.health_checks, limiter).items():
        try:
            ping()
        except Unavailable as exc:
            down.append((what, without_password(where[what]), str(exc)))
    return down


def without_password(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urllib.parse.urlunsplit(parts._replace(netloc=netloc))
