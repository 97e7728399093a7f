"""The server's response head (adapters/http/response_head.py) is byte for byte the one waitress writes itself, for
every kind of answer: HTTP/1.0 and 1.1, kept-alive or closed, with and without a body or a length, with the app's
own Date, Server or Connection, names in any case, repeated names in their order."""

import itertools
import types

import pytest
from waitress.task import WSGITask

from adapters.http.response_head import HeadTask, spelled

HEADERS = {
    "api": [
        ("cache-control", "public, max-age=300"),
        ("link", '<http://x/v1/types?page=1>; rel="first"'),
        ("content-type", "application/json"),
        ("etag", '"abc-gzip"'),
        ("vary", "Accept-Encoding"),
        ("ratelimit-limit", "600"),
        ("x-api-version", "v1"),
        ("x-request-id", "94736d57f1c37bcf0000000000000002"),
        ("Link", '<http://x/v1/types?page=2>; rel="next"'),  # the same name again, spelled otherwise
        ("content-length", "2226"),
    ],
    "no length": [("Content-Type", "text/plain"), ("X-Thing", "1")],
    "own date and server": [("date", "Sun, 29 Nov 2026 09:00:00 GMT"), ("server", "other"), ("content-length", "0")],
    "empty server and date": [("Server", ""), ("Date", ""), ("Content-Length", "5")],
    "own connection": [("Connection", "close"), ("Content-Length", "3")],
    "WWW-authenticate": [("WWW-AUTHENTICATE", 'Bearer realm="api"'), ("content-length", "10")],
}


def _task(cls, version, connection, status, headers, length, ident):
    request = types.SimpleNamespace(version=version, headers={} if connection is None else {"CONNECTION": connection})
    channel = types.SimpleNamespace(server=types.SimpleNamespace(adj=types.SimpleNamespace(ident=ident)))
    task = cls(channel, request)
    task.status, task.response_headers, task.content_length = status, list(headers), length
    task.start_time = 1_795_000_000.25
    return task


@pytest.mark.parametrize(
    "version, connection, status, kind, length, ident",
    list(
        itertools.product(
            ("1.0", "1.1", "2.0"),
            (None, "keep-alive", "Keep-Alive", "close"),
            ("200 OK", "204 No Content", "304 Not Modified", "404 Not Found"),
            sorted(HEADERS),
            (None, 12),
            ("waitress", ""),
        )
    ),
)
def test_the_head_is_waitresss_own(version, connection, status, kind, length, ident):
    theirs = _task(WSGITask, version, connection, status, HEADERS[kind], length, ident)
    ours = _task(HeadTask, version, connection, status, HEADERS[kind], length, ident)
    assert ours.build_response_header() == theirs.build_response_header()
    assert (ours.close_on_finish, ours.chunked_response) == (theirs.close_on_finish, theirs.chunked_response)
    assert ours.response_headers == theirs.response_headers


def test_names_are_spelled_as_waitress_spells_them():
    assert spelled("x-api-version") == "X-Api-Version"
    assert spelled("ETag") == "Etag"
    assert spelled("access-control-expose-headers") == "Access-Control-Expose-Headers"
    assert spelled("x--odd-") == "X--Odd-"
