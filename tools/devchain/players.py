"""What players, the oracle and the desk do on a dev deployment: pulls, settlements, claims, sales."""

from __future__ import annotations

from web3 import Web3
from web3.logs import DISCARD

PULL_APPROVAL = 2**256 - 1


class TransactionFailed(RuntimeError):
    pass


def send(w3: Web3, call, sender: str) -> dict:
    """Sends from an unlocked dev account and waits for the receipt (automine: at once)."""
    tx_hash = call.transact({"from": sender})
    receipt = w3.eth.wait_for_transaction_receipt(tx_hash, timeout=10, poll_latency=0.02)
    if receipt["status"] != 1:
        raise TransactionFailed(f"transaction {tx_hash.to_0x_hex()} reverted")
    return receipt


def random_word(roll: int, offset: int = 0, pick: int = 0) -> int:
    """A randomness answer that lands on a known outcome: `roll` (0–9999) picks the odds row by
    cumulative chance, `offset` is added to the row's minimum multiplier, `pick` indexes the pool."""
    return roll + (offset << 64) + (pick << 128)


class PlayerMoves:
    """Mixed into Deployment; relies on its w3, oracle and contracts."""

    def player(self, index: int = 0) -> str:
        return self.w3.eth.accounts[2 + index]

    def fund(self, player: str, amount: int) -> None:
        send(self.w3, self.stablecoin.functions.mint(player, amount), self.owner)
        send(self.w3, self.stablecoin.functions.approve(self.machine.address, PULL_APPROVAL), player)

    def open_pull(self, player: str, tier: int) -> int:
        """Returns the randomness request id."""
        receipt = send(self.w3, self.machine.functions.openPull(tier), player)
        (event,) = self.machine.events.PullOpened().process_receipt(receipt, errors=DISCARD)
        return event["args"]["requestId"]

    def settle(self, request_id: int, word: int = 0) -> dict:
        return send(self.w3, self.machine.functions.fulfil(request_id, word), self.oracle)

    def fail(self, request_id: int, reason: str = "oracle error") -> dict:
        return send(self.w3, self.machine.functions.failPull(request_id, reason), self.oracle)

    def refund(self, request_id: int, by: str) -> dict:
        return send(self.w3, self.machine.functions.refund(request_id), by)

    def claim(self, player: str, token_id: int) -> dict:
        return send(self.w3, self.machine.functions.claim(token_id), player)

    def approve_desk(self, player: str, approved: bool = True) -> dict:
        return send(self.w3, self.fractions.functions.setApprovalForAll(self.desk.address, approved), player)

    def sell(self, player: str, token_id: int, ppm: int) -> dict:
        return send(self.w3, self.desk.functions.sell(token_id, ppm), player)

    def owed_ppm(self, player: str, token_id: int) -> int:
        return self.machine.functions.owedPpm(player, token_id).call()

    def balance_ppm(self, player: str, token_id: int) -> int:
        return self.fractions.functions.balanceOf(player, token_id).call()
