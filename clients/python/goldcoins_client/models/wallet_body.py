from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.wallet import Wallet


T = TypeVar("T", bound="WalletBody")


@_attrs_define
class WalletBody:
    """
    Attributes:
        wallet (None | Wallet): Null while the account has no wallet (the normal state).
    """

    wallet: None | Wallet
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet import Wallet  # noqa: PLC0415

        wallet: dict[str, Any] | None
        if isinstance(self.wallet, Wallet):
            wallet = self.wallet.to_dict()
        else:
            wallet = self.wallet

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "wallet": wallet,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet import Wallet  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_wallet(data: object) -> None | Wallet:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                wallet_type_0 = Wallet.from_dict(data)

                return wallet_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Wallet, data)

        wallet = _parse_wallet(d.pop("wallet"))

        wallet_body = cls(
            wallet=wallet,
        )

        wallet_body.additional_properties = d
        return wallet_body

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
