"""An in-memory rate limiter: a sliding window counter on a clock the test holds, and a switch that makes its
store fail. Its own arithmetic, not limits': the contract suite checks both agree on what a client sees."""

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
        left, reset, window = self._left(client)
        if left <= 0:
            return Decision(allowed=False, remaining=0, reset_seconds=reset)
        self.spent[(client, window)] += 1
        return Decision(allowed=True, remaining=left - 1, reset_seconds=reset)

    def peek(self, client: str) -> Decision:
        left, reset, _ = self._left(client)
        return Decision(allowed=left > 0, remaining=left, reset_seconds=reset)

    def _left(self, client: str) -> tuple[int, int, int]:
        """(requests left, seconds until one more comes back, the current window's number)."""
        if self.down:
            raise RateLimitStoreUnavailable("the fake rate-limit store is down")
        length = self.budget.window_seconds
        window, into = divmod(self.clock(), length)
        previous, current = self.spent[(client, int(window) - 1)], self.spent[(client, int(window))]
        weighing = length - into  # how long the previous window still counts
        left = self.budget.limit - math.floor(previous * weighing / length) - current
        # one request comes back when the previous window's weight drops by one, or the current window ends
        back = [weighing % (length / previous) if previous else math.inf, length - into if current else math.inf]
        reset = min(back) if min(back) < math.inf else 0
        return max(left, 0), min(length, max(1, math.ceil(reset))), int(window)
