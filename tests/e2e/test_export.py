"""The whole catalogue in one request (issue 46, point 1): every type record as NDJSON, every issue as CSV, the
catalogue files as a tar, streamed,
gzipped when asked, one ETag per catalogue version, one request of the budget. Over create_app with the test
catalogue in SQLite."""

import csv
import gzip
import io
import pathlib
import tarfile

import orjson
import pytest
from falcon import testing

from services import catalogue as service

TYPES = "/v1/export/types.ndjson"
ISSUES = "/v1/export/issues.csv"


@pytest.fixture
def client(catalogue_client):
    return catalogue_client


def every_type(client) -> list[dict]:
    found, page = [], 1
    while True:
        answer = client.simulate_get("/v1/types", query_string=f"pageSize=100&page={page}").json
        found += answer["data"]
        if page >= answer["totalPages"]:
            return found
        page += 1


def test_every_type_comes_once_a_line_as_its_own_page_answers_it(client, monkeypatch):
    monkeypatch.setattr(service, "EXPORT_BATCH", 2)  # several batches over the small test catalogue
    answer = client.simulate_get(TYPES)
    assert answer.status_code == 200
    assert answer.headers["Content-Type"] == "application/x-ndjson"
    lines = answer.content.split(b"\n")
    assert lines.pop() == b""
    records = [orjson.loads(line) for line in lines]
    listed = every_type(client)
    assert sorted(r["id"] for r in records) == sorted(t["id"] for t in listed)
    assert [int(r["id"]) for r in records] == sorted(int(r["id"]) for r in records)
    for record in records:
        path = f"/v1/types/{record['rootIssuer']['slug']}/{record['series']['slug']}/{record['slug']}"
        assert client.simulate_get(path).json == record


def test_every_issue_is_a_row_with_its_types_figures(client):
    answer = client.simulate_get(ISSUES)
    assert answer.status_code == 200
    assert answer.headers["Content-Type"].startswith("text/csv")
    assert "attachment" in answer.headers["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(answer.text)))
    kruger = [r for r in rows if r["type"] == "krugerrand-1oz"]
    page = client.simulate_get("/v1/types/south-africa/krugerrand/krugerrand-1oz").json
    assert len(kruger) == max(1, len(page["issues"]))
    assert {r["fineWeight"] for r in kruger} == {str(page["fineWeight"])}
    assert [(r["year"], r["mintage"]) for r in kruger] == [
        ("" if i["year"] is None else str(i["year"]), "" if i["mintage"] is None else str(i["mintage"]))
        for i in page["issues"]
    ]
    pages = [
        client.simulate_get(f"/v1/types/{t['rootIssuer']['slug']}/{t['series']['slug']}/{t['slug']}")
        for t in every_type(client)
    ]
    assert len(rows) == sum(max(1, len(page.json["issues"])) for page in pages)


def test_gzip_when_asked_and_a_304_until_the_catalogue_changes(client):
    plain = client.simulate_get(TYPES)
    packed = client.simulate_get(TYPES, headers={"Accept-Encoding": "gzip"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.content) == plain.content
    assert packed.headers["ETag"] != plain.headers["ETag"]
    again = client.simulate_get(TYPES, headers={"If-None-Match": plain.headers["ETag"]})
    assert (again.status_code, again.content) == (304, b"")
    assert client.simulate_get(ISSUES).headers["ETag"] != plain.headers["ETag"]


def test_an_import_landing_mid_stream_cuts_the_answer(client):
    """No mixture of two catalogues: a later batch read under another version raises, and the stream ends there."""
    from adapters.storage.catalogue.queries import VERSION
    from adapters.storage.db import execute, scalar
    from tests.support.storage import catalogue_reads

    _, batches = catalogue_reads("https://cdn.test").export_types(batch=1)
    assert len(next(batches)) == 1
    before = scalar(VERSION)
    execute("UPDATE catalogue_meta SET value = ? WHERE key = 'version'", (before + "-imported",))
    try:
        with pytest.raises(service.CatalogueChanged):
            next(batches)
    finally:
        execute("UPDATE catalogue_meta SET value = ? WHERE key = 'version'", (before,))


def test_one_export_at_a_time_a_process_and_a_revalidation_never_waits(client):
    """An export holds a serving thread while its client reads: a second at once is a 503 with Retry-After, a 304
    is not held up, and a stream closed unread (a client gone, a HEAD) gives its place back."""
    first = client.simulate_get(TYPES)
    held = client.app(testing.create_environ(path=TYPES), lambda status, headers: None)  # started, not read
    busy = client.simulate_get(ISSUES, headers={"Accept-Encoding": "gzip"})
    assert (busy.status_code, busy.json["error"]) == (503, "unavailable")  # a plain JSON error, not gzip
    assert busy.headers["Retry-After"] == "30"
    assert "Content-Encoding" not in busy.headers and "ETag" not in busy.headers
    assert client.simulate_get(TYPES, headers={"If-None-Match": first.headers["ETag"]}).status_code == 304
    held.close()
    assert client.simulate_head(ISSUES).status_code == 200
    assert client.simulate_get(ISSUES).status_code == 200


def test_the_change_feed_needs_a_moment_and_lists_every_type_after_one_import(client):
    refused = client.simulate_get("/v1/changes")
    assert (refused.status_code, refused.json["error"]) == (400, "invalid_request")
    assert "since=" in refused.json["hint"]
    feed = client.simulate_get("/v1/changes", query_string="since=2000-01-01&pageSize=10000")
    assert feed.status_code == 200
    assert feed.headers["Cache-Control"] == "no-cache"
    assert {change["change"] for change in feed.json["data"]} == {"created"}
    assert sorted(change["slug"] for change in feed.json["data"]) == sorted(t["slug"] for t in every_type(client))
    assert client.simulate_get("/v1/changes", query_string="since=2999-01-01T00:00:00Z").json["total"] == 0


CATALOGUE = "/v1/export/catalogue.tar"


@pytest.fixture
def with_media(catalogue_db, make_client):
    """The e2e catalogue with a media store holding each picture's large copy."""
    from adapters.storage import db
    from adapters.storage.catalogue.models import PictureRow
    from tests.fakes.media import MemoryMediaStore
    from tests.support.storage import storage_roles

    db.bind(catalogue_db)
    media = MemoryMediaStore()
    for (path,) in PictureRow.select(PictureRow.path).tuples():
        media.write(path, b"copy of " + path.encode())
    return make_client(media=media, **storage_roles())


def test_the_catalogue_files_come_as_one_tar_that_reads_back_as_the_catalogue(with_media, tmp_path):
    from services.catalogue_format import read_catalogue

    answer = with_media.simulate_get(CATALOGUE, headers={"Accept-Encoding": "gzip"})
    assert answer.status_code == 200
    assert (answer.headers["Content-Type"], answer.headers["Content-Encoding"]) == ("application/x-tar", "gzip")
    assert 'filename="goldcoins-catalogue.tar"' in answer.headers["Content-Disposition"]
    with tarfile.open(fileobj=io.BytesIO(gzip.decompress(answer.content))) as archive:
        names = archive.getnames()
        archive.extractall(tmp_path, filter="data")
    roots = [t["slug"] for t in with_media.simulate_get("/v1/issuers", query_string="pageSize=100").json["data"]]
    assert names[0] == "_catalogue.json" and {f"{root}.json" for root in roots} <= set(names)
    catalogue = read_catalogue(tmp_path)  # the format's own reader takes the folder as it stands
    assert sorted(catalogue.roots) == sorted(roots)
    assert sum(1 for _ in catalogue.types()) == len(every_type(with_media))
    pictures = [p for _, coin_type in catalogue.types() for p in coin_type.pictures]
    assert pictures and all(pathlib.Path(p.source).read_bytes().startswith(b"copy of ") for p in pictures)
    again = with_media.simulate_get(
        CATALOGUE, headers={"If-None-Match": answer.headers["ETag"], "Accept-Encoding": "gzip"}
    )
    assert (again.status_code, again.content) == (304, b"")
    assert with_media.simulate_get(CATALOGUE).content == gzip.decompress(answer.content)  # one version, one archive


def test_a_catalogue_export_cut_by_an_import_ends_before_the_tar_does(with_media):
    """Each file is sent as it is read, and an import landing meanwhile ends the stream before the archive's end
    blocks (served: without the last chunk, which a client sees as a cut transfer)."""
    from adapters.storage.catalogue.queries import VERSION
    from adapters.storage.db import execute, scalar

    whole = with_media.simulate_get(CATALOGUE).content
    assert whole.endswith(bytes(1024))  # a whole tar ends in two zero blocks
    before = scalar(VERSION)
    body = iter(with_media.app(testing.create_environ(path=CATALOGUE), lambda status, headers: None))
    first = next(body)  # the mints and editorial file, read under the first version, sent at once
    with tarfile.open(fileobj=io.BytesIO(first + bytes(1024))) as archive:
        assert archive.getnames() == ["_catalogue.json"]
    execute("UPDATE catalogue_meta SET value = ? WHERE key = 'version'", (before + "-imported",))
    try:
        with pytest.raises(service.CatalogueChanged):
            list(body)
    finally:
        execute("UPDATE catalogue_meta SET value = ? WHERE key = 'version'", (before,))
