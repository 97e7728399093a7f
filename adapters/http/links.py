"""The `Link` header of a paginated answer (RFC 8288): first, prev, next and last, as absolute URLs.

Links point at the versioned path (`/v1/types?...`) under the public base URL, whichever spelling the client
used, so a kept answer serves both; the query is the client's, tags that links collect left out
(known_parameters.IGNORED) and `page` set.

Each link repeats the query, so the header is bounded (LINK_BOUND bytes, docs/deploy.md "Header bounds"): past it
only the links a client steps with (prev, next) are sent, and past that none; the body's `page` and `totalPages`
say the same. nginx's proxy buffers are sized above the bound, so no answer's headers can overflow them.
"""

from __future__ import annotations

import functools
import urllib.parse

from adapters.http.known_parameters import ignored

LINK_BOUND = 4096
STEPS = ("prev", "next")


def page_links(base_url: str, path: str, query_string: str, page: int, total_pages: int) -> str | None:
    """`path` is the versioned path; `query_string` the request's, as sent. None when no link fits the bound."""
    start = _start(base_url, path, query_string)
    last = max(total_pages, 1)
    targets = [("first", 1)]
    if page > 1:
        targets.append(("prev", min(page - 1, last)))
    if page < total_pages:
        targets.append(("next", page + 1))
    targets.append(("last", last))
    for kept in (targets, [(rel, number) for rel, number in targets if rel in STEPS]):
        header = ", ".join(f'<{start}{number}>; rel="{rel}"' for rel, number in kept)
        if header and len(header) <= LINK_BOUND:
            return header
    return None


# the links of one query differ only in their page number: its prefix is made once, and again for the pages a
# client steps through (a bounded memo: any other query is parsed again)
@functools.lru_cache(maxsize=512)
def _start(base_url: str, path: str, query_string: str) -> str:
    pairs = [
        (name, value)
        for name, value in urllib.parse.parse_qsl(query_string, keep_blank_values=True)
        if name != "page" and not ignored(name)
    ]
    query = urllib.parse.urlencode(pairs)
    return base_url.rstrip("/") + path + "?" + (query + "&" if query else "") + "page="
