"""Published figures of the modern gold sovereign family of the United Kingdom, 1957 to today (issue 41, the British
world, second session): sovereigns, half and quarter sovereigns, two and five pounds of Elizabeth II and Charles III,
pinned against the pages named above each group of rows. A limit, a round figure that may be a limit, or an
approximate figure stays in the issue's comment and the mintage stays null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import issues_at, pinned_mintages

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Gold Market Insight, 'Queen Elizabeth II gold sovereigns', table 'Year | Bullion | Proof': 1962 3,000,000;
    # 1963 7,400,000; 1964 3,000,000; 1965 3,800,000; 1966 7,050,000; 1967 5,000,000
    # https://goldmarketinsight.com/queen-elizabeth-ii-gold-sovereigns/
    # cruzis-coins.com, 'Gold Sovereigns, 1964 Royal Mint 22 Carat Gold': 'Mintage 3,000,000'
    # http://cruzis-coins.com/sovs/1964.html
    (UK, "sovereign", "sovereign-elizabeth-ii-first-portrait", 1962, "", "circulation", 3000000),
    (UK, "sovereign", "sovereign-elizabeth-ii-first-portrait", 1963, "", "circulation", 7400000),
    (UK, "sovereign", "sovereign-elizabeth-ii-first-portrait", 1964, "", "circulation", 3000000),
    (UK, "sovereign", "sovereign-elizabeth-ii-first-portrait", 1965, "", "circulation", 3800000),
    (UK, "sovereign", "sovereign-elizabeth-ii-first-portrait", 1966, "", "circulation", 7050000),
    (UK, "sovereign", "sovereign-elizabeth-ii-first-portrait", 1967, "", "circulation", 5000000),
    # Britannia Coin Company, 1974 gold bullion sovereign: 'A mintage of 5,002,566 bullion coins were produced at The
    # Royal Mint for the year 1974'  https://britanniacoincompany.com/buy-coins/gold-coins/1974-gold-sovereign/
    (UK, "sovereign", "sovereign-elizabeth-ii-second-portrait", 1974, "", "bullion", 5002566),
    # Robert Matthews, 'The Production of the Proof Sovereign': 'The highest minting of recent years was just over nine
    # millions in 1979' (approximate: comment only)
    # https://docslib.org/doc/13180848/the-production-of-the-proof-sovereign
    (UK, "sovereign", "sovereign-elizabeth-ii-second-portrait", 1979, "", "bullion", None),
    # Silberling.de, 'Gold Sovereign': 'Selbst im vorerst letzten Produktionsjahr waren es noch 2,95 Millionen Stück'
    # (1982, rounded: comment only)  https://www.silberling.de/Gold-Sovereign/
    (UK, "sovereign", "sovereign-elizabeth-ii-second-portrait", 1982, "", "bullion", None),
    # MJ Hughes Coins, 'Proof Sovereigns': 'according to Royal Mint figures, 50,000 proof sovereigns were issued in
    # 1979', against the Westminster Collection's 'limited to just 12,500 pieces': the pages disagree, so null
    # https://mjhughescoins.com/product-category/gold-sovereigns/proof-sovereigns/
    (UK, "sovereign", "sovereign-elizabeth-ii-second-portrait", 1979, "", "proof", None),
    # Britannia Coin Company, 2009 Full Gold Bullion Sovereign: 'A mintage of 60,292 bullion Sovereign coins were
    # produced at The Royal Mint for the year 2009 (inclusive of collectors' sets)'
    # https://britanniacoincompany.com/buy-coins/gold-coins/2009-gold-sovereign/
    (UK, "sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2009, "", "bullion", 60292),
    # Chards, '2022 Proof Sovereign Release', 'Maximum Coin Mintage': quintuple sovereign 810, double sovereign 1,310,
    # sovereign 13,040 (limits: comment only)  https://chards.co.uk/guides/2022-royal-mint-proof-sovereigns/1035
    (UK, "sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2022, "", "proof", None),
    (UK, "two-pounds", "two-pounds-elizabeth-ii-fifth-portrait", 2022, "", "proof", None),
    (UK, "five-pounds", "five-pounds-elizabeth-ii-fifth-portrait", 2022, "", "proof", None),
    # Hattons of London, Coronation proof sovereign 2023: 'Only 15,000 of these exquisite coins were minted' (a round
    # figure that may be the limit: comment only)  https://hattonsoflondon.co.uk/?p=187947
    (UK, "sovereign", "sovereign-charles-iii", 2023, "", "proof", None),
    # Silver Age Coins (the Royal Mint's 1980 issue text): 'In 1980 the Royal Mint is issuing a maximum of 100,000 half
    # sovereigns ... 90,000 ... individually and 10,000 ... in presentation sets' (a limit: comment only)
    # https://www.silveragecoins.com/en/details?item=27
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-second-portrait", 1980, "", "proof", None),
    # MJ Hughes Coins, 1991 Gold Proof Half-Sovereign: 'The mintage for the 1991 Gold Proof Half-Sovereign was only 5000
    # pieces' (a round figure that may be the limit: comment only)
    # https://mjhughescoins.com/shop/1991-gold-proof-half-sovereign/
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-third-portrait", 1991, "", "proof", None),
    # Trading Libra, 1981 quintuple sovereign NGC PF70 UCAM: '発行枚数:不明' (mintage unknown)
    # https://trading-libra.co.jp/2026/02/08/ (1981 エリザベス2世 クィンタプル・ソブリン 5ポンド金貨)
    (UK, "five-pounds", "five-pounds-elizabeth-ii-second-portrait", 1981, "", "proof", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


# The figures left in the comments: each null issue names the figure the page gives, so a later reading can weigh it.
COMMENTED = [
    ("sovereign", "sovereign-elizabeth-ii-second-portrait", 1979, "bullion", "nine millions"),
    ("sovereign", "sovereign-elizabeth-ii-second-portrait", 1982, "bullion", "2,95 Millionen"),
    ("sovereign", "sovereign-elizabeth-ii-second-portrait", 1979, "proof", "50,000"),
    ("sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2022, "proof", "13,040"),
    ("two-pounds", "two-pounds-elizabeth-ii-fifth-portrait", 2022, "proof", "1,310"),
    ("five-pounds", "five-pounds-elizabeth-ii-fifth-portrait", 2022, "proof", "810"),
    ("sovereign", "sovereign-charles-iii", 2023, "proof", "15,000"),
    ("half-sovereign", "half-sovereign-elizabeth-ii-second-portrait", 1980, "proof", "100,000"),
    ("half-sovereign", "half-sovereign-elizabeth-ii-third-portrait", 1991, "proof", "5000"),
    ("five-pounds", "five-pounds-elizabeth-ii-second-portrait", 1981, "proof", "不明"),
]


@pytest.mark.parametrize(
    "series, slug, year, finish, figure", COMMENTED, ids=[f"{r[1]}-{r[2]}-{r[3]}" for r in COMMENTED]
)
def test_the_figures_that_are_no_mintage_stay_in_the_comment(series, slug, year, finish, figure):
    (issue,) = issues_at(UK, series, slug, year=year, finish=finish)
    assert issue["mintage"] is None
    assert figure in issue["comment"]
