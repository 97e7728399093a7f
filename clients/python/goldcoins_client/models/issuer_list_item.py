from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.picture import Picture
    from ..models.ref import Ref


T = TypeVar("T", bound="IssuerListItem")


@_attrs_define
class IssuerListItem:
    """
    Attributes:
        id (str):
        name (str):
        slug (str):
        aliases (list[str]): Other names people use for the issuer: its name in its own language and script, everyday
            and historical names, its demonym ("Deutschland", "German"; "Holland", "Dutch"; "Persia"). Searched as its name
            by `q` here and on `/types`.
        updated_at (datetime.datetime): When an import last changed this record's own fields (not the records beneath
            it): what `updatedSince` compares.
        parent (None | Ref):
        is_root (bool):
        series_count (int): Series filed under this issuer or any issuer beneath it.
        type_count (int): Types whose stated issuer is this issuer or one beneath it.
        picture (None | Picture):
    """

    id: str
    name: str
    slug: str
    aliases: list[str]
    updated_at: datetime.datetime
    parent: None | Ref
    is_root: bool
    series_count: int
    type_count: int
    picture: None | Picture
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.picture import Picture  # noqa: PLC0415
        from ..models.ref import Ref  # noqa: PLC0415

        id = self.id

        name = self.name

        slug = self.slug

        aliases = self.aliases

        updated_at = self.updated_at.isoformat()

        parent: dict[str, Any] | None
        if isinstance(self.parent, Ref):
            parent = self.parent.to_dict()
        else:
            parent = self.parent

        is_root = self.is_root

        series_count = self.series_count

        type_count = self.type_count

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
                "aliases": aliases,
                "updatedAt": updated_at,
                "parent": parent,
                "isRoot": is_root,
                "seriesCount": series_count,
                "typeCount": type_count,
                "picture": picture,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.picture import Picture  # noqa: PLC0415
        from ..models.ref import Ref  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        slug = d.pop("slug")

        aliases = cast(list[str], d.pop("aliases"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        def _parse_parent(data: object) -> None | Ref:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                parent_type_0 = Ref.from_dict(data)

                return parent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Ref, data)

        parent = _parse_parent(d.pop("parent"))

        is_root = d.pop("isRoot")

        series_count = d.pop("seriesCount")

        type_count = d.pop("typeCount")

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

        issuer_list_item = cls(
            id=id,
            name=name,
            slug=slug,
            aliases=aliases,
            updated_at=updated_at,
            parent=parent,
            is_root=is_root,
            series_count=series_count,
            type_count=type_count,
            picture=picture,
        )

        issuer_list_item.additional_properties = d
        return issuer_list_item

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
