"""Second reading of Italy, the Holy See, Spain, Portugal and Greece in issue 43's second session on continental Europe
(the catalogue's depth), pinned against the pages named above each row.

What was read: the search index's pages on the unnumbered gold types of the five roots (NGC and CoinFactsWiki /
CoinVarieties pages, coin-brothers, Coins Catalog, Numismatica Ranieri, cgb.fr, Wannenes, Japanese dealers, eBay
descriptions, Numismatica Europea, the Gazzetta Ufficiale). Few of them print a catalogue number in their opening:
Numismatica Ranieri's lot of the 100 lire Aratrice of 1912 (Pagani and Gigante numbers) and an eBay description of the
Vatican Holy Year set of 1950 (the five KM numbers of the set, in the order of its denominations). For mintages,
toki-iro.jp gives 810 official restrikes of Spain's 100 pesetas dated 1897 and struck in 1961 (carried, with the
earlier pin that held it empty for want of a reading changed). A Japanese dealer's
2,000 for the Vatican 100 lire of 1937 follows Numista's record and stays in the issue's comment.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import issues_at, pinned_references

IT = "italy"
HS = "holy-see"
ES = "spain"

# root, series, type, the numbers read (Krause first)
REFERENCES = [
    # Numismatica Ranieri, 100 lire 1912 Roma, Aratrice: 'Au mm 35 ... Pag. 641; Gig. 4. Molto Rara ... Contorno: rigato.
    # Tiratura: 4.946 esemplari.'
    # https://mobile.numismaticaranieri.it/negozioscheda/60013-regno-ditalia-vittorio-emanuele-iii-1900-1943-100-lire-1912-roma-aratrice.aspx
    # (the Gigante number has no standard form in the catalogue's rules: Pagani's is carried)
    (IT, "gold-vittorio-emanuele-iii", "100-lire-vittorio-emanuele-iii-aratrice", ["Pag. 641"]),
    # coinworldtv (eBay description): '1950, Vatican City, Pius XII. Gold 100 Lire Coin Set w.Box & 4 Coins! ... Reference:
    # KM-44, KM-45, KM-46, KM-47, KM-48. Denominations: 1, 2 , 5 & 10 Lire (in the mint set box of issue), 100 Lire (in
    # the slab) ... Material: Aluminum (4pcs), Gold (.900) Diameter: 21mm (the gold coin) Weight: 5.19gm (the gold coin)'
    # (the numbers follow the denominations; the 100 lire is the fifth)
    # https://vi.vipr.ebaydesc.com/itmdesc/375349909391?t=1695129983000&category=547&seller=coinworldtv&excSoj=1&excTrk=1&lsite=0&ittenable=false&domain=ebay.com&descgauge=1&cspheader=1&oneClk=2&secureDesc=1
    (HS, "100-lire-pius-xii", "100-lire-pius-xii-holy-year-1950", ["KM# 48"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_1961_restrike_of_the_100_pesetas_carries_the_figure_read():
    # toki-iro.jp (NGC MS61 lot): 'この銘柄はもともと1897年のみ発行されましたが、1961年(810枚)と1962年(6,000枚)にも再発行
    # (リストライク)されています ... ・1897年(オリジナル):150,000枚 ・1961年(リストライク):810枚 ・1962年(リストライク):5,000枚'
    # (Krause's Standard Catalog of World Coins cited) https://www.toki-iro.jp/shopdetail/000000000674/
    # The 1962 figure differs within the page (6,000 and 5,000) and the originals are rounded: the NGC registry's 6,000 and
    # 149,762 stay (pinned elsewhere); the 1961 figure, the same twice on the page, is carried.
    coin = (ES, "100-pesetas-alfonso-xiii", "100-pesetas-alfonso-xiii")
    (restrike,) = issues_at(*coin, variety="restrike 19-61")
    assert (restrike["year"], restrike["minYear"], restrike["mintage"]) == (1897, 1961, 810)
    (original,) = issues_at(*coin, variety="18-97")
    assert original["mintage"] == 149762


def test_the_1937_vatican_figure_relayed_from_numista_stays_a_comment():
    # trading-libra.co.jp: '発行年:1937年 ... 発行枚数:2,000枚 ... 重量:5.19グラム 直径:20.7ミリ' with Numista's description
    # of the reverse (Christ with sceptre and globus cruciger, a kneeling child offering a crown): not a source.
    # https://trading-libra.co.jp/2025/07/02/
    (issue,) = issues_at(HS, "100-lire-pius-xi", "100-lire-pius-xi-reduced", year=1937)
    assert issue["mintage"] is None and "2,000" in issue["comment"]
