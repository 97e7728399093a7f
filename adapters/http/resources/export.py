"""GET /export/types.ndjson, /export/issues.csv and /export/catalogue.tar: the whole catalogue in one request of the
rate budget.

Streamed as it is read (services.catalogue: a batch of type records a statement, or a root issuer's catalogue file
at a time, all under one catalogue version), gzipped as it goes when the client takes gzip, and validated by one ETag per catalogue version
and format: a mirror asks again with If-None-Match and gets a 304 until an import changes something. An import
that lands while a stream is under way cuts it (no terminating chunk, no gzip trailer): a client never takes a
mixture of two catalogues for a whole one.

A stream holds a serving thread for as long as its client takes to read it (waitress writes as the client drains),
so a process sends at most EXPORT_STREAMS exports at once; another is a 503 with Retry-After, and a revalidation
(304) never waits for one. The rest of the API keeps the other threads.
"""

from __future__ import annotations

import csv
import io
import tarfile
import threading
import typing

import falcon
import orjson

from adapters.http.compression import (
    GZIP,
    accepts_gzip,
    compress_stream,
    encoded_etag,
    etag_of,
    not_modified,
    unchanged,
)
from adapters.http.errors import ApiError
from adapters.http.resources.catalogue import CATALOGUE_CACHE
from services.catalogue import CatalogueFiles, CatalogueReads, ExportFile

NDJSON = "application/x-ndjson"
CSV = "text/csv; charset=utf-8; header=present"
TAR = "application/x-tar"
# One row per issue, with its type's figures; a type without issues has one row with the issue's columns empty.
COLUMNS = (
    "typeId", "rootIssuer", "series", "type", "title", "category", "value", "currency", "composition", "fineness",
    "weight", "fineWeight", "size", "issueId", "year", "gregorianYear", "mintLetter", "mint", "finish", "variety",
    "mintage", "comment",
)  # fmt: skip
TYPE_FIELDS = ("title", "category", "value", "currency", "composition", "fineness", "weight", "fineWeight", "size")
ISSUE_FIELDS = ("year", "gregorianYear", "mintLetter", "mint", "finish", "variety", "mintage", "comment")
FORMULA = ("=", "+", "-", "@", "\t", "\r")  # a text cell starting so is a formula to a spreadsheet
EXPORT_STREAMS = 1  # exports a process sends at once (each holds one of its serving threads)
BUSY_RETRY = 30  # seconds: about what the bundled catalogue's export takes a slow client


class Export:
    def __init__(self, catalogue: CatalogueReads, files: CatalogueFiles, converter, salt: str = "") -> None:
        self._catalogue, self._files = catalogue, files
        self._convert = converter.unstructure
        self._salt = salt  # the CDN base: records written under another base are other bytes
        self._streams = threading.BoundedSemaphore(EXPORT_STREAMS)

    def on_get_types(self, req: falcon.Request, resp: falcon.Response) -> None:
        version, batches = self._catalogue.export_types()
        self._send(req, resp, "types.ndjson", NDJSON, version, lambda: self._ndjson(batches))

    def on_get_issues(self, req: falcon.Request, resp: falcon.Response) -> None:
        version, batches = self._catalogue.export_types()
        self._send(req, resp, "issues.csv", CSV, version, lambda: self._csv(batches))

    def on_get_catalogue(self, req: falcon.Request, resp: falcon.Response) -> None:
        version, files = self._files.export()
        self._send(req, resp, "catalogue.tar", TAR, version, lambda: _tar(files))

    def _send(self, req, resp, name: str, content_type: str, version, body) -> None:
        """`body()` gives the answer's chunks (called only when a body is sent)."""
        gzipped = accepts_gzip(req.get_header("Accept-Encoding"))
        etag = etag_of(f"{version}\n{self._salt}\n{name}")
        etag = encoded_etag(etag) if gzipped else etag
        fresh = unchanged(req.if_none_match, etag)
        sending = not fresh and req.method != "HEAD"  # a HEAD's body is never read: it holds no place
        if sending and not self._streams.acquire(blocking=False):
            raise ApiError(
                falcon.HTTP_503,
                "unavailable",
                "This server is sending as many exports as it sends at once.",
                f"Retry in {BUSY_RETRY} s (Retry-After); a mirror that holds the last export asks with If-None-Match.",
                headers={"Retry-After": str(BUSY_RETRY)},
            )
        resp.set_header("ETag", etag)
        resp.set_header("Vary", "Accept-Encoding")
        resp.cache_control = CATALOGUE_CACHE
        if fresh:
            not_modified(resp)
            return
        resp.content_type = content_type
        resp.set_header("Content-Disposition", f'attachment; filename="goldcoins-{name}"')
        if gzipped:
            resp.set_header("Content-Encoding", GZIP)
        if sending:
            chunks = body()
            resp.stream = _Held(compress_stream(chunks) if gzipped else chunks, self._streams.release)

    def _ndjson(self, batches) -> typing.Iterator[bytes]:
        """One type record a line, as GET /types/{…} answers it."""
        for records in batches:
            yield b"".join(orjson.dumps(self._convert(record), option=orjson.OPT_APPEND_NEWLINE) for record in records)

    def _csv(self, batches) -> typing.Iterator[bytes]:
        text = io.StringIO()
        sheet = csv.writer(text, lineterminator="\r\n")  # RFC 4180
        sheet.writerow(COLUMNS)
        for records in batches:
            for record in records:
                sheet.writerows(_rows(orjson.loads(orjson.dumps(self._convert(record)))))
            yield text.getvalue().encode()
            text.seek(0)
            text.truncate()


def _tar(files: typing.Iterator[ExportFile]) -> typing.Iterator[bytes]:
    """A POSIX (pax) tar of the files, sent a file at a time (the archive keeps its own offset, so the buffer is
    emptied after each). Each is dated 1970-01-01 so that one catalogue version is always the same bytes (its ETag
    is strong). An error mid-way ends the stream without the tar's end blocks (and, served, without the last
    chunk or the gzip trailer, which is what tells a client the transfer was cut)."""
    written = io.BytesIO()
    archive = tarfile.open(fileobj=written, mode="w", format=tarfile.PAX_FORMAT)
    for file in files:
        entry = tarfile.TarInfo(file.name)
        entry.size, entry.mode, entry.mtime = len(file.data), 0o644, 0
        archive.addfile(entry, io.BytesIO(file.data))
        yield _taken(written)
    archive.close()
    yield _taken(written)


def _taken(buffer: io.BytesIO) -> bytes:
    data = buffer.getvalue()
    buffer.seek(0)
    buffer.truncate()
    return data


def _rows(record: dict) -> typing.Iterator[list]:
    head = [record["id"], record["rootIssuer"]["slug"], record["series"]["slug"], record["slug"]]
    head += [record.get(field) for field in TYPE_FIELDS]
    for issue in record["issues"] or [None]:
        if issue is None:
            yield [_cell(value) for value in head + [None] * (1 + len(ISSUE_FIELDS))]
            continue
        mint = issue["mint"]["slug"] if issue.get("mint") else None
        values = [issue.get(field) for field in ISSUE_FIELDS]
        values[ISSUE_FIELDS.index("mint")] = mint
        yield [_cell(value) for value in head + [issue["id"]] + values]


def _cell(value):
    """Numbers as they are, null as an empty cell, text that a spreadsheet would run as a formula quoted by a
    leading apostrophe (OWASP's advice against CSV injection)."""
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(FORMULA):
        return "'" + value
    return value


class _Held:
    """A stream that gives its export slot back once: when it ends, or when the server closes it (a client gone
    before or during the body)."""

    def __init__(self, chunks: typing.Iterator[bytes], release: typing.Callable[[], None]) -> None:
        self._chunks, self._release = chunks, release
        self._held = True

    def __iter__(self) -> _Held:
        return self

    def __next__(self) -> bytes:
        try:
            return next(self._chunks)
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        if self._held:
            self._held = False
            self._release()
        closing = getattr(self._chunks, "close", None)
        if closing is not None:
            closing()
