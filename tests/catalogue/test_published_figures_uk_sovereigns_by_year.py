"""Published figures of the United Kingdom's sovereigns year by year, 1817-1932 (issue 41, the British world's depth,
second session): what the pages read say of the London shield years still without a count, pinned against the pages
named above each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import issues_at, pinned_mintages

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # All Gold Coins, 'The Queen Victoria Shield Reverse Sovereign 1846-49': 'a large number of the 4.5 million
    # sovereigns struck for 1847 were actually well under the legal tender weight' (a round figure)
    # https://allgoldcoins.co.uk/pages/17-the-queen-victoria-shield-reverse-sovereign-1846-49
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1847, "", "circulation", None),
    # All Gold Coins, 'The Queen Victoria Shield Reverse Sovereign 1855-59': '1855 ... due to the much higher mintage
    # for this year of 8.5 million vs around 3.5 million' for 1854 (round figures)
    # https://www.allgoldcoins.co.uk/ja/pages/16-the-queen-victoria-narrow-shield-reverse-sovereign-1844-45
    # coins.lakdiva.org, London shield sovereigns after Marsh: '1854 3,589,611 / 1855 8,448,482', the exact counts the
    # round figures stand for (entered; see test_published_figures_sovereigns_lakdiva.py)
    # http://coins.lakdiva.org/sovereign/1852_uk_victoria_1s_au.html
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1854, "", "circulation", 3589611),
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1855, "", "circulation", 8448482),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


@pytest.mark.parametrize(
    ("year", "words"), [(1847, "4.5 million"), (1854, "around 3.5 million"), (1855, "8.5 million")]
)
def test_the_round_figures_read_stay_in_the_comments(year, words):
    # 1847 has no count; 1854 and 1855 carry coins.lakdiva.org's exact counts, which the round figures stand for
    (issue,) = issues_at(
        UK, "sovereign", "sovereign-victoria-young-head-shield", year=year, mintLetter="", finish="circulation"
    )
    assert words in issue["comment"]
    assert (issue["mintage"] is None) == (year == 1847)
