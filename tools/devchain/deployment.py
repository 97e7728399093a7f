"""The four fixture contracts deployed on a dev node, with the owner's seeding moves."""

from __future__ import annotations

import attrs
from web3 import Web3
from web3.contract import Contract

from tools.devchain.players import PlayerMoves, send
from tools.devchain.solc import Artifact

DEFAULT_METADATA_URI = "http://127.0.0.1:8000/v1/fractions/{id}.json"


@attrs.define
class Deployment(PlayerMoves):
    w3: Web3
    owner: str
    oracle: str
    stablecoin: Contract
    fractions: Contract
    machine: Contract
    desk: Contract
    deployment_block: int

    @classmethod
    def deploy(
        cls,
        url: str,
        artifacts: dict[str, Artifact],
        *,
        metadata_uri: str = DEFAULT_METADATA_URI,
        max_price_age: int = 3600,
        oracle_timeout: int = 3600,
    ) -> Deployment:
        w3 = Web3(Web3.HTTPProvider(url, request_kwargs={"timeout": 10}))
        owner, oracle = w3.eth.accounts[:2]

        def create(name, *args):
            receipt = send(
                w3,
                w3.eth.contract(abi=artifacts[name].abi, bytecode=artifacts[name].bytecode).constructor(*args),
                owner,
            )
            return w3.eth.contract(address=receipt["contractAddress"], abi=artifacts[name].abi), receipt

        stablecoin, _ = create("MockStablecoin")
        fractions, _ = create("GoldFractions", metadata_uri)
        machine, receipt = create("PullMachine", stablecoin.address, fractions.address, max_price_age, oracle_timeout)
        desk, _ = create("BuybackDesk", machine.address, fractions.address, stablecoin.address)
        send(w3, fractions.functions.setMinter(machine.address), owner)
        send(w3, machine.functions.setRoles(oracle, desk.address), owner)
        return cls(
            w3=w3,
            owner=owner,
            oracle=oracle,
            stablecoin=stablecoin,
            fractions=fractions,
            machine=machine,
            desk=desk,
            deployment_block=receipt["blockNumber"],
        )

    def settings(self) -> dict:
        """Settings overrides that point the service at this deployment."""
        return dict(
            chain_rpc_url=self.w3.provider.endpoint_uri,
            chain_id=self.w3.eth.chain_id,
            machine_address=self.machine.address,
            fractions_address=self.fractions.address,
            desk_address=self.desk.address,
            deployment_block=self.deployment_block,
        )

    def environment(self) -> dict[str, str]:
        return {f"GOLDCOINS_{key.upper()}": str(value) for key, value in self.settings().items()}

    # --- the owner's seeding ------------------------------------------------------------------------

    def set_odds(self, rows) -> None:
        """rows: (label, chanceBps, minMultiplierBps, maxMultiplierBps); chances must sum to 10,000."""
        send(self.w3, self.machine.functions.setOdds([tuple(row) for row in rows]), self.owner)

    def set_tier(self, tier: int, price: int, token_ids) -> None:
        send(self.w3, self.machine.functions.setTier(tier, price, list(token_ids)), self.owner)

    def set_entry(
        self, token_id: int, house_price: int, max_outstanding_ppm: int = 10_000_000, buyback_bps: int = 9000
    ) -> None:
        """Lists a coin at a house price stamped with the current block time."""
        send(
            self.w3,
            self.machine.functions.setEntry(token_id, house_price, max_outstanding_ppm, buyback_bps),
            self.owner,
        )

    def set_price(self, token_id: int, house_price: int) -> None:
        send(self.w3, self.machine.functions.setPrice(token_id, house_price), self.owner)

    def set_max_price_age(self, seconds: int) -> None:
        send(self.w3, self.machine.functions.setMaxPriceAge(seconds), self.owner)

    def fund_desk(self, amount: int) -> None:
        send(self.w3, self.stablecoin.functions.mint(self.desk.address, amount), self.owner)

    def pause_desk(self, paused: bool = True) -> None:
        send(self.w3, self.desk.functions.setPaused(paused), self.owner)

    # --- the node's clock ---------------------------------------------------------------------------

    def advance_time(self, seconds: int) -> int:
        """Moves the chain's clock on and mines a block at the new time; returns that timestamp."""
        self.w3.provider.make_request("evm_increaseTime", [seconds])
        self.w3.provider.make_request("evm_mine", [])
        return self.block_timestamp()

    def set_code(self, address: str, code: bytes) -> None:
        """Puts code at an address, e.g. an EIP-7702 delegation 0xef0100 ‖ implementation."""
        self.w3.provider.make_request("anvil_setCode", [address, "0x" + code.hex()])

    def impersonate(self, address: str) -> str:
        """Lets the node send transactions from any address (a player's real wallet, in development)."""
        self.w3.provider.make_request("anvil_impersonateAccount", [address])
        self.w3.provider.make_request("anvil_setBalance", [address, hex(10**20)])
        return Web3.to_checksum_address(address)

    def block_timestamp(self) -> int:
        return self.w3.eth.get_block("latest")["timestamp"]
