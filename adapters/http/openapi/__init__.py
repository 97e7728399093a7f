"""The OpenAPI description: one JSON file in this package, the single truth about the HTTP contract.

It is read once per app and filled with the deployment's addresses: the servers become absolute under
the public base URL and the session cookie carries its configured name.
"""

from __future__ import annotations

from importlib import resources

import orjson

DOCUMENT = "openapi.json"


def load(public_base_url: str, session_cookie: str = "session") -> dict:
    document = orjson.loads(resources.files(__package__).joinpath(DOCUMENT).read_bytes())
    base = public_base_url.rstrip("/")
    document["servers"] = [{**server, "url": base + server["url"].rstrip("/")} for server in document["servers"]]
    document["components"]["securitySchemes"]["sessionCookie"]["name"] = session_cookie
    return document


def error_codes(document: dict) -> list[dict]:
    """[{code, status, meaning}] in the order the docs page lists them."""
    return document["x-error-codes"]
