from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.size_label import SizeLabel

if TYPE_CHECKING:
    from ..models.mint_ref import MintRef
    from ..models.number_range import NumberRange
    from ..models.year_range import YearRange


T = TypeVar("T", bound="Stats")


@_attrs_define
class Stats:
    """Figures over every type beneath an issuer, in a series or struck by a mint.

    Attributes:
        year_range (YearRange): First and last year struck; null without types (`max` null while still struck).
        size_range (NumberRange): Least and greatest of a figure; null without types.
        fine_weight_range (NumberRange): Least and greatest of a figure; null without types.
        finenesses (list[float]):
        weight_classes (list[SizeLabel]):
        mints (list[MintRef]):
    """

    year_range: YearRange
    size_range: NumberRange
    fine_weight_range: NumberRange
    finenesses: list[float]
    weight_classes: list[SizeLabel]
    mints: list[MintRef]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        year_range = self.year_range.to_dict()

        size_range = self.size_range.to_dict()

        fine_weight_range = self.fine_weight_range.to_dict()

        finenesses = self.finenesses

        weight_classes = []
        for weight_classes_item_data in self.weight_classes:
            weight_classes_item = weight_classes_item_data.value
            weight_classes.append(weight_classes_item)

        mints = []
        for mints_item_data in self.mints:
            mints_item = mints_item_data.to_dict()
            mints.append(mints_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "yearRange": year_range,
                "sizeRange": size_range,
                "fineWeightRange": fine_weight_range,
                "finenesses": finenesses,
                "weightClasses": weight_classes,
                "mints": mints,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mint_ref import MintRef  # noqa: PLC0415
        from ..models.number_range import NumberRange  # noqa: PLC0415
        from ..models.year_range import YearRange  # noqa: PLC0415

        d = dict(src_dict)
        year_range = YearRange.from_dict(d.pop("yearRange"))

        size_range = NumberRange.from_dict(d.pop("sizeRange"))

        fine_weight_range = NumberRange.from_dict(d.pop("fineWeightRange"))

        finenesses = cast(list[float], d.pop("finenesses"))

        weight_classes = []
        _weight_classes = d.pop("weightClasses")
        for weight_classes_item_data in _weight_classes:
            weight_classes_item = SizeLabel(weight_classes_item_data)

            weight_classes.append(weight_classes_item)

        mints = []
        _mints = d.pop("mints")
        for mints_item_data in _mints:
            mints_item = MintRef.from_dict(mints_item_data)

            mints.append(mints_item)

        stats = cls(
            year_range=year_range,
            size_range=size_range,
            fine_weight_range=fine_weight_range,
            finenesses=finenesses,
            weight_classes=weight_classes,
            mints=mints,
        )

        stats.additional_properties = d
        return stats

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
