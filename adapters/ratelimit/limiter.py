"""The public budget through the `limits` library: fixed windows per client address."""
from __future__ import annotations

import math
import time

from limits import RateLimitItemPerSecond
from limits.errors import StorageError
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from config.settings import ConfigError
from ports.errors import RateLimitStoreUnavailable
from ports.ratelimit import Budget, Decision


class LimitsRateLimiter:
    def __init__(self, budget: Budget, storage) -> None:
        self.budget = budget
        self._item = RateLimitItemPerSecond(budget.limit, budget.window_seconds)
        self._strategy = FixedWindowRateLimiter(storage)
        self.storage = storage

    def hit(self, client: str) -> Decision:
        try:
            allowed = self._strategy.hit(self._item, client)
            stats = self._strategy.get_window_stats(self._item, client)
        except StorageError as exc:
            raise RateLimitStoreUnavailable("rate-limit store is not reachable") from exc
        reset = max(1, math.ceil(stats.reset_time - time.time()))
        return Decision(allowed, max(0, stats.remaining), min(reset, self.budget.window_seconds))


def parse_budget(text: str) -> Budget:
    try:
        limit, window = (int(part) for part in text.split("/"))
    except ValueError as exc:
        raise ConfigError(f"GOLDCOINS_RATE_LIMIT: expected REQUESTS/SECONDS such as 600/60, got {text!r}") from exc
    if limit < 1 or window < 1:
        raise ConfigError(f"GOLDCOINS_RATE_LIMIT: both numbers must be positive, got {text!r}")
    return Budget(limit, window)


def open_storage(uri: str, timeout: float = 1.0):
    if uri.startswith("memory://"):
        return WindowedMemoryStorage()
    if uri.startswith(("redis://", "rediss://", "redis+unix://")):
        return storage_from_string(uri, wrap_exceptions=True, socket_timeout=timeout,
                                   socket_connect_timeout=timeout)
    raise ConfigError(f"GOLDCOINS_RATE_LIMIT_STORAGE: unsupported store {uri!r}; use memory:// or redis://host:port/db")


def from_settings(settings) -> LimitsRateLimiter:
    return LimitsRateLimiter(parse_budget(settings.rate_limit), open_storage(settings.rate_limit_storage))
