"""The Ottoman Empire's gold in turkey.json (issue 45), read in one session, pinned against the pages named above each
row.

What was read: 47 look-ups (45 searches of the stored pages, docs and code corpora, 2 find_string). The index holds a
small pool of pages on late Ottoman gold, returned for every query in English, Turkish, German, Japanese, Russian and
Arabic: Ellinika, Elemetal, Oro da Investimento, Golden Eagle, Mintage World, MoneyMuseum, a Turkish blog on a 250
kuruş, CoinVarieties/CoinFactsWiki (Egyptian and silver Ottoman coins only), The Tyrant Collection, Tiara, edgycoins,
Lawrence Chard's Flickr caption, Amasya Museum's catalogue pages, and Turkish encyclopaedia snippets.

Entered:
- Abdülhamid II's 100 kuruş, under a new leaf issuer (abdulhamid-ii): The Tyrant Collection gives KM 730, the
  Qustantiniyah mint and a coin of regnal year 14; MoneyMuseum a coin of regnal year 22 struck in 1896; the
  specification is the dealers' one for the Ottoman 100 kuruş of every reign (as on the types already in the file).
  The issue-33 review removed an earlier Abdülhamid II 100 kuruş (series abdulhamid-gold) whose years were the reign;
  this one's years are the two dates read, and it now carries its Krause number.
- Mehmed V's 100 kuruş with 'Gazi' beside the tughra (from 1915), from Tiara: K917, 7.216 g, 22 mm, KM 776 /
  Friedberg 160, regnal year 9 (1917) with 3,582,005 struck.
- Abdülmecid's 100 kuruş: a second read of its standard (Türkçe Tarih: 0.916½ fine, 6 g 614 mg fine gold and 602 mg
  copper, gold struck from 1 February 1844; Osmanlı Medeniyeti: 22 ayar) in its comments and sources.

Not entered (no page read gives weight and fineness, or only a generic figure and a single date without a number):
Abdülaziz's gold (no Istanbul piece in the index; CoinVarieties has only Cairo's), Abdülhamid II's 25, 50 and 250
kuruş (a blog gives a 250 kuruş of 1293/12 as 'around 18 g', 27 mm, 'about 91.7 %'), the 500 kuruş of Abdülhamid II
(edgycoins: regnal year 27, 1901) and of Mehmed V (Chard: 1327/4; the review of issue 33 removed that type) with only
Ellinika's generic 36.08 g / 22 carat and no Krause number, the monnaie de luxe (ziynet: first struck by the decision
of 30 July 1898, TKİ Dergisi, no standards in the page's opening), Mehmed V's visit coins, Mehmed VI's 25 kuruş
(rarecoinshop: 'about 1.8 g', fineness not given), and Mahmud II's gold (weights only in dirhem and kırat, or a
specimen's weight without fineness).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

TR = "turkey"
HAMID_100 = ("abdulhamid-ii-gold", "100-kurus-abdulhamid-ii")
GAZI_100 = ("mehmed-v-gold", "100-kurus-mehmed-v-gazi")
MECID_100 = ("abdulmecid-gold", "100-kurus-abdulmecid")

TIARA = "https://www.tiara-int.co.jp/SHOP/235522.html"
TYRANT_1293_14 = "https://www.thetyrantcollection.com/portfolio-item/ottoman-empire-gold-100-kurush-ah-1293-14/"
MONEYMUSEUM = "https://touchcoins.moneymuseum.com/?&epoch=75&id=1706&l=de"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Tiara, 'オスマン=トルコ帝国 1917 100クルシュ': '発行年: 1917 ... 金性: K917 造幣数: 3,582,005枚 ... サイズ: 22mm
    # 重量: 7.216g 資料: KM776/Fr160' and 'メフメト5世の治世九年目(=1917年)'  https://www.tiara-int.co.jp/SHOP/235522.html
    (TR, *GAZI_100, 1327, "", "circulation", 3582005),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # The Tyrant Collection: "'Abd al-Hamid II, Ottoman Sultan AH 1293-1327/AD 1876-1909 / KM 730, PCGS MS-64 /
    # Qustantiniyah (Constantinople) mint (7.24gm)"  (TYRANT_1293_14)
    (TR, *HAMID_100, ["KM# 730"]),
    # Tiara: '資料: KM776/Fr160'  (TIARA)
    (TR, *GAZI_100, ["KM# 776", "Fr. 160"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES)


def test_the_abdulhamid_ii_100_kurus_carries_the_dealers_figures_and_the_dates_read():
    # Elemetal: 'Weight: 0.2320 troy oz. Fineness: .9167 Diameter: 22.3mm Thickness: 1.4mm'; Oro da Investimento:
    # 'pesano 7,2160 grammi ... 91,67% ... 22,3 millimetri ... 1,4 mm' — the same figures as the other reigns' 100 kuruş
    coin = find(TR, *HAMID_100)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"], coin["thickness"]) == (
        7.216,
        0.9167,
        6.6149,
        22.3,
        1.4,
    )
    # the dates read: regnal year 14 (The Tyrant Collection, no Gregorian year: AH 1306, 1888/89) and regnal year 22
    # (MoneyMuseum: 'Diese Goldmünze zu 100 Piaster stammt von 1896: ... die Zahl 22 ... das Regierungsjahr')
    assert sorted(issue["variety"] for issue in coin["issues"]) == ["regnal year 14", "regnal year 22"]
    assert all(issue["year"] == 1293 and issue["mintage"] is None for issue in coin["issues"])
    (year_22,) = [issue for issue in coin["issues"] if issue["variety"] == "regnal year 22"]
    assert year_22["gregorianYear"] == 1896
    (year_14,) = [issue for issue in coin["issues"] if issue["variety"] == "regnal year 14"]
    assert (year_14["gregorianYear"], year_14["minYear"], year_14["maxYear"]) == (None, 1888, 1889)
    assert (coin["minYear"], coin["maxYear"]) == (1888, 1896)
    urls = {source["url"] for source in coin["sources"]}
    assert {TYRANT_1293_14, MONEYMUSEUM, "https://www.elemetal.com/bullion/turkish-100-kurush"} <= urls


def test_the_gazi_100_kurus_of_mehmed_v_carries_tiaras_figures():
    # Tiara: '金性: K917 ... サイズ: 22mm 重量: 7.216g'; 'Gazi' on the coins 'の1915年以降に表現され' (from 1915)
    coin = find(TR, *GAZI_100)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (7.216, 0.917, 6.6171, 22.0)
    assert (coin["minYear"], coin["maxYear"]) == (1915, 1917)
    (issue,) = issues_at(TR, *GAZI_100, year=1327)
    assert (issue["variety"], issue["gregorianYear"]) == ("regnal year 9", 1917)
    assert TIARA in {source["url"] for source in coin["sources"]}


def test_the_abdulmecid_100_kurus_figures_have_a_second_read():
    # Türkçe Tarih: '1 Şubat 1844 tarihinden itibaren ... altın sikke ... 0.9161/2 milyem saf altındı ... 6 gram 614
    # miligram halis altın, 602 miligram bakır içermekteydi' (6.614 + 0.602 = 7.216 g, the weight held)
    coin = find(TR, *MECID_100)
    assert coin["weight"] == 7.216 and coin["minYear"] == 1844
    assert "https://turkcetarih.com/terim/mecidiye/" in {source["url"] for source in coin["sources"]}
    assert "6 g 614 mg" in coin["comments"]
