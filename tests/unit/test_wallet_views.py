from domain.holdings import HoldingsState, TokenPosition
from domain.machines import ChainAddresses, MachineConfig, PoolEntryState, TierState
from domain.pool import TokenCoin
from domain.pulls import Prize, PullFailure, PullOpened, PullRecord, PullRefund, PullSettlement
from domain.wallet_views import holdings_view, pulls_view

PLAYER = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
CHAIN = ChainAddresses(chain_id=31337, machine="0xMachine", fractions="0xFractions", desk="0xDesk")
T0 = 1_750_000_000
KRUGER = TokenCoin(
    token_id=1,
    name="South Africa Krugerrand",
    issuer="South Africa",
    series="Krugerrand",
    fine_weight=31.1035,
    condition="BU",
    image=None,
)


def opened(request_id, block, deadline=T0 + 3600):
    return PullOpened(
        request_id=request_id,
        player=PLAYER,
        tier=1,
        price=10_000_000,
        opened_at=T0 + block,
        deadline=deadline,
        tx_hash=f"0xopen{request_id}",
        block_number=block,
        log_index=0,
    )


def settled(request_id, block):
    prizes = (Prize(token_id=1, ppm=250_000), Prize(token_id=99, ppm=1_000))
    return PullRecord(
        opened=opened(request_id, block),
        settlement=PullSettlement(multiplier_bps=12_000, value=12_000_000, tx_hash="0xsettle", prizes=prizes),
    )


def test_pulls_are_newest_first_with_their_states_and_decimal_strings():
    records = [
        settled(2**200, 10),
        PullRecord(opened=opened(5, 11)),
        PullRecord(opened=opened(6, 12), failure=PullFailure(reason="stale price", tx_hash="0xfail")),
        PullRecord(
            opened=opened(7, 13),
            failure=PullFailure(reason="x", tx_hash="0xf"),
            refund=PullRefund(amount=10_000_000, tx_hash="0xrefund"),
        ),
        PullRecord(opened=opened(8, 14, deadline=T0 + 100)),
    ]
    view = pulls_view(PLAYER, CHAIN, records, {1: KRUGER}, now=T0 + 200)
    assert [(p.request_id, p.state) for p in view.pulls] == [
        ("8", "refundable"),
        ("7", "refunded"),
        ("6", "refundable"),
        ("5", "open"),
        (str(2**200), "settled"),
    ]
    assert (view.address, view.machine, view.chain_id) == (PLAYER, "0xMachine", 31337)
    settlement = view.pulls[-1].settlement
    assert (settlement.value, settlement.multiplier_bps, view.pulls[-1].price) == ("12000000", 12_000, "10000000")
    known, unmapped = settlement.prizes
    assert (known.name, known.ppm, known.condition) == ("South Africa Krugerrand", 250_000, "BU")
    assert (unmapped.token_id, unmapped.name, unmapped.fine_weight) == (99, None, None)
    assert view.pulls[0].settlement is None


def config(*entries, max_age=600):
    return MachineConfig(
        address="0xMachine",
        chain_id=31337,
        odds_version=1,
        odds=(),
        max_price_age=max_age,
        tiers=(TierState(tier=1, price=10_000_000, pool=tuple(entries)),),
        block_timestamp=T0,
    )


def entry(token_id, price=2_000_000_000, updated=T0):
    return PoolEntryState(
        token_id=token_id,
        house_price=price,
        price_updated_at=updated,
        outstanding_ppm=0,
        max_outstanding_ppm=10**6,
        buyback_bps=9_000,
    )


def state(*positions, paused=False, reserve=5_000_000_000, approved=True):
    return HoldingsState(positions=positions, desk_paused=paused, reserve=reserve, desk_approved=approved)


def test_a_holding_is_quoted_at_the_desk_bid_for_owed_and_minted_together():
    positions = (
        TokenPosition(token_id=1, owed_ppm=100_000, balance_ppm=150_000, bid_bps=9_000),
        TokenPosition(token_id=2, owed_ppm=0, balance_ppm=0, bid_bps=9_000),
    )
    view = holdings_view(PLAYER, CHAIN, config(entry(1), entry(2)), state(*positions), {1: KRUGER}, T0 + 10)
    [held] = view.holdings
    assert (held.token_id, held.name, held.owed_ppm, held.balance_ppm) == (1, KRUGER.name, 100_000, 150_000)
    assert (held.house_price, held.bid_bps, held.stale) == ("2000000000", 9_000, False)
    assert held.quote == str(250_000 * 2_000_000_000 * 9_000 // (10**6 * 10**4))
    assert (view.desk_open, view.reserve, view.desk_approved, view.desk) == (True, "5000000000", True, "0xDesk")


def test_a_stale_or_unlisted_holding_has_no_quote():
    positions = (
        TokenPosition(token_id=1, owed_ppm=0, balance_ppm=10, bid_bps=9_000),
        TokenPosition(token_id=2, owed_ppm=0, balance_ppm=10, bid_bps=0),
        TokenPosition(token_id=3, owed_ppm=10, balance_ppm=0, bid_bps=9_000),
    )
    view = holdings_view(PLAYER, CHAIN, config(entry(1, updated=T0 - 601), entry(2)), state(*positions), {}, T0)
    assert [(h.token_id, h.stale, h.quote) for h in view.holdings] == [
        (1, True, None),
        (2, False, None),
        (3, False, None),
    ]
    assert view.holdings[2].house_price == "0"


def test_the_desk_is_closed_while_paused_or_empty():
    assert not holdings_view(None, CHAIN, config(), state(paused=True), {}, T0).desk_open
    assert not holdings_view(None, CHAIN, config(), state(reserve=0), {}, T0).desk_open
