"""In-memory spot and rates feeds, and a clock the test moves by hand. They record how they were used."""

from __future__ import annotations

import datetime as dt
import threading

from domain.prices import RatesTable, SpotPrice
from ports.errors import FeedUnavailable

MOMENT = dt.datetime(2024, 11, 29, 15, 0, tzinfo=dt.timezone.utc)
GATE_DEADLINE_SECONDS = 10


class FeedClock:
    def __init__(self, start: dt.datetime = MOMENT) -> None:
        self.moment = start

    def now(self) -> dt.datetime:
        return self.moment

    def advance(self, seconds: float) -> None:
        self.moment += dt.timedelta(seconds=seconds)


class _FakeFeed:
    """Counts fetches; can be made to fail, or to hold each fetch until the test opens the gate."""

    def __init__(self) -> None:
        self.calls = 0
        self.failing = False
        self.gated = False
        self.entered = threading.Event()
        self.gate = threading.Event()
        self._count = threading.Lock()

    def _fetch(self, make):
        with self._count:
            self.calls += 1
        self.entered.set()
        if self.gated and not self.gate.wait(GATE_DEADLINE_SECONDS):
            raise AssertionError("the test never opened the feed's gate")
        if self.failing:
            raise FeedUnavailable("the fake feed is down")
        try:
            return make()
        except ValueError as exc:  # a price or table the domain refuses: the feed's failure, as the port says
            raise FeedUnavailable(f"the fake feed holds a value that cannot be served: {exc}") from exc


class FakeSpotFeed(_FakeFeed):
    def __init__(self, price_per_ounce: float = 2400.0, as_of: dt.datetime = MOMENT, source: str = "fake-spot") -> None:
        super().__init__()
        self.price_per_ounce, self.as_of, self.source = price_per_ounce, as_of, source

    def spot(self) -> SpotPrice:
        return self._fetch(lambda: SpotPrice.per_troy_ounce(self.price_per_ounce, self.as_of, self.source))


class FakeRatesFeed(_FakeFeed):
    def __init__(
        self, per_euro: dict[str, float] | None = None, date: dt.date = MOMENT.date(), source: str = "fake-rates"
    ) -> None:
        super().__init__()
        self.per_euro = per_euro or {"USD": 1.25, "GBP": 0.85, "JPY": 160.0}
        self.date, self.source = date, source

    def rates(self) -> RatesTable:
        return self._fetch(lambda: RatesTable.from_euro_rates(self.per_euro, self.date, self.source))
