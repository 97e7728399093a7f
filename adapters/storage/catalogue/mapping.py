"""Rows to domain values: the one place that knows both shapes."""

from __future__ import annotations

import orjson

from adapters.storage.catalogue.models import MintRow, PictureRow
from domain.catalogue import MintRef, Picture, Range, Ref, Side, Stats, TypeSummary


class Mapper:
    def __init__(self, cdn_base_url: str) -> None:
        self.cdn_base_url = cdn_base_url
        self._cdn = cdn_base_url.rstrip("/")

    def url(self, path: str | None) -> str | None:
        return None if path is None else f"{self._cdn}/{path.lstrip('/')}"

    def summary(self, row: tuple) -> TypeSummary:
        (
            type_id,
            title,
            slug,
            category,
            fine_weight,
            fineness,
            weight,
            min_year,
            max_year,
            thumb,
            cropped,
            leaf_id,
            leaf_name,
            leaf_slug,
            root_id,
            root_name,
            root_slug,
            series_id,
            series_name,
            series_slug,
        ) = row[:20]
        return TypeSummary(
            id=str(type_id),
            title=title,
            slug=slug,
            category=category,
            fine_weight=fine_weight,
            fineness=fineness,
            weight=weight,
            min_year=min_year,
            max_year=max_year,
            thumbnail_url=self.url(thumb),
            thumbnail_is_cropped=bool(cropped),
            issuer=Ref(id=str(leaf_id), name=leaf_name, slug=leaf_slug),
            root_issuer=Ref(id=str(root_id), name=root_name, slug=root_slug),
            series=Ref(id=str(series_id), name=series_name, slug=series_slug),
        )

    def picture_of(self, picture_id, path, side, copyright, copyright_url, license) -> Picture:
        return Picture(
            id=str(picture_id),
            url=self.url(path),
            side=side,
            copyright=copyright,
            copyright_url=copyright_url,
            license=license,
        )

    def picture(self, row: PictureRow | None) -> Picture | None:
        """A representative picture: its thumbnail (the crop where one was made)."""
        if row is None or row.id is None:
            return None
        return Picture(
            id=str(row.id),
            url=self.url(row.thumbnail_path or row.path),
            side=row.side,
            copyright=row.copyright,
            copyright_url=row.copyright_url,
            license=row.license,
        )

    def stats(self, text: str, mints: dict) -> Stats:
        raw = orjson.loads(text or "{}")
        return Stats(
            year_range=_range(raw.get("yearRange")),
            size_range=_range(raw.get("sizeRange")),
            fine_weight_range=_range(raw.get("fineWeightRange")),
            finenesses=tuple(raw.get("finenesses", ())),
            weight_classes=tuple(raw.get("weightClasses", ())),
            mints=tuple(mints[m] for m in raw.get("mints", ()) if m in mints),
        )


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
    return tuple(
        Side(
            side=s["side"],
            description=s["description"],
            lettering=s["lettering"],
            unabridged_legend=s["unabridgedLegend"],
            lettering_translation=s["letteringTranslation"],
            engravers=tuple(s["engravers"]),
        )
        for s in orjson.loads(text)
    )


def strings(text: str) -> tuple[str, ...]:
    """A stored JSON list of strings; most are empty."""
    return () if text == "[]" else tuple(orjson.loads(text))
