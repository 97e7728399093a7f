"""gzip for the answers worth it, when the client says it accepts it (RFC 9110, 12.5.3 and 8.4).

A catalogue answer from the response cache is compressed once per catalogue version and kept beside the plain
body (adapters/http/response_cache.py), so a warm answer costs no compression; every other JSON or text answer
of at least MIN_BYTES is compressed as it goes out (the Compression middleware). Brotli is not offered: the
standard library has no encoder, and gzip already takes a 100-item page from about 50 kB to 8 kB.
"""

from __future__ import annotations

import datetime as dt
import functools
import hashlib
import typing
import zlib

import falcon
from isal import isal_zlib

GZIP = "gzip"
GZIP_SUFFIX = "-gzip"  # what a gzip representation's ETag adds to the plain one's opaque part
MIN_BYTES = 1024  # below about a packet, the header and the client's inflating cost more than they save
# A kept answer is compressed once per catalogue version: zlib's default level, within a few per cent of 9 on our
# JSON. An answer compressed as it goes out (a cache miss nothing keeps, a search, a sitemap page) takes ISA-L's
# level 2 (isal, Intel's deflate): on a 13 kB list page 28 µs against zlib's 73 at level 1 and 162 at level 6, for
# 2.5 kB against 2.6 and 2.2 kB; a 1.2 MB sitemap page 0.8 ms against 5.7 (docs/performance.md).
KEPT_LEVEL = 6
PASSING_LEVEL = 2  # ISA-L's levels run 0-3; 3 costs three times 2 for 1 % less
COMPRESSIBLE = ("application/json", "application/schema+json", "application/problem+json", "text/")


def accepts_gzip(accept_encoding: str | None) -> bool:
    """Whether `Accept-Encoding` admits gzip: named (or `x-gzip`, or `*`) with a q-value above 0."""
    if not accept_encoding:
        return False
    return _admits_gzip(accept_encoding)


# clients send a handful of spellings (a browser's, curl's, a library's), each read once; any other is read again
@functools.lru_cache(maxsize=64)
def _admits_gzip(accept_encoding: str) -> bool:
    named, star = None, None
    for item in accept_encoding.split(","):
        coding, _, parameters = item.strip().partition(";")
        coding = coding.strip().lower()
        q = _quality(parameters)
        if coding in ("gzip", "x-gzip"):
            named = q if named is None else max(named, q)
        elif coding == "*":
            star = q
    chosen = named if named is not None else star
    return chosen is not None and chosen > 0


def _quality(parameters: str) -> float:
    for parameter in parameters.split(";"):
        name, _, value = parameter.strip().partition("=")
        if name.strip().lower() == "q":
            try:
                return min(max(float(value), 0.0), 1.0)
            except ValueError:
                return 0.0
    return 1.0


# zlib's defaults (a 32 KiB window, memLevel 8) ask for 256 KiB of state a call: past glibc's mmap threshold, so
# every answer mapped fresh pages and faulted them in (22 page faults, 80 µs for a 12 kB list page at level 1). An
# answer up to SMALL_BODY takes an 8 KiB window and memLevel 7 (96 KiB, from the heap): 32 µs, the same size within
# a few bytes, as JSON repeats its keys at short distances. Larger answers keep the defaults.
SMALL_BODY = 32 * 1024
GZIP_WRAPPER = 16  # added to the window bits: a gzip header and trailer (modification time 0, so the same body
# always compresses to the same bytes and every process sends one representation)


def compress(body: bytes, keep: bool = True) -> bytes:
    """The gzip member of `body`: to keep (zlib, KEPT_LEVEL) or to send once (ISA-L, PASSING_LEVEL). Neither writes
    a modification time or a name, so equal bodies give equal bytes in every process."""
    if not keep:
        packer = _passing()
        return packer.compress(body) + packer.flush()
    small = len(body) <= SMALL_BODY
    packer = zlib.compressobj(KEPT_LEVEL, zlib.DEFLATED, GZIP_WRAPPER + (13 if small else 15), 7 if small else 8)
    return packer.compress(body) + packer.flush()


def compress_stream(chunks: typing.Iterable[bytes]) -> typing.Iterator[bytes]:
    """One gzip member of every chunk in turn, as they come (a streamed answer), ISA-L at PASSING_LEVEL."""
    packer = _passing()
    for chunk in chunks:
        packed = packer.compress(chunk)
        if packed:
            yield packed
    yield packer.flush()


def _passing():
    return isal_zlib.compressobj(PASSING_LEVEL, isal_zlib.DEFLATED, GZIP_WRAPPER + 15)


def etag_of(text: str | bytes) -> str:
    """A strong validator: a digest of what decides the answer's bytes (its cache key, or the bytes themselves)."""
    data = text.encode() if isinstance(text, str) else text
    return '"' + hashlib.blake2b(data, digest_size=16).hexdigest() + '"'


def worth_compressing(content_type: str | None, size: int) -> bool:
    return size >= MIN_BYTES and content_type is not None and content_type.startswith(COMPRESSIBLE)


def unchanged(candidates, etag: str | None) -> bool:
    """Whether If-None-Match's `candidates` (falcon's parsed tags) hold `etag`: the weak comparison RFC 9110 asks
    of If-None-Match, across content codings too (the gzip representation's tag is the plain one's with `-gzip`:
    a client that kept either may revalidate without the other's Accept-Encoding); `*` matches any."""
    if not candidates or not etag:
        return False
    opaque = _plain(etag.removeprefix("W/")[1:-1])
    return any(tag == "*" or _plain(tag) == opaque for tag in candidates)


def fresh(req: falcon.Request, etag: str | None, modified: dt.datetime | str | None) -> bool:
    """Whether the client holds this answer: If-None-Match naming `etag` or, when it sends none (RFC 9110 then
    ignores If-Modified-Since beside it), If-Modified-Since at or after `modified` (whole seconds, UTC; or the
    Last-Modified header's text, read only when a client sends If-Modified-Since). A date that is not an HTTP
    date is ignored, as RFC 9110 (13.1.3) asks."""
    if req.if_none_match is not None:
        return unchanged(req.if_none_match, etag)
    if modified is None or "HTTP_IF_MODIFIED_SINCE" not in req.env:
        return False
    try:
        since = req.if_modified_since
    except falcon.HTTPBadRequest:
        return False
    if isinstance(modified, str):
        modified = falcon.util.http_date_to_dt(modified)
    return since is not None and modified <= since


def http_moment(moment: dt.datetime) -> dt.datetime:
    """A moment as Last-Modified carries it and falcon reads If-Modified-Since: whole seconds, aware UTC (a naive
    moment is taken as UTC, as the store keeps them)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.timezone.utc)
    return moment.astimezone(dt.timezone.utc).replace(microsecond=0)


def _plain(opaque: str) -> str:
    return opaque.removesuffix(GZIP_SUFFIX)


def not_modified(resp: falcon.Response) -> None:
    """The answer made a 304: its validators and headers stay, its body goes (and the content type set while
    rendering a body this answer does not carry)."""
    resp.status = falcon.HTTP_304
    resp.media = resp.data = resp.text = None
    resp.content_type = None


def encoded_etag(etag: str) -> str:
    """The strong validator of the gzip representation: a content coding is another representation."""
    return etag[:-1] + GZIP_SUFFIX + '"'


class Compression:
    """Last on the way out: a JSON or text body the client may take gzipped, and not yet encoded, is."""

    def process_response(self, req: falcon.Request, resp: falcon.Response, resource, req_succeeded) -> None:
        if resp.get_header("Content-Encoding") or req.method not in ("GET", "HEAD", "POST"):
            return
        if resp.stream is not None or not resp.content_type or not resp.content_type.startswith(COMPRESSIBLE):
            return
        if "accept-encoding" not in _vary(resp):
            resp.append_header("Vary", "Accept-Encoding")
        if not accepts_gzip(req.get_header("Accept-Encoding")):
            return
        body = resp.render_body()
        if body is None:
            return
        resp.text = None
        if len(body) < MIN_BYTES:
            resp.data = body  # rendered once: falcon sends these bytes rather than render the media again
            return
        resp.data = compress(body, keep=False)
        resp.set_header("Content-Encoding", GZIP)
        etag = resp.get_header("ETag")
        if etag and etag.endswith('"') and not etag.endswith(GZIP_SUFFIX + '"'):
            resp.set_header("ETag", encoded_etag(etag))


def _vary(resp: falcon.Response) -> str:
    return (resp.get_header("Vary") or "").lower()
