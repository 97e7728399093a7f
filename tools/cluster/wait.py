"""Polling with a deadline: the cluster's processes come up when they do; nothing waits a fixed time."""

from __future__ import annotations

import time
import typing
import urllib.error
import urllib.request


def until(
    ready: typing.Callable[[], bool], seconds: float, failure: str | typing.Callable[[], str], every: float = 0.1
) -> None:
    """Polls `ready` until it is true; past `seconds`, TimeoutError with `failure` (a callable: asked then, so the
    message says what stood at the deadline)."""
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise TimeoutError(failure() if callable(failure) else failure)
        time.sleep(every)


def answers(url: str) -> bool:
    """True when `url` answers 200 now."""
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            return answer.status == 200
    except (OSError, urllib.error.URLError):
        return False
