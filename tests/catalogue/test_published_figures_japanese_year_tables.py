"""Continental Europe's gold read on Japanese dealer pages and on the other pages a sweep for year-by-year tables turned
up, pinned against the pages named above each row.

Read in issue 43 (second session on continental Europe), a sweep for pages whose opening carries a year-by-year mintage
table or a Krause number ("発行枚数", "鋳造枚数", "KM#", "カタログ番号") for the region's gold: the Austrian ducat,
coronas and florins, the Philharmonic, the Vreneli, the Dutch, Belgian, German, Italian, Russian, Hungarian, Danish and
Swedish gold. Few of them paid: the Japanese index repeats the same dealer pages for every query, and no year table for
the ducat, the coronas, the Vreneli or the German states was found in an opening. What paid: Kinbai (the Krause number
of the 1908 jubilee 100 corona), Daruma Coins (the Krause and Friedberg numbers of the French 20 francs rooster with the
republican edge), Norddeutsche Edelmetall (the 1930 Vreneli and the L1935B restrike) and edelmetall-handel.de (the
Prussian 10 mark of 1909).

Reported, not changed: Antique Coin Sanctuary's double-ducat table gives 186 for the Czechoslovak 1938 double ducat
(which LMS's 14 + 172 also make) and 200 for 1951, a year outside the type's range; the older pin keeps 1938 null because
Coin World gives 56.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

AT = "austria"
CH = "switzerland"
DE = "germany"
FR = "france"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # edelmetall-handel.de, Goldmünze 10 Mark Wilhelm II 1909 A J. 251 Preussen: 'Die Umlaufmünzen des Jahrgangs 1909
    # aus der Berliner Prägestätte wurden insgesamt 531.934-mal geprägt.'
    # https://www.edelmetall-handel.de/goldmuenze-10-mark-wilhelm-ii-1909-a-j-251-preussen.html
    (DE, "prussia-wilhelm-ii-10-mark", "10-mark-wilhelm-ii", 1909, "A", "circulation", 531934),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # Kinbai, 'フランツ ヨーゼフの雲上の女神 100コロナ金貨について': '発行年 1908年 発行国 オーストリア ... 品位 0.900 % 重量
    # 33.87 g 直径 37 mm カタログ番号 KM# 2821'  http://www.kinbai.com/lady
    (AT, "corona", "100-corona-franz-joseph-1908", ["KM# 2821"]),
    # Daruma Coins, item 11210, 'フランス 第三共和政(1871-1940) 20フラン金貨 1911(A) マリアンヌ / ルースター 未使用品':
    # 'France 20Francs 1911 Marianne Rooster Fr596a KM857'  https://www.darumacoins.co.jp/products/detail/11210
    (FR, "coq-20-francs", "20-francs-coq-liberte-egalite-fraternite", ["KM# 857", "Fr. 596a"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_vreneli_figures_of_norddeutsche_edelmetall():
    # Norddeutsche Edelmetall, 'Das Gold-Vreneli aus der Schweiz': 'Denn es wurden davon [1935] nur 175.000 Stück
    # geprägt. 1930 waren es nämlich bereits 3.371.764 Goldvrenelis gewesen.' ... 'Steht ein „L" ... vor dem Prägejahr
    # 1935, handelt es sich um eine Nachprägung ... in einer sehr hohen Auflage, (20.008.813 Stück), von der Swiss Mint
    # geprägt'  https://norddeutsche-edelmetall.de/das-gold-vreneli-aus-der-schweiz/
    (in_1930,) = issues_at(CH, "vreneli", "20-francs-vreneli", year=1930)
    assert in_1930["mintage"] == 3371764
    (original,) = issues_at(CH, "vreneli", "20-francs-vreneli", year=1935, variety="")
    (restrike,) = issues_at(CH, "vreneli", "20-francs-vreneli", year=1935, variety="L-B")
    assert (original["mintage"], restrike["mintage"]) == (175000, 20008813)


def test_each_type_read_names_the_page_read():
    for coin, host in (
        ((AT, "corona", "100-corona-franz-joseph-1908"), "kinbai.com"),
        ((FR, "coq-20-francs", "20-francs-coq-liberte-egalite-fraternite"), "darumacoins.co.jp"),
        ((CH, "vreneli", "20-francs-vreneli"), "norddeutsche-edelmetall.de"),
        ((DE, "prussia-wilhelm-ii-10-mark", "10-mark-wilhelm-ii"), "edelmetall-handel.de"),
    ):
        assert any(host in source["url"] for source in find(*coin)["sources"]), coin
