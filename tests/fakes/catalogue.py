"""An in-memory catalogue holding type summaries; records every lookup it answers."""

from __future__ import annotations

import datetime as dt

from domain.catalogue import CoinType, Ref, TypeSummary
from domain.errors import CoinTypeNotFound

UPDATED_AT = dt.datetime(2026, 11, 1, tzinfo=dt.timezone.utc)


def ref(slug: str, name: str, id: str = "1") -> Ref:
    return Ref(id=id, name=name, slug=slug)


def type_summary(
    id: str,
    slug: str,
    title: str,
    *,
    root=("south-africa", "South Africa"),
    issuer=None,
    series=("krugerrand", "Krugerrand"),
    fine_weight=31.1035,
    fineness=0.9167,
    weight=33.93,
    years=(1967, None),
    thumbnail_url=None,
    cropped=False,
) -> TypeSummary:
    root_ref = ref(*root)
    return TypeSummary(
        id=id,
        title=title,
        slug=slug,
        category="bullion",
        fine_weight=fine_weight,
        fineness=fineness,
        weight=weight,
        min_year=years[0],
        max_year=years[1],
        thumbnail_url=thumbnail_url,
        thumbnail_is_cropped=cropped,
        issuer=ref(*issuer) if issuer else root_ref,
        root_issuer=root_ref,
        series=ref(*series),
    )


def coin_type_of(summary: TypeSummary) -> CoinType:
    return CoinType(
        id=summary.id,
        title=summary.title,
        slug=summary.slug,
        external_catalogue_id=None,
        updated_at=UPDATED_AT,
        category=summary.category,
        ruler=None,
        min_year=summary.min_year,
        max_year=summary.max_year,
        value=None,
        value_numeric=None,
        currency=None,
        composition="gold",
        fineness=summary.fineness,
        weight=summary.weight,
        fine_weight=summary.fine_weight,
        size=None,
        thickness=None,
        shape="round",
        technique="milled",
        orientation=None,
        references=(),
        tags=(),
        commemorated_topic=None,
        comments=None,
        demonetized=False,
        legal_tender=True,
        issuer=summary.issuer,
        root_issuer=summary.root_issuer,
        series=summary.series,
        mint=None,
        sides=(),
        pictures=(),
        issues=(),
    )


class FakeCatalogue:
    def __init__(self, summaries=()) -> None:
        self.summaries = {s.id: s for s in summaries}
        self.calls: list[tuple] = []

    def add(self, summary: TypeSummary) -> TypeSummary:
        self.summaries[summary.id] = summary
        return summary

    def types_by_ids(self, ids) -> dict[str, TypeSummary]:
        ids = list(ids)
        self.calls.append(("types_by_ids", tuple(ids)))
        return {i: self.summaries[i] for i in ids if i in self.summaries}

    def coin_type(self, issuer_slug: str, series_slug: str, slug: str) -> CoinType:
        self.calls.append(("coin_type", issuer_slug, series_slug, slug))
        for summary in self.summaries.values():
            if (summary.root_issuer.slug, summary.series.slug, summary.slug) == (issuer_slug, series_slug, slug):
                return coin_type_of(summary)
        raise CoinTypeNotFound(f"no type {issuer_slug}/{series_slug}/{slug}")

    def type_records(self, after: int, limit: int) -> tuple[list[CoinType], str]:
        ordered = sorted((int(i), summary) for i, summary in self.summaries.items())
        return [coin_type_of(summary) for i, summary in ordered if i > after][:limit], self.version()

    def version(self) -> str:
        return "fake"


def sample_catalogue() -> FakeCatalogue:
    """The four types fixtures/pool/devchain.json maps (the bundled catalogue's slugs)."""
    return FakeCatalogue(
        [
            type_summary(
                "101", "krugerrand-1oz", "Krugerrand 1 oz", thumbnail_url="https://cdn.test/k1.png", cropped=True
            ),
            type_summary("102", "krugerrand-1-10oz", "Krugerrand 1/10 oz", fine_weight=3.1104, weight=3.393),
            type_summary(
                "201",
                "sovereign-george-v",
                "Sovereign George V",
                root=("united-kingdom", "United Kingdom"),
                series=("sovereign", "Sovereign"),
                fine_weight=7.3224,
                weight=7.9881,
                years=(1911, 1932),
            ),
            type_summary(
                "301",
                "20-francs-vreneli",
                "20 Francs Vreneli",
                root=("switzerland", "Switzerland"),
                series=("vreneli", "Vreneli"),
                fine_weight=5.8065,
                fineness=0.9,
                weight=6.4516,
                years=(1897, 1949),
            ),
        ]
    )
