"""Published figures of the Victorian sovereign family (issue 41, the British world's depth, second session): the young
head shield and St George sovereigns, the veiled head sovereign and the young head, Jubilee and veiled head half
sovereigns, pinned against the pages named above each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Coin Parade, 1901 half sovereign: 'Only London minted half-sovereigns in 1901' ... 'Mintage: 2,037,660 (may include
    # coins in sets)'  https://coinparade.co.uk/1901-half-sovereign-victoria
    (UK, "half-sovereign", "half-sovereign-victoria-old-head", 1901, "", "circulation", 2037660),
    # Second reading of vente-achat-or's 1900 London figure: NGC registry (TMS Coins), 'SOVEREIGNS FROM THE BENTLEY
    # COLLECTION', 1900 sovereign (Marsh 151; S 3874): 'MINTAGE: 10,846,741; This output for 1900 represents the zenith
    # of the old head coinage of Victoria.'  https://coins.www.collectors-society.com/wcm/coinview.aspx?sc=191834
    (UK, "sovereign", "sovereign-victoria-old-head", 1900, "", "circulation", 10846741),
    # Second reading of Gold Market Insight's 1845 figure: NumisBids, Baldwin's auction 73 (the Bentley Collection), lot
    # 50, 1845 sovereign, 4 struck over inverted 4: 'Calendar year mintage 3,800,845'
    # https://www.numisbids.com/n.php?p=lot&sid=290&lot=50
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1845, "", "circulation", 3800845),
    # Perth 1899-1901 stay null: the Perth Mint's press release 'A Re-count of Gold Coin Production at the Perth Branch
    # of the Royal Mint' (copied by Cruzis Coins) says 'The Perth Mint has kept accurate records of its gold coin
    # production from 1899 – 1931 and published its figures in the Annual Reports of the Royal Mint. These gave the number
    # of coins put into circulation during that calendar year'; its re-count by date lies beyond the part read
    # http://cruzis-coins.com/sovs/perthmintage.html
    *[(UK, "sovereign", "sovereign-victoria-old-head", year, "P", "circulation", None) for year in (1899, 1900, 1901)],
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


def test_the_second_readings_are_named_in_the_comments():
    (london_1900,) = issues_at(
        UK, "sovereign", "sovereign-victoria-old-head", year=1900, mintLetter="", finish="circulation"
    )
    assert "TMS Coins" in london_1900["comment"] and "rests on this one page" not in london_1900["comment"]
    (london_1845,) = issues_at(
        UK, "sovereign", "sovereign-victoria-young-head-shield", year=1845, mintLetter="", finish="circulation"
    )
    assert "lot 50" in london_1845["comment"]
    (half_1901,) = issues_at(
        UK, "half-sovereign", "half-sovereign-victoria-old-head", year=1901, mintLetter="", finish="circulation"
    )
    assert "may include coins in sets" in half_1901["comment"]


def test_the_perth_recount_is_named_without_a_figure():
    assert "Re-count of Gold Coin Production" in find(UK, "sovereign", "sovereign-victoria-old-head")["comments"]
