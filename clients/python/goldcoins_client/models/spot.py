from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Spot")


@_attrs_define
class Spot:
    """The gold spot price: fine gold at spot, no premium, no quote.

    Attributes:
        metal (str):  Example: XAU.
        currency (str):  Example: USD.
        price_per_ounce (float): USD per troy ounce of fine gold.
        price_per_gram (float): USD per gram of fine gold.
        as_of (datetime.datetime): When the feed set the price (UTC).
        source (str): The feed's name.
        stale (bool): True when the cached price is older than its freshness window.
        rate_date (datetime.date | None | Unset): Only with `currency`: the reference date of the rate the prices were
            converted at; null in USD.
    """

    metal: str
    currency: str
    price_per_ounce: float
    price_per_gram: float
    as_of: datetime.datetime
    source: str
    stale: bool
    rate_date: datetime.date | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        metal = self.metal

        currency = self.currency

        price_per_ounce = self.price_per_ounce

        price_per_gram = self.price_per_gram

        as_of = self.as_of.isoformat()

        source = self.source

        stale = self.stale

        rate_date: None | str | Unset
        if isinstance(self.rate_date, Unset):
            rate_date = UNSET
        elif isinstance(self.rate_date, datetime.date):
            rate_date = self.rate_date.isoformat()
        else:
            rate_date = self.rate_date

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "metal": metal,
                "currency": currency,
                "pricePerOunce": price_per_ounce,
                "pricePerGram": price_per_gram,
                "asOf": as_of,
                "source": source,
                "stale": stale,
            }
        )
        if rate_date is not UNSET:
            field_dict["rateDate"] = rate_date

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        metal = d.pop("metal")

        currency = d.pop("currency")

        price_per_ounce = d.pop("pricePerOunce")

        price_per_gram = d.pop("pricePerGram")

        as_of = datetime.datetime.fromisoformat(d.pop("asOf"))

        source = d.pop("source")

        stale = d.pop("stale")

        def _parse_rate_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rate_date_type_0 = datetime.date.fromisoformat(data)

                return rate_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        rate_date = _parse_rate_date(d.pop("rateDate", UNSET))

        spot = cls(
            metal=metal,
            currency=currency,
            price_per_ounce=price_per_ounce,
            price_per_gram=price_per_gram,
            as_of=as_of,
            source=source,
            stale=stale,
            rate_date=rate_date,
        )

        spot.additional_properties = d
        return spot

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
