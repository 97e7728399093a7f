import typing

from domain.holdings import HoldingsState
from domain.machines import ChainAddresses, MachineConfig
from domain.pulls import PullRecord


class ChainReader(typing.Protocol):
    """Everything the service reads from the chain. Raises ports.errors.ChainUnavailable when the node
    cannot answer and NotConfigured when no chain is configured (both → 503). Addresses are EIP-55."""

    def addresses(self) -> ChainAddresses: ...

    def machine_config(self) -> MachineConfig: ...

    def pulls_of(self, player: str) -> list[PullRecord]:
        """Every pull the player opened since the deployment block, oldest first, with what followed."""
        ...

    def holdings_of(self, player: str, token_ids: typing.Sequence[int]) -> HoldingsState:
        """One position per token id, in the order given."""
        ...

    def account_code(self, address: str) -> bytes:
        """The code at an address (for an EIP-7702 delegation: 0xef0100 ‖ implementation)."""
        ...
