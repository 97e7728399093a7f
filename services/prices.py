"""Prices as /spot and /rates serve them: the feeds behind a shared cache, serve the last good value; refresh it once when its window ends.

Only one thread per process refreshes a feed at a time; the others are served what is held meanwhile
(or, when nothing is held yet, wait for that one fetch). A failed fetch is logged and the held value
is served as stale; the feed is not asked again for a short pause, so a dead feed is not hammered.
"""

from __future__ import annotations

import datetime as dt
import logging
import math
import threading
import typing

from domain.prices import NO_SOURCE, Fetched, MeltQuote, RatesTable, Served, SpotPrice, newest
from ports.clock import Clock
from ports.errors import FeedUnavailable, NotConfigured, StorageUnavailable
from ports.feeds import RatesFeed, SpotFeed
from ports.price_cache import PriceCache

log = logging.getLogger("goldcoins.feeds")
RETRY_PAUSE = dt.timedelta(seconds=30)
# how far ahead of this process's clock a stored moment may be and still be believed (docs/deploy.md: NTP)
DEFAULT_TOLERANCE = dt.timedelta(seconds=5)
# what to configure when a feed is not, and how to run without it when it is down
HINTS = {
    "spot": (
        "Set GOLDCOINS_SPOT_PROVIDER to gold-api, or goldapi-io with GOLDCOINS_SPOT_API_KEY; to try the service "
        "offline, GOLDCOINS_SPOT_PROVIDER=static with GOLDCOINS_SPOT_STATIC_PRICE (USD per troy ounce).",
        "Offline, run with GOLDCOINS_SPOT_PROVIDER=static and GOLDCOINS_SPOT_STATIC_PRICE.",
    ),
    "rates": (
        "Set GOLDCOINS_RATES_PROVIDER to ecb; offline, to static (the bundled ECB reference rates).",
        "Offline, run with GOLDCOINS_RATES_PROVIDER=static.",
    ),
}
T = typing.TypeVar("T")
R = typing.TypeVar("R")
Args = typing.TypeVarTuple("Args")


class _Slot(typing.Generic[T]):
    """One feed's last good value, in this process and in the shared cache."""

    def __init__(
        self,
        name: str,
        fetch: typing.Callable[[], T] | None,
        load: typing.Callable[[], Fetched[T] | None],
        store: typing.Callable[[Fetched[T]], None],
        clock: Clock,
        window: dt.timedelta,
        tolerance: dt.timedelta,
        as_of: typing.Callable[[T], dt.datetime | None],
    ) -> None:
        self.name, self.window, self.tolerance = name, window, tolerance
        self._fetch, self._load, self._store, self._clock, self._as_of = fetch, load, store, clock, as_of
        self._lock = threading.Lock()
        self._held: Fetched[T] | None = None
        self._retry_at: dt.datetime | None = None

    def current(self) -> Fetched[T] | None:
        held = self._held
        if held is not None and held.is_fresh(self._clock.now(), self.window, self.tolerance):
            return held
        if not self._lock.acquire(blocking=False):
            # another thread is refreshing: serve what we hold meanwhile, or nothing (a 503 for the spot, the
            # empty table for rates) rather than queue every request behind one slow feed
            return held
        try:
            return self._refresh_if_due()
        finally:
            self._lock.release()

    def refresh(self) -> Fetched[T]:
        """Fetch now, whatever the window says, and store; raises FeedUnavailable, StorageUnavailable."""
        with self._lock:
            fetched = self._fetch_now()
            self._store(fetched)
            return fetched

    def missing(self) -> Exception:
        """Why nothing can be served: no feed configured (the hint says what to set), or the feed down with nothing
        held yet (retry when the pause ends, or run offline)."""
        configure, offline = HINTS[self.name]
        if self._fetch is None:
            return NotConfigured(f"no {self.name} feed is configured", hint=configure)
        now = self._clock.now()
        wait = RETRY_PAUSE if self._retry_at is None else self._retry_at - now
        seconds = max(1, min(math.ceil(wait.total_seconds()), int(RETRY_PAUSE.total_seconds())))
        return FeedUnavailable(
            f"the {self.name} feed is not answering and no value is held yet",
            hint=f"Retry in {seconds} s (Retry-After), when the feed is asked again. {offline}",
            retry_after=seconds,
        )

    def _refresh_if_due(self) -> Fetched[T] | None:
        now = self._clock.now()
        # another process may have refreshed; a moment from its clock counts only if it is not in our future
        self._held = newest(now, self.tolerance, self._held, self._quietly(self._load))
        if self._held is not None and self._held.is_fresh(now, self.window, self.tolerance):
            return self._held
        if self._fetch is None or self._pausing(now):
            return self._held
        try:
            fetched = self._fetch_now()
        except FeedUnavailable as exc:
            # the pause counts from the end of the attempt, which may have taken the feed's whole deadline
            self._retry_at = self._clock.now() + min(RETRY_PAUSE, self.window)
            log.warning("%s feed failed; serving %s: %s", self.name, self._describe_held(), exc)
            return self._held
        self._quietly(self._store, fetched)
        return fetched

    def _pausing(self, now: dt.datetime) -> bool:
        # a pause longer than RETRY_PAUSE from now means our clock stepped back since the failure: it is over
        return self._retry_at is not None and now < self._retry_at <= now + RETRY_PAUSE

    def _fetch_now(self) -> Fetched[T]:
        if self._fetch is None:
            raise self.missing()
        value = self._fetch()
        fetched = Fetched(value, self._clock.now(), self._as_of(value))
        self._held, self._retry_at = fetched, None
        return fetched

    def _quietly(self, action: typing.Callable[[*Args], R], *args: *Args) -> R | None:
        try:
            return action(*args)
        except StorageUnavailable as exc:
            log.warning("price cache unavailable for %s; using this process's copy: %s", self.name, exc)
            return None

    def served(self, held: Fetched[T]) -> Served[T]:
        return held.served(self._clock.now(), self.window, self.tolerance)

    def _describe_held(self) -> str:
        if self._held is None:
            return "nothing (none cached yet)"
        return f"the value fetched at {self._held.fetched_at.isoformat()} as stale"


def _window(value: float | dt.timedelta) -> dt.timedelta:
    return value if isinstance(value, dt.timedelta) else dt.timedelta(seconds=value)


def _method(feed: SpotFeed | RatesFeed | None, name: str) -> typing.Callable[[], typing.Any] | None:
    return None if feed is None else getattr(feed, name)


class _ThisProcessOnly:
    """No shared price cache: each process keeps only its own copy."""

    def load_spot(self) -> None:
        return None

    def store_spot(self, fetched: Fetched[SpotPrice]) -> None:
        return None

    def load_rates(self) -> None:
        return None

    def store_rates(self, fetched: Fetched[RatesTable]) -> None:
        return None


class CachedPrices:
    """What /spot and /rates serve. Feeds may be None when the deployment configures none; without a
    shared cache each process keeps its own last good values."""

    def __init__(
        self,
        spot_feed: SpotFeed | None,
        rates_feed: RatesFeed | None,
        cache: PriceCache | None,
        clock: Clock,
        spot_window: float | dt.timedelta,
        rates_window: float | dt.timedelta,
        clock_tolerance: float | dt.timedelta = DEFAULT_TOLERANCE,
        rates_provider: str = "",
    ) -> None:
        self._rates_provider = "" if rates_feed is None else rates_provider
        cache = cache if cache is not None else _ThisProcessOnly()
        tolerance = _window(clock_tolerance)
        self._spot: _Slot[SpotPrice] = _Slot(
            "spot",
            _method(spot_feed, "spot"),
            cache.load_spot,
            cache.store_spot,
            clock,
            _window(spot_window),
            tolerance,
            as_of=lambda spot: spot.as_of,
        )
        self._rates: _Slot[RatesTable] = _Slot(
            "rates",
            _method(rates_feed, "rates"),
            cache.load_rates,
            cache.store_rates,
            clock,
            _window(rates_window),
            tolerance,
            as_of=lambda table: None,  # a reference day, not a moment
        )

    def spot(self) -> Served[SpotPrice]:
        """Raises FeedUnavailable (or NotConfigured) only when no price was ever cached."""
        held = self._spot.current()
        if held is None:
            raise self._spot.missing()
        return self._spot.served(held)

    def rates(self) -> Served[RatesTable]:
        """An empty table when none is available (its source names the configured feed): clients then fall back
        to USD."""
        held = self._rates.current()
        if held is None:
            return Served(RatesTable.empty(self._rates_provider or NO_SOURCE), stale=True, fresh_for=0)
        return self._rates.served(held)

    def melt_quote(self, currency: str, spot: Served[SpotPrice] | None = None) -> Served[MeltQuote]:
        """The spot in `currency` (a key of the rates table, or USD), fresh as long as both of its parts are;
        `spot` as spot() served it already in this answer, if it did. Raises what spot() raises, FeedUnavailable
        when no rate table is held for a currency other than USD, and UnknownCurrency for one the table lacks."""
        spot = spot or self.spot()
        rates = None if currency == spot.value.currency else self.rates()
        if rates is not None and not rates.value.rates:
            raise FeedUnavailable(
                f"No exchange rates are available to convert the spot price to {currency}.",
                hint="Ask again later, or leave out currency for the melt value in USD.",
            )
        quote = MeltQuote.of(spot, rates, currency)
        return Served(quote, quote.stale, spot.fresh_for if rates is None else min(spot.fresh_for, rates.fresh_for))

    def refresh_spot(self) -> Fetched[SpotPrice]:
        return self._spot.refresh()

    def refresh_rates(self) -> Fetched[RatesTable]:
        return self._rates.refresh()
