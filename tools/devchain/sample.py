"""A sample machine: the odds, coins and tiers the dev chain (`python -m tools.devchain`) and the chain tests
start from.

Token ids 1–4 are mapped to bundled catalogue types by fixtures/pool/devchain.json.
"""

from __future__ import annotations

from tools.devchain.players import random_word

USDC = 1_000_000  # base units per unit of the 6-decimal stablecoin

# label, chanceBps, minMultiplierBps, maxMultiplierBps: expected return 9930 bps (0.993x) at house prices
ODDS = (
    ("nothing", 1000, 0, 0),
    ("small", 6000, 5000, 10000),
    ("even", 2500, 10000, 14000),
    ("big", 450, 20000, 48000),
    ("jackpot", 50, 100000, 260000),
)
# token id → house price (base units), max outstanding ppm, buyback bps
ENTRIES = {
    1: (3_300 * USDC, 5_000_000, 9000),  # south-africa/krugerrand/krugerrand-1oz
    2: (350 * USDC, 20_000_000, 8800),  # south-africa/krugerrand/krugerrand-1-10oz
    3: (780 * USDC, 10_000_000, 9000),  # united-kingdom/sovereign/sovereign-george-v
    4: (620 * USDC, 10_000_000, 9000),  # switzerland/vreneli/20-francs-vreneli
}
# tier → price (0: no price, the tier is closed), pool token ids
TIERS = (
    (10 * USDC, (2, 4)),
    (100 * USDC, (1, 2, 3)),
    (0, ()),
)
DESK_RESERVE = 50_000 * USDC


def seed(deployment) -> None:
    deployment.set_odds(ODDS)
    for token_id, (house_price, max_outstanding, buyback) in ENTRIES.items():
        deployment.set_entry(token_id, house_price, max_outstanding, buyback)
    for tier, (price, pool) in enumerate(TIERS):
        deployment.set_tier(tier, price, pool)
    deployment.fund_desk(DESK_RESERVE)


def demo_pulls(deployment, player: str) -> None:
    """A little history for /wallet/pulls and /wallet/holdings: settled, claimed, failed, refunded, open."""
    deployment.fund(player, 1_000 * USDC)
    deployment.settle(deployment.open_pull(player, 0), random_word(roll=2_000, offset=1_000, pick=0))
    deployment.settle(deployment.open_pull(player, 1), random_word(roll=7_500, offset=2_000, pick=0))
    deployment.claim(player, 1)
    failed = deployment.open_pull(player, 0)
    deployment.fail(failed, "oracle error")
    deployment.refund(failed, player)
    deployment.fail(deployment.open_pull(player, 0), "stale price")
    deployment.open_pull(player, 1)
