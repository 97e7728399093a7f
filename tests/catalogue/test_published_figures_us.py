"""Published figures of United States gold coins, pinned against the sources named on each row.

Pure Python over the bundled catalogue (fixtures/catalogue/united-states.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at

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


# -- issue 33: the sweep, gold before 1834, the classic commemoratives ---------------------------------------

SWEPT_FIGURES = [
    # series, type, gross weight g, fineness, diameter mm (None where sources disagree and it is left null)
    # libertyquartereagle.com, composition and specifications (4.18 g, 18 mm, reeded):
    # http://libertyquartereagle.com/composition-specifications/
    ("liberty-head-quarter-eagle", "quarter-eagle-liberty-head", 4.18, 0.9, 18.0),
    # classicheadhalfeagle.com, composition and specifications (22.5 mm, reeded):
    # https://classicheadhalfeagle.com/composition-and-specifications/
    ("classic-head-half-eagle", "half-eagle-classic-head-1834", 8.359, 0.8992, 22.5),
    ("classic-head-half-eagle", "half-eagle-classic-head-1837", 8.359, 0.9, 22.5),
    # cappedbusteagle.com, 1798 Capped Bust Eagle (17.50 g, 33 mm, 91.67%): https://cappedbusteagle.com/1798-capped-bust-eagle/
    ("capped-bust-eagle", "eagle-capped-bust-small-eagle", 17.5, 0.9167, 33.0),
    ("capped-bust-eagle", "eagle-capped-bust-heraldic-eagle", 17.5, 0.9167, 33.0),
    # Paradime Coins, type 1 Small Eagle $5 (25 mm, 8.75 g): https://paradimecoins.com/collections/type-1-small-eagle-draped-bust-5
    ("early-half-eagle", "half-eagle-capped-bust-small-eagle", 8.75, 0.9167, 25.0),
    # Stack's Bowers, Heraldic Eagle $5 (25 mm, 8.75 g):
    # https://stage.stacksbowers.com/coin-resource-center/us-coins/gold-half-eagles/capped-bust-half-eagle-right/capped-bust-right-half-eagle-type-2-heraldic-eagle
    ("early-half-eagle", "half-eagle-capped-bust-heraldic-eagle", 8.75, 0.9167, 25.0),
    # Review: cappedbusthalfeagle.com, composition and specifications (25 mm 1807-1829, 8.75 g, 91.67%):
    # http://cappedbusthalfeagle.com/composition-and-specifications/ (WorthPoint's 8.748 g could not be re-read)
    ("early-half-eagle", "half-eagle-capped-bust-left", 8.75, 0.9167, 25.0),
    ("early-half-eagle", "half-eagle-capped-head-large-diameter", 8.75, 0.9167, 25.0),
    # Your Rare Coin Collecting Guide and cappedbusthalfeagle.com 23.8 mm against APMEX 22.5 mm: null
    # https://www.your-rare-coin-collecting-guide.com/capped-head-half-eagle-reduced.html
    ("early-half-eagle", "half-eagle-capped-head-reduced-diameter", 8.75, 0.9167, None),
    # Stack's Bowers, type 1 no stars $2.5 (20 mm, 4.37 g):
    # https://stage.stacksbowers.com/coin-resource-center/us-coins/gold-quarter-eagles/capped-bust-quarter-eagle-right/capped-bust-quarter-eagle-type-1-no-stars
    ("capped-bust-quarter-eagle", "quarter-eagle-capped-bust-no-stars", 4.37, 0.9167, 20.0),
    ("capped-bust-quarter-eagle", "quarter-eagle-capped-bust-stars", 4.37, 0.9167, 20.0),
    # Early Commemorative Coins, Lewis and Clark gold dollar (1.672 g, 15 mm):
    # https://earlycommemorativecoins.com/1904-1905-lewis-and-clark-exposition-gold-dollar
    ("classic-gold-commemoratives", "gold-dollar-lewis-and-clark", 1.672, 0.9, 15.0),
    # CoinVarieties, 1915-S 2-1/2 dollars (4.18 g, 18 mm): https://coinvarieties.com/index.php/United_States_1915-S_2-1/2_dollars
    ("classic-gold-commemoratives", "quarter-eagle-panama-pacific-1915", 4.18, 0.9, 18.0),
    # CoinVarieties, 1926 2-1/2 dollars KM-161 (18 mm): https://coinvarieties.com/index.php/United_States_1926_2-1/2_dollars_KM-161
    ("classic-gold-commemoratives", "quarter-eagle-sesquicentennial-1926", 4.18, 0.9, 18.0),
    # CoinVarieties, 1915-S 50 dollars (1,290 grains = 83.59 g; round 43.2 mm against NGC's 44 mm, so null):
    # https://coinvarieties.com/index.php/United_States_1915-S_50_dollars_KM-138
    ("classic-gold-commemoratives", "fifty-dollars-panama-pacific-round", 83.59, 0.9, None),
    ("classic-gold-commemoratives", "fifty-dollars-panama-pacific-octagonal", 83.59, 0.9, None),
    # PCGS CoinFacts 14.30 mm against NGC data 15 mm for the Jefferson dollar: null
    # https://www.pcgs.com/coinfacts/coin/1903-g-1-la-purchase-jefferson/7443
    ("classic-gold-commemoratives", "gold-dollar-louisiana-purchase-jefferson-1903", 1.672, 0.9, None),
]


@pytest.mark.parametrize("series_slug, slug, weight, fineness, size", SWEPT_FIGURES, ids=[r[1] for r in SWEPT_FIGURES])
def test_swept_and_new_us_types_carry_their_published_figures(series_slug, slug, weight, fineness, size):
    coin = find(ROOT, series_slug, slug)
    assert coin["weight"] == pytest.approx(weight, abs=1e-6)
    assert coin["fineness"] == pytest.approx(fineness, abs=1e-6)
    # the fine gold is the law's stated figure where one is stated (58.05 grains for the quarter eagle of 1837,
    # 116 grains for the half eagle of 1834), else weight x fineness
    stated = {"quarter-eagle-liberty-head": 3.7616, "half-eagle-classic-head-1834": 7.5167}
    stated |= {s: 3.7616 for s in ("quarter-eagle-panama-pacific-1915", "quarter-eagle-sesquicentennial-1926")}
    assert coin["fineWeight"] == pytest.approx(stated.get(slug, round(weight * fineness, 4)), abs=1e-4)
    assert coin["size"] == (None if size is None else pytest.approx(size, abs=1e-6))


YEAR_RANGES = [
    # cappedbusteagle.com: Small Eagle 1795-1797, Heraldic Eagle 1797-1804, https://cappedbusteagle.com/capped-bust-eagle-mintage/
    ("capped-bust-eagle", "eagle-capped-bust-small-eagle", 1795, 1797),
    ("capped-bust-eagle", "eagle-capped-bust-heraldic-eagle", 1797, 1804),
    # drapedbusthalfeagle.com: Small Eagle 1795-1798, Heraldic Eagle 1795-1807,
    # https://drapedbusthalfeagle.com/draped-bust-half-eagle-mintage
    ("early-half-eagle", "half-eagle-capped-bust-small-eagle", 1795, 1798),
    ("early-half-eagle", "half-eagle-capped-bust-heraldic-eagle", 1795, 1807),
    # CoinWeek: Capped Draped Bust 1807-1812, https://coinweek.com/half-eagles-capped-draped-bust-half-eagles-1807-1812/
    ("early-half-eagle", "half-eagle-capped-bust-left", 1807, 1812),
    # WorthPoint: Capped Head large size 1813-1829; PCGS: close collar, small diameter from 1829
    ("early-half-eagle", "half-eagle-capped-head-large-diameter", 1813, 1829),
    ("early-half-eagle", "half-eagle-capped-head-reduced-diameter", 1829, 1834),
    # PCGS CoinFacts, Draped Bust $2.5 1796-1807, https://www.pcgs.com/coinfacts/category/draped-bust-2-5-1796-1807/1656
    ("capped-bust-quarter-eagle", "quarter-eagle-capped-bust-no-stars", 1796, 1796),
    ("capped-bust-quarter-eagle", "quarter-eagle-capped-bust-stars", 1796, 1807),
    # PCGS CoinFacts, Liberty Head $5: the coins of 1839 and some of 1840 at 22.5 mm,
    # https://www.pcgs.com/coinfacts/category/liberty-head-5-1839-1908/61
    ("liberty-head-half-eagle", "half-eagle-liberty-no-motto-large-diameter", 1839, 1840),
    # Early Commemorative Coins: Lewis and Clark dollars 1904 and 1905
    ("classic-gold-commemoratives", "gold-dollar-lewis-and-clark", 1904, 1905),
    # Type Sets wiki: McKinley Memorial 1916-1917, http://typesets.wikidot.com/1916-17-mckinley-memorial
    ("classic-gold-commemoratives", "gold-dollar-mckinley-memorial", 1916, 1917),
]


@pytest.mark.parametrize("series_slug, slug, first, last", YEAR_RANGES, ids=[r[1] for r in YEAR_RANGES])
def test_us_year_ranges_are_the_published_ranges_of_striking(series_slug, slug, first, last):
    coin = find(ROOT, series_slug, slug)
    assert (coin["minYear"], coin["maxYear"]) == (first, last)


EARLY_AND_COMMEMORATIVE_MINTAGES = [
    # cappedbusteagle.com mintage page (1798 varieties 900 and 842; 1799 37,449)
    ("capped-bust-eagle", "eagle-capped-bust-heraldic-eagle", 1799, "", "", 37449),
    ("capped-bust-eagle", "eagle-capped-bust-heraldic-eagle", 1798, "", "1798/7, 9 stars left, 4 right", 900),
    ("capped-bust-eagle", "eagle-capped-bust-heraldic-eagle", 1798, "", "1798/7, 7 stars left, 6 right", 842),
    # CoinWeek, 1800 eagle (5,999), https://coinweek.com/1800-capped-bust-right-eagle-a-collectors-guide/
    ("capped-bust-eagle", "eagle-capped-bust-heraldic-eagle", 1800, "", "", 5999),
    # 1801: cappedbusteagle.com 44,344 against CoinWeek 33,344, so null
    ("capped-bust-eagle", "eagle-capped-bust-heraldic-eagle", 1801, "", "", None),
    # drapedbusthalfeagle.com mintage table
    ("early-half-eagle", "half-eagle-capped-bust-small-eagle", 1795, "", "", 8707),
    ("early-half-eagle", "half-eagle-capped-bust-small-eagle", 1797, "", "", 3609),
    ("early-half-eagle", "half-eagle-capped-bust-heraldic-eagle", 1806, "", "", 64093),
    ("early-half-eagle", "half-eagle-capped-bust-heraldic-eagle", 1802, "", "", 53176),
    # APMEX, Capped Bust Left large 1813-1834 (1813 95,428; 1820 263,806), 1815: APMEX 535 against Numismatic News 635
    # https://learn.apmex.com/coin-guide/guide-to-gold-values/capped-bust-left-large-1813-to-1834/
    ("early-half-eagle", "half-eagle-capped-head-large-diameter", 1813, "", "", 95428),
    ("early-half-eagle", "half-eagle-capped-head-large-diameter", 1820, "", "", 263806),
    ("early-half-eagle", "half-eagle-capped-head-large-diameter", 1815, "", "", None),
    # Douglas Winter, the very rare 1821 half eagle: recorded mintage 34,461,
    # https://raregoldcoins.com/blog?category=Market+Blog&offset=1259075394000
    # 1821: Winter 34,461 against Greysheet 34,641, so null (test_published_figures_us_greysheet.py)
    ("early-half-eagle", "half-eagle-capped-head-large-diameter", 1821, "", "", None),
    # Stack's Bowers, 1830 and 1833 Capped Head Left half eagles (126,351; 193,630)
    ("early-half-eagle", "half-eagle-capped-head-reduced-diameter", 1830, "", "", 126351),
    # PCGS CoinFacts (Bowers), Draped Bust $2.5: 963 no stars; 1802/1 3,035; 1806 8x5 1,136 and 7x6 480; 1807 6,812
    ("capped-bust-quarter-eagle", "quarter-eagle-capped-bust-no-stars", 1796, "", "No Stars", 963),
    ("capped-bust-quarter-eagle", "quarter-eagle-capped-bust-stars", 1802, "", "1802/1", 3035),
    ("capped-bust-quarter-eagle", "quarter-eagle-capped-bust-stars", 1806, "", "8 stars left, 5 right", 1136),
    ("capped-bust-quarter-eagle", "quarter-eagle-capped-bust-stars", 1806, "", "7 stars left, 6 right", 480),
    ("capped-bust-quarter-eagle", "quarter-eagle-capped-bust-stars", 1807, "", "", 6812),
    # Early Commemorative Coins / Heritage: Lewis and Clark net 10,025 and 10,041
    ("classic-gold-commemoratives", "gold-dollar-lewis-and-clark", 1904, "", "", 10025),
    ("classic-gold-commemoratives", "gold-dollar-lewis-and-clark", 1905, "", "", 10041),
    # PCGS CoinFacts: LA Purchase Jefferson 17,500; CoinVarieties: Pan-Pac $2.5 6,749, Sesqui 46,019, fifties 483 and 645
    ("classic-gold-commemoratives", "gold-dollar-louisiana-purchase-jefferson-1903", 1903, "", "", 17500),
    ("classic-gold-commemoratives", "quarter-eagle-panama-pacific-1915", 1915, "S", "", 6749),
    ("classic-gold-commemoratives", "quarter-eagle-sesquicentennial-1926", 1926, "", "", 46019),
    ("classic-gold-commemoratives", "fifty-dollars-panama-pacific-round", 1915, "S", "", 483),
    ("classic-gold-commemoratives", "fifty-dollars-panama-pacific-octagonal", 1915, "S", "", 645),
    # Type Sets: Pan-Pac dollar net 15,000; Grant without star 5,015; Grant with star PCGS 5,016 against Type Sets 5,000
    ("classic-gold-commemoratives", "gold-dollar-panama-pacific-1915", 1915, "S", "", 15000),
    # Grant without star: Type Sets 5,015 against Greysheet 5,016, so null (test_published_figures_us_greysheet.py)
    ("classic-gold-commemoratives", "gold-dollar-grant-memorial-no-star", 1922, "", "No star", None),
    ("classic-gold-commemoratives", "gold-dollar-grant-memorial-star", 1922, "", "With star", None),
]


@pytest.mark.parametrize(
    "series_slug, slug, year, letter, variety, mintage",
    EARLY_AND_COMMEMORATIVE_MINTAGES,
    ids=[f"{r[1]}-{r[2]}{r[3]}-{r[4] or 'plain'}" for r in EARLY_AND_COMMEMORATIVE_MINTAGES],
)
def test_early_gold_and_commemoratives_carry_their_published_mintages(
    series_slug, slug, year, letter, variety, mintage
):
    issues = [
        i
        for i in issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, variety=variety)
        if i["finish"] in ("circulation", "uncirculated")
    ]
    assert [issue["mintage"] for issue in issues] == [mintage]


def test_the_1833_half_eagle_mintage_is_the_published_one():
    # Stack's Bowers, 1833 Small Date: 193,630 half eagles in 1833,
    # https://stage.stacksbowers.com/coin-resource-center/coin/1833-small-date-capped-head-left-half-eagle
    issues = issues_at(ROOT, "early-half-eagle", "half-eagle-capped-head-reduced-diameter", year=1833)
    assert [i["mintage"] for i in issues] == [193630]


def test_the_1804_eagle_restrike_is_a_proof_of_the_heraldic_type():
    # cappedbusteagle.com: 1804 proof restrikes made in 1834, four known, https://cappedbusteagle.com/1804-capped-bust-eagle
    proofs = issues_at(ROOT, "capped-bust-eagle", "eagle-capped-bust-heraldic-eagle", year=1804, finish="proof")
    assert len(proofs) == 1 and proofs[0]["mintage"] is None
    # no eagle is dated 1802 (cappedbusteagle.com)
    assert not issues_at(ROOT, "capped-bust-eagle", "eagle-capped-bust-heraldic-eagle", year=1802)


def test_proof_issues_of_the_twentieth_century_gold():
    # indianquartereagle.com: proofs 1908-1915, 682 in 1910, https://indianquartereagle.com/proof-indian-quarter-eagles/
    # NGC: 1908 proof mintage 236 (gross), https://www.ngccoin.com/news/article/1993/From-the-NGC-Archives/
    quarter = find(ROOT, "indian-head-quarter-eagle", "quarter-eagle-indian-head")
    proofs = {i["year"]: i["mintage"] for i in quarter["issues"] if i["finish"] == "proof"}
    assert sorted(proofs) == list(range(1908, 1916))
    assert (proofs[1908], proofs[1909], proofs[1910]) == (236, 139, 682)
    # saintgaudensdoubleeagle.com: the most proofs, 167, in 1910, http://saintgaudensdoubleeagle.com/proof-saint-gaudens-double-eagles/
    assert [
        i["mintage"]
        for i in issues_at(
            ROOT, "saint-gaudens-double-eagle", "double-eagle-saint-gaudens-motto", year=1910, finish="proof"
        )
    ] == [167]
    # usrarecoininvestments.com 1908 proofs 167, 1911 139; keycoins.com 1909 proofs 78; CoinWeek (Red Book) 1912 144
    # and 1915 75; B. M. Cham 1913 99; usrarecoininvestments.com and Greysheet 1910 250, a figure the first page doubts
    # (the pages in tests/catalogue/test_published_figures_us_classic_depth.py and test_published_figures_us_greysheet.py)
    half = {
        i["year"]: i["mintage"]
        for i in find(ROOT, "indian-head-half-eagle", "half-eagle-indian-head")["issues"]
        if i["finish"] == "proof"
    }
    assert half == {1908: 167, 1909: 78, 1910: 250, 1911: 139, 1912: 144, 1913: 99, 1915: 75}


CATALOGUE_NUMBERS = [
    # CoinTalk (Krause-Mishler 136) and HobbyRay (Friedberg 101, KM-136), https://www.cointalk.com/posts/26707928
    ("classic-gold-commemoratives", "gold-dollar-panama-pacific-1915", ["KM# 136", "Fr. 101"]),
    # CoinVarieties: KM 137 and KM 161
    ("classic-gold-commemoratives", "quarter-eagle-panama-pacific-1915", ["KM# 137"]),
    ("classic-gold-commemoratives", "quarter-eagle-sesquicentennial-1926", ["KM# 161"]),
    # Coin-Brothers: KM# 230 (Mount Rushmore $5), KM# 239 (Columbus $5), https://coin-brothers.com/catalog/coin7321
    ("modern-commemoratives", "five-dollars-mount-rushmore-1991", ["KM# 230"]),
    ("modern-commemoratives", "five-dollars-columbus-quincentenary-1992", ["KM# 239"]),
]


@pytest.mark.parametrize("series_slug, slug, refs", CATALOGUE_NUMBERS, ids=[r[1] for r in CATALOGUE_NUMBERS])
def test_us_types_carry_the_published_catalogue_numbers_krause_first(series_slug, slug, refs):
    coin = find(ROOT, series_slug, slug)
    assert coin["references"] == refs


def test_the_modern_five_dollars_name_their_designers():
    # PCGS (Bowers), Commemorative Coins of the United States, ch. 9: Jovine (1987), Jones and Jovine (1988), Mercanti (1989)
    # https://auth.pcgs.com/books/commemoratives/Chapter09/34 ; .../36 ; .../38
    def designers(slug):
        coin = find(ROOT, "modern-commemoratives", slug)
        return coin["sides"][0]["engravers"], coin["sides"][1]["engravers"]

    assert designers("five-dollars-constitution-1987") == (["Marcel Jovine"], ["Marcel Jovine"])
    assert designers("five-dollars-seoul-olympics-1988") == (["Elizabeth Jones"], ["Marcel Jovine"])
    assert designers("five-dollars-congress-bicentennial-1989") == (["John Mercanti"], ["John Mercanti"])
    # Whitman Red Book, XXV Olympiad: obverse James Sharpe (modelled by T. James Ferrell), reverse James Peed
    assert designers("five-dollars-barcelona-olympics-1992")[1] == ["James Peed"]


# -- Cuba (a new root) ----------------------------------------------------------------------------------------

CUBA = [
    # Stack's Bowers, 1915 Cuban 20 pesos (33.436 G, 900 fine), https://stage.stacksbowers.com/cuban-20-pesos
    # Sedwick, 20 pesos 1915 KM-21 Fr-1 (edge CON TODOS Y PARA TODOS),
    # https://auction.sedwickcoins.com/Cuba-struck-at-the-Philadelphia-mint-specimen-20-pesos-1915-unique-NGC-SP-63-finest-and-only_i31506856
    ("pesos-20", 33.436, 34.0),
    # Numisquare (Numista data): legend 16.718 G. 900 M, https://www.numisquare.com/10-pesos-jos--mart--3536881170.html
    # NCV Grading, Cuba 10 pesos: 27 mm, https://ncvgrading.com/cuba-10-pesos-coin/
    ("pesos-10", 16.718, 27.0),
    # Cruzis Coins: 8.359 G, 900 M, reeded, http://cruzis-coins.com/Gold/1916cub.html
    ("pesos-5", 8.359, 21.5),
]


@pytest.mark.parametrize("slug, weight, size", CUBA, ids=[r[0] for r in CUBA])
def test_cuban_gold_pesos_carry_their_published_figures(slug, weight, size):
    coin = find("cuba", "marti-gold", slug)
    assert coin["weight"] == pytest.approx(weight, abs=1e-6)
    assert coin["fineness"] == pytest.approx(0.9, abs=1e-6)
    assert (coin["minYear"], coin["maxYear"]) == (1915, 1916)
    assert coin["size"] == (None if size is None else pytest.approx(size, abs=1e-6))


def test_the_cuban_20_pesos_of_1916_is_a_proof_of_ten_and_carries_km_21():
    # Sedwick: "the 20 pesos of that year is only known in Proof (just ten minted)"; KM-21; Fr-1
    coin = find("cuba", "marti-gold", "pesos-20")
    assert coin["references"] == ["KM# 21", "Fr. 1"]
    assert [(i["finish"], i["mintage"]) for i in coin["issues"] if i["year"] == 1916] == [("proof", 10)]
    assert coin["sides"][2]["lettering"] == "CON TODOS Y PARA TODOS"


def test_the_1808_quarter_eagle_is_its_own_type_of_2710():
    # cappedbustquartereagle.com: 20 mm in 1808, 4.37 g, https://cappedbustquartereagle.com/composition-specifications/
    # Stack's Bowers: circulation mintage 2,710, https://stacksbowers.com/coin-resource-center/coin/1808-capped-bust-left-quarter-eagle/
    coin = find(ROOT, "capped-bust-quarter-eagle", "quarter-eagle-capped-bust-left-1808")
    assert (coin["minYear"], coin["maxYear"], coin["size"], coin["weight"]) == (1808, 1808, 20.0, 4.37)
    assert [(i["year"], i["mintage"]) for i in coin["issues"]] == [(1808, 2710)]


def test_modern_five_dollar_mintages_by_finish():
    # Bold Precious Metals, 1987 Constitution $5: uncirculated 214,225, proof 651,659,
    # https://boldpreciousmetals.com/product/1980/5-us-modern-commemorative-gold-coin
    # CoinsAndStamps.com, 1991 Mount Rushmore $5: uncirculated 31,959, proof 111,991
    def mintages(slug):
        return {i["finish"]: i["mintage"] for i in find(ROOT, "modern-commemoratives", slug)["issues"]}

    assert mintages("five-dollars-constitution-1987") == {"uncirculated": 214225, "proof": 651659}
    assert mintages("five-dollars-mount-rushmore-1991") == {"uncirculated": 31959, "proof": 111991}


def test_the_2009_ultra_high_relief_double_eagle():
    # PCGS CoinFacts: 27.00 mm, 31.10 g, 99.99% gold, lettered edge; 114,427 against CoinFactsWiki's 115,178, so null
    # http://www.psacardfacts.com/coinfacts/coin/2009-20-ultra-high-relief/407404 ; Coin-Brothers KM# 464, 4 mm thick
    coin = find(ROOT, "ultra-high-relief-double-eagle", "ultra-high-relief-double-eagle-2009")
    assert (coin["size"], coin["thickness"], coin["weight"], coin["fineness"]) == (27.0, 4.0, 31.1, 0.9999)
    assert coin["references"] == ["KM# 464"]
    assert [i["mintage"] for i in coin["issues"]] == [None]


def test_the_american_liberty_high_relief_gold():
    # Wikipedia (pinocchiopedia copy): 31.10 g, 30.61 mm, .9999; 2015 mintage 49,325,
    # https://pinocchiopedia.com/wiki/American_Liberty_high_relief_gold_coin
    first = find(ROOT, "american-liberty-high-relief", "american-liberty-2015")
    assert (first["size"], first["weight"], first["value"]) == (30.61, 31.1, "100 Dollars")
    assert [(i["year"], i["finish"], i["mintage"]) for i in first["issues"]] == [(2015, "uncirculated", 49325)]
    # PCGS CoinFacts: the 2017 coin is a proof with 13 raised stars and 225th Anniversary on the edge
    anniversary = find(ROOT, "american-liberty-high-relief", "american-liberty-2017")
    assert [i["finish"] for i in anniversary["issues"]] == ["proof"]
    assert anniversary["sides"][2]["lettering"] == "225th Anniversary"


def test_the_manila_four_pesos_of_isabel_ii():
    # CoinVarieties, Philippines 1866 4 pesos: 21 mm, 6.77 g, .875, 44,450, KM 144, Fr-1,
    # https://coinvarieties.com/index.php?diff=next&oldid=318498&title=Philippines_1866_4_pesos
    # Philippine Philatelist: 1,530 dated 1867, http://philippinephilatelist.net/mint/survey15.html
    # León Gallery: coins dated 1868 struck until 1873
    coin = find("philippines", "manila-gold-isabel-ii", "pesos-4-isabel-ii")
    assert (coin["size"], coin["weight"], coin["fineness"]) == (21.0, 6.77, 0.875)
    assert (coin["minYear"], coin["maxYear"]) == (1861, 1873)
    assert coin["references"] == ["KM# 144", "Fr. 1"]
    by_year = {i["year"]: i for i in coin["issues"]}
    assert sorted(by_year) == list(range(1861, 1869))
    assert (by_year[1866]["mintage"], by_year[1867]["mintage"]) == (44450, 1530)
    assert (by_year[1868]["minYear"], by_year[1868]["maxYear"]) == (1868, 1873)


def test_the_1859_proofs_of_every_gold_denomination():
    # Stack's Bowers, 1859 proof quarter eagle: 80 proofs of each gold denomination current in 1859,
    # https://stacksbowers.com/coin-resource-center/coin/1859-new-reverse-proof-liberty-head-quarter-eagle/
    for series_slug, slug in (
        ("gold-dollar", "gold-dollar-type-3"),
        ("liberty-head-quarter-eagle", "quarter-eagle-liberty-head"),
        ("three-dollars", "three-dollars-indian-princess"),
        ("liberty-head-half-eagle", "half-eagle-liberty-no-motto"),
        ("liberty-head-eagle", "eagle-liberty-no-motto"),
        ("liberty-head-double-eagle", "double-eagle-liberty-type-1"),
    ):
        assert [i["mintage"] for i in issues_at(ROOT, series_slug, slug, year=1859, finish="proof")] == [80], slug
    # US Rare Coin Investments: 1860 proof quarter eagle, reported mintage 112
    assert [
        i["mintage"]
        for i in issues_at(ROOT, "liberty-head-quarter-eagle", "quarter-eagle-liberty-head", year=1860, finish="proof")
    ] == [112]


# -- Second-pass review (issue 33) ---------------------------------------------------------------------------


def test_review_cuba_keeps_only_the_pesos_whose_weight_a_page_states():
    # The 1914 law (Article VII, as quoted by Sedwick and the E-Sylum, https://coinbooks.org/esylum_v18n15a18.html)
    # only makes the 4, 2 and 1 peso "proportionate" to the 5, 10 and 20 pesos; no page read states their weights,
    # so those three types are a known gap. The 5, 10 and 20 pesos carry the weight stamped on the coin.
    from tests.catalogue.bundled import find as _find

    for slug in ("peso-1", "pesos-2", "pesos-4"):
        with pytest.raises(Exception):
            _find("cuba", "marti-gold", slug)
    assert [_find("cuba", "marti-gold", s)["weight"] for s in ("pesos-5", "pesos-10", "pesos-20")] == [
        8.359,
        16.718,
        33.436,
    ]


def test_review_the_1908_proof_eagle_and_half_eagle_carry_breens_mintages():
    # PCGS (Breen, Proof Encyclopedia), experimental finishes: 1908 half eagle [167], eagle with motto [116],
    # https://auth.pcgs.com/books/breen-proofs/Chapter09/4
    assert [
        i["mintage"] for i in issues_at(ROOT, "indian-head-eagle", "eagle-indian-head-motto", year=1908, finish="proof")
    ] == [116]
    assert [
        i["mintage"]
        for i in issues_at(ROOT, "indian-head-half-eagle", "half-eagle-indian-head", year=1908, finish="proof")
    ] == [167]


def test_review_early_and_commemorative_figures_as_re_read():
    # Stack's Bowers (biddr), 1795 eagle: thirty-three millimetres; 5,583 delivered in calendar 1795, not all of that date
    # https://www.biddr.com/auctions/stacksbowers/browse?a=3343&l=3823949
    small = find(ROOT, "capped-bust-eagle", "eagle-capped-bust-small-eagle")
    assert small["size"] == 33.0 and [
        i["mintage"] for i in issues_at(ROOT, "capped-bust-eagle", small["slug"], year=1795)
    ] == [None]
    # drapedbusthalfeagle.com mintage table: 1796 6,196; 1798 24,867; 1799 7,451; 1800 37,628; 1803 33,506; 1804 30,475;
    # 1805 33,183; 1807 32,488, https://drapedbusthalfeagle.com/draped-bust-half-eagle-mintage
    heraldic = {
        i["year"]: i["mintage"]
        for i in find(ROOT, "early-half-eagle", "half-eagle-capped-bust-heraldic-eagle")["issues"]
    }
    assert (
        heraldic[1798],
        heraldic[1799],
        heraldic[1800],
        heraldic[1803],
        heraldic[1804],
        heraldic[1805],
        heraldic[1807],
    ) == (
        24867,
        7451,
        37628,
        33506,
        30475,
        33183,
        32488,
    )
    assert [
        i["mintage"] for i in issues_at(ROOT, "early-half-eagle", "half-eagle-capped-bust-small-eagle", year=1796)
    ] == [6196]
    # Stack's Bowers, 1796 With Stars quarter eagle: circulation mintage 432,
    # https://stacksbowers.com/coin-resource-center/coin/1796-capped-bust-right-quarter-eagle-with-stars/
    assert [
        i["mintage"] for i in issues_at(ROOT, "capped-bust-quarter-eagle", "quarter-eagle-capped-bust-stars", year=1796)
    ] == [432]
    # PCGS CoinFacts 1903 Jefferson gold dollar: Philadelphia, reeded, https://www.pcgs.com/coinfacts/coin/1903-g-1-la-purchase-jefferson/7443
    jefferson = find(ROOT, "classic-gold-commemoratives", "gold-dollar-louisiana-purchase-jefferson-1903")
    assert jefferson["sides"][2]["description"] == "Reeded"
    # American Liberty: Coin World names the 2021-W and 2023-W proofs; the U.S. Mint's cumulative sales give 12,471
    # and 12,196 (Wikipedia's copy quotes an earlier 12,187 for 2023), https://www.usmint.gov/about/production-sales-figures/cumulative-sales
    for year, sold in ((2021, 12471), (2023, 12196)):
        issues = find(ROOT, "american-liberty-high-relief", f"american-liberty-{year}")["issues"]
        assert [(i["finish"], i["mintLetter"], i["mintage"]) for i in issues] == [("proof", "W", sold)]
