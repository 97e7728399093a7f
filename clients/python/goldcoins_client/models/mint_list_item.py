from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.picture import Picture


T = TypeVar("T", bound="MintListItem")


@_attrs_define
class MintListItem:
    """
    Attributes:
        id (str):
        name (str):
        slug (str):
        updated_at (datetime.datetime): When an import last changed this record's own fields (not the records beneath
            it): what `updatedSince` compares.
        letter (None | str):
        series_count (int): Series that name this mint as the one striking them.
        issue_count (int): Issues carrying this mint's letter; 0 for a mint that uses no letter (`stats` describes what
            it struck).
        picture (None | Picture):
    """

    id: str
    name: str
    slug: str
    updated_at: datetime.datetime
    letter: None | str
    series_count: int
    issue_count: int
    picture: None | Picture
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.picture import Picture  # noqa: PLC0415

        id = self.id

        name = self.name

        slug = self.slug

        updated_at = self.updated_at.isoformat()

        letter: None | str
        letter = self.letter

        series_count = self.series_count

        issue_count = self.issue_count

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
                "updatedAt": updated_at,
                "letter": letter,
                "seriesCount": series_count,
                "issueCount": issue_count,
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

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        def _parse_letter(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        letter = _parse_letter(d.pop("letter"))

        series_count = d.pop("seriesCount")

        issue_count = d.pop("issueCount")

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

        mint_list_item = cls(
            id=id,
            name=name,
            slug=slug,
            updated_at=updated_at,
            letter=letter,
            series_count=series_count,
            issue_count=issue_count,
            picture=picture,
        )

        mint_list_item.additional_properties = d
        return mint_list_item

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
