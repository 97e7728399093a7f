"""The public budget through the `limits` library's stores: fixed windows per client address.

Windows are aligned on the clock (they start at multiples of the window length), so a request needs one
store call: `incr` of the counter for (client, this window) gives the count, and the reset follows from
the clock. limits' FixedWindowRateLimiter makes three (`incr`, then `get` and `get_expiry` for the
stats): three round trips on Redis, where `incr` is one Lua call that also sets the expiry.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from limits.errors import StorageError
from limits.storage import storage_from_string

from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from config import ConfigError
from ports.errors import RateLimitStoreUnavailable
from ports.ratelimit import Budget, Decision

# A Redis that is down or hung: each call gives up after STORE_TIMEOUT, and then the store is not asked again for
# BREAKER_SECONDS (every request is refused at once meanwhile). The limiter fails closed, a 503: a public API
# without its budget is open to anyone's load, and the breaker keeps the refusal fast (docs/reliability.md).
STORE_TIMEOUT = 0.3
BREAKER_SECONDS = 2.0


def wall_clock() -> float:
    return time.time()


class LimitsRateLimiter:
    def __init__(
        self,
        budget: Budget,
        storage,
        clock: Callable[[], float] = wall_clock,
        breaker_seconds: float = BREAKER_SECONDS,
        monotonic: Callable[[], float] = time.monotonic,
        scope: str = "",
    ) -> None:
        self.budget = budget
        self.storage = storage
        self._clock = clock  # seconds since the epoch: where in its window a request falls
        # a budget other than the public one (the failed sign-ins) counts under its own scope in the same store
        self._prefix = f"goldcoins/{scope + '/' if scope else ''}{budget.limit}/{budget.window_seconds}/"
        self._breaker_seconds, self._monotonic = breaker_seconds, monotonic
        self._broken_until = 0.0

    def hit(self, client: str) -> Decision:
        count, reset = self._count(client, lambda key, window: self.storage.incr(key, window))
        return Decision(count <= self.budget.limit, max(0, self.budget.limit - count), reset)

    def peek(self, client: str) -> Decision:
        count, reset = self._count(client, lambda key, window: int(self.storage.get(key) or 0))
        return Decision(count < self.budget.limit, max(0, self.budget.limit - count), reset)

    def _count(self, client: str, read: Callable[[str, int], int]) -> tuple[int, int]:
        if self._broken_until and self._monotonic() < self._broken_until:
            raise RateLimitStoreUnavailable("rate-limit store failed a moment ago; not asked again yet")
        now, window = self._clock(), self.budget.window_seconds
        start = int(now // window) * window
        try:
            count = read(f"{self._prefix}{start}/{client}", window)
        except StorageError as exc:
            self._broken_until = self._monotonic() + self._breaker_seconds
            raise RateLimitStoreUnavailable("rate-limit store is not reachable") from exc
        self._broken_until = 0.0
        return count, min(window, max(1, math.ceil(start + window - now)))

    def ping(self) -> None:
        """Returns when the store answers (the metrics' dependency state); raises RateLimitStoreUnavailable."""
        if not self.storage.check():
            raise RateLimitStoreUnavailable("rate-limit store is not reachable")


def parse_budget(text: str, key: str = "GOLDCOINS_RATE_LIMIT") -> Budget:
    try:
        limit, window = (int(part) for part in text.split("/"))
    except ValueError as exc:
        raise ConfigError(f"{key}: expected REQUESTS/SECONDS such as 600/60, got {text!r}") from exc
    if limit < 1 or window < 1:
        raise ConfigError(f"{key}: both numbers must be positive, got {text!r}")
    return Budget(limit, window)


def open_storage(uri: str, timeout: float = STORE_TIMEOUT):
    if uri.startswith("memory://"):
        return WindowedMemoryStorage()
    if uri.startswith(("redis://", "rediss://", "redis+unix://")):
        return storage_from_string(uri, wrap_exceptions=True, socket_timeout=timeout, socket_connect_timeout=timeout)
    raise ConfigError(f"GOLDCOINS_RATE_LIMIT_STORAGE: unsupported store {uri!r}; use memory:// or redis://host:port/db")


def from_settings(settings) -> LimitsRateLimiter:
    return LimitsRateLimiter(parse_budget(settings.rate_limit), open_storage(settings.rate_limit_storage))


def sign_in_failures_from_settings(settings) -> LimitsRateLimiter:
    """The failed sign-ins' own budget per address, in the same store as the public one."""
    budget = parse_budget(settings.sign_in_failure_limit, "GOLDCOINS_SIGN_IN_FAILURE_LIMIT")
    return LimitsRateLimiter(budget, open_storage(settings.rate_limit_storage), scope="sign-in")
