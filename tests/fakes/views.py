"""CatalogueViews kept in memory: each hot read's answer rendered once, the first time it is asked for, from a
repository, with the render function the test hands in (the fake imports no adapter code). `rendered=False`
is a store whose read model is not there (rendered by other code, or never): every read answers None."""

from __future__ import annotations

import typing

from domain.errors import NotFound
from domain.paging import Page, PageRequest
from ports.catalogue import CatalogueRepository, IssuerQuery, TypeQuery
from ports.views import Rendered


class FakeCatalogueViews:
    def __init__(
        self, repository: CatalogueRepository, render: typing.Callable[[object], str], rendered: bool = True
    ) -> None:
        self._repository, self._render, self.rendered = repository, render, rendered
        self._kept: dict[tuple, object] = {}
        self.reads = 0  # reads answered from what was kept

    def issuers(self, query: IssuerQuery, page: PageRequest) -> Page[Rendered] | None:
        return self._kept_page(("issuers", query, page), lambda: self._repository.issuers(query, page))

    def issuer(self, slug: str) -> Rendered | None:
        return self._kept_record(("issuer", slug), lambda: self._repository.issuer(slug))

    def types(self, query: TypeQuery, page: PageRequest) -> Page[Rendered] | None:
        return self._kept_page(("types", query, page), lambda: self._repository.types(query, page))

    def coin_type(self, issuer_slug: str, series_slug: str, slug: str) -> Rendered | None:
        return self._kept_record(
            ("type", issuer_slug, series_slug, slug), lambda: self._repository.coin_type(issuer_slug, series_slug, slug)
        )

    def _kept_page(self, key: tuple, read: typing.Callable[[], Page]) -> Page[Rendered] | None:
        if not self.rendered:
            return None
        if key not in self._kept:
            page = read()
            records = [Rendered(str(item.id), self._render(item)) for item in page.data]
            self._kept[key] = Page(
                data=records, page=page.page, page_size=page.page_size, total=page.total, total_pages=page.total_pages
            )
        self.reads += 1
        return typing.cast(Page[Rendered], self._kept[key])

    def _kept_record(self, key: tuple, read: typing.Callable[[], object]) -> Rendered | None:
        if not self.rendered:
            return None
        if key not in self._kept:
            try:
                value = read()
            except NotFound:
                return None
            self._kept[key] = Rendered(str(getattr(value, "id")), self._render(value))
        self.reads += 1
        return typing.cast(Rendered, self._kept[key])
