"""The /wallet use cases: the ports a signed-in player's requests go through, in order."""

from __future__ import annotations

import typing

import attrs

from domain import wallet_views
from domain.errors import WalletNotCreated
from domain.machines import MachineConfig
from domain.pool import TokenCoin
from domain.wallet import Wallet, WalletBody, WalletStatus, status
from ports.catalogue import CatalogueRepository
from ports.chain import ChainReader
from ports.clock import Clock
from ports.errors import NotConfigured
from ports.pool import PoolMapping
from ports.wallet import KeyCustody, WalletProvider, WalletStore
from services.tokens import pool_coins

NO_PLAYER = "0x0000000000000000000000000000000000000000"
T = typing.TypeVar("T")


# what a deployment sets for each dependency (docs/configuration.md)
SETTINGS = {
    "wallet provider": "GOLDCOINS_WALLET_PROVIDER and GOLDCOINS_WALLET_PROVIDER_SECRET",
    "key-custody service": "GOLDCOINS_KEY_CUSTODY with GOLDCOINS_KEY_CUSTODY_API_KEY, _API_SECRET and _ENCRYPTION_PART",
    "chain": "GOLDCOINS_CHAIN_RPC_URL and GOLDCOINS_MACHINE_ADDRESS (`make devchain` runs a local one)",
    "wallet store": "GOLDCOINS_DATABASE_URL",
}


def required(adapter: T | None, what: str) -> T:
    if adapter is None:
        setting = SETTINGS.get(what, "it in the environment (docs/configuration.md)")
        raise NotConfigured(
            f"no {what} is configured",
            hint=f"This deployment has not configured its {what}: its operator sets {setting}.",
        )
    return adapter


@attrs.frozen(kw_only=True)
class WalletService:
    """Collaborators left None are not configured: the use cases that need them raise NotConfigured."""

    wallets: WalletStore | None
    provider: WalletProvider | None
    custody: KeyCustody | None
    chain: ChainReader | None
    pool: PoolMapping | None
    catalogue: CatalogueRepository | None
    clock: Clock
    chain_id: int
    implementation: str | None

    def wallet(self, account_id: str) -> WalletBody:
        required(self.provider, "wallet provider")
        found = self._recorded(account_id)
        return WalletBody(None if found is None else self._status(found))

    def create_wallet(self, account_id: str) -> WalletBody:
        provider = required(self.provider, "wallet provider")
        found = self._recorded(account_id)
        if found is None:
            created = provider.wallet_of(account_id, self.chain_id)
            if created is None:
                raise WalletNotCreated("The browser has not created this account's wallet yet.")
            found = required(self.wallets, "wallet store").record(account_id, created)
        return WalletBody(self._status(found))

    def encryption_session(self) -> str:
        required(self.provider, "wallet provider")
        return required(self.custody, "key-custody service").encryption_session()

    def pulls(self, account_id: str) -> wallet_views.Pulls:
        chain = required(self.chain, "chain")
        address = self._address(account_id)
        if address is None:
            return wallet_views.pulls_view(None, chain.addresses(), [], {}, 0)
        records = chain.pulls_of(address)
        prized = [p.token_id for r in records if r.settlement for p in r.settlement.prizes]
        now = self._chain_now(chain.machine_config())
        return wallet_views.pulls_view(address, chain.addresses(), records, self._coins(prized), now)

    def holdings(self, account_id: str) -> wallet_views.Holdings:
        chain = required(self.chain, "chain")
        address = self._address(account_id)
        config = chain.machine_config()
        token_ids = self._token_ids(config) if address else []
        state = chain.holdings_of(address or NO_PLAYER, token_ids)
        return wallet_views.holdings_view(
            address, chain.addresses(), config, state, self._coins(token_ids), self._chain_now(config)
        )

    def _status(self, wallet: Wallet) -> WalletStatus:
        code = self.chain.account_code(wallet.address) if self.chain is not None else b""
        return status(wallet, code, self.implementation)

    def _recorded(self, account_id: str) -> Wallet | None:
        return required(self.wallets, "wallet store").wallet_of(account_id, self.chain_id)

    def _address(self, account_id: str) -> str | None:
        found = self._recorded(account_id)
        return None if found is None else found.address

    def _chain_now(self, config: MachineConfig) -> int:
        # The contracts judge deadlines and price age by block time; never report earlier than it.
        return max(int(self.clock.now().timestamp()), config.block_timestamp)

    def _token_ids(self, config: MachineConfig) -> list[int]:
        mapped = [m.token_id for m in self.pool.all()] if self.pool is not None else []
        return sorted(set(config.token_ids()) | set(mapped))

    def _coins(self, token_ids: typing.Iterable[int]) -> dict[int, TokenCoin]:
        return pool_coins(dict.fromkeys(token_ids), self.pool, self.catalogue)
