"""The pull machine as read from the chain, and the /machines view built from it."""

from __future__ import annotations

import typing

import attrs

from domain.pool import TokenCoin

BPS = 10_000


@attrs.frozen(kw_only=True)
class ChainAddresses:
    chain_id: int
    machine: str
    fractions: str
    desk: str


@attrs.frozen(kw_only=True)
class OddsRow:
    label: str
    chance_bps: int
    min_multiplier_bps: int
    max_multiplier_bps: int


@attrs.frozen(kw_only=True)
class PoolEntryState:
    """One pool entry's chain facts; prices in stablecoin base units (6 decimals)."""

    token_id: int
    house_price: int
    price_updated_at: int  # Unix seconds
    outstanding_ppm: int
    max_outstanding_ppm: int
    buyback_bps: int


@attrs.frozen(kw_only=True)
class TierState:
    tier: int
    price: int  # 0 when no price is set
    pool: tuple[PoolEntryState, ...]


@attrs.frozen(kw_only=True)
class MachineConfig:
    """Everything the machine states about itself, read in one call."""

    address: str
    chain_id: int
    odds_version: int
    odds: tuple[OddsRow, ...]
    max_price_age: int  # seconds
    tiers: tuple[TierState, ...]
    block_timestamp: int  # the chain's time when read; the contract judges staleness by it

    def entry(self, token_id: int) -> PoolEntryState | None:
        return next((e for t in self.tiers for e in t.pool if e.token_id == token_id), None)

    def token_ids(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(e.token_id for t in self.tiers for e in t.pool))


# --- rules -----------------------------------------------------------------------------------------


def odds_valid(odds: typing.Sequence[OddsRow]) -> bool:
    """Chances cover exactly 10,000 bps and every multiplier range is well ordered."""
    rows_ok = all(r.chance_bps >= 0 and 0 <= r.min_multiplier_bps <= r.max_multiplier_bps for r in odds)
    return bool(odds) and rows_ok and sum(r.chance_bps for r in odds) == BPS


def expected_value_bps(row: OddsRow) -> int:
    """The row's share of a pull's expected return, in bps of its price (rounded down).

    A row pays a multiplier drawn uniformly from [min, max], so its mean is the midpoint; the share is
    chance × midpoint. The shares of a table add up to the pull's expected return (9930 = 0.993x).
    """
    return row.chance_bps * (row.min_multiplier_bps + row.max_multiplier_bps) // (2 * BPS)


def is_stale(entry: PoolEntryState, now: int, max_price_age: int) -> bool:
    return now - entry.price_updated_at > max_price_age


def is_open(tier: TierState, odds: typing.Sequence[OddsRow]) -> bool:
    return tier.price > 0 and bool(tier.pool) and odds_valid(odds)


# --- the /machines view ----------------------------------------------------------------------------


@attrs.frozen(kw_only=True)
class Odds:
    label: str
    chance_bps: int
    min_multiplier_bps: int
    max_multiplier_bps: int
    expected_value_bps: int


@attrs.frozen(kw_only=True)
class PoolEntry:
    token_id: int
    name: str | None
    issuer: str | None
    series: str | None
    fine_weight: float | None
    condition: str | None
    image: str | None
    house_price: str
    price_updated_at: int
    stale: bool
    outstanding_ppm: int
    max_outstanding_ppm: int
    buyback_bps: int


@attrs.frozen(kw_only=True)
class Machine:
    tier: int
    price: str
    open: bool
    pool: tuple[PoolEntry, ...]


@attrs.frozen(kw_only=True)
class Machines:
    address: str
    chain_id: int
    odds_version: int
    odds: tuple[Odds, ...]
    machines: tuple[Machine, ...]


def machines_view(config: MachineConfig, coins: dict[int, TokenCoin], now: int) -> Machines:
    """`now` is Unix seconds; callers pass the later of their clock and config.block_timestamp."""
    odds = tuple(Odds(**attrs.asdict(row), expected_value_bps=expected_value_bps(row)) for row in config.odds)
    machines = tuple(
        Machine(
            tier=t.tier,
            price=str(t.price),
            open=is_open(t, config.odds),
            pool=tuple(_entry(e, coins.get(e.token_id), now, config.max_price_age) for e in t.pool),
        )
        for t in config.tiers
    )
    return Machines(
        address=config.address, chain_id=config.chain_id, odds_version=config.odds_version, odds=odds, machines=machines
    )


def _entry(entry: PoolEntryState, coin: TokenCoin | None, now: int, max_age: int) -> PoolEntry:
    coin = coin or TokenCoin.unmapped(entry.token_id)
    return PoolEntry(
        token_id=entry.token_id,
        name=coin.name,
        issuer=coin.issuer,
        series=coin.series,
        fine_weight=coin.fine_weight,
        condition=coin.condition,
        image=coin.image,
        house_price=str(entry.house_price),
        price_updated_at=entry.price_updated_at,
        stale=is_stale(entry, now, max_age),
        outstanding_ppm=entry.outstanding_ppm,
        max_outstanding_ppm=entry.max_outstanding_ppm,
        buyback_bps=entry.buyback_bps,
    )
