"""The answers waitress gives by itself (a request it cannot parse or will not take) in the API's JSON error
shape, through waitress's own extension point: its channel's `error_task_class`.

Waitress answers these before the application sees the request: a malformed request line, header or chunk
(400), headers over `max_request_header_size` (431), a body over `max_request_body_size` (413), a transfer
coding it does not implement (501). Its default is a text/plain page; clients of this API read `error` and
`X-API-Version` on every failure. Only waitress's own 500 is `internal_error`: every other refusal, the 501
included, is the request's to change (`invalid_request`).
"""

from __future__ import annotations

import orjson
from waitress.channel import HTTPChannel
from waitress.server import BaseWSGIServer
from waitress.task import ErrorTask

from adapters.http.middleware import rate_headers
from adapters.http.response_head import HeadTask
from ports.errors import RateLimitStoreUnavailable

MESSAGES = {
    400: ("The request could not be read as HTTP.", "Check the request line, headers, Content-Length and chunks."),
    413: ("The request body is too large.", "This API takes small JSON bodies only (see the API description)."),
    431: ("The request line or headers are too large.", "Send shorter headers and a shorter URL."),
    501: (
        "The request's Transfer-Encoding is not supported.",
        "Send the body with Content-Length, or with `Transfer-Encoding: chunked` alone.",
    ),
}


def json_error_channel(api_version: str, docs_base: str, limiter=None) -> type[HTTPChannel]:
    """A waitress channel whose own error answers are the API's JSON errors, stamped with `api_version`, and,
    given the public budget's `limiter`, its RateLimit-* headers as they stand for the peer (read, not spent:
    a request the server refuses never reaches the budget)."""

    class JsonErrorTask(ErrorTask):
        def execute(self) -> None:
            error = self.request.error
            code = "internal_error" if error.code == 500 else "invalid_request"
            message, hint = MESSAGES.get(error.code, (error.reason + ".", "Retry with a well-formed request."))
            body = orjson.dumps(
                {"error": code, "message": message, "hint": hint, "docs": f"{docs_base}/v1/docs#errors-{code}"}
            )
            self.status = f"{error.code} {error.reason}"
            self.response_headers.extend(
                [("Content-Type", "application/json"), ("X-API-Version", api_version), ("Cache-Control", "no-store")]
            )
            self.response_headers.extend(_budget(limiter, self.channel.addr))
            self.set_close_on_finish()
            self.content_length = len(body)
            self.write(body)

    class JsonErrorChannel(HTTPChannel):
        task_class = HeadTask  # the app's answers: waitress's head, built with less work (response_head.py)
        error_task_class = JsonErrorTask

    return JsonErrorChannel


def _budget(limiter, address) -> list[tuple[str, str]]:
    if limiter is None:
        return []
    peer = address[0] if isinstance(address, tuple) and address else "127.0.0.1"
    try:
        return rate_headers(limiter.budget, limiter.peek(peer))
    except RateLimitStoreUnavailable:
        return []


def use_channel(server: object, channel: type[HTTPChannel]) -> None:
    """Make every listening server that waitress.create_server made accept with `channel`."""
    listeners = [server, *getattr(server, "map", {}).values()]
    for listener in listeners:
        if isinstance(listener, BaseWSGIServer):
            listener.channel_class = channel
