"""Italy (with Sardinia), the Holy See, Switzerland, Liechtenstein, Monaco and France: what the third and last session
on continental Europe (issue 43) read, pinned against the pages named above each row.

Sought: the per-year tirature of Vittorio Emanuele II's 20 lire (numispedia.it, the Italian Wikipedia, Catalogo
Gigante, Lamoneta's catalogue, Numismatica Europea, dealers' 'tiratura' pages), the dates and tirature of Umberto I's
100 lire, the struck or sold figures of the Republic's euro gold (IPZS decrees 'rideterminazione del contingente',
Lamoneta's euro catalogue, Il Giornale della Numismatica), Krause and Pagani numbers for Italy's types without one,
the Holy See's 100 lire of Pius XI and Pius XII and the gold 5 lire of Pius IX, Krause numbers for the Swiss
commemoratives, the struck figure of the 2025 100 francs, and the date-and-mint tirages of three French types (20
francs Charles X, 10 francs Napoléon III laureate, 10 francs Coq: vente-achat-or.org, cgb.fr, CoinVarieties,
all-your-coins.com, hobbyray).

Almost none of it was in a readable opening. The index holds the opening of each page only, and the tables sought sit
further down (ilcollezionistacurioso's marenghi table, vente-achat-or's 10 francs page, the Gazzetta's rideterminazione
decree of 3 March 2016, whose figure is in an article the index does not hold). What paid: The Tyrant Collection's 1899
10 francs rooster, catalogued 'KM 846; Friedberg 597' (the French type had no number), and L'Or et l'Argent's total for
the laureate 10 francs (a type total, written in the type's comments, not an issue's mintage).

Second readings (figures already in the data, read again on the page named; all agree): the 100 lire 1923 'Fascio'
(Numispedia, Numistoria), the 100 lire 1925 'Vetta d'Italia' (CCNI, Numistoria), the 1912 100 lire 'Aratrice'
(Kaji Coin), Vittorio Emanuele II's 100 lire 1864, 1872 and 1878 (Premium Gold Coin, Künker), Vittorio Emanuele III's
20 lire 'Aquila' 1903 and 1905 and Vittorio Emanuele II's 10 lire 1865 (Numismatica Europea), the papal 100 lire 1866
(CoinVarieties), Liechtenstein's 50 franken 1956 (CoinVarieties), Monaco's 100 francs (geben.cz, Pièces monégasques),
and France's 20 francs 1820 Q and 1836 W, 100 francs 1866 A and 1869 BB, 40 francs 1816-1824 (CoinVarieties, cgb.fr,
all-your-coins.com). Nothing was changed.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages, pinned_references

IT = "italy"
VA = "holy-see"
LI = "liechtenstein"
MC = "monaco"
FR = "france"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Numispedia, '100 lire · 1923 · Fascio littorio · Roma · Oro': '100 lire d'oro, coniato nel 1923 a Roma · Oro (Au)
    # 900‰ · ø 35 mm · peso 32,258 g · ... 20.000 pezzi prodotti'
    # https://numispedia.it/catalog/coin/Vittorio-Emanuele-III-di-Savoia-1900-1936-Re-Regno-dItalia-100-lire-1923-Fascio-littorio-Roma-Oro/1319
    # Numistoria: 'La tiratura è di 20.000 esemplari'  https://numistoria.altervista.org/blog/?p=11315
    (IT, "gold-vittorio-emanuele-iii", "100-lire-1923-fascio", 1923, "R", "circulation", 20000),
    # CCNI, catalogo Regno d'Italia 1900-1943: 'ANNO | NOTE | ZECCA | TIRATURA | RARITA' ... 1925 | R | 5.000 | R'
    # https://ccninumismaticaitaliana.it/catalogo_regno_d_italia_1900-1943_15/
    # Numistoria: 'La tiratura è di 5.000 esemplari (rarità R)'  https://numistoria.altervista.org/blog/?p=11291
    (IT, "gold-vittorio-emanuele-iii", "100-lire-1925-vetta-d-italia", 1925, "R", "circulation", 5000),
    # Kaji Coin, 'イタリア 100リレ金貨 1912年 UNC': '造幣:ローマ 発行枚数:4,946枚'
    # https://kaji-room.com/news/%e3%82%a4%e3%82%bf%e3%83%aa%e3%82%a2%e3%80%80%ef%bc%91%ef%bc%90%ef%bc%90%e3%83%aa%e3%83%ac%e9%87%91%e8%b2%a8%e3%80%80%ef%bc%91%ef%bc%99%ef%bc%91%ef%bc%92%e5%b9%b4%e7%99%ba%e8%a1%8c%e3%80%80%ef%bd%95-2
    (IT, "gold-vittorio-emanuele-iii", "100-lire-vittorio-emanuele-iii-aratrice", 1912, "R", "circulation", 4946),
    # Premium Gold Coin, 'イタリア1864年100リレ金貨NGC MS62': '1864年が579枚、1872年が661枚、1878年が294枚'
    # https://premiumgoldcoin.net/news/2775 ; Künker lot 380: '100 Lire 1864, Turin ... Nur 579 Exemplare geprägt'
    # https://kuenker.de/ru/archiv/stueck/379640
    (IT, "100-lire-vittorio-emanuele-ii", "100-lire-vittorio-emanuele-ii", 1864, "T", "circulation", 579),
    (IT, "100-lire-vittorio-emanuele-ii", "100-lire-vittorio-emanuele-ii", 1872, "R", "circulation", 661),
    (IT, "100-lire-vittorio-emanuele-ii", "100-lire-vittorio-emanuele-ii", 1878, "R", "circulation", 294),
    # Numismatica Europea, '20 Lire Vittorio Emanuele III, Aquila sabauda': 'Anno | Rarità | Circolanti ... 1903 | R2 |
    # 1.800 ... 1905 | R | 8.715'  https://numismaticaeuropea.it/italia/lira/regno/vittorio-emanuele-III/20-lire
    (IT, "20-lire-vittorio-emanuele-iii", "20-lire-vittorio-emanuele-iii-aquila", 1903, "R", "circulation", 1800),
    (IT, "20-lire-vittorio-emanuele-iii", "20-lire-vittorio-emanuele-iii-aquila", 1905, "R", "circulation", 8715),
    # Numismatica Europea, '10 Lire Vittorio Emanuele II': '1865 | T | R2 | 443.711'
    # https://numismaticaeuropea.it/italia/lira/regno/vittorio-emanuele-II/10-lire
    (IT, "10-lire-vittorio-emanuele-ii", "10-lire-vittorio-emanuele-ii", 1865, "T", "circulation", 443711),
    # CoinVarieties, 'Papal States 1866-R 100 lire': 'Recorded mintage: 1,172.'
    # https://coinvarieties.com/index.php/Papal_States_1866-R_100_lire
    (VA, "gold-lire-pius-ix", "100-lire-pius-ix", 1866, "R", "circulation", 1172),
    # CoinVarieties, 'Liechtenstein 1956 50 franken': 'Recorded mintage: 17,000.'
    # https://coinvarieties.com/index.php/Liechtenstein_1956_50_franken
    (LI, "franken-gold", "50-franken-1956", 1956, "", "circulation", 17000),
    # geben.cz, 'Monacké zlaté 100 franky': '1882 Charles III. 5 000, 1884 ... 15 000, 1886 ... 15 000, 1891 Albert I.
    # 20 000, 1895 ... 20 000, 1896 ... 20 000, 1901 ... 15 000, 1904 ... 10 000'
    # http://geben.cz/2020/07/08/monacke-zlate-100-franky/ ; Pièces monégasques: '1891A 100 FRANCS OR ... Frappée à
    # 20 000 exemplaires'  https://piecesmonegasques.e-monsite.com/pages/albert-i-1889-1922.html
    (MC, "charles-iii-gold", "100-francs-charles-iii", 1882, "A", "circulation", 5000),
    (MC, "charles-iii-gold", "100-francs-charles-iii", 1884, "A", "circulation", 15000),
    (MC, "charles-iii-gold", "100-francs-charles-iii", 1886, "A", "circulation", 15000),
    (MC, "albert-i-gold", "100-francs-albert-i", 1891, "A", "circulation", 20000),
    (MC, "albert-i-gold", "100-francs-albert-i", 1896, "A", "circulation", 20000),
    (MC, "albert-i-gold", "100-francs-albert-i", 1904, "A", "circulation", 10000),
    # CoinVarieties, 'France 1820-Q 20 francs': 'Recorded mintage: 60,147'
    # https://coinvarieties.com/index.php/France_1820-Q_20_francs
    (FR, "louis-xviii-20-francs", "20-francs-louis-xviii-bare-head", 1820, "Q", "circulation", 60147),
    # CoinVarieties, 'France 1836-W 20 francs': 'Recorded mintage: 10,315'
    # https://coinvarieties.com/index.php/France_1836-W_20_francs
    (FR, "louis-philippe-20-francs", "20-francs-louis-philippe-laureate", 1836, "W", "circulation", 10315),
    # cgb.fr VSO 10, '100 francs Napoléon III tête laurée - 1866': 'Quantité frappée : 9.041 exemplaires'
    # https://vso.cgb.fr/v10/monnaies-124.html ; CoinVarieties, 'France 1869-BB 100 francs': 'Recorded mintage:
    # 14,412.'  https://coinvarieties.com/index.php/France_1869-BB_100_francs
    (FR, "napoleon-iii-100-francs", "100-francs-napoleon-iii-laureate", 1866, "A", "circulation", 9041),
    (FR, "napoleon-iii-100-francs", "100-francs-napoleon-iii-laureate", 1869, "BB", "circulation", 14412),
    # all-your-coins.com, '40 Francs Or LOUIS XVIII': 'N° | Année | Atelier | Tirage ... 1 | 1816 | A | 40.911 ...
    # 9 | 1818 | W | 352.494 ... 14 | 1823 | A | 155'
    # https://all-your-coins.com/en/modern-coins/monnaies-francaises-modernes/modernes-or-1795-2001/40-francs-or/40-francs-or-louis-xviii
    (FR, "louis-xviii-40-francs", "40-francs-louis-xviii", 1816, "A", "circulation", 40911),
    (FR, "louis-xviii-40-francs", "40-francs-louis-xviii", 1818, "W", "circulation", 352494),
    (FR, "louis-xviii-40-francs", "40-francs-louis-xviii", 1823, "A", "circulation", 155),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # The Tyrant Collection, 'Third Republic, 1899': 'KM 846; Friedberg 597, PCGS graded PR-65' (the 10 francs, laureate
    # head of the Republic right, rooster left)
    # https://www.thetyrantcollection.com/portfolio-item/third-republic-10-francs-1899-1909/
    (FR, "coq-10-francs", "10-francs-coq", ["KM# 846", "Fr. 597"]),
    # CoinVarieties, 'Papal States 1866-R 100 lire': 'Catalog reference: Pag. 519. Schl. 143. Fr-278, KM 1383'
    # https://coinvarieties.com/index.php/Papal_States_1866-R_100_lire
    (VA, "gold-lire-pius-ix", "100-lire-pius-ix", ["KM# 1383", "Fr. 278", "Pag. 519"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_pages_read_are_named_on_their_types():
    for coin, host in (
        ((FR, "coq-10-francs", "10-francs-coq"), "thetyrantcollection.com"),
        ((FR, "napoleon-iii-10-francs", "10-francs-napoleon-iii-laureate"), "loretlargent.info"),
    ):
        assert any(host in source["url"] for source in find(*coin)["sources"]), coin


def test_the_laureate_ten_francs_total_stays_a_comment():
    # L'Or et l'Argent: 'Les Nap 10F Napoléon III tête laurée ont été frappés en 1862 et 1863, à 31 894 075
    # exemplaires en tout (cf « Le Franc X, Les monnaies »)' — a type total, never an issue's mintage.
    coin = find(FR, "napoleon-iii-10-francs", "10-francs-napoleon-iii-laureate")
    assert "31,894,075" in coin["comments"]
    assert all(issue["mintage"] != 31894075 for issue in coin["issues"])
