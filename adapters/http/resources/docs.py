"""The OpenAPI description, the docs page that renders it, and the page's own assets."""

from __future__ import annotations

import functools

import falcon
import orjson

from adapters.http import openapi
from adapters.http.errors import ApiError
from adapters.http.openapi import page
from services import catalogue_format

CACHE = ["public", "max-age=300"]


class OpenApiDocument:
    def __init__(self, document: dict) -> None:
        self._body = orjson.dumps(document)

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        resp.data = self._body
        resp.content_type = falcon.MEDIA_JSON
        resp.cache_control = CACHE


class CatalogueSchema:
    """The catalogue import format's JSON Schema (services.catalogue_format), as the repository holds it."""

    def __init__(self) -> None:
        self._body = catalogue_format.schema_text().encode()

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        resp.data = self._body
        resp.content_type = "application/schema+json"
        resp.cache_control = CACHE


class DocsPage:
    def __init__(self, document: dict, public_base_url: str) -> None:
        self._html = page.render(document)
        self._policy = page.content_security_policy(public_base_url)

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        resp.text = self._html
        resp.content_type = falcon.MEDIA_HTML
        resp.cache_control = CACHE
        resp.set_header("Content-Security-Policy", self._policy)
        resp.set_header("X-Content-Type-Options", "nosniff")


class DocsAsset:
    def on_get(self, req: falcon.Request, resp: falcon.Response, file: str) -> None:
        found = page.asset(file)
        if found is None:
            raise ApiError(
                falcon.HTTP_404,
                "not_found",
                "The docs page has no asset of that name.",
                "Assets are linked from /v1/docs; their names are fixed.",
            )
        path, content_type = found
        resp.data = _read(path)
        resp.content_type = content_type
        resp.cache_control = ["public", "max-age=86400"]
        resp.set_header("X-Content-Type-Options", "nosniff")


@functools.cache
def _read(path) -> bytes:
    return path.read_bytes()


def document(public_base_url: str, session_cookie: str) -> dict:
    """The OpenAPI description as this deployment serves it (its base URL and cookie name)."""
    return openapi.load(public_base_url, session_cookie)
