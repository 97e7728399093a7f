"""The last good spot price and rates table in the database, so every process and restart shares them.

One row per kind ("spot", "rates"): the value as JSON and the moment it was fetched (naive UTC).
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import logging

import peewee

from adapters.storage.db import database, naive_utc
from domain.prices import Fetched, RatesTable, SpotPrice
from ports.errors import StorageUnavailable

log = logging.getLogger("goldcoins.storage")


class _PriceCacheRow(peewee.Model):
    kind = peewee.CharField(max_length=16, primary_key=True)
    payload = peewee.TextField()
    fetched_at = peewee.DateTimeField()

    class Meta:
        database = database
        table_name = "price_cache"


def _translated(method):
    @functools.wraps(method)
    def wrapper(*args, **kwargs):
        try:
            return method(*args, **kwargs)
        except (peewee.DatabaseError, peewee.InterfaceError) as exc:
            raise StorageUnavailable(f"the price cache cannot be read or written: {exc}") from exc

    return wrapper


class PeeweePriceCache:
    @_translated
    def store_spot(self, fetched: Fetched[SpotPrice]) -> None:
        spot = fetched.value
        _put(
            "spot",
            {"pricePerOunce": spot.price_per_ounce, "asOf": spot.as_of.isoformat(), "source": spot.source},
            fetched.fetched_at,
        )

    @_translated
    def load_spot(self) -> Fetched[SpotPrice] | None:
        return _get(
            "spot",
            lambda payload: SpotPrice.per_troy_ounce(
                payload["pricePerOunce"], dt.datetime.fromisoformat(payload["asOf"]), payload["source"]
            ),
            as_of=lambda spot: spot.as_of,
        )

    @_translated
    def store_rates(self, fetched: Fetched[RatesTable]) -> None:
        table = fetched.value
        date = table.date.isoformat() if table.date else None
        _put("rates", {"rates": table.rates, "date": date, "source": table.source}, fetched.fetched_at)

    @_translated
    def load_rates(self) -> Fetched[RatesTable] | None:
        return _get(
            "rates",
            lambda payload: RatesTable(
                rates=payload["rates"],
                source=payload["source"],
                date=dt.date.fromisoformat(payload["date"]) if payload["date"] else None,
            ),
        )


def _put(kind: str, payload: dict, fetched_at: dt.datetime) -> None:
    values = {
        "kind": kind,
        "payload": json.dumps(payload, sort_keys=True),
        "fetched_at": naive_utc(fetched_at),
    }
    with database.atomic():
        (
            _PriceCacheRow.insert(values)
            .on_conflict(
                conflict_target=[_PriceCacheRow.kind],
                update={_PriceCacheRow.payload: values["payload"], _PriceCacheRow.fetched_at: values["fetched_at"]},
            )
            .execute()
        )


def _get(kind: str, to_value, as_of=lambda value: None) -> Fetched | None:
    row = _PriceCacheRow.get_or_none(_PriceCacheRow.kind == kind)
    if row is None:
        return None
    try:
        value = to_value(json.loads(row.payload))
    except (KeyError, TypeError, ValueError) as exc:  # a row this version cannot read counts as none
        log.warning("ignoring the cached %s row: %r", kind, exc)
        return None
    return Fetched(value, row.fetched_at.replace(tzinfo=dt.timezone.utc), as_of(value))
