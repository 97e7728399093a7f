"""The response head waitress writes, with less work a header: the same bytes as waitress's own
(`WSGITask.build_response_header`; tests/unit/test_response_head.py holds them equal), written from header names
spelled as waitress spells them once per spelling, and the Date header formatted once a second.

Waitress capitalises every header name of every answer anew (splitting it at its dashes) and formats the date
for each: for the API's fifteen headers that was most of what a kept answer cost the server beyond falcon's
hello-world (docs/performance.md, issue 42). Everything else is waitress's: which headers it adds (Content-Length,
Connection, Transfer-Encoding, Server or Via, Date), when it closes the connection, and the order it writes them in
(by name, same names in their order).
"""

from __future__ import annotations

import functools
import operator

from waitress.task import WSGITask
from waitress.utilities import build_http_date

_BY_NAME = operator.itemgetter(0)


@functools.lru_cache(maxsize=512)  # the app sends a few dozen names; a bound for safety
def spelled(name: str) -> str:
    """`name` as waitress writes it: each dash-separated part capitalised (`x-api-version` → `X-Api-Version`)."""
    return "-".join(part.capitalize() for part in name.split("-"))


class _Dates:
    """The HTTP date of a moment, formatted once per second of the clock (one tuple: a thread never sees half)."""

    def __init__(self) -> None:
        self._last: tuple[int, str] = (-1, "")

    def of(self, when: float) -> str:
        second = int(when)
        last, text = self._last
        if second != last:
            text = build_http_date(second)
            self._last = (second, text)
        return text


DATES = _Dates()


class HeadTask(WSGITask):
    """waitress's WSGI task with the head built as `build_response_header` documents above."""

    def build_response_header(self) -> bytes:
        has_body = self.has_body
        headers, length, date, server = [], None, "", ""
        for name, value in self.response_headers:
            name = spelled(name)
            if name == "Content-Length":
                if not has_body:
                    continue
                length = value
            elif name == "Date":
                date = value
            elif name == "Server":
                server = value
            headers.append((name, value))
        self.response_headers = headers
        if length is None and self.content_length is not None and has_body:
            length = str(self.content_length)
            headers.append(("Content-Length", length))
        self._connection(has_body, length)
        ident = self.channel.server.adj.ident
        if server:  # the app named a server: waitress says it passed through
            headers.append(("Via", ident or "waitress"))
        elif ident:
            headers.append(("Server", ident))
        if not date:
            headers.append(("Date", DATES.of(self.start_time)))
        lines = [f"HTTP/{self.version} {self.status}"]
        lines.extend(f"{name}: {value}" for name, value in sorted(headers, key=_BY_NAME))
        lines.append("\r\n")
        return "\r\n".join(lines).encode("latin-1")

    def _connection(self, has_body: bool, length: str | None) -> None:
        """Whether the connection stays open after this answer, and how the body's end is told (waitress's rules:
        HTTP/1.0 keeps it only when asked and the length is known; HTTP/1.1 unless asked to close, chunking a body
        of unknown length)."""
        asked = self.request.headers.get("CONNECTION", "").lower()
        if self.version == "1.0":
            if asked != "keep-alive" or not length:
                self.set_close_on_finish()
            else:
                self.response_headers.append(("Connection", "Keep-Alive"))
        elif self.version == "1.1":
            if asked == "close":
                self.set_close_on_finish()
            if not length:
                if has_body:
                    self.response_headers.append(("Transfer-Encoding", "chunked"))
                    self.chunked_response = True
                if not self.close_on_finish:
                    self.set_close_on_finish()
        else:
            raise AssertionError("neither HTTP/1.0 or HTTP/1.1")
