"""`make cluster` keeps its API processes running as systemd's `Restart=on-failure` does in production
(deploy/systemd): a process that dies (a crash, kill -9, the OOM killer) is started again after a back-off
that doubles with each recent restart, and one that keeps dying is given up on with a message, as systemd's
start limit does; nginx sends its requests to the others meanwhile. A process that exits 0 was stopped on
purpose and stays stopped. nginx stopping ends the cluster: nothing answers without it.
"""

from __future__ import annotations

import signal
import time
import typing

import attrs

FIRST_DELAY = 0.5  # seconds before the first restart; doubled for each restart in the window
MOST_DELAY = 8.0
BURST, WINDOW = 5, 60.0  # at most BURST restarts of one process in WINDOW seconds


@attrs.define
class _Port:
    restarts: list[float] = attrs.field(factory=list)
    due: float | None = None  # when the dead process is to be started again
    given_up: bool = False


class Supervisor:
    def __init__(self, cluster, say: typing.Callable[[str], None] = print, clock=time.monotonic) -> None:
        self._cluster, self._say, self._clock = cluster, say, clock
        self._ports = {port: _Port() for port in cluster.apis}

    def step(self) -> None:
        """One look at every process: a dead one scheduled, a due one started. RuntimeError when the cluster
        cannot serve any more (nginx gone, or every API process given up on)."""
        now = self._clock()
        for port, state in self._ports.items():
            if state.due is not None and now >= state.due:
                state.due = None
                state.restarts.append(now)
                self._cluster.start_api(port)
            elif state.due is None and not state.given_up:
                code = self._cluster.apis[port].poll()
                if code is not None:
                    self._died(port, state, code, now)
        nginx = self._cluster.nginx
        if nginx is not None and nginx.poll() is not None:
            raise RuntimeError(f"nginx stopped (exit {nginx.returncode})")
        if all(state.given_up for state in self._ports.values()):
            raise RuntimeError("every goldcoins serve has stopped; see the logs")

    def _died(self, port: int, state: _Port, code: int, now: float) -> None:
        how = f"killed by {signal.Signals(-code).name}" if code < 0 else f"exit {code}"
        if code == 0:
            state.given_up = True
            self._say(f"goldcoins serve on {port} stopped ({how}); not restarted")
            return
        state.restarts = [at for at in state.restarts if now - at < WINDOW]
        if len(state.restarts) >= BURST:
            state.given_up = True
            self._say(f"goldcoins serve on {port} died ({how}) {BURST + 1} times in {WINDOW:g} s; not restarted")
            return
        delay = min(FIRST_DELAY * 2 ** len(state.restarts), MOST_DELAY)
        state.due = now + delay
        self._say(f"goldcoins serve on {port} died ({how}); starting it again in {delay:g} s")
