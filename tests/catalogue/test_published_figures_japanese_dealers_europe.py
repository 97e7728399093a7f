"""Continental Europe's gold read on Japanese dealers' and collectors' pages, pinned against the pages named above each
row.

Read in issue 43 (second session on continental Europe), a sweep by source: Japanese dealer and blog pages that print a
Krause number ("KM#", "KM-") or a mintage ("発行枚数", "鋳造枚数") for one coin, searched coin by coin across the
region's roots. What paid: Toki-iro (the Austrian ducat's KM number, the 1898 ducat), Trading Libra (the 1929 100
schilling, the 1909 100 corona, Bavaria's 1911-D 10 mark), Antique Coin
Sanctuary (the year-by-year mintages of the Czechoslovak St Wenceslas ducat), Hayama Mitsuru (the 1936 10 ducats),
Kosen no Mori (the Swiss 100 francs' KM number) and Prime Mint (the KM number of the 100 lire Italia marinara).

Left out, with the reason in the issue's comment: the 16,000 three dealers give for the 1908 Austrian 100 corona (a
round figure), 61,861 for the 1923 Czechoslovak ducat (the numbered jubilee pieces may be included) and 56 for the 1938
ducat (the figures of Coin World for the ducat and double ducat the other way round). Kaji Coin gives the mintage and
numbers of Liechtenstein's 100 franken of 1952 (4,000; FR19, KM-Y17), carried with the older pin changed to hold them.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

AT = "austria"
CS = "czechoslovakia"
SW = "st-wenceslas-ducats"

# Antique Coin Sanctuary, 1932 Czechoslovakia 2 ducat gold MS65: '(1ダカット発行枚数) 1923年 61,861枚 1924年 32,814枚
# 1925年 66,279枚 1926年 58,669枚 1927年 25,774枚 1928年 18,983枚 1929年 10,253枚 1930年 11,338枚 1931年 43,482枚
# 1932年 26,217枚 1933年 57,597枚 1934年 9,729枚 1935年 13,178枚 1936年 14,556枚 1937年 324枚 1938年 56枚 1939年 276枚
# 1951年 500枚'  https://www.antique-coin-sanctuary.com/resp/items/page/?id=105
SANCTUARY_DUCATS = {
    1924: 32814,
    1925: 66279,
    1926: 58669,
    1927: 25774,
    1928: 18983,
    1929: 10253,
    1930: 11338,
    1931: 43482,
    1932: 26217,
    1933: 57597,
    1934: 9729,
    1935: 13178,
    1936: 14556,
    1937: 324,
    1939: 276,
    1951: 500,
}

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Trading Libra, Austria First Republic 1929 100 schilling gold NGC PL65: '1929年発行(ウィーン造幣局) 発行枚数:74,849枚
    # ... 重量:23.5245グラム 直径:33.0ミリ 品位:90.0%金'
    # https://trading-libra.co.jp/2026/02/05/%e3%82%a2%e3%83%b3%e3%83%86%e3%82%a3%e3%83%bc%e3%82%af%e3%82%b3%e3%82%a4%e3%83%b3-%e3%82%aa%e3%83%bc%e3%82%b9%e3%83%88%e3%83%aa%e3%82%a2%e7%ac%ac%e4%b8%80%e5%85%b1%e5%92%8c%e5%9b%bd-1929%e5%b9%b4-100
    (AT, "schilling-gold-1926", "100-schilling-1926", 1929, "", "circulation", 74849),
    # Trading Libra, Austria 1909 Franz Joseph I 100 corona PCGS MS61PL: '1909年発行(ウィーン造幣局) 発行枚数:3,203枚'
    # https://trading-libra.co.jp/2026/02/05/%e3%82%a2%e3%83%b3%e3%83%86%e3%82%a3%e3%83%bc%e3%82%af%e3%82%b3%e3%82%a4%e3%83%b3-%e3%82%aa%e3%83%bc%e3%82%b9%e3%83%88%e3%83%aa%e3%82%a2-%e3%83%8f%e3%83%97%e3%82%b9%e3%83%96%e3%83%ab%e3%82%af%e5%b8%9d
    # Coin Sanctuary (note.com), '1909年フランツ・ヨーゼフ1世100コロナ金貨オリジナル': '発行枚数:3,203枚'
    # https://note.com/coin_sanctuary/n/nfd8adfbe412a
    (AT, "corona", "100-corona-franz-joseph", 1909, "", "circulation", 3203),
    # Toki-iro, Austria 1898 1 ducat PCGS MS64PL: 'オーストリア皇帝フランツ・ヨーゼフ在位50年を記念して発行された1ダカット金貨
    # (KM-2267)です ... 記念金貨ですので発行枚数は少なく27,000枚しか発行されていません'
    # https://toki-iro.jp/shopdetail/000000000628
    (AT, "ducats", "1-ducat-franz-joseph", 1898, "", "circulation", 27000),
    # Trading Libra, Germany Bavaria 1911-D Otto 10 mark gold PCGS PR66: '重量:3.9820グラム 直径:20ミリ 品位:90.0%金
    # 発行枚数:71,616枚'; the D of the Munich mint below the bust
    # https://trading-libra.co.jp/2026/01/29/%e3%82%a2%e3%83%b3%e3%83%86%e3%82%a3%e3%83%bc%e3%82%af%e3%82%b3%e3%82%a4%e3%83%b3-%e3%83%89%e3%82%a4%e3%83%84-%e3%83%90%e3%82%a4%e3%82%a8%e3%83%ab%e3%83%b3-1911-d%e5%b9%b4-%e3%82%aa%e3%83%83%e3%83%88
    ("germany", "bavaria-otto-10-mark", "10-mark-otto-1890", 1911, "D", "circulation", 71616),
    # Hayama Mitsuru, 'チェコスロバキア 10ダカット金貨①': '発行年:1929~1938年、1951年(ご紹介する金貨は1936年発行)
    # 発行枚数:1936年は633枚'  https://hayamamitsuru.com/column/column-1642
    (CS, SW, "10-ducats-st-wenceslas", 1936, "", "circulation", 633),
] + [(CS, SW, "ducat-st-wenceslas", year, "", "circulation", mintage) for year, mintage in SANCTUARY_DUCATS.items()]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # Kosen no Mori, Swiss 100 francs gold 1925: 'KM#39で発行枚数は5000枚'  https://xn--risu07hy5h.net/coin/helvetia-gold
    ("switzerland", "vreneli", "100-francs-vreneli", ["KM# 39"]),
    # Prime Mint, 1932 Italy Vittorio Emanuele III 100 lire gold NGC MS65: 'カタログ番号KM# 72、Fr# 33'
    # https://primemint.jp/products/i1932_sme3_g100l_0620
    ("italy", "gold-vittorio-emanuele-iii", "100-lire-vittorio-emanuele-iii-italia-marinara", ["KM# 72", "Fr. 33"]),
    # Toki-iro: '1872年から1915年まで発行された1ダカット(KM-2267)'  https://toki-iro.jp/shopdetail/000000000628
    (AT, "ducats", "1-ducat-franz-joseph", ["KM# 2267"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_round_and_uncertain_figures_stay_in_the_comments():
    # Academy Global Investment, Antique Coin Town and Coin Sanctuary: the 1908 jubilee 100 corona, '発行枚数:16,000枚'
    # https://coin.academy-global-investment.com/product/coin0023
    (jubilee,) = find(AT, "corona", "100-corona-franz-joseph-1908")["issues"]
    assert jubilee["mintage"] is None and "16,000" in jubilee["comment"]
    # Antique Coin Sanctuary: '1923年 61,861枚' without saying whether the 1,000 numbered jubilee ducats are included
    (ordinary,) = issues_at(CS, SW, "ducat-st-wenceslas", year=1923, variety="")
    assert ordinary["mintage"] is None and "61,861" in ordinary["comment"]
    (last,) = issues_at(CS, SW, "ducat-st-wenceslas", year=1938)
    assert last["mintage"] is None and "56 ducats" in last["comment"]


def test_liechtensteins_1952_figures_are_carried():
    # Kaji Coin, Liechtenstein 100 franken gold 1952: 'FR19 KM-Y17 発行枚数:4,000枚' (the older pin in
    # test_published_figures_central held the coin without them because nothing had been read; it now holds them)
    # https://kaji-room.com/news/%e3%83%aa%e3%83%92%e3%83%86%e3%83%b3%e3%82%b7%e3%83%a5%e3%82%bf%e3%82%a4%e3%83%b3%e3%80%80%ef%bc%91%ef%bc%90%ef%bc%90%e3%83%95%e3%83%a9%e3%83%b3%e9%87%91%e8%b2%a8%e3%80%80%ef%bc%91%ef%bc%99%ef%bc%95-4
    coin = find("liechtenstein", "franken-gold", "100-franken-1952")
    assert coin["references"] == ["Y# 17", "Fr. 19"] and [i["mintage"] for i in coin["issues"]] == [4000]
