"""Last-Modified and If-Modified-Since on a record's page (issue 46, point 2): a mirror that keeps a page asks
again with the time it was last changed and gets a 304 that costs nothing of its budget, whether the answer comes
from falcon, from the response cache or past the cache-hit front. Over create_app with the test catalogue."""

import email.utils

import pytest

from tests.conftest import IMPORTED_AT

PAGES = [
    "/v1/types/united-kingdom/sovereign/sovereign-george-v",
    "/v1/issuers/united-kingdom",
    "/v1/issuers/united-kingdom/series/sovereign",
    "/v1/mints/royal-mint",
]
IMPORTED = email.utils.format_datetime(IMPORTED_AT, usegmt=True)
EARLIER = "Sat, 31 Oct 2026 23:59:59 GMT"


@pytest.mark.parametrize("path", PAGES)
def test_a_record_page_says_when_it_changed_and_a_304_follows_from_then_on(catalogue_client, path):
    first = catalogue_client.simulate_get(path)
    assert first.headers["Last-Modified"] == IMPORTED
    assert first.json["updatedAt"] == "2026-11-01T00:00:00Z"
    for _ in range(2):  # the first from falcon or the response cache, the second past the front
        held = catalogue_client.simulate_get(path, headers={"If-Modified-Since": IMPORTED})
        assert (held.status_code, held.content, held.headers["Last-Modified"]) == (304, b"", IMPORTED)
        assert held.headers["RateLimit-Remaining"] == first.headers["RateLimit-Remaining"]  # nothing spent
    older = catalogue_client.simulate_get(path, headers={"If-Modified-Since": EARLIER})
    assert (older.status_code, older.json) == (200, first.json)


def test_if_none_match_decides_when_both_are_sent_and_a_bad_date_is_ignored(catalogue_client):
    path = PAGES[0]
    first = catalogue_client.simulate_get(path)
    stale_tag = catalogue_client.simulate_get(path, headers={"If-None-Match": '"other"', "If-Modified-Since": IMPORTED})
    assert stale_tag.status_code == 200  # RFC 9110: If-Modified-Since is ignored beside If-None-Match
    assert catalogue_client.simulate_get(path, headers={"If-Modified-Since": "yesterday"}).json == first.json


def test_lists_keep_the_records_changed_since_a_moment(catalogue_client):
    def listed(path, since):
        return catalogue_client.simulate_get(path, query_string=f"updatedSince={since}&pageSize=100").json["total"]

    for path in ("/v1/issuers", "/v1/issuers/united-kingdom/series", "/v1/mints"):
        assert listed(path, "2026-11-01") == catalogue_client.simulate_get(path).json["total"] > 0
        assert listed(path, "2026-11-01T00:00:01Z") == 0
    refused = catalogue_client.simulate_get("/v1/mints", query_string="updatedSince=soon")
    assert (refused.status_code, refused.json["error"]) == (400, "invalid_request")
