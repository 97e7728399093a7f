"""A fixed spot price from config, for offline development. Its `source` says it is not a market price."""

from __future__ import annotations

from adapters.clock import SystemClock
from config import ConfigError, Settings
from domain.prices import SpotPrice
from ports.clock import Clock

SOURCE = "static (offline development, not a market price)"


class StaticSpot:
    def __init__(self, price_per_ounce: float, clock: Clock) -> None:
        self._price = price_per_ounce
        self._clock = clock

    def spot(self) -> SpotPrice:
        return SpotPrice.per_troy_ounce(self._price, self._clock.now(), SOURCE)


def from_settings(settings: Settings) -> StaticSpot:
    price = settings.spot_static_price
    if price is None or not price > 0:
        raise ConfigError(
            "GOLDCOINS_SPOT_STATIC_PRICE: the static spot provider needs a positive "
            f"USD price per troy ounce, got {price!r}"
        )
    return StaticSpot(price, SystemClock())
