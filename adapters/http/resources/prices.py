"""GET /spot and GET /rates: the cached feeds, with Cache-Control matching how long each stays fresh."""

from __future__ import annotations

import falcon

from services.prices import CachedPrices


def _cache_for(resp: falcon.Response, seconds: int) -> None:
    resp.cache_control = ["public", f"max-age={max(0, seconds)}"]


class Spot:
    def __init__(self, prices: CachedPrices, converter) -> None:
        self._prices = prices
        self._converter = converter

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        served = self._prices.spot()  # FeedUnavailable → 503 through the shared error handler
        resp.media = {**self._converter.unstructure(served.value), "stale": served.stale}
        _cache_for(resp, served.fresh_for)


class Rates:
    def __init__(self, prices: CachedPrices, converter) -> None:
        self._prices = prices
        self._converter = converter

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        served = self._prices.rates()  # an empty table when no feed answers: clients fall back to USD
        resp.media = self._converter.unstructure(served.value)
        _cache_for(resp, served.fresh_for)
