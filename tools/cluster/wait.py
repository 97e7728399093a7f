"""Polling with a deadline: the cluster's processes come up when they do; nothing waits a fixed time."""

from __future__ import annotations

import time
import typing
import urllib.error
import urllib.request


def until(ready: typing.Callable[[], bool], seconds: float, failure: str, every: float = 0.1) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise TimeoutError(failure)
        time.sleep(every)


def answers(url: str) -> bool:
    """True when `url` answers 200 now."""
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            return answer.status == 200
    except (OSError, urllib.error.URLError):
        return False
