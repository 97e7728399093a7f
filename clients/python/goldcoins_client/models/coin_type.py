from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.category import Category
from ..models.composition import Composition
from ..models.orientation import Orientation
from ..models.purity_label import PurityLabel
from ..models.shape import Shape
from ..models.size_label import SizeLabel
from ..models.technique import Technique
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.issue import Issue
    from ..models.melt_value import MeltValue
    from ..models.mint_ref import MintRef
    from ..models.picture import Picture
    from ..models.ref import Ref
    from ..models.side_of_coin import Side
    from ..models.source import Source


T = TypeVar("T", bound="CoinType")


@_attrs_define
class CoinType:
    """The full record of one design at one denomination and composition.

    Attributes:
        id (str):
        title (str):
        aliases (list[str]): What collectors call the type besides its title: nicknames, names in the issuing country's
            language and in the main collector languages, other spellings (the type's own, then its series'); each rests on
            a source covering `names`. Searched like the title.
        slug (str):
        external_catalogue_id (int | None): The type's id in an external numismatic catalogue: a pointer, not a licence
            to its data.
        updated_at (datetime.datetime):
        category (Category):
        ruler (None | str):
        min_year (int | None):
        max_year (int | None): Null while the type is still struck.
        value (None | str):
        value_numeric (float | None):
        currency (None | str):
        currency_code (None | str): The ISO 4217 code of `currency` (current, or historic for a currency since replaced:
            `FRF`, `ITL`), to join a type to `/rates`; null where ISO 4217 never coded the currency (the German Empire's
            gold mark, the imperial rouble) or none is given. Added in 1.1. Example: GBP.
        composition (Composition):
        fineness (float): A fraction, e.g. 0.9999 or 0.9167.
        weight (float): Gross weight in grams.
        fine_weight (float): Fine gold content in grams. Melt value = fineWeight × pricePerGram.
        size (float | None): Diameter in millimetres.
        thickness (float | None): Millimetres.
        shape (Shape):
        technique (Technique):
        orientation (None | Orientation):
        references (list[str]):
        tags (list[str]):
        commemorated_topic (None | str):
        comments (None | str):
        demonetized (bool):
        legal_tender (bool):
        issuer (Ref): A reference to an issuer or a series.
        root_issuer (Ref): A reference to an issuer or a series.
        series (Ref): A reference to an issuer or a series.
        mint (MintRef | None):
        sides (list[Side]):
        pictures (list[Picture]):
        issues (list[Issue]):
        sources (list[Source]): Where the type's figures come from, so a consumer can check every one; a figure no
            source supports is null.
        size_label (SizeLabel): Bullion size derived from fineWeight (within ±1 % of a troy-ounce fraction).
        purity_label (PurityLabel): 24k from 0.9999, 22k for crown gold (0.9166–0.9167).
        melt_value (MeltValue | None | Unset): Only with `currency`: the type's fine gold at spot in that currency; null
            when its fine weight is not known.
    """

    id: str
    title: str
    aliases: list[str]
    slug: str
    external_catalogue_id: int | None
    updated_at: datetime.datetime
    category: Category
    ruler: None | str
    min_year: int | None
    max_year: int | None
    value: None | str
    value_numeric: float | None
    currency: None | str
    currency_code: None | str
    composition: Composition
    fineness: float
    weight: float
    fine_weight: float
    size: float | None
    thickness: float | None
    shape: Shape
    technique: Technique
    orientation: None | Orientation
    references: list[str]
    tags: list[str]
    commemorated_topic: None | str
    comments: None | str
    demonetized: bool
    legal_tender: bool
    issuer: Ref
    root_issuer: Ref
    series: Ref
    mint: MintRef | None
    sides: list[Side]
    pictures: list[Picture]
    issues: list[Issue]
    sources: list[Source]
    size_label: SizeLabel
    purity_label: PurityLabel
    melt_value: MeltValue | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.melt_value import MeltValue  # noqa: PLC0415
        from ..models.mint_ref import MintRef  # noqa: PLC0415

        id = self.id

        title = self.title

        aliases = self.aliases

        slug = self.slug

        external_catalogue_id: int | None
        external_catalogue_id = self.external_catalogue_id

        updated_at = self.updated_at.isoformat()

        category = self.category.value

        ruler: None | str
        ruler = self.ruler

        min_year: int | None
        min_year = self.min_year

        max_year: int | None
        max_year = self.max_year

        value: None | str
        value = self.value

        value_numeric: float | None
        value_numeric = self.value_numeric

        currency: None | str
        currency = self.currency

        currency_code: None | str
        currency_code = self.currency_code

        composition = self.composition.value

        fineness = self.fineness

        weight = self.weight

        fine_weight = self.fine_weight

        size: float | None
        size = self.size

        thickness: float | None
        thickness = self.thickness

        shape = self.shape.value

        technique = self.technique.value

        orientation: None | str
        if isinstance(self.orientation, Orientation):
            orientation = self.orientation.value
        else:
            orientation = self.orientation

        references = self.references

        tags = self.tags

        commemorated_topic: None | str
        commemorated_topic = self.commemorated_topic

        comments: None | str
        comments = self.comments

        demonetized = self.demonetized

        legal_tender = self.legal_tender

        issuer = self.issuer.to_dict()

        root_issuer = self.root_issuer.to_dict()

        series = self.series.to_dict()

        mint: dict[str, Any] | None
        if isinstance(self.mint, MintRef):
            mint = self.mint.to_dict()
        else:
            mint = self.mint

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)

        pictures = []
        for pictures_item_data in self.pictures:
            pictures_item = pictures_item_data.to_dict()
            pictures.append(pictures_item)

        issues = []
        for issues_item_data in self.issues:
            issues_item = issues_item_data.to_dict()
            issues.append(issues_item)

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)

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
                "aliases": aliases,
                "slug": slug,
                "externalCatalogueId": external_catalogue_id,
                "updatedAt": updated_at,
                "category": category,
                "ruler": ruler,
                "minYear": min_year,
                "maxYear": max_year,
                "value": value,
                "valueNumeric": value_numeric,
                "currency": currency,
                "currencyCode": currency_code,
                "composition": composition,
                "fineness": fineness,
                "weight": weight,
                "fineWeight": fine_weight,
                "size": size,
                "thickness": thickness,
                "shape": shape,
                "technique": technique,
                "orientation": orientation,
                "references": references,
                "tags": tags,
                "commemoratedTopic": commemorated_topic,
                "comments": comments,
                "demonetized": demonetized,
                "legalTender": legal_tender,
                "issuer": issuer,
                "rootIssuer": root_issuer,
                "series": series,
                "mint": mint,
                "sides": sides,
                "pictures": pictures,
                "issues": issues,
                "sources": sources,
                "sizeLabel": size_label,
                "purityLabel": purity_label,
            }
        )
        if melt_value is not UNSET:
            field_dict["meltValue"] = melt_value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.issue import Issue  # noqa: PLC0415
        from ..models.melt_value import MeltValue  # noqa: PLC0415
        from ..models.mint_ref import MintRef  # noqa: PLC0415
        from ..models.picture import Picture  # noqa: PLC0415
        from ..models.ref import Ref  # noqa: PLC0415
        from ..models.side_of_coin import Side  # noqa: PLC0415
        from ..models.source import Source  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        aliases = cast(list[str], d.pop("aliases"))

        slug = d.pop("slug")

        def _parse_external_catalogue_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        external_catalogue_id = _parse_external_catalogue_id(d.pop("externalCatalogueId"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        category = Category(d.pop("category"))

        def _parse_ruler(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ruler = _parse_ruler(d.pop("ruler"))

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

        def _parse_value(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        value = _parse_value(d.pop("value"))

        def _parse_value_numeric(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value_numeric = _parse_value_numeric(d.pop("valueNumeric"))

        def _parse_currency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        currency = _parse_currency(d.pop("currency"))

        def _parse_currency_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        currency_code = _parse_currency_code(d.pop("currencyCode"))

        composition = Composition(d.pop("composition"))

        fineness = d.pop("fineness")

        weight = d.pop("weight")

        fine_weight = d.pop("fineWeight")

        def _parse_size(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        size = _parse_size(d.pop("size"))

        def _parse_thickness(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        thickness = _parse_thickness(d.pop("thickness"))

        shape = Shape(d.pop("shape"))

        technique = Technique(d.pop("technique"))

        def _parse_orientation(data: object) -> None | Orientation:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                orientation_type_0 = Orientation(data)

                return orientation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Orientation, data)

        orientation = _parse_orientation(d.pop("orientation"))

        references = cast(list[str], d.pop("references"))

        tags = cast(list[str], d.pop("tags"))

        def _parse_commemorated_topic(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commemorated_topic = _parse_commemorated_topic(d.pop("commemoratedTopic"))

        def _parse_comments(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        comments = _parse_comments(d.pop("comments"))

        demonetized = d.pop("demonetized")

        legal_tender = d.pop("legalTender")

        issuer = Ref.from_dict(d.pop("issuer"))

        root_issuer = Ref.from_dict(d.pop("rootIssuer"))

        series = Ref.from_dict(d.pop("series"))

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

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = Side.from_dict(sides_item_data)

            sides.append(sides_item)

        pictures = []
        _pictures = d.pop("pictures")
        for pictures_item_data in _pictures:
            pictures_item = Picture.from_dict(pictures_item_data)

            pictures.append(pictures_item)

        issues = []
        _issues = d.pop("issues")
        for issues_item_data in _issues:
            issues_item = Issue.from_dict(issues_item_data)

            issues.append(issues_item)

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in _sources:
            sources_item = Source.from_dict(sources_item_data)

            sources.append(sources_item)

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

        coin_type = cls(
            id=id,
            title=title,
            aliases=aliases,
            slug=slug,
            external_catalogue_id=external_catalogue_id,
            updated_at=updated_at,
            category=category,
            ruler=ruler,
            min_year=min_year,
            max_year=max_year,
            value=value,
            value_numeric=value_numeric,
            currency=currency,
            currency_code=currency_code,
            composition=composition,
            fineness=fineness,
            weight=weight,
            fine_weight=fine_weight,
            size=size,
            thickness=thickness,
            shape=shape,
            technique=technique,
            orientation=orientation,
            references=references,
            tags=tags,
            commemorated_topic=commemorated_topic,
            comments=comments,
            demonetized=demonetized,
            legal_tender=legal_tender,
            issuer=issuer,
            root_issuer=root_issuer,
            series=series,
            mint=mint,
            sides=sides,
            pictures=pictures,
            issues=issues,
            sources=sources,
            size_label=size_label,
            purity_label=purity_label,
            melt_value=melt_value,
        )

        coin_type.additional_properties = d
        return coin_type

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
