"""Published figures of the United Kingdom's sovereign family read on coins.lakdiva.org (a Sri Lankan coin site whose
per-coin pages for the sovereigns legal tender in Ceylon carry a year table after Marsh, The Gold Sovereign) and on the
per-year pages read beside it (issue 41, the British world's depth, second session), pinned against the pages named
above each group of rows. A figure in thousands, a round figure or a figure two pages give differently stays in the
issue's comment and the mintage stays null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # coins.lakdiva.org, 'British Colonial - London: 1838-1874, Shield Sovereign - Queen Victoria' (after Marsh), London
    # table: '1854 3,589,611 ... 1855 8,448,482'
    # http://coins.lakdiva.org/sovereign/1852_uk_victoria_1s_au.html
    # The two issues had been null because All Gold Coins gives only round figures ('around 3.5 million' for 1854, '8.5
    # million' for 1855); the exact counts round to them, so they are no disagreement and are entered.
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1854, "", "circulation", 3589611),
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1855, "", "circulation", 8448482),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


def test_the_1854_and_1855_comments_name_both_pages():
    for year, count, rounded in ((1854, "3,589,611", "around 3.5 million"), (1855, "8,448,482", "8.5 million")):
        (issue,) = issues_at(
            UK, "sovereign", "sovereign-victoria-young-head-shield", year=year, mintLetter="", finish="circulation"
        )
        assert "lakdiva" in issue["comment"] and count in issue["comment"] and rounded in issue["comment"], year


def test_the_1862_london_half_sovereign_says_lakdiva_lists_none_struck():
    # coins.lakdiva.org, 'British Colonial - London: 1852-1869, Shield Half Sovereign - Queen Victoria' (after Marsh):
    # '1853 2,709K / 1862 None / 1857 738K / 1866 2,059K / 1858 856K / 1867 993K / 1859 2,204K / 1868 None'
    # http://coins.lakdiva.org/sovereign/1863_uk_victoria_hs_au.html
    # The issue is kept (other pages name the date); its comment says lakdiva's table lists none struck.
    (issue,) = issues_at(
        UK, "half-sovereign", "half-sovereign-victoria-young-head", year=1862, mintLetter="", finish="circulation"
    )
    assert issue["mintage"] is None
    assert "'None'" in issue["comment"] and "no half sovereigns were struck in London in 1862" in issue["comment"]


def test_the_lakdiva_pages_are_named_as_mintage_sources():
    for series, slug, url in (
        (
            "sovereign",
            "sovereign-victoria-young-head-shield",
            "http://coins.lakdiva.org/sovereign/1852_uk_victoria_1s_au.html",
        ),
        (
            "half-sovereign",
            "half-sovereign-victoria-young-head",
            "http://coins.lakdiva.org/sovereign/1863_uk_victoria_hs_au.html",
        ),
    ):
        named = {source["url"] for source in find(UK, series, slug)["sources"] if "mintages" in source["covers"]}
        assert url in named, slug
