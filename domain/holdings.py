"""A player's positions in the machine's coins and what the buyback desk would pay for them."""

from __future__ import annotations

import attrs

PPM = 1_000_000
BPS = 10_000


@attrs.frozen(kw_only=True)
class TokenPosition:
    token_id: int
    owed_ppm: int  # won, not yet minted (machine)
    balance_ppm: int  # minted, in the wallet (ERC-1155 balance)
    bid_bps: int  # desk payout in bps of the house price


@attrs.frozen(kw_only=True)
class HoldingsState:
    positions: tuple[TokenPosition, ...]
    desk_paused: bool
    reserve: int  # stablecoin base units the desk can pay out of
    desk_approved: bool  # isApprovedForAll(player, desk) on the fractions contract

    def position(self, token_id: int) -> TokenPosition | None:
        return next((p for p in self.positions if p.token_id == token_id), None)


def desk_open(state: HoldingsState) -> bool:
    return not state.desk_paused and state.reserve > 0


def desk_quote(ppm: int, house_price: int, bid_bps: int) -> int:
    """Base units the desk pays for `ppm` of a coin, rounded down as the desk contract does."""
    return ppm * house_price * bid_bps // (PPM * BPS)
