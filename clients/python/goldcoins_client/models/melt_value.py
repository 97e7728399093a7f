from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MeltValue")


@_attrs_define
class MeltValue:
    """Fine gold at spot in a display currency: no numismatic premium, no quote, no valuation.

    Example:
        {'amount': 2508.47, 'currency': 'EUR', 'pricePerGram': 80.6493, 'asOf': '2024-11-29T15:03:34Z', 'rateDate':
            '2024-11-29', 'stale': False}

    Attributes:
        amount (float): The type's fineWeight × pricePerGram, to the cent (two decimals); the example is a 1 oz coin
            (31.1035 g).
        currency (str): The currency asked, in capitals. Example: EUR.
        price_per_gram (float): The spot per gram of fine gold in that currency.
        as_of (datetime.datetime): When the feed set the spot price (UTC).
        rate_date (datetime.date | None): The reference date of the rate used; null in USD.
        stale (bool): True when the spot price or the rate is past its freshness window.
    """

    amount: float
    currency: str
    price_per_gram: float
    as_of: datetime.datetime
    rate_date: datetime.date | None
    stale: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency = self.currency

        price_per_gram = self.price_per_gram

        as_of = self.as_of.isoformat()

        rate_date: None | str
        if isinstance(self.rate_date, datetime.date):
            rate_date = self.rate_date.isoformat()
        else:
            rate_date = self.rate_date

        stale = self.stale

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "currency": currency,
                "pricePerGram": price_per_gram,
                "asOf": as_of,
                "rateDate": rate_date,
                "stale": stale,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = d.pop("currency")

        price_per_gram = d.pop("pricePerGram")

        as_of = datetime.datetime.fromisoformat(d.pop("asOf"))

        def _parse_rate_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rate_date_type_0 = datetime.date.fromisoformat(data)

                return rate_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        rate_date = _parse_rate_date(d.pop("rateDate"))

        stale = d.pop("stale")

        melt_value = cls(
            amount=amount,
            currency=currency,
            price_per_gram=price_per_gram,
            as_of=as_of,
            rate_date=rate_date,
            stale=stale,
        )

        melt_value.additional_properties = d
        return melt_value

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
