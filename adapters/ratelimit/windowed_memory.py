"""An in-process counter store for limits' sliding window counter that never scans keys on the request path.

limits' MemoryStorage re-arms a 10 ms timer that walks every key, which with 100k client addresses
keeps a core busy. Here an expired counter is dropped when it is next read, and a sweep of the rest
runs at most once per `sweep_every` seconds, inline, so idle addresses cost memory for two windows only.

The windows are aligned on this store's clock (one per process, so every limiter on it agrees): a client's
count in the current window, and in the previous one weighted by how much of it is still within the last
`expiry` seconds (limits' SlidingWindowCounterSupport).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable

from limits.storage import Storage
from limits.storage.base import SlidingWindowCounterSupport


class WindowedMemoryStorage(Storage, SlidingWindowCounterSupport):
    STORAGE_SCHEME = ["window-memory"]

    def __init__(
        self, uri: str | None = None, sweep_every: float = 60.0, clock: Callable[[], float] = time.time, **options
    ) -> None:
        self._counts: dict[str, int] = {}
        self._expiries: dict[str, float] = {}
        self._lock = threading.Lock()
        self._clock = clock  # seconds since the epoch
        self._sweep_every = sweep_every
        self._next_sweep = clock() + sweep_every
        super().__init__(uri, wrap_exceptions=False, **options)

    @property
    def base_exceptions(self):
        return ValueError

    def incr(self, key: str, expiry: float, amount: int = 1) -> int:
        with self._lock:
            return self._incr(key, expiry, amount, self._clock())

    def get(self, key: str) -> int:
        return self._get(key, self._clock())

    def get_expiry(self, key: str) -> float:
        return self._expiries.get(key, self._clock())

    def acquire_sliding_window_entry(self, key: str, limit: int, expiry: int, amount: int = 1) -> bool:
        return self._step(key, limit, expiry, amount)[0]  # read and spend as one step: no two take the last one

    def spend(self, key: str, limit: int, expiry: int, amount: int = 1) -> tuple[bool, int, float]:
        """What the limiter otherwise asks in two calls (the windows' stats, then the hit), as one step under the
        lock: (spent, the requests the windows allowed before spending, seconds until the windows give one
        back). The same answers as limits' get_window_stats followed by acquire_sliding_window_entry."""
        return self._step(key, limit, expiry, amount)

    def _step(self, key: str, limit: int, expiry: int, amount: int) -> tuple[bool, int, float]:
        with self._lock:
            now = self._clock()
            previous_key, current_key = _windows(key, expiry, now)
            previous, previous_left, current, current_left = self._sliding(previous_key, current_key, expiry, now)
            remaining = max(0, limit - math.floor(previous * previous_left / expiry + current))
            back_in = _back_in(previous, previous_left, current, current_left, expiry)
            if remaining < amount:
                return False, remaining, back_in
            self._incr(current_key, 2 * expiry, amount, now)
            return True, remaining, back_in

    def get_sliding_window(self, key: str, expiry: int) -> tuple[int, float, int, float]:
        now = self._clock()
        return self._sliding(*_windows(key, expiry, now), expiry, now)

    def clear_sliding_window(self, key: str, expiry: int) -> None:
        for window in _windows(key, expiry, self._clock()):
            self.clear(window)

    def check(self) -> bool:
        return True

    def reset(self) -> int | None:
        with self._lock:
            dropped = len(self._counts)
            self._counts.clear()
            self._expiries.clear()
        return dropped

    def clear(self, key: str) -> None:
        with self._lock:
            self._counts.pop(key, None)
            self._expiries.pop(key, None)

    def __len__(self) -> int:
        return len(self._counts)

    def _sliding(self, previous_key: str, current_key: str, expiry: int, now: float) -> tuple[int, float, int, float]:
        """As limits' strategy reads them: (previous count, seconds it still weighs for, current count, seconds
        until the current window ends plus one window, the TTL its Redis key would have)."""
        into = now % expiry
        previous = self._get(previous_key, now)
        return previous, float(expiry - into) if previous else 0.0, self._get(current_key, now), 2 * expiry - into

    def _get(self, key: str, now: float) -> int:
        if self._expiries.get(key, 0) <= now:
            return 0
        return self._counts.get(key, 0)

    def _incr(self, key: str, expiry: float, amount: int, now: float) -> int:
        if now >= self._next_sweep:
            self._sweep(now)
        if self._expiries.get(key, 0) <= now:
            self._counts[key] = 0
            self._expiries[key] = now + expiry
        self._counts[key] += amount
        return self._counts[key]

    def _sweep(self, now: float) -> None:
        expired = [key for key, when in self._expiries.items() if when <= now]
        for key in expired:
            del self._counts[key], self._expiries[key]
        self._next_sweep = now + self._sweep_every


def _back_in(previous: int, previous_left: float, current: int, current_left: float, expiry: int) -> float:
    """Seconds until the sliding count drops by one, as limits' get_window_stats reckons it (0: nothing spent)."""
    if not (previous or current):
        return 0.0
    return min(
        previous_left % (expiry / previous) if previous else math.inf,
        current_left % expiry if current else math.inf,
    )


def _windows(key: str, expiry: int, now: float) -> tuple[str, str]:
    """The keys of the previous and the current window, aligned on multiples of `expiry` seconds."""
    window = int(now // expiry)
    return f"{key}/{window - 1}", f"{key}/{window}"
