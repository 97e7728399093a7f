"""An in-memory pull machine, desk and fractions: a ChainReader that tests arrange with the same moves as
tools.devchain.deployment.Deployment, so one contract suite runs against both. Records every read."""

from __future__ import annotations

import attrs

from domain.holdings import HoldingsState, TokenPosition
from domain.machines import ChainAddresses, MachineConfig, OddsRow, PoolEntryState, TierState
from domain.pulls import PullRecord
from ports.errors import ChainUnavailable
from tests.fakes.chain_moves import PullMoves

START = 1_800_000_000


class Reverted(RuntimeError):
    pass


class FakeChain(PullMoves):
    def __init__(self, chain_id: int = 8453, max_price_age: int = 3600, oracle_timeout: int = 3600) -> None:
        self.where = ChainAddresses(
            chain_id=chain_id, machine="0x" + "1" * 40, fractions="0x" + "2" * 40, desk="0x" + "3" * 40
        )  # digits only: already EIP-55
        self.now, self.max_price_age, self.oracle_timeout = START, max_price_age, oracle_timeout
        self.odds, self.odds_version, self.tiers, self.entries = (), 0, [], {}
        self.records: dict[int, PullRecord] = {}
        self.owed, self.balances, self.approvals, self.codes = {}, {}, set(), {}
        self.desk_paused, self.reserve, self.unavailable = False, 0, False
        self.reads: list[str] = []
        self._txs = 0

    def _read(self, name: str) -> None:
        if self.unavailable:
            raise ChainUnavailable("the fake node is down")
        self.reads.append(name)

    def _tx(self) -> str:
        self._txs += 1
        return f"0x{self._txs:064x}"

    # --- ChainReader ----------------------------------------------------------------------------------

    def addresses(self) -> ChainAddresses:
        self._read("addresses")
        return self.where

    def machine_config(self) -> MachineConfig:
        self._read("machine_config")
        tiers = tuple(
            TierState(tier=t, price=price, pool=tuple(self.entries[i] for i in pool))
            for t, (price, pool) in enumerate(self.tiers)
        )
        return MachineConfig(
            address=self.where.machine,
            chain_id=self.where.chain_id,
            odds_version=self.odds_version,
            odds=self.odds,
            max_price_age=self.max_price_age,
            tiers=tiers,
            block_timestamp=self.now,
        )

    def pulls_of(self, player: str) -> list[PullRecord]:
        self._read("pulls_of")
        return [r for r in self.records.values() if r.opened.player.lower() == player.lower()]

    def holdings_of(self, player: str, token_ids) -> HoldingsState:
        self._read("holdings_of")
        positions = tuple(
            TokenPosition(
                token_id=t,
                owed_ppm=self.owed.get((player, t), 0),
                balance_ppm=self.balances.get((player, t), 0),
                bid_bps=self.entries[t].buyback_bps if t in self.entries else 0,
            )
            for t in token_ids
        )
        return HoldingsState(
            positions=positions,
            desk_paused=self.desk_paused,
            reserve=self.reserve,
            desk_approved=player in self.approvals,
        )

    def account_code(self, address: str) -> bytes:
        self._read("account_code")
        return self.codes.get(address.lower(), b"")

    # --- the owner's seeding (as Deployment) ----------------------------------------------------------

    def set_odds(self, rows) -> None:
        rows = tuple(
            OddsRow(label=r[0], chance_bps=r[1], min_multiplier_bps=r[2], max_multiplier_bps=r[3]) for r in rows
        )
        if sum(r.chance_bps for r in rows) != 10_000 or any(r.min_multiplier_bps > r.max_multiplier_bps for r in rows):
            raise Reverted("odds")
        self.odds, self.odds_version = rows, self.odds_version + 1

    def set_tier(self, tier: int, price: int, token_ids) -> None:
        if tier > len(self.tiers):
            raise Reverted("tiers are numbered from 0 without gaps")
        self.tiers[tier : tier + 1] = [(price, tuple(token_ids))]
        for token_id in token_ids:  # an id never listed reads as an all-zero entry, as on chain
            self.entries.setdefault(
                token_id,
                PoolEntryState(
                    token_id=token_id,
                    house_price=0,
                    price_updated_at=0,
                    outstanding_ppm=0,
                    max_outstanding_ppm=0,
                    buyback_bps=0,
                ),
            )

    def set_entry(
        self, token_id: int, house_price: int, max_outstanding_ppm: int = 10_000_000, buyback_bps: int = 9000
    ) -> None:
        old = self.entries.get(token_id)
        self.entries[token_id] = PoolEntryState(
            token_id=token_id,
            house_price=house_price,
            price_updated_at=self.now,
            outstanding_ppm=old.outstanding_ppm if old else 0,
            max_outstanding_ppm=max_outstanding_ppm,
            buyback_bps=buyback_bps,
        )

    def set_price(self, token_id: int, house_price: int) -> None:
        self.entries[token_id] = attrs.evolve(
            self.entries[token_id], house_price=house_price, price_updated_at=self.now
        )

    def set_max_price_age(self, seconds: int) -> None:
        self.max_price_age = seconds

    def fund_desk(self, amount: int) -> None:
        self.reserve += amount

    def pause_desk(self, paused: bool = True) -> None:
        self.desk_paused = paused

    def set_code(self, address: str, code: bytes) -> None:
        self.codes[address.lower()] = code

    def advance_time(self, seconds: int) -> int:
        self.now += seconds
        return self.now

    def block_timestamp(self) -> int:
        return self.now

    # --- players, oracle, desk --------------------------------------------------------------------------

    def player(self, index: int = 0) -> str:
        return f"0x{index + 0x1000:040x}"

    def fund(self, player: str, amount: int) -> None:
        """Stablecoin balances are not modelled; pulls are paid for in spirit."""

    def approve_desk(self, player: str, approved: bool = True) -> None:
        (self.approvals.add if approved else self.approvals.discard)(player)

    def owed_ppm(self, player: str, token_id: int) -> int:
        return self.owed.get((player, token_id), 0)

    def balance_ppm(self, player: str, token_id: int) -> int:
        return self.balances.get((player, token_id), 0)
