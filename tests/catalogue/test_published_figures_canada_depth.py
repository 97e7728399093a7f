"""Published mintages of Canada's gold (issue 39, depth of the Americas), pinned against the pages they were read from.

Pure Python over the bundled catalogue (fixtures/catalogue/canada.json): every figure below is copied from the page or
file named in the comment above its rows, not from the catalogue file, so a change of the file that departs from the
source fails here.
"""

from __future__ import annotations

from itertools import groupby

import pytest

from tests.catalogue.bundled import find, issues_at

ROOT = "canada"

MINTAGES = [
    # (series, type, year, mint letter, finish, mintage)
    # Goldankauf-Pro24, 'Maple Leaf Goldmünze (Kanada)': the 1 oz started in 1979 with a mintage of one million pieces
    # https://www.goldankauf-pro24.de/canada-maple-leaf.html
    ("maple-leaf", "maple-leaf-1oz-999", 1979, "", "bullion", 1_000_000),
    # Aukauf, '50 Dollars Maple Leaf 1 Unze Gold' (Auflagezahlen 1983-1989 and 1989 PP):
    # https://aukauf.de/topics/50-dollars-maple-leaf-1-unze-gold-ankauf.php
    ("maple-leaf", "maple-leaf-1oz-machin", 1983, "", "bullion", 843_000),
    ("maple-leaf", "maple-leaf-1oz-machin", 1984, "", "bullion", 1_067_500),
    ("maple-leaf", "maple-leaf-1oz-machin", 1985, "", "bullion", 1_908_000),
    ("maple-leaf", "maple-leaf-1oz-machin", 1986, "", "bullion", 779_115),
    ("maple-leaf", "maple-leaf-1oz-machin", 1987, "", "bullion", 978_000),
    ("maple-leaf", "maple-leaf-1oz-machin", 1988, "", "bullion", 826_500),
    ("maple-leaf", "maple-leaf-1oz-machin", 1989, "", "bullion", 856_000),
    ("maple-leaf", "maple-leaf-1oz-machin", 1989, "", "proof", 17_780),
    # Canadian Coin Database (CC BY 4.0), data/coins.json, entries nfl-2d-gold-1865 ... nfl-2d-gold-1888:
    # https://github.com/Robby955/canadian-coin-database/blob/47779ea7ead4de9d4288a6d7eb9a077e968b825e/data/coins.json
    # (the 1865 figure also the Collectors Universe forum's: https://forums.collectors.com/discussion/comment/13890521)
    ("newfoundland-gold", "2-dollars-newfoundland-victoria", 1865, "", "circulation", 10_000),
    ("newfoundland-gold", "2-dollars-newfoundland-victoria", 1870, "", "circulation", 10_000),
    ("newfoundland-gold", "2-dollars-newfoundland-victoria", 1872, "", "circulation", 6_050),
    ("newfoundland-gold", "2-dollars-newfoundland-victoria", 1880, "", "circulation", 2_500),
    ("newfoundland-gold", "2-dollars-newfoundland-victoria", 1881, "", "circulation", 10_000),
    ("newfoundland-gold", "2-dollars-newfoundland-victoria", 1882, "", "circulation", 25_000),
    ("newfoundland-gold", "2-dollars-newfoundland-victoria", 1885, "", "circulation", 10_000),
    ("newfoundland-gold", "2-dollars-newfoundland-victoria", 1888, "", "circulation", 25_000),
    # Kids Encyclopedia, Five-dollar coin (Canada), table 'How Many Gold Coins Were Made?':
    # https://kids.kiddle.co/Five-dollar_coin_(Canada)
    ("george-v-gold", "5-dollars-george-v", 1912, "", "circulation", 165_680),
    ("george-v-gold", "5-dollars-george-v", 1913, "", "circulation", 98_832),
    ("george-v-gold", "5-dollars-george-v", 1914, "", "circulation", 31_122),
    # Wikipedia, Ten-dollar coin (Canada), table Year / Mintage (read through a proxy copy of the article), and the same
    # table in Kids Encyclopedia: https://en.wikipedia.org/wiki/Ten-dollar_coin_(Canada)
    # https://kids.kiddle.co/Ten-dollar_coin_(Canada)
    ("george-v-gold", "10-dollars-george-v", 1912, "", "circulation", 74_759),
    ("george-v-gold", "10-dollars-george-v", 1913, "", "circulation", 149_232),
    ("george-v-gold", "10-dollars-george-v", 1914, "", "circulation", 140_068),
]

BY_TYPE = [(key, list(rows)) for key, rows in groupby(MINTAGES, key=lambda row: (row[0], row[1]))]


@pytest.mark.parametrize("key, rows", BY_TYPE, ids=[key[1] for key, _ in BY_TYPE])
def test_canadian_gold_carries_its_published_mintages(key, rows):
    series, slug = key
    for _, _, year, letter, finish, mintage in rows:
        found = issues_at(ROOT, series, slug, year=year, mintLetter=letter, finish=finish)
        assert [issue["mintage"] for issue in found] == [mintage], (slug, year, finish)


def test_the_newfoundland_two_dollars_is_struck_in_the_years_the_encyclopedia_lists():
    # Kids Encyclopedia, Newfoundland 2-dollar coin: years of minting 1865, 1870, 1872, 1880-82, 1885, 1888;
    # mass 3.33 g, 17.98 mm, 91.7 % gold.  https://kids.kiddle.co/Newfoundland_2-dollar_coin
    coin = find(ROOT, "newfoundland-gold", "2-dollars-newfoundland-victoria")
    assert [issue["year"] for issue in coin["issues"]] == [1865, 1870, 1872, 1880, 1881, 1882, 1885, 1888]
    assert (coin["minYear"], coin["maxYear"]) == (1865, 1888)
    assert coin["weight"] == pytest.approx(3.33)
    assert coin["fineness"] == pytest.approx(0.917)
    assert coin["size"] == pytest.approx(17.98)
    assert (coin["value"], coin["currency"]) == ("2 Dollars", "Newfoundland dollar")


# The Ottawa branch sovereigns (C) are filed under the United Kingdom's sovereign types (fixtures/catalogue/united-kingdom.json).
# Canadian Coin Database (CC BY 4.0), data/coins.json, entries sovereign-1908-c ... sovereign-1919-c:
# https://github.com/Robby955/canadian-coin-database/blob/acf6206b09770af04dc0191faa80d9daaef413c7/data/coins.json
# None: the database and another page read disagree (1917: All Gold Coins 58,875, the Royal Mint 48,875, the database
# 58,845; 1919: Gold Market Insight 135,957, the database 135,889), so the mintage stays null with both in the comment.
OTTAWA_SOVEREIGNS = [
    # (type, year, finish, mintage)
    ("sovereign-edward-vii", 1908, "proof", 636),
    ("sovereign-edward-vii", 1909, "circulation", 16_273),
    ("sovereign-edward-vii", 1910, "circulation", 28_012),
    ("sovereign-george-v", 1911, "circulation", 256_946),
    ("sovereign-george-v", 1913, "circulation", 3_715),
    ("sovereign-george-v", 1914, "circulation", 14_891),
    ("sovereign-george-v", 1916, "circulation", 6_111),
    ("sovereign-george-v", 1917, "circulation", None),
    ("sovereign-george-v", 1919, "circulation", None),
]


@pytest.mark.parametrize("slug, year, finish, mintage", OTTAWA_SOVEREIGNS, ids=[f"{r[1]}C" for r in OTTAWA_SOVEREIGNS])
def test_the_ottawa_sovereigns_carry_the_canadian_coin_database_figures(slug, year, finish, mintage):
    found = issues_at("united-kingdom", "sovereign", slug, year=year, mintLetter="C", finish=finish)
    assert [issue["mintage"] for issue in found] == [mintage]
    assert found[0]["mint"] == "ottawa-branch-mint"
