"""Where prices come from. Adapters raise ports.errors.FeedUnavailable on any failure."""

import typing

from domain.prices import RatesTable, SpotPrice


class SpotFeed(typing.Protocol):
    def spot(self) -> SpotPrice:
        """The current gold spot price in USD per troy ounce; raises FeedUnavailable."""
        ...


class RatesFeed(typing.Protocol):
    def rates(self) -> RatesTable:
        """The latest reference rates, per 1 USD; raises FeedUnavailable."""
        ...
