"""Published figures of South African gold and of the rest of the British world outside the United Kingdom and
Australia (India, Hong Kong, Singapore, Malaysia, the Isle of Man, Papua New Guinea): issue 41, the depth of the
British world, pinned against the pages named above each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import by_type, check_mintages, find, issues_at

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Coin World, 'International bullion history: Precious metals basics' (13 May 2015): 'In 1974, the mintage for the
    # bullion coin jumped to 3,180,075 pieces.'
    # https://www.coinworld.com/numismatic/collector-basics/precious-metals/international-bullion-history.1.html
    ("south-africa", "krugerrand", "krugerrand-1oz", 1974, "", "bullion", 3180075),
    # The same page gives 242,000 for 1970 'including for the first time 10,000 Proof versions', which the 1967 proofs
    # contradict, and the blog 'Krugerrand Gold Coins' gives 211,018 for 1970: no 1970 figure is entered.
    ("south-africa", "krugerrand", "krugerrand-1oz", 1970, "", "bullion", None),
    ("south-africa", "krugerrand", "krugerrand-1oz", 1970, "", "proof", None),
    # MAS media release, 18 November 2005, 2006 Year of the Dog Chinese Almanac coins: '$5 Gold Proof Coin 1/4 troy ounce
    # of 999.9 fine gold. Mintage is limited to 5,000 pieces', an upper bound, so no mintage (the $200 of 5 troy ounces
    # and the $1 of 0.3 g lie outside the catalogue's 0.5-100 g range and are not entered)
    # https://www.mas.gov.sg/news/media-releases/2005/mas-launches-2006-year-of-dog-chinese-almanac-coin
    ("singapore", "almanac-third-series", "5-dollars-2006-dog", 2006, "", "proof", None),
]

# root, series, type, catalogue numbers
REFERENCES = [
    # Numismatic News, 'Krugerrand: Right idea at right time' (2017): 'Each of the original 40,000 1967 coins, KM-73'
    # https://www.numismaticnews.net/article/krugerrand-right-idea-right-time
    ("south-africa", "krugerrand", "krugerrand-1oz", ["KM# 73"]),
]


TYPE_ISSUES = by_type(ISSUES)


@pytest.mark.parametrize("coin, rows", TYPE_ISSUES, ids=[coin[2] for coin, _ in TYPE_ISSUES])
def test_the_issues_carry_the_mintages_read(coin, rows):
    check_mintages(coin, rows)


@pytest.mark.parametrize("row", REFERENCES, ids=[row[2] for row in REFERENCES])
def test_the_types_carry_the_catalogue_numbers_read(row):
    *coin, references = row
    assert find(*coin)["references"] == references


def test_the_1967_krugerrand_total_is_left_in_the_comment():
    # Coin World (2015): 'The Republic of South Africa in 1967 struck 50,065 pieces of a coin called the
    # "Krugerrand"', with no split by finish; the 40,000 bullion coins are Numismatic News' figure.
    (bullion,) = issues_at("south-africa", "krugerrand", "krugerrand-1oz", year=1967, finish="bullion")
    (proof,) = issues_at("south-africa", "krugerrand", "krugerrand-1oz", year=1967, finish="proof")
    assert bullion["mintage"] == 40000
    assert proof["mintage"] is None and "50,065" in proof["comment"]
