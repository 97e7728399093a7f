"""Iran's gold: Mohammad Reza Shah's portrait Pahlavi and Naser al-Din Shah's machine-struck half toman, read in
issue 45 (Asia, the Middle East, Africa and the Pacific), pinned against the pages named above each row.

What was read: 49 look-ups (44 searches, 5 find_string). English, Persian, German, Russian, Japanese and Italian
queries for the 1/4 to 10 Pahlavi of Mohammad Reza Shah, Reza Shah's Pahlavi of 1305-1315 SH and the Qajar tomans,
by weight, KM number, date and mintage; PCGS CoinFacts, NGC price guide, Heritage, Spink (the Marzban collection),
Stephen Album/CoinVarieties, WorldCoinDatabase and Persian Wikipedia; find_string and the code and issues corpora.
The index holds about twenty Iranian pages, the same for every query, and no PCGS or NGC coin page, no Krause table
and no mintage for any Pahlavi: no KM number was read for the Pahlavi types.

What was found: the Tsukinoki Kinka table (1/4 2.0340 g, 1/2 4.0680 g, 1 8.1360 g, 2 1/2 20.3400 g, 5 40.6799 g,
10 81.3598 g, all 90 %); collections.quest's 1 Pahlavi of SH 1339 (8.136 g, .900, 22.0); MGM Münzlexikon (a 1 Pahlewi
of 1335 with the Shah's portrait; the 10 Pahlewi dated 2535 = 1976); Mintage World (last date 1358); Keter Compro Oro
(the 1/2 Pahlavi 1945-1979, 1 Pahlavi 22 mm); The Coin Vault ('Iran 1963 Gold 5 Pahlavi'); CoinVarieties' AH 1305
5000 dinars (1.44 g, 0.900, KM-927, listed for AH 1297-1313). The 1/4 and 2 1/2 Pahlavi have weight and fineness but
no date on any page read, so they are not entered (a type needs its years); Reza Shah's Pahlavi has no gross weight
on any readable page (stashofcoins, a Numista copy, is not a source); the hammered Qajar tomans (Fath Ali Shah's 5
toman AH 1226, KM 746.1, 26.71 g; his toman AH 1233, KM-753.13, 4.56 g; Naser al-Din's toman AH 1278, KM 853.11,
3.41 g) and Ahmad Shah's half toman AH 1330 (1.4 g) have no fineness on the pages read.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references, source_urls

IR = "iran"
HALF = ("pahlavi-portrait-type", "half-pahlavi-portrait")
ONE = ("pahlavi-portrait-type", "1-pahlavi-portrait")
FIVE = ("pahlavi-portrait-type", "5-pahlavi")
TEN = ("pahlavi-portrait-type", "10-pahlavi")
TOMAN = ("toman-gold-machine-struck", "half-toman-naser-al-din")

TSUKINOKI = "https://tsukinokinka.com/coins_name/pahlavi-coin"
MINTAGE_WORLD = "https://www.mintageworld.com/media/detail/13060-the-last-one-pahlavi-coin-of-mohammad-reza-pahlavi/"
MGM = "https://mgmindex.de/index.php?title=Pahlewi"
QUEST = "https://collections.quest/australia/Gold/1960i.html"
KETER = "https://www.ketercomprooro.it/blog/monete/storia-e-curiosita-del-pahlavi-iraniano-d-oro/"
VAULT = "https://www.thecoinvault.com/product/27377/s-78-the-roundtable-blog.aspx"
WIKIPEDIA = "https://en.wikipedia.org/wiki/Pahlavi_gold_coins"
COINVARIETIES = "https://coinvarieties.com/index.php/Iran_AH_1305_5000_dinars"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # MGM Münzlexikon: 'Goldmünze zu 1 Pahlewi von 1335 AH = 1956 AD mit dem Kopfbild des letzten Schah des Iran';
    # collections.quest: '1960 Iran 1 Pahlavi Gold' ... 'dated on the solar calendar SH 1339'; Mintage World, 'The Last
    # One Pahlavi Coin of Mohammad Reza Pahlavi': 'the last date of the coinage seen on them is 1358'. No mintage read.
    (IR, *ONE, 1335, "", "circulation", None),
    (IR, *ONE, 1339, "", "circulation", None),
    (IR, *ONE, 1358, "", "circulation", None),
    # MGM Münzlexikon: 'so daß auf dem 10-Pahlewi-Stück die Jahresangabe 2535 (= 1976 AD) vorhanden ist'.
    (IR, *TEN, 2535, "", "circulation", None),
    # CoinVarieties: 'Nasir al-Din Shah, 1848-1896, AV 5000 dinars, Tehran, AH1305' ... 'Recorded Mintage: unknown but
    # a better date.'  https://coinvarieties.com/index.php/Iran_AH_1305_5000_dinars
    (IR, *TOMAN, 1305, "", "circulation", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # CoinVarieties: 'Specification: 1.44 g, 0.900 fine gold, this specimen 1.43 g. Catalog reference: KM-927.'
    (IR, *TOMAN, ["KM# 927"]),
    # No Krause number was read for any Pahlavi (catalogue_numbers_gaps.txt lists them).
    (IR, *HALF, []),
    (IR, *ONE, []),
    (IR, *FIVE, []),
    (IR, *TEN, []),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES)


def test_the_portrait_half_pahlavi_carries_the_figures_read():
    # Tsukinoki Kinka: '1/2パーレビは、4.0680g' ... 'いづれも90%(21.6K)の純度です'; Wikipedia (the law of 14 March 1930):
    # 'Half-Pahlavi gold coin has a weight of 3.661191 grams of pure gold'; Keter Compro Oro: 'La moneta da ½ di
    # Pahlavi iraniano è nata nel periodo che va dal 1945 in avanti, quando è stata coniata fino al 1979'.
    coin = find(IR, *HALF)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (4.068, 0.9, 3.661191, None)
    assert (coin["minYear"], coin["maxYear"], coin["issues"]) == (1945, 1979, [])
    assert {TSUKINOKI, WIKIPEDIA, KETER, MINTAGE_WORLD} <= source_urls(coin)


def test_the_portrait_pahlavi_carries_the_figures_read():
    # Tsukinoki Kinka: '1パーレビは、8.1360g'; collections.quest: 'Composition: .900 Gold' ... 'Weight: 8.136 grams'
    # ... 'Size: 22.0'; Wikipedia: 'Pahlavi gold coin (equivalent to twenty Rials) has 7.322382 grams of pure gold'.
    # (Keter Compro Oro's 'il diametro è pari a 22 millimetri' is said of Reza Shah's 1 Pahlavi of 1926/1931: the
    # second reading of issue 45 removed that page from this type, see test_published_figures_second_middle_east.py.)
    coin = find(IR, *ONE)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (8.136, 0.9, 7.322382, 22.0)
    assert (coin["minYear"], coin["maxYear"]) == (1956, 1979)
    assert sorted((issue["year"], issue["gregorianYear"]) for issue in coin["issues"]) == [
        (1335, 1956),
        (1339, 1960),
        (1358, 1979),
    ]
    assert {TSUKINOKI, WIKIPEDIA, QUEST, MGM, MINTAGE_WORLD} <= source_urls(coin)


def test_the_5_pahlavi_carries_the_figures_read():
    # Tsukinoki Kinka: '5パーレビは、40.6799g' (90 %); The Coin Vault: '#70 – Iran 1963 Gold 5 Pahlavi' (no Solar
    # Hijri date given, so no issue is listed).
    coin = find(IR, *FIVE)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (40.6799, 0.9, 36.6119, None)
    assert (coin["minYear"], coin["maxYear"], coin["issues"]) == (1963, 1979, [])
    assert {TSUKINOKI, VAULT, MINTAGE_WORLD} <= source_urls(coin)


def test_the_10_pahlavi_carries_the_figures_read():
    # Tsukinoki Kinka: '10パーレビ(10pahlavi)は81.3598g' (90 %); MGM Münzlexikon: the date 2535 (= 1976 AD).
    coin = find(IR, *TEN)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (81.3598, 0.9, 73.2238, None)
    assert (coin["minYear"], coin["maxYear"]) == (1976, 1979)
    (issue,) = issues_at(IR, *TEN, year=2535)
    assert (issue["gregorianYear"], issue["variety"]) == (1976, "imperial calendar")
    assert {TSUKINOKI, MGM, MINTAGE_WORLD} <= source_urls(coin)


def test_naser_al_din_shahs_half_toman_carries_the_figures_read():
    # CoinVarieties: 'This tiny gold coin is listed for AH 1297-1313' ... 'Specification: 1.44 g, 0.900 fine gold'.
    coin = find(IR, *TOMAN)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (1.44, 0.9, 1.296, None)
    assert (coin["value"], coin["valueNumeric"], coin["currency"]) == ("½ Toman", 0.5, "Iranian toman")
    assert (coin["minYear"], coin["maxYear"]) == (1879, 1896)
    (issue,) = issues_at(IR, *TOMAN, year=1305)
    assert issue["gregorianYear"] == 1888
    assert source_urls(coin) == {COINVARIETIES}
