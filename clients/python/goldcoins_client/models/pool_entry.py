from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PoolEntry")


@_attrs_define
class PoolEntry:
    """
    Attributes:
        token_id (int):
        name (None | str): Root issuer and type title; null when no pool mapping exists.
        issuer (None | str):
        series (None | str):
        fine_weight (float | None):
        condition (None | str):
        image (None | str):
        house_price (str): Stablecoin base units as a decimal string (six decimals). Example: 25000000.
        price_updated_at (int): Unix seconds.
        stale (bool): True once the price is too old to pull against; pulls then refund.
        outstanding_ppm (int):
        max_outstanding_ppm (int):
        buyback_bps (int):
    """

    token_id: int
    name: None | str
    issuer: None | str
    series: None | str
    fine_weight: float | None
    condition: None | str
    image: None | str
    house_price: str
    price_updated_at: int
    stale: bool
    outstanding_ppm: int
    max_outstanding_ppm: int
    buyback_bps: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token_id = self.token_id

        name: None | str
        name = self.name

        issuer: None | str
        issuer = self.issuer

        series: None | str
        series = self.series

        fine_weight: float | None
        fine_weight = self.fine_weight

        condition: None | str
        condition = self.condition

        image: None | str
        image = self.image

        house_price = self.house_price

        price_updated_at = self.price_updated_at

        stale = self.stale

        outstanding_ppm = self.outstanding_ppm

        max_outstanding_ppm = self.max_outstanding_ppm

        buyback_bps = self.buyback_bps

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tokenId": token_id,
                "name": name,
                "issuer": issuer,
                "series": series,
                "fineWeight": fine_weight,
                "condition": condition,
                "image": image,
                "housePrice": house_price,
                "priceUpdatedAt": price_updated_at,
                "stale": stale,
                "outstandingPpm": outstanding_ppm,
                "maxOutstandingPpm": max_outstanding_ppm,
                "buybackBps": buyback_bps,
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

        def _parse_fine_weight(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        fine_weight = _parse_fine_weight(d.pop("fineWeight"))

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

        house_price = d.pop("housePrice")

        price_updated_at = d.pop("priceUpdatedAt")

        stale = d.pop("stale")

        outstanding_ppm = d.pop("outstandingPpm")

        max_outstanding_ppm = d.pop("maxOutstandingPpm")

        buyback_bps = d.pop("buybackBps")

        pool_entry = cls(
            token_id=token_id,
            name=name,
            issuer=issuer,
            series=series,
            fine_weight=fine_weight,
            condition=condition,
            image=image,
            house_price=house_price,
            price_updated_at=price_updated_at,
            stale=stale,
            outstanding_ppm=outstanding_ppm,
            max_outstanding_ppm=max_outstanding_ppm,
            buyback_bps=buyback_bps,
        )

        pool_entry.additional_properties = d
        return pool_entry

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
