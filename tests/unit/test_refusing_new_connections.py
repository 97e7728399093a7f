"""A stopping server first stops the kernel completing connections, then accepts those already completed, then
closes: no connection can complete between the last accept and the close (it would be reset with a proxy's POST
already sent down it, which nginx does not retry)."""

import socket

import pytest

from adapters.cli.graceful import refuse_new


@pytest.fixture
def listening():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(16)
        yield server


def test_a_connection_completed_before_is_still_accepted_and_read(listening):
    with socket.create_connection(listening.getsockname()) as early:
        early.sendall(b"GET")
        refuse_new(listening)
        accepted, _ = listening.accept()
        with accepted:
            assert accepted.recv(3) == b"GET"


def test_a_new_connection_does_not_complete_and_is_refused_once_the_port_closes(listening):
    address = listening.getsockname()
    refuse_new(listening)
    with socket.socket() as late:
        late.settimeout(0.3)
        with pytest.raises(TimeoutError):  # its SYN is dropped: nothing completes to be reset later
            late.connect(address)
    listening.close()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(address, timeout=2).close()
