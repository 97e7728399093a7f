"""One GET to a feed, bounded in time (the whole exchange), threads and size. Every failure leaves as
ports.errors.FeedUnavailable."""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import time

import requests

from adapters.outbound import shared_bulkhead
from ports.errors import FeedUnavailable

USER_AGENT = "goldcoins-catalogue/0.1"
MAX_BODY_BYTES = 1_000_000
CHUNK_BYTES = 64 * 1024


def new_session(**headers: str) -> requests.Session:
    session = requests.Session()
    session.headers.update({"User-Agent": USER_AGENT, **headers})
    return session


def get(session: requests.Session, url: str, timeout: float, accept: str = "application/json") -> bytes:
    """The body of a 200 answer; the whole exchange (connect, headers, body) gives up after `timeout` seconds."""
    # one exchange in flight per feed URL and process: a feed that hangs holds one thread
    bulkhead = shared_bulkhead(f"feed {url}", deadline=timeout, unavailable=FeedUnavailable, limit=1)
    return bulkhead.call(lambda: _exchange(session, url, timeout, accept))


def _exchange(session: requests.Session, url: str, timeout: float, accept: str) -> bytes:
    deadline = time.monotonic() + timeout
    try:
        with session.get(url, timeout=timeout, stream=True, headers={"Accept": accept}) as response:
            if response.status_code != 200:
                raise FeedUnavailable(f"{url} answered HTTP {response.status_code}")
            return _read(response, url, deadline)
    except requests.RequestException as exc:
        raise FeedUnavailable(f"{url} did not answer ({type(exc).__name__}; timeout {timeout:g} s)") from exc


def _read(response: requests.Response, url: str, deadline: float) -> bytes:
    body = bytearray()
    for chunk in response.iter_content(CHUNK_BYTES):
        body += chunk
        if len(body) > MAX_BODY_BYTES:
            raise FeedUnavailable(f"{url} sent more than {MAX_BODY_BYTES} bytes")
        if time.monotonic() > deadline:
            raise FeedUnavailable(f"{url} was still sending when its time ran out")
    return bytes(body)


def json_object(body: bytes, url: str) -> dict:
    with understood(url):
        document = json.loads(body)
    if not isinstance(document, dict):
        raise FeedUnavailable(f"{url} sent JSON that is not an object")
    return document


@contextlib.contextmanager
def understood(url: str):
    """Anything the answer lacks or gets wrong is the feed's failure, not ours."""
    try:
        yield
    except (KeyError, TypeError, ValueError) as exc:
        raise FeedUnavailable(f"{url} sent an answer we cannot read: {exc!r}") from exc


def utc_moment(text: str) -> dt.datetime:
    moment = dt.datetime.fromisoformat(text)
    if moment.tzinfo is None:
        return moment.replace(tzinfo=dt.timezone.utc)
    return moment.astimezone(dt.timezone.utc)
