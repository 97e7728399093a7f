"""In-memory wallet provider, key custody and wallet store that record what they were asked."""

from __future__ import annotations

import itertools

from eth_utils import to_checksum_address

from domain.wallet import Wallet
from ports.errors import ProviderUnavailable


class FakeWalletProvider:
    """`created` holds the wallets browsers have created, by (account, chain id)."""

    def __init__(self) -> None:
        self.created: dict[tuple[str, int], Wallet] = {}
        self.asked: list[tuple[str, int]] = []
        self.down = False

    def browser_creates(self, account_id: str, address: str, chain_id: int) -> Wallet:
        wallet = Wallet(address=to_checksum_address(address), chain_id=chain_id)  # as the port hands wallets out
        self.created[(account_id, chain_id)] = wallet
        return wallet

    def wallet_of(self, account_id: str, chain_id: int) -> Wallet | None:
        self.asked.append((account_id, chain_id))
        if self.down:
            raise ProviderUnavailable("the wallet provider did not answer")
        return self.created.get((account_id, chain_id))


class FakeKeyCustody:
    def __init__(self) -> None:
        self._ids = (f"enc_session_{n}" for n in itertools.count(1))
        self.issued: list[str] = []
        self.down = False

    def encryption_session(self) -> str:
        if self.down:
            raise ProviderUnavailable("the key-custody service did not answer")
        session = next(self._ids)
        self.issued.append(session)
        return session


class FakeWalletStore:
    def __init__(self) -> None:
        self.wallets: dict[tuple[str, int], Wallet] = {}

    def wallet_of(self, account_id: str, chain_id: int) -> Wallet | None:
        return self.wallets.get((account_id, chain_id))

    def record(self, account_id: str, wallet: Wallet) -> Wallet:
        return self.wallets.setdefault((account_id, wallet.chain_id), wallet)
