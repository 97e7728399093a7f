"""A player's pulls as facts read from the machine's logs, and the state those facts put a pull in."""

from __future__ import annotations

import typing

import attrs

OPEN, SETTLED, REFUNDABLE, REFUNDED = "open", "settled", "refundable", "refunded"


@attrs.frozen(kw_only=True)
class Prize:
    token_id: int
    ppm: int  # millionths of one coin; 1,000,000 is a whole coin


@attrs.frozen(kw_only=True)
class PullOpened:
    request_id: int  # the randomness oracle's request id
    player: str
    tier: int
    price: int  # stablecoin base units
    opened_at: int  # Unix seconds
    deadline: int  # Unix seconds; unanswered after this, the stake can be refunded
    tx_hash: str
    block_number: int
    log_index: int


@attrs.frozen(kw_only=True)
class PullSettlement:
    multiplier_bps: int
    value: int  # prize value at house prices, base units
    tx_hash: str
    prizes: tuple[Prize, ...]


@attrs.frozen(kw_only=True)
class PullFailure:
    """Settlement was refused (stale price, sold-out entry, oracle error): the stake is refundable."""

    reason: str
    tx_hash: str


@attrs.frozen(kw_only=True)
class PullRefund:
    amount: int
    tx_hash: str


@attrs.frozen(kw_only=True)
class PullRecord:
    opened: PullOpened
    settlement: PullSettlement | None = None
    failure: PullFailure | None = None
    refund: PullRefund | None = None


def pull_state(record: PullRecord, now: int) -> str:
    """`now` in Unix seconds (the chain's time is what the machine judges the deadline by)."""
    if record.refund is not None:
        return REFUNDED
    if record.settlement is not None:
        return SETTLED
    if record.failure is not None or now > record.opened.deadline:
        return REFUNDABLE
    return OPEN


def newest_first(records: typing.Iterable[PullRecord]) -> list[PullRecord]:
    return sorted(records, key=lambda r: (r.opened.block_number, r.opened.log_index), reverse=True)
