"""The machine's pull events for one player, read in bounded block ranges from the deployment block."""

from __future__ import annotations

from web3 import Web3

from adapters.chain.contracts import PULL_EVENTS

RANGES_PER_BATCH = 20  # eth_getLogs calls sent in one JSON-RPC batch


class PullLogReader:
    def __init__(self, w3: Web3, machine, deployment_block: int, chunk_blocks: int) -> None:
        self._w3 = w3
        self._machine = machine
        self._first = deployment_block
        self._chunk = max(1, chunk_blocks)
        self._events = {event.topic: event for event in (getattr(machine.events, n)() for n in PULL_EVENTS)}

    def events_of(self, player: str) -> list:
        """Processed logs of the four pull events naming `player`, oldest first."""
        topics = [list(self._events), "0x" + "00" * 12 + player[2:].lower()]
        ranges = self.ranges(self._w3.eth.block_number)
        events = []
        for start in range(0, len(ranges), RANGES_PER_BATCH):
            with self._w3.batch_requests() as batch:
                for low, high in ranges[start : start + RANGES_PER_BATCH]:
                    batch.add(
                        self._w3.eth.get_logs(
                            {"address": self._machine.address, "topics": topics, "fromBlock": low, "toBlock": high}
                        )
                    )
                answers = batch.execute()
            events.extend(self._process(log) for logs in answers for log in logs)
        return sorted(events, key=lambda e: (e["blockNumber"], e["logIndex"]))

    def ranges(self, latest: int) -> list[tuple[int, int]]:
        return [(low, min(low + self._chunk - 1, latest)) for low in range(self._first, latest + 1, self._chunk)]

    def _process(self, log):
        return self._events[Web3.to_hex(log["topics"][0])].process_log(log)
