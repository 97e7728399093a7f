"""One photograph fetched for an import: a GET that must end in a picture, or PictureUnreadable saying why.

What an editor's URL may make the importing host do is bounded: the whole exchange has a deadline (the caller's
bulkhead, and each read here), the body a size, redirects a count; the answer must say it is a JPEG, PNG, WebP
or TIFF, and its header must decode to one of at most `max_pixels`. Every host on the way is resolved first and
refused when any of its addresses is not public (loopback, private, link-local, reserved), or is an IPv6 address
that carries a non-public IPv4 one (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo: each leads to that IPv4
address through a translator or a tunnel); the connection goes to the address that was checked, so a second
lookup cannot lead it elsewhere. `allow_local` (tests only)
lifts the address rule and lets plain http through.
"""

from __future__ import annotations

import io
import ipaddress
import socket
import time
import urllib.parse
import warnings

import attrs
import certifi
import urllib3
from PIL import Image

from ports.media import PictureUnreadable

USER_AGENT = "goldcoins-catalogue/0.1 (catalogue import)"
TYPES = ("image/jpeg", "image/png", "image/webp", "image/tiff")
SUFFIXES = {"JPEG": ".jpg", "MPO": ".jpg", "PNG": ".png", "WEBP": ".webp", "TIFF": ".tif"}
REDIRECTS = {301, 302, 303, 307, 308}
MAX_REDIRECTS = 5
CHUNK_BYTES = 64 * 1024
NAT64 = ipaddress.IPv6Network("64:ff9b::/96")  # RFC 6052's well-known prefix
LOCAL_NAT64 = ipaddress.IPv6Network("64:ff9b:1::/48")  # RFC 8215's, for a site's own translators
IPV4_COMPATIBLE = ipaddress.IPv6Network("::/96")  # deprecated, still routed by some stacks


@attrs.frozen(kw_only=True)
class FetchRules:
    deadline: float  # seconds for one picture, redirects included
    max_bytes: int
    max_pixels: int
    allow_local: bool = False


@attrs.frozen
class _Target:
    scheme: str
    host: str
    port: int
    address: str
    path: str
    host_header: str


def fetch(url: str, rules: FetchRules) -> tuple[bytes, str]:
    """The picture at `url` (following at most MAX_REDIRECTS redirects) and the suffix its format is kept under."""
    deadline = time.monotonic() + rules.deadline
    for _ in range(MAX_REDIRECTS + 1):
        location, body = _exchange(_target(url, rules.allow_local), rules, deadline)
        if location is None:
            return body, _suffix(body, rules.max_pixels)
        url = urllib.parse.urljoin(url, location)
    raise PictureUnreadable(f"was redirected more than {MAX_REDIRECTS} times")


def _target(url: str, allow_local: bool) -> _Target:
    try:
        parts = urllib.parse.urlsplit(url)
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError as exc:  # a port out of range, a bracket not closed
        raise PictureUnreadable(f"{url[:80]!r} is not a URL that can be fetched: {exc}") from exc
    if parts.scheme != "https" and not (allow_local and parts.scheme == "http"):
        raise PictureUnreadable(f"{url[:80]!r}: pictures are fetched over https only")
    if parts.username is not None or not parts.hostname:
        raise PictureUnreadable(f"{url[:80]!r} names no plain host")
    address = _address(parts.hostname, port, allow_local)
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return _Target(parts.scheme, parts.hostname, port, address, path, parts.netloc)


def _address(host: str, port: int, allow_local: bool) -> str:
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise PictureUnreadable(f"the host {host} cannot be found ({exc})") from exc
    addresses = [str(info[4][0]) for info in found]
    for address in addresses:
        why = None if allow_local else _not_public(address)
        if why is not None:
            raise PictureUnreadable(
                f"the host {host} is at {address}{why}, not a public address: pictures are fetched from the "
                "internet only"
            )
    return addresses[0]


def _not_public(address: str) -> str | None:
    """None for a public address; else "" or, for an IPv6 address carrying a non-public IPv4 one, which."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address):
        if ip in LOCAL_NAT64:  # a translator of the site's own: where it leads is the site's to say
            return ""
        carried = _carried(ip)
        if carried is not None and not _global(carried):
            return f" (which carries {carried})"
    return None if _global(ip) else ""


def _carried(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 one leads to, when it embeds one."""
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip.sixtofour is not None:  # 2002::/16, the IPv4 address in bits 16-48
        return ip.sixtofour
    if ip.teredo is not None:  # 2001::/32, the client's address obfuscated in the last 32 bits
        return ip.teredo[1]
    if ip in NAT64 or (ip in IPV4_COMPATIBLE and int(ip) > 1):  # the last 32 bits (:: and ::1 are not)
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def _global(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    return ip.is_global and not ip.is_multicast


def _exchange(target: _Target, rules: FetchRules, deadline: float) -> tuple[str | None, bytes]:
    """(where a redirect leads, b"") or (None, the body of a 200 that says it is a picture)."""
    left = max(0.01, deadline - time.monotonic())
    headers = {"Host": target.host_header, "User-Agent": USER_AGENT, "Accept": ", ".join(TYPES)}
    headers["Accept-Encoding"] = "identity"
    try:
        with _pool(target, urllib3.Timeout(connect=left, read=left)) as pool:
            response = pool.urlopen(
                "GET", target.path, headers=headers, redirect=False, retries=False, preload_content=False
            )
            try:
                return _answer(response, rules, deadline)
            finally:
                response.release_conn()
    except urllib3.exceptions.HTTPError as exc:
        raise PictureUnreadable(f"could not be fetched from {target.host}: {exc}") from exc


def _pool(target: _Target, timeout: urllib3.Timeout) -> urllib3.HTTPConnectionPool:
    if target.scheme == "http":
        return urllib3.HTTPConnectionPool(target.address, target.port, timeout=timeout, maxsize=1)
    return urllib3.HTTPSConnectionPool(
        target.address,
        target.port,
        timeout=timeout,
        maxsize=1,
        cert_reqs="CERT_REQUIRED",
        ca_certs=certifi.where(),
        server_hostname=target.host,
        assert_hostname=target.host,
    )


def _answer(response: urllib3.BaseHTTPResponse, rules: FetchRules, deadline: float) -> tuple[str | None, bytes]:
    if response.status in REDIRECTS:
        location = response.headers.get("Location")
        if not location:
            raise PictureUnreadable(f"answered HTTP {response.status} without a Location")
        return location, b""
    if response.status != 200:
        raise PictureUnreadable(f"answered HTTP {response.status}")
    kind = (response.headers.get("Content-Type") or "").split(";", 1)[0].strip().lower()
    if kind not in TYPES:
        raise PictureUnreadable(
            f"answered {kind or 'no Content-Type'}, not a JPEG, PNG, WebP or TIFF picture "
            "(link the picture file itself, not the page showing it)"
        )
    length = response.headers.get("Content-Length", "")
    if length.isdigit() and int(length) > rules.max_bytes:
        raise PictureUnreadable(f"is {int(length):,} bytes, more than the {rules.max_bytes:,} allowed")
    return None, _body(response, rules.max_bytes, deadline)


def _body(response: urllib3.BaseHTTPResponse, max_bytes: int, deadline: float) -> bytes:
    body = bytearray()
    while chunk := response.read1(CHUNK_BYTES):
        body += chunk
        if len(body) > max_bytes:
            raise PictureUnreadable(f"sent more than the {max_bytes:,} bytes allowed")
        if time.monotonic() > deadline:
            raise PictureUnreadable("was still arriving when its time ran out")
    return bytes(body)


def _suffix(body: bytes, max_pixels: int) -> str:
    """The suffix of the picture's format, from its header; refuses a body that is not one of the four, or
    whose header promises more pixels than allowed (a decompression bomb is refused before it is kept)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(body)) as opened:
                width, height = opened.size
                found = opened.format
    except Image.DecompressionBombError as exc:
        raise PictureUnreadable(f"is refused as a decompression bomb: {exc}") from exc
    except (OSError, SyntaxError, ValueError, EOFError) as exc:
        raise PictureUnreadable(f"is not a picture: {exc}") from exc
    if found not in SUFFIXES:
        raise PictureUnreadable(f"is {found}, not JPEG, PNG, WebP or TIFF")
    if width * height > max_pixels:
        raise PictureUnreadable(f"has {width}×{height} pixels, more than the {max_pixels:,} allowed")
    return SUFFIXES[found]
