"""ports.views.CatalogueViews over the read model (read_model.py): the records the import rendered, as ready JSON."""

from __future__ import annotations

from adapters.storage.catalogue import queries as sql
from adapters.storage.catalogue.issuers import IssuerReads
from adapters.storage.catalogue.mapping import Mapper
from adapters.storage.catalogue.read_model import Stored
from adapters.storage.catalogue.types import TypeReads
from adapters.storage.db import translate_errors
from domain.errors import CoinTypeNotFound, IssuerNotFound
from domain.paging import Page, PageRequest
from ports.catalogue import IssuerQuery, TypeQuery
from ports.views import Rendered, RenderedList


class PeeweeCatalogueViews:
    """ports.views.CatalogueViews over the read model (read_model.py): the records the import rendered.

    `fingerprint`: that of the renderer this process would render with (adapters.http.converter.JsonRenderer);
    records stored by other code are not used (every read answers None until `db upgrade` renders again).
    None uses whatever is stored."""

    def __init__(self, cdn_base_url: str, fingerprint: str | None = None) -> None:
        mapper, counts, stored = Mapper(cdn_base_url), sql.CountMemo(), Stored(cdn_base_url, fingerprint)
        self._types = TypeReads(mapper, counts, stored)
        self._issuers = IssuerReads(mapper, counts, stored)

    @translate_errors
    def issuers(self, query: IssuerQuery, page: PageRequest) -> Page[Rendered] | None:
        return _ready(self._issuers.issuers(query, page))

    @translate_errors
    def issuer(self, slug: str) -> Rendered | None:
        return _record(self._issuers.issuer, slug)

    @translate_errors
    def types(self, query: TypeQuery, page: PageRequest) -> Page:
        """The page as read once: stored records, or the entries built from the rows when any is missing
        (TypeReads._entries), never a second run of the list through the repository."""
        return self._types.types(query, page)

    @translate_errors
    def coin_type(self, issuer_slug: str, series_slug: str, slug: str) -> Rendered | None:
        return _record(self._types.coin_type, issuer_slug, series_slug, slug)


def _ready(page: Page) -> Page | None:
    """The page when the read model answered it (or it is empty), else None: the repository builds it."""
    return page if not page.data or type(page.data) is RenderedList else None


def _record(read, *slugs) -> Rendered | None:
    try:
        found = read(*slugs)
    except (IssuerNotFound, CoinTypeNotFound):  # the repository answers the 404 with its own message
        return None
    return found if type(found) is Rendered else None
