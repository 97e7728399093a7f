from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.finish import Finish

if TYPE_CHECKING:
    from ..models.mint_ref import MintRef


T = TypeVar("T", bound="Issue")


@_attrs_define
class Issue:
    """One year, mint and finish of a type.

    Attributes:
        id (str):
        is_dated (bool):
        year (int | None):
        gregorian_year (int | None):
        min_year (int | None):
        max_year (int | None):
        mint_letter (str):
        mint (MintRef | None):
        marks (list[str]):
        finish (Finish):
        variety (str):
        mintage (int | None):
        references (list[str]):
        comment (None | str):
    """

    id: str
    is_dated: bool
    year: int | None
    gregorian_year: int | None
    min_year: int | None
    max_year: int | None
    mint_letter: str
    mint: MintRef | None
    marks: list[str]
    finish: Finish
    variety: str
    mintage: int | None
    references: list[str]
    comment: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.mint_ref import MintRef  # noqa: PLC0415

        id = self.id

        is_dated = self.is_dated

        year: int | None
        year = self.year

        gregorian_year: int | None
        gregorian_year = self.gregorian_year

        min_year: int | None
        min_year = self.min_year

        max_year: int | None
        max_year = self.max_year

        mint_letter = self.mint_letter

        mint: dict[str, Any] | None
        if isinstance(self.mint, MintRef):
            mint = self.mint.to_dict()
        else:
            mint = self.mint

        marks = self.marks

        finish = self.finish.value

        variety = self.variety

        mintage: int | None
        mintage = self.mintage

        references = self.references

        comment: None | str
        comment = self.comment

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "isDated": is_dated,
                "year": year,
                "gregorianYear": gregorian_year,
                "minYear": min_year,
                "maxYear": max_year,
                "mintLetter": mint_letter,
                "mint": mint,
                "marks": marks,
                "finish": finish,
                "variety": variety,
                "mintage": mintage,
                "references": references,
                "comment": comment,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mint_ref import MintRef  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        is_dated = d.pop("isDated")

        def _parse_year(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        year = _parse_year(d.pop("year"))

        def _parse_gregorian_year(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        gregorian_year = _parse_gregorian_year(d.pop("gregorianYear"))

        def _parse_min_year(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        min_year = _parse_min_year(d.pop("minYear"))

        def _parse_max_year(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_year = _parse_max_year(d.pop("maxYear"))

        mint_letter = d.pop("mintLetter")

        def _parse_mint(data: object) -> MintRef | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                mint_type_0 = MintRef.from_dict(data)

                return mint_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MintRef | None, data)

        mint = _parse_mint(d.pop("mint"))

        marks = cast(list[str], d.pop("marks"))

        finish = Finish(d.pop("finish"))

        variety = d.pop("variety")

        def _parse_mintage(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        mintage = _parse_mintage(d.pop("mintage"))

        references = cast(list[str], d.pop("references"))

        def _parse_comment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        comment = _parse_comment(d.pop("comment"))

        issue = cls(
            id=id,
            is_dated=is_dated,
            year=year,
            gregorian_year=gregorian_year,
            min_year=min_year,
            max_year=max_year,
            mint_letter=mint_letter,
            mint=mint,
            marks=marks,
            finish=finish,
            variety=variety,
            mintage=mintage,
            references=references,
            comment=comment,
        )

        issue.additional_properties = d
        return issue

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
