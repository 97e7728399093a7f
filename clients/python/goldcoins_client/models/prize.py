from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Prize")


@_attrs_define
class Prize:
    """
    Attributes:
        token_id (int):
        ppm (int): Millionths of one coin; 1000000 is a whole coin.
        name (None | str):
        issuer (None | str):
        series (None | str):
        condition (None | str):
        image (None | str):
        fine_weight (float | None):
    """

    token_id: int
    ppm: int
    name: None | str
    issuer: None | str
    series: None | str
    condition: None | str
    image: None | str
    fine_weight: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token_id = self.token_id

        ppm = self.ppm

        name: None | str
        name = self.name

        issuer: None | str
        issuer = self.issuer

        series: None | str
        series = self.series

        condition: None | str
        condition = self.condition

        image: None | str
        image = self.image

        fine_weight: float | None
        fine_weight = self.fine_weight

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tokenId": token_id,
                "ppm": ppm,
                "name": name,
                "issuer": issuer,
                "series": series,
                "condition": condition,
                "image": image,
                "fineWeight": fine_weight,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token_id = d.pop("tokenId")

        ppm = d.pop("ppm")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_issuer(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        issuer = _parse_issuer(d.pop("issuer"))

        def _parse_series(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        series = _parse_series(d.pop("series"))

        def _parse_condition(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        condition = _parse_condition(d.pop("condition"))

        def _parse_image(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        image = _parse_image(d.pop("image"))

        def _parse_fine_weight(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        fine_weight = _parse_fine_weight(d.pop("fineWeight"))

        prize = cls(
            token_id=token_id,
            ppm=ppm,
            name=name,
            issuer=issuer,
            series=series,
            condition=condition,
            image=image,
            fine_weight=fine_weight,
        )

        prize.additional_properties = d
        return prize

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
