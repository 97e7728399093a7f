from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.series_identity import SeriesIdentity
    from ..models.slug_identity import SlugIdentity


T = TypeVar("T", bound="CatalogueIdentities")


@_attrs_define
class CatalogueIdentities:
    """
    Attributes:
        issuers (list[SlugIdentity]):
        series (list[SeriesIdentity]):
        mints (list[SlugIdentity]):
    """

    issuers: list[SlugIdentity]
    series: list[SeriesIdentity]
    mints: list[SlugIdentity]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        issuers = []
        for issuers_item_data in self.issuers:
            issuers_item = issuers_item_data.to_dict()
            issuers.append(issuers_item)

        series = []
        for series_item_data in self.series:
            series_item = series_item_data.to_dict()
            series.append(series_item)

        mints = []
        for mints_item_data in self.mints:
            mints_item = mints_item_data.to_dict()
            mints.append(mints_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "issuers": issuers,
                "series": series,
                "mints": mints,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.series_identity import SeriesIdentity  # noqa: PLC0415
        from ..models.slug_identity import SlugIdentity  # noqa: PLC0415

        d = dict(src_dict)
        issuers = []
        _issuers = d.pop("issuers")
        for issuers_item_data in _issuers:
            issuers_item = SlugIdentity.from_dict(issuers_item_data)

            issuers.append(issuers_item)

        series = []
        _series = d.pop("series")
        for series_item_data in _series:
            series_item = SeriesIdentity.from_dict(series_item_data)

            series.append(series_item)

        mints = []
        _mints = d.pop("mints")
        for mints_item_data in _mints:
            mints_item = SlugIdentity.from_dict(mints_item_data)

            mints.append(mints_item)

        catalogue_identities = cls(
            issuers=issuers,
            series=series,
            mints=mints,
        )

        catalogue_identities.additional_properties = d
        return catalogue_identities

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
