"""Chain test support: contracts compiled once (cached in the temp dir), anvil on a free port, the fixture
contracts deployed and seeded, and the moves of players, oracle and desk (tools.devchain).

    artifacts = compiled_contracts()
    with Anvil() as node:
        chain = Deployment.deploy(node.url, artifacts)
        sample.seed(chain)
        player = chain.player(0); chain.fund(player, 1_000 * USDC)
        request_id = chain.open_pull(player, tier=0)
        chain.settle(request_id, random_word(roll=2000))   # a "small" row
        chain.advance_time(7200)                           # prices now stale (max age 3600)

Also: a TCP server that accepts and never answers, and a port nothing listens on, for the 503 paths.
"""

from __future__ import annotations

import socket
import tempfile
import threading
from pathlib import Path

from tools.devchain import sample
from tools.devchain.binaries import ToolMissing
from tools.devchain.deployment import Deployment
from tools.devchain.node import Anvil, NodeFailed, free_port
from tools.devchain.players import TransactionFailed, random_word
from tools.devchain.sample import USDC
from tools.devchain.solc import compile_contracts

__all__ = [
    "Anvil",
    "Deployment",
    "NodeFailed",
    "SilentServer",
    "ToolMissing",
    "TransactionFailed",
    "USDC",
    "compiled_contracts",
    "free_port",
    "random_word",
    "refused_url",
    "sample",
]

CACHE_DIR = Path(tempfile.gettempdir()) / "goldcoins-solc"


def compiled_contracts(cache_dir: Path = CACHE_DIR) -> dict:
    return compile_contracts(cache_dir)


def refused_url() -> str:
    return f"http://127.0.0.1:{free_port()}"


class SilentServer:
    """Accepts TCP connections and never answers: a hung node."""

    def __init__(self) -> None:
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._held: list[socket.socket] = []
        self._thread = threading.Thread(target=self._accept, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._listener.getsockname()[1]}"

    def _accept(self) -> None:
        try:
            while True:
                self._held.append(self._listener.accept()[0])
        except OSError:
            return  # closed

    def __enter__(self) -> SilentServer:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        try:
            self._listener.shutdown(socket.SHUT_RDWR)  # wakes the blocked accept()
        except OSError:
            pass
        self._listener.close()
        for connection in self._held:
            connection.close()
        self._thread.join(timeout=5)
