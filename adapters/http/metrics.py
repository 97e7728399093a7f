"""What /metrics tells, in the Prometheus text format (prometheus_client), and who may read it.

Several `goldcoins serve` processes behind one proxy answer /metrics in turn, so each must tell the totals of
all of them: with PROMETHEUS_MULTIPROC_DIR set (the cluster and the systemd unit set it) every process writes
its values into files of its own in that folder and the answering process adds them up (prometheus_client's
multiprocess mode). Without it the values live in this app's own registry (one process, and the tests). Each
process at start folds the files of the processes that have died into one archive a kind (metrics_folder).

Dependency state is a gauge per dependency, 1 up and 0 down, as last seen by any process ("mostrecent"): the
database and the budget's store are asked when /metrics is read; a feed, the chain node and the wallet
provider are not (a feed has a quota, and each is asked when a request needs it): their state is the outcome of
their last call (adapters.outbound.watch). A dependency nothing has called yet has no sample: unknown is not 0.
"""

from __future__ import annotations

import bisect
import ipaddress
import threading
import typing

import falcon
from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    disable_created_metrics,
    generate_latest,
    multiprocess,
)
from prometheus_client.exposition import CONTENT_TYPE_LATEST

from adapters.http import metrics_folder
from adapters.http.errors import ApiError
from adapters.http.middleware import client_address
from config import ConfigError
from ports.errors import Unavailable

# seconds: a cache hit is well under a millisecond, a cold page a few milliseconds, a dependency's deadline 3-5 s
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


class Metrics:
    """Counts kept in plain numbers under one lock while requests run, and handed to prometheus_client once a
    second (by the flusher thread) and before every exposition. A request so costs a dictionary lookup and a
    few additions; the prometheus values (in multiprocess mode, writes into a memory-mapped file each) are
    touched once a second per series. Another process's counts reach /metrics within a second."""

    def __init__(self, multiprocess_dir: str | None = None) -> None:
        self._folder = multiprocess_dir
        if multiprocess_dir:  # the files of processes gone before this one folded, so the folder does not grow
            metrics_folder.fold_dead_processes(multiprocess_dir)
        # the `_created` series (when each counter was made) say nothing an operator asks; multiprocess mode
        # never has them, so one process and many tell the same series
        disable_created_metrics()
        # one registry per app; in multiprocess mode values go to the folder's files and no registry holds them
        self._own = None if multiprocess_dir else CollectorRegistry()
        own = self._own
        self.requests = Counter(
            "goldcoins_http_requests",
            "Requests answered, by route template and status",
            ["method", "route", "status"],
            registry=own,
        )
        self.latency = Histogram(
            "goldcoins_http_request_duration_seconds",
            "Time in the app, by route template",
            ["route"],
            buckets=LATENCY_BUCKETS,
            registry=own,
        )
        self.cache = Counter("goldcoins_response_cache_lookups", "Response cache lookups", ["result"], registry=own)
        self.refusals = Counter("goldcoins_rate_limit_refusals", "Requests refused for the budget (429)", registry=own)
        self.dependency = Gauge(
            "goldcoins_dependency_up", "1: the dependency answered last time; 0: it did not", ["dependency"],
            multiprocess_mode="mostrecent", registry=own,
        )  # fmt: skip
        self.cache.labels("hit"), self.cache.labels("miss")  # both series from the start, at 0
        self._lock = threading.Lock()
        self._pending = _Tally()

    def observe(self, method: str, route: str, status: int, seconds: float, cache_hit: bool | None = None) -> None:
        """One answer; `cache_hit` None when the response cache was not asked."""
        bucket = bisect.bisect_left(LATENCY_BUCKETS, seconds)
        with self._lock:
            pending = self._pending
            key = (method, route, status)
            pending.requests[key] = pending.requests.get(key, 0) + 1
            latency = pending.latency.get(route)
            if latency is None:
                latency = pending.latency[route] = [0.0] * (len(LATENCY_BUCKETS) + 2)  # buckets, +Inf, sum
            latency[bucket] += 1
            latency[-1] += seconds
            if cache_hit is not None:
                pending.cache[cache_hit] += 1

    def dependency_state(self, name: str, up: bool) -> None:
        self.dependency.labels(name).set(1 if up else 0)

    def publish(self) -> None:
        """The counts since the last call, into prometheus_client's values."""
        with self._lock:
            pending, self._pending = self._pending, _Tally()
        for (method, route, status), count in pending.requests.items():
            label = method if method in METHODS else "other"  # a client's made-up method is not a new series
            self.requests.labels(label, route, str(status)).inc(count)
            if status == 429:
                self.refusals.inc(count)
        for route, latency in pending.latency.items():
            child = self.latency.labels(route)
            # prometheus_client has no call adding many observations at once: its per-bucket values are used
            for value, count in zip(child._buckets, latency[:-1]):
                if count:
                    value.inc(count)
            child._sum.inc(latency[-1])
        for hit, count in enumerate(pending.cache):
            if count:
                self.cache.labels("hit" if hit else "miss").inc(count)

    def exposition(self) -> bytes:
        self.publish()
        if self._folder:
            registry = CollectorRegistry()
            multiprocess.MultiProcessCollector(registry, path=self._folder)
            with metrics_folder.locked(self._folder):  # no folding while the files are read
                return generate_latest(registry)
        return generate_latest(typing.cast(CollectorRegistry, self._own))


class _Tally:
    __slots__ = ("requests", "latency", "cache")

    def __init__(self) -> None:
        self.requests: dict[tuple, int] = {}
        self.latency: dict[str, list[float]] = {}
        self.cache = [0, 0]  # misses, hits


def allowed_networks(entries: tuple[str, ...]) -> tuple:
    try:
        return tuple(ipaddress.ip_network(entry, strict=False) for entry in entries)
    except ValueError as exc:
        raise ConfigError(f"GOLDCOINS_METRICS_ALLOW: {exc}") from exc


class MetricsResource:
    """GET /metrics, outside the budget (middleware.UNLIMITED_PATHS). Any other address than the allowed ones
    gets the 404 of a path that does not exist: it learns nothing, not even that metrics are served here."""

    def __init__(self, metrics: Metrics, probes: dict, allow: tuple[str, ...], trusted_proxy: str | None) -> None:
        self._metrics, self._probes = metrics, probes
        self._networks, self._trusted_proxy = allowed_networks(allow), trusted_proxy

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        if not self._allowed(req):
            raise ApiError(falcon.HTTP_404, "not_found", "No resource lives at this path.")
        for name, ping in self._probes.items():
            try:
                ping()
                self._metrics.dependency_state(name, True)
            except Unavailable:
                self._metrics.dependency_state(name, False)
        resp.data = self._metrics.exposition()
        resp.content_type = CONTENT_TYPE_LATEST
        resp.cache_control = ["no-store"]

    def _allowed(self, req: falcon.Request) -> bool:
        env = req.env
        client = client_address(
            env.get("REMOTE_ADDR", "127.0.0.1"), env.get("HTTP_X_FORWARDED_FOR"), self._trusted_proxy
        )
        try:
            address = ipaddress.ip_address(client)
        except ValueError:
            return False
        return any(address in network for network in self._networks)
