"""Which CPUs `goldcoins serve` runs on (GOLDCOINS_CPU_AFFINITY).

A CPython process runs Python on one CPU at a time: its threads take turns holding the GIL. Every time a
thread lets go of it (each SQLite step, each socket call) a thread waiting on another CPU has to be woken
there, and on a virtual machine that wake-up can take longer than the request itself. Measured on a 2-vCPU
VM (docs/performance.md, fifth pass): falcon's hello-world on waitress, 16 connections, made 140-2,600 req/s
free to use both CPUs and 5,800-7,500 pinned to one. Held to one CPU the threads hand over without waking
another CPU, and the process loses almost nothing, since it could not run Python on two at once anyway.

Values: `auto` (the default) holds the server to one of the CPUs it may use, chosen by its port so that
instances on consecutive ports land on different CPUs; `off` leaves placement to the operating system; a
list such as `3` or `0,2` names the CPUs.
"""

from __future__ import annotations

import os

from config import ConfigError

KEY = "GOLDCOINS_CPU_AFFINITY"


def choose(setting: str, allowed: set[int], port: int) -> set[int] | None:
    """The CPUs to hold the server to, or None to leave it where it is."""
    value = setting.strip().lower()
    if value == "off":
        return None
    if value == "auto":
        if len(allowed) < 2:
            return None
        ordered = sorted(allowed)
        return {ordered[port % len(ordered)]}
    try:
        wanted = {int(part) for part in value.split(",") if part.strip()}
    except ValueError:
        wanted = set()
    if not wanted:
        raise ConfigError(f"{KEY}: expected auto, off or CPU numbers such as 0,2, got {setting!r}")
    outside = wanted - allowed
    if outside:
        raise ConfigError(
            f"{KEY}: CPU {', '.join(map(str, sorted(outside)))} is not one this process may use ({span(allowed)})"
        )
    return wanted


def apply(setting: str, port: int) -> set[int] | None:
    """Holds every thread of this process to the chosen CPUs; returns them (None: nothing changed)."""
    if not hasattr(os, "sched_setaffinity"):  # not Linux: placement stays with the operating system
        if setting.strip().lower() not in ("auto", "off"):
            raise ConfigError(f"{KEY}: CPU affinity is not available on this platform")
        return None
    allowed = os.sched_getaffinity(0)
    chosen = choose(setting, allowed, port)
    if chosen is None:
        return None
    # a thread started earlier (a driver's, a library's) keeps its own mask unless set too; later ones inherit
    for thread_id in _threads():
        try:
            os.sched_setaffinity(thread_id, chosen)
        except ProcessLookupError:  # the thread ended meanwhile
            pass
    return chosen


def _threads() -> list[int]:
    try:
        return [int(name) for name in os.listdir("/proc/self/task")]
    except OSError:
        return [0]


def span(cpus: set[int]) -> str:
    return ",".join(str(cpu) for cpu in sorted(cpus))
