from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.issuer_list_item import IssuerListItem
    from ..models.issuer_match import IssuerMatch


T = TypeVar("T", bound="IssuerPage")


@_attrs_define
class IssuerPage:
    """A page of issuers.

    Attributes:
        data (list[IssuerListItem]):
        page (int):
        page_size (int):
        total (int):
        total_pages (int): ceil(total / pageSize); 0 when total is 0.
        match (IssuerMatch | Unset): Which issuer of each listed issuer's tree matched a search (`q`), on a search's
            pages only: the issuer itself where its own names (name and aliases) hold every word, else the one beneath it
            holding the most words, nearest the top. Example: {'items': [{'id': '96', 'name': 'Kingdom of Prussia', 'slug':
            'prussia'}]}.
    """

    data: list[IssuerListItem]
    page: int
    page_size: int
    total: int
    total_pages: int
    match: IssuerMatch | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        page = self.page

        page_size = self.page_size

        total = self.total

        total_pages = self.total_pages

        match: dict[str, Any] | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "page": page,
                "pageSize": page_size,
                "total": total,
                "totalPages": total_pages,
            }
        )
        if match is not UNSET:
            field_dict["match"] = match

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.issuer_list_item import IssuerListItem  # noqa: PLC0415
        from ..models.issuer_match import IssuerMatch  # noqa: PLC0415

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = IssuerListItem.from_dict(data_item_data)

            data.append(data_item)

        page = d.pop("page")

        page_size = d.pop("pageSize")

        total = d.pop("total")

        total_pages = d.pop("totalPages")

        _match = d.pop("match", UNSET)
        match: IssuerMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = IssuerMatch.from_dict(_match)

        issuer_page = cls(
            data=data,
            page=page,
            page_size=page_size,
            total=total,
            total_pages=total_pages,
            match=match,
        )

        issuer_page.additional_properties = d
        return issuer_page

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
