"""GET /spot and GET /rates: the cached feeds, with Cache-Control matching how long each stays fresh, and the
validators a client revalidates them with: an ETag over the answer's bytes and Last-Modified (the spot's moment,
the rates' reference date), so `If-None-Match` or `If-Modified-Since` get a 304 until the feed moves."""

from __future__ import annotations

import datetime as dt

import falcon

from adapters.http import params
from adapters.http.compression import etag_of, fresh, http_moment, not_modified
from adapters.http.errors import invalid
from domain.prices import MeltQuote, Served, SpotPrice, UnknownCurrency
from services.prices import CachedPrices


def _cache_for(resp: falcon.Response, seconds: int) -> None:
    resp.cache_control = ["public", f"max-age={max(0, seconds)}"]


def _validated(req: falcon.Request, resp: falcon.Response, modified: dt.datetime | None) -> None:
    """ETag and Last-Modified on the answer already set, and a 304 when the client holds it (If-None-Match first:
    RFC 9110 ignores If-Modified-Since beside it)."""
    body = resp.render_body() or b""
    resp.etag = etag_of(body)
    stamp = None if modified is None else http_moment(modified)
    if stamp is not None:
        resp.last_modified = stamp
    if fresh(req, resp.etag, stamp):
        not_modified(resp)


class Spot:
    def __init__(self, prices: CachedPrices, converter) -> None:
        self._prices = prices
        self._converter = converter

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        currency = params.currency(req)
        served = self._prices.spot()  # FeedUnavailable → 503 through the shared error handler
        resp.media = {**self._converter.unstructure(served.value), "stale": served.stale}
        fresh_for = served.fresh_for
        quote = melt_quote(self._prices, currency, served)
        if quote is not None:  # the same price in the currency asked, at the reference rate of rateDate
            price = quote.value
            resp.media.update(
                currency=price.currency,
                pricePerOunce=price.price_per_ounce,
                pricePerGram=price.price_per_gram,
                rateDate=None if price.rate_date is None else price.rate_date.isoformat(),
                stale=quote.stale,
            )
            fresh_for = quote.fresh_for  # fresh as long as both the spot and the rate are
        _cache_for(resp, fresh_for)
        _validated(req, resp, served.value.as_of)


class Rates:
    def __init__(self, prices: CachedPrices, converter) -> None:
        self._prices = prices
        self._converter = converter

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        served = self._prices.rates()  # an empty table when no feed answers: clients fall back to USD
        resp.media = self._converter.unstructure(served.value)
        _cache_for(resp, served.fresh_for)
        date = served.value.date  # the ECB's reference date; none for the empty table
        _validated(req, resp, None if date is None else dt.datetime.combine(date, dt.time(), dt.timezone.utc))


def melt_quote(
    prices: CachedPrices, currency: str | None, spot: Served[SpotPrice] | None = None
) -> Served[MeltQuote] | None:
    """The spot in `currency` (None: none asked; `spot`: as this answer read it already); a currency GET /rates
    does not list is the client's 400."""
    if currency is None:
        return None
    try:
        return prices.melt_quote(currency, spot)
    except UnknownCurrency as exc:
        listed = ", ".join(exc.known) if exc.known else "USD only: the table is empty"
        raise invalid(
            f"No exchange rate for currency={currency}: GET /rates does not list it.",
            f"Send one of the currencies GET /rates lists ({listed}).",
            "currency",
        ) from None
