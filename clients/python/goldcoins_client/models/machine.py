from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.pool_entry import PoolEntry


T = TypeVar("T", bound="Machine")


@_attrs_define
class Machine:
    """
    Attributes:
        tier (int):
        price (str): Stablecoin base units as a decimal string (six decimals). Example: 25000000.
        open_ (bool): False when no price is set or the pool is empty.
        pool (list[PoolEntry]):
    """

    tier: int
    price: str
    open_: bool
    pool: list[PoolEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        tier = self.tier

        price = self.price

        open_ = self.open_

        pool = []
        for pool_item_data in self.pool:
            pool_item = pool_item_data.to_dict()
            pool.append(pool_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tier": tier,
                "price": price,
                "open": open_,
                "pool": pool,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pool_entry import PoolEntry  # noqa: PLC0415

        d = dict(src_dict)
        tier = d.pop("tier")

        price = d.pop("price")

        open_ = d.pop("open")

        pool = []
        _pool = d.pop("pool")
        for pool_item_data in _pool:
            pool_item = PoolEntry.from_dict(pool_item_data)

            pool.append(pool_item)

        machine = cls(
            tier=tier,
            price=price,
            open_=open_,
            pool=pool,
        )

        machine.additional_properties = d
        return machine

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
