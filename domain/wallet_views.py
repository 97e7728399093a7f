"""The player's pulls and holdings as /wallet/pulls and /wallet/holdings state them."""

from __future__ import annotations

import attrs

from domain.holdings import HoldingsState, TokenPosition, desk_open, desk_quote
from domain.machines import ChainAddresses, MachineConfig, is_stale
from domain.pool import TokenCoin
from domain.pulls import PullRecord, PullSettlement, newest_first, pull_state


@attrs.frozen(kw_only=True)
class PrizeView:
    token_id: int
    ppm: int
    name: str | None
    issuer: str | None
    series: str | None
    condition: str | None
    image: str | None
    fine_weight: float | None


@attrs.frozen(kw_only=True)
class SettlementView:
    multiplier_bps: int
    value: str
    tx_hash: str
    prizes: tuple[PrizeView, ...]


@attrs.frozen(kw_only=True)
class PullView:
    request_id: str
    tier: int
    price: str
    opened_at: int
    tx_hash: str
    state: str
    settlement: SettlementView | None


@attrs.frozen(kw_only=True)
class Pulls:
    address: str | None
    machine: str
    chain_id: int
    pulls: tuple[PullView, ...]


@attrs.frozen(kw_only=True)
class Holding:
    token_id: int
    name: str | None
    issuer: str | None
    series: str | None
    condition: str | None
    image: str | None
    fine_weight: float | None
    owed_ppm: int
    balance_ppm: int
    house_price: str
    bid_bps: int
    stale: bool
    quote: str | None


@attrs.frozen(kw_only=True)
class Holdings:
    address: str | None
    chain_id: int
    machine: str
    fractions: str
    desk: str
    desk_open: bool
    reserve: str
    desk_approved: bool
    holdings: tuple[Holding, ...]


def _coin(coins: dict[int, TokenCoin], token_id: int) -> TokenCoin:
    return coins.get(token_id) or TokenCoin.unmapped(token_id)


def _settlement(settlement: PullSettlement | None, coins: dict[int, TokenCoin]) -> SettlementView | None:
    if settlement is None:
        return None
    prizes = tuple(PrizeView(ppm=p.ppm, **attrs.asdict(_coin(coins, p.token_id))) for p in settlement.prizes)
    return SettlementView(
        multiplier_bps=settlement.multiplier_bps, value=str(settlement.value), tx_hash=settlement.tx_hash, prizes=prizes
    )


def pulls_view(
    address: str | None, chain: ChainAddresses, records: list[PullRecord], coins: dict[int, TokenCoin], now: int
) -> Pulls:
    """`now` in Unix seconds; newest pull first."""
    pulls = tuple(
        PullView(
            request_id=str(r.opened.request_id),
            tier=r.opened.tier,
            price=str(r.opened.price),
            opened_at=r.opened.opened_at,
            tx_hash=r.opened.tx_hash,
            state=pull_state(r, now),
            settlement=_settlement(r.settlement, coins),
        )
        for r in newest_first(records)
    )
    return Pulls(address=address, machine=chain.machine, chain_id=chain.chain_id, pulls=pulls)


def holding(position: TokenPosition, config: MachineConfig, coin: TokenCoin, now: int) -> Holding:
    """Quote: the desk's payout for the whole holding now; None when the price is stale or it is unlisted."""
    entry = config.entry(position.token_id)
    stale = entry is not None and is_stale(entry, now, config.max_price_age)
    price = entry.house_price if entry is not None else 0
    listed = entry is not None and position.bid_bps > 0 and price > 0
    whole = position.owed_ppm + position.balance_ppm
    quote = str(desk_quote(whole, price, position.bid_bps)) if listed and not stale else None
    return Holding(
        **attrs.asdict(coin),
        owed_ppm=position.owed_ppm,
        balance_ppm=position.balance_ppm,
        house_price=str(price),
        bid_bps=position.bid_bps,
        stale=stale,
        quote=quote,
    )


def holdings_view(
    address: str | None,
    chain: ChainAddresses,
    config: MachineConfig,
    state: HoldingsState,
    coins: dict[int, TokenCoin],
    now: int,
) -> Holdings:
    """Only tokens the player has something of (owed or minted); `now` in Unix seconds."""
    held = (p for p in state.positions if p.owed_ppm > 0 or p.balance_ppm > 0)
    holdings = tuple(holding(p, config, _coin(coins, p.token_id), now) for p in held)
    return Holdings(
        address=address,
        chain_id=chain.chain_id,
        machine=chain.machine,
        fractions=chain.fractions,
        desk=chain.desk,
        desk_open=desk_open(state),
        reserve=str(state.reserve),
        desk_approved=state.desk_approved,
        holdings=holdings,
    )
