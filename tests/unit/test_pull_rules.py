import pytest

from domain.holdings import HoldingsState, TokenPosition, desk_open, desk_quote
from domain.pulls import (
    OPEN,
    REFUNDABLE,
    REFUNDED,
    SETTLED,
    PullFailure,
    PullOpened,
    PullRecord,
    PullRefund,
    PullSettlement,
    newest_first,
    pull_state,
)


def opened(request_id=1, block=10, log_index=0, deadline=2_000) -> PullOpened:
    return PullOpened(
        request_id=request_id,
        player="0xP",
        tier=0,
        price=10,
        opened_at=1_000,
        deadline=deadline,
        tx_hash="0x01",
        block_number=block,
        log_index=log_index,
    )


SETTLEMENT = PullSettlement(multiplier_bps=10_000, value=10, tx_hash="0x02", prizes=())
FAILURE = PullFailure(reason="stale price", tx_hash="0x03")
REFUND = PullRefund(amount=10, tx_hash="0x04")


@pytest.mark.parametrize(
    "record, now, state",
    [
        (PullRecord(opened=opened()), 2_000, OPEN),
        (PullRecord(opened=opened()), 2_001, REFUNDABLE),
        (PullRecord(opened=opened(), settlement=SETTLEMENT), 9_999, SETTLED),
        (PullRecord(opened=opened(), failure=FAILURE), 1_000, REFUNDABLE),
        (PullRecord(opened=opened(), failure=FAILURE, refund=REFUND), 1_000, REFUNDED),
        (PullRecord(opened=opened(), refund=REFUND), 9_999, REFUNDED),
    ],
)
def test_a_pull_s_state_follows_from_its_facts_and_the_deadline(record, now, state):
    assert pull_state(record, now) == state


def test_pulls_list_newest_first_by_block_then_log_position():
    records = [
        PullRecord(opened=opened(1, 10, 0)),
        PullRecord(opened=opened(2, 12, 0)),
        PullRecord(opened=opened(3, 12, 4)),
    ]
    assert [r.opened.request_id for r in newest_first(records)] == [3, 2, 1]


def test_the_desk_is_open_unpaused_with_a_reserve():
    state = HoldingsState(
        positions=(TokenPosition(token_id=1, owed_ppm=0, balance_ppm=0, bid_bps=0),),
        desk_paused=False,
        reserve=1,
        desk_approved=False,
    )
    assert desk_open(state) and state.position(1) and state.position(2) is None
    assert not desk_open(HoldingsState(positions=(), desk_paused=True, reserve=1, desk_approved=False))
    assert not desk_open(HoldingsState(positions=(), desk_paused=False, reserve=0, desk_approved=False))


def test_a_quote_is_the_bid_share_of_the_house_price_rounded_down():
    assert desk_quote(500_000, 350_000_000, 8_800) == 154_000_000
    assert desk_quote(1, 1, 9_999) == 0
