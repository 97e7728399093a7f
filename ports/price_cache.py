"""The last good spot price and rates table, shared by every process. Outages raise StorageUnavailable."""

import typing

from domain.prices import Fetched, RatesTable, SpotPrice


class PriceCache(typing.Protocol):
    def store_spot(self, fetched: Fetched[SpotPrice]) -> None: ...

    def load_spot(self) -> Fetched[SpotPrice] | None: ...

    def store_rates(self, fetched: Fetched[RatesTable]) -> None: ...

    def load_rates(self) -> Fetched[RatesTable] | None: ...
