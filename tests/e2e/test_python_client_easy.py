"""goldcoins_client.easy, the Python client's results-or-an-exception layer, against the app in-process (httpx's
WSGI transport over the test catalogue); a 429 is put in front of it where a test needs one, and the client's
waits are recorded instead of slept."""

from __future__ import annotations

import email.utils
import time

import httpx
import pytest
from goldcoins_client import Client
from goldcoins_client.api.issuers import list_issuers
from goldcoins_client.api.mints import get_mint
from goldcoins_client.api.prices import get_spot
from goldcoins_client.api.types import get_type, list_types
from goldcoins_client.easy import ApiError, Calls, call, every
from goldcoins_client.models import CoinType, IssuerListItem, TypePage


class Front(httpx.BaseTransport):
    """The app behind `refusals`: each is a Retry-After value (None: no header) answered as a 429 before the app
    is asked; `asked` records every request's path and query."""

    def __init__(self, app, refusals=()):
        self.app, self.refusals, self.asked = httpx.WSGITransport(app=app), list(refusals), []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.asked.append(str(request.url.copy_with(scheme=None, host=None)).lstrip("/"))
        if self.refusals:
            after = self.refusals.pop(0)
            body = {"error": "rate_limited", "message": "Too many requests.", "hint": "Wait, then retry."}
            return httpx.Response(429, headers={} if after is None else {"Retry-After": after}, json=body)
        return self.app.handle_request(request)


class Clock:
    def __init__(self):
        self.now, self.slept = 0.0, []

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


@pytest.fixture
def front(catalogue_client):
    return Front(catalogue_client.app)


def client_over(front: Front) -> Client:
    return Client(base_url="http://catalogue.test/v1", httpx_args={"transport": front})


def test_call_returns_the_record_and_raises_the_error_body(front):
    with client_over(front) as client:
        found = call(list_types.sync_detailed, client=client, q="KM# 73")
        assert isinstance(found, TypePage) and [t.slug for t in found.data if t] == ["krugerrand-1oz"]
        detail = call(get_type.sync_detailed, "germany", "bavaria-20-mark", "ludwig-ii-20-mark", client=client)
        assert isinstance(detail, CoinType) and detail.slug == "ludwig-ii-20-mark"
        with pytest.raises(ApiError) as refused:
            call(list_types.sync_detailed, client=client, year_from=1910, year_to=1900)
        assert (refused.value.status, refused.value.error) == (400, "invalid_request")
        assert refused.value.message and "400 invalid_request" in str(refused.value)
        with pytest.raises(ApiError) as missing:
            call(get_mint.sync_detailed, "nowhere", client=client)
        assert (missing.value.status, missing.value.error) == (404, "not_found") and missing.value.hint
        assert missing.value.docs.endswith("#errors-not_found")


def test_a_status_the_description_does_not_list_is_an_api_error_too(front):
    with client_over(front) as client:
        etag = get_mint.sync_detailed("berlin", client=client).headers["ETag"]
        with pytest.raises(ApiError) as unchanged:
            call(get_mint.sync_detailed, "berlin", client=client, if_none_match=etag)
        assert (unchanged.value.status, unchanged.value.error) == (304, "unexpected_status")


def test_every_yields_each_item_of_each_page_asking_as_the_loop_reaches_it(front):
    with client_over(front) as client:
        issuers = every(list_issuers.sync_detailed, client=client, roots=False, page_size=2)
        first = next(issuers)
        assert isinstance(first, IssuerListItem) and len(front.asked) == 1
        rest = list(issuers)
    whole = list_issuers.sync(client=client_over(Front(front.app.app)), roots=False, page_size=100)
    assert [first.slug, *(i.slug for i in rest)] == [i.slug for i in whole.data]
    assert len(whole.data) == 7
    assert [a.split("page=")[1].split("&")[0] for a in front.asked] == ["1", "2", "3", "4"]  # 7 in pages of 2


def test_every_over_an_empty_list_asks_once(front):
    with client_over(front) as client:
        assert list(every(list_types.sync_detailed, client=client, mint="nowhere")) == []
    assert len(front.asked) == 1


def test_a_429_is_asked_again_after_its_retry_after(catalogue_client):
    front, clock = Front(catalogue_client.app, refusals=["2", None]), Clock()
    polite = Calls(sleep=clock.sleep, clock=lambda: clock.now)
    with client_over(front) as client:
        found = polite.call(list_types.sync_detailed, client=client, q="KM# 73")
    assert found.total == 1
    assert clock.slept == [2.0, 1.0] and len(front.asked) == 3  # no Retry-After: one second


def test_a_retry_after_given_as_a_date_is_waited_until(catalogue_client):
    when = email.utils.formatdate(time.time() + 20, usegmt=True)
    front, clock = Front(catalogue_client.app, refusals=[when]), Clock()
    with client_over(front) as client:
        Calls(sleep=clock.sleep, clock=lambda: clock.now).call(list_types.sync_detailed, client=client)
    assert len(clock.slept) == 1 and 17 <= clock.slept[0] <= 20


def test_retries_stop_after_the_attempts(catalogue_client):
    front, clock = Front(catalogue_client.app, refusals=["1"] * 10), Clock()
    with client_over(front) as client, pytest.raises(ApiError) as refused:
        Calls(attempts=4, sleep=clock.sleep, clock=lambda: clock.now).call(list_types.sync_detailed, client=client)
    assert (refused.value.status, refused.value.error, refused.value.hint) == (429, "rate_limited", "Wait, then retry.")
    assert len(front.asked) == 4 and clock.slept == [1.0, 1.0, 1.0]


def test_a_wait_past_the_deadline_is_not_waited(catalogue_client):
    front, clock = Front(catalogue_client.app, refusals=["5", "3600"]), Clock()
    with client_over(front) as client, pytest.raises(ApiError) as refused:
        Calls(deadline=60, sleep=clock.sleep, clock=lambda: clock.now).call(get_spot.sync_detailed, client=client)
    assert refused.value.status == 429 and clock.slept == [5.0] and len(front.asked) == 2


def test_every_is_polite_on_each_page(catalogue_client):
    front, clock = Front(catalogue_client.app, refusals=[None]), Clock()
    polite = Calls(sleep=clock.sleep, clock=lambda: clock.now)
    with client_over(front) as client:
        slugs = [t.slug for t in polite.every(list_types.sync_detailed, client=client, page_size=3)]
    assert len(slugs) == len(set(slugs)) == 8 and clock.slept == [1.0]
