"""Published figures of United States gold coins, pinned against the sources named on each row.

Pure Python over the bundled catalogue (fixtures/catalogue/united-states.json).
"""

from __future__ import annotations

import pytest

from tests.unit.test_bundled_catalogue import find, issues_at

ROOT = "united-states"

FIGURES = [
    # series, type, gross weight g, fineness, fine gold g, diameter mm
    # United States Mint, American Buffalo Gold Bullion Coin:
    # https://www.usmint.gov/coins/coin-medal-programs/american-buffalo-coin-program/bullion
    ("american-buffalo", "buffalo-1oz", 31.108, 0.9999, 31.1035, 32.7),
    # Royal Mint, The American Eagle gold bullion coins (91.67% gold, 1 oz of fine gold):
    # https://www.royalmint.com/invest/bullion/international-coin-ranges/american-eagle/
    # and goldinvesting.org, 32.7 mm: http://goldinvesting.org/spotlight-on-american-gold-eagle.html
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 33.931, 0.9167, 31.1035, 32.7),
    # Act of January 18, 1837 (Statutes at Large vol. 5 p. 138), 516 grains with the Act of March 3, 1849:
    # https://en.m.wikisource.org/wiki/Page:United_States_Statutes_at_Large_Volume_5.djvu/174
    # https://papersofabrahamlincoln.org/documents/D249917b
    ("saint-gaudens-double-eagle", "double-eagle-saint-gaudens-motto", 33.436, 0.9, 30.0926, 34.0),
    # Stack's Bowers, Liberty Head eagle type 1 (27 mm, 258 grains):
    # https://stage.stacksbowers.com/coin-resource-center/us-coins/gold-eagles/liberty-head-eagle/liberty-head-eagle-type-1-no-motto
    ("liberty-head-eagle", "eagle-liberty-no-motto", 16.718, 0.9, 15.0463, 27.0),
    # Stack's Bowers, Indian Head half eagle (21.6 mm, 129 grains):
    # https://stage.stacksbowers.com/coin-resource-center/us-coins/gold-half-eagles/indian-head-half-eagle
    ("indian-head-half-eagle", "half-eagle-indian-head", 8.359, 0.9, 7.5231, 21.6),
    # Whitman Red Book, Quarter eagles, Indian Head (4.180 g, 18 mm, .900):
    # https://whitman.com/redbook/Coins/Detail/Quarter-Eagles+Indian-Head-1908---1929
    ("indian-head-quarter-eagle", "quarter-eagle-indian-head", 4.18, 0.9, 3.7616, 18.0),
    # Act of June 28, 1834 (58 grains pure in 64.5 grains standard), United States Mint:
    # https://www.usmint.gov/learn/history/historical-documents/legislation-to-regulate-gold-coins
    # and Stack's Bowers, Classic Head quarter eagle (18.2 mm):
    # https://stage.stacksbowers.com/coin-resource-center/us-coins/gold-quarter-eagles/classic-head-quarter-eagle/classic-head-quarter-eagle-circulation-strike
    ("classic-head-quarter-eagle", "quarter-eagle-classic-head-1834", 4.18, 0.8992, 3.7583, 18.2),
    # Three dollar gold, composition and specifications (5.015 g, 20.5 mm):
    # https://threedollargold.com/composition-and-specifications/
    ("three-dollars", "three-dollars-indian-princess", 5.015, 0.9, 4.5139, 20.5),
    # PCGS CoinFacts, Liberty Head $5: the coins of 1839 measure 22.5 mm:
    # https://www.pcgs.com/coinfacts/category/liberty-head-5-1839-1908/61
    ("liberty-head-half-eagle", "half-eagle-liberty-no-motto-large-diameter", 8.359, 0.9, 7.5231, 22.5),
    # Numismatic News, Collecting modern commemorative gold (8.359 g, 90% gold):
    # https://numismaticnews.net/collecting-101/collecting-modern-commemorative-gold
    # and WikiMili, George Washington half eagle (21.59 mm): https://wikimili.com/en/George_Washington_half_eagle
    ("modern-commemoratives", "five-dollars-george-washington-1999", 8.359, 0.9, 7.5231, 21.59),
]


@pytest.mark.parametrize(
    "series_slug, slug, weight, fineness, fine_weight, size", FIGURES, ids=[row[1] for row in FIGURES]
)
def test_us_coins_carry_their_published_figures(series_slug, slug, weight, fineness, fine_weight, size):
    coin = find(ROOT, series_slug, slug)
    assert coin["weight"] == pytest.approx(weight, abs=1e-6)
    assert coin["fineness"] == pytest.approx(fineness, abs=1e-6)
    assert coin["fineWeight"] == pytest.approx(fine_weight, abs=1e-6)
    assert coin["size"] == pytest.approx(size, abs=1e-6)


def test_the_fractional_eagles_carry_the_stated_fine_gold_not_weight_times_fineness():
    # Royal Mint / US Mint: the Gold Eagle contains the stated fraction of a troy ounce of fine gold.
    stated = {"1oz": 31.1035, "1-2oz": 15.5517, "1-4oz": 7.7759, "1-10oz": 3.1103}
    for key, fine in stated.items():
        for reverse in (1, 2):
            coin = find(ROOT, "american-gold-eagle", f"gold-eagle-{key}-type-{reverse}")
            assert coin["fineWeight"] == pytest.approx(fine, abs=1e-6)


def test_the_southern_branch_mints_are_named_as_they_were():
    # PCGS CoinFacts, Liberty Head $5: Charlotte and Dahlonega struck half eagles before the Civil War.
    coin = find(ROOT, "liberty-head-half-eagle", "half-eagle-liberty-no-motto")
    mints = {(issue["mintLetter"], issue["mint"]) for issue in coin["issues"]}
    assert {("C", "charlotte"), ("D", "dahlonega"), ("O", "new-orleans"), ("S", "san-francisco")} <= mints
    assert ("D", "denver") not in mints
    later = find(ROOT, "liberty-head-half-eagle", "half-eagle-liberty-motto")
    assert ("D", "denver") in {(issue["mintLetter"], issue["mint"]) for issue in later["issues"]}


MINTAGES = [
    # series, type, year, mint letter, finish, published mintage; each row names the page it was read from
    # US Rare Coin Investments, 1861 gold dollar, http://usrarecoininvestments.com/coin_info/1861-gold-dollar.htm
    ("gold-dollar", "gold-dollar-type-3", 1861, "", "circulation", 527150),
    # Douglas Winter, Civil War gold coins part three, 1864,
    # https://raregoldcoins.com/blog/articles/assembling-a-year-set-of-civil-war-gold-coins-part-three-1864
    ("gold-dollar", "gold-dollar-type-3", 1864, "", "proof", 50),
    ("liberty-head-quarter-eagle", "quarter-eagle-liberty-head", 1864, "", "circulation", 2824),
    # Douglas Winter, Civil War gold coins part four, 1865,
    # https://raregoldcoins.com/blog/articles/assembling-a-year-set-of-civil-war-gold-coins-part-four-1865
    ("liberty-head-quarter-eagle", "quarter-eagle-liberty-head", 1865, "", "circulation", 1520),
    # Greysheet, $10 Liberty gold series notes, https://www.greysheet.com/coin-prices/series/$10-Liberty-Gold/
    ("liberty-head-eagle", "eagle-liberty-motto", 1875, "", "circulation", 100),
    # Stack's Bowers, 1878-CC Liberty Head eagle,
    # https://stage.stacksbowers.com/coin-resource-center/coin/1878-cc-liberty-head-eagle
    ("liberty-head-eagle", "eagle-liberty-motto", 1878, "CC", "circulation", 3244),
    # Stack's Bowers, 1838-D Classic Head half eagle,
    # https://stage.stacksbowers.com/coin-resource-center/coin/1838-d-classic-head-half-eagle
    ("classic-head-half-eagle", "half-eagle-classic-head-1837", 1838, "D", "circulation", 20583),
    # Stack's Bowers, 1873 gold three dollar (Open 3 proof mintage 25, the Mint's record):
    # https://stage.stacksbowers.com/coin-resource-center/coin/1873-gold-three-dollar
    ("three-dollars", "three-dollars-indian-princess", 1873, "", "proof", 25),
    # CoinWeek (Heritage), 1876 proof three dollar: recorded 20 proofs in 1875 and 45 in 1876,
    # https://coinweek.com/1876-proof-three-dollar-perhaps-a-restrike/
    ("three-dollars", "three-dollars-indian-princess", 1875, "", "proof", 20),
    ("three-dollars", "three-dollars-indian-princess", 1876, "", "proof", 45),
    # NGC (Jeff Garrett), Southern gold dollars, https://www.ngccoin.com/news/article/5039/gold-dollars/
    ("gold-dollar", "gold-dollar-type-1", 1849, "C", "circulation", 11634),
    # CoinWeek (Doug Winter), https://coinweek.com/san-francisco-gold-coins-numismatic-significance/
    ("gold-dollar", "gold-dollar-type-1", 1854, "S", "circulation", 14632),
    # US Rare Coin Investments, https://usrarecoininvestments.com/indian_head_gold_dollar_1.htm
    ("gold-dollar", "gold-dollar-type-2", 1855, "D", "circulation", 1811),
    # AUCM, 1856-D gold dollar, http://www.aucmcoins.com/product/1856-d-1-gold-type-3-pcgs-au53/
    ("gold-dollar", "gold-dollar-type-3", 1856, "D", "circulation", 1460),
    # Douglas Winter, https://raregoldcoins.com/blog/market-blog/the-mystery-of-the-proof-1875-gold-dollar
    ("gold-dollar", "gold-dollar-type-3", 1875, "", "proof", 20),
    # CoinWeek, 1846-C Liberty Head quarter eagle, https://coinweek.com/1846-c-liberty-head-quarter-eagle-a-collectors-guide/
    ("liberty-head-quarter-eagle", "quarter-eagle-liberty-head", 1846, "C", "circulation", 4808),
    # CoinWeek, 1850-C Liberty Head quarter eagle (mintages of 1850 by mint),
    # https://coinweek.com/1850-c-liberty-head-quarter-eagle-a-collectors-guide/
    ("liberty-head-quarter-eagle", "quarter-eagle-liberty-head", 1850, "C", "circulation", 9148),
    ("liberty-head-quarter-eagle", "quarter-eagle-liberty-head", 1850, "O", "circulation", 84000),
    # Douglas Winter, https://raregoldcoins.com/blog/market-blog/a-numismatically-significant-1859-d-quarter-eagle
    ("liberty-head-quarter-eagle", "quarter-eagle-liberty-head", 1859, "D", "circulation", 2244),
    # CoinWeek (Doug Winter), https://coinweek.com/greatest-dahlonega-mint-quarter-eagle-ever/
    ("liberty-head-quarter-eagle", "quarter-eagle-liberty-head", 1856, "D", "circulation", 874),
    # NGC Coin Explorer (Heritage), 1875 $2.50, https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=517822
    ("liberty-head-quarter-eagle", "quarter-eagle-liberty-head", 1875, "", "circulation", 400),
    # AUCM, 1844-C half eagle, https://aucm.com/1844-c-5-liberty-head-half-eagle-pcgs-xf45-cac-162370500.html
    ("liberty-head-half-eagle", "half-eagle-liberty-no-motto", 1844, "C", "circulation", 23631),
    # Coin World, https://www.coinworld.com/news/us-coins/fourth-known-1854-s-half-eagle-going-to-auction.html
    ("liberty-head-half-eagle", "half-eagle-liberty-no-motto", 1854, "S", "circulation", 268),
    # NGC Coin Explorer: 1861-D, 1,597 under the U.S. Mint and more under the Confederacy, so no total,
    # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=18290
    ("liberty-head-half-eagle", "half-eagle-liberty-no-motto", 1861, "D", "circulation", None),
    # CoinWeek (Doug Winter), https://coinweek.com/half-eagles-of-the-reconstruction-philadelphia/
    ("liberty-head-half-eagle", "half-eagle-liberty-motto", 1866, "", "circulation", 6700),
    ("liberty-head-half-eagle", "half-eagle-liberty-motto", 1866, "", "proof", 30),
    # Heritage (Intelligent Collector), https://intelligentcollector.com/newly-discovered-half-eagle/
    ("liberty-head-half-eagle", "half-eagle-liberty-motto", 1875, "", "circulation", 200),
    # Stack's Bowers, https://stage.stacksbowers.com/coin-resource-center/coin/1876-cc-liberty-head-half-eagle
    ("liberty-head-half-eagle", "half-eagle-liberty-motto", 1876, "CC", "circulation", 6887),
    # Douglas Winter, New Orleans gold coins part two,
    # https://raregoldcoins.com/blog/articles/new-orleans-gold-coins-a-date-by-date-analysis
    ("liberty-head-eagle", "eagle-liberty-no-motto", 1841, "O", "circulation", 2500),
    # Douglas Winter, the finest known 1858 eagle, https://raregoldcoins.com/blog?offset=1185236687000&tag=Liberty+Head+eagles
    ("liberty-head-eagle", "eagle-liberty-no-motto", 1858, "", "circulation", 2521),
    # PCGS CoinFacts (Doug Winter), 1883-O $10, https://www.pcgs.com/coinfacts/coin/1883-o-10/8701/53
    ("liberty-head-eagle", "eagle-liberty-motto", 1883, "O", "circulation", 800),
    # Stack's Bowers, 1876-CC eagle, https://stage.stacksbowers.com/coin-resource-center/coin/1876-cc-liberty-head-eagle
    ("liberty-head-eagle", "eagle-liberty-motto", 1876, "CC", "circulation", 4696),
    ("liberty-head-eagle", "eagle-liberty-motto", 1876, "", "circulation", 687),
    # Stack's Bowers, 1861-O double eagle, https://stage.stacksbowers.com/coin-resource-center/coin/1861-o-20-liberty-double-eagle
    ("liberty-head-double-eagle", "double-eagle-liberty-type-1", 1861, "O", "circulation", 17741),
    # Douglas Winter, https://raregoldcoins.com/blog/articles/the-1854-s-quarter-eagle-a-forgotten-american-gold-rarity
    ("liberty-head-double-eagle", "double-eagle-liberty-type-1", 1854, "S", "circulation", 141468),
    # Stack's Bowers, 1870-CC double eagle, https://stage.stacksbowers.com/coin-resource-center/coin/1870-cc-liberty-double-eagle
    ("liberty-head-double-eagle", "double-eagle-liberty-type-2", 1870, "CC", "circulation", 3789),
    # Stack's Bowers, 1879-O double eagle, https://stage.stacksbowers.com/coin-resource-center/coin/1879-o-liberty-head-double-eagle
    ("liberty-head-double-eagle", "double-eagle-liberty-type-3", 1879, "O", "circulation", 2325),
    # Stack's Bowers, 1885-CC double eagle, https://stage.stacksbowers.com/coin-resource-center/coin/1885-cc-liberty-double-eagle
    ("liberty-head-double-eagle", "double-eagle-liberty-type-3", 1885, "CC", "circulation", 9450),
    # Stack's Bowers, 1889-CC double eagle, https://stage.stacksbowers.com/coin-resource-center/coin/1889-cc-liberty-double-eagle
    ("liberty-head-double-eagle", "double-eagle-liberty-type-3", 1889, "CC", "circulation", 30945),
    # US Rare Coin Investments, 1825 and 1827 quarter eagles,
    # http://www.usrarecoininvestments.com/collecting/1825-quarter-eagle.htm,
    # https://usrarecoininvestments.com/collecting/1827-quarter-eagle.htm; 1826: https://usrarecoininvestments.com/quarter_eagle_2.htm
    ("capped-head-quarter-eagle", "quarter-eagle-capped-head-1821", 1825, "", "circulation", 4434),
    ("capped-head-quarter-eagle", "quarter-eagle-capped-head-1821", 1826, "", "circulation", 760),
    ("capped-head-quarter-eagle", "quarter-eagle-capped-head-1821", 1827, "", "circulation", 2800),
]


def test_the_capped_head_quarter_eagles_are_the_eleven_published_issues_of_1821_to_1834():
    # Coin Auctions Help: eleven issues by date, 1821-1834, http://www.coinauctionshelp.com/Capped_Head_$2.50_Quarter_Eagle.html;
    # CoinWeek: the six years 1829-1834 of the reduced diameter, none in 1828,
    # https://coinweek.com/quarter-eagles-capped-head-left-quarter-eagle-reduced-diameter-1829-1834/
    large = [
        i["year"]
        for i in find("united-states", "capped-head-quarter-eagle", "quarter-eagle-capped-head-1821")["issues"]
    ]
    small = [
        i["year"]
        for i in find("united-states", "capped-head-quarter-eagle", "quarter-eagle-capped-head-1829")["issues"]
    ]
    assert small == list(range(1829, 1835))
    assert sorted(large + small) == [1821, 1824, 1825, 1826, 1827, *range(1829, 1835)]


@pytest.mark.parametrize(
    "series_slug, slug, year, letter, finish, mintage", MINTAGES, ids=[f"{r[1]}-{r[2]}{r[3]}-{r[4]}" for r in MINTAGES]
)
def test_us_issues_carry_their_published_mintages(series_slug, slug, year, letter, finish, mintage):
    issues = issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, finish=finish)
    assert [issue["mintage"] for issue in issues] == [mintage]


def test_carson_city_eagles_and_dahlonega_dollars_match_the_published_date_counts():
    # Douglas Winter: 19 dates of Carson City eagles; 13 Dahlonega gold dollar issues; Dahlonega quarter eagles
    # 1839-1859, 20 issues of which the 1839 is the Classic Head.
    def count(slug_pairs, letter, mint):
        return sum(
            1
            for series_slug, slug in slug_pairs
            for issue in find(ROOT, series_slug, slug)["issues"]
            if (issue["mintLetter"], issue["mint"], issue["finish"]) == (letter, mint, "circulation")
        )

    assert count([("liberty-head-eagle", "eagle-liberty-motto")], "CC", "carson-city") == 19
    dollars = [("gold-dollar", f"gold-dollar-type-{n}") for n in (1, 2, 3)]
    assert count(dollars, "D", "dahlonega") == 13
    quarters = [("classic-head-quarter-eagle", "quarter-eagle-classic-head-1837")]
    quarters.append(("liberty-head-quarter-eagle", "quarter-eagle-liberty-head"))
    assert count(quarters, "D", "dahlonega") == 20


def test_the_1873_three_dollar_is_listed_as_proof_and_as_circulation_strike():
    # NGC Coin Explorer (Heritage), 1873 Closed 3 $3: Mint records list only 25 proofs, yet Close 3 business
    # strikes exist: https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=517995
    # NGC Coin Explorer (Heritage), 1875 $2.50: no three-dollar business strikes in 1875:
    # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=517822
    coin = find(ROOT, "three-dollars", "three-dollars-indian-princess")
    philadelphia = {(issue["year"], issue["finish"]) for issue in coin["issues"] if issue["mintLetter"] == ""}
    assert {(1873, "proof"), (1873, "circulation"), (1875, "proof"), (1876, "proof")} <= philadelphia
    assert (1875, "circulation") not in philadelphia and (1876, "circulation") not in philadelphia
    circulation = [i for i in coin["issues"] if (i["year"], i["mintLetter"], i["finish"]) == (1873, "", "circulation")]
    assert [i["mintage"] for i in circulation] == [None]


def test_new_orleans_and_san_francisco_gold_dollars_match_the_published_dates():
    # Douglas Winter, New Orleans gold coins part one: gold dollars 1849-1853 and 1855,
    # https://raregoldcoins.com/blog/articles/new-orleans-gold-coins-a-date-by-date-analysis-part-one
    # Douglas Winter, the gold coinage of the San Francisco Mint part one: seven gold dollar issues,
    # https://raregoldcoins.com/blog/articles/the-gold-coinage-of-the-san-francisco-mint-part-one
    def years(letter):
        return sorted(
            issue["year"]
            for n in (1, 2, 3)
            for issue in find(ROOT, "gold-dollar", f"gold-dollar-type-{n}")["issues"]
            if issue["mintLetter"] == letter and issue["finish"] == "circulation"
        )

    assert years("O") == [1849, 1850, 1851, 1852, 1853, 1855]
    assert len(years("S")) == 7


def test_quarter_eagle_dates_match_the_published_counts_and_gaps():
    # CoinWeek, 1850-C quarter eagle: Charlotte struck quarter eagles every year but 1845, 1853, 1857 and 1859,
    # https://coinweek.com/1850-c-liberty-head-quarter-eagle-a-collectors-guide/
    # CoinWeek (Doug Winter): 22 San Francisco quarter eagles 1854-1879,
    # https://coinweek.com/the-liberty-head-gold-coins-of-san-francisco-the-quarter-eagle/
    # Douglas Winter: 14 New Orleans quarter eagle issues 1839-1857, counting the 1839-O Classic Head and the 1843-O
    # Small and Large Date, https://raregoldcoins.com/blog/tag/New+Orleans+quarter+eagles
    # Douglas Winter, 1859-D: none struck at Dahlonega in 1858 or after 1859,
    # https://raregoldcoins.com/blog/market-blog/a-numismatically-significant-1859-d-quarter-eagle
    def years(slug, letter):
        series = "liberty-head-quarter-eagle" if slug == "quarter-eagle-liberty-head" else "classic-head-quarter-eagle"
        return sorted(
            issue["year"]
            for issue in find(ROOT, series, slug)["issues"]
            if issue["mintLetter"] == letter and issue["finish"] == "circulation"
        )

    liberty, classic = "quarter-eagle-liberty-head", "quarter-eagle-classic-head-1837"
    charlotte = years(classic, "C") + years(liberty, "C")
    assert charlotte == [y for y in range(1838, 1861) if y not in (1845, 1853, 1857, 1859)]
    assert len(years(liberty, "S")) == 22
    assert years(classic, "O") == [1839] and len(years(liberty, "O")) == 12
    assert not {1858, 1860, 1861} & set(years(liberty, "D"))


def test_half_eagle_dates_match_the_published_counts():
    # Douglas Winter: 19 dates of Carson City half eagles,
    # https://raregoldcoins.com/blog/articles/carson-city-half-eagles-an-introduction-and-overview
    # Douglas Winter: thirteen No Motto New Orleans half eagles counting the 1843-O twice, and With Motto 1892-1894,
    # https://raregoldcoins.com/blog/articles/new-orleans-half-eagles-an-updated-look
    # Gold Rush Gallery: Dahlonega half eagles in all 24 years 1838-1861, https://goldrushgallery.com/dahlmint/coinage.html
    # CharlotteGold.net: Charlotte reopened in 1846 after a one-year hiatus, http://charlottegold.net/research/?cat=6&coin=1846c
    def years(slugs, letter):
        return sorted(
            issue["year"]
            for series, slug in slugs
            for issue in find(ROOT, series, slug)["issues"]
            if issue["mintLetter"] == letter and issue["finish"] == "circulation"
        )

    liberty = [
        ("liberty-head-half-eagle", s)
        for s in (
            "half-eagle-liberty-no-motto-large-diameter",
            "half-eagle-liberty-no-motto",
            "half-eagle-liberty-motto",
        )
    ]
    classic = [("classic-head-half-eagle", "half-eagle-classic-head-1837")]
    assert len(years(liberty, "CC")) == 19
    assert len(years(liberty[1:2], "O")) == 12 and years(liberty[2:], "O") == [1892, 1893, 1894]
    dahlonega = [y for y in years(classic + liberty, "D") if y < 1900]
    assert dahlonega == list(range(1838, 1862))
    assert years(classic + liberty, "C") == [y for y in range(1838, 1862) if y != 1845]


def test_new_orleans_eagles_are_the_published_dates_of_issue():
    # Douglas Winter, New Orleans gold coins part two: eagles 1841-1860, 1879-1883, 1888, 1892-1895, 1897, 1899, 1901,
    # 1903-1904, 1906, https://raregoldcoins.com/blog/articles/new-orleans-gold-coins-a-date-by-date-analysis
    published = [*range(1841, 1861), *range(1879, 1884), 1888, *range(1892, 1896), 1897, 1899, 1901, 1903, 1904, 1906]
    listed = sorted(
        issue["year"]
        for slug in ("eagle-liberty-no-motto", "eagle-liberty-motto")
        for issue in find(ROOT, "liberty-head-eagle", slug)["issues"]
        if issue["mintLetter"] == "O" and issue["finish"] == "circulation"
    )
    assert listed == published


def test_liberty_double_eagle_dates_match_the_published_counts():
    # Douglas Winter: 19 dates of Carson City double eagles,
    # https://raregoldcoins.squarespace.com/blog/articles/carson-city-double-eagles-an-introduction-and-overview
    # Stack's Bowers, 1861-O: 13 New Orleans Mint issues in the Liberty Head double eagle series,
    # https://stage.stacksbowers.com/coin-resource-center/coin/1861-o-20-liberty-double-eagle
    # Heritage, 1885 $20: in 1886 no branch mint struck double eagles, https://www.icollector.com/1885-20-AU55-Prooflike-NGC_i7386219
    issues = [
        issue
        for n in (1, 2, 3)
        for issue in find(ROOT, "liberty-head-double-eagle", f"double-eagle-liberty-type-{n}")["issues"]
        if issue["finish"] == "circulation"
    ]
    assert sum(1 for issue in issues if issue["mintLetter"] == "CC") == 19
    assert sum(1 for issue in issues if issue["mintLetter"] == "O") == 13
    assert [issue["mintLetter"] for issue in issues if issue["year"] == 1886] == [""]
    assert not [issue for issue in issues if issue["mintLetter"] == "CC" and 1886 <= issue["year"] <= 1888]
