from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NumberRange")


@_attrs_define
class NumberRange:
    """Least and greatest of a figure; null without types.

    Attributes:
        min_ (float | None):
        max_ (float | None):
    """

    min_: float | None
    max_: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        min_: float | None
        min_ = self.min_

        max_: float | None
        max_ = self.max_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "min": min_,
                "max": max_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_min_(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        min_ = _parse_min_(d.pop("min"))

        def _parse_max_(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        max_ = _parse_max_(d.pop("max"))

        number_range = cls(
            min_=min_,
            max_=max_,
        )

        number_range.additional_properties = d
        return number_range

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
