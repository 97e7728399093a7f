"""Published figures of the British world's gold from year tables (issue 41: sovereigns, half sovereigns, Krugerrands,
Britannias and the Perth bullion families), pinned against the pages named above each group of rows; and the issues
left without a mintage because two readable pages disagree.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at

UK = "united-kingdom"


# Two readable pages that disagree leave the mintage null, both figures in the issue's comment.
@pytest.mark.parametrize(
    ("series", "slug", "year", "letter", "figures"),
    [
        # Gold Market Insight, shield back table: 1841 124,050
        # https://goldmarketinsight.com/queen-victoriayoung-head-with-shield-back-1838-to-1874/
        # All Gold Coins: 'a mintage figure of a tiny 124,054'  https://ag-coins.myshopify.com/ja/pages/14
        # (Baldwin's 1841 MS65 page and the Bentley lot, https://www.numisbids.com/n.php?p=lot&sid=452&lot=970, 124,054)
        ("sovereign", "sovereign-victoria-young-head-shield", 1841, "", ("124,050", "124,054")),
        # The Royal Mint: '2,347,537 Sovereigns were produced at the Melbourne branch mint in this year'
        # https://www.royalmint.com/sovereign/all/1890-Victoria-Jubilee-Head-Sovereign-Melbourne-Fine-Plus/
        # collections.quest, Jubilee head table: 1890 Melbourne 2,473,537  https://collections.quest/australia/sovs/sovc1.html
        ("sovereign", "sovereign-victoria-jubilee", 1890, "M", ("2,347,537", "2,473,537")),
        # NumisTip, 1893-S half sovereign: 'Mintage:125,000'  https://numistip.com/EN-USD/Museum/1893-S_Half_Sovereign_642.html
        # vente-achat-or, The British half sovereign: Sydney 1893 250,000  https://vente-achat-or.org/en/the-british-half-sovereign/
        ("half-sovereign", "half-sovereign-victoria-old-head", 1893, "S", ("125,000", "250,000")),
        # Chards, Perth Mint table: 1899 690.992 (annual report; the Royal Mint's page gives the same)
        # https://chards.co.uk/guides/mints-and-mintmarks-perth-mint/93
        # Gold Market Insight, Perth Mint gold sovereigns by year: 1899 694.937
        # https://goldmarketinsight.com/australia-perth-mint-gold-sovereigns-guide/
        ("sovereign", "sovereign-victoria-old-head", 1899, "P", ("690,992", "694,937")),
    ],
)
def test_issues_whose_readable_pages_disagree_carry_no_mintage(series, slug, year, letter, figures):
    (issue,) = issues_at(UK, series, slug, year=year, mintLetter=letter, finish="circulation")
    assert issue["mintage"] is None
    for figure in figures:
        assert figure in issue["comment"], (slug, year, figure)


def test_the_1838_shield_sovereign_keeps_the_table_figure_against_a_round_estimate():
    # Gold Market Insight table (above) and coinoftheyear.com: '2,718,694 sovereigns were issued in 1838'
    # http://coinoftheyear.com/1838.php ; Baldwin's (auction 20, lot 37) 'more than 2.7 million'
    # https://www.numisbids.com/n.php?p=lot&sid=2683&lot=37 ; All Gold Coins 'The 2 million struck for 1838' (a round
    # figure, as its '500,000' for 1839's 503,695)  https://www.allgoldcoins.co.uk/pages/13-the-queen-victoria-shield-reverse-sovereign
    (issue,) = issues_at(UK, "sovereign", "sovereign-victoria-young-head-shield", year=1838, mintLetter="")
    assert issue["mintage"] == 2718694
    assert "2 million" in issue["comment"] and "left null" not in issue["comment"]
    assert (
        "1838 and 1841 are left null" not in find(UK, "sovereign", "sovereign-victoria-young-head-shield")["comments"]
    )


def test_the_1977_krugerrand_total_is_quoted_not_carried():
    # Primus Münzen blog (2017): 'zum Vergleich: 10 Jahre später 1977 wurden 3.331.344 Unzen des Krügerrand geprägt'
    # (1 oz only until 1979; proofs not separated)
    # https://primus-muenzen.com/blog/50-jahre-kruegerrand-die-beruehmteste-goldmuenze-der-welt-feiert-jubilaeum
    (issue,) = issues_at("south-africa", "krugerrand", "krugerrand-1oz", year=1977, mintLetter="", finish="bullion")
    assert issue["mintage"] is None and "3,331,344" in issue["comment"]
