"""The machine's clock, behind ports.clock.Clock (tests hand in a fixed or frozen one)."""

import datetime as dt


class SystemClock:
    def now(self) -> dt.datetime:
        return dt.datetime.now(dt.timezone.utc)
