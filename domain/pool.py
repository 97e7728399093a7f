"""The pool mapping: which catalogue type and condition an ERC-1155 token id stands for."""

from __future__ import annotations

import re
import typing

import attrs

from domain.catalogue import TypeSummary

MAX_TOKEN_ID = 2**256 - 1
_DECIMAL = re.compile(r"[0-9]{1,78}")
_ERC1155_HEX = re.compile(r"[0-9a-f]{64}")


@attrs.frozen(kw_only=True)
class TokenMapping:
    token_id: int
    type_id: str
    condition: str


@attrs.frozen(kw_only=True)
class TokenCoin:
    """What a token id stands for, as every tokenised-coin body names it; all None when unmapped."""

    token_id: int
    name: str | None
    issuer: str | None
    series: str | None
    fine_weight: float | None
    condition: str | None
    image: str | None

    @classmethod
    def unmapped(cls, token_id: int) -> TokenCoin:
        return cls(token_id=token_id, name=None, issuer=None, series=None, fine_weight=None, condition=None, image=None)


def coin_name(summary: TypeSummary) -> str:
    return f"{summary.root_issuer.name} {summary.title}"


def describe(token_id: int, mapping: TokenMapping | None, summary: TypeSummary | None) -> TokenCoin:
    """The image is our own cropped obverse only; a raw source picture never stands in for it."""
    if mapping is None or summary is None:
        return TokenCoin.unmapped(token_id)
    image = summary.thumbnail_url if summary.thumbnail_is_cropped else None
    return TokenCoin(
        token_id=token_id,
        name=coin_name(summary),
        issuer=summary.issuer.name,
        series=summary.series.name,
        fine_weight=summary.fine_weight,
        condition=mapping.condition,
        image=image,
    )


def describe_all(
    token_ids: typing.Iterable[int], mappings: dict[int, TokenMapping], summaries: dict[str, TypeSummary]
) -> dict[int, TokenCoin]:
    """`mappings` by token id, `summaries` by type id (CatalogueRepository.types_by_ids)."""
    coins: dict[int, TokenCoin] = {}
    for token_id in token_ids:
        mapping = mappings.get(token_id)
        coins[token_id] = describe(token_id, mapping, summaries.get(mapping.type_id) if mapping else None)
    return coins


def token_id_from_file(file: str) -> int | None:
    """The token id named by a metadata file: `12.json`, or ERC-1155's 64-hex-digit `{id}` form."""
    stem = file[: -len(".json")] if file.endswith(".json") else file
    if _ERC1155_HEX.fullmatch(stem):
        return int(stem, 16)
    if _DECIMAL.fullmatch(stem) and int(stem) <= MAX_TOKEN_ID:
        return int(stem)
    return None
