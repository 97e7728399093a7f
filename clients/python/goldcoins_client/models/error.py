from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Error")


@_attrs_define
class Error:
    """Every failure answers with this JSON body, whatever the Accept header says.

    Attributes:
        error (str): Stable machine-readable code, safe to branch on; never repurposed within a version. The codes are
            listed in the Errors section of the docs page. Example: not_found.
        message (str | Unset): Prose for people; may be reworded.
        hint (str | Unset): What to change about the request.
        docs (str | Unset): The docs page anchor for this code. Example: https://api.example.org/v1/docs#errors-
            not_found.
    """

    error: str
    message: str | Unset = UNSET
    hint: str | Unset = UNSET
    docs: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        error = self.error

        message = self.message

        hint = self.hint

        docs = self.docs

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if hint is not UNSET:
            field_dict["hint"] = hint
        if docs is not UNSET:
            field_dict["docs"] = docs

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        error = d.pop("error")

        message = d.pop("message", UNSET)

        hint = d.pop("hint", UNSET)

        docs = d.pop("docs", UNSET)

        error = cls(
            error=error,
            message=message,
            hint=hint,
            docs=docs,
        )

        error.additional_properties = d
        return error

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
