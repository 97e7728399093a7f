"""A real HTTP server on 127.0.0.1 for adapter tests: canned answers per path, or a request left hanging.

    routes = {"/price/XAU": (200, {"Content-Type": "application/json"}, b"{...}"),
              "/slow": HANG}
    with LocalHttpServer(routes) as server:
        adapter = SomeAdapter(server.base_url, timeout=0.5)
        ...
        assert server.received[0].headers["x-access-token"] == "key"

Unknown paths answer 404. HANG accepts the request and never answers until the server closes. Drip(answer,
every) sends the whole answer, status line and headers included, one byte every `every` seconds. Gate(answer,
opened) holds the request until the test sets the event `opened`, then answers. A header given as None is left
out: `"Content-Length": None` sends a body of no stated length, ended by closing the connection.
`unused_port()` gives a loopback port nothing listens on, for "connection refused".
"""

from __future__ import annotations

import socket
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import attrs

HANG = "hang"
FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


@attrs.frozen
class Drip:
    answer: tuple[int, dict[str, str], bytes]
    every: float


@attrs.frozen
class Gate:
    answer: tuple[int, dict[str, str], bytes]
    opened: threading.Event


@attrs.frozen
class Received:
    method: str
    path: str
    headers: dict[str, str]  # names lower-cased


def fixture_bytes(relative: str) -> bytes:
    return (FIXTURES / relative).read_bytes()


def json_answer(body: bytes | str, status: int = 200) -> tuple[int, dict[str, str], bytes]:
    data = body.encode() if isinstance(body, str) else body
    return status, {"Content-Type": "application/json"}, data


def answering(process, port: int, deadline_seconds: float = 60.0, path: str = "/healthz") -> bool:
    """Polls until the server `process` started answers `path` on loopback `port`; False when it exits first or
    the deadline passes."""
    deadline = time.monotonic() + deadline_seconds
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=2):
                return True
        except OSError:
            time.sleep(0.05)
    return False


def unused_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class LocalHttpServer:
    def __init__(self, routes: dict | None = None) -> None:
        self.routes = dict(routes or {})
        self.received: list[Received] = []
        self._closing = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> LocalHttpServer:
        self._thread.start()
        return self

    def __exit__(self, *exc_info) -> None:
        self._closing.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def _drip(self, handler: BaseHTTPRequestHandler, drip: Drip) -> None:
        for index in range(len(raw := _drip_bytes(drip.answer))):
            if self._closing.wait(drip.every):  # the server is closing: stop
                return
            try:
                handler.wfile.write(raw[index : index + 1])
                handler.wfile.flush()
            except OSError:
                return

    def _answer(self, handler: BaseHTTPRequestHandler) -> None:
        path = handler.path.partition("?")[0]
        headers = {name.lower(): value for name, value in handler.headers.items()}
        self.received.append(Received(handler.command, handler.path, headers))
        route = self.routes.get(path, (404, {"Content-Type": "text/plain"}, b"not found"))
        if callable(route):  # an answer that changes from one request to the next
            route = route()
        if route == HANG:
            self._closing.wait()
            return
        if isinstance(route, Drip):
            self._drip(handler, route)
            return
        if isinstance(route, Gate):
            while not route.opened.wait(0.05):
                if self._closing.is_set():
                    return
            route = route.answer
        status, headers, body = route
        handler.send_response(status)
        for name, value in headers.items():
            if value is not None:
                handler.send_header(name, value)
        if "Content-Length" not in headers:
            handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)


def _drip_bytes(answer: tuple[int, dict[str, str], bytes]) -> bytes:
    status, headers, body = answer
    lines = [f"HTTP/1.1 {status} OK", *(f"{k}: {v}" for k, v in headers.items()), f"Content-Length: {len(body)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


def _handler_for(server: LocalHttpServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            server._answer(self)

        def log_message(self, format, *args) -> None:  # keep test output quiet
            pass

    return Handler
