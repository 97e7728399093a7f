from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.type_change_change import TypeChangeChange

T = TypeVar("T", bound="TypeChange")


@_attrs_define
class TypeChange:
    """
    Attributes:
        id (str): The type's id (a removed type's, by which a mirror drops it).
        issuer_slug (str): The ROOT issuer slug (a removed type's: the one it had).
        series_slug (str):
        slug (str):
        change (TypeChangeChange): `created`: new since; `changed`: its record changed (or it was created before the
            database recorded creations); `removed`: gone.
        at (datetime.datetime): When the import made the change (UTC).
    """

    id: str
    issuer_slug: str
    series_slug: str
    slug: str
    change: TypeChangeChange
    at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        issuer_slug = self.issuer_slug

        series_slug = self.series_slug

        slug = self.slug

        change = self.change.value

        at = self.at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "issuerSlug": issuer_slug,
                "seriesSlug": series_slug,
                "slug": slug,
                "change": change,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        issuer_slug = d.pop("issuerSlug")

        series_slug = d.pop("seriesSlug")

        slug = d.pop("slug")

        change = TypeChangeChange(d.pop("change"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        type_change = cls(
            id=id,
            issuer_slug=issuer_slug,
            series_slug=series_slug,
            slug=slug,
            change=change,
            at=at,
        )

        type_change.additional_properties = d
        return type_change

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
