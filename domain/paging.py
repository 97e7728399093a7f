"""Page requests and the page envelope shared by every paginated list."""

from __future__ import annotations

import collections.abc
import math
import typing

import attrs

T = typing.TypeVar("T")


@attrs.frozen
class PageRequest:
    page: int = 1
    page_size: int = 24

    @property
    def offset(self) -> int:
        return (self.page - 1) * self.page_size


@attrs.frozen
class Page(typing.Generic[T]):
    data: typing.Sequence[T]
    page: int
    page_size: int
    total: int
    total_pages: int
    match: object = None  # a search's page: how well its items match (domain.finding.SearchMatch); else none


def page_of(data: typing.Iterable[T], request: PageRequest, total: int, match: object = None) -> Page[T]:
    """The page holding `data`; a sequence is kept as it is (a store may hand a lazy one)."""
    total_pages = math.ceil(total / request.page_size) if total else 0
    kept = data if isinstance(data, collections.abc.Sequence) else list(data)
    return Page(kept, request.page, request.page_size, total, total_pages, match)
