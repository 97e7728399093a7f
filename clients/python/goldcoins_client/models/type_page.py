from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.search_match import SearchMatch
    from ..models.type_summary import TypeSummary


T = TypeVar("T", bound="TypePage")


@_attrs_define
class TypePage:
    """A page of types.

    Attributes:
        data (list[None | TypeSummary]):
        page (int):
        page_size (int):
        total (int):
        total_pages (int): ceil(total / pageSize); 0 when total is 0.
        match (SearchMatch | Unset): How well a search's matches match it, on every page of a search (`q`) and on no
            other list. A query's distinctive terms are its words that are not common in the catalogue (a word in more than
            half of the types, such as `gold`, is common; so is a misspelling of only common words) and its years, sizes and
            face values. When `best` is less than `terms`, no coin matches every distinctive term: show the items as related
            coins, not as the coin asked for; when `best` is 0, nothing matched a distinctive term at all (a coin the
            catalogue lacks, or only common words typed). Example: {'terms': 2, 'best': 1, 'items': [1, 1, 1]}.
    """

    data: list[None | TypeSummary]
    page: int
    page_size: int
    total: int
    total_pages: int
    match: SearchMatch | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.type_summary import TypeSummary  # noqa: PLC0415

        data = []
        for data_item_data in self.data:
            data_item: dict[str, Any] | None
            if isinstance(data_item_data, TypeSummary):
                data_item = data_item_data.to_dict()
            else:
                data_item = data_item_data
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
        from ..models.search_match import SearchMatch  # noqa: PLC0415
        from ..models.type_summary import TypeSummary  # noqa: PLC0415

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:

            def _parse_data_item(data: object) -> None | TypeSummary:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    data_item_type_0 = TypeSummary.from_dict(data)

                    return data_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(None | TypeSummary, data)

            data_item = _parse_data_item(data_item_data)

            data.append(data_item)

        page = d.pop("page")

        page_size = d.pop("pageSize")

        total = d.pop("total")

        total_pages = d.pop("totalPages")

        _match = d.pop("match", UNSET)
        match: SearchMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = SearchMatch.from_dict(_match)

        type_page = cls(
            data=data,
            page=page,
            page_size=page_size,
            total=total,
            total_pages=total_pages,
            match=match,
        )

        type_page.additional_properties = d
        return type_page

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
