"""ERC-1155 metadata for a pool coin's fractions (GET /fractions/{file})."""

from __future__ import annotations

import attrs

from domain.catalogue import TypeSummary
from domain.pool import TokenMapping, coin_name, describe


@attrs.frozen(kw_only=True)
class TokenAttribute:
    trait_type: str = attrs.field(metadata={"json_name": "trait_type"})
    value: str | float


@attrs.frozen(kw_only=True)
class TokenMetadata:
    name: str
    description: str
    image: str | None
    external_url: str = attrs.field(metadata={"json_name": "external_url"})
    attributes: tuple[TokenAttribute, ...]


def type_page(site_base_url: str, summary: TypeSummary) -> str:
    return f"{site_base_url.rstrip('/')}/coins/{summary.root_issuer.slug}/{summary.series.slug}/{summary.slug}"


def year_range(min_year: int | None, max_year: int | None) -> str | None:
    if min_year is None:
        return None
    if max_year is None:
        return f"{min_year}–present"
    return str(min_year) if max_year == min_year else f"{min_year}–{max_year}"


def token_metadata(mapping: TokenMapping, summary: TypeSummary, site_base_url: str) -> TokenMetadata:
    coin = describe(mapping.token_id, mapping, summary)
    traits: list[tuple[str, str | float | None]] = [
        ("Issuer", summary.issuer.name),
        ("Series", summary.series.name),
        ("Fine weight", summary.fine_weight),
        ("Fineness", summary.fineness),
        ("Condition", mapping.condition),
        ("Year range", year_range(summary.min_year, summary.max_year)),
    ]
    return TokenMetadata(
        name=coin_name(summary),
        description=(
            f"Fractions of one {coin_name(summary)} ({mapping.condition}), counted in millionths: "
            f"1,000,000 units are the whole coin, {summary.fine_weight} g of fine gold."
        ),
        image=coin.image,
        external_url=type_page(site_base_url, summary),
        attributes=tuple(TokenAttribute(trait_type=k, value=v) for k, v in traits if v is not None),
    )
