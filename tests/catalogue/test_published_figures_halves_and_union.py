"""Published figures of the historic half sovereigns (1817-1937) and of the Union of South Africa's gold pound and half
pound (issue 41, the British world's depth, second session), pinned against the pages named above each group of rows.

The search for per-year figures paid little: most of the half sovereign and Union pound pages read give no figure in
their opening, so most rows here pin a null together with the disagreement or the set count that keeps it null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import issues_at, pinned_mintages

UK = "united-kingdom"
SA = "south-africa"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # onlinecoin.club, 'Half Sovereign 1871, Coin from United Kingdom': 'Royal Mint London No mint mark 2,062,970';
    # 'Sydney Mint Letter S 180,000'; Notes: 'Marsh lists the mintage of the Royal Mint London half sovereigns for 1871
    # as 2,217,160.'  https://onlinecoin.club/Coins/Country/United_Kingdom/Half_Sovereign_1871/
    # Blue Sheet and NumisTip, 1871-S half sovereign: 'Royal mint reports do not mention any half sovereigns being struck
    # in 1871 ... reports from 1872 indicate that 356,000 half sovereigns were struck at the Sydney mint ... It is likely
    # that the mintage figure for the 1872 half sovereign includes the quantity struck in 1871.'
    # https://bluesheet.com.au/Gold/Half_Sovereign/Young_Head/1871-S_Half_Sovereign
    # https://numistip.com/view/1871-S_Half_Sovereign_587.html
    # Both 1871 figures are disputed, so neither is carried.
    (UK, "half-sovereign", "half-sovereign-victoria-young-head", 1871, "", "circulation", None),
    (UK, "half-sovereign", "half-sovereign-victoria-young-head", 1871, "S", "circulation", None),
    # The Britannia Coin Company, '1952 South African Eleven Coin George VI Proof Set' (a gold pond and half pond among
    # the eleven coins): 'These South African sets come from a mintage of just 12,000'. A count of sets, not of the
    # coin, on one page: no mintage.  https://britanniacoincompany.com/buy-coins/coin-sets/1952-south-africa-proof-set/
    (SA, "union-gold-pound", "pound-george-vi", 1952, "", "proof", None),
    (SA, "union-gold-pound", "half-pound-george-vi", 1952, "", "proof", None),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


def test_the_1871_half_sovereigns_quote_the_figures_that_disagree():
    (london,) = issues_at(
        UK, "half-sovereign", "half-sovereign-victoria-young-head", year=1871, mintLetter="", finish="circulation"
    )
    assert "2,062,970" in london["comment"] and "2,217,160" in london["comment"]
    (sydney,) = issues_at(
        UK, "half-sovereign", "half-sovereign-victoria-young-head", year=1871, mintLetter="S", finish="circulation"
    )
    assert "180,000" in sydney["comment"] and "356,000" in sydney["comment"]


def test_the_1952_proof_pound_and_half_pound_name_the_set_count_without_a_mintage():
    for slug in ("pound-george-vi", "half-pound-george-vi"):
        (proof,) = issues_at(SA, "union-gold-pound", slug, year=1952, finish="proof")
        assert proof["mintage"] is None and "12,000" in proof["comment"], slug
