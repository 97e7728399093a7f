from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TypeIdentity")


@_attrs_define
class TypeIdentity:
    """
    Attributes:
        issuer_slug (str): The ROOT issuer slug.
        series_slug (str):
        slug (str):
        updated_at (datetime.date):  Example: 2024-05-01.
    """

    issuer_slug: str
    series_slug: str
    slug: str
    updated_at: datetime.date
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        issuer_slug = self.issuer_slug

        series_slug = self.series_slug

        slug = self.slug

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "issuerSlug": issuer_slug,
                "seriesSlug": series_slug,
                "slug": slug,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        issuer_slug = d.pop("issuerSlug")

        series_slug = d.pop("seriesSlug")

        slug = d.pop("slug")

        updated_at = datetime.date.fromisoformat(d.pop("updatedAt"))

        type_identity = cls(
            issuer_slug=issuer_slug,
            series_slug=series_slug,
            slug=slug,
            updated_at=updated_at,
        )

        type_identity.additional_properties = d
        return type_identity

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
