"""A search of the types, as every store answers it: the query read against the index's vocabulary, the best
MAX_HITS of the index's candidates ranked by domain.search (remembered by the index, so paging through them
ranks once), then the page cut from them in their order, or in a sort order (the same matches, so the same
total). The store answers what the search asks (`Index`); the order of the steps is decided here only.
"""

from __future__ import annotations

import typing

from domain import ranking
from domain import search as rules
from domain.paging import Page, PageRequest, page_of

# Meilisearch's pagination.maxTotalHits: a relevance order ranks the best MAX_HITS matches, and that is its total.
MAX_HITS = 1000

T = typing.TypeVar("T")
T_co = typing.TypeVar("T_co", covariant=True)


class Index(typing.Protocol[T_co]):
    """What a search asks of the store holding the types, under one catalogue version and one set of filters."""

    def known(self, word: str) -> bool:
        """Whether the index holds the word."""
        ...

    def near(self, word: rules.Word) -> typing.Mapping[str, int]:
        """The index's words within the word's typo budget, with their distances."""
        ...

    def candidates(self, reading: rules.Reading) -> typing.Iterable[ranking.Document]:
        """The documents of the types the filters keep that hold a word of the reading, or meet one of its years,
        sizes and face values: at least the best MAX_HITS by domain.search's order."""
        ...

    def remembered(
        self, key: tuple[typing.Any, ...], rank: typing.Callable[[], typing.Sequence[int]]
    ) -> typing.Sequence[int]:
        """`rank()`, or what it gave before for the same key under this version and these filters."""
        ...

    def entries(self, ids: typing.Sequence[int], page: PageRequest, order: str | None) -> typing.Sequence[T_co]:
        """The page's entries: of `ids` (a page of the ranking) in their order where `order` is None; else the
        page `page` of `ids` (every match) sorted by `order`."""
        ...


def find(q: str, page: PageRequest, index: Index[T], order: str | None = None) -> Page[T]:
    """The page of the types matching `q`, best first, or sorted by `order` (a sort the store knows)."""
    reading = rules.read(q, index.known, index.near)
    ranked = index.remembered(("ranked", reading.query.key()), lambda: best(reading, index))
    among = ranked[page.offset : page.offset + page.page_size] if order is None else ranked
    found = index.entries(among, page, order) if page.offset < len(ranked) else []
    return page_of(found, page, len(ranked))


def best(reading: rules.Reading, index: Index[typing.Any]) -> list[int]:
    """The ids of the best MAX_HITS of the index's candidates for the reading, best first (none are asked for a
    query without terms)."""
    if reading.query.empty:
        return []
    candidates = index.candidates(reading)
    return ranking.ranked(reading.query, reading.corrections, candidates)[:MAX_HITS]
