"""An in-memory rate limiter: fixed windows on a clock the test holds, and a switch that makes its store fail."""

from __future__ import annotations

import collections
import math
import typing

from ports.errors import RateLimitStoreUnavailable
from ports.ratelimit import Budget, Decision


class FakeRateLimiter:
    def __init__(self, budget: Budget, clock: typing.Callable[[], float]) -> None:
        self.budget = budget
        self.clock = clock  # seconds since the epoch
        self.spent: collections.Counter[tuple[str, int]] = collections.Counter()
        self.down = False

    def hit(self, client: str) -> Decision:
        return self._decide(client, spend=1)

    def peek(self, client: str) -> Decision:
        return self._decide(client, spend=0)

    def _decide(self, client: str, spend: int) -> Decision:
        if self.down:
            raise RateLimitStoreUnavailable("the fake rate-limit store is down")
        now, length = self.clock(), self.budget.window_seconds
        window = math.floor(now / length)
        if spend:
            self.spent[(client, window)] += spend
        left = self.budget.limit - self.spent[(client, window)]
        ends_in = (window + 1) * length - now
        allowed = left >= 0 if spend else left > 0
        return Decision(allowed=allowed, remaining=max(left, 0), reset_seconds=max(1, math.ceil(ends_in)))
