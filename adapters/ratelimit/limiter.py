"""The public budget through the `limits` library: its sliding window counter, per client address.

A fixed window lets a client spend its budget just before the window rolls and again just after: twice the
budget in a moment. The sliding window counter weighs the previous window's count by how much of it still
lies within the last `window` seconds, so after a burst the budget comes back at its own rate (one request
each window/limit seconds), never all at once. Time is the store's alone: on Redis the windows are keys' TTLs,
run by Redis's clock, so processes whose clocks disagree share one budget; in memory, the process's clock.

A request costs the store one call to read the windows (`get_window_stats`) and, when that leaves room, one to
spend (`hit`): two round trips on Redis for an accepted request, one for a refused one (docs/performance.md). The
in-process store answers both in one call (`spend`), with the same decisions: half the limiter's cost a request.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable

from limits import RateLimitItemPerSecond
from limits.errors import StorageError
from limits.storage import storage_from_string
from limits.strategies import SlidingWindowCounterRateLimiter

from adapters.ratelimit.windowed_memory import WindowedMemoryStorage
from config import ConfigError
from ports.errors import RateLimitStoreUnavailable
from ports.ratelimit import Budget, Decision

# A Redis that is down or hung: each call gives up after STORE_TIMEOUT, and then the store is not asked again for
# BREAKER_SECONDS (every request is refused at once meanwhile). The limiter fails closed, a 503: a public API
# without its budget is open to anyone's load, and the breaker keeps the refusal fast (docs/reliability.md).
STORE_TIMEOUT = 0.3
BREAKER_SECONDS = 2.0
KEPT_KEYS = 4096  # clients whose store key is kept made (the key is limits' own spelling: namespace/client/budget)


class LimitsRateLimiter:
    def __init__(
        self,
        budget: Budget,
        storage,
        breaker_seconds: float = BREAKER_SECONDS,
        monotonic: Callable[[], float] = time.monotonic,
        scope: str = "",
    ) -> None:
        self.budget = budget
        self.storage = storage
        self._windows = SlidingWindowCounterRateLimiter(storage)
        # a budget other than the public one (the failed sign-ins) counts under its own scope in the same store
        namespace = f"goldcoins/{scope}" if scope else "goldcoins"
        self._item = RateLimitItemPerSecond(budget.limit, budget.window_seconds, namespace=namespace)
        self._breaker_seconds, self._monotonic = breaker_seconds, monotonic
        self._broken_until = 0.0
        self._spends = getattr(storage, "spend", None) is not None  # the in-process store: read and spend at once
        self._key_for = functools.lru_cache(maxsize=KEPT_KEYS)(self._item.key_for)

    def hit(self, client: str) -> Decision:
        if self._spends:
            spent, remaining, back_in = self._ask(
                self.storage.spend, self._key_for(client), self._item.amount, self.budget.window_seconds
            )
            reset = min(self.budget.window_seconds, max(1, math.ceil(back_in)))
            return Decision(True, remaining - 1, reset) if spent else Decision(False, 0, reset)
        remaining, reset = self._ask(self._stats, client)
        if remaining <= 0 or not self._ask(self._windows.hit, self._item, client):
            return Decision(False, 0, reset)  # another process may have spent the last one meanwhile
        return Decision(True, remaining - 1, reset)

    def peek(self, client: str) -> Decision:
        remaining, reset = self._ask(self._stats, client)
        return Decision(remaining > 0, remaining, reset)

    def _stats(self, client: str) -> tuple[int, int]:
        stats = self._windows.get_window_stats(self._item, client)
        # limits gives the moment by this process's clock; only the distance to it is used, so the clock's error
        # cancels out
        until = stats.reset_time - time.time()
        return stats.remaining, min(self.budget.window_seconds, max(1, math.ceil(until)))

    def _ask(self, call, *args):
        if self._broken_until and self._monotonic() < self._broken_until:
            raise RateLimitStoreUnavailable("rate-limit store failed a moment ago; not asked again yet")
        try:
            answer = call(*args)
        except StorageError as exc:
            self._broken_until = self._monotonic() + self._breaker_seconds
            raise RateLimitStoreUnavailable("rate-limit store is not reachable") from exc
        self._broken_until = 0.0
        return answer

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
