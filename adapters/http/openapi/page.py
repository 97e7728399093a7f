"""The human docs page: Swagger UI over the description, plus the error codes the `docs` field points at.

Every script, style and icon is served by the API itself from installed packages: nothing from a CDN.
"""

from __future__ import annotations

import html
import re
import string
from importlib import resources
from pathlib import Path
from urllib.parse import urlsplit

import swagger_ui_bundle

HERE = resources.files(__package__)
SWAGGER = Path(swagger_ui_bundle.swagger_ui_path)
TYPES = {
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".png": "image/png",
    ".map": "application/json",
}
# Only these names are served: a lookup in this table is the whole path check, so no traversal exists.
ASSET_FILES = {
    "docs.css": HERE / "docs.css",
    "docs.js": HERE / "docs.js",
    "swagger-ui.css": SWAGGER / "swagger-ui.css",
    "swagger-ui.css.map": SWAGGER / "swagger-ui.css.map",
    "swagger-ui-bundle.js": SWAGGER / "swagger-ui-bundle.js",
    "swagger-ui-bundle.js.map": SWAGGER / "swagger-ui-bundle.js.map",
    "favicon-16x16.png": SWAGGER / "favicon-16x16.png",
    "favicon-32x32.png": SWAGGER / "favicon-32x32.png",
}


def asset(name: str):
    """(path, content type) of a docs asset, or None when no asset has that exact name."""
    path = ASSET_FILES.get(name)
    if path is None:
        return None
    return path, TYPES[Path(name).suffix]


def render(document: dict) -> str:
    template = string.Template(HERE.joinpath("docs.html").read_text(encoding="utf-8"))
    return template.substitute(
        title=html.escape(document["info"]["title"]),
        version=html.escape(document["info"]["version"]),
        error_codes="\n".join(_error_entry(entry) for entry in document["x-error-codes"]),
    )


def content_security_policy(public_base_url: str) -> str:
    parts = urlsplit(public_base_url)
    api_origin = f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""
    return (
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data:; font-src 'self' data:; "
        f"connect-src 'self' {api_origin}".rstrip()
        + "; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )


def _error_entry(entry: dict) -> str:
    code = html.escape(entry["code"])
    meaning = re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(entry["meaning"]))
    return (
        f'<dt id="errors-{code}"><a href="#errors-{code}"><code>{code}</code></a>'
        f' <span class="status">HTTP {int(entry["status"])}</span></dt>\n<dd>{meaning}</dd>'
    )
