"""Montenegro's gold perpera and Umberto I's gold 50 lire, read in issue 43 (third and last session on continental
Europe), pinned against the pages named above each row.

What was read: 28 look-ups. For Montenegro (20): English, German, French, Italian, Serbian/Montenegrin (Latin and
Cyrillic), Russian and Japanese queries for the 10, 20 and 100 perpera of 1910 with weight, fineness, diameter, mintage
and KM number; auction-lot, NGC and dealer-style queries; the 1910 coinage law ('Zakon o državnom novcu'); the Central
Bank of Montenegro's pages; find_string and the code corpus. The index holds the same dozen pages for every query
(MGM Münzlexikon, Panorama Numismatico, Premium Gold Coin, crea-lp's Montenegro column, dema-coins, Wikipedia copies,
cb-cg.org, montenegrina.net, mondo.me, vumidet.net, taxfreegold.co.uk), and no opening among them states a weight or a
fineness for the gold perpera. They give only: struck at Vienna in 1910 in 100, 20 and 10 perpera (MGM Münzlexikon;
vumidet.net: released in March 1910, with a jubilee issue '1860 - 1910' of the same denominations the same year),
two 1910 emissions, of the Principality and then of the Kingdom (mondo.me; Panorama Numismatico: two 100 perpera of
1910), and 501 pieces for the jubilee 100 perpera (Premium Gold Coin). A type needs its weight and fineness
(docs/catalogue-format.md), so no montenegro.json was created: it stays a known gap.

For Italy (8): crea-lp.com's page on Umberto I's 50 lire gives 28 mm, 16.12 g, 900/1000 gold, the three dates 1884,
1888 and 1891, 5,071 struck in all and 414 in 1891; Numispedia's list of Umberto I's coins gives the legal 16.129 g and
900 fine. The type enters italy.json with its three issues; the 1884 and 1888 mintages and the Krause/Pagani numbers
were not read (Lamoneta's 50 lire page, the Gigante catalogue and Ranieri lots are not in the index's openings), so the
type is in catalogue_numbers_gaps.txt.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages

IT = "italy"
U50 = ("50-lire-umberto-i", "50-lire-umberto-i")

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # crea-lp.com, 'ウンベルト1世 50リレ金貨': '発行枚数 | 総数:5,071枚 1891年:414枚' ... 'ウンベルト1世の50リレ金貨は、
    # 1884年・1888年・1891年の3回にわたって発行された金貨です。'  https://crea-lp.com/coin/?p=7843
    (IT, *U50, 1891, "R", "circulation", 414),
    (IT, *U50, 1884, "R", "circulation", None),
    (IT, *U50, 1888, "R", "circulation", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references: none read in this session (no page read prints a KM or Pagani number for the
# 50 lire of Umberto I, nor any number for the perpera).
REFERENCES: list = []


def test_the_umberto_i_50_lire_carries_the_specification_read():
    # crea-lp.com: '直径 | 28mm | 重量 | 16.12g | ... 品位 | 900/1000金' (crea-lp.com/coin/?p=7843);
    # Numispedia's list of Umberto I's coins: '50 lire, Au 900‰, 16,129 g'  https://numispedia.it/catalog/coin/1287
    coin = find(IT, *U50)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (16.129, 0.9, 14.5161, 28.0)
    assert (coin["minYear"], coin["maxYear"]) == (1884, 1891)
    assert sorted(issue["year"] for issue in coin["issues"]) == [1884, 1888, 1891]
    assert coin["references"] == []
    urls = {source["url"] for source in coin["sources"]}
    assert {"https://crea-lp.com/coin/?p=7843", "https://numispedia.it/catalog/coin/1287"} <= urls
    # the total is not split by year: it stays in the comments of the years without a figure
    for year in (1884, 1888):
        (issue,) = issues_at(IT, *U50, year=year)
        assert issue["mintage"] is None and "5,071" in issue["comment"]
