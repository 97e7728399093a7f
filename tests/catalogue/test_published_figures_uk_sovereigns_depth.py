"""Published figures of the United Kingdom's historic sovereign family, 1817-1937 (issue 41, the British world:
sovereigns, half sovereigns, two and five pounds of George III to George VI), pinned against the pages named above
each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import by_type, check_mintages, find, issues_at

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # All Gold Coins, the Queen Victoria shield reverse sovereign 1850-54: 'the low mintage 1850, just 1,402,039'
    # https://www.allgoldcoins.co.uk/ja/pages/18-the-queen-victoria-shield-reverse-sovereign-1850-59
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1850, "", "circulation", 1402039),
    # NumisBids, Baldwin's auction 73 (the Bentley Collection, part 1), 'Calendar year mintage' of the London lots:
    # lot 76, 1856: 4,806,160  https://www.numisbids.com/n.php?p=lot&sid=290&lot=76
    # lot 81, 1860: 2,555,958  https://www.numisbids.com/n.php?p=lot&sid=290&lot=81
    # (also a later Bentley lot of 1860: https://www.numisbids.com/n.php?p=lot&sid=452&lot=1006)
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1856, "", "circulation", 4806160),
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1860, "", "circulation", 2555958),
    # lot 296, 1873 die number 13: 'Calendar year mintage 2,368,215', a figure that covers both reverses, so no
    # mintage is carried  https://www.numisbids.com/n.php?p=lot&sid=290&lot=296
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1873, "", "circulation", None),
    # Chards, 1891 Melbourne Jubilee sovereign: 'Mintage 2,749,592'
    # https://www.chards.co.uk/gold-coins/sovereigns/1891-victoria-jubilee/224
    (UK, "sovereign", "sovereign-victoria-jubilee", 1891, "M", "circulation", 2749592),
    # NGC registry (TMS Coins), proof sovereigns: 'MINTAGE: 797' (1887) and 'MINTAGE: 773' (1893), each beside a note
    # that these are proof sets quoted and that the proof sovereigns are a guess, so no mintage is carried
    # https://notes.www.collectors-society.com/wcm/coinview.aspx?sc=106736
    # https://notes.www.collectors-society.com/wcm/coinview.aspx?sc=114722
    (UK, "sovereign", "sovereign-victoria-jubilee", 1887, "", "proof", None),
    # NumisBids, Baldwin's auction 88 (Hemisphere Collection) lot 2076: 'Total output dated 1925 = 4,406,431 which breaks
    # down as 1925=3,520,431; 1949=138,000; 1951=318,000; 1952=430,000' (the 3,520,000 of vente-achat-or stands, the
    # exact figure in the comment)  https://www.numisbids.com/n.php?p=lot&sid=716&lot=2076
    (UK, "sovereign", "sovereign-victoria-old-head", 1893, "", "proof", None),
]

# root, series, type, catalogue numbers
REFERENCES = [
    # HobbyRay, 1884 London sovereign, young head with St George: 'Referenz: KM-752'
    # https://www.hobbyray.com/de/coin_definition-1_Sovereign-Gold-Vereinigtes_K%C3%B6nigreich_von_Gro%C3%9Fbritannien_und_Irland_(1801_1922)-sw_BwcI0GmUAAAEr7V5bGgEu.htm
    (UK, "sovereign", "sovereign-victoria-young-head-st-george", ["KM# 752"]),
    # NumisBids, Heritage sale 3107 lot 30138: 'Victoria gold '827' Sovereign 1863 AU50 PCGS, KM734.1, S-3852F' (no die
    # number)  https://www.numisbids.com/n.php?p=lot&sid=6672&lot=30138
    (UK, "sovereign", "sovereign-victoria-young-head-shield", ["KM# 734.1", "S. 3852"]),
    # NumisBids, Baldwin's auction 73 (Bentley) lot 24: William IV proof sovereign 1831, second bust, 'S 3829B'
    # https://www.numisbids.com/n.php?p=lot&sid=290&lot=24
    (UK, "sovereign", "sovereign-william-iv", ["S. 3829B"]),
]


TYPE_ISSUES = by_type(ISSUES)


@pytest.mark.parametrize("coin, rows", TYPE_ISSUES, ids=[coin[2] for coin, _ in TYPE_ISSUES])
def test_the_issues_carry_the_mintages_read(coin, rows):
    check_mintages(coin, rows)


@pytest.mark.parametrize("row", REFERENCES, ids=[row[2] for row in REFERENCES])
def test_the_types_carry_the_catalogue_numbers_read(row):
    *coin, references = row
    assert references == [ref for ref in find(*coin)["references"] if ref in references]


def test_the_1925_london_sovereigns_keep_the_restrikes_apart():
    (original,) = issues_at(UK, "sovereign", "sovereign-george-v", year=1925, mintLetter="", variety="")
    (restrike,) = issues_at(UK, "sovereign", "sovereign-george-v", year=1925, mintLetter="", variety="restrike")
    assert original["mintage"] == 3520000 and "3,520,431" in original["comment"]
    assert restrike["mintage"] == 138000 + 318000 + 430000


def test_the_issues_without_a_mintage_say_why_where_a_figure_was_read():
    # the 1887 and 1893 proof figures are quoted in the issue comments, not carried as mintages
    for slug, year in (("sovereign-victoria-jubilee", 1887), ("sovereign-victoria-old-head", 1893)):
        (issue,) = issues_at(UK, "sovereign", slug, year=year, mintLetter="", finish="proof")
        assert "MINTAGE" in issue["comment"], slug
