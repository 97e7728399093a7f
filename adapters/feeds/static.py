"""Offline providers, for development and sandboxes: a fixed spot price from config (its `source` says it is
not a market price), and the ECB's reference rates from a file (the bundled one, or one the setting names),
served with its real date and rates."""

from __future__ import annotations

import pathlib

from adapters.clock import SystemClock
from adapters.feeds.ecb import read_daily_rates
from config import ConfigError, Settings
from domain.prices import RatesTable, SpotPrice
from ports.clock import Clock

SOURCE = "static (offline development, not a market price)"
RATES_SOURCE = "ecb (static file)"
# the ECB's daily reference rates of 29 November 2024, as published at
# https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml (the file the ecb provider's tests serve), shipped
# in the package (setup.cfg's package_data), so an install without -e has it too
BUNDLED_RATES = pathlib.Path(__file__).resolve().parent / "ecb-eurofxref-daily.xml"


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


class StaticRates:
    """The reference rates of one ECB daily file, read once: the same table, with its date, on every call."""

    def __init__(self, path: pathlib.Path) -> None:
        try:
            document = path.read_bytes()
        except OSError as exc:
            raise ConfigError(f"GOLDCOINS_RATES_STATIC_FILE: cannot read {path}: {exc.strerror or exc}") from exc
        try:
            day, per_euro = read_daily_rates(document)
            self._table = RatesTable.from_euro_rates(per_euro, day, RATES_SOURCE)
        except ValueError as exc:
            raise ConfigError(
                f"GOLDCOINS_RATES_STATIC_FILE: {path} is not an ECB daily reference rates file: {exc}"
            ) from exc

    def rates(self) -> RatesTable:
        return self._table


def rates_from_settings(settings: Settings) -> StaticRates:
    path = settings.rates_static_file
    return StaticRates(pathlib.Path(path) if path else BUNDLED_RATES)
