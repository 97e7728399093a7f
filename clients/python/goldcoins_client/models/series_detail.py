from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mint_ref import MintRef
    from ..models.ref import Ref
    from ..models.stats import Stats
    from ..models.type_summary import TypeSummary


T = TypeVar("T", bound="SeriesDetail")


@_attrs_define
class SeriesDetail:
    """
    Attributes:
        id (str):
        name (str):
        slug (str):
        updated_at (datetime.datetime): When an import last changed this record's own fields (not the records beneath
            it): what `updatedSince` compares.
        issuer (Ref): A reference to an issuer or a series.
        root_issuer (Ref): A reference to an issuer or a series.
        mint (MintRef | None):
        type_count (int):
        lead_type (None | TypeSummary):
        stats (Stats): Figures over every type beneath an issuer, in a series or struck by a mint.
    """

    id: str
    name: str
    slug: str
    updated_at: datetime.datetime
    issuer: Ref
    root_issuer: Ref
    mint: MintRef | None
    type_count: int
    lead_type: None | TypeSummary
    stats: Stats
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.mint_ref import MintRef  # noqa: PLC0415
        from ..models.type_summary import TypeSummary  # noqa: PLC0415

        id = self.id

        name = self.name

        slug = self.slug

        updated_at = self.updated_at.isoformat()

        issuer = self.issuer.to_dict()

        root_issuer = self.root_issuer.to_dict()

        mint: dict[str, Any] | None
        if isinstance(self.mint, MintRef):
            mint = self.mint.to_dict()
        else:
            mint = self.mint

        type_count = self.type_count

        lead_type: dict[str, Any] | None
        if isinstance(self.lead_type, TypeSummary):
            lead_type = self.lead_type.to_dict()
        else:
            lead_type = self.lead_type

        stats = self.stats.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "slug": slug,
                "updatedAt": updated_at,
                "issuer": issuer,
                "rootIssuer": root_issuer,
                "mint": mint,
                "typeCount": type_count,
                "leadType": lead_type,
                "stats": stats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mint_ref import MintRef  # noqa: PLC0415
        from ..models.ref import Ref  # noqa: PLC0415
        from ..models.stats import Stats  # noqa: PLC0415
        from ..models.type_summary import TypeSummary  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        slug = d.pop("slug")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        issuer = Ref.from_dict(d.pop("issuer"))

        root_issuer = Ref.from_dict(d.pop("rootIssuer"))

        def _parse_mint(data: object) -> MintRef | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                mint_type_0 = MintRef.from_dict(data)

                return mint_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MintRef | None, data)

        mint = _parse_mint(d.pop("mint"))

        type_count = d.pop("typeCount")

        def _parse_lead_type(data: object) -> None | TypeSummary:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                lead_type_type_0 = TypeSummary.from_dict(data)

                return lead_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TypeSummary, data)

        lead_type = _parse_lead_type(d.pop("leadType"))

        stats = Stats.from_dict(d.pop("stats"))

        series_detail = cls(
            id=id,
            name=name,
            slug=slug,
            updated_at=updated_at,
            issuer=issuer,
            root_issuer=root_issuer,
            mint=mint,
            type_count=type_count,
            lead_type=lead_type,
            stats=stats,
        )

        series_detail.additional_properties = d
        return series_detail

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
