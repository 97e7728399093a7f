from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.coin_side import CoinSide

T = TypeVar("T", bound="Side")


@_attrs_define
class Side:
    """
    Attributes:
        side (CoinSide):
        description (None | str):
        lettering (None | str):
        unabridged_legend (None | str):
        lettering_translation (None | str):
        engravers (list[str]):
    """

    side: CoinSide
    description: None | str
    lettering: None | str
    unabridged_legend: None | str
    lettering_translation: None | str
    engravers: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        side = self.side.value

        description: None | str
        description = self.description

        lettering: None | str
        lettering = self.lettering

        unabridged_legend: None | str
        unabridged_legend = self.unabridged_legend

        lettering_translation: None | str
        lettering_translation = self.lettering_translation

        engravers = self.engravers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "side": side,
                "description": description,
                "lettering": lettering,
                "unabridgedLegend": unabridged_legend,
                "letteringTranslation": lettering_translation,
                "engravers": engravers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = CoinSide(d.pop("side"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        def _parse_lettering(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        lettering = _parse_lettering(d.pop("lettering"))

        def _parse_unabridged_legend(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unabridged_legend = _parse_unabridged_legend(d.pop("unabridgedLegend"))

        def _parse_lettering_translation(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        lettering_translation = _parse_lettering_translation(d.pop("letteringTranslation"))

        engravers = cast(list[str], d.pop("engravers"))

        side_of_coin = cls(
            side=side,
            description=description,
            lettering=lettering,
            unabridged_legend=unabridged_legend,
            lettering_translation=lettering_translation,
            engravers=engravers,
        )

        side_of_coin.additional_properties = d
        return side_of_coin

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
