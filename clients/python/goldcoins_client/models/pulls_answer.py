from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.pull import Pull


T = TypeVar("T", bound="Pulls")


@_attrs_define
class Pulls:
    """
    Attributes:
        address (None | str): Null when the account has no wallet; the list is then empty.
        machine (str):
        chain_id (int):
        pulls (list[Pull]): Newest first.
    """

    address: None | str
    machine: str
    chain_id: int
    pulls: list[Pull]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        address: None | str
        address = self.address

        machine = self.machine

        chain_id = self.chain_id

        pulls = []
        for pulls_item_data in self.pulls:
            pulls_item = pulls_item_data.to_dict()
            pulls.append(pulls_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "address": address,
                "machine": machine,
                "chainId": chain_id,
                "pulls": pulls,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pull import Pull  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_address(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        address = _parse_address(d.pop("address"))

        machine = d.pop("machine")

        chain_id = d.pop("chainId")

        pulls = []
        _pulls = d.pop("pulls")
        for pulls_item_data in _pulls:
            pulls_item = Pull.from_dict(pulls_item_data)

            pulls.append(pulls_item)

        pulls_answer = cls(
            address=address,
            machine=machine,
            chain_id=chain_id,
            pulls=pulls,
        )

        pulls_answer.additional_properties = d
        return pulls_answer

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
