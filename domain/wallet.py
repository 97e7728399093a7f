"""The player's embedded wallet and whether its EIP-7702 delegation has landed."""

from __future__ import annotations

import attrs

# EIP-7702: a delegated account's code is this prefix followed by the 20-byte implementation address.
DELEGATION_PREFIX = bytes.fromhex("ef0100")


@attrs.frozen(kw_only=True)
class Wallet:
    address: str  # EIP-55 checksummed
    chain_id: int


@attrs.frozen(kw_only=True)
class WalletStatus:
    address: str
    chain_id: int
    delegated: bool


@attrs.frozen
class WalletBody:
    wallet: WalletStatus | None


def is_delegated(code: bytes, implementation: str | None) -> bool:
    """True when the account's code is exactly the designator pointing at `implementation`."""
    if not implementation:
        return False
    try:
        target = bytes.fromhex(implementation.removeprefix("0x").removeprefix("0X"))
    except ValueError:
        return False
    return len(target) == 20 and bytes(code) == DELEGATION_PREFIX + target


def status(wallet: Wallet, code: bytes, implementation: str | None) -> WalletStatus:
    return WalletStatus(address=wallet.address, chain_id=wallet.chain_id, delegated=is_delegated(code, implementation))
