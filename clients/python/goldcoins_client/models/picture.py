from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.coin_side import CoinSide

T = TypeVar("T", bound="Picture")


@_attrs_define
class Picture:
    """
    Attributes:
        id (str):
        url (str): The service's own processed copy: 1200 px on the long edge, WebP; the same URL ending `.jpg` is its
            JPEG fallback. In list items (`picture` of issuers and mints) it is the 400 px thumbnail: the background-removed
            obverse crop where one exists (WebP with alpha; `.png` fallback). Served from the CDN base (`/media/…` by
            default), outside the versioned API. Do not hotlink.
        side (CoinSide):
        copyright_ (None | str):
        copyright_url (None | str):
        license_ (None | str):
    """

    id: str
    url: str
    side: CoinSide
    copyright_: None | str
    copyright_url: None | str
    license_: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        side = self.side.value

        copyright_: None | str
        copyright_ = self.copyright_

        copyright_url: None | str
        copyright_url = self.copyright_url

        license_: None | str
        license_ = self.license_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "side": side,
                "copyright": copyright_,
                "copyrightUrl": copyright_url,
                "license": license_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        side = CoinSide(d.pop("side"))

        def _parse_copyright_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        copyright_ = _parse_copyright_(d.pop("copyright"))

        def _parse_copyright_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        copyright_url = _parse_copyright_url(d.pop("copyrightUrl"))

        def _parse_license_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        license_ = _parse_license_(d.pop("license"))

        picture = cls(
            id=id,
            url=url,
            side=side,
            copyright_=copyright_,
            copyright_url=copyright_url,
            license_=license_,
        )

        picture.additional_properties = d
        return picture

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
