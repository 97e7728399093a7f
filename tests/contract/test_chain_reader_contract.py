"""The ChainReader contract: configuration, holdings, code and addresses. The fake and web3 must agree."""

from web3 import Web3

from domain.machines import OddsRow, is_stale
from tests.contract.chain_subjects import (  # noqa: F401
    KRUGERRAND,
    TENTH,
    anvil_node,
    bare_chain,
    chain_settings,
    contract_artifacts,
    machine,
    player,
    subject,
)
from tests.support.chain import USDC, random_word, sample


def test_the_configuration_states_odds_tiers_and_entries(machine):
    reader, _ = machine
    config = reader.machine_config()
    assert config.chain_id == 8453 and config.address == reader.addresses().machine
    assert config.odds_version == 1 and config.max_price_age == 3600
    assert config.odds == tuple(
        OddsRow(label=r[0], chance_bps=r[1], min_multiplier_bps=r[2], max_multiplier_bps=r[3]) for r in sample.ODDS
    )
    assert [(t.tier, t.price) for t in config.tiers] == [(0, 10 * USDC), (1, 0)]
    tenth, krugerrand = config.tiers[0].pool
    assert (
        krugerrand.token_id,
        krugerrand.house_price,
        krugerrand.max_outstanding_ppm,
        krugerrand.buyback_bps,
        krugerrand.outstanding_ppm,
    ) == (KRUGERRAND, 3_300 * USDC, 5_000_000, 9000, 0)
    assert tenth.token_id == TENTH and tenth.buyback_bps == 8800
    assert 0 <= config.block_timestamp - krugerrand.price_updated_at <= 60
    assert config.tiers[1].pool == ()


def test_setting_the_odds_again_bumps_their_version(machine):
    reader, arrange = machine
    arrange.set_odds([("all", 10_000, 9_000, 11_000)])
    config = reader.machine_config()
    assert config.odds_version == 2 and [r.label for r in config.odds] == ["all"]


def test_an_id_pooled_before_it_is_listed_reads_as_a_zero_entry(machine):
    reader, arrange = machine
    arrange.set_tier(1, 5 * USDC, [77])
    (entry,) = reader.machine_config().tiers[1].pool
    assert (entry.token_id, entry.house_price, entry.price_updated_at) == (77, 0, 0)


def test_the_chain_clock_moves_and_prices_go_stale(machine):
    reader, arrange = machine
    before = reader.machine_config()
    arrange.advance_time(3_601)
    after = reader.machine_config()
    assert after.block_timestamp >= before.block_timestamp + 3_601
    entry = after.tiers[0].pool[0]
    assert not is_stale(entry, before.block_timestamp, after.max_price_age)
    assert is_stale(entry, after.block_timestamp, after.max_price_age)


def test_holdings_follow_a_prize_from_owed_to_minted(machine, player):
    reader, arrange = machine
    arrange.settle(arrange.open_pull(player, 0), random_word(roll=1_500, pick=0))  # the 1/10 oz
    owed = reader.holdings_of(player, [TENTH]).positions[0].owed_ppm
    arrange.claim(player, TENTH)
    tenth, unknown, krugerrand = reader.holdings_of(player, [TENTH, 999, KRUGERRAND]).positions
    assert (tenth.token_id, tenth.owed_ppm, tenth.balance_ppm, tenth.bid_bps) == (TENTH, 0, owed, 8800)
    assert (unknown.token_id, unknown.owed_ppm, unknown.balance_ppm, unknown.bid_bps) == (999, 0, 0, 0)
    assert krugerrand.bid_bps == 9000


def test_the_desk_reports_its_reserve_pause_and_approval(machine, player):
    reader, arrange = machine
    state = reader.holdings_of(player, [])
    assert (state.positions, state.desk_paused, state.reserve, state.desk_approved) == ((), False, 0, False)
    arrange.fund_desk(500 * USDC)
    arrange.pause_desk()
    arrange.approve_desk(player)
    state = reader.holdings_of(player, [TENTH])
    assert (state.desk_paused, state.reserve, state.desk_approved) == (True, 500 * USDC, True)


def test_selling_claims_first_pays_the_bid_and_lowers_outstanding(machine, player):
    reader, arrange = machine
    arrange.settle(arrange.open_pull(player, 0), random_word(roll=1_500, pick=0))
    owed = reader.holdings_of(player, [TENTH]).positions[0].owed_ppm
    arrange.fund_desk(500 * USDC)
    arrange.approve_desk(player)
    arrange.sell(player, TENTH, 1_000)
    state = reader.holdings_of(player, [TENTH])
    assert (state.positions[0].owed_ppm, state.positions[0].balance_ppm) == (0, owed - 1_000)
    assert state.reserve == 500 * USDC - 1_000 * 350 * USDC * 8800 // (10**6 * 10**4)
    assert reader.machine_config().tiers[0].pool[0].outstanding_ppm == owed - 1_000


def test_account_code_is_empty_for_a_plain_account_and_shows_a_delegation(machine, player):
    reader, arrange = machine
    assert reader.account_code(player) == b""
    delegation = bytes.fromhex("ef0100") + bytes.fromhex("63" * 20)
    arrange.set_code(player, delegation)
    assert reader.account_code(player) == delegation


def test_the_addresses_are_checksummed_and_name_the_chain(machine):
    reader, _ = machine
    where = reader.addresses()
    assert where.chain_id == 8453
    assert all(Web3.is_checksum_address(a) for a in (where.machine, where.fractions, where.desk))
    assert len({where.machine, where.fractions, where.desk}) == 3
