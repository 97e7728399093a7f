import datetime as dt
import typing


class Clock(typing.Protocol):
    def now(self) -> dt.datetime:
        """The current moment, timezone-aware UTC."""
        ...
