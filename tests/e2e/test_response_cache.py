"""Catalogue responses cached by catalogue version: strong ETags, 304s, and what is never cached."""

import datetime as dt
import json
import shutil

import pytest

from adapters.storage import db
from adapters.storage.catalogue.repository import PeeweeCatalogue
from config.settings import Settings
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, make_settings
from tests.fakes.pictures import catalogue_copies
from tests.support.importing import import_catalogue
from tests.support.storage import storage_roles

TYPE = "/v1/types/united-kingdom/sovereign/sovereign-george-v"


class ManualClock:
    def __init__(self) -> None:
        self.moment = dt.datetime(2026, 11, 2, 12, 0, tzinfo=dt.timezone.utc)

    def now(self) -> dt.datetime:
        return self.moment

    def advance(self, **delta) -> None:
        self.moment += dt.timedelta(**delta)


class CountingCatalogue:
    """The real repository, counting the reads that reach it (the version check aside)."""

    def __init__(self, catalogue) -> None:
        self._catalogue = catalogue
        self.reads: list[str] = []

    def version(self) -> str:
        return self._catalogue.version()

    def __getattr__(self, name):
        def read(*args, **kwargs):
            self.reads.append(name)
            return getattr(self._catalogue, name)(*args, **kwargs)

        return read


@pytest.fixture
def counting(catalogue_client, make_client):
    catalogue = CountingCatalogue(PeeweeCatalogue("https://cdn.test"))
    return catalogue, make_client(catalogue=catalogue, release_connection=db.release)


def test_a_catalogue_response_has_a_strong_etag_and_is_publicly_cacheable(catalogue_client):
    result = catalogue_client.simulate_get("/v1/types", params={"pageSize": "3"})
    etag = result.headers["ETag"]
    assert etag.startswith('"') and etag.endswith('"') and len(etag) > 10
    assert result.headers["Cache-Control"] == "public, max-age=300"
    assert result.headers["Vary"] == "Accept-Encoding"


def test_if_none_match_is_304_with_the_same_etag_cache_control_and_vary_and_no_body(catalogue_client):
    first = catalogue_client.simulate_get(TYPE)
    again = catalogue_client.simulate_get(TYPE, headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and again.content == b""
    for header in ("ETag", "Cache-Control", "Vary", "X-API-Version"):
        assert again.headers[header] == first.headers[header]
    assert "RateLimit-Remaining" in again.headers and "Content-Type" not in again.headers


@pytest.mark.parametrize("condition", ["W/{etag}", '"other", {etag}', "*"])
def test_if_none_match_uses_the_weak_comparison_and_accepts_a_list(catalogue_client, condition):
    etag = catalogue_client.simulate_get("/v1/mints").headers["ETag"]
    result = catalogue_client.simulate_get("/v1/mints", headers={"If-None-Match": condition.format(etag=etag)})
    assert result.status_code == 304


def test_another_process_gives_the_same_etag_and_answers_it_with_a_304(catalogue_client, make_client):
    etag = catalogue_client.simulate_get(TYPE).headers["ETag"]
    fresh = make_client(**storage_roles())
    again = fresh.simulate_get(TYPE, headers={"If-None-Match": etag})  # computed, not from its cache
    assert again.status_code == 304 and again.headers["ETag"] == etag and "Content-Type" not in again.headers


def test_a_stale_etag_gets_the_whole_body(catalogue_client):
    result = catalogue_client.simulate_get("/v1/issuers", headers={"If-None-Match": '"not-the-current-one"'})
    assert result.status_code == 200 and result.json["total"] == 4


def test_a_repeated_request_is_answered_without_reading_the_catalogue(counting):
    catalogue, client = counting
    first = client.simulate_get("/v1/issuers/germany")
    second = client.simulate_get("/v1/issuers/germany")
    assert catalogue.reads == ["issuer"]
    assert second.content == first.content and second.headers["ETag"] == first.headers["ETag"]
    assert second.headers["Content-Type"] == "application/json"


def test_the_order_of_query_parameters_does_not_matter(counting):
    catalogue, client = counting
    one = client.simulate_get("/v1/types", query_string="sort=newest&pageSize=3&page=2")
    other = client.simulate_get("/v1/types", query_string="page=2&sort=newest&pageSize=3")
    assert one.headers["ETag"] == other.headers["ETag"] and catalogue.reads == ["types"]
    assert (
        client.simulate_get("/v1/types", query_string="page=1&sort=newest&pageSize=3").headers["ETag"]
        != one.headers["ETag"]
    )


def test_the_unprefixed_alias_shares_the_entry_because_the_bodies_are_the_same(counting):
    catalogue, client = counting
    versioned = client.simulate_get("/v1/sitemap/catalog")
    alias = client.simulate_get("/sitemap/catalog")
    assert alias.content == versioned.content and alias.headers["ETag"] == versioned.headers["ETag"]
    assert catalogue.reads == ["catalogue_identities"]


@pytest.mark.parametrize(
    "path, status",
    [("/v1/types/germany/nope/nope", 404), ("/v1/issuers/atlantis", 404), ("/v1/types?pageSize=1000", 400)],
)
def test_errors_are_never_cached(counting, path, status):
    catalogue, client = counting
    path, _, query = path.partition("?")
    for _ in range(2):
        result = client.simulate_get(path, query_string=query)
        assert result.status_code == status and "ETag" not in result.headers
        assert result.json["error"] in ("not_found", "invalid_request")
    assert len(catalogue.reads) == (2 if status == 404 else 0)


def test_the_wallet_is_never_cached(catalogue_client):
    result = catalogue_client.simulate_get("/v1/wallet")
    # no validator of a kept answer; Vary names only what the error body and its encoding depend on
    assert "ETag" not in result.headers and result.headers.get("Vary") == "Accept, Accept-Encoding"


def test_head_and_other_methods_are_left_to_the_router(catalogue_client):
    catalogue_client.simulate_get("/v1/types")
    assert catalogue_client.simulate_post("/v1/types").status_code == 405


@pytest.mark.skipif(
    "response_cache_entries" not in Settings.__annotations__, reason="config has no response_cache_entries setting yet"
)
def test_with_the_cache_off_every_request_reads_the_catalogue_and_etags_still_work(catalogue_client, make_client):
    catalogue = CountingCatalogue(PeeweeCatalogue("https://cdn.test"))
    client = make_client(make_settings(response_cache_entries=0), catalogue=catalogue, release_connection=db.release)
    first = client.simulate_get("/v1/issuers")
    second = client.simulate_get("/v1/issuers", headers={"If-None-Match": first.headers["ETag"]})
    assert second.status_code == 304 and catalogue.reads == ["issuers", "issuers"]


def test_a_reimport_bumps_the_version_so_the_etag_changes(imported, tmp_path, make_client):
    clock = ManualClock()
    client = make_client(**storage_roles(), clock=clock)
    before = client.simulate_get("/v1/issuers/united-kingdom")
    folder = shutil.copytree(TEST_CATALOGUE, tmp_path / "catalogue")
    document = json.loads((folder / "united-kingdom.json").read_text())
    document["issuers"][0]["name"] = "Great Britain"
    (folder / "united-kingdom.json").write_text(json.dumps(document))
    import_catalogue(folder, IMPORTED_AT, pictures=catalogue_copies())
    clock.advance(seconds=2)  # the version is re-read at most once a second
    after = client.simulate_get("/v1/issuers/united-kingdom", headers={"If-None-Match": before.headers["ETag"]})
    assert after.status_code == 200 and after.json["name"] == "Great Britain"
    assert after.headers["ETag"] != before.headers["ETag"]


def test_an_import_that_changes_nothing_keeps_the_etag(imported, make_client):
    clock = ManualClock()
    client = make_client(**storage_roles(), clock=clock)
    before = client.simulate_get("/v1/mints")
    import_catalogue(TEST_CATALOGUE, IMPORTED_AT, pictures=catalogue_copies())
    clock.advance(seconds=2)
    after = client.simulate_get("/v1/mints", headers={"If-None-Match": before.headers["ETag"]})
    assert after.status_code == 304


def remaining(answer) -> int:
    return int(answer.headers["RateLimit-Remaining"])


@pytest.mark.parametrize("path", [TYPE, "/v1/issuers?pageSize=2"])
def test_a_revalidation_answered_304_leaves_the_budget_as_it_was(catalogue_client, path):
    first = catalogue_client.simulate_get(path)
    for _ in range(3):
        unchanged = catalogue_client.simulate_get(path, headers={"If-None-Match": first.headers["ETag"]})
        assert unchanged.status_code == 304 and remaining(unchanged) == remaining(first)
    assert remaining(catalogue_client.simulate_get(path)) == remaining(first) - 1  # a plain request spends


def test_a_revalidation_that_finds_a_changed_answer_spends_as_a_plain_request(catalogue_client):
    first = catalogue_client.simulate_get("/v1/issuers")
    changed = catalogue_client.simulate_get("/v1/issuers", headers={"If-None-Match": '"not-the-current-one"'})
    assert changed.status_code == 200 and remaining(changed) == remaining(first) - 1
    assert remaining(catalogue_client.simulate_get("/v1/issuers")) == remaining(first) - 2


def test_a_client_with_no_budget_left_is_refused_its_revalidations_too(catalogue_db, make_client):
    from tests.conftest import memory_limiter

    db.bind(catalogue_db)
    client = make_client(**storage_roles(), limiter=memory_limiter("2/60"))
    etag = client.simulate_get(TYPE).headers["ETag"]
    client.simulate_get(TYPE)
    refused = client.simulate_get(TYPE, headers={"If-None-Match": etag})
    assert refused.status_code == 429 and refused.json["error"] == "rate_limited"


@pytest.mark.parametrize("held, asked", [("gzip", "identity"), ("identity", "gzip")])
def test_a_tag_kept_from_one_content_coding_revalidates_the_other(catalogue_client, held, asked):
    first = catalogue_client.simulate_get("/v1/types", headers={"Accept-Encoding": held})
    assert first.headers.get("Content-Encoding", "identity") == held  # a page is worth compressing
    again = catalogue_client.simulate_get(
        "/v1/types", headers={"Accept-Encoding": asked, "If-None-Match": first.headers["ETag"]}
    )
    assert again.status_code == 304
    assert catalogue_client.simulate_get("/v1/types", headers={"If-None-Match": '"other-gzip"'}).status_code == 200
