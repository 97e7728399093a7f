"""Published figures of South African, Canadian and Australian gold coins, pinned against the sources they come from.

Pure Python over the bundled catalogue (fixtures/catalogue/); no database.
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find

# root, series, type, gross weight g, fineness, fine weight g, diameter mm (None: no published figure)
PUBLISHED = [
    # Numismatic News, "Krugerrand: Right idea at right time",
    # https://www.numismaticnews.net/article/krugerrand-right-idea-right-time (1 oz: 32.77 mm, one troy ounce fine)
    ("south-africa", "krugerrand", "krugerrand-1oz", 33.93, 0.9167, 31.1035, 32.77),
    # Gold Price, "South African Krugerrand Gold Coin" (table by size),
    # http://gold-coin.goldprice.org/2009/02/south-african-krugerrand-gold-coin.html
    ("south-africa", "krugerrand", "krugerrand-1-4oz", 8.483, 0.9167, 7.7759, 22.06),
    # Randcoin, "1895 ZAR choice mint state set", https://randcoin.co.za/en/z-a-r/1895-zar-choice-mint-state-set-good-grades
    ("south-africa", "zar-pond", "zar-1-pond", 7.988, 0.9167, 7.3226, 22.0),
    ("south-africa", "zar-pond", "zar-half-pond", 3.994, 0.9167, 3.6613, 19.4),
    # The Royal Mint, "1965-1983 South Africa Gold 2 Rand", https://www.royalmint.com/shop/world/1965-1983-South-Africa-Gold-2-Rand/
    ("south-africa", "gold-rand", "2-rand", 7.99, 0.9167, 7.3244, 22.0),
    # Royal Canadian Mint figures as tabulated by Gold Price, "Canadian Gold Maple Leaf",
    # http://gold-coin.goldprice.org/2009/01/canadian-gold-maple-leaf.html (1/4 oz: 7.797 g gross, 7.776 g fine, 20 mm)
    ("canada", "maple-leaf", "maple-leaf-1oz", 31.11, 0.9999, 31.1035, 30.0),
    ("canada", "maple-leaf", "maple-leaf-1-4oz", 7.797, 0.9999, 7.776, 20.0),
    ("canada", "maple-leaf", "maple-leaf-1-20oz", 1.581, 0.9999, 1.555, 14.1),
    # Coins Numismatics, "Canada 10 Dollars Gold Coin 1914 King George V",
    # http://www.coinsnumismatics.com/2016/05/canada-10-dollars-gold-coin-1914-king-george-v.html
    ("canada", "george-v-gold", "10-dollars-george-v", 16.7185, 0.9, 15.0466, 26.92),
    # Numismatic News, "Kangaroos lead 2018 Perth designs" (the Perth Mint's gold figures: 1 oz 31.107 g),
    # https://www.numismaticnews.net/world-coins/kangaroos-lead-2018-perth-designs ; diameter from the Perth Mint's 2013 table,
    # http://australiagold.blogspot.com/2013/02/2013-perth-mint-kangaroo-gold-bullion.html
    ("australia", "kangaroo", "kangaroo-1oz", 31.107, 0.9999, 31.1035, 32.6),
    ("australia", "kangaroo", "kangaroo-1-4oz", 7.777, 0.9999, 7.7759, 20.6),
    # Currency (Perth Mint) Determination 2000 (No. 4), https://casechat.au/cases/au/currency-perth-mint-determination-2000-no-4-cth
    ("australia", "kangaroo", "kangaroo-1-2oz-nugget-legend", 15.594, 0.9999, 15.5517, 25.1),
    # The Perth Mint, "2025 September Bulletin", p. 6, https://ebulletin.perthmint.com/the-perth-mint-2025-september-bulletin/0819144001755050642/p6
    # (the 2026 Lunar III 1 oz gold: 31.107 g, 32.60 mm)
    ("australia", "lunar-series-iii", "lunar-iii-2026-horse-1oz", 31.107, 0.9999, 31.1035, 32.6),
]


@pytest.mark.parametrize(
    "root, series_slug, slug, weight, fineness, fine_weight, size", PUBLISHED, ids=[row[2] for row in PUBLISHED]
)
def test_southern_coins_carry_their_published_figures(root, series_slug, slug, weight, fineness, fine_weight, size):
    coin = find(root, series_slug, slug)
    assert coin["weight"] == pytest.approx(weight, abs=1e-6)
    assert coin["fineness"] == pytest.approx(fineness, abs=1e-6)
    assert coin["fineWeight"] == pytest.approx(fine_weight, abs=1e-6)
    assert coin["size"] == pytest.approx(size, abs=1e-6)


def test_no_perth_mint_gold_coin_carries_the_silver_one_ounce_weight():
    # The Perth Mint publishes 31.135 g as the minimum gross weight of its 1 oz SILVER coins; its 1 oz gold is 31.107 g
    # (Numismatic News, https://www.numismaticnews.net/world-coins/kangaroos-lead-2018-perth-designs).
    for series_slug, slug in [("kangaroo", "kangaroo-1oz"), ("lunar-series-iii", "lunar-iii-2020-mouse-1oz")]:
        assert find("australia", series_slug, slug)["weight"] != pytest.approx(31.135, abs=1e-6)


def test_the_maple_leaf_coins_of_1979_to_1982_are_their_own_type():
    # Gold Maple Leaf coins of 1979-1982 are .999 fine, .9999 from 1983 (https://wikimili.com/en/Canadian_Gold_Maple_Leaf).
    early = find("canada", "maple-leaf", "maple-leaf-1oz-999")
    assert (early["minYear"], early["maxYear"], early["fineness"]) == (1979, 1982, 0.999)
    assert {issue["year"] for issue in early["issues"]} == {1979, 1980, 1981, 1982}


def test_the_tenth_ounce_krugerrand_lists_the_years_its_sources_name():
    # Goldbesitz, 1/10 oz Krugerrand 1983; Edelmetall-Handel, 1/10 oz Krugerrand 1984 and 2020 (product pages for the year)
    years = {
        i["year"] for i in find("south-africa", "krugerrand", "krugerrand-1-10oz")["issues"] if i["finish"] == "bullion"
    }
    assert {1980, 1983, 1984, 1985, 2017, 2020} <= years


def test_the_maple_leaf_sizes_start_in_their_published_first_years():
    # DocsLib, 'Canadian Maple Leaf gold coin' (1/4 and 1/10 oz 1982, 1/2 oz 1986, 1/20 oz 1993),
    # https://docslib.org/doc/4765311/canadian-maple-leaf-gold-coin ; Hameko, 'Maple Leaf', http://hameko.de/anlagemetalle/maple-leaf/ ;
    # Collections Quest, 1993 1/20 oz: 'the first year that the 1/20 oz coin was produced', https://collections.quest/australia/Gold/1993ml.html
    first_years = {
        slug: find("canada", "maple-leaf", slug)["minYear"]
        for slug in (
            "maple-leaf-1-4oz-999",
            "maple-leaf-1-10oz-999",
            "maple-leaf-1-2oz-machin",
            "maple-leaf-1-20oz-de-pedery-hunt",
        )
    }
    assert first_years == {
        "maple-leaf-1-4oz-999": 1982,
        "maple-leaf-1-10oz-999": 1982,
        "maple-leaf-1-2oz-machin": 1986,
        "maple-leaf-1-20oz-de-pedery-hunt": 1993,
    }
    # Flgoldcoinexchange, 'Canadian Gold Maple Leaf': 1994 the only year of the 1/15 oz, http://flgoldcoinexchange.com/Inventory/Details/148
    assert {i["year"] for i in find("canada", "maple-leaf", "maple-leaf-1-15oz")["issues"]} == {1994}


def test_the_one_ounce_krugerrand_lists_the_bullion_years_read_after_2017():
    # Edelmetall-Handel, 1 oz Krugerrand 2022 ('struck every year since 1967'), 2024 and 2025 (product pages for the year):
    # https://www.edelmetall-handel.de/goldmuenze-1oz-kruegerrand-2022.html ,
    # https://www.edelmetall-handel.de/goldmuenze-1oz-kruegerrand-2025-suedafrika.html
    years = {
        i["year"] for i in find("south-africa", "krugerrand", "krugerrand-1oz")["issues"] if i["finish"] == "bullion"
    }
    assert set(range(1967, 2023)) | {2024, 2025} == years


def test_the_fractional_krugerrands_list_the_years_their_dealer_pages_name():
    # Edelmetall-Handel, 1/10 oz Krugerrand 2015, 2019, 2021,
    # https://www.edelmetall-handel.de/goldmuenze-1-10oz-kruegerrand-2019-suedafrika.html ;
    # Oro da Investimento, 1/2 oz Krugerrand 2023, https://www.orodainvestimento.it/acquisto/krugerrand-oro-fdc-2023-1-2-oz/
    def bullion_years(slug):
        return {i["year"] for i in find("south-africa", "krugerrand", slug)["issues"] if i["finish"] == "bullion"}

    assert {2015, 2019, 2021} <= bullion_years("krugerrand-1-10oz")
    assert {1980, 2017, 2023} == bullion_years("krugerrand-1-2oz")


def test_the_kangaroo_lists_the_2026_issue_in_all_four_sizes():
    # Scheideanstalt, 'Goldmünzen Australian Kangaroo 2026' (the 40th-anniversary issue in 1, 1/2, 1/4 and 1/10 oz),
    # https://www.scheideanstalt.de/muenzkatalog/goldmuenzen/australien/nugget-kaenguru/australian-kangaroo-2026
    for slug in ("kangaroo-1oz", "kangaroo-1-2oz", "kangaroo-1-4oz", "kangaroo-1-10oz"):
        coin = find("australia", "kangaroo", slug)
        assert 2026 in {i["year"] for i in coin["issues"] if i["finish"] == "bullion"}, slug
        assert (coin["minYear"], coin["maxYear"]) == (2008, None)


def test_the_gold_rand_lists_only_the_dates_its_sources_name():
    # First year of striking of the gold 1 and 2 rand, 1961: Juwelier am Brandenburger Tor,
    # https://juwelier-am-brandenburgertor.de/die-suedafrikanischen-rand-goldmuenzen ; Goldunze,
    # https://www.goldunze.de/anlagemuenzen/goldmuenzen/rand-goldmuenze/
    # 2 rand 1962: Chards, https://www.chards.co.uk/1962-south-african-gold-2-rand-coin/1677
    # 1 rand 1971: StoneX Bullion, https://stonexbullion.com/en/gold-coins/rand/1-south-african-rand-gold-1961-1983/ ;
    # 1973: Online Coin Club, https://onlinecoin.club/Coins/Country/South_Africa/One_Rand_Gold_1973/ ;
    # 1980: MoneyMuseum coin tour, https://paperzz.com/doc/8545175/south-african-rand-coins-%E2%80%93-donation-by-cliff
    def years(slug):
        return {i["year"] for i in find("south-africa", "gold-rand", slug)["issues"]}

    assert years("2-rand") == {1961, 1962}
    assert years("1-rand") == {1961, 1971, 1973, 1980}
    # The span the sources give stays on the type; no source read publishes a mintage for a date.
    for slug in ("2-rand", "1-rand"):
        coin = find("south-africa", "gold-rand", slug)
        assert (coin["minYear"], coin["maxYear"]) == (1961, 1983)
        assert [i["mintage"] for i in coin["issues"]] == [None] * len(coin["issues"])


@pytest.mark.parametrize(
    "slug, years",
    [
        # The Royal Mint, Online Coin Club and Goldankauf.net give only the span 1961-1983 (Goldankauf Aureum: until 1981);
        # no page for these dates, year table or "struck every year" statement was read.
        ("2-rand", set(range(1963, 1984))),
        ("1-rand", set(range(1962, 1984)) - {1971, 1973, 1980}),
    ],
)
def test_gold_rand_years_resting_only_on_the_span_are_not_listed(slug, years):
    # Drop a year from a row when a page for that date (or a year table) is read and the issue is added back.
    assert not years & {i["year"] for i in find("south-africa", "gold-rand", slug)["issues"]}


def test_the_gold_rand_portrait_is_van_riebeeck_and_no_diameter_is_carried_for_the_1_rand():
    # Chards and the Royal Mint: portrait of Jan van Riebeeck (by Willie Myburg); no ruler on a republican coin.
    # 1 rand diameter: 19 mm (StoneX, Goldunze), 19.40 mm (https://www.goldankauf-pro24.de/suedafrika-rand.html),
    # 20.0 mm (MoneyMuseum): the sources disagree, so none is carried.
    for slug in ("2-rand", "1-rand"):
        coin = find("south-africa", "gold-rand", slug)
        (obverse,) = [s for s in coin["sides"] if s["side"] == "obverse"]
        assert coin["ruler"] is None
        assert "Jan van Riebeeck" in obverse["description"]
    assert find("south-africa", "gold-rand", "1-rand")["size"] is None
