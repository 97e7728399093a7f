"""Query parameters an operation does not take are refused, naming the one the client probably meant.

The OpenAPI description is the list: each operation's `in: query` parameters. `?pagesize=3` or `?issuers=za`
would otherwise be a silent 200 that ignores what was meant. Parameters that links collect on their way to us
(analytics tags and cache busters, IGNORED) are let through unread and left out of the response cache's key,
so a shared link or a crawler's tag neither fails nor splits the cache (docs/decisions/0008-query-parameters.md).
"""

from __future__ import annotations

import difflib
import re
import typing

import falcon

from adapters.http.errors import invalid

# utm_source & co., Google's and Microsoft's click ids, Facebook's, Mailchimp's, and jQuery's `_=<time>`.
IGNORED = re.compile(r"utm_[a-z_]+|gclid|dclid|gbraid|wbraid|msclkid|fbclid|mc_cid|mc_eid|_")
TEMPLATE_FIELD = re.compile(r"\{[^}]*\}")
# What other APIs call our parameters (folded: lower case, no `_` or `-`).
SYNONYMS = {
    "query": "q",
    "search": "q",
    "term": "q",
    "keyword": "q",
    "keywords": "q",
    "limit": "pageSize",
    "perpage": "pageSize",
    "size": "pageSize",
    "count": "pageSize",
    "pagenumber": "page",
    "order": "sort",
    "orderby": "sort",
    "sortby": "sort",
    "from": "yearFrom",
    "to": "yearTo",
}


def ignored(name: str) -> bool:
    return IGNORED.fullmatch(name) is not None


def allowed_parameters(document: dict) -> dict[tuple[str, str], tuple[str, tuple[str, ...]]]:
    """{(METHOD, path shape): (the path as described, its query parameter names)} for every operation."""
    shared = document.get("components", {}).get("parameters", {})
    allowed = {}
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if not isinstance(operation, dict) or method == "parameters":
                continue
            names = []
            for parameter in operation.get("parameters", []):
                if "$ref" in parameter:
                    parameter = shared[parameter["$ref"].rsplit("/", 1)[1]]
                if parameter.get("in") == "query":
                    names.append(parameter["name"])
            allowed[(method.upper(), _shape(path))] = (path, tuple(names))
    return allowed


def route_names(templates: typing.Iterable[str], document: dict) -> dict[str, str]:
    """{route template: the path the description writes in its shape} (`/types/{issuer_slug}/...` is named
    `/types/{issuerSlug}/...`): a route's name in logs and metrics, as the OpenAPI operation names it."""
    described = {_shape(path): path for path in document["paths"]}
    return {template: described[_shape(template)] for template in templates if _shape(template) in described}


def _shape(template: str) -> str:
    return TEMPLATE_FIELD.sub("{}", template)


def closest(name: str, known: tuple[str, ...]) -> str | None:
    """The known name a client most likely meant: the same letters in another case or spelling
    (`pagesize`, `page_size`, `PAGE-SIZE`), else the nearest spelling (`issuers`, `yaerFrom`)."""
    folded = {_fold(candidate): candidate for candidate in known}
    if _fold(name) in folded:
        return folded[_fold(name)]
    if SYNONYMS.get(_fold(name)) in known:
        return SYNONYMS[_fold(name)]
    near = difflib.get_close_matches(_fold(name), list(folded), n=1, cutoff=0.6)
    return folded[near[0]] if near else None


def _fold(name: str) -> str:
    return name.replace("_", "").replace("-", "").lower()


class KnownParameters:
    """After routing, before the responder: every query parameter must be one the operation takes."""

    def __init__(self, document: dict) -> None:
        self._allowed = allowed_parameters(document)

    def process_resource(self, req: falcon.Request, resp: falcon.Response, resource, params) -> None:
        if not req.query_string or req.uri_template is None:
            return
        method = "GET" if req.method == "HEAD" else req.method
        described = self._allowed.get((method, _shape(req.uri_template)))
        if described is None:  # a route the description does not list (the media files): nothing to check against
            return
        path, known = described
        unknown = [name for name in req.params if name not in known and not ignored(name)]
        if unknown:
            raise _refused(unknown[0], known, f"{method} {path}")

    def takes(self, template: str) -> tuple[str, ...]:
        """The query parameters GET `template` (a route's) takes, as the description lists them."""
        return self._allowed[("GET", _shape(template))][1]


def _refused(name: str, known: tuple[str, ...], operation: str):
    meant = closest(name, known)
    takes = f"{operation} takes {', '.join(known)}." if known else f"{operation} takes no query parameters."
    hint = f"Did you mean '{meant}'? {takes}" if meant else takes
    return invalid(f"'{name}' is not a query parameter of this operation.", hint, name)
