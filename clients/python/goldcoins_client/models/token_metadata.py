from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.token_attribute import TokenAttribute


T = TypeVar("T", bound="TokenMetadata")


@_attrs_define
class TokenMetadata:
    """ERC-1155 token metadata of one tokenised coin.

    Attributes:
        name (str):
        description (str):
        image (None | str): The service's own background-removed obverse crop; null when none exists.
        external_url (str):
        attributes (list[TokenAttribute]):
    """

    name: str
    description: str
    image: None | str
    external_url: str
    attributes: list[TokenAttribute]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        image: None | str
        image = self.image

        external_url = self.external_url

        attributes = []
        for attributes_item_data in self.attributes:
            attributes_item = attributes_item_data.to_dict()
            attributes.append(attributes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "description": description,
                "image": image,
                "external_url": external_url,
                "attributes": attributes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.token_attribute import TokenAttribute  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        def _parse_image(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        image = _parse_image(d.pop("image"))

        external_url = d.pop("external_url")

        attributes = []
        _attributes = d.pop("attributes")
        for attributes_item_data in _attributes:
            attributes_item = TokenAttribute.from_dict(attributes_item_data)

            attributes.append(attributes_item)

        token_metadata = cls(
            name=name,
            description=description,
            image=image,
            external_url=external_url,
            attributes=attributes,
        )

        token_metadata.additional_properties = d
        return token_metadata

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
