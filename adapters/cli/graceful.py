"""`goldcoins serve` stopped gracefully: on SIGTERM (what systemd sends on stop and restart) or Ctrl-C the
process stops accepting, finishes the requests in hand within GOLDCOINS_SHUTDOWN_GRACE_SECONDS, and returns a
count of what it finished and what it had to cut; a second signal cuts at once.

Waitress has no such stop: its loop ends only with an exception raised wherever the main thread happens to be,
after which it cancels queued requests and leaves the sockets to die with the process. So the loop is run here,
one poll at a time, and the signal only sets a flag and wakes the poll (waitress's own trigger pipe).

A request is "in hand" from its first byte until its answer's last byte is handed to the kernel, and a request
the kernel has taken on a kept-alive connection is answered as well, even when the process has not read it yet:
an answer says `Connection: close` only when nothing more of its client is waiting, and a connection that holds
nothing is closed once it has been idle for IDLE_LINGER after the signal, never while bytes wait to be read.
Every connection closed while draining lingers (adapters/cli/lingering.py), so the drain sends no reset.
"""

from __future__ import annotations

import ctypes
import signal
import socket
import struct
import sys
import threading
import time

import attrs
from waitress import wasyncore
from waitress.channel import HTTPChannel
from waitress.server import BaseWSGIServer

from adapters.cli.lingering import Lingering

SO_ATTACH_FILTER = 26  # Linux's socket option for a classic BPF filter
DROP_ALL = struct.pack(
    "HBBI", 0x06, 0, 0, 0
)  # one instruction: BPF_RET | BPF_K with 0 bytes kept, every packet dropped
IDLE_LINGER = 0.5  # seconds an idle kept-alive connection stays open while draining
DRAIN_POLL = 0.05  # seconds between two looks at the connections while draining


@attrs.frozen
class Outcome:
    finished: int  # connections that held a request after the signal and were answered
    cut: int  # connections still holding one when the grace period ran out (or at a second signal)
    seconds: float
    signal_name: str


def closing_channel(base: type[HTTPChannel], stop: GracefulStop) -> type[HTTPChannel]:
    """`base` whose answers say `Connection: close` once `stop` is stopping and nothing more of the client is
    waiting (so no client sends another request down a connection about to close, and none it has sent already
    goes unanswered), and whose connections, closed while stopping, linger."""

    class ClosingTask(base.task_class):  # type: ignore[name-defined,misc]
        def build_response_header(self):
            if stop.stopping.is_set() and not _more_waiting(self.channel):
                self.set_close_on_finish()
            return super().build_response_header()

    class ClosingChannel(base):  # type: ignore[valid-type,misc]
        task_class = ClosingTask

        def handle_close(self) -> None:
            if stop.stopping.is_set() and self.socket is not None:  # None: closed already
                stop.lingering.hold(self.socket, time.monotonic())
            super().handle_close()

    return ClosingChannel


class GracefulStop:
    """Runs a server made by waitress.create_server until a signal, then drains it within `grace` seconds."""

    def __init__(self, server, grace: float, clock=time.monotonic) -> None:
        self._server, self._grace, self._clock = server, grace, clock
        self._map: dict = getattr(server, "map", None) or server._map
        self.stopping = threading.Event()
        self.lingering = Lingering()
        self._signals: list[str] = []
        self._trigger = self._listeners()[0].trigger

    def install(self) -> None:
        for number in (signal.SIGTERM, signal.SIGINT):
            signal.signal(number, self._asked)

    def _asked(self, number, frame) -> None:
        """A signal handler: only a flag and a byte down the trigger pipe (no lock taken, nothing closed)."""
        self._signals.append(signal.Signals(number).name)
        self.stopping.set()
        self._trigger.pull_trigger()

    def run(self) -> Outcome:
        adj = self._server.adj
        while not self.stopping.is_set():
            wasyncore.loop(timeout=adj.asyncore_loop_timeout, map=self._map, use_poll=adj.asyncore_use_poll, count=1)
        return self._drain()

    def _listeners(self) -> list[BaseWSGIServer]:
        candidates = [self._server, *self._map.values()]
        return [each for each in dict.fromkeys(candidates) if isinstance(each, BaseWSGIServer)]

    def _drain(self) -> Outcome:
        started = self._clock()
        self._stop_accepting()
        held: set[int] = set()  # every connection seen holding a request since the signal
        deadline, linger_from = started + self._grace, time.time()
        while True:
            busy = [channel for channel in self._channels() if _in_hand(channel)]
            held.update(id(channel) for channel in busy)
            wasyncore.loop(timeout=DRAIN_POLL, map=self._map, use_poll=self._server.adj.asyncore_use_poll, count=1)
            self._close_idle(time.time(), linger_from)
            self.lingering.read(time.monotonic())
            busy = [channel for channel in self._channels() if _in_hand(channel)]
            held.update(id(channel) for channel in busy)
            over = not self._channels() and not self.lingering
            if over or self._clock() >= deadline or len(self._signals) > 1:
                break
        for channel in self._channels():
            channel.handle_close()
        self.lingering.close_all()
        self._server.task_dispatcher.shutdown(cancel_pending=True, timeout=1)
        return Outcome(len(held) - len(busy), len(busy), self._clock() - started, self._signals[0])

    def _stop_accepting(self) -> None:
        """Connections the kernel has already completed are taken and served; then the listening sockets close,
        so a proxy's next connection is refused at once and goes to another process. Before that the kernel is
        told to complete no new connection (refuse_new): one it completed between the last accept and the close
        would be reset with the proxy's request already sent, which nginx does not retry for a POST."""
        for listener in self._listeners():
            refuse_new(listener.socket)
            while True:
                before = len(self._map)
                listener.handle_accept()
                if len(self._map) == before:
                    break
            # the dispatcher's own close: the server's would close the trigger the serving threads still pull
            wasyncore.dispatcher.close(listener)

    def _channels(self) -> list[HTTPChannel]:
        return [each for each in list(self._map.values()) if isinstance(each, HTTPChannel)]

    def _close_idle(self, now: float, linger_from: float) -> None:
        """Idle connections closed once idle IDLE_LINGER since the signal (a request already on its way down
        one, or already in the kernel, is read and answered first)."""
        for channel in self._channels():
            idle = not _in_hand(channel) and now - max(channel.last_activity, linger_from) >= IDLE_LINGER
            if idle and not _bytes_waiting(channel):
                channel.handle_close()


def _in_hand(channel: HTTPChannel) -> bool:
    """A request received in part or whole, being answered, or an answer not yet all sent."""
    return bool(channel.requests or channel.request is not None or channel.total_outbufs_len)


def _more_waiting(channel: HTTPChannel) -> bool:
    """Another request of the client's behind the one being answered: read, in part, or in the kernel."""
    return len(channel.requests) > 1 or channel.request is not None or _bytes_waiting(channel)


def _bytes_waiting(channel: HTTPChannel) -> bool:
    """Bytes the kernel has taken from the client and the process has not read (a look, not a read)."""
    sock = channel.socket  # None once closed (by the main thread, while a task thread looks)
    try:
        return sock is not None and bool(sock.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT))
    except OSError:  # nothing waiting (BlockingIOError), or the connection is gone
        return False


def refuse_new(listening: socket.socket | None) -> None:
    """No new connection completes on `listening` from now on, and those the kernel completed already can still be
    accepted: a filter dropping every packet, so a client's SYN (or the last ACK of its handshake) goes unanswered,
    is sent again a second later, and meets the closed port's refusal then. Linux only; elsewhere nothing changes."""
    if listening is None or not sys.platform.startswith("linux"):  # the option's number is Linux's
        return
    program = ctypes.create_string_buffer(DROP_ALL)
    try:
        listening.setsockopt(socket.SOL_SOCKET, SO_ATTACH_FILTER, struct.pack("HP", 1, ctypes.addressof(program)))
    except OSError:
        pass
