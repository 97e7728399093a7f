"""Query parameters parsed and bounded in one place, with hints that name the bound."""

from __future__ import annotations

import datetime as dt
import re

import falcon

from adapters.http.errors import ApiError, invalid
from domain.paging import PageRequest

CATALOGUE_PAGE = (24, 100)
SITEMAP_PAGE = (5000, 10000)
DECIMAL = re.compile(r"-?[0-9]+")
MAX_DIGITS = 30
# a JSON number (31.1, 0.5, 1e-3, -0), as the description's `number` allows: not "inf", "nan", ".5" or "1_0",
# which float() would take
AMOUNT = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")
MAX_AMOUNT_LENGTH = 32
CURRENCY = re.compile(r"[A-Za-z]{3}")
# RFC 3339's date-time (what the description's `format: date-time` admits), or a full date alone (midnight UTC)
MOMENT = re.compile(
    r"(?P<date>[0-9]{4}-[0-9]{2}-[0-9]{2})"
    r"(?:[Tt ](?P<time>[0-9]{2}:[0-9]{2}):(?P<second>[0-9]{2})(?:\.[0-9]+)?(?P<offset>[Zz]|[+-][0-9]{2}:[0-9]{2}))?"
)
UTC_START, UTC_END = (edge.replace(tzinfo=dt.timezone.utc) for edge in (dt.datetime.min, dt.datetime.max))


def integer(
    req: falcon.Request, name: str, *, low: int | None = None, high: int | None = None, default: int | None = None
) -> int | None:
    raw = req.get_param(name)
    if raw is None:
        return default

    def refused(message: str) -> ApiError:  # the bounds are described only for a refusal
        return invalid(message, f"Send {name} as an integer{_describe(low, high)}.", name)

    if not DECIMAL.fullmatch(raw):  # int() would also take "1_0", " 7" and non-ASCII digits
        raise refused(f"'{name}' must be an integer, got {raw!r}.")
    if len(raw) > MAX_DIGITS:  # past every bound, and int() refuses huge strings outright
        raise refused(f"'{name}' is out of range.")
    value = int(raw)
    if (low is not None and value < low) or (high is not None and value > high):
        raise refused(f"'{name}' is out of range: {value}.")
    return value


def amount(req: falcon.Request, name: str, *, high: float) -> float | None:
    """A non-negative number up to `high`, such as 31.1."""
    raw = req.get_param(name)
    if raw is None:
        return None
    if len(raw) > MAX_AMOUNT_LENGTH or not AMOUNT.fullmatch(raw) or not 0 <= float(raw) <= high:
        raise invalid(
            f"'{name}' must be a decimal number from 0 to {high:g}, got {raw!r}.",
            f"Send {name} in grams with a point for the decimals, e.g. {name}=31.1.",
            name,
        )
    return float(raw)


def currency(req: falcon.Request) -> str | None:
    """A display currency's ISO 4217 code (a key of GET /rates), in capitals; any case is read."""
    raw = req.get_param("currency")
    if raw is None:
        return None
    if not CURRENCY.fullmatch(raw):
        raise invalid(
            f"'currency' must be a three-letter ISO 4217 code, got {raw!r}.",
            "Send a key of GET /rates, e.g. currency=EUR (USD needs no rate).",
            "currency",
        )
    return raw.upper()


def moment(req: falcon.Request, name: str) -> dt.datetime | None:
    """An instant in UTC, given as RFC 3339 writes it (2026-11-29T12:00:00Z, any offset; read to the second) or as
    a date (2026-11-29: its midnight UTC). A leap second reads as the second before it; a moment beyond the years
    Python's datetime holds, as its first or last instant."""
    raw = req.get_param(name)
    if raw is None:
        return None
    found = MOMENT.fullmatch(raw)
    try:
        if found is None:
            raise ValueError(raw)
        if found["time"] is None:
            return dt.datetime.fromisoformat(found["date"]).replace(tzinfo=dt.timezone.utc)
        offset = "+00:00" if found["offset"] in "Zz" else found["offset"]
        second = min(int(found["second"]), 59)
        return dt.datetime.fromisoformat(f"{found['date']}T{found['time']}:{second:02d}{offset}").astimezone(
            dt.timezone.utc
        )
    except OverflowError:  # an offset that carries it past year 1 or 9999
        return UTC_START if found["date"].startswith("0001") else UTC_END
    except ValueError:
        if found is not None and found["date"].startswith("0000"):  # RFC 3339's year 0, before datetime's first
            return UTC_START
        raise invalid(
            f"'{name}' must be a date-time as RFC 3339 writes it, or a date, got {raw!r}.",
            f"Send {name} in UTC, e.g. {name}=2026-11-29T00:00:00Z (or {name}=2026-11-29).",
            name,
        ) from None


def page_request(req: falcon.Request, sizes: tuple[int, int] = CATALOGUE_PAGE) -> PageRequest:
    default_size, max_size = sizes
    page = integer(req, "page", low=1, high=1_000_000, default=1)
    size = integer(req, "pageSize", low=1, high=max_size, default=default_size)
    return PageRequest(page, size)


def choice(req: falcon.Request, name: str, allowed, default: str | None = None) -> str | None:
    raw = req.get_param(name)
    if raw is None:
        return default
    if raw not in allowed:
        raise invalid(f"'{name}' has no value {raw!r}.", f"Set {name} to one of: {', '.join(allowed)}.", name)
    return raw


def boolean(req: falcon.Request, name: str, default: bool) -> bool:
    raw = req.get_param(name)
    if raw is None:
        return default
    lowered = raw.lower()
    if lowered in ("true", "1", "yes"):
        return True
    if lowered in ("false", "0", "no"):
        return False
    raise invalid(f"'{name}' must be true or false, got {raw!r}.", f"Send {name}=true or {name}=false.", name)


# A text parameter's bound in UTF-8 bytes as well as in characters: 200 characters of CJK or emoji would otherwise be
# 600-800 bytes, 1.8-2.4 kB once percent-encoded, and the answer's Link header repeats the query (links.py).
MAX_TEXT_BYTES = 400


def text(req: falcon.Request, name: str, max_length: int = 200) -> str | None:
    raw = req.get_param(name)
    if raw is None:
        return None
    if len(raw) > max_length:
        raise invalid(f"'{name}' is longer than {max_length} characters.", f"Shorten {name}.", name)
    size = len(raw.encode("utf-8", "surrogatepass"))
    if size > MAX_TEXT_BYTES:
        raise invalid(
            f"'{name}' is {size} bytes long in UTF-8, more than {MAX_TEXT_BYTES}.",
            f"Shorten {name}: {MAX_TEXT_BYTES} bytes is about 130 CJK characters or 100 emoji.",
            name,
        )
    return raw.strip() or None


def _describe(low, high) -> str:
    if low is not None and high is not None:
        return f" from {low} to {high}"
    if low is not None:
        return f" of at least {low}"
    if high is not None:
        return f" of at most {high}"
    return ""
