"""GET /spot and GET /rates: the cached feeds, with Cache-Control matching how long each stays fresh."""
from __future__ import annotations

import falcon

from domain.prices import RatesTable, Served
from ports.errors import NotConfigured


def _cache_for(resp: falcon.Response, seconds: int) -> None:
    resp.cache_control = ["public", f"max-age={max(0, seconds)}"]


class Spot:
    def __init__(self, prices, converter) -> None:
        self._prices = prices
        self._converter = converter

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        if self._prices is None:
            raise NotConfigured("no spot price feed is configured")
        served = self._prices.spot()  # FeedUnavailable → 503 through the shared error handler
        resp.media = {**self._converter.unstructure(served.value), "stale": served.stale}
        _cache_for(resp, served.fresh_for)


class Rates:
    def __init__(self, prices, converter) -> None:
        self._prices = prices
        self._converter = converter

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        served = self._prices.rates() if self._prices is not None else Served(RatesTable.empty(), False, 0)
        resp.media = self._converter.unstructure(served.value)
        _cache_for(resp, served.fresh_for)


def register(app: falcon.App, wiring) -> None:
    app.add_route("/spot", Spot(wiring.prices, wiring.converter))
    app.add_route("/rates", Rates(wiring.prices, wiring.converter))
