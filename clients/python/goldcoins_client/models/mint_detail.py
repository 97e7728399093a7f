from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mint_series import MintSeries
    from ..models.stats import Stats


T = TypeVar("T", bound="MintDetail")


@_attrs_define
class MintDetail:
    """
    Attributes:
        id (str):
        name (str):
        slug (str):
        updated_at (datetime.datetime): When an import last changed this record's own fields (not the records beneath
            it): what `updatedSince` compares.
        letter (None | str):
        series (list[MintSeries]):
        stats (Stats): Figures over every type beneath an issuer, in a series or struck by a mint.
    """

    id: str
    name: str
    slug: str
    updated_at: datetime.datetime
    letter: None | str
    series: list[MintSeries]
    stats: Stats
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        slug = self.slug

        updated_at = self.updated_at.isoformat()

        letter: None | str
        letter = self.letter

        series = []
        for series_item_data in self.series:
            series_item = series_item_data.to_dict()
            series.append(series_item)

        stats = self.stats.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "slug": slug,
                "updatedAt": updated_at,
                "letter": letter,
                "series": series,
                "stats": stats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mint_series import MintSeries  # noqa: PLC0415
        from ..models.stats import Stats  # noqa: PLC0415

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

        series = []
        _series = d.pop("series")
        for series_item_data in _series:
            series_item = MintSeries.from_dict(series_item_data)

            series.append(series_item)

        stats = Stats.from_dict(d.pop("stats"))

        mint_detail = cls(
            id=id,
            name=name,
            slug=slug,
            updated_at=updated_at,
            letter=letter,
            series=series,
            stats=stats,
        )

        mint_detail.additional_properties = d
        return mint_detail

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
