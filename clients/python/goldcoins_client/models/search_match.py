from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SearchMatch")


@_attrs_define
class SearchMatch:
    """How well a search's matches match it, on every page of a search (`q`) and on no other list. A query's distinctive
    terms are its words that are not common in the catalogue (a word in more than half of the types, such as `gold`, is
    common; so is a misspelling of only common words) and its years, sizes and face values. When `best` is less than
    `terms`, no coin matches every distinctive term: show the items as related coins, not as the coin asked for; when
    `best` is 0, nothing matched a distinctive term at all (a coin the catalogue lacks, or only common words typed).

        Example:
            {'terms': 2, 'best': 1, 'items': [1, 1, 1]}

        Attributes:
            terms (int): The query's distinctive terms.
            best (int): The most distinctive terms any match holds (over every match, not this page only).
            items (list[int]): For each item of `data`, in its order, the distinctive terms it holds.
    """

    terms: int
    best: int
    items: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        terms = self.terms

        best = self.best

        items = self.items

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "terms": terms,
                "best": best,
                "items": items,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        terms = d.pop("terms")

        best = d.pop("best")

        items = cast(list[int], d.pop("items"))

        search_match = cls(
            terms=terms,
            best=best,
            items=items,
        )

        search_match.additional_properties = d
        return search_match

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
