import pytest

from domain.machines import (
    MachineConfig,
    OddsRow,
    PoolEntryState,
    TierState,
    expected_value_bps,
    is_open,
    is_stale,
    machines_view,
    odds_valid,
)
from domain.pool import TokenCoin
from tests.support.chain import sample


def row(label="r", chance=10_000, low=10_000, high=10_000) -> OddsRow:
    return OddsRow(label=label, chance_bps=chance, min_multiplier_bps=low, max_multiplier_bps=high)


def entry(token_id=1, updated_at=1_000) -> PoolEntryState:
    return PoolEntryState(
        token_id=token_id,
        house_price=350_000_000,
        price_updated_at=updated_at,
        outstanding_ppm=0,
        max_outstanding_ppm=1_000_000,
        buyback_bps=9000,
    )


SAMPLE = tuple(row(*r) for r in sample.ODDS)


def test_the_sample_odds_are_valid_and_return_0_993x():
    assert odds_valid(SAMPLE)
    assert [expected_value_bps(r) for r in SAMPLE] == [0, 4500, 3000, 1530, 900]
    assert sum(expected_value_bps(r) for r in SAMPLE) == 9930


@pytest.mark.parametrize(
    "odds",
    [
        (),
        (row(chance=9_999),),
        (row(chance=5_000), row(chance=5_001)),
        (row(low=2, high=1),),
        (row(chance=10_001), row(chance=-1)),
    ],
)
def test_odds_that_do_not_cover_10000_bps_or_invert_a_range_are_invalid(odds):
    assert not odds_valid(odds)


def test_a_row_s_share_is_its_chance_times_its_multiplier_midpoint_rounded_down():
    assert expected_value_bps(row(chance=3_333, low=0, high=1)) == 0
    assert expected_value_bps(row(chance=5_000, low=10_000, high=30_000)) == 10_000


def test_a_price_is_stale_only_once_older_than_the_maximum_age():
    assert not is_stale(entry(updated_at=1_000), now=4_600, max_price_age=3_600)
    assert is_stale(entry(updated_at=1_000), now=4_601, max_price_age=3_600)


@pytest.mark.parametrize(
    "price, pool, odds, expected",
    [
        (10, (entry(),), SAMPLE, True),
        (0, (entry(),), SAMPLE, False),
        (10, (), SAMPLE, False),
        (10, (entry(),), (row(chance=1),), False),
    ],
)
def test_a_tier_is_open_with_a_price_a_pool_and_valid_odds(price, pool, odds, expected):
    assert is_open(TierState(tier=0, price=price, pool=pool), odds) is expected


def test_the_view_names_mapped_coins_and_leaves_unmapped_ones_null():
    config = MachineConfig(
        address="0xM",
        chain_id=8453,
        odds_version=3,
        odds=SAMPLE,
        max_price_age=60,
        tiers=(TierState(tier=0, price=5, pool=(entry(1), entry(2, updated_at=0))),),
        block_timestamp=1_000,
    )
    coin = TokenCoin(
        token_id=1,
        name="South Africa Krugerrand 1/10 oz",
        issuer="South Africa",
        series="Krugerrand",
        fine_weight=3.1104,
        condition="bullion",
        image=None,
    )
    view = machines_view(config, {1: coin}, now=1_030)
    mapped, unmapped = view.machines[0].pool
    assert (mapped.name, mapped.stale, mapped.house_price) == (coin.name, False, "350000000")
    assert (unmapped.name, unmapped.fine_weight, unmapped.stale) == (None, None, True)
    assert view.machines[0].price == "5" and view.odds[1].expected_value_bps == 4500


def test_the_config_lists_each_pooled_token_once():
    config = MachineConfig(
        address="0xM",
        chain_id=1,
        odds_version=1,
        odds=SAMPLE,
        max_price_age=1,
        tiers=(
            TierState(tier=0, price=1, pool=(entry(2), entry(1))),
            TierState(tier=1, price=1, pool=(entry(1), entry(3))),
        ),
        block_timestamp=0,
    )
    assert config.token_ids() == (2, 1, 3)
    assert config.entry(3).token_id == 3 and config.entry(4) is None
