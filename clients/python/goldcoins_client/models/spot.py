from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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
    """

    metal: str
    currency: str
    price_per_ounce: float
    price_per_gram: float
    as_of: datetime.datetime
    source: str
    stale: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        metal = self.metal

        currency = self.currency

        price_per_ounce = self.price_per_ounce

        price_per_gram = self.price_per_gram

        as_of = self.as_of.isoformat()

        source = self.source

        stale = self.stale

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

        spot = cls(
            metal=metal,
            currency=currency,
            price_per_ounce=price_per_ounce,
            price_per_gram=price_per_gram,
            as_of=as_of,
            source=source,
            stale=stale,
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
