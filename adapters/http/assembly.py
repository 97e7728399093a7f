"""The falcon app around the API's routes: its middleware in order, JSON through orjson, what observes each
request (metrics, the access log), HEAD wherever GET, and the service routes (/healthz, /metrics)."""

from __future__ import annotations

import os
import sys
import typing

import falcon
import falcon.media
import orjson

from adapters import outbound
from adapters.http import errors, metrics, middleware
from adapters.http.compression import Compression
from adapters.http.known_parameters import KnownParameters, route_names
from adapters.http.observability import AccessLog, RequestLog
from adapters.http.plain_reads import FailedPlainRead, PlainReads
from adapters.http.resources import health
from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from config import Settings
from ports.health import HealthCheck
from ports.ratelimit import RateLimiter


def falcon_app(
    settings: Settings, description: dict, request_log: RequestLog, limiter: RateLimiter, cache, release
) -> falcon.App:
    """The falcon app every request passes through, its middleware in order, JSON read and written by orjson,
    and every error in the API's shape. `description` is the OpenAPI document (openapi.load); `cache` the response
    cache; `release` gives the request's database connection back."""
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
            KnownParameters(description),
            middleware.ConnectionMiddleware(release),
            FailedPlainRead(),  # last: raises what a plain read met, where the responder would
        ],
    )
    json = falcon.media.JSONHandler(dumps=orjson.dumps, loads=orjson.loads)
    app.req_options.media_handlers[falcon.MEDIA_JSON] = json
    app.resp_options.media_handlers[falcon.MEDIA_JSON] = json
    errors.install(app, settings.public_base_url.rstrip("/"))
    return app


def plain_reads(app, settings: Settings, catalogue_routes, converter, cache, limiter, request_log, description):
    """The plain catalogue reads in front of `app` (adapters/http/plain_reads.py), over the same collaborators:
    `catalogue_routes` is the catalogue reads and the issuers', types' and mints' resources."""
    reads, resources = catalogue_routes
    return PlainReads(
        app,
        reads=reads,
        resources=resources,
        converter=converter,
        cache=cache,
        limiter=limiter,
        versions=settings.versions,
        takes=KnownParameters(description).takes,
        trusted_proxy=settings.trusted_proxy,
        log=request_log,
    )


def observers(settings: Settings, access_log: typing.BinaryIO | None) -> tuple[metrics.Metrics, RequestLog]:
    """The metrics and the request log that feeds them and writes the access log (to `access_log`; None: to
    stderr, when GOLDCOINS_ACCESS_LOG is on)."""
    measured = metrics.Metrics(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
    if access_log is None and settings.access_log:
        access_log = getattr(sys.stderr, "buffer", None)  # None when stderr was swapped for a text-only stream
    return measured, RequestLog(measured, AccessLog(access_log, settings.trusted_proxy), settings.trusted_proxy)


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


def add_service_routes(
    app: falcon.App,
    settings: Settings,
    health_checks: list[HealthCheck],
    limiter: RateLimiter,
    measured: metrics.Metrics,
    request_log: RequestLog,
    description: dict,
) -> None:
    """/healthz and /metrics, over the same dependencies every answer needs; /metrics also hears the outbound
    calls' outcomes. Every route is named in logs and metrics as `description` writes its path."""
    probes = dependency_probes(health_checks, limiter)
    HeadLikeGet(app).add_route("/healthz", health.Health(probes))
    outbound.watch(measured.dependency_state)
    request_log.find_route = app._router.find  # falcon's router: names the route of a request refused before routing
    request_log.named = route_names(route_templates(app), description)
    resource = metrics.MetricsResource(measured, probes, settings.metrics_allow, settings.trusted_proxy)
    HeadLikeGet(app).add_route("/metrics", resource)


def route_templates(app: falcon.App) -> list[str]:
    """The path templates of the routes added to the app's compiled router, walked as falcon.inspect.inspect_routes
    walks it, without reading every responder's source file as that does (which took 110 ms of each app built)."""
    found: list[str] = []

    def walk(nodes: list, parent: str) -> None:
        for node in nodes:
            path = parent + "/" + node.raw_segment
            if node.resource is not None:
                found.append(path)
            walk(node.children, path)

    walk(app._router._roots, "")
    return found


def dependency_probes(health_checks: list[HealthCheck], limiter: RateLimiter) -> dict[str, typing.Callable[[], None]]:
    """{dependency: its ping} for what every answer needs: the database, and Redis when the budget is kept there
    (a store in this process's memory is no dependency). /healthz and /metrics ask them, and a starting server."""
    probes = {"database": check.ping for check in health_checks}
    if not isinstance(getattr(limiter, "storage", None), (WindowedMemoryStorage, type(None))):
        probes["redis"] = limiter.ping
    return probes
