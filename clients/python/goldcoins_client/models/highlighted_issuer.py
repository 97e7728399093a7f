from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.picture import Picture


T = TypeVar("T", bound="HighlightedIssuer")


@_attrs_define
class HighlightedIssuer:
    """
    Attributes:
        id (str):
        name (str):
        slug (str):
        picture (None | Picture):
    """

    id: str
    name: str
    slug: str
    picture: None | Picture
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.picture import Picture  # noqa: PLC0415

        id = self.id

        name = self.name

        slug = self.slug

        picture: dict[str, Any] | None
        if isinstance(self.picture, Picture):
            picture = self.picture.to_dict()
        else:
            picture = self.picture

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "slug": slug,
                "picture": picture,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.picture import Picture  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        slug = d.pop("slug")

        def _parse_picture(data: object) -> None | Picture:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                picture_type_0 = Picture.from_dict(data)

                return picture_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Picture, data)

        picture = _parse_picture(d.pop("picture"))

        highlighted_issuer = cls(
            id=id,
            name=name,
            slug=slug,
            picture=picture,
        )

        highlighted_issuer.additional_properties = d
        return highlighted_issuer

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
