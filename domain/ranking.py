"""The order of a search's matches: what ranking reads of a type (`Document`) and Meilisearch's rules over it.

Pure; the query's words and what they mean are domain.search's.

Matches are ordered by Meilisearch's rules, in its order, the words rule weighted as BM25's IDF would have it: words
(more of the query's distinctive terms matched first: its words not common in the catalogue, nor everyday words, and
its years, sizes and face values, domain.finding; then more of its other terms, the everyday words left out: they
say nothing of the coin), typo (fewer corrected words), proximity (the words close together and in order; a word not
found counts as far as can be), attribute (title before aliases before the other names (issuers, series, ruler, face
value) before the mints that struck it and its catalogue numbers before the sides' descriptions, and earlier in a
title or an alias: the other names, the mints and the sides are each a bag whose order says nothing, so `French` as
one of France's names and inside "French Protectorate of Tunisia" rank alike, and `South African` as a country's
name before the South African Mint that struck a Rhodesian coin; read off the distinctive words where one matched),
exactness (whole words before prefixes). One rule is moved up: a type one of whose names is exactly the words typed
comes right after the typo rule (`napoleon` finds the coins called "Napoléon" before those whose title merely holds
the word); right after it, of the coins within a size's tolerance, those of the weight typed (to its last digit:
`8.06g`, fine or gross) come first, then the nearest. Ties go first to the coin struck in the larger known numbers
(the sum of its issues' known mintages: `20 mark 1913` means Prussia's millions), then to the one struck in more
years, then to the heavier, as a popularity rule would (a bare `vreneli` means the 20 francs struck for fifty years,
not the 100 francs of 1925; `maple leaf` the ounce), then to the title and the id, so paging never repeats or skips
a row.
"""

from __future__ import annotations

import typing

import attrs

from domain.search import ALIAS_BREAK, EVERYDAY, PART_BREAK, YEARS, Query, Value, Word

FIELD_RANKS = {"title": 0, "alias": 1, "other": 2, "mints": 3, "design": 4}
PARTS = ("other", "mints", "design")  # the other names' parts (Document's fields of those names), by rank
FAR = 8  # Meilisearch's proximity cap: words farther apart (or in different names) count as this far


@attrs.frozen
class Document:
    """What ranking reads of a type: its names' words (`fields`: the title's, each alias's, the other
    names', the sides' descriptions'), its years, gold content and face value, and the sort keys of the tie-break."""

    id: int
    title: tuple[str, ...]
    aliases: tuple[tuple[str, ...], ...]
    other: tuple[str, ...]
    min_year: int | None
    max_year: int | None
    issue_years: frozenset[int]
    fine_weight: float | None
    weight: float | None
    value: float | None
    sort_title: str
    mintage: int = 0  # the sum of its issues' known mintages: of two coins alike, the one struck in millions first
    mints: tuple[str, ...] = ()  # the words of the mints that struck it and of its catalogue numbers
    design: tuple[str, ...] = ()  # the words of its sides' descriptions

    @classmethod
    def of(
        cls,
        row_id: int,
        title_words: str,
        alias_words: str,
        other_words: str,
        sort_title: str,
        min_year: int | None,
        max_year: int | None,
        issue_years: str,
        fine_weight: float | None,
        weight: float | None,
        value: float | None,
        mintage: int | None = 0,
    ) -> Document:
        """From the columns the index stores (adapters.storage.catalogue.search)."""
        names, mints, design = (*other_words.split(PART_BREAK.strip(), 2), "", "")[:3]
        return cls(
            id=int(row_id),
            title=tuple(title_words.split()),
            aliases=tuple(tuple(words) for a in alias_words.split(ALIAS_BREAK.strip()) if (words := a.split())),
            other=tuple(names.split()),
            mints=tuple(mints.split()),
            design=tuple(design.split()),
            min_year=min_year,
            max_year=max_year,
            issue_years=frozenset(map(int, issue_years.split())),
            fine_weight=fine_weight,
            weight=weight,
            value=value,
            sort_title=sort_title,
            mintage=int(mintage or 0),
        )

    def words(self) -> typing.Iterator[str]:
        """Every word of every one of its names, in field order (a word may come more than once)."""
        yield from self.title
        for alias in self.aliases:
            yield from alias
        for part in PARTS:
            yield from getattr(self, part)

    def struck_in(self, year: int) -> bool:
        if year in self.issue_years:
            return True
        if self.min_year is None:
            return False
        return self.min_year <= year <= (self.max_year if self.max_year is not None else YEARS[1])

    def has_value(self, value: Value) -> bool:
        if self.value is None or abs(self.value - value.number) > 1e-9:
            return False
        return value.unit is None or value.unit in self.other or value.unit in self.title


class Match(typing.NamedTuple):
    typos: int
    field: int  # FIELD_RANKS
    name: int  # which name of the field (an alias's index)
    position: int
    prefix: bool
    others: tuple[int, ...] = ()  # the word's later places in the same name (the other names repeat words)


def best_match(word: Word, corrections: typing.Mapping[str, int], document: Document) -> Match | None:
    """Where `word` matches the document best: fewest typos, then title before aliases before other names,
    then earliest, then whole word before prefix."""
    text, prefix = word.text, word.prefix
    names = [(0, 0, document.title), *((1, n, alias) for n, alias in enumerate(document.aliases))]
    names += [(FIELD_RANKS[part], 0, getattr(document, part)) for part in PARTS]
    for field, name, tokens in names:  # no typo first: the first name with such a match holds the best one
        found = []
        if text in tokens:
            places = [n for n, token in enumerate(tokens) if token == text]
            found.append(Match(0, field, name, places[0], False, tuple(places[1:])))
        if prefix:
            for position, token in enumerate(tokens):
                if token.startswith(text):
                    found.append(Match(0, field, name, position, position != found[0].position if found else True))
                    break
        if found:
            return min(found)
    if not corrections:  # no word of the index is this word with a typo: nothing more to look for
        return None
    corrected = [
        Match(corrections[token], field, name, position, False)
        for field, name, tokens in names
        for position, token in enumerate(tokens)
        if token in corrections
    ]
    return min(corrected, default=None)


def _proximity(matches: list[Match | None]) -> int:
    """Meilisearch's proximity: for each pair of consecutive query words, how far apart in one name at their
    nearest (one more when out of order), FAR when not in the same name or when one of them is not found; summed."""
    total = 0
    for before, after in zip(matches, matches[1:]):
        if before is None or after is None:  # a word not found is as far as can be
            total += FAR
            continue
        if (before.field, before.name) != (after.field, after.name):
            total += FAR
            continue
        total += min(
            _distance(first, second)
            for first in (before.position, *before.others)
            for second in (after.position, *after.others)
        )
    return total


def _distance(before: int, after: int) -> int:
    """How far apart two words are in one name, one more when out of order, at most FAR."""
    return min(FAR, after - before if after > before else 1 - (after - before))


def rank_key(
    query: Query,
    corrections: typing.Mapping[str, typing.Mapping[str, int]],
    document: Document,
    distinctive: typing.Collection[str] | None = None,
) -> tuple[typing.Any, ...]:
    """The document's place among the matches of `query`, lowest first (the module's docstring). Its first
    figure says whether it matches any term at all, its second how many distinctive terms it holds (the query's
    words in `distinctive`, every word where that is None, and its years, sizes and face values), its third how many
    of its other terms but the everyday words (`coin`, `old`: they say nothing of the coin, so holding them never
    outranks the weight or the place of a word that does)."""
    matches = [best_match(word, corrections.get(word.text, {}), document) for word in query.words]
    found = [match for match in matches if match is not None]
    others = (
        sum(document.struck_in(year) for year in query.years)
        + sum(size.matches(document.fine_weight, document.weight) for size in query.sizes)
        + sum(document.has_value(value) for value in query.values)
    )
    said = [(word, match) for word, match in zip(query.words, matches) if word.text not in EVERYDAY]
    # the distinctive words matched (every word matched where none are known)
    telling = [
        match
        for word, match in zip(query.words, matches)
        if match is not None and (distinctive is None or word.text in distinctive)
    ]
    held = others + len(telling)
    typos = sum(match.typos for match in found)
    # where a distinctive word matched, it decides the attribute: a common word (`gold`, first of every type's other
    # names) would otherwise give every match the same best place
    attribute = min(
        ((m.field, m.position if m.field < FIELD_RANKS["other"] else 0) for m in telling or found),
        default=(FIELD_RANKS["design"] + 1, 0),
    )
    typed = tuple(word.text for word in query.words)
    whole = bool(typed) and typed in (document.title, *document.aliases)
    prefixes = sum(match.prefix for match in found)
    heavier = -(document.weight or 0.0)
    return (
        not found and not others,
        -held,
        -(others + sum(match is not None for _, match in said)),
        typos,
        not whole,
        _nearness(query, document),
        # of the words that say which coin (`woman with trident`: woman, then trident), a word not found is a gap
        _proximity([match for _, match in said]),
        attribute,
        prefixes,
        -document.mintage,
        -len(document.issue_years),
        heavier,
        document.sort_title,
        document.id,
    )


def _nearness(query: Query, document: Document) -> float:
    """Of the sizes asked, how far the document's weights are from them (0: within the rounding typed), so that
    of the coins within a size's tolerance the one of the weight typed comes first, then the nearest."""
    return round(sum(min(size.distance(document.fine_weight, document.weight), 1e6) for size in query.sizes), 6)


def ranked(
    query: Query,
    corrections: typing.Mapping[str, typing.Mapping[str, int]],
    documents: typing.Iterable[Document],
    distinctive: typing.Collection[str] | None = None,
) -> list[int]:
    """The ids of the documents that match at least one term of the query, best first."""
    return [document_id for document_id, _ in ranked_held(query, corrections, documents, distinctive)]


def ranked_held(
    query: Query,
    corrections: typing.Mapping[str, typing.Mapping[str, int]],
    documents: typing.Iterable[Document],
    distinctive: typing.Collection[str] | None = None,
) -> list[tuple[int, int]]:
    """(id, distinctive terms held) of the documents that match at least one term of the query, best first: a
    match holding more of the query's distinctive terms (`distinctive`: its words not common; None: all of them)
    first, whatever common words the others hold (`old British gold coin`: the British coins, not `Old Town`)."""
    keyed = sorted((rank_key(query, corrections, document, distinctive), document.id) for document in documents)
    return [(document_id, -key[1]) for key, document_id in keyed if not key[0]]
