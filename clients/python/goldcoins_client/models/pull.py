from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pull_state import PullState

if TYPE_CHECKING:
    from ..models.settlement import Settlement


T = TypeVar("T", bound="Pull")


@_attrs_define
class Pull:
    """
    Attributes:
        request_id (str): Randomness-oracle request id (decimal).
        tier (int):
        price (str): Stablecoin base units as a decimal string (six decimals). Example: 25000000.
        opened_at (int): Unix seconds.
        tx_hash (str):
        state (PullState):
        settlement (None | Settlement): Present once settled.
    """

    request_id: str
    tier: int
    price: str
    opened_at: int
    tx_hash: str
    state: PullState
    settlement: None | Settlement
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.settlement import Settlement  # noqa: PLC0415

        request_id = self.request_id

        tier = self.tier

        price = self.price

        opened_at = self.opened_at

        tx_hash = self.tx_hash

        state = self.state.value

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, Settlement):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "requestId": request_id,
                "tier": tier,
                "price": price,
                "openedAt": opened_at,
                "txHash": tx_hash,
                "state": state,
                "settlement": settlement,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.settlement import Settlement  # noqa: PLC0415

        d = dict(src_dict)
        request_id = d.pop("requestId")

        tier = d.pop("tier")

        price = d.pop("price")

        opened_at = d.pop("openedAt")

        tx_hash = d.pop("txHash")

        state = PullState(d.pop("state"))

        def _parse_settlement(data: object) -> None | Settlement:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = Settlement.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Settlement, data)

        settlement = _parse_settlement(d.pop("settlement"))

        pull = cls(
            request_id=request_id,
            tier=tier,
            price=price,
            opened_at=opened_at,
            tx_hash=tx_hash,
            state=state,
            settlement=settlement,
        )

        pull.additional_properties = d
        return pull

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
