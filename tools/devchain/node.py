"""An anvil process on a loopback port, polled ready against a deadline."""

from __future__ import annotations

import socket
import subprocess
import time

import requests

from tools.devchain import binaries


class NodeFailed(RuntimeError):
    pass


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Anvil:
    def __init__(self, port: int | None = None, chain_id: int = 8453, log=subprocess.DEVNULL) -> None:
        self.port = port or free_port()
        self.chain_id = chain_id
        self._log = log
        self._process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, ready_within: float = 20.0) -> Anvil:
        command = [
            binaries.anvil(),
            "--hardfork",
            "prague",
            "--chain-id",
            str(self.chain_id),
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
        ]
        self._process = subprocess.Popen(command, stdout=self._log, stderr=subprocess.STDOUT)
        self._wait_ready(time.monotonic() + ready_within)
        return self

    def stop(self) -> None:
        if self._process and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()

    def wait(self) -> int:
        return self._process.wait() if self._process else 0

    def _wait_ready(self, deadline: float) -> None:
        while time.monotonic() < deadline:
            if self._answers():
                return
            try:  # waiting on the process is the poll interval, and notices an early exit
                code = self._process.wait(timeout=0.05)
            except subprocess.TimeoutExpired:
                continue
            raise NodeFailed(f"anvil exited with {code} (is port {self.port} free?)")
        self.stop()
        raise NodeFailed(f"anvil did not answer on {self.url} in time")

    def _answers(self) -> bool:
        try:
            body = {"jsonrpc": "2.0", "id": 1, "method": "eth_chainId", "params": []}
            return requests.post(self.url, json=body, timeout=0.25).ok
        except requests.RequestException:
            return False

    def __enter__(self) -> Anvil:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
