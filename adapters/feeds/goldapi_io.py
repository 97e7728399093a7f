"""Spot from goldapi.io: keyed JSON, GET {base}/api/XAU/USD with the key in `x-access-token`."""

from __future__ import annotations

import datetime as dt

import attrs
import requests

from adapters.feeds import transport
from config import ConfigError, Settings
from domain.prices import SpotPrice
from ports.errors import FeedUnavailable

SOURCE = "goldapi.io"
DEFAULT_BASE_URL = "https://www.goldapi.io"


class GoldApiIoSpot:
    def __init__(self, base_url: str, api_key: str, timeout: float, session: requests.Session | None = None) -> None:
        self.url = base_url.rstrip("/") + "/api/XAU/USD"
        self._timeout = timeout
        self._session = session or transport.new_session()
        self._session.headers["x-access-token"] = api_key

    def spot(self) -> SpotPrice:
        answer = transport.json_object(transport.get(self._session, self.url, self._timeout), self.url)
        with transport.understood(self.url):
            return _spot_from(answer)


def _spot_from(answer: dict) -> SpotPrice:
    if answer.get("metal") != "XAU" or answer.get("currency") != "USD":
        raise FeedUnavailable(f"expected XAU in USD, got {answer.get('metal')!r} in {answer.get('currency')!r}")
    timestamp = answer["timestamp"]
    if isinstance(timestamp, bool) or not isinstance(timestamp, (int, float)):
        raise TypeError(f"timestamp is not unix seconds: {timestamp!r}")
    as_of = dt.datetime.fromtimestamp(timestamp, dt.timezone.utc)
    return SpotPrice.per_troy_ounce(answer["price"], as_of, SOURCE)


def from_settings(settings: Settings) -> GoldApiIoSpot:
    if not settings.spot_api_key:
        raise ConfigError("GOLDCOINS_SPOT_API_KEY: the goldapi-io spot provider needs an API key")
    base_url = settings.spot_url
    if base_url == attrs.fields(Settings).spot_url.default:  # still gold-api.com's: use goldapi.io's own
        base_url = DEFAULT_BASE_URL
    return GoldApiIoSpot(base_url, settings.spot_api_key, settings.feed_timeout)
