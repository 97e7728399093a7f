"""A search of the types, as every store answers it: the query read against the index's vocabulary, the best
MAX_HITS of the index's candidates ranked by domain.ranking (remembered by the index, so paging through them
ranks once), then the page cut from them in their order, or in a sort order (the same matches, so the same
total). The store answers what the search asks (`Index`); the order of the steps is decided here only.

How well the matches match (`SearchMatch`, the page's `match`): a query's distinctive terms are its words that
are not common in the index (in more than half of the types, such as `gold`, by the index's own document
frequencies; a word the index does not know is common when each word it may be a typo of is), and its years,
sizes and face values. A page says how many the query has, the most any match holds, and how many each item
holds, so a client can say "no exact match; related coins" when no match holds them all.
"""

from __future__ import annotations

import typing

import attrs

from domain import ranking
from domain import search as rules
from domain.paging import Page, PageRequest, page_of

# Meilisearch's pagination.maxTotalHits: a relevance order ranks the best MAX_HITS matches, and that is its total.
MAX_HITS = 1000


class Entry(typing.Protocol):
    """An item of a page of types, as a store hands it (a summary or its stored JSON): its id, as the API writes it."""

    @property
    def id(self) -> str: ...


T = typing.TypeVar("T", bound=Entry)
T_co = typing.TypeVar("T_co", bound=Entry, covariant=True)


class Index(typing.Protocol[T_co]):
    """What a search asks of the store holding the types, under one catalogue version and one set of filters."""

    def known(self, word: str) -> bool:
        """Whether the index holds the word."""
        ...

    def common(self, word: str) -> bool:
        """Whether the word is in more than half of the types the index holds."""
        ...

    def near(self, word: rules.Word) -> typing.Mapping[str, int]:
        """The index's words within the word's typo budget, with their distances."""
        ...

    def candidates(self, reading: rules.Reading, distinctive: frozenset[str]) -> typing.Iterable[ranking.Document]:
        """The documents of the types the filters keep that hold a word of the reading, or meet one of its years,
        sizes and face values: at least the best MAX_HITS by domain.ranking's order (those holding the most of the
        `distinctive` words and of the years, sizes and face values first, then the most terms)."""
        ...

    def remembered(self, key: tuple[typing.Any, ...], rank: typing.Callable[[], Ranking]) -> Ranking:
        """`rank()`, or what it gave before for the same key under this version and these filters (kept as the
        store likes: `Ranking.ids` and `.held` need only be sequences)."""
        ...

    def entries(self, ids: typing.Sequence[int], page: PageRequest, order: str | None) -> typing.Sequence[T_co]:
        """The page's entries: of `ids` (a page of the ranking) in their order where `order` is None; else the
        page `page` of `ids` (every match) sorted by `order`."""
        ...


def find(q: str, page: PageRequest, index: Index[T], order: str | None = None) -> Page[T]:
    """The page of the types matching `q`, best first, or sorted by `order` (a sort the store knows), with how
    well they match (`Page.match`)."""
    reading = rules.read(q, index.known, index.near)
    ranked = index.remembered(("ranked", reading.query.key()), lambda: best(reading, index))
    found, positions = _cut(ranked.ids, page, index, order)
    return page_of(found, page, len(ranked.ids), ranked.match(positions))


def _cut(
    ids: typing.Sequence[int], page: PageRequest, index: Index[T], order: str | None
) -> tuple[typing.Sequence[T], typing.Iterable[int]]:
    """The page's entries, and their positions in the ranking: the page's slice of `ids` where `order` is None,
    else the page of all of `ids` in that order (the store sorts them)."""
    if page.offset >= len(ids):
        return (), ()
    if order is None:
        end = page.offset + page.page_size
        return index.entries(ids[page.offset : end], page, None), range(page.offset, min(end, len(ids)))
    found = index.entries(ids, page, order)
    where = {type_id: n for n, type_id in enumerate(ids)}
    return found, [where[int(item.id)] for item in found]


@attrs.frozen
class SearchMatch:
    """How well a search's matches match its distinctive terms (the module's docstring): `terms`, how many the
    query has; `best`, the most of them any match holds (`best < terms`: no match holds them all; 0: none holds
    any); `items`, how many each item of the page holds, in the page's order."""

    terms: int
    best: int
    items: tuple[int, ...]


@attrs.frozen
class Ranking:
    """A search's matches, best first (`ids`), and how many of the query's `terms` distinctive terms each holds
    (`held`, in the same order)."""

    ids: typing.Sequence[int]
    held: typing.Sequence[int]
    terms: int
    # the most any match holds: found once, not for every page asked (up to MAX_HITS counts to read)
    most: int = attrs.field(init=False, default=attrs.Factory(lambda self: max(self.held, default=0), takes_self=True))

    def match(self, positions: typing.Iterable[int]) -> SearchMatch:
        """The match of a page holding the matches at `positions` of the ranking."""
        return SearchMatch(self.terms, self.most, tuple(self.held[n] for n in positions))


def best(reading: rules.Reading, index: Index[typing.Any]) -> Ranking:
    """The best MAX_HITS of the index's candidates for the reading, best first, and how many of the query's
    distinctive terms each holds (none are asked for a query without terms)."""
    query = reading.query
    distinctive = frozenset(word.text for word in query.words if not _common(word, reading, index))
    terms = len(distinctive) + len(query.years) + len(query.sizes) + len(query.values)
    if query.empty:
        return Ranking((), (), terms)
    candidates = index.candidates(reading, distinctive)
    found = ranking.ranked_held(query, reading.corrections, candidates, distinctive)[:MAX_HITS]
    return Ranking([type_id for type_id, _ in found], [held for _, held in found], terms)


def common_words(frequencies: typing.Mapping[str, int], documents: int) -> frozenset[str]:
    """The index's common words (the module's docstring): those in more than half of its `documents` types, by
    `frequencies`, how many types hold each word."""
    return frozenset(word for word, count in frequencies.items() if 2 * count > documents)


def _common(word: rules.Word, reading: rules.Reading, index: Index[typing.Any]) -> bool:
    """Whether a word of the query is common: an everyday word (domain.search.EVERYDAY), in more than half of the
    types, or, a word the index does not know, each word it may be a typo of is."""
    if word.text in rules.EVERYDAY or index.common(word.text):
        return True
    near = reading.corrections.get(word.text)
    if not near or index.known(word.text):
        return False
    return all(index.common(other) for other in near)
