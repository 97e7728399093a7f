from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Holding")


@_attrs_define
class Holding:
    """
    Attributes:
        token_id (int):
        name (None | str):
        issuer (None | str):
        series (None | str):
        condition (None | str):
        image (None | str):
        fine_weight (float | None):
        owed_ppm (int): Won, not yet minted.
        balance_ppm (int): Minted, in the wallet.
        house_price (str): Stablecoin base units as a decimal string (six decimals). Example: 25000000.
        bid_bps (int): Desk payout in basis points of the house price.
        stale (bool):
        quote (None | str): Desk payout for the whole holding now; null when stale or unlisted.
    """

    token_id: int
    name: None | str
    issuer: None | str
    series: None | str
    condition: None | str
    image: None | str
    fine_weight: float | None
    owed_ppm: int
    balance_ppm: int
    house_price: str
    bid_bps: int
    stale: bool
    quote: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token_id = self.token_id

        name: None | str
        name = self.name

        issuer: None | str
        issuer = self.issuer

        series: None | str
        series = self.series

        condition: None | str
        condition = self.condition

        image: None | str
        image = self.image

        fine_weight: float | None
        fine_weight = self.fine_weight

        owed_ppm = self.owed_ppm

        balance_ppm = self.balance_ppm

        house_price = self.house_price

        bid_bps = self.bid_bps

        stale = self.stale

        quote: None | str
        quote = self.quote

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tokenId": token_id,
                "name": name,
                "issuer": issuer,
                "series": series,
                "condition": condition,
                "image": image,
                "fineWeight": fine_weight,
                "owedPpm": owed_ppm,
                "balancePpm": balance_ppm,
                "housePrice": house_price,
                "bidBps": bid_bps,
                "stale": stale,
                "quote": quote,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token_id = d.pop("tokenId")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_issuer(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        issuer = _parse_issuer(d.pop("issuer"))

        def _parse_series(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        series = _parse_series(d.pop("series"))

        def _parse_condition(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        condition = _parse_condition(d.pop("condition"))

        def _parse_image(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        image = _parse_image(d.pop("image"))

        def _parse_fine_weight(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        fine_weight = _parse_fine_weight(d.pop("fineWeight"))

        owed_ppm = d.pop("owedPpm")

        balance_ppm = d.pop("balancePpm")

        house_price = d.pop("housePrice")

        bid_bps = d.pop("bidBps")

        stale = d.pop("stale")

        def _parse_quote(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        quote = _parse_quote(d.pop("quote"))

        holding = cls(
            token_id=token_id,
            name=name,
            issuer=issuer,
            series=series,
            condition=condition,
            image=image,
            fine_weight=fine_weight,
            owed_ppm=owed_ppm,
            balance_ppm=balance_ppm,
            house_price=house_price,
            bid_bps=bid_bps,
            stale=stale,
            quote=quote,
        )

        holding.additional_properties = d
        return holding

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
