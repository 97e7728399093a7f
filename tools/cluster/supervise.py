"""`make cluster` keeps its API processes running as systemd's `Restart=always` does in production
(deploy/systemd): a process that ends without the supervisor asking it to, however it ends (a crash, kill -9,
the OOM killer, or an operator's `kill PID`, after which it drains and exits 0), is started again after a
back-off that doubles with each recent restart, and one that keeps ending is given up on with a message, as
systemd's start limit does; nginx sends its requests to the others meanwhile. The supervisor asks a process to
stop only when it stops itself (Ctrl-C, SIGTERM), and nginx with it: nginx keeps answering while processes
come and go, with every process given up on too (its JSON 502). nginx ending on its own ends the cluster:
nothing answers without it.
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
        self._all_given_up_said = False

    def step(self) -> None:
        """One look at every process: an ended one scheduled, a due one started. RuntimeError when nginx has
        ended: nothing can answer any more."""
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
        if all(state.given_up for state in self._ports.values()) and not self._all_given_up_said:
            self._all_given_up_said = True
            self._say("every goldcoins serve is given up on: nginx answers 502 until the cluster is stopped")

    def _died(self, port: int, state: _Port, code: int, now: float) -> None:
        how = f"killed by {signal.Signals(-code).name}" if code < 0 else f"exit {code}"
        ended = "stopped (exit 0)" if code == 0 else f"died ({how})"
        state.restarts = [at for at in state.restarts if now - at < WINDOW]
        if len(state.restarts) >= BURST:
            state.given_up = True
            self._say(f"goldcoins serve on {port} {ended} for the {BURST + 1}th time in {WINDOW:g} s; not restarted")
            return
        delay = min(FIRST_DELAY * 2 ** len(state.restarts), MOST_DELAY)
        state.due = now + delay
        self._say(f"goldcoins serve on {port} {ended}; starting it again in {delay:g} s")
