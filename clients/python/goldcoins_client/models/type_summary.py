from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.category import Category
from ..models.purity_label import PurityLabel
from ..models.size_label import SizeLabel
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.melt_value import MeltValue
    from ..models.ref import Ref


T = TypeVar("T", bound="TypeSummary")


@_attrs_define
class TypeSummary:
    """A type list item; also the lead type of series and mints.

    Attributes:
        id (str):
        title (str):
        slug (str):
        category (Category):
        fine_weight (float): Fine gold content in grams. Melt value = fineWeight × pricePerGram.
        fineness (float): A fraction, e.g. 0.9999 or 0.9167.
        weight (float): Gross weight in grams.
        min_year (int | None):
        max_year (int | None):
        thumbnail_url (None | str): 400 px: the background-removed obverse crop (WebP with alpha, `.png` fallback) when
            `thumbnailIsCropped`, else the plain obverse copy (WebP, `.jpg` fallback); null without an obverse picture.
        thumbnail_is_cropped (bool): True when the thumbnail is the coin cut out of its background; false when no coin
            could be found with confidence.
        issuer (Ref): A reference to an issuer or a series.
        root_issuer (Ref): A reference to an issuer or a series.
        series (Ref): A reference to an issuer or a series.
        size_label (SizeLabel): Bullion size derived from fineWeight (within ±1 % of a troy-ounce fraction).
        purity_label (PurityLabel): 24k from 0.9999, 22k for crown gold (0.9166–0.9167).
        melt_value (MeltValue | None | Unset): Only with `currency`: the type's fine gold at spot in that currency; null
            when its fine weight is not known.
    """

    id: str
    title: str
    slug: str
    category: Category
    fine_weight: float
    fineness: float
    weight: float
    min_year: int | None
    max_year: int | None
    thumbnail_url: None | str
    thumbnail_is_cropped: bool
    issuer: Ref
    root_issuer: Ref
    series: Ref
    size_label: SizeLabel
    purity_label: PurityLabel
    melt_value: MeltValue | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.melt_value import MeltValue  # noqa: PLC0415

        id = self.id

        title = self.title

        slug = self.slug

        category = self.category.value

        fine_weight = self.fine_weight

        fineness = self.fineness

        weight = self.weight

        min_year: int | None
        min_year = self.min_year

        max_year: int | None
        max_year = self.max_year

        thumbnail_url: None | str
        thumbnail_url = self.thumbnail_url

        thumbnail_is_cropped = self.thumbnail_is_cropped

        issuer = self.issuer.to_dict()

        root_issuer = self.root_issuer.to_dict()

        series = self.series.to_dict()

        size_label = self.size_label.value

        purity_label = self.purity_label.value

        melt_value: dict[str, Any] | None | Unset
        if isinstance(self.melt_value, Unset):
            melt_value = UNSET
        elif isinstance(self.melt_value, MeltValue):
            melt_value = self.melt_value.to_dict()
        else:
            melt_value = self.melt_value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "slug": slug,
                "category": category,
                "fineWeight": fine_weight,
                "fineness": fineness,
                "weight": weight,
                "minYear": min_year,
                "maxYear": max_year,
                "thumbnailUrl": thumbnail_url,
                "thumbnailIsCropped": thumbnail_is_cropped,
                "issuer": issuer,
                "rootIssuer": root_issuer,
                "series": series,
                "sizeLabel": size_label,
                "purityLabel": purity_label,
            }
        )
        if melt_value is not UNSET:
            field_dict["meltValue"] = melt_value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.melt_value import MeltValue  # noqa: PLC0415
        from ..models.ref import Ref  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        slug = d.pop("slug")

        category = Category(d.pop("category"))

        fine_weight = d.pop("fineWeight")

        fineness = d.pop("fineness")

        weight = d.pop("weight")

        def _parse_min_year(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        min_year = _parse_min_year(d.pop("minYear"))

        def _parse_max_year(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_year = _parse_max_year(d.pop("maxYear"))

        def _parse_thumbnail_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        thumbnail_url = _parse_thumbnail_url(d.pop("thumbnailUrl"))

        thumbnail_is_cropped = d.pop("thumbnailIsCropped")

        issuer = Ref.from_dict(d.pop("issuer"))

        root_issuer = Ref.from_dict(d.pop("rootIssuer"))

        series = Ref.from_dict(d.pop("series"))

        size_label = SizeLabel(d.pop("sizeLabel"))

        purity_label = PurityLabel(d.pop("purityLabel"))

        def _parse_melt_value(data: object) -> MeltValue | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                melt_value_type_0 = MeltValue.from_dict(data)

                return melt_value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeltValue | None | Unset, data)

        melt_value = _parse_melt_value(d.pop("meltValue", UNSET))

        type_summary = cls(
            id=id,
            title=title,
            slug=slug,
            category=category,
            fine_weight=fine_weight,
            fineness=fineness,
            weight=weight,
            min_year=min_year,
            max_year=max_year,
            thumbnail_url=thumbnail_url,
            thumbnail_is_cropped=thumbnail_is_cropped,
            issuer=issuer,
            root_issuer=root_issuer,
            series=series,
            size_label=size_label,
            purity_label=purity_label,
            melt_value=melt_value,
        )

        type_summary.additional_properties = d
        return type_summary

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
