"""Published figures of the United Kingdom's modern gold, Elizabeth II (1953) to Charles III (issue 41, the British
world): the Royal Mint's Lunar series (the Shēngxiào Collection), sovereign-family and Britannia mintages, catalogue
numbers, and the second reading of the newer records, pinned against the pages named above each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # UK Gold Coins, 2014 gold proof Lunar Horse £100 one ounce: '811 coins were issued from a limit of 888.'
    # https://ukgoldcoins.co.uk/product/2014-gold-proof-lunar-horse-100-pounds-one-ounce-coin
    (UK, "shengxiao", "lunar-2014-horse-1oz", 2014, "", "proof", 811),
    # AgAu News: 'The Horse had mintage limits of 30,000 gold' - a limit, so the bullion mintage stays null
    # https://agaunews.com/the-royal-mint-launches-the-bullion-versions-of-its-shengxiao-lunar-year-of-the-monkey-coins/
    (UK, "shengxiao", "lunar-2014-horse-1oz", 2014, "", "bullion", None),
    # Trading Libra (Japanese dealer), 2016 Elizabeth II sovereign proof NGC PF70 UCAM (James Butler portrait):
    # '発行枚数: プルーフ総数9,675枚' (9,675 proofs in all)
    # https://trading-libra.co.jp/2025/12/16/%e3%80%90one-of-first-75-struck%e3%80%91%e3%82%b0%e3%83%ac%e3%83%bc%e3%83%88%e3%83%96%e3%83%aa%e3%83%86%e3%83%b3-2016%e5%b9%b4-%e3%82%a8%e3%83%aa%e3%82%b6%e3%83%99%e3%82%b9ii%e4%b8%96-1%e3%82%bd
    (UK, "sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2016, "", "proof", 9675),
    # Second reading of the first portrait's bullion figures (Gold Market Insight) against vente-achat-or's year table,
    # which rounds to thousands (2 072 000, 8 700 000, 1 358 000, ... 4 203 000): every year agrees; All Gold Coins'
    # 1,385,228 for 1959 is a transposition of Gold Market Insight's 1,358,228
    # https://vente-achat-or.org/la-piece-dor-anglaise-souverain-or-elizabeth-ii-1er-type/
    # https://allgoldcoins.co.uk/pages/30-hm-queen-elizabeth-ii-sovereign-1953-2009
    (UK, "sovereign", "sovereign-elizabeth-ii-first-portrait", 1957, "", "circulation", 2072000),
    (UK, "sovereign", "sovereign-elizabeth-ii-first-portrait", 1958, "", "circulation", 8700140),
    (UK, "sovereign", "sovereign-elizabeth-ii-first-portrait", 1959, "", "circulation", 1358228),
    (UK, "sovereign", "sovereign-elizabeth-ii-first-portrait", 1968, "", "circulation", 4203000),
    # Britannia Coin Company, 1980 gold bullion sovereign: 'A mintage of 5.1 million bullion Sovereign coins were
    # produced at The Royal Mint for the year 1980'; its 1980 proof page gives 90,000 individually boxed coins (the sets
    # left out) and its 1981 proof page 'Just 50,000 ... were minted' (a round figure that may be the limit): both null
    # https://britanniacoincompany.com/buy-coins/gold-coins/1980-gold-sovereign/
    # https://britanniacoincompany.com/buy-coins/proof-sets/1980-proof-gold-sovereign/
    # https://britanniacoincompany.com/buy-coins/proof-sets/1981-proof-gold-sovereign/
    (UK, "sovereign", "sovereign-elizabeth-ii-second-portrait", 1980, "", "bullion", 5100000),
    (UK, "sovereign", "sovereign-elizabeth-ii-second-portrait", 1980, "", "proof", None),
    (UK, "sovereign", "sovereign-elizabeth-ii-second-portrait", 1981, "", "proof", None),
]

# root, series, type, catalogue numbers
REFERENCES = [
    # NumisBids, St. James's Auctions 32 lot 93: 'Elizabeth II, proof sovereign, 1953 ... (S.4122; W&R.448 ...)';
    # Baldwin's 88 lot 2081: '... WR 448 R5, this coin illustrated; S 4122'
    # https://www.numisbids.com/n.php?p=lot&sid=1057&lot=93  https://www.numisbids.com/n.php?p=lot&sid=716&lot=2081
    (UK, "sovereign", "sovereign-elizabeth-ii-1953", ["S. 4122"]),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES)


# The Lunar series: the year's animal, its sizes and finishes, each read on a page.
# Coin World, 'Royal Mint starts Lunar series' (2014): 1-ounce gold £100 in bullion and Proof, .9999, 31.21 g and
# 38.61 mm; a Brilliant Uncirculated tenth-ounce gold £10 of 3.13 g and 16.5 mm
# https://www.coinworld.com/news/precious-metals/royal-mint-starts-lunar-series.html
# First Capital Gold gives the Horse 31.21 g but 32.69 mm, so the ounce's diameter stays null
# https://www.firstcapitalgold.com/p/british-gold-year-of-the-horse/
# AgAu News (Monkey 2016 bullion, the first with the fifth effigy); Coin World (Rooster 2017: bullion ounce; proof
# ounce, 5 oz, kilo and a BU tenth-ounce); Chards (Dog 2018, one ounce of 999.9 gold); buy-gold.link (2020 Rat, BU
# ounce); AgAu News (Ox 2021 and Dragon 2024 proofs: gold 1 kg, 5 oz, 1 oz, 1/4 oz)
# https://www.coinworld.com/news/precious-metals/2016/09/royal-mint-launches-fourth-issue-in-lunar-bullion-program.html
# https://www.chards.co.uk/guides/2018-british-lunar-year-of-the-dog/117
# https://www.buy-gold.link/gold-bullion-coins/british-shengxiao-lunar.html
# https://agaunews.com/moo-moo-dont-you-know-whatho/
# Chards' lunar guide gives the ounce 32.69 mm and 31.21 g, so the diameter stays null (Coin World and Wikipedia 38.61)
# https://chards.co.uk/guides/royal-mint-lunar-calendar-gold-coins/208
# AgAu News (2022 Tiger): 'CONFIRMED - No bullion versions will be issued'; the 2019, 2022, 2023 and 2025 ounces are not
# entered because no page read names their gold ounce and finish
# https://agaunews.com/the-royal-mints-shengxiao-lunar-series-emerges-in-proof-form-for-the-year-of-the-tiger/
LUNAR = {
    "lunar-2014-horse-1oz": [(2014, "bullion"), (2014, "proof")],
    "lunar-2014-horse-1-10oz": [(2014, "uncirculated")],
    "lunar-2015-sheep-1oz": [
        (2015, "bullion"),
        (2015, "proof"),
    ],  # the proof: test_published_figures_british_third_beasts
    "lunar-2016-monkey-1oz": [(2016, "bullion")],
    "lunar-2017-rooster-1oz": [(2017, "bullion"), (2017, "proof")],
    "lunar-2017-rooster-1-10oz": [(2017, "uncirculated")],
    "lunar-2018-dog-1oz": [(2018, "bullion")],
    "lunar-2020-rat-1oz": [(2020, "bullion")],
    "lunar-2021-ox-1oz": [(2021, "proof")],
    "lunar-2024-dragon-1oz": [(2024, "proof")],
}


@pytest.mark.parametrize("slug, issues", LUNAR.items(), ids=list(LUNAR))
def test_the_lunar_series_lists_the_years_and_finishes_read(slug, issues):
    coin = find(UK, "shengxiao", slug)
    assert sorted((issue["year"], issue["finish"]) for issue in coin["issues"]) == sorted(issues)
    assert coin["fineness"] == pytest.approx(0.9999)
    if slug.endswith("-1oz"):
        assert (coin["value"], coin["weight"], coin["fineWeight"], coin["size"]) == ("100 Pounds", 31.21, 31.1035, None)
    else:
        assert (coin["value"], coin["weight"], coin["size"]) == ("10 Pounds", 3.13, 16.5)


def test_the_lunar_portraits_follow_the_pages():
    # AgAu News: the 2016 Monkey is 'the first bullion lunar to carry the new fifth effigy'; the Horse carries the
    # fourth (Ian Rank-Broadley, Coin World); Yahoo Finance UK: the 2024 Dragon has 'a portrait of King Charles'
    def engravers(slug):
        return find(UK, "shengxiao", slug)["sides"][0]["engravers"]

    assert engravers("lunar-2014-horse-1oz") == ["Ian Rank-Broadley"]
    assert engravers("lunar-2016-monkey-1oz") == ["Jody Clark"]
    assert find(UK, "shengxiao", "lunar-2024-dragon-1oz")["ruler"] == "Charles III"


# Second reading of the newer sovereign-family records: 1817.co.uk's size table gives half sovereign 19.3 mm 3.99 g,
# sovereign 22.05 mm 7.98 g, double 28.40 mm 15.98 g, five sovereigns 36.02 mm 39.94 g, all 0.917 (22 carat); Chards'
# technical specification gives 7.98805 g and 22.05 mm for the sovereign
# https://www.1817.co.uk/sovereign-sizes.html  https://www.chards.co.uk/guides/technical-specification-of-a-gold-sovereign/181
SOVEREIGN_FAMILY = {
    "sovereign": (7.98, 22.05),
    "half-sovereign": (3.99, 19.3),
    "two-pounds": (15.98, 28.4),
    "five-pounds": (39.94, 36.02),
}
MODERN_SOVEREIGN_FAMILY = [
    ("sovereign", slug)
    for slug in (
        "sovereign-elizabeth-ii-1953",
        "sovereign-elizabeth-ii-first-portrait",
        "sovereign-elizabeth-ii-second-portrait",
        "sovereign-elizabeth-ii-third-portrait",
        "sovereign-500th-anniversary",
        "sovereign-elizabeth-ii-fourth-portrait",
        "sovereign-elizabeth-ii-fifth-portrait",
        "sovereign-charles-iii",
    )
] + [
    ("half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait"),
    ("half-sovereign", "half-sovereign-charles-iii"),
    ("two-pounds", "two-pounds-elizabeth-ii-fourth-portrait"),
    ("five-pounds", "five-pounds-elizabeth-ii-second-portrait"),
]


@pytest.mark.parametrize("series, slug", MODERN_SOVEREIGN_FAMILY, ids=[slug for _, slug in MODERN_SOVEREIGN_FAMILY])
def test_the_modern_sovereign_family_keeps_the_read_standard(series, slug):
    coin = find(UK, series, slug)
    weight, diameter = SOVEREIGN_FAMILY[series]
    assert coin["weight"] == pytest.approx(weight, abs=0.01)
    assert coin["size"] == pytest.approx(diameter, abs=0.01)
    assert coin["fineness"] == pytest.approx(0.9167, abs=1e-4)
    assert "Second reading (issue 41)" in coin["comments"]


# Britannia: Chards' table (1 oz 1987-2012 34.05 g 32.69 mm .917; 2013 31.21 g 38.61 mm .9999; from 2014 31.21 g
# 32.69 mm) and Antylink's size list (the same, but 31.11 g for the 2013 ounce)
# https://www.chards.co.uk/guides/gold-britannia-coin-information/141  https://antylink.jp/buyinglist/33962
# KJC Bullion: 'Only 10,000 of each of these coins were reserved for issue in the four-coin Britannia Proof Collection'
# (1987) - an issue limit, so the 1987 proofs carry no mintage
# https://www.kjc-gold-silver-bullion.com.au/PD/110-oz-1987-great-britain-britannia-gold-bullion-coin--proof-strike/3003846
def test_the_britannia_ounce_keeps_the_read_specifications():
    assert (
        find(UK, "britannia", "britannia-1oz-22-carat-copper")["weight"],
        find(UK, "britannia", "britannia-1oz-22-carat-copper")["size"],
    ) == (34.05, 32.69)
    assert (
        find(UK, "britannia", "britannia-1oz-2013")["weight"],
        find(UK, "britannia", "britannia-1oz-2013")["size"],
    ) == (31.21, 38.61)
    assert (
        find(UK, "britannia", "britannia-1oz-fifth-portrait")["weight"],
        find(UK, "britannia", "britannia-1oz-fifth-portrait")["size"],
    ) == (31.21, 32.69)
    for size in ("1oz", "1-2oz", "1-4oz", "1-10oz"):
        proof = issues_at(UK, "britannia", f"britannia-{size}-22-carat-copper", year=1987, finish="proof")
        assert [issue["mintage"] for issue in proof] == [None]
        assert "10,000" in proof[0]["comment"]


def test_the_first_proof_sovereign_of_the_reign_carries_its_limit_as_a_comment():
    # Westminster Collection blog, '200 years of the Sovereign. Part VI': 'In 1979, The Royal Mint produced the first
    # proof version of the Sovereign of her reign. This higher grade version was limited to just 12,500 pieces'
    # https://pr-app-twcblog-uks.azurewebsites.net/category/information-stamps/page/62
    proof = issues_at(UK, "sovereign", "sovereign-elizabeth-ii-second-portrait", year=1979, finish="proof")
    assert [issue["mintage"] for issue in proof] == [None]
    assert "12,500" in proof[0]["comment"]


@pytest.mark.parametrize(
    "slug",
    [
        "quarter-sovereign-elizabeth-ii-fourth-portrait",
        "quarter-sovereign-elizabeth-ii-fifth-portrait",
        "quarter-sovereign-charles-iii",
    ],
)
def test_the_quarter_sovereign_keeps_the_read_standard(slug):
    # Wikipedia, Quarter sovereign (infobox 1.997 g, 13.5 mm, .917), with Chards' 13.50 mm
    # https://wikimili.com/en/Quarter_sovereign
    coin = find(UK, "quarter-sovereign", slug)
    assert (coin["weight"], coin["size"]) == (1.997, 13.5)
    assert "Second reading (issue 41)" in coin["comments"]


def test_the_five_pounds_of_the_later_portraits_are_the_years_of_the_published_list():
    # Five pounds (gold coin), Wikipedia (copy), https://wikiclassic.com/wiki/Five_pounds_(British_gold_coin): years of
    # minting 1980-1982, 1984-present; Goldline: since 1980 the Royal Mint has marketed the gold five pounds to
    # collectors, https://beta.goldline.com/product-catalog/great-britain-5-pound-proof; the Royal Mint: the
    # Rank-Broadley portrait from 1998 to 2015,
    # https://www.royalmint.com/our-coins/ranges/historic-coins/historic-sovereigns/the-sovereign-2009/
    def issues(slug):
        return {(i["year"], i["finish"]) for i in find(UK, "five-pounds", slug)["issues"]}

    # and the uncirculated coins read in issue 41's third session (test_published_figures_british_third_beasts)
    uncirculated = {(1989, "uncirculated")}
    assert issues("five-pounds-elizabeth-ii-third-portrait") == {(y, "proof") for y in range(1985, 1998)} | uncirculated
    uncirculated = {(1999, "uncirculated"), (2000, "uncirculated"), (2002, "uncirculated")}
    assert (
        issues("five-pounds-elizabeth-ii-fourth-portrait") == {(y, "proof") for y in range(1998, 2015)} | uncirculated
    )
    assert issues("five-pounds-elizabeth-ii-fifth-portrait") == {(y, "proof") for y in range(2017, 2023)}
    for slug in (
        "five-pounds-elizabeth-ii-third-portrait",
        "five-pounds-elizabeth-ii-fourth-portrait",
        "five-pounds-elizabeth-ii-fifth-portrait",
    ):
        coin = find(UK, "five-pounds", slug)
        assert (coin["weight"], coin["size"], coin["references"]) == (39.94028, 36.02, [])


def test_the_memorial_double_sovereign_of_charles_iii():
    # Trading Libra, 2022 memorial 2 sovereigns proof NGC PF70 UCAM: 15.976 g, 28.40 mm, 91.67%; '発行枚数23,610枚' is
    # one dealer's heading, kept in the comment
    # https://trading-libra.co.jp/2025/12/16/%e3%80%90%e3%83%95%e3%82%a1%e3%83%bc%e3%82%b9%e3%83%88%e3%83%aa%e3%83%aa%e3%83%bc%e3%82%b9%e3%80%91%e3%82%b0%e3%83%ac%e3%83%bc%e3%83%88%e3%83%96%e3%83%aa%e3%83%86%e3%83%b3-2022%e5%b9%b4-%e3%82%a8-2
    coin = find(UK, "two-pounds", "two-pounds-charles-iii")
    assert (coin["ruler"], coin["minYear"], coin["size"]) == ("Charles III", 2022, 28.4)
    proof, coronation = coin["issues"]
    assert (proof["year"], proof["finish"], proof["mintage"]) == (2022, "proof", None)
    assert "23,610" in proof["comment"]
    # Coin Update (2023): the coronation proof range, 'all 2023-dated five options, from the quarter-sovereign to the
    # impressive five-pound gold piece'
    # http://news.coinupdate.com/united-kingdom-gold-proof-sovereign-range-of-coins-celebrates-coronation-of-king-charles-iii/
    assert (coronation["year"], coronation["finish"]) == (2023, "proof")


def test_the_five_pounds_of_charles_iii():
    # xs423698.xsrv.jp (Japanese dealer): the 2022 memorial collection in five-, four- and three-coin proof sets and a
    # Brilliant Uncirculated five sovereign piece; Coin Update: the 2023 coronation five pounds in proof
    # http://xs423698.xsrv.jp/product/2022-15-976g-great-britain-the-memorial-piedfort-sovereign-9167-gold-proof-coin
    coin = find(UK, "five-pounds", "five-pounds-charles-iii")
    assert {(i["year"], i["finish"]) for i in coin["issues"]} == {
        (2022, "proof"),
        (2022, "uncirculated"),
        (2023, "proof"),
    }
    assert (coin["ruler"], coin["weight"], coin["size"]) == ("Charles III", 39.94028, 36.02)
