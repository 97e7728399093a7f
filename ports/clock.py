import datetime as dt
import typing


class Clock(typing.Protocol):
    def now(self) -> dt.datetime:
        """The current moment, timezone-aware UTC."""
        ...


class SystemClock:
    def now(self) -> dt.datetime:
        return dt.datetime.now(dt.timezone.utc)
