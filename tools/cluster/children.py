"""The cluster's processes never outlive it, and a cluster never starts over another one's leftovers.

Each child asks the kernel for a signal when its parent dies (prctl PR_SET_PDEATHSIG), so a supervisor killed
outright (kill -9, the OOM killer) still takes nginx and the API processes with it: they get the signal that
stops them gracefully. Linux only; elsewhere the check at start is what remains.
"""

from __future__ import annotations

import ctypes
import os
import signal
import socket
import sys
import typing

PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def dying_with_us(how: signal.Signals) -> typing.Callable[[], None] | None:
    """A preexec_fn for subprocess.Popen: the child gets `how` when this process's calling thread ends (the
    kernel ties the signal to the thread that forked, so children are started from the main thread)."""
    if not sys.platform.startswith("linux"):
        return None
    prctl = ctypes.CDLL(None, use_errno=True).prctl  # looked up here: the child only calls it
    parent = os.getpid()

    def preexec() -> None:
        prctl(PR_SET_PDEATHSIG, int(how), 0, 0, 0)
        if os.getppid() != parent:  # we died between fork and prctl: the kernel will not tell the child
            os.kill(os.getpid(), how)

    return preexec


def refuse_leftovers(ports: list[int], state: str) -> None:
    """A RuntimeError naming the first port something already listens on (a cluster still running, or what
    an earlier one left), before anything is started."""
    for port in ports:
        with socket.socket() as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # a port in TIME_WAIT is free
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                raise RuntimeError(
                    f"port {port} is already in use: another cluster is running, or an earlier one left a "
                    f"process behind (its pids: {state}/nginx.pid and `ss -ltnp 'sport = :{port}'`); stop it "
                    "or choose other ports (--port, --first-api-port)"
                ) from None
