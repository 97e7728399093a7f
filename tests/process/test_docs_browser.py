"""The docs page in a real headless Chromium: it loads with no console error and lists the operations."""

import contextlib
import json
import shutil
import socket
import subprocess
import threading
import time
import typing
import urllib.request

import pytest
import waitress.server
from websockets.sync.client import connect

import app as composition
from tests.conftest import make_settings

pytestmark = pytest.mark.browser

CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--remote-debugging-port=0",
    "--remote-allow-origins=*",
)


@pytest.fixture(scope="module")
def served_app():
    """The real app behind waitress on a free loopback port, in a thread (the module's tests only read it)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    settings = make_settings(public_base_url=f"http://127.0.0.1:{port}")
    server = waitress.server.create_server(
        composition.create_app(settings), host="127.0.0.1", port=port, threads=4, ident=""
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{port}"
    server.close()
    thread.join(timeout=5)


@pytest.fixture(scope="module")
def chromium(tmp_path_factory) -> typing.Iterator[str]:
    """One headless Chromium for the module (starting one costs seconds): the address of its DevTools."""
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary is None:
        pytest.skip("chromium is not installed (make test installs it)")
    profile = tmp_path_factory.mktemp("chromium") / "profile"
    process = subprocess.Popen(
        [binary, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        yield _devtools(profile / "DevToolsActivePort")
    finally:
        process.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=10)
        if process.poll() is None:
            process.kill()


@pytest.fixture
def browser(chromium):
    """A new page of the module's Chromium for each test (its own history and console), closed after it."""
    with urllib.request.urlopen(
        urllib.request.Request(f"{chromium}/json/new?about:blank", method="PUT"), timeout=5
    ) as made:
        page = json.load(made)
    try:
        with connect(page["webSocketDebuggerUrl"], max_size=None, open_timeout=10) as socket_:
            yield DevTools(socket_)
    finally:
        urllib.request.urlopen(f"{chromium}/json/close/{page['id']}", timeout=5).close()


def _devtools(port_file, timeout=30.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if port_file.exists() and port_file.read_text().strip():
            address = f"http://127.0.0.1:{port_file.read_text().split()[0]}"
            with urllib.request.urlopen(f"{address}/json/version", timeout=5):
                return address
        time.sleep(0.1)
    raise AssertionError("chromium did not open its DevTools port")


class DevTools:
    """Just enough of the DevTools protocol: commands, and the errors the page reports."""

    def __init__(self, socket_) -> None:
        self._socket = socket_
        self._next_id = 0
        self.errors: list[str] = []

    def send(self, method: str, **params):
        self._next_id += 1
        self._socket.send(json.dumps({"id": self._next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self._socket.recv(timeout=30))
            if message.get("id") == self._next_id:
                if "error" in message:
                    raise AssertionError(f"{method}: {message['error']}")
                return message.get("result", {})
            self._collect(message)

    def evaluate(self, expression: str):
        answer = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        return answer["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 30.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.2)
        raise AssertionError(f"timed out waiting for {expression}; page errors: {self.errors}")

    def _collect(self, message: dict) -> None:
        method, params = message.get("method"), message.get("params", {})
        if method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
            self.errors.append(" ".join(str(arg.get("value", arg.get("description"))) for arg in params["args"]))
        elif method == "Runtime.exceptionThrown":
            self.errors.append(params["exceptionDetails"].get("exception", {}).get("description", "exception"))
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            self.errors.append(
                f"{params['entry']['source']}: {params['entry']['text']} {params['entry'].get('url', '')}"
            )


def open_docs(browser: DevTools, url: str) -> None:
    for domain in ("Runtime.enable", "Log.enable", "Page.enable"):
        browser.send(domain)
    browser.send("Page.navigate", url=url)
    browser.wait_for("document.body && document.body.getAttribute('data-docs-ready') === 'true'")


def test_the_docs_page_lists_every_operation_without_a_console_error(served_app, browser):
    open_docs(browser, f"{served_app}/v1/docs")

    described = json.load(urllib.request.urlopen(f"{served_app}/v1/openapi.json", timeout=5))
    expected = sum(len(methods) for methods in described["paths"].values())
    listed = browser.wait_for(
        f"document.querySelectorAll('.opblock').length >= {expected} && "
        "Array.from(document.querySelectorAll('.opblock-summary-path'), "
        "e => e.getAttribute('data-path'))"
    )
    browser.evaluate("new Promise(done => setTimeout(done, 500))")  # late errors still get reported
    assert browser.errors == []
    assert set(listed) == set(described["paths"])


def test_the_docs_page_scrolls_to_the_error_code_an_error_points_at(served_app, browser):
    open_docs(browser, f"{served_app}/docs#errors-rate_limited")

    top = browser.evaluate("document.getElementById('errors-rate_limited').getBoundingClientRect().top")
    assert 0 <= top < browser.evaluate("window.innerHeight")
    # with deep links on, Swagger UI still leaves the page's own anchor alone
    assert browser.evaluate("window.location.hash") == "#errors-rate_limited"
    assert browser.evaluate("document.querySelectorAll('.opblock.is-open').length") == 0
    assert browser.errors == []


def test_an_operations_deep_link_opens_that_operation(served_app, browser):
    open_docs(browser, f"{served_app}/v1/docs#/Types/getType")

    assert browser.wait_for(  # opened, and scrolled to
        "(() => { const op = document.getElementById('operations-Types-getType');"
        " if (!op || !op.classList.contains('is-open') || !op.querySelector('.opblock-body')) return false;"
        " const top = op.getBoundingClientRect().top; return top >= 0 && top < window.innerHeight; })()"
    )
    assert browser.evaluate("document.querySelectorAll('.opblock.is-open').length") == 1
    assert browser.errors == []


def test_an_opened_operation_gets_its_deep_link(served_app, browser):
    open_docs(browser, f"{served_app}/v1/docs")

    browser.wait_for("!!document.querySelector('#operations-Mints-getMint .opblock-summary-control')")
    browser.evaluate("document.querySelector('#operations-Mints-getMint .opblock-summary-control').click()")
    assert browser.wait_for("window.location.hash === '#/Mints/getMint' && window.location.hash")


def test_the_type_operation_shows_a_real_type_as_its_example_value(served_app, browser):
    open_docs(browser, f"{served_app}/v1/docs#/Types/getType")

    shown = browser.wait_for(
        "(() => { const example = document.querySelector("
        "'#operations-Types-getType .responses-table .response[data-code=\"200\"] .example');"
        " return example && example.textContent; })()"
    )
    example = json.loads(shown)
    assert example["title"] == "Krugerrand 1/10 oz" and example["rootIssuer"]["slug"] == "south-africa"
    assert example["issues"] and example["purityLabel"] == "22k"


def test_the_internal_operations_come_after_every_public_one(served_app, browser):
    open_docs(browser, f"{served_app}/v1/docs")

    sections = browser.wait_for(
        "document.querySelectorAll('.opblock-tag').length >= 9 && "
        "Array.from(document.querySelectorAll('.opblock-tag-section'), section => ["
        " section.querySelector('.opblock-tag').getAttribute('data-tag'),"
        " Array.from(section.querySelectorAll('.opblock-summary-path'), e => e.getAttribute('data-path'))])"
    )
    tags = [tag for tag, _ in sections]
    assert tags[-1] == "Service" and tags.count("Service") == 1
    internal = {"/metrics", "/healthz", "/openapi.json", "/schema/catalogue.json", "/docs", "/docs/assets/{file}"}
    assert set(sections[-1][1]) == internal
    public = {path for _, paths in sections[:-1] for path in paths}
    assert "/types" in public and not internal & public
    gap = browser.evaluate(
        "getComputedStyle(document.getElementById('operations-tag-Service').closest('.opblock-tag-section')).marginTop"
    )
    assert gap != "0px"  # set apart, not just listed after


def test_there_is_no_authorize_button_for_the_cookie_the_page_cannot_set(served_app, browser):
    open_docs(browser, f"{served_app}/v1/docs#/Wallet/getWallet")

    browser.wait_for("!!document.querySelector('#operations-Wallet-getWallet.is-open')")
    assert browser.evaluate("document.querySelectorAll('.btn.authorize, .authorization__btn').length") == 0
    assert browser.evaluate(
        "document.querySelector('.auth-wrapper') === null || !document.querySelector('.auth-wrapper').textContent.includes('Authorize')"
    )
    described = json.load(urllib.request.urlopen(f"{served_app}/v1/openapi.json", timeout=5))
    assert "sessionCookie" in described["components"]["securitySchemes"]  # the description still says what it needs
    assert browser.errors == []


def test_trying_the_type_list_sends_the_example_search_and_no_sort_so_the_ranked_order_shows(served_app, browser):
    """Issue 44: the docs page's "Try it out" sent sort=title_asc with every search, so the ranked order never
    showed, and the fine-weight and updatedSince examples filled in left the example search with nothing. Now the
    sort has no default and only the search box holds an example."""
    open_docs(browser, f"{served_app}/v1/docs#/Types/listTypes")
    op = "#operations-Types-listTypes"
    browser.wait_for(f"!!document.querySelector('{op} .try-out__btn')")
    browser.evaluate(f"document.querySelector('{op} .try-out__btn').click()")
    browser.wait_for(f"!!document.querySelector('{op} .execute')")
    browser.evaluate(f"document.querySelector('{op} .execute').click()")
    url = browser.wait_for(
        f"(() => {{ const u = document.querySelector('{op} .request-url pre'); return u && u.textContent; }})()"
    )
    assert "q=sovereign%201911" in url or "q=sovereign+1911" in url, url
    assert "sort=" not in url, url  # (its `currency` example prices it: this app has no spot feed, so a 503)
    # Swagger UI fills a parameter with its example: none narrows the example search to nothing
    assert not any(name in url for name in ("fineWeight", "updatedSince", "yearFrom", "issuer=")), url
