import typing

from domain.wallet import Wallet


class WalletProvider(typing.Protocol):
    """The embedded-wallet provider. Raises ProviderUnavailable when it cannot answer."""

    def wallet_of(self, account_id: str, chain_id: int) -> Wallet | None:
        """The wallet the player's browser created on `chain_id`; None until it has."""
        ...


class KeyCustody(typing.Protocol):
    """The key-custody service holding the wallets' recovery shares. Raises ProviderUnavailable."""

    def encryption_session(self) -> str:
        """A fresh, short-lived session id that lets one browser decrypt its own recovery share."""
        ...


class WalletStore(typing.Protocol):
    """Which account has which wallet; the cache that makes POST /wallet idempotent."""

    def wallet_of(self, account_id: str, chain_id: int) -> Wallet | None: ...

    def record(self, account_id: str, wallet: Wallet) -> Wallet:
        """Keep the account's first wallet on that chain; returns the one kept (never overwrites)."""
        ...
