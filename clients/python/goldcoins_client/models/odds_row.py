from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OddsRow")


@_attrs_define
class OddsRow:
    """
    Attributes:
        label (str):
        chance_bps (int): Probability in basis points.
        min_multiplier_bps (int):
        max_multiplier_bps (int):
        expected_value_bps (int): Expected return of a pull in basis points of its price at house prices (9930 =
            0.993x); not cash value.
    """

    label: str
    chance_bps: int
    min_multiplier_bps: int
    max_multiplier_bps: int
    expected_value_bps: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        chance_bps = self.chance_bps

        min_multiplier_bps = self.min_multiplier_bps

        max_multiplier_bps = self.max_multiplier_bps

        expected_value_bps = self.expected_value_bps

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "label": label,
                "chanceBps": chance_bps,
                "minMultiplierBps": min_multiplier_bps,
                "maxMultiplierBps": max_multiplier_bps,
                "expectedValueBps": expected_value_bps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        chance_bps = d.pop("chanceBps")

        min_multiplier_bps = d.pop("minMultiplierBps")

        max_multiplier_bps = d.pop("maxMultiplierBps")

        expected_value_bps = d.pop("expectedValueBps")

        odds_row = cls(
            label=label,
            chance_bps=chance_bps,
            min_multiplier_bps=min_multiplier_bps,
            max_multiplier_bps=max_multiplier_bps,
            expected_value_bps=expected_value_bps,
        )

        odds_row.additional_properties = d
        return odds_row

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
