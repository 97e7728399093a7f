"""Second reading of figures entered for the British world in issue 41's third session (the United Kingdom, Australia
and South Africa), pinned against the second page read above each group of rows: a figure a second readable page
prints again gains that page as a source and is named in the issue's comment ("also <site>"); a catalogue number a
second page gives differently keeps both readings in the comment, for the lead to weigh.

Read again without a second page printing the same figure (left as they stand, each on its first page): the 1923
Pretoria proof sovereign (655: only a Numista mirror repeats it, which cannot be cited), Spink's S. 3999 (Melbourne) and
S. 4004 (Pretoria) for the George V sovereign, the 1989 and 2002 brilliant uncirculated and 2000 uncirculated gold five
pounds (2,937, 1,370, 11,994), the Maklouf proof five pounds of 1992-1997 (1,165, 1,078, 918, 718, 742, 860) and the
1996 Lunar I mouse ounce (16,593; Scheideanstalt's 1996 page cuts off before its figures, CMI's release article says
only 'Less than 17,000').

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

AU = "australia"
SA = "south-africa"
SCHEIDE_OX = "https://scheideanstalt.de/muenzkatalog/goldmuenzen/australien/lunar-serie-i/1997-das-jahr-des-ochsen"
DNW_HALF_POND = "https://www.dnw.co.uk/auction-archive/past-catalogues/lot.php?auction_id=206&lot_uid=189607"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Scheideanstalt, 'Lunar I Goldmünze – das Jahr des Ochsen 1997': 'Die Perth Mint meldet jedoch eine tatsächliche
    # Auflagenhöhe von 13.709 Stück der 1oz Münzen, 2.904 geprägten 1/4oz, 4.960 geprägten 1/10oz Münzen' - the
    # declared bullion mintages lunargoldcoins.com gives (13,709 also on Tavex Bulgaria's and CMI Gold & Silver's pages)
    # https://scheideanstalt.de/muenzkatalog/goldmuenzen/australien/lunar-serie-i/1997-das-jahr-des-ochsen
    (AU, "lunar-series-i", "lunar-i-1997-ox-1oz", 1997, "", "bullion", 13709),
    (AU, "lunar-series-i", "lunar-i-1997-ox-1-4oz", 1997, "", "bullion", 2904),
    (AU, "lunar-series-i", "lunar-i-1997-ox-1-10oz", 1997, "", "bullion", 4960),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read (Krause first)
REFERENCES = [
    # Dix Noonan Webb, Coins of the World, 29 September 2010: 'South Africa, Paul Kruger, Proof Half-Pond, 1892, double
    # shaft (Hern 38; KM 3; F 3)' - Friedberg 3 as CNG 100, lot 970 ('KM 9.1; Friedberg 3'); the Krause number differs
    # (KM 3 against KM 9.1), so only Fr. 3 is read twice and both Krause readings are in the 1892 issue's comment
    # https://www.dnw.co.uk/auction-archive/past-catalogues/lot.php?auction_id=206&lot_uid=189607
    (SA, "zar-pond", "zar-half-pond", ["Fr. 3"]),
]

test_the_types_carry_the_catalogue_numbers_read_again = pinned_references(REFERENCES, among_others=True)


def test_the_half_pond_keeps_both_krause_readings_in_its_comment():
    (issue,) = issues_at(SA, "zar-pond", "zar-half-pond", year=1892)
    assert "KM 9.1" in issue["comment"] and "KM 3" in issue["comment"]
    assert DNW_HALF_POND in issue["comment"]


@pytest.mark.parametrize("slug", ["lunar-i-1997-ox-1oz", "lunar-i-1997-ox-1-4oz", "lunar-i-1997-ox-1-10oz"])
def test_the_second_page_is_named_in_the_comment_and_as_a_mintage_source(slug):
    coin = find(AU, "lunar-series-i", slug)
    (issue,) = issues_at(AU, "lunar-series-i", slug, year=1997, finish="bullion")
    assert "also scheideanstalt.de" in issue["comment"]
    assert SCHEIDE_OX in {source["url"] for source in coin["sources"] if "mintages" in source["covers"]}


def test_the_second_page_is_named_as_a_references_source():
    coin = find(SA, "zar-pond", "zar-half-pond")
    assert DNW_HALF_POND in {source["url"] for source in coin["sources"] if "references" in source["covers"]}
