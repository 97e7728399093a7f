"""An in-process counter store for fixed windows that never scans keys on the request path.

limits' MemoryStorage re-arms a 10 ms timer that walks every key, which with 100k client addresses
keeps a core busy. Here an expired counter is dropped when it is next read, and a sweep of the rest
runs at most once per `sweep_every` seconds, inline, so idle addresses cost memory for one window only.
"""

from __future__ import annotations

import threading
import time

from limits.storage import Storage


class WindowedMemoryStorage(Storage):
    STORAGE_SCHEME = ["window-memory"]

    def __init__(self, uri: str | None = None, sweep_every: float = 60.0, **options) -> None:
        self._counts: dict[str, int] = {}
        self._expiries: dict[str, float] = {}
        self._lock = threading.Lock()
        self._sweep_every = sweep_every
        self._next_sweep = time.time() + sweep_every
        super().__init__(uri, wrap_exceptions=False, **options)

    @property
    def base_exceptions(self):
        return ValueError

    def incr(self, key: str, expiry: float, amount: int = 1) -> int:
        now = time.time()
        with self._lock:
            if now >= self._next_sweep:
                self._sweep(now)
            if self._expiries.get(key, 0) <= now:
                self._counts[key] = 0
                self._expiries[key] = now + expiry
            self._counts[key] += amount
            return self._counts[key]

    def get(self, key: str) -> int:
        if self._expiries.get(key, 0) <= time.time():
            return 0
        return self._counts.get(key, 0)

    def get_expiry(self, key: str) -> float:
        return self._expiries.get(key, time.time())

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

    def _sweep(self, now: float) -> None:
        expired = [key for key, when in self._expiries.items() if when <= now]
        for key in expired:
            del self._counts[key], self._expiries[key]
        self._next_sweep = now + self._sweep_every
