"""The ChainReader contract: a player's pulls read back from the machine. The fake and web3 must agree."""

from domain.pulls import OPEN, REFUNDABLE, REFUNDED, SETTLED, pull_state
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
from tests.support.chain import USDC, random_word


def test_an_open_pull_is_read_back_with_its_facts(machine, player):
    reader, arrange = machine
    request_id = arrange.open_pull(player, 0)
    (record,) = reader.pulls_of(player)
    opened = record.opened
    assert (opened.request_id, opened.tier, opened.price) == (request_id, 0, 10 * USDC)
    assert opened.player.lower() == player.lower() and request_id > 2**64
    assert opened.deadline == opened.opened_at + 3600
    assert opened.tx_hash.startswith("0x") and len(opened.tx_hash) == 66
    assert record.settlement is record.failure is record.refund is None
    assert pull_state(record, opened.opened_at) == OPEN


def test_a_settled_pull_names_its_prize_and_owes_it(machine, player):
    reader, arrange = machine
    request_id = arrange.open_pull(player, 0)
    arrange.settle(request_id, random_word(roll=1_500, offset=2_500, pick=1))  # "small" row, 0.75x, 2nd coin
    (record,) = reader.pulls_of(player)
    ppm = 10 * USDC * 7_500 * 10**6 // (10_000 * 3_300 * USDC)
    settlement = record.settlement
    assert (settlement.multiplier_bps, [(p.token_id, p.ppm) for p in settlement.prizes]) == (7_500, [(KRUGERRAND, ppm)])
    assert settlement.value == ppm * 3_300 * USDC // 10**6 and settlement.tx_hash != record.opened.tx_hash
    assert pull_state(record, record.opened.opened_at) == SETTLED
    assert reader.machine_config().tiers[0].pool[1].outstanding_ppm == ppm
    assert reader.holdings_of(player, [KRUGERRAND]).positions[0].owed_ppm == ppm


def test_a_nothing_roll_settles_without_prizes(machine, player):
    reader, arrange = machine
    arrange.settle(arrange.open_pull(player, 0), random_word(roll=0))
    settlement = reader.pulls_of(player)[0].settlement
    assert (settlement.multiplier_bps, settlement.value, settlement.prizes) == (0, 0, ())


def test_a_stale_price_fails_the_settlement_and_the_stake_comes_back(machine, player):
    reader, arrange = machine
    request_id = arrange.open_pull(player, 0)
    arrange.set_max_price_age(0)
    arrange.advance_time(5)
    arrange.settle(request_id, random_word(roll=1_500))
    (record,) = reader.pulls_of(player)
    assert record.failure.reason == "stale price" and record.settlement is None
    assert pull_state(record, record.opened.opened_at) == REFUNDABLE
    arrange.refund(request_id, player)
    (record,) = reader.pulls_of(player)
    assert record.refund.amount == 10 * USDC and pull_state(record, record.opened.opened_at) == REFUNDED


def test_an_oracle_failure_is_recorded_with_its_reason(machine, player):
    reader, arrange = machine
    arrange.fail(arrange.open_pull(player, 0), "vrf callback failed")
    assert reader.pulls_of(player)[0].failure.reason == "vrf callback failed"


def test_an_unanswered_pull_is_refundable_after_its_deadline(machine, player):
    reader, arrange = machine
    request_id = arrange.open_pull(player, 0)
    now = arrange.advance_time(3_601)
    (record,) = reader.pulls_of(player)
    assert pull_state(record, now) == REFUNDABLE
    arrange.refund(request_id, player)
    assert reader.pulls_of(player)[0].refund.amount == 10 * USDC


def test_a_player_reads_only_their_own_pulls_oldest_first(machine, player):
    reader, arrange = machine
    other = arrange.player(1)
    arrange.fund(other, 100 * USDC)
    first = arrange.open_pull(player, 0)
    arrange.open_pull(other, 0)
    second = arrange.open_pull(player, 0)
    assert [r.opened.request_id for r in reader.pulls_of(player)] == [first, second]
    assert reader.pulls_of(arrange.player(5)) == []
