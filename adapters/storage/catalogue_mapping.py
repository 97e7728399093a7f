"""Rows to domain values: the one place that knows both shapes."""
from __future__ import annotations

import json

from adapters.storage.catalogue_models import IssuerRow, MintRow, PictureRow, SeriesRow, TypeRow
from domain.catalogue import MintRef, Picture, Range, Ref, Side, Stats, TypeSummary

Root = IssuerRow.alias("root_issuer")
Leaf = IssuerRow.alias("leaf_issuer")
SUMMARY_COLUMNS = (
    TypeRow.id, TypeRow.title, TypeRow.slug, TypeRow.category, TypeRow.fine_weight, TypeRow.fineness,
    TypeRow.weight, TypeRow.min_year, TypeRow.max_year, TypeRow.thumbnail_path, TypeRow.thumbnail_is_cropped,
    Leaf.id, Leaf.name, Leaf.slug, Root.id, Root.name, Root.slug, SeriesRow.id, SeriesRow.name, SeriesRow.slug,
)


def summaries_query(*extra):
    return (TypeRow.select(*SUMMARY_COLUMNS, *extra)
            .join(SeriesRow, on=(TypeRow.series == SeriesRow.id))
            .switch(TypeRow).join(Leaf, on=(TypeRow.issuer == Leaf.id))
            .switch(TypeRow).join(Root, on=(TypeRow.root == Root.id)))


class Mapper:
    def __init__(self, cdn_base_url: str) -> None:
        self._cdn = cdn_base_url.rstrip("/")

    def url(self, path: str | None) -> str | None:
        return None if path is None else f"{self._cdn}/{path.lstrip('/')}"

    def summary(self, row: tuple) -> TypeSummary:
        (type_id, title, slug, category, fine_weight, fineness, weight, min_year, max_year, thumb, cropped,
         leaf_id, leaf_name, leaf_slug, root_id, root_name, root_slug, series_id, series_name, series_slug) = row[:20]
        return TypeSummary(
            id=str(type_id), title=title, slug=slug, category=category, fine_weight=fine_weight,
            fineness=fineness, weight=weight, min_year=min_year, max_year=max_year,
            thumbnail_url=self.url(thumb), thumbnail_is_cropped=bool(cropped),
            issuer=Ref(id=str(leaf_id), name=leaf_name, slug=leaf_slug),
            root_issuer=Ref(id=str(root_id), name=root_name, slug=root_slug),
            series=Ref(id=str(series_id), name=series_name, slug=series_slug))

    def picture(self, row: PictureRow | None) -> Picture | None:
        if row is None or row.id is None:
            return None
        return Picture(id=str(row.id), url=self.url(row.path), side=row.side, copyright=row.copyright,
                       copyright_url=row.copyright_url, license=row.license)

    def stats(self, text: str, mints: dict) -> Stats:
        raw = json.loads(text or "{}")
        return Stats(
            year_range=_range(raw.get("yearRange")),
            size_range=_range(raw.get("sizeRange")),
            fine_weight_range=_range(raw.get("fineWeightRange")),
            finenesses=tuple(raw.get("finenesses", ())), weight_classes=tuple(raw.get("weightClasses", ())),
            mints=tuple(mints[m] for m in raw.get("mints", ()) if m in mints))


def _range(pair) -> Range:
    low, high = pair or (None, None)
    return Range(min=low, max=high)


def ref(row) -> Ref:
    return Ref(id=str(row.id), name=row.name, slug=row.slug)


def mint_ref(row: MintRow | None) -> MintRef | None:
    if row is None or row.id is None:
        return None
    return MintRef(id=str(row.id), name=row.name, slug=row.slug, letter=row.letter)


def sides(text: str) -> tuple[Side, ...]:
    return tuple(Side(side=s["side"], description=s["description"], lettering=s["lettering"],
                      unabridged_legend=s["unabridgedLegend"], lettering_translation=s["letteringTranslation"],
                      engravers=tuple(s["engravers"])) for s in json.loads(text))


def all_mint_refs() -> dict:
    return {row.id: mint_ref(row) for row in MintRow.select(MintRow.id, MintRow.name, MintRow.slug, MintRow.letter)}
