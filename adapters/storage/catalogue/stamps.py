"""Stamps: a reading process's view of the derived data an import stores, re-read at most once per `every`
seconds (not a caching layer: they say whether this process's code may use what is stored)."""

from __future__ import annotations

import threading
import time

from adapters.storage.db import one


class Reread:
    """What the row `sql` reads makes of `derive` (called with the row, None when there is none), read again
    at most once per `every` seconds: a reading process's view of something an import stores."""

    def __init__(self, sql: str, derive, every: float = 1.0) -> None:
        self._sql, self._derive, self._every = sql, derive, every
        self._value, self._checked_at = None, None
        self._lock = threading.Lock()

    def __call__(self):
        now = time.monotonic()
        with self._lock:
            if self._checked_at is not None and now - self._checked_at < self._every:
                return self._value
        value = self._derive(one(self._sql))
        with self._lock:
            self._value, self._checked_at = value, now
        return value


class StoredMatch(Reread):
    """Whether the single value `sql` reads equals `expected`, read again at most once per `every` seconds: a
    reading process's check that what an import stored was computed by its own code."""

    def __init__(self, sql: str, expected: str, every: float = 1.0) -> None:
        super().__init__(sql, lambda row: row is not None and row[0] == expected, every)
