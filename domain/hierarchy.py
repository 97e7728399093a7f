"""The issuer tree, the addressing rules and the figures derived from a set of types."""

from __future__ import annotations

import typing

import attrs

from domain.catalogue import MintRef, Picture, Range, Ref, Stats
from domain.labels import SIZE_LABELS, size_label

_Id = typing.TypeVar("_Id")


@attrs.frozen(kw_only=True)
class TypeFacts:
    """What stats, lead type and pictures need to know of one type."""

    id: int
    fine_weight: float
    fineness: float
    size: float | None
    min_year: int | None
    max_year: int | None
    mints: tuple[MintRef, ...] = ()  # every mint that struck it: its series' and its issues' (issuer stats)
    obverse: Picture | None = None
    # the mints a mint's page counts it under (the spec: "as a series' mint or through an issue carrying its
    # letter"): its series' mint, and each mint whose letter one of its issues carries
    struck_at: tuple[MintRef, ...] = ()


def struck_at(series_mint: MintRef | None, issues: typing.Iterable[tuple[MintRef | None, str]]) -> tuple[MintRef, ...]:
    """The mints a type counts for on their pages: `series_mint`, and the mint of each (mint, mint letter) issue
    whose letter is that mint's (a mint without a letter counts only the series it strikes)."""
    found = {series_mint.id: series_mint} if series_mint is not None else {}
    for mint, letter in issues:
        if mint is not None and letter and letter == mint.letter:
            found[mint.id] = mint
    return tuple(sorted(found.values(), key=lambda mint: int(mint.id)))


def root_of(issuer_id: _Id, parent_of: typing.Mapping[_Id, _Id | None]) -> _Id:
    seen: set[_Id] = set()
    while (parent := parent_of.get(issuer_id)) is not None:
        if issuer_id in seen:
            raise ValueError(f"issuer tree has a cycle at {issuer_id}")
        seen.add(issuer_id)
        issuer_id = parent
    return issuer_id


def subtree(issuer_id: _Id, children_of: typing.Mapping[_Id, typing.Sequence[_Id]]) -> list[_Id]:
    """The issuer and every issuer beneath it, depth first."""
    found: list[_Id] = []
    stack = [issuer_id]
    while stack:
        current = stack.pop()
        found.append(current)
        stack.extend(reversed(children_of.get(current, ())))
    return found


def lead_type(types: typing.Iterable[TypeFacts]) -> TypeFacts | None:
    """The heaviest in fine gold; ties go to the earliest first year (unknown last), then the lowest id."""
    return min(types, default=None, key=lambda t: (-t.fine_weight, t.min_year is None, t.min_year or 0, t.id))


def representative_picture(series_types: typing.Iterable[typing.Sequence[TypeFacts]]) -> Picture | None:
    """The obverse of the lead type of the largest series (most types; ties to the first given)."""
    largest = max(series_types, key=len, default=())
    lead = lead_type(largest)
    return lead.obverse if lead else None


def stats_of(types: typing.Sequence[TypeFacts]) -> Stats:
    first_years = [t.min_year for t in types if t.min_year is not None]
    last_years = [year for t in types if (year := t.max_year if t.max_year is not None else t.min_year) is not None]
    still_struck = any(t.max_year is None and t.min_year is not None for t in types)
    sizes = [t.size for t in types if t.size is not None]
    weights = [t.fine_weight for t in types]
    mints = {m.id: m for t in types for m in t.mints}
    labels = {size_label(t.fine_weight) for t in types}
    return Stats(
        year_range=Range(
            min=min(first_years, default=None), max=None if still_struck else max(last_years, default=None)
        ),
        size_range=_range(sizes),
        fine_weight_range=_range(weights),
        finenesses=tuple(sorted({t.fineness for t in types}, reverse=True)),
        weight_classes=tuple(label for label in SIZE_LABELS if label in labels),
        mints=tuple(sorted(mints.values(), key=lambda m: (m.name, m.id))),
    )


def _range(values: list[float]) -> Range:
    return Range(min=min(values, default=None), max=max(values, default=None))


@attrs.frozen(kw_only=True)
class NamedIssuer:
    """An issuer as an issuer search reads it: `words`, the searched words of its own name and aliases."""

    ref: Ref
    words: tuple[str, ...]


@attrs.frozen
class IssuerMatch:
    """Which issuer of each listed issuer's tree matched the query (`items`, in the page's order): the issuer
    itself where its own names hold every word, else the one beneath it holding the most, nearest the top."""

    items: tuple[Ref, ...]


def holds(issuer: NamedIssuer, word: str, near: typing.Collection[str]) -> bool:
    """Whether a query word is in the issuer's own names: a word of them starts with it, or is one of `near` (the
    word's typo corrections), as an issuer search's filter reads the names of a whole tree."""
    return any(own.startswith(word) or own in near for own in issuer.words)


def held(issuer: NamedIssuer, words: typing.Sequence[str], near: typing.Mapping[str, typing.Collection[str]]) -> int:
    return sum(holds(issuer, word, near.get(word, ())) for word in words)


def matched_in_tree(
    issuer_id: int,
    issuers: typing.Mapping[int, NamedIssuer],
    children_of: typing.Mapping[int, typing.Sequence[int]],
    words: typing.Sequence[str],
    near: typing.Mapping[str, typing.Collection[str]],
) -> Ref:
    """The issuer of `issuer_id`'s tree (itself included) whose own names hold the most of `words`; ties go to
    the one nearest the top, then to the first in the tree's order."""
    best, best_key = issuer_id, None
    level = [issuer_id]
    depth = 0
    while level:
        for node in level:
            key = (-held(issuers[node], words, near), depth)
            if best_key is None or key < best_key:
                best, best_key = node, key
        level = [child for node in level for child in children_of.get(node, ())]
        depth += 1
    return issuers[best].ref
