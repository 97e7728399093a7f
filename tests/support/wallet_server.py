"""A local HTTP server on 127.0.0.1 that answers like the wallet provider or key custody, as scripted.

Unlike tests/support/http_server.py it answers POST and keeps each request's query and body, which
the wallet adapters' tests assert on.
"""

from __future__ import annotations

import json
import threading
import typing
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import attrs


@attrs.frozen
class Seen:
    method: str
    path: str
    query: dict
    headers: dict
    body: bytes

    def json(self):
        return json.loads(self.body)


class ScriptedServer:
    """`reply(method, path, status, body)` scripts an answer; `answer_with(method, path, respond)` has
    `respond(seen)` give each request's (status, body); `hang(...)` never answers until stop."""

    def __init__(self) -> None:
        self.seen: list[Seen] = []
        self._script: dict[tuple[str, str], typing.Any] = {}
        self._released = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def reply(self, method: str, path: str, status: int = 200, body: object = None) -> None:
        self._script[(method, path)] = (status, body)

    def answer_with(self, method: str, path: str, respond: typing.Callable[[Seen], tuple[int, object]]) -> None:
        self._script[(method, path)] = respond

    def hang(self, method: str, path: str) -> None:
        self._script[(method, path)] = None

    def __enter__(self) -> ScriptedServer:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._released.set()
        self._server.shutdown()
        self._server.server_close()

    def _answer(self, handler: BaseHTTPRequestHandler) -> None:
        parts = urlsplit(handler.path)
        length = int(handler.headers.get("Content-Length") or 0)
        seen = Seen(
            handler.command,
            parts.path,
            parse_qs(parts.query),
            {k.lower(): v for k, v in handler.headers.items()},
            handler.rfile.read(length),
        )
        self.seen.append(seen)
        scripted = self._script.get((handler.command, parts.path), (404, {"error": "not found"}))
        if scripted is None:
            self._released.wait()
            return
        status, body = scripted(seen) if callable(scripted) else scripted
        payload = body if isinstance(body, bytes) else json.dumps(body).encode()
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(payload)))
        handler.end_headers()
        handler.wfile.write(payload)


def _handler(server: ScriptedServer):
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            server._answer(self)

        do_POST = do_GET

        def log_message(self, *args):
            pass

    return Handler
