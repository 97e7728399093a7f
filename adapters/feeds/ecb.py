"""Reference rates from the ECB daily XML: per-EUR rates re-based on the dollar.

GET {base}/eurofxref-daily.xml. The document is read with expat and any DOCTYPE is refused, so no
entity (internal or external) can be declared, let alone expanded or fetched.
"""

from __future__ import annotations

import datetime as dt
from xml.parsers import expat

import requests

from adapters.feeds import transport
from domain.prices import RatesTable

SOURCE = "ecb"
ACCEPT = "application/xml, text/xml;q=0.9"


class EcbRates:
    def __init__(self, base_url: str, timeout: float, session: requests.Session | None = None) -> None:
        self.url = base_url.rstrip("/") + "/eurofxref-daily.xml"
        self._timeout = timeout
        self._session = session or transport.new_session()

    def rates(self) -> RatesTable:
        document = transport.get(self._session, self.url, self._timeout, accept=ACCEPT)
        with transport.understood(self.url):
            day, per_euro = read_daily_rates(document)
            return RatesTable.from_euro_rates(per_euro, day, SOURCE)


def read_daily_rates(document: bytes) -> tuple[dt.date, dict[str, float]]:
    """The reference date and the rates per 1 EUR; ValueError when the document is not that."""
    cubes = _DailyCubes()
    parser = expat.ParserCreate(namespace_separator="|")
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.StartDoctypeDeclHandler = _refuse_doctype
    parser.StartElementHandler = cubes.start
    try:
        parser.Parse(document, True)
    except expat.ExpatError as exc:
        raise ValueError(f"not well-formed XML: {exc}") from exc
    return cubes.result()


def _refuse_doctype(*_) -> None:
    raise ValueError("the reference rates document declares a DOCTYPE; refused")


class _DailyCubes:
    """Collects <Cube time='…'> and its <Cube currency='…' rate='…'/> children."""

    def __init__(self) -> None:
        self.days: list[dt.date] = []
        self.per_euro: dict[str, float] = {}

    def start(self, name: str, attributes: dict[str, str]) -> None:
        if name.rpartition("|")[2] != "Cube":
            return
        if "time" in attributes:
            self.days.append(dt.date.fromisoformat(attributes["time"]))
        elif "currency" in attributes:
            code = attributes["currency"]
            if len(code) != 3 or not code.isalpha() or not code.isupper():
                raise ValueError(f"not an ISO 4217 code: {code!r}")
            self.per_euro[code] = float(attributes["rate"])

    def result(self) -> tuple[dt.date, dict[str, float]]:
        if len(self.days) != 1 or not self.per_euro:
            raise ValueError(
                f"expected one day of rates, found {len(self.days)} day(s) and {len(self.per_euro)} rate(s)"
            )
        return self.days[0], self.per_euro


def from_settings(settings) -> EcbRates:
    return EcbRates(settings.rates_url, settings.feed_timeout)
