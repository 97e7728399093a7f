"""Published figures of the United Kingdom's historic sovereign family, 1817-1937 (issue 41, the British world:
sovereigns, half sovereigns, two and five pounds of George III to George VI), pinned against the pages named above
each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

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
    # The Britannia Coin Company, 1857 London sovereign: '4,495,748 'full' Sovereigns were struck at the London branch of
    # the Royal Mint in 1857'  https://britanniacoincompany.com/buy-coins/gold-coins/1857-victoria-sovereign-london
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1857, "", "circulation", 4495748),
    # onlinecoin.club, Two Pounds 1823, quoting the Royal Mint: 'the Half-Sovereign mintage of 224,280'; the two pounds
    # has no official figure ('a maximum number of 15,419 pieces', a bound)
    # https://onlinecoin.club/Coins/Country/United_Kingdom/Two_Pounds_1823
    (UK, "two-pounds", "two-pounds-george-iv", 1823, "", "circulation", None),
    # Sterling & Currency, 'The 1887 Sydney Gold Two Pound Proof Coin'; 'The 1893 Sydney Proof Sovereign' (Veiled Head)
    # https://www.sterlingcurrency.com.au/blog/news-research/the-humanity-of-it-all/the-1887-sydney-gold-two-pound-proof-coin-royalty/
    # https://www.sterlingcurrency.com.au/blog/news-research/australian-gold-coinage/the-1893-sydney-proof-sovereign-a-tangible-link-to/
    (UK, "two-pounds", "two-pounds-victoria-jubilee", 1887, "S", "proof", None),
    (UK, "sovereign", "sovereign-victoria-old-head", 1893, "S", "proof", None),
    # Coin Parade, 1824 half sovereign: 'Mintage: 591,538 (may include coins in sets)'
    # https://coinparade.co.uk/1824-half-sovereign-george-iv/
    (UK, "half-sovereign", "half-sovereign-george-iv-laureate-head", 1824, "", "circulation", 591538),
    # Nobilis, 1902 proof five pound: 'Mintage 8,066 pieces'  https://nobilis.gold/product/19972 ; Premium Gold Coin,
    # 1902 matte five pounds: '1902年単年度発行、8066枚'  https://premiumgoldcoin.net/news/11359/ (its 35,000 struck for
    # the currency coins is rounded: comment only)
    (UK, "five-pounds", "five-pounds-edward-vii", 1902, "", "matte", 8066),
    (UK, "five-pounds", "five-pounds-edward-vii", 1902, "", "circulation", None),
    # Antique Coin Galleria Times, 1887 Jubilee head five pounds: '総発行枚数は54,000枚、プルーフ数はわずか797枚' (the 54,000
    # is rounded: comment only)  https://times.antique-coin-galleria.com/queen-victoria-jubilee-head-5-pound-gold-coin
    (UK, "five-pounds", "five-pounds-victoria-jubilee", 1887, "", "proof", 797),
    (UK, "five-pounds", "five-pounds-victoria-jubilee", 1887, "", "circulation", None),
    # Premium Gold Coin, 1911 George V five pounds: '1911年のみ、わずかに2,812枚の単年度発行'
    # https://premiumgoldcoin.net/news/6617/
    (UK, "five-pounds", "five-pounds-george-v", 1911, "", "proof", 2812),
    # Heritage (the two lots above): '5501 of these sets were produced in gold' / 'With 5,501 sets struck in gold': the
    # 1937 coronation proof sets held the five pounds, two pounds, sovereign and half sovereign
    # second reading: Coin Parade and the Britannia Coin Company give 5,001, so the four carry no mintage
    (UK, "half-sovereign", "half-sovereign-george-vi", 1937, "", "proof", None),
    (UK, "two-pounds", "two-pounds-george-vi", 1937, "", "proof", None),
    (UK, "five-pounds", "five-pounds-george-vi", 1937, "", "proof", None),
    (UK, "sovereign", "sovereign-george-vi", 1937, "", "proof", None),
    # Premium Gold Coin, 1911 George V two pounds: '1911年の5ポンド金貨と同様に発行数2812枚'
    # https://premiumgoldcoin.net/news/5208
    (UK, "two-pounds", "two-pounds-george-v", 1911, "", "proof", 2812),
    # Premium Gold Coin, 1831 William IV two pounds: '発行枚数はわずか150セットのみ。Krauseのカタログでは発行枚数が225枚'
    # (150 sets against Krause's 225: no mintage)  https://premiumgoldcoin.net/news/15380
    (UK, "two-pounds", "two-pounds-william-iv", 1831, "", "proof", None),
    # australian-coins.com, Great Britain 1902 matte proof sets: 'The long set had a mintage of 8,066 sets while about a
    # thousand less short sets were produced at 7,057'; only the long set held the five and two pounds
    # https://australian-coins.com/collecting-coins/great-britain-1902-matte-proof-sets
    (UK, "two-pounds", "two-pounds-edward-vii", 1902, "", "matte", 8066),
    # MJ Hughes Coins, King George IV sovereigns, 'a list of the mintages': 1821 9,405,114; 1822 6,356,787;
    # 1824 3,767,904; 1825 4,200,343 (both heads combined); 1826 5,724,046; 1827 2,266,629; 1828 386,182; 1829
    # 2,444,652; 1830 2,387,881  https://mjhughescoins.com/product-category/sovereigns/king-george-iv-sovereigns/
    # 1825 covers both heads; 1827 dies were used until November 1828 (the Bentley Collection lot 21,
    # https://www.numisbids.com/n.php?p=lot&sid=290&lot=21), so 1827 and 1828 carry no mintage
    (UK, "sovereign", "sovereign-george-iv-laureate-head", 1821, "", "circulation", 9405114),
    (UK, "sovereign", "sovereign-george-iv-laureate-head", 1822, "", "circulation", 6356787),
    (UK, "sovereign", "sovereign-george-iv-laureate-head", 1824, "", "circulation", 3767904),
    (UK, "sovereign", "sovereign-george-iv-laureate-head", 1825, "", "circulation", None),
    (UK, "sovereign", "sovereign-george-iv-bare-head", 1825, "", "circulation", None),
    (UK, "sovereign", "sovereign-george-iv-bare-head", 1826, "", "circulation", 5724046),
    (UK, "sovereign", "sovereign-george-iv-bare-head", 1827, "", "circulation", None),
    (UK, "sovereign", "sovereign-george-iv-bare-head", 1828, "", "circulation", None),
    (UK, "sovereign", "sovereign-george-iv-bare-head", 1829, "", "circulation", 2444652),
    (UK, "sovereign", "sovereign-george-iv-bare-head", 1830, "", "circulation", 2387881),
    # Chards, 1891 Melbourne Jubilee sovereign: 'Mintage 2,749,592'
    # https://www.chards.co.uk/gold-coins/sovereigns/1891-victoria-jubilee/224
    (UK, "sovereign", "sovereign-victoria-jubilee", 1891, "M", "circulation", 2749592),
    # collections.quest, Queen Victoria Jubilee head gold sovereigns, year table (London, Sydney, Melbourne): 1887
    # 1,111,280 / 1,002,000 / 940,000; 1888 2,777,424 / 2,187,000 / 2,830,612; 1889 7,267,455 / 3,262,000 / 2,732,590;
    # 1890 6,529,887 / 2,808,000 / 2,473,537; 1891 6,329,476 / 2,596,000 / 2,749,592; 1892 7,104,720 / 2,837,000 /
    # 3,488,750; 1893 - / 1,498,000 / 1,649,352  https://collections.quest/australia/sovs/sovc1.html
    # (1890 M: the Royal Mint's 2,347,537 against the table's 2,473,537, so no mintage; 1893 figures are calendar-year
    # totals of both portraits, so the 1893 issues stay null)
    *[
        (UK, "sovereign", "sovereign-victoria-jubilee", year, letter, "circulation", mintage)
        for year, letter, mintage in (
            (1887, "", 1111280),
            (1889, "", 7267455),
            (1890, "", 6529887),
            (1891, "", 6329476),
            (1892, "", 7104720),
            # second reading: Sterling & Currency gives 1,000,000 against 1,002,000, so no mintage
            (1887, "S", None),
            (1887, "M", 940000),
            (1889, "M", 2732590),
            (1890, "M", None),
            (1892, "M", 3488750),
            (1893, "M", None),
            (1893, "S", None),
        )
    ],
    # The Britannia Coin Company, 1900 Melbourne sovereign: 'Annual mintage for Melbourne in 1900: 4,305,904.
    # References: S 3875, Marsh 160.'  https://britanniacoincompany.com/buy-coins/gold-coins/1900-sovereign-melbourne/
    (UK, "sovereign", "sovereign-victoria-old-head", 1900, "M", "circulation", 4305904),
    # Gold Market Insight, 1901 sovereign, mint and mintage table: L 1,578,948; M 3,987,701; S 3,012,000; P 2,889,333
    # https://goldmarketinsight.com/gold-sovereign-victoria-dei-gratia-1901/
    (UK, "sovereign", "sovereign-victoria-old-head", 1901, "", "circulation", 1578948),
    (UK, "sovereign", "sovereign-victoria-old-head", 1901, "M", "circulation", 3987701),
    (UK, "sovereign", "sovereign-victoria-old-head", 1901, "S", "circulation", 3012000),
    # Perth 1901 (2,889,333, the annual-report figure as in Chards' Perth table) is not carried: the tables of the Perth
    # sovereigns by year give 2,969,947 (see the test below)
    (UK, "sovereign", "sovereign-victoria-old-head", 1901, "P", "circulation", None),
    # The Royal Mint, 1894 Melbourne sovereign: '4,166,874 Sovereigns were produced at the Melbourne branch mint'
    # https://www.royalmint.com/sovereign/all/1894-Victoria-Sovereign-Melbourne-Mint-Mark/
    (UK, "sovereign", "sovereign-victoria-old-head", 1894, "M", "circulation", 4166874),
    # Vente-achat-or, 1900 sovereign: L 10,846,741; M 4,305,904; S 3,586,000; P 1,886,089
    # https://vente-achat-or.org/en/gold-sovereign-victoria-dei-gratia-1900/
    (UK, "sovereign", "sovereign-victoria-old-head", 1900, "", "circulation", 10846741),
    (UK, "sovereign", "sovereign-victoria-old-head", 1900, "S", "circulation", 3586000),
    # Perth 1900 (1,886,089) is not carried, as for 1901
    (UK, "sovereign", "sovereign-victoria-old-head", 1900, "P", "circulation", None),
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

# Vente-achat-or, The British half sovereign: tables of half sovereigns by year and mint (London, Sydney, Melbourne and,
# from 1902, Perth); 'None Issued' for London 1888-1889 and for every mint in 1917; 'Mintage Unknown' for London 1893
# (veiled head); Sydney 1893 250,000 (against NumisTip's 125,000, so no mintage); Sydney 1906 308,000 (added);
# Sydney 1912 278,000 (not listed: the Bradford Mint's list of Sydney years leaves 1912 out)
# https://vente-achat-or.org/en/the-british-half-sovereign/
_HALF_SOVEREIGNS = {
    "half-sovereign-victoria-jubilee": [
        (1890, "", 2243200),
        (1891, "", 1079286),
        (1892, "", 13680486),
        (1893, "", 4426625),
        (1889, "S", 64000),
        (1891, "S", 154000),
        (1893, "M", 110024),
    ],
    "half-sovereign-victoria-old-head": [
        (1893, "", None),
        (1894, "", 3794591),
        (1895, "", 2869183),
        (1896, "", 2946605),
        (1897, "", 3568156),
        (1898, "", 2868527),
        (1896, "M", 218946),
        (1893, "S", None),
    ],
    "half-sovereign-edward-vii": [
        (1902, "", 4244457),
        (1903, "", 2522057),
        (1904, "", 1717440),
        (1905, "", 3023993),
        (1906, "", 4245437),
        (1907, "", 4233421),
        (1902, "S", 84000),
        (1906, "S", 308000),
        (1906, "M", 82042),
        (1907, "M", 405034),
        (1904, "P", 60030),
    ],
    "half-sovereign-george-v": [
        (1911, "", 6104106),
        (1912, "", 6224316),
        (1913, "", 6094290),
        (1914, "S", 322000),
        (1916, "S", 448000),
        (1911, "P", 130373),
    ],
}
ISSUES += [
    (UK, "half-sovereign", slug, year, letter, "circulation", mintage)
    for slug, rows in _HALF_SOVEREIGNS.items()
    for year, letter, mintage in rows
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
    # and Baldwin's auction 79 (Bentley) lot 959: 1831 first bust, WW without stops, 'S 3829A'
    # https://www.numisbids.com/n.php?p=lot&sid=452&lot=959
    (UK, "sovereign", "sovereign-william-iv", ["S. 3829B", "S. 3829A"]),
    # The Britannia Coin Company, 1900 Melbourne sovereign (above): 'S 3875'
    (UK, "sovereign", "sovereign-victoria-old-head", ["S. 3874", "S. 3875"]),
    # NumisBids, Sovereign Rarities auction 1 lot 88: 1839 Una and the lion five pounds, 'S.3851'
    # https://www.numisbids.com/n.php?p=lot&sid=2714&lot=88
    (UK, "five-pounds", "five-pounds-victoria-una-and-the-lion", ["S. 3851"]),
    # TMS Coins (NGC registry), 1887 London proof sovereign '(S 3866B)'; Sovereign Rarities, 1887 M sovereign 'S.3867'
    # https://www.sovr.co.uk/victoria-1887-m-sovereign-dish-m4-ci04664.html ; NumisBids lot 2126 (1891-1893 S) 'S 3868C'
    (UK, "sovereign", "sovereign-victoria-jubilee", ["S. 3866B", "S. 3867", "S. 3868C"]),
    # Heritage auction 3071 (biddr): 'George VI gold Matte Proof 1/2 Sovereign 1937 PR64 PCGS, KM858, S-4077'
    # https://www.biddr.com/auctions/heritage/browse?a=426&l=420303
    (UK, "half-sovereign", "half-sovereign-george-vi", ["KM# 858", "S. 4077"]),
    # Baldwin's, George VI proof five pounds 1937: '(S.4074; L&S 1; WR 435)', 'a mintage of 5,501'
    # https://www.baldwin.co.uk/product/george-vi-1936-52-5-1937/
    (UK, "five-pounds", "five-pounds-george-vi", ["S. 4074"]),
    # Heritage CSNS sale 3115 lot 30246 (CoinArchives): 'George VI gold Matte Proof Sovereign 1937 PR64 PCGS, KM859,
    # S-4076 var.'  http://www.coinarchives.com/w/lotviewer.php?LotID=6921158&AucID=8080&Lot=30246&Val=0d235245f80d27cbce8ebacf663ac4ac
    (UK, "sovereign", "sovereign-george-vi", ["KM# 859", "S. 4076"]),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_1823_plain_shield_half_sovereign_carries_the_royal_mints_figure():
    (issue,) = issues_at(UK, "half-sovereign", "half-sovereign-george-iv-laureate-head", year=1823, mintLetter="")
    assert (issue["variety"], issue["mintage"]) == ("Plain shield", 224280)


def test_the_half_sovereign_disagreements_are_named_in_the_comments():
    (sydney_1893,) = issues_at(
        UK, "half-sovereign", "half-sovereign-victoria-old-head", year=1893, mintLetter="S", finish="circulation"
    )
    assert "250,000" in sydney_1893["comment"]
    george = find(UK, "half-sovereign", "half-sovereign-george-v")
    assert not issues_at(UK, "half-sovereign", "half-sovereign-george-v", year=1912, mintLetter="S")
    assert "278,000" in george["comments"]


def test_the_1925_london_sovereigns_keep_the_restrikes_apart():
    (original,) = issues_at(UK, "sovereign", "sovereign-george-v", year=1925, mintLetter="", variety="")
    (restrike,) = issues_at(UK, "sovereign", "sovereign-george-v", year=1925, mintLetter="", variety="restrike")
    assert original["mintage"] == 3520000 and "3,520,431" in original["comment"]
    assert restrike["mintage"] == 138000 + 318000 + 430000


def test_the_1890_melbourne_jubilee_sovereign_names_both_figures_read():
    (issue,) = issues_at(UK, "sovereign", "sovereign-victoria-jubilee", year=1890, mintLetter="M", finish="circulation")
    assert "2,473,537" in issue["comment"]


def test_the_issues_without_a_mintage_say_why_where_a_figure_was_read():
    # the 1887 and 1893 proof figures are quoted in the issue comments, not carried as mintages
    for slug, year in (("sovereign-victoria-jubilee", 1887), ("sovereign-victoria-old-head", 1893)):
        (issue,) = issues_at(UK, "sovereign", slug, year=year, mintLetter="", finish="proof")
        assert "MINTAGE" in issue["comment"], slug


@pytest.mark.parametrize(
    ("year", "figure"),
    [
        # NGC registry (TMS Coins), 1871 shield sovereign, 'MINTAGE: 8,767,250'
        # https://coins.www.collectors-society.com/wcm/CoinView.aspx?sc=182251
        (1871, "8,767,250"),
        # NumisBids, the Bentley Collection lot 296: 'Calendar year mintage 2,368,215'
        (1873, "2,368,215"),
        # the Royal Mint, 1874 sovereign die number 32: 'a mere 520,713 but this also includes the more numerous
        # St George reverse pieces'  https://www.royalmint.com/sovereign/all/1874-Victoria-Sovereign-die-number-32/
        (1874, "520,713"),
    ],
)
def test_the_london_years_with_both_reverses_quote_the_year_figure_without_a_mintage(year, figure):
    for slug in ("sovereign-victoria-young-head-shield", "sovereign-victoria-young-head-st-george"):
        (issue,) = issues_at(UK, "sovereign", slug, year=year, mintLetter="", finish="circulation")
        assert issue["mintage"] is None and figure in issue["comment"], slug


@pytest.mark.parametrize(
    ("year", "annual_report", "by_year"),
    [
        # Chards, Mints and mintmarks - Perth Mint (annual-report figures)
        # https://chards.co.uk/guides/mints-and-mintmarks-perth-mint/93
        # Gold Market Insight, Perth Mint gold sovereigns by year (table)
        # https://goldmarketinsight.com/australia-perth-mint-gold-sovereigns-guide/
        (1900, "1,886,089", "1,927,484"),
        (1901, "2,889,333", "2,969,947"),
    ],
)
def test_the_veiled_head_perth_sovereigns_name_both_figures_read(year, annual_report, by_year):
    (issue,) = issues_at(
        UK, "sovereign", "sovereign-victoria-old-head", year=year, mintLetter="P", finish="circulation"
    )
    assert issue["mintage"] is None
    assert annual_report in issue["comment"] and by_year in issue["comment"]


def test_the_george_iv_sovereigns_struck_from_older_dies_quote_the_year_figures():
    (s1827,) = issues_at(UK, "sovereign", "sovereign-george-iv-bare-head", year=1827, mintLetter="")
    (s1828,) = issues_at(UK, "sovereign", "sovereign-george-iv-bare-head", year=1828, mintLetter="")
    assert "2,266,629" in s1827["comment"] and "386,182" in s1828["comment"]
    for slug in ("sovereign-george-iv-laureate-head", "sovereign-george-iv-bare-head"):
        (s1825,) = issues_at(UK, "sovereign", slug, year=1825, mintLetter="", finish="circulation")
        assert "4,200,343" in s1825["comment"], slug


def test_the_1918_perth_half_sovereign_quotes_the_1919_and_1920_strikings():
    # the Perth Mint blog and a reprint of its article (silvercoins.co.za): 113,572 in 1919 and 106,416 in 1920
    (issue,) = issues_at(UK, "half-sovereign", "half-sovereign-george-v", year=1918, mintLetter="P")
    assert issue["mintage"] is None
    assert "113,572" in issue["comment"] and "106,416" in issue["comment"]


def test_the_1904_perth_half_sovereign_names_its_second_page():
    # Coin Curiosity, 1904 Perth half sovereign: 'just 60,030 coins recorded as being struck'
    # http://www.coincuriosity.com/view/1904-perth-half-sovereign.html
    (issue,) = issues_at(UK, "half-sovereign", "half-sovereign-edward-vii", year=1904, mintLetter="P")
    assert issue["mintage"] == 60030 and "Coin Curiosity" in issue["comment"]
