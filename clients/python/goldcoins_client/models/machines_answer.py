from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.machine import Machine
    from ..models.odds_row import OddsRow


T = TypeVar("T", bound="Machines")


@_attrs_define
class Machines:
    """Pull machine configuration, read from the chain.

    Attributes:
        address (str):
        chain_id (int):
        odds_version (int):
        odds (list[OddsRow]):
        machines (list[Machine]):
    """

    address: str
    chain_id: int
    odds_version: int
    odds: list[OddsRow]
    machines: list[Machine]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        address = self.address

        chain_id = self.chain_id

        odds_version = self.odds_version

        odds = []
        for odds_item_data in self.odds:
            odds_item = odds_item_data.to_dict()
            odds.append(odds_item)

        machines = []
        for machines_item_data in self.machines:
            machines_item = machines_item_data.to_dict()
            machines.append(machines_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "address": address,
                "chainId": chain_id,
                "oddsVersion": odds_version,
                "odds": odds,
                "machines": machines,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.machine import Machine  # noqa: PLC0415
        from ..models.odds_row import OddsRow  # noqa: PLC0415

        d = dict(src_dict)
        address = d.pop("address")

        chain_id = d.pop("chainId")

        odds_version = d.pop("oddsVersion")

        odds = []
        _odds = d.pop("odds")
        for odds_item_data in _odds:
            odds_item = OddsRow.from_dict(odds_item_data)

            odds.append(odds_item)

        machines = []
        _machines = d.pop("machines")
        for machines_item_data in _machines:
            machines_item = Machine.from_dict(machines_item_data)

            machines.append(machines_item)

        machines_answer = cls(
            address=address,
            chain_id=chain_id,
            odds_version=odds_version,
            odds=odds,
            machines=machines,
        )

        machines_answer.additional_properties = d
        return machines_answer

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
