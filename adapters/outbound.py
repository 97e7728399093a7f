"""Calls to a dependency over the network, each bounded in time and in threads (docs/reliability.md).

A library's own timeouts bound each socket operation, not the exchange: a server that sends its answer one byte
a second never trips a read timeout. So every outbound call goes through a Bulkhead of its dependency:

- the call runs on a thread of the bulkhead's own, and the caller waits at most `deadline` seconds for the
  whole exchange (connect, headers, body), then gets the dependency's Unavailable error;
- at most `limit` calls of one dependency are in flight; a call that would pass the limit fails at once
  instead of queueing, so a dependency that hangs holds `limit` threads, never the server's;
- calls with the same key share one exchange (single flight) while it is in flight;
- with `remember` set, a failure is remembered that long: calls fail at once instead of trying again.

The thread of a call that ran out of time keeps its slot until the library gives up on its own (its socket
timeout), so a slow drip costs one slot, not one slot per request.
"""

from __future__ import annotations

import concurrent.futures
import threading
import time
import typing

T = typing.TypeVar("T")


class Bulkhead:
    def __init__(
        self,
        name: str,
        *,
        deadline: float,
        unavailable: type[Exception],
        limit: int = 2,
        remember: float = 0.0,
        monotonic: typing.Callable[[], float] = time.monotonic,
    ) -> None:
        self.name, self.deadline, self._unavailable = name, deadline, unavailable
        self._limit, self._remember, self._monotonic = limit, remember, monotonic
        self._lock = threading.Lock()
        self._in_flight: dict[object, concurrent.futures.Future] = {}
        self._busy = 0
        self._failed_until = 0.0
        self._failure = ""
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=limit, thread_name_prefix=f"outbound-{name}")

    def call(self, work: typing.Callable[[], T], key: object = None) -> T:
        """`work()`'s result within the deadline; raises the dependency's Unavailable error (or what `work`
        raised) otherwise. `key` names calls that may share one exchange (None: never shared)."""
        started = self._monotonic()
        with self._lock:
            if started < self._failed_until:
                raise self._unavailable(f"the {self.name} failed {self._failure}; not asked again for a moment")
            shared = self._in_flight.get(key) if key is not None else None
            if shared is None:
                if self._busy >= self._limit:
                    raise self._unavailable(f"the {self.name} is already answering {self._busy} slow call(s)")
                self._busy += 1
                shared = self._pool.submit(self._run, work, key)
                if key is not None:
                    self._in_flight[key] = shared
        try:
            result = typing.cast(T, shared.result(timeout=max(0.0, self.deadline - (self._monotonic() - started))))
        except concurrent.futures.TimeoutError:
            self._failed(f"to answer within {self.deadline:g} s")
            raise self._unavailable(f"the {self.name} did not answer within {self.deadline:g} s") from None
        except self._unavailable:
            self._failed("just now")
            raise
        _tell(self.name, True)
        return result

    def _run(self, work: typing.Callable[[], T], key: object) -> T:
        try:
            return work()
        finally:
            with self._lock:
                self._busy -= 1
                if key is not None:
                    self._in_flight.pop(key, None)

    def _failed(self, how: str) -> None:
        _tell(self.name, False)
        if self._remember > 0:
            with self._lock:
                self._failed_until = self._monotonic() + self._remember
                self._failure = how


# who hears each call's outcome (name, answered): the metrics' dependency state; one listener per process, the
# app built last (a serving process builds one)
_LISTENER: list[typing.Callable[[str, bool], None]] = []


def watch(listener: typing.Callable[[str, bool], None]) -> None:
    _LISTENER[:] = [listener]


def _tell(name: str, answered: bool) -> None:
    for listener in _LISTENER:
        listener(name, answered)


_SHARED: dict[tuple, Bulkhead] = {}
_SHARED_LOCK = threading.Lock()


def shared_bulkhead(name: str, *, deadline: float, unavailable: type[Exception], limit: int) -> Bulkhead:
    """The process's one bulkhead for a dependency named `name` with this deadline, made on first use: for
    adapters that build a new client per call or per instance but must share their dependency's bound."""
    key = (name, deadline, unavailable, limit)
    with _SHARED_LOCK:
        found = _SHARED.get(key)
        if found is None:
            found = _SHARED[key] = Bulkhead(name, deadline=deadline, unavailable=unavailable, limit=limit)
        return found
