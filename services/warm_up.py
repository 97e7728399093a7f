"""A fresh process answers its first searches as fast as its later ones: what a first search would build lazily
is built before the process reports ready (its port is not open until then).

What a first search builds, measured on PostgreSQL with the bundled catalogue (bench/first_search.py): the
pool's database connection, and with it a new PostgreSQL server process whose first statements load its
catalogue caches and the planner's statistics of every column they read (20–40 ms, once per connection); the
catalogue version and the search vocabulary read into the storage's memo, the issuers' vocabulary; and each
code path's first run. `warm_up` asks sample searches through the same reads as requests, on one thread per
serving thread at once, each thread a search of its own (none waits on another's memo entry) and each holding
its connection until every one has searched, so every connection the serving threads take from the pool has
run them too.

Bounded: start-up waits at most `seconds` for it. A slower database (frozen, or every statement slow) does not
hold readiness back: the process serves, the searches still running end in the background (a statement is cut
at the serving statement deadline), and what they did not build the first requests build, as without a
warm-up. A database that is down fails it at once: the process serves, and its /healthz says so.
"""

from __future__ import annotations

import logging
import threading
import time
import typing

import attrs

from domain.paging import PageRequest
from ports.catalogue import IssuerQuery, TypeQuery
from ports.errors import Unavailable

log = logging.getLogger("goldcoins")
PAGE = PageRequest()


class Searches(typing.Protocol):
    """What is warmed: the catalogue's searches as requests ask them (services.catalogue.CatalogueReads)."""

    def types(self, query: TypeQuery, page: PageRequest) -> object: ...

    def issuers(self, query: IssuerQuery, page: PageRequest) -> object: ...


def samples(n: int) -> tuple[tuple[TypeQuery, ...], IssuerQuery]:
    """Thread `n`'s searches: words with a typo and one run together (the vocabulary, the typo table), a year, a
    size and a face value (each criterion's columns), in relevance order and sorted; the issuers by a name."""
    q = f"soverign mapleleaf {1900 + n} 1/4 oz $20"
    return (TypeQuery(q=q, sort="relevance"), TypeQuery(q=q, sort="title_asc")), IssuerQuery(q="prusia")


@attrs.frozen
class Outcome:
    searched: int  # threads whose searches all ran
    threads: int
    seconds: float
    failure: Unavailable | None = None

    @property
    def finished(self) -> bool:
        return self.searched == self.threads


def warm_up(reads: Searches, threads: int, release: typing.Callable[[], None], seconds: float) -> Outcome:
    """The sample searches on `threads` threads at once (each then gives its connection back with `release`),
    waited for at most `seconds` (0: no warm-up); logged, and returned."""
    if seconds <= 0 or threads < 1:
        return Outcome(0, 0, 0.0)
    started = time.monotonic()
    warming = _Warming(reads, release, threading.Barrier(threads), started + seconds)
    workers = [
        threading.Thread(target=warming.search, args=(n,), name=f"warm-up-{n}", daemon=True) for n in range(threads)
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(max(0.0, warming.deadline - time.monotonic()))
    failure = warming.failures[0] if warming.failures else None
    outcome = Outcome(len(warming.searched), threads, time.monotonic() - started, failure)
    _report(outcome, seconds)
    return outcome


@attrs.define
class _Warming:
    """One warm-up's threads: what they search, the gate each waits at holding its connection, what they did."""

    reads: Searches
    release: typing.Callable[[], None]
    gate: threading.Barrier
    deadline: float
    searched: list[int] = attrs.Factory(list)
    failures: list[Unavailable] = attrs.Factory(list)

    def search(self, n: int) -> None:
        types, issuers = samples(n)
        try:
            for query in types:
                self.reads.types(query, PAGE)
            self.reads.issuers(issuers, PAGE)
            self.searched.append(n)
            self.gate.wait(max(0.0, self.deadline - time.monotonic()))  # until each thread holds a connection
        except threading.BrokenBarrierError:  # another failed, or the time is up: the connection goes back now
            pass
        except Unavailable as exc:
            self.failures.append(exc)
        finally:
            self.gate.abort()  # past the gate (or failed): none need wait longer
            self.release()


def _report(outcome: Outcome, seconds: float) -> None:
    fields = {"event": "warmed", "threads": outcome.threads, "seconds": round(outcome.seconds, 3)}
    if outcome.finished:
        log.info("warmed the catalogue's searches in %.2f s", outcome.seconds, extra={"fields": fields})
    elif outcome.failure is not None:
        log.warning(
            "warm-up failed (%s); serving, the first searches build what it did not",
            outcome.failure,
            extra={"fields": {**fields, "event": "warm-up failed"}},
        )
    else:
        log.warning(
            "warm-up unfinished after %g s; serving, the first searches build what it did not",
            seconds,
            extra={"fields": {**fields, "event": "warm-up unfinished"}},
        )
