from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rates_table import RatesTable


T = TypeVar("T", bound="Rates")


@_attrs_define
class Rates:
    """USD to display-currency rates from central-bank reference rates.

    Attributes:
        base (str):  Example: USD.
        rates (RatesTable): Units of each display currency (ISO 4217) per 1 USD. Empty when no table is available: fall
            back to USD. Example: {'EUR': 0.92, 'GBP': 0.79}.
        date (datetime.date | None): The central bank's reference date; null without a table.
        source (str): The feed's name.
    """

    base: str
    rates: RatesTable
    date: datetime.date | None
    source: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        base = self.base

        rates = self.rates.to_dict()

        date: None | str
        if isinstance(self.date, datetime.date):
            date = self.date.isoformat()
        else:
            date = self.date

        source = self.source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "base": base,
                "rates": rates,
                "date": date,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rates_table import RatesTable  # noqa: PLC0415

        d = dict(src_dict)
        base = d.pop("base")

        rates = RatesTable.from_dict(d.pop("rates"))

        def _parse_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                date_type_0 = datetime.date.fromisoformat(data)

                return date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        date = _parse_date(d.pop("date"))

        source = d.pop("source")

        rates_answer = cls(
            base=base,
            rates=rates,
            date=date,
            source=source,
        )

        rates_answer.additional_properties = d
        return rates_answer

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
