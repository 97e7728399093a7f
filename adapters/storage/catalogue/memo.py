"""The version memo (CountMemo), one of the service's three caching layers (docs/architecture.md). It runs the
SQL of queries.py, which knows nothing of it: a page read from rows hands it the version it saw."""

from __future__ import annotations

import collections
import threading

from adapters.storage.catalogue.queries import FINGERPRINT, STORED, VERSION, WRITTEN_WITH
from adapters.storage.db import one, scalar

VERSION_AND_STORED = f"SELECT ({VERSION}), ({FINGERPRINT}), ({WRITTEN_WITH})"
STORED_KEY = ("read model",)
UNREAD = object()  # CountMemo: no version seen yet
ATTEMPTS = 3


class CountMemo:
    """What the catalogue's rows give, remembered for the catalogue version it was read under: list totals, a
    search's vocabulary, typo corrections and ranked ids, and what the read model's records were rendered by
    (STORED). One of the service's three caching layers (docs/architecture.md): invalidated by the version
    alone, which every import moves.

    Counting every match of a broad filter is the one list cost that grows with the catalogue (a year range
    or a size matches tens of thousands of types at 100k), and a visitor paging through a filter asks for
    the same total on every page. The catalogue changes only through an import, which stores a new
    version, so a total stays right for as long as its version is current.

    A request does not read the version on its own: it assumes the last one seen, and the statement that
    reads its page reads the version too, in the same snapshot (VERSION as a column, see read_model). When
    that differs from the one assumed, an import landed since, and the answer is worked out again under the
    version seen (`consistent`), so the very next request after an import gets the new totals. A version
    read of its own was a second statement on every cold list page, and each statement lets the GIL go to
    the server's other threads (10–16 % of a cold list page's CPU, measured A/B). A database that has never
    seen an import has no version (None), and nothing is remembered under it.
    """

    def __init__(self, entries: int = 4096) -> None:
        self._entries = entries
        self._version = UNREAD
        self._totals: collections.OrderedDict = collections.OrderedDict()
        self._flights: dict = {}
        self._lock = threading.Lock()

    @staticmethod
    def current():
        """The version as stored now (one primary-key read), for an answer that read no page."""
        return scalar(VERSION)

    def consistent(self, answer):
        """`answer(version)` gives (result, version its last statement saw), working under the totals of the
        version it is given: its result once the two agree (an import in between: again, at most ATTEMPTS
        times; a result whose versions still differ has its page from a later snapshot than its total)."""
        with self._lock:
            version = self._version
        if version is UNREAD:  # the version, and in the same statement what the read model was rendered by
            version, *stored = one(VERSION_AND_STORED) or (None, None, None)
            self.remembered(STORED_KEY, version, lambda: tuple(stored))
        for _ in range(ATTEMPTS):
            result, seen = answer(version)
            if seen == version:
                break
            version = seen
            with self._lock:
                self._adopt(version)
        return result

    def one(self, sql: str, params, version) -> tuple | None:
        """The row `sql` gives, remembered under `version`; a different version forgets all others."""
        return self.remembered((sql, tuple(params)), version, lambda: one(sql, params))

    def remembered(self, key, version, work):
        """What `work()` gives, remembered under `key` and `version`: a row (`one`), or what the code derives
        from rows read under that version; a different version forgets all others.

        Single flight: while one thread works out a key, the others asking for it wait for its answer instead
        of working it out too. A search's first ranking at 100k types takes tens of milliseconds of CPU; 16
        connections asking for it at once made each wait for all 16 under the GIL (seconds)."""
        with self._lock:
            if version != self._version:
                self._adopt(version)
            elif key in self._totals:
                self._totals.move_to_end(key)
                return self._totals[key]
            flight = self._flights.get((key, version))
            leader = flight is None
            if leader:
                flight = self._flights[(key, version)] = _Flight()
        if not leader:
            return flight.wait(work)
        try:
            found = work()
        except BaseException:
            with self._lock:
                self._flights.pop((key, version), None)
            flight.fail()
            raise
        with self._lock:
            if version is not None and self._entries > 0 and version == self._version:
                self._totals[key] = found
                while len(self._totals) > self._entries:
                    self._totals.popitem(last=False)
            self._flights.pop((key, version), None)
        flight.land(found)
        return found

    def _adopt(self, version) -> None:
        if version != self._version:
            self._totals.clear()
            self._version = version

    def scalar(self, sql: str, params, version, default=None):
        row = self.one(sql, params, version)
        return default if row is None or row[0] is None else row[0]

    def stored(self, version) -> tuple:
        """(fingerprint, CDN base as JSON) of the read model's records under `version` (STORED)."""
        return self.remembered(STORED_KEY, version, lambda: one(STORED) or (None, None))


class _Flight:
    """One key being worked out (CountMemo.remembered): its answer, once landed, for those who waited."""

    def __init__(self) -> None:
        self._done = threading.Event()
        self._found = None
        self._failed = False

    def land(self, found) -> None:
        self._found = found
        self._done.set()

    def fail(self) -> None:
        self._failed = True
        self._done.set()

    def wait(self, work):
        """The leader's answer; when the leader failed, this thread's own attempt (its error is its own)."""
        self._done.wait()
        return work() if self._failed else self._found
