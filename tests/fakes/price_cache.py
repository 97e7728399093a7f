"""An in-memory PriceCache: what was stored, how often, and an outage switch."""

from __future__ import annotations

from domain.prices import Fetched
from ports.errors import StorageUnavailable


class InMemoryPriceCache:
    def __init__(self) -> None:
        self.rows: dict[str, Fetched] = {}
        self.stores = 0
        self.down = False

    def store_spot(self, fetched: Fetched) -> None:
        self._put("spot", fetched)

    def load_spot(self) -> Fetched | None:
        return self._get("spot")

    def store_rates(self, fetched: Fetched) -> None:
        self._put("rates", fetched)

    def load_rates(self) -> Fetched | None:
        return self._get("rates")

    def _put(self, kind: str, fetched: Fetched) -> None:
        self._check()
        self.rows[kind] = fetched
        self.stores += 1

    def _get(self, kind: str) -> Fetched | None:
        self._check()
        return self.rows.get(kind)

    def _check(self) -> None:
        if self.down:
            raise StorageUnavailable("the in-memory price cache is switched off")
