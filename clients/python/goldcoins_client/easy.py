"""Results or an exception: the generated calls made to return what the API answered, or raise.

Written by hand and kept by `make client` (tools/client.py) when the rest of the package is generated again; it
knows no operation by name, only the shapes every generated one shares, so a new operation works with it as
generated:

    from goldcoins_client import Client
    from goldcoins_client.api.types import list_types
    from goldcoins_client.easy import ApiError, call, every

    with Client(base_url="http://127.0.0.1:8000/v1") as client:
        page = call(list_types.sync_detailed, client=client, q="sovereign")  # a TypePage, or ApiError raised
        for item in every(list_types.sync_detailed, client=client, q="sovereign", page_size=100):
            ...                                                                # every TypeSummary of every page

`call` and `every` wait and ask again when the API answers 429 (too many requests), as long as its `Retry-After`
says; `Calls(attempts=..., deadline=...)` sets how often and for how long.
"""

from __future__ import annotations

import email.utils
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, ParamSpec, Protocol, TypeVar, cast

from .models.error import Error
from .types import UNSET

__all__ = ["ApiError", "Calls", "call", "every"]

P = ParamSpec("P")
T = TypeVar("T")
Item = TypeVar("Item", covariant=True)
Parsed = TypeVar("Parsed", covariant=True)


class ApiError(Exception):
    """The API's answer was not the one asked for: its status and its JSON error body (`error` is the stable code
    to branch on; `message` and `hint` are prose for people; `docs` links the code's explanation)."""

    def __init__(self, status: int, error: str, message: str = "", hint: str = "", docs: str = "") -> None:
        self.status, self.error, self.message, self.hint, self.docs = status, error, message, hint, docs
        super().__init__(f"{status} {error}: {message}" + (f" ({hint})" if hint else ""))


class Answer(Protocol[Parsed]):
    """What every generated `sync_detailed` returns (goldcoins_client.types.Response)."""

    @property
    def status_code(self) -> int: ...
    @property
    def content(self) -> bytes: ...
    @property
    def headers(self) -> Mapping[str, str]: ...
    @property
    def parsed(self) -> Parsed | None: ...


class Page(Protocol[Item]):
    """What every paginated list answers (TypePage, IssuerPage, ...)."""

    @property
    def data(self) -> Sequence[Item | None]: ...
    @property
    def page(self) -> int: ...
    @property
    def total_pages(self) -> int: ...


class Calls:
    """How `call` and `every` meet a 429: ask at most `attempts` times in all, wait as long as `Retry-After` says
    (1 second when it says nothing), and never wait past `deadline` seconds from the first attempt: a 429 whose
    wait would end later is raised at once as an ApiError. `sleep` and `clock` are there for tests."""

    def __init__(
        self,
        attempts: int = 3,
        deadline: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if attempts < 1 or deadline < 0:
            raise ValueError("attempts must be at least 1 and deadline not negative")
        self.attempts, self.deadline, self.sleep, self.clock = attempts, deadline, sleep, clock

    def call(self, operation: Callable[P, Answer[Error | T]], *args: P.args, **kwargs: P.kwargs) -> T:
        """The parsed answer of `operation(*args, **kwargs)` (a generated `sync_detailed`); ApiError otherwise."""
        started = self.clock()
        for attempt in range(1, self.attempts + 1):
            answer = operation(*args, **kwargs)
            parsed = answer.parsed
            if parsed is not None and not isinstance(parsed, Error) and 200 <= answer.status_code < 300:
                return parsed
            failure = _error(answer)
            if failure.status != 429 or attempt == self.attempts:
                raise failure
            wait = _retry_after(answer.headers)
            if self.clock() - started + wait > self.deadline:
                raise failure
            self.sleep(wait)
        raise AssertionError("unreachable")  # pragma: no cover

    def every(
        self, operation: Callable[P, Answer[Error | Page[Item]]], *args: P.args, **kwargs: P.kwargs
    ) -> Iterator[Item]:
        """Every item of every page of a list operation, from page 1 to the last, asked one page at a time as the
        iteration reaches it (`page_size` sets how many a request; the API allows up to 100). The null elements the
        description allows in a type list are left out."""
        ask = cast(Callable[..., Answer[Error | Page[Item]]], operation)
        number = 1
        while True:
            page = self.call(ask, *args, **{**kwargs, "page": number})
            yield from (item for item in page.data if item is not None)
            if not page.data or page.page >= page.total_pages:
                return
            number = page.page + 1


_polite = Calls()


def call(operation: Callable[P, Answer[Error | T]], *args: P.args, **kwargs: P.kwargs) -> T:
    """`Calls().call`: the parsed answer, or ApiError; a 429 asked again up to 3 times within 30 seconds."""
    return _polite.call(operation, *args, **kwargs)


def every(operation: Callable[P, Answer[Error | Page[Item]]], *args: P.args, **kwargs: P.kwargs) -> Iterator[Item]:
    """`Calls().every`: every item of every page, a 429 asked again as `call` does."""
    return _polite.every(operation, *args, **kwargs)


def _error(answer: Answer[Any]) -> ApiError:
    parsed = answer.parsed
    if isinstance(parsed, Error):
        return ApiError(
            answer.status_code,
            parsed.error,
            _text(parsed.message),
            _text(parsed.hint),
            _text(parsed.docs),
        )
    body = answer.content[:200].decode("utf-8", "replace")
    return ApiError(answer.status_code, "unexpected_status", f"an answer the description does not list: {body}")


def _text(value: object) -> str:
    return "" if value is UNSET or value is None else str(value)


def _retry_after(headers: Mapping[str, str]) -> float:
    """Seconds to wait: Retry-After as seconds or as an HTTP date; 1 when it is absent or unreadable."""
    value = (headers.get("Retry-After") or "").strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return 1.0
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())
