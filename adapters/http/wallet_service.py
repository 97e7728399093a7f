"""The /wallet use cases: the ports a signed-in player's requests go through, in order."""
from __future__ import annotations

import typing

from domain import wallet as wallets_domain
from domain import wallet_views
from domain.errors import WalletNotCreated
from domain.pool import describe_all
from ports.errors import NotConfigured

NO_PLAYER = "0x0000000000000000000000000000000000000000"


def required(adapter, what: str):
    if adapter is None:
        raise NotConfigured(f"no {what} is configured")
    return adapter


class WalletService:
    def __init__(self, wiring) -> None:
        self._w = wiring
        self._chain_id = wiring.settings.chain_id
        self._implementation = wiring.settings.account_implementation

    def wallet(self, account_id: str) -> wallets_domain.WalletBody:
        required(self._w.wallet_provider, "wallet provider")
        found = required(self._w.wallets, "wallet store").wallet_of(account_id, self._chain_id)
        return wallets_domain.WalletBody(None if found is None else self._status(found))

    def create_wallet(self, account_id: str) -> wallets_domain.WalletBody:
        provider = required(self._w.wallet_provider, "wallet provider")
        store = required(self._w.wallets, "wallet store")
        found = store.wallet_of(account_id, self._chain_id)
        if found is None:
            created = provider.wallet_of(account_id, self._chain_id)
            if created is None:
                raise WalletNotCreated("The browser has not created this account's wallet yet.")
            found = store.record(account_id, created)
        return wallets_domain.WalletBody(self._status(found))

    def encryption_session(self) -> str:
        required(self._w.wallet_provider, "wallet provider")
        return required(self._w.key_custody, "key-custody service").encryption_session()

    def pulls(self, account_id: str) -> wallet_views.Pulls:
        chain = required(self._w.chain, "chain")
        address = self._address(account_id)
        if address is None:
            return wallet_views.pulls_view(None, chain.addresses(), [], {}, 0)
        records = chain.pulls_of(address)
        prized = [p.token_id for r in records if r.settlement for p in r.settlement.prizes]
        now = self._chain_now(chain.machine_config())
        return wallet_views.pulls_view(address, chain.addresses(), records, self._coins(prized), now)

    def holdings(self, account_id: str) -> wallet_views.Holdings:
        chain = required(self._w.chain, "chain")
        address = self._address(account_id)
        config = chain.machine_config()
        token_ids = self._token_ids(config) if address else []
        state = chain.holdings_of(address or NO_PLAYER, token_ids)
        return wallet_views.holdings_view(address, chain.addresses(), config, state,
                                          self._coins(token_ids), self._chain_now(config))

    def _status(self, wallet) -> wallets_domain.WalletStatus:
        code = self._w.chain.account_code(wallet.address) if self._w.chain is not None else b""
        return wallets_domain.status(wallet, code, self._implementation)

    def _address(self, account_id: str) -> str | None:
        found = required(self._w.wallets, "wallet store").wallet_of(account_id, self._chain_id)
        return None if found is None else found.address

    def _chain_now(self, config) -> int:
        # The contracts judge deadlines and price age by block time; never report earlier than it.
        return max(int(self._w.clock.now().timestamp()), config.block_timestamp)

    def _token_ids(self, config) -> list[int]:
        mapped = [m.token_id for m in self._w.pool.all()] if self._w.pool is not None else []
        return sorted(set(config.token_ids()) | set(mapped))

    def _coins(self, token_ids: typing.Iterable[int]) -> dict:
        token_ids = list(dict.fromkeys(token_ids))
        mappings = self._w.pool.mappings(token_ids) if self._w.pool is not None and token_ids else {}
        type_ids = {m.type_id for m in mappings.values()}
        catalogue = self._w.catalogue
        summaries = catalogue.types_by_ids(type_ids) if catalogue is not None and type_ids else {}
        return describe_all(token_ids, mappings, summaries)
