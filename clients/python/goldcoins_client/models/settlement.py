from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.prize import Prize


T = TypeVar("T", bound="Settlement")


@_attrs_define
class Settlement:
    """
    Attributes:
        multiplier_bps (int): 10000 is 1.00x.
        value (str): Prize value at house prices, base units. Example: 25000000.
        tx_hash (str):
        prizes (list[Prize]):
    """

    multiplier_bps: int
    value: str
    tx_hash: str
    prizes: list[Prize]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        multiplier_bps = self.multiplier_bps

        value = self.value

        tx_hash = self.tx_hash

        prizes = []
        for prizes_item_data in self.prizes:
            prizes_item = prizes_item_data.to_dict()
            prizes.append(prizes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "multiplierBps": multiplier_bps,
                "value": value,
                "txHash": tx_hash,
                "prizes": prizes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.prize import Prize  # noqa: PLC0415

        d = dict(src_dict)
        multiplier_bps = d.pop("multiplierBps")

        value = d.pop("value")

        tx_hash = d.pop("txHash")

        prizes = []
        _prizes = d.pop("prizes")
        for prizes_item_data in _prizes:
            prizes_item = Prize.from_dict(prizes_item_data)

            prizes.append(prizes_item)

        settlement = cls(
            multiplier_bps=multiplier_bps,
            value=value,
            tx_hash=tx_hash,
            prizes=prizes,
        )

        settlement.additional_properties = d
        return settlement

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
