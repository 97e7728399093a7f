"""The gold spot price and the USD conversion table, and how long each may be served as fresh."""

from __future__ import annotations

import datetime as dt
import math
import typing

import attrs

from domain.labels import TROY_OUNCE_GRAMS, melt_value

SIGNIFICANT_DIGITS = 6
CENTS = 2
NO_SOURCE = "none"
T = typing.TypeVar("T")


class ImplausiblePrice(ValueError):
    """A feed gave a price that cannot be a gold price (zero, negative, not a number)."""


class UsdRateMissing(ValueError):
    """A euro-based rate table has no USD rate, so nothing can be expressed per dollar."""


def significant(value: float, digits: int = SIGNIFICANT_DIGITS) -> float:
    return float(f"{value:.{digits}g}")


def _positive(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ImplausiblePrice(f"{what} is not a number: {value!r}")
    if not math.isfinite(value) or value <= 0:
        raise ImplausiblePrice(f"{what} must be a positive number, got {value!r}")
    return float(value)


@attrs.frozen(kw_only=True)
class SpotPrice:
    """Fine gold in US dollars, as the feed set it at `as_of`."""

    metal: str = "XAU"
    currency: str = "USD"
    price_per_ounce: float
    price_per_gram: float
    as_of: dt.datetime
    source: str

    @classmethod
    def per_troy_ounce(cls, price: float, as_of: dt.datetime, source: str) -> SpotPrice:
        """Feeds quote dollars and cents; a price sent as a binary float (2650.199951) is read as its cents."""
        ounce = round(_positive(price, "price per troy ounce"), CENTS)
        gram = significant(ounce / TROY_OUNCE_GRAMS)
        return cls(price_per_ounce=ounce, price_per_gram=gram, as_of=as_of, source=source)


@attrs.frozen(kw_only=True)
class RatesTable:
    """Units of each display currency per 1 USD."""

    base: str = "USD"
    rates: dict[str, float]
    date: dt.date | None
    source: str

    @classmethod
    def from_euro_rates(cls, per_euro: typing.Mapping[str, float], date: dt.date, source: str) -> RatesTable:
        """Central-bank rates quoted per 1 EUR (EUR itself absent), re-based on the dollar."""
        if "USD" not in per_euro:
            raise UsdRateMissing("the euro reference rates carry no USD rate")
        checked = {code: _positive(rate, f"{code} rate") for code, rate in per_euro.items()}
        usd = checked["USD"]
        rates = {code: significant(rate / usd) for code, rate in checked.items()}
        rates["EUR"] = significant(1 / usd)
        return cls(rates=dict(sorted(rates.items())), date=date, source=source)

    @classmethod
    def empty(cls, source: str = NO_SOURCE) -> RatesTable:
        """No table is available: clients fall back to USD. The source names the configured feed, or none."""
        return cls(rates={}, date=None, source=source)


@attrs.frozen
class Served(typing.Generic[T]):
    """A value as handed to a client: whether it is past its window, and how long it stays fresh."""

    value: T
    stale: bool
    fresh_for: int  # whole seconds, never negative


@attrs.frozen
class Fetched(typing.Generic[T]):
    """The last good value of a feed, the moment we fetched it, and the moment the feed says it was set.

    Both moments come from clocks that can be wrong: another process's, running ahead, or ours before it
    stepped back. A moment ahead of now by more than the tolerance is not believed, so a value can never be
    fresh for longer than its window past a moment we believe.
    """

    value: T
    fetched_at: dt.datetime
    as_of: dt.datetime | None = None  # the feed's own moment, when it gives one (the spot does, rates do not)

    def dated(self, now: dt.datetime, tolerance: dt.timedelta) -> dt.datetime | None:
        """When the value's age counts from: its fetch, or the feed's moment when the fetch is in our future;
        None when both are (the value can only be stale)."""
        for moment in (self.fetched_at, self.as_of):
            if moment is not None and moment - now <= tolerance:
                return moment
        return None

    def is_fresh(self, now: dt.datetime, window: dt.timedelta, tolerance: dt.timedelta) -> bool:
        dated = self.dated(now, tolerance)
        return dated is not None and now - dated < window

    def seconds_left(self, now: dt.datetime, window: dt.timedelta, tolerance: dt.timedelta) -> int:
        dated = self.dated(now, tolerance)
        left = 0.0 if dated is None else (dated + window - now).total_seconds()
        return int(min(max(left, 0), window.total_seconds()))

    def older_than(self, now: dt.datetime, window: dt.timedelta, tolerance: dt.timedelta) -> bool:
        """Whether the feed's own moment, where it gives one we believe, is a window or more ago: a price the
        feed set two years ago is stale however recently we fetched it."""
        if self.as_of is None or self.as_of - now > tolerance:
            return False
        return now - self.as_of >= window

    def served(self, now: dt.datetime, window: dt.timedelta, tolerance: dt.timedelta) -> Served[T]:
        """Stale once past its window counted from the fetch, or from the feed's own moment; how long it stays
        fresh (the answer's max-age) counts from the fetch, after which it is fetched again."""
        fresh = self.is_fresh(now, window, tolerance) and not self.older_than(now, window, tolerance)
        return Served(self.value, not fresh, self.seconds_left(now, window, tolerance))


def newest(now: dt.datetime, tolerance: dt.timedelta, *candidates: Fetched[T] | None) -> Fetched[T] | None:
    """The candidate with the latest believable moment; one with none still beats nothing (served as stale)."""
    present = [candidate for candidate in candidates if candidate is not None]
    return max(
        present, key=lambda held: held.dated(now, tolerance) or dt.datetime.min.replace(tzinfo=dt.UTC), default=None
    )


class UnknownCurrency(ValueError):
    """A display currency the rate table does not hold; `known` lists the ones it does."""

    def __init__(self, currency: str, known: typing.Sequence[str]) -> None:
        super().__init__(f"no rate for {currency}")
        self.currency, self.known = currency, list(known)


@attrs.frozen(kw_only=True)
class MeltValue:
    """Fine gold at spot in a display currency (DECISIONS: no premium, no quote, no valuation): `amount` for the
    type's fine weight at `price_per_gram`, the spot of `as_of` converted at the reference rate of `rate_date`
    (None in USD, which needs no rate); `stale` when either was past its freshness window."""

    amount: float
    currency: str
    price_per_gram: float
    as_of: dt.datetime
    rate_date: dt.date | None
    stale: bool


@attrs.frozen(kw_only=True)
class MeltQuote:
    """The spot in one display currency: what a type's melt value is computed from."""

    currency: str
    usd_per_gram: float
    usd_per_ounce: float
    rate: float  # units of `currency` per 1 USD
    as_of: dt.datetime
    rate_date: dt.date | None
    stale: bool

    @classmethod
    def of(cls, spot: Served[SpotPrice], rates: Served[RatesTable] | None, currency: str) -> MeltQuote:
        """`rates` may be None for the spot's own currency; any other must be one of its keys."""
        price = spot.value
        if currency == price.currency:
            rate, date, stale = 1.0, None, spot.stale
        elif rates is None or currency not in rates.value.rates:
            raise UnknownCurrency(currency, [] if rates is None else sorted(rates.value.rates))
        else:
            rate, date, stale = rates.value.rates[currency], rates.value.date, spot.stale or rates.stale
        return cls(
            currency=currency,
            usd_per_gram=price.price_per_gram,
            usd_per_ounce=price.price_per_ounce,
            rate=rate,
            as_of=price.as_of,
            rate_date=date,
            stale=stale,
        )

    @property
    def price_per_gram(self) -> float:
        return significant(self.usd_per_gram * self.rate)

    @property
    def price_per_ounce(self) -> float:
        return round(self.usd_per_ounce * self.rate, CENTS)

    def melt_value(self, fine_weight: float | None) -> MeltValue | None:
        """None for a type whose fine weight the catalogue does not know: unknown stays null."""
        if fine_weight is None:
            return None
        return MeltValue(
            amount=round(melt_value(fine_weight, self.usd_per_gram) * self.rate, CENTS),
            currency=self.currency,
            price_per_gram=self.price_per_gram,
            as_of=self.as_of,
            rate_date=self.rate_date,
            stale=self.stale,
        )
