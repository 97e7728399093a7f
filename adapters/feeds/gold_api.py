"""Spot from gold-api.com: public JSON, USD per troy ounce, no key. GET {base}/price/XAU."""

from __future__ import annotations

import requests

from adapters.feeds import transport
from domain.prices import SpotPrice
from ports.errors import FeedUnavailable

SOURCE = "gold-api.com"


class GoldApiSpot:
    def __init__(self, base_url: str, timeout: float, session: requests.Session | None = None) -> None:
        self.url = base_url.rstrip("/") + "/price/XAU"
        self._timeout = timeout
        self._session = session or transport.new_session()

    def spot(self) -> SpotPrice:
        answer = transport.json_object(transport.get(self._session, self.url, self._timeout), self.url)
        with transport.understood(self.url):
            return _spot_from(answer)


def _spot_from(answer: dict) -> SpotPrice:
    if answer.get("symbol", "XAU") != "XAU" or answer.get("currency", "USD") != "USD":
        raise FeedUnavailable(f"expected XAU in USD, got {answer.get('symbol')!r} in {answer.get('currency')!r}")
    as_of = transport.utc_moment(answer["updatedAt"])
    return SpotPrice.per_troy_ounce(answer["price"], as_of, SOURCE)


def from_settings(settings) -> GoldApiSpot:
    return GoldApiSpot(settings.spot_url, settings.feed_timeout)
