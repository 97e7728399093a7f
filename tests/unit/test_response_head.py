"""The server's response head (adapters/http/response_head.py) is byte for byte the one waitress writes itself, for
every kind of answer: HTTP/1.0 and 1.1, kept-alive or closed, with and without a body or a length, with the app's
own Date, Server or Connection, names in any case, repeated names in their order."""

import itertools
import types

import pytest
from waitress.task import WSGITask

from adapters.http.response_head import KEPT_HEAD, HeadTask, filled_in, laid_out, spelled

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


KEPT = HEADERS["api"] + [("ratelimit-remaining", "599"), ("ratelimit-reset", "1")]
FILLED = (len(KEPT) - 2, len(KEPT) - 1, 7)  # RateLimit-Remaining, RateLimit-Reset, X-Request-Id
ANSWER_VALUES = ("12", "41", "0ddba11")


def _kept_task(version, connection, ident, stopping):
    """A HeadTask answering a front hit as waitress runs it: start_response given only the Content-Length, the laid
    out head in the environ, and (a stopping server) the Connection: close graceful.ClosingTask adds before."""
    task = _task(HeadTask, version, connection, "200 OK", [("Content-Length", "2226")], 2226, ident)
    task.environ = {KEPT_HEAD: (laid_out("200 OK", tuple(KEPT), FILLED), ANSWER_VALUES, tuple(KEPT), FILLED)}
    if stopping:
        task.set_close_on_finish()
    return task


@pytest.mark.parametrize(
    "version, connection, ident, stopping",
    list(itertools.product(("1.0", "1.1"), (None, "keep-alive", "Close"), ("waitress", ""), (False, True))),
)
def test_a_kept_head_is_the_head_waitress_writes_for_the_whole_answer(version, connection, ident, stopping):
    theirs = _task(WSGITask, version, connection, "200 OK", filled_in(tuple(KEPT), FILLED, ANSWER_VALUES), 2226, ident)
    if stopping:
        theirs.set_close_on_finish()
    ours = _kept_task(version, connection, ident, stopping)
    assert ours.build_response_header() == theirs.build_response_header()
    assert (ours.close_on_finish, ours.chunked_response) == (theirs.close_on_finish, theirs.chunked_response)


@pytest.mark.parametrize("own", ["Date", "server", "Connection", "transfer-encoding"])
def test_a_head_that_depends_on_more_than_its_values_is_not_laid_out(own):
    assert laid_out("200 OK", (*KEPT, (own, "x")), FILLED) is None
    assert laid_out("200 OK", tuple(h for h in KEPT if h[0] != "content-length"), (0, 1, 2)) is None
