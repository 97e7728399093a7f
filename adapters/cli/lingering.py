"""Connections closed while `goldcoins serve` drains, closed the way RFC 9112 (9.6) asks: first our side only
(a FIN, after the last answer), then read, and what arrives thrown away, until the client closes its side or
LINGER runs out; only then the socket.

A plain close() over bytes not yet read makes the kernel answer with a reset instead of a FIN, and a reset can
take with it the answer the client has not read yet. A request that crosses our FIN on the wire gets a clean
close (no answer, which HTTP lets a client retry), never a reset.
"""

from __future__ import annotations

import socket
import threading

LINGER = 2.0  # seconds a half-closed connection is read for its client's own close
READ_BYTES = 64 * 1024


class Lingering:
    def __init__(self) -> None:
        self._held: list[tuple[socket.socket, float]] = []
        self._lock = threading.Lock()

    def __bool__(self) -> bool:
        return bool(self._held)

    def hold(self, sock: socket.socket, now: float) -> None:
        """Our side of `sock` closed and the connection kept, so that the caller may close `sock` itself."""
        try:
            sock.shutdown(socket.SHUT_WR)
            kept = sock.dup()
        except OSError:  # closed already, or the client reset it: nothing to linger for
            return
        with self._lock:
            self._held.append((kept, now))

    def read(self, now: float) -> None:
        """What has arrived read and dropped; a connection its client closed, or held LINGER, closed."""
        with self._lock:
            self._held = [(sock, since) for sock, since in self._held if not _finished(sock, now - since)]

    def close_all(self) -> None:
        with self._lock:
            for sock, _ in self._held:
                _finished(sock, LINGER)
            self._held = []


def _finished(sock: socket.socket, held: float) -> bool:
    """Read to what the kernel holds; True (and closed) once the client closed, failed, or `held` reached LINGER."""
    try:
        while sock.recv(READ_BYTES, socket.MSG_DONTWAIT):
            pass
        done = True  # b"": the client closed its side
    except BlockingIOError:
        done = held >= LINGER
    except OSError:
        done = True
    if done:
        sock.close()
    return done
