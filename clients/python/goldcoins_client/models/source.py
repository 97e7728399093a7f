from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.source_coverage import SourceCoverage

T = TypeVar("T", bound="Source")


@_attrs_define
class Source:
    """A published source of a type's figures: the issuing authority or mint first, then the coinage law, a standard
    catalogue, a numismatic reference where no primary source can be had.

        Attributes:
            title (str):
            url (str):
            covers (list[SourceCoverage]): What the source supports: the physical specification (weights, fineness,
                diameter, thickness, edge), the years struck, the mintages, the design, the catalogue references, the names
                collectors use (the type's aliases).
    """

    title: str
    url: str
    covers: list[SourceCoverage]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        url = self.url

        covers = []
        for covers_item_data in self.covers:
            covers_item = covers_item_data.value
            covers.append(covers_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "title": title,
                "url": url,
                "covers": covers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        url = d.pop("url")

        covers = []
        _covers = d.pop("covers")
        for covers_item_data in _covers:
            covers_item = SourceCoverage(covers_item_data)

            covers.append(covers_item)

        source = cls(
            title=title,
            url=url,
            covers=covers,
        )

        source.additional_properties = d
        return source

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
