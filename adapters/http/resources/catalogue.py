"""Catalogue routes: issuers, series, types, mints and the sitemap. Thin: parse, ask the service, convert."""

from __future__ import annotations

import datetime as dt
import functools

import falcon
import orjson

from adapters.http import params
from adapters.http.compression import fresh, http_moment, not_modified
from adapters.http.errors import invalid
from adapters.http.links import page_links
from adapters.http.resources.prices import melt_quote
from domain.labels import CATEGORIES, PURITY_LABELS, SIZE_LABELS
from domain.paging import Page
from domain.prices import MeltQuote, Served
from ports.catalogue import ISSUER_SORTS, TYPE_SORTS, IssuerQuery, TypeQuery
from ports.views import Rendered
from services.catalogue import CatalogueReads
from services.prices import CachedPrices

CATALOGUE_SECONDS = 300
CATALOGUE_CACHE = ["public", f"max-age={CATALOGUE_SECONDS}"]
UPDATED = '"updatedAt":"'  # how the converter writes a record's own time, before any nested record's fields


def modified(value) -> tuple[str, dt.datetime] | None:
    """A record's updatedAt as Last-Modified writes it and as If-Modified-Since compares it, from the domain value
    or from the JSON a read model kept (its first updatedAt is the record's own: the record's fields come before
    its nested records')."""
    if isinstance(value, Rendered):
        start = value.json.find(UPDATED)
        if start < 0:
            return None
        start += len(UPDATED)
        return _stamp(value.json[start : value.json.index('"', start)])
    moment = getattr(value, "updated_at", None)
    return None if moment is None else _stamp(moment.isoformat())


@functools.lru_cache(maxsize=1024)  # a catalogue's records share the moments of its few imports
def _stamp(iso: str) -> tuple[str, dt.datetime]:
    moment = http_moment(dt.datetime.fromisoformat(iso))
    return falcon.util.dt_to_http(moment), moment


class _Resource:
    def __init__(self, catalogue: CatalogueReads, converter, public_base_url: str = "") -> None:
        self._catalogue = catalogue
        self._convert = converter.unstructure
        self._base = public_base_url

    def _send(self, resp: falcon.Response, value, quote: Served[MeltQuote] | None = None) -> None:
        """`quote`: each type's meltValue added in its currency, the answer as fresh as the spot it was priced at."""
        resp.media = self._convert(value)
        resp.cache_control = CATALOGUE_CACHE
        if quote is not None:
            media = orjson.loads(orjson.dumps(resp.media))  # the read model's stored text, as plain values
            for record in media["data"] if isinstance(value, Page) else [media]:
                record["meltValue"] = self._convert(quote.value.melt_value(record.get("fineWeight")))
            resp.media = media
            resp.cache_control = ["public", f"max-age={min(quote.fresh_for, CATALOGUE_SECONDS)}"]

    def _send_record(self, req: falcon.Request, resp: falcon.Response, value, quote=None) -> None:
        """One record's page, with Last-Modified (its updatedAt) and a 304 when If-Modified-Since holds it (the
        response cache answers the same for an answer it keeps). An answer priced in a currency has none: its
        melt value moves with the spot, not with the record."""
        self._send(resp, value, quote)
        stamp = None if quote is not None else modified(value)
        if stamp is not None:
            resp.set_header("Last-Modified", stamp[0])
            if fresh(req, None, stamp[1]):
                not_modified(resp)

    def _send_page(self, req: falcon.Request, resp: falcon.Response, page: Page, quote=None) -> None:
        """A page, with the Link header to its first, previous, next and last pages."""
        self._send(resp, page, quote)
        links = self.links(req.context.version.name, req.path, req.query_string, page)
        if links is not None:
            resp.set_header("Link", links)

    def links(self, version: str, path: str, query_string: str, page: Page) -> str | None:
        """The Link header of `page`, asked at `path` (without its version prefix) with `query_string`."""
        return page_links(self._base, f"/{version}{path}", query_string, page.page, page.total_pages)


# A route's reading is a method of `asked` (anything with get_param: falcon's request, or the plain reads' query) and
# of the path's fields, so that falcon's responders and adapters/http/plain_reads.py read alike.


class Issuers(_Resource):
    def on_get(self, req, resp):
        self._send_page(req, resp, self.page(req))

    def page(self, asked) -> Page:
        q = params.text(asked, "q")
        query = IssuerQuery(
            q=q,
            roots_only=params.boolean(asked, "roots", True),
            updated_since=params.moment(asked, "updatedSince"),
            sort=params.choice(asked, "sort", ISSUER_SORTS, "name_asc" if q is None else "relevance"),
        )
        return self._catalogue.issuers(query, params.page_request(asked))

    def on_get_highlighted(self, req, resp):
        self._send(resp, {"data": self._catalogue.highlighted_issuers()})

    def on_get_issuer(self, req, resp, issuer_slug):
        self._send_record(req, resp, self._catalogue.issuer(issuer_slug))

    def on_get_series_list(self, req, resp, issuer_slug):
        self._send_page(req, resp, self.series_page(req, issuer_slug))

    def series_page(self, asked, issuer_slug: str) -> Page:
        page, q, since = params.page_request(asked), params.text(asked, "q"), params.moment(asked, "updatedSince")
        return self._catalogue.series_of_issuer(issuer_slug, q, page, since)

    def on_get_series(self, req, resp, issuer_slug, series_slug):
        self._send_record(req, resp, self._catalogue.series(issuer_slug, series_slug))


MAX_GRAMS = 100_000.0  # a fine-weight bound: a 100 kg coin is past any the catalogue holds


class Types(_Resource):
    def __init__(self, catalogue: CatalogueReads, converter, public_base_url: str, prices: CachedPrices) -> None:
        super().__init__(catalogue, converter, public_base_url)
        self._prices = prices

    def _quote(self, req: falcon.Request) -> Served[MeltQuote] | None:
        """The spot in the `currency` asked (None when none is: the answer the response cache keeps). Without a
        spot price the answer is the spot's 503, as GET /spot's."""
        return melt_quote(self._prices, params.currency(req))

    def on_get(self, req, resp):
        quote = self._quote(req)
        self._send_page(req, resp, self.page(req), quote)

    def page(self, asked) -> Page:
        """The page of types asked (without a melt value: `currency` is the responder's)."""
        year_from = params.integer(asked, "yearFrom", low=-3000, high=3000)
        year_to = params.integer(asked, "yearTo", low=-3000, high=3000)
        if year_from is not None and year_to is not None and year_from > year_to:
            raise invalid(
                f"The year range from {year_from} to {year_to} is empty: yearFrom is after yearTo.",
                "Send yearFrom less than or equal to yearTo (the same year for one year).",
            )
        fine_from = params.amount(asked, "fineWeightFrom", high=MAX_GRAMS)
        fine_to = params.amount(asked, "fineWeightTo", high=MAX_GRAMS)
        if fine_from is not None and fine_to is not None and fine_from > fine_to:
            raise invalid(
                f"The fine weight range from {fine_from:g} g to {fine_to:g} g is empty: fineWeightFrom is above "
                "fineWeightTo.",
                "Send fineWeightFrom less than or equal to fineWeightTo (the same weight for one weight).",
                "fineWeightFrom",
            )
        q = params.text(asked, "q")
        query = TypeQuery(
            q=q,
            id=params.text(asked, "id"),
            issuer=params.text(asked, "issuer"),
            series=params.text(asked, "series"),
            mint=params.text(asked, "mint"),
            size=params.choice(asked, "size", SIZE_LABELS),
            purity=params.choice(asked, "purity", PURITY_LABELS),
            year_from=year_from,
            year_to=year_to,
            category=params.choice(asked, "category", CATEGORIES),
            fine_weight_from=fine_from,
            fine_weight_to=fine_to,
            updated_since=params.moment(asked, "updatedSince"),
            sort=params.choice(asked, "sort", TYPE_SORTS, "title_asc" if q is None else "relevance"),
        )
        return self._catalogue.types(query, params.page_request(asked))

    def on_get_type(self, req, resp, issuer_slug, series_slug, slug):
        quote = self._quote(req)
        self._send_record(req, resp, self._catalogue.coin_type(issuer_slug, series_slug, slug), quote)


class Mints(_Resource):
    def on_get(self, req, resp):
        self._send_page(req, resp, self.page(req))

    def page(self, asked) -> Page:
        q, since = params.text(asked, "q"), params.moment(asked, "updatedSince")
        return self._catalogue.mints(q, params.page_request(asked), since)

    def on_get_mint(self, req, resp, slug):
        self._send_record(req, resp, self._catalogue.mint(slug))


class Sitemap(_Resource):
    def on_get_types(self, req, resp):
        page = self._catalogue.type_identities(params.page_request(req, params.SITEMAP_PAGE))
        self._send_page(req, resp, page)

    def on_get_catalog(self, req, resp):
        self._send(resp, self._catalogue.catalogue_identities())

    def on_get_changes(self, req, resp):
        since = params.moment(req, "since")
        if since is None:
            raise invalid(
                "'since' is required: the change feed lists what changed since a moment.",
                "Send since=<the time your last pass started>, e.g. since=2026-11-29T00:00:00Z; for everything, "
                "read GET /export/types.ndjson first.",
                "since",
            )
        page = self._catalogue.changes(since, params.page_request(req, params.SITEMAP_PAGE))
        self._send_page(req, resp, page)
        resp.cache_control = ["no-cache"]  # what changed is asked again each pass: revalidate, never reuse
