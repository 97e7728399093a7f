from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.issuer_node import IssuerNode
    from ..models.picture import Picture
    from ..models.source import Source
    from ..models.stats import Stats


T = TypeVar("T", bound="IssuerDetail")


@_attrs_define
class IssuerDetail:
    """A root issuer with its tree and figures.

    Attributes:
        id (str):
        name (str):
        slug (str):
        aliases (list[str]): Other names people use for the issuer: its name in its own language and script, everyday
            and historical names, its demonym ("Deutschland", "German"; "Holland", "Dutch"; "Persia"). Searched as its name
            by `q` here and on `/types`.
        sources (list[Source]): The pages that use the issuer's `aliases` (each covering `names`); empty when it has
            none.
        updated_at (datetime.datetime): When an import last changed this record's own fields (not the records beneath
            it): what `updatedSince` compares.
        children (list[IssuerNode]):
        series_count (int): Series filed anywhere in the tree.
        type_count (int): Types anywhere in the tree.
        picture (None | Picture):
        stats (Stats): Figures over every type beneath an issuer, in a series or struck by a mint.
    """

    id: str
    name: str
    slug: str
    aliases: list[str]
    sources: list[Source]
    updated_at: datetime.datetime
    children: list[IssuerNode]
    series_count: int
    type_count: int
    picture: None | Picture
    stats: Stats
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.picture import Picture  # noqa: PLC0415

        id = self.id

        name = self.name

        slug = self.slug

        aliases = self.aliases

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)

        updated_at = self.updated_at.isoformat()

        children = []
        for children_item_data in self.children:
            children_item = children_item_data.to_dict()
            children.append(children_item)

        series_count = self.series_count

        type_count = self.type_count

        picture: dict[str, Any] | None
        if isinstance(self.picture, Picture):
            picture = self.picture.to_dict()
        else:
            picture = self.picture

        stats = self.stats.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "slug": slug,
                "aliases": aliases,
                "sources": sources,
                "updatedAt": updated_at,
                "children": children,
                "seriesCount": series_count,
                "typeCount": type_count,
                "picture": picture,
                "stats": stats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.issuer_node import IssuerNode  # noqa: PLC0415
        from ..models.picture import Picture  # noqa: PLC0415
        from ..models.source import Source  # noqa: PLC0415
        from ..models.stats import Stats  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        slug = d.pop("slug")

        aliases = cast(list[str], d.pop("aliases"))

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in _sources:
            sources_item = Source.from_dict(sources_item_data)

            sources.append(sources_item)

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        children = []
        _children = d.pop("children")
        for children_item_data in _children:
            children_item = IssuerNode.from_dict(children_item_data)

            children.append(children_item)

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

        stats = Stats.from_dict(d.pop("stats"))

        issuer_detail = cls(
            id=id,
            name=name,
            slug=slug,
            aliases=aliases,
            sources=sources,
            updated_at=updated_at,
            children=children,
            series_count=series_count,
            type_count=type_count,
            picture=picture,
            stats=stats,
        )

        issuer_detail.additional_properties = d
        return issuer_detail

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
