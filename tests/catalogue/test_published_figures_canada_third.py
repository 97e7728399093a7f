"""Published figures of Canada's gold read in the Americas' third session (issue 39), pinned against their sources.

Pure Python over the bundled catalogue (fixtures/catalogue/canada.json, mints.json): every figure below is copied from
the page or file named in the comment above it, not from the catalogue file, so a change of the file that departs from
the source fails here.
"""

from __future__ import annotations

from tests.catalogue.bundled import CATALOGUE, find, issues_at

ROOT = "canada"


def test_the_2020_winnipeg_gold_maple_leaf_carries_its_limit_in_the_comment():
    # Canadian Coin & Currency, '2020 $50 Gold GML W Mint Mark': "just 400 of this 2020 $50 unusual collector edition
    # will be produced", struck at Winnipeg with a "W" mint mark left of the leaf stem, burnished finish, Blunt effigy.
    # https://cdncoin.com/products/2020-50-gold-gml-w-mint-mark
    # Canadian Coin News (second reading): "these 2020-dated coins are limited to mintages of 10,000 (silver) and 400
    # (gold)": https://canadiancoinnews.com/first-gold-silver-collector-coins-struck-in-winnipeg-among-final-rcm-issues-of-2019/
    # Canadian Coin Database (CC BY 4.0), entry 2020-pure-gold-coin---w-mint-mark-gold-maple-leaf-2020: mintage 400.
    # https://github.com/Robby955/canadian-coin-database/blob/acf6206b09770af04dc0191faa80d9daaef413c7/data/coins.json
    # 400 is a limit, so no mintage is carried; the figure stays in the comment.
    found = issues_at(ROOT, "maple-leaf", "maple-leaf-1oz-blunt", year=2020, mintLetter="W")
    assert [(i["finish"], i["mintage"], i["mint"]) for i in found] == [
        ("burnished", None, "royal-canadian-mint-winnipeg")
    ]
    assert "limited to mintages" in found[0]["comment"] and "400" in found[0]["comment"]
    assert CATALOGUE["mints"]["royal-canadian-mint-winnipeg"]["letter"] == "W"
    # The regular 2020 bullion coin stays without a mintage: no page read gives one.
    regular = issues_at(ROOT, "maple-leaf", "maple-leaf-1oz-blunt", year=2020, mintLetter="", finish="bullion")
    assert [i["mintage"] for i in regular] == [None]


def test_the_2022_single_source_gold_maple_leaf_keeps_the_databases_figure_in_the_comment():
    # Coin World, 'Canadian bullion sales report shows mixed results in 2022': a single-source Gold Maple Leaf of
    # Meliadine (Nunavut) gold, a privy mark distinguishing it from the other $50 coins.
    # https://www.coinworld.com/news/precious-metals/canadian-bullion-sales-report-shows-mixed-results-in-2022
    # Canadian Coin Database, entry 2022-2022-gml-1-oz-9999-pure-gold-coin-single-source-me: mintage 15,000.
    # https://github.com/Robby955/canadian-coin-database/blob/acf6206b09770af04dc0191faa80d9daaef413c7/data/coins.json
    # No page read says 15,000 were struck or sold (Coin World gives no number): unconfirmed, kept in the comment.
    found = [
        i
        for i in issues_at(ROOT, "maple-leaf", "maple-leaf-1oz-blunt", year=2022, finish="bullion")
        if "Meliadine" in i["variety"]
    ]
    assert [i["mintage"] for i in found] == [None]
    assert "15,000" in found[0]["comment"] and "Unconfirmed" in found[0]["comment"]


def test_the_george_v_gold_mintages_are_those_the_further_pages_print():
    # Colonial Acres, 'Gold, Silver & Copper Bullion': in 1912 "165,680" five-dollar and "74,759" ten-dollar coins.
    # http://www.colonialacres.com/category-s/272.htm
    # Coin-Rare, '1913 $5 Gold PCGS MS63': "Original Mintage 98,832".  https://www.coin-rare.com/1913-5-gold-pcgs-ms63.aspx
    assert [i["mintage"] for i in issues_at(ROOT, "george-v-gold", "5-dollars-george-v", year=1912)] == [165_680]
    assert [i["mintage"] for i in issues_at(ROOT, "george-v-gold", "5-dollars-george-v", year=1913)] == [98_832]
    assert [i["mintage"] for i in issues_at(ROOT, "george-v-gold", "10-dollars-george-v", year=1912)] == [74_759]


def test_the_newfoundland_two_dollars_has_its_eight_dates_each_with_a_mintage():
    # Collectors Universe forum, 'Newfoundland Gold': "$2 gold coinage intermittently from 1865 through 1888 for a
    # total of eight issues".  https://forums.collectors.com/discussion/comment/13890521
    coin = find(ROOT, "newfoundland-gold", "2-dollars-newfoundland-victoria")
    assert len(coin["issues"]) == 8
    assert all(issue["mintage"] is not None for issue in coin["issues"])
