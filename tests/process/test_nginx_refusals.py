"""nginx's own refusals, as deploy/nginx/goldcoins.conf makes them: the API's JSON error shape with
X-API-Version whatever nginx refuses, and its access log naming the method the client sent. nginx alone,
rendered and run by tools/cluster as `make cluster` does, before an upstream that is not there: every request
here is refused by nginx itself, before any API process would see it."""

from __future__ import annotations

import json
import socket
import time

import pytest

from tools.cluster import nginx
from tools.cluster.wait import until

ERROR_KEYS = {"error", "message", "hint", "docs"}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def proxy(tmp_path_factory):
    try:
        nginx.binary()
    except nginx.NginxMissing as exc:
        pytest.skip(str(exc))
    state = tmp_path_factory.mktemp("nginx")
    (state / "media" / "ab").mkdir(parents=True)
    (state / "media" / "ab" / "coin.webp").write_bytes(b"RIFF")
    port = free_port()
    site = nginx.render_site(
        f"127.0.0.1:{port}", [free_port()], str(state / "media"), str(state / "errors"), "v1",
        str(state / "logs" / "nginx-access.log"),
    )  # fmt: skip
    process = nginx.start(state, nginx.prepare(state, site, "http://127.0.0.1"))
    try:
        until(lambda: _listening(port), 30, "nginx did not start")
        yield port, state
    finally:
        process.terminate()
        process.wait(timeout=10)


def _listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    except OSError:
        return False
    return True


def raw(port: int, request: bytes) -> tuple[int, dict, bytes]:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(request)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    status, *lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines)}
    return int(status.split()[1]), headers, body


def request(method: str, path: str, extra: str = "", version: str = "HTTP/1.1") -> bytes:
    return f"{method} {path} {version}\r\nHost: x\r\nAccept: text/html\r\nConnection: close\r\n{extra}\r\n".encode()


CASES = {
    "trace": (request("TRACE", "/v1/types"), 405, "invalid_request"),
    "delete_media": (request("DELETE", "/media/ab/coin.webp"), 405, "invalid_request"),
    "media_folder": (request("GET", "/media/"), 404, "not_found"),
    "media_subfolder": (request("GET", "/media/ab/"), 404, "not_found"),
    "unknown_transfer_encoding": (
        request("POST", "/v1/session", "Transfer-Encoding: gzip\r\nContent-Type: application/json\r\n") + b"{}",
        501,
        "invalid_request",
    ),
    "http_2_request_line": (request("GET", "/v1/types", version="HTTP/2.0"), 505, "invalid_request"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_nginx_refuses_in_the_apis_json_error_shape(proxy, case):
    port, _ = proxy
    sent, expected_status, expected_error = CASES[case]
    status, headers, body = raw(port, sent)
    assert status == expected_status
    assert headers["content-type"] == "application/json" and headers["x-api-version"] == "v1"
    error = json.loads(body)
    assert set(error) == ERROR_KEYS and error["error"] == expected_error


def test_a_method_not_allowed_on_the_media_names_the_ones_that_are(proxy):
    port, _ = proxy
    _, headers, _ = raw(port, request("DELETE", "/media/ab/coin.webp"))
    assert headers["allow"] == "GET, HEAD"


@pytest.mark.parametrize(
    "path, size, status",
    [("/media/ab/coin.webp", 2, 405), ("/v1/session", 100_000, 413)],
)
def test_a_refused_request_is_logged_with_the_method_the_client_sent(proxy, path, size, status):
    port, state = proxy
    marker = f"{path}?refused={time.monotonic_ns()}"
    raw(port, request("POST", marker, f"Content-Length: {size}\r\n") + b"{" * size)
    log = state / "logs" / "nginx-access.log"

    def logged() -> list[dict]:
        return [line for line in map(json.loads, log.read_text().splitlines()) if line["uri"] == marker]

    until(lambda: bool(logged()), 10, "nginx never logged the request")
    assert [(line["method"], line["status"]) for line in logged()] == [("POST", status)]
