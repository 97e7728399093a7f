"""Page requests and the page envelope shared by every paginated list."""
from __future__ import annotations

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
    data: list[T]
    page: int
    page_size: int
    total: int
    total_pages: int


def page_of(data: list[T], request: PageRequest, total: int) -> Page[T]:
    total_pages = math.ceil(total / request.page_size) if total else 0
    return Page(list(data), request.page, request.page_size, total, total_pages)
