"""The response head waitress writes, with less work a header: the same bytes as waitress's own
(`WSGITask.build_response_header`; tests/unit/test_response_head.py holds them equal), written from header names
spelled as waitress spells them once per spelling, and the Date header formatted once a second.

Waitress capitalises every header name of every answer anew (splitting it at its dashes) and formats the date
for each: for the API's fifteen headers that was most of what a kept answer cost the server beyond falcon's
hello-world (docs/performance.md, issue 42). Everything else is waitress's: which headers it adds (Content-Length,
Connection, Transfer-Encoding, Server or Via, Date), when it closes the connection, and the order it writes them in
(by name, same names in their order).

A kept answer's head is laid out once (`laid_out`): the response cache's front (response_cache.CacheHitFront)
keeps it with the answer, and on a hit hands it to this task through the environ (KEPT_HEAD) with the values that
change per answer, passing waitress's start_response only the Content-Length, so neither start_response's checks
nor the head's assembly run again for fifteen headers. The task offers this in every environ it makes
(KEPT_HEADS); under another server the front answers as any WSGI app does. Where the head depends on more than
the layout holds (HTTP/1.0, a client or a stopping server closing the connection, a server name to send), the
task writes it from the whole header list, as for any answer.
"""

from __future__ import annotations

import functools
import operator

from waitress.task import WSGITask
from waitress.utilities import build_http_date

_BY_NAME = operator.itemgetter(0)
KEPT_HEADS = "goldcoins.kept_heads"  # in every environ this server's task makes: it writes kept heads
KEPT_HEAD = "goldcoins.kept_head"  # set by the app for one answer: (layout, values, headers, filled)
_DATE = -1
_OWN = {"Date", "Server", "Connection", "Transfer-Encoding"}  # the head then depends on more than a layout


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


def filled_in(headers: tuple, filled: tuple[int, ...], values: tuple[str, ...]) -> list[tuple[str, str]]:
    """`headers` with the value of each header `filled` names (by index) replaced by `values`, in that order."""
    answer = list(headers)
    for index, value in zip(filled, values):
        answer[index] = (answer[index][0], value)
    return answer


def laid_out(status: str, headers: tuple, filled: tuple[int, ...]) -> tuple | None:
    """The head HeadTask writes for an HTTP/1.1 answer with a body to a client keeping the connection: the bytes
    between the values that change from answer to answer (the headers `filled` names, then the Date), with the
    order those values go in; None where the head depends on more (no Content-Length, or the app's own Date,
    Server, Connection or Transfer-Encoding)."""
    names = [spelled(name) for name, _ in headers]
    if "Content-Length" not in names or _OWN.intersection(names):
        return None
    slot_of = {index: slot for slot, index in enumerate(filled)}
    lines = sorted([*((name, index) for index, name in enumerate(names)), ("Date", _DATE)], key=_BY_NAME)
    parts, slots, text = [], [], f"HTTP/1.1 {status}\r\n"
    for name, index in lines:
        if index == _DATE or index in slot_of:
            parts.append(f"{text}{name}: ".encode("latin-1"))
            slots.append(len(filled) if index == _DATE else slot_of[index])
            text = "\r\n"
        else:
            text += f"{name}: {headers[index][1]}\r\n"
    parts.append(f"{text}\r\n".encode("latin-1"))
    return tuple(parts), tuple(slots)


def written(layout: tuple, values: tuple[str, ...]) -> bytes:
    """A laid-out head with its values (the filled headers', then the date) in place."""
    parts, slots = layout
    pieces = [parts[0]]
    for slot, part in zip(slots, parts[1:]):
        pieces.append(values[slot].encode("latin-1"))
        pieces.append(part)
    return b"".join(pieces)


class HeadTask(WSGITask):
    """waitress's WSGI task with the head built as `build_response_header` documents above."""

    def get_environment(self):
        environ = super().get_environment()
        environ[KEPT_HEADS] = True
        return environ

    def build_response_header(self) -> bytes:
        kept = self.environ.get(KEPT_HEAD) if self.environ is not None else None
        if kept is not None:
            layout, values, headers, filled = kept
            if (
                self.version == "1.1"
                and self.has_body
                and not self.close_on_finish
                and not self.channel.server.adj.ident
                and self.request.headers.get("CONNECTION", "").lower() != "close"
            ):
                return written(layout, (*values, DATES.of(self.start_time)))
            # the whole list, and what the server added since start_response (a stopping server's Connection)
            self.response_headers = [*filled_in(headers, filled, values), *self.response_headers[1:]]
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
