from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.type_change import TypeChange


T = TypeVar("T", bound="TypeChangePage")


@_attrs_define
class TypeChangePage:
    """A page of changes, in the order to apply them.

    Attributes:
        data (list[TypeChange]):
        page (int):
        page_size (int):
        total (int):
        total_pages (int): ceil(total / pageSize); 0 when total is 0.
    """

    data: list[TypeChange]
    page: int
    page_size: int
    total: int
    total_pages: int
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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.type_change import TypeChange  # noqa: PLC0415

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = TypeChange.from_dict(data_item_data)

            data.append(data_item)

        page = d.pop("page")

        page_size = d.pop("pageSize")

        total = d.pop("total")

        total_pages = d.pop("totalPages")

        type_change_page = cls(
            data=data,
            page=page,
            page_size=page_size,
            total=total,
            total_pages=total_pages,
        )

        type_change_page.additional_properties = d
        return type_change_page

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
