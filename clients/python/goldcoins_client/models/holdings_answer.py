from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.holding import Holding


T = TypeVar("T", bound="Holdings")


@_attrs_define
class Holdings:
    """
    Attributes:
        address (None | str):
        chain_id (int):
        machine (str):
        fractions (str):
        desk (str):
        desk_open (bool): False while the desk is paused or its reserve is empty.
        reserve (str): Stablecoin base units as a decimal string (six decimals). Example: 25000000.
        desk_approved (bool):
        holdings (list[Holding]):
    """

    address: None | str
    chain_id: int
    machine: str
    fractions: str
    desk: str
    desk_open: bool
    reserve: str
    desk_approved: bool
    holdings: list[Holding]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        address: None | str
        address = self.address

        chain_id = self.chain_id

        machine = self.machine

        fractions = self.fractions

        desk = self.desk

        desk_open = self.desk_open

        reserve = self.reserve

        desk_approved = self.desk_approved

        holdings = []
        for holdings_item_data in self.holdings:
            holdings_item = holdings_item_data.to_dict()
            holdings.append(holdings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "address": address,
                "chainId": chain_id,
                "machine": machine,
                "fractions": fractions,
                "desk": desk,
                "deskOpen": desk_open,
                "reserve": reserve,
                "deskApproved": desk_approved,
                "holdings": holdings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.holding import Holding  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_address(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        address = _parse_address(d.pop("address"))

        chain_id = d.pop("chainId")

        machine = d.pop("machine")

        fractions = d.pop("fractions")

        desk = d.pop("desk")

        desk_open = d.pop("deskOpen")

        reserve = d.pop("reserve")

        desk_approved = d.pop("deskApproved")

        holdings = []
        _holdings = d.pop("holdings")
        for holdings_item_data in _holdings:
            holdings_item = Holding.from_dict(holdings_item_data)

            holdings.append(holdings_item)

        holdings_answer = cls(
            address=address,
            chain_id=chain_id,
            machine=machine,
            fractions=fractions,
            desk=desk,
            desk_open=desk_open,
            reserve=reserve,
            desk_approved=desk_approved,
            holdings=holdings,
        )

        holdings_answer.additional_properties = d
        return holdings_answer

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
