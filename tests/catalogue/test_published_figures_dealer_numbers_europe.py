"""Continental Europe's gold, swept by source for catalogue numbers (issue 43, second session): pinned against the
page named above each row.

Read by the dealer_numbers_europe helper (88 look-ups in the stored pages, openings only). The sweep went
source by source across the region's roots instead of country by country: Hobbyray and eBay 'coin definition'
descriptions ('Reference: KM-'), numismaticsonline.com's gscoins pages, CoinVarieties / CoinFactsWiki, Stephen Album
and other lot lines on biddr, cgb.fr's VSO catalogues, mdc.mc, NumisBids, Heritage-style lot titles, the NGC registry,
coin-brothers, coinscatalog.net, the LMS katalóg, Laurens Schulman, realedition.de, germanycash.de, Wannenes and
Numismatica Ranieri lots, Italian and Swedish year tables, and, in the code index, open coin data sets.

What entered: realedition.de's page on Prussia's 10 mark of Friedrich III gives its Schön number ('Literatur: Schön,
Preußen Nr. 10'), so the type leaves catalogue_numbers_gaps.txt. Every other number and mintage read on a page this
session is one the catalogue already carries; those readings are pinned below as second readings.

Ran dry (for the next session): the Danish 20 and 10 kroner of Frederik VIII and Christian X, the Swedish kronor of
Oscar II and Gustaf V (Falcoin gives SM numbers, not accepted by the format; no KM or Fr. in any opening), the Belgian
20 francs of Leopold II, the Dutch 10 gulden of Willem II / Willem III and the ducat, the Austrian 20 corona 1909-1915,
100 corona 1908, 25 and 100 schilling, ducat and 8 florin, Hungary's korona and forint gold, Italy's Savoy gold of
Vittorio Emanuele II and III (Italian lots print Pagani and Gigante numbers below the opening), the Vatican 100 lire of
Pius XI and XII, Spain's 20 pesetas of Alfonso XIII (the NGC registry owner pages give mintages, not numbers), Greece's
gold of George I, Monaco's 100 francs, Russia's 5 roubles and chervonets, Liechtenstein's 1952 and 1961 gold, the
Slovak 5,000 Sk and euro gold (the LMS katalóg indexes only the 1998 Spišský hrad among the gold), and the German
states' 5, 10 and 20 mark (no Jaeger or Schön number in any indexed opening beyond the types that carry theirs).
Disagreements met (no data changed): moneterare.net and 4fan.info give 3,427 for the 20 lire of 1861, Kampuspedia
3,267, as the issue's comment already records; a Polish mint figure of 1,093,000 'at least' for Saxony's 20 mark of
Johann (guldy.cz) is a lower bound, not a mintage.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages, pinned_references

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # cgb.fr: 'AUSTRIA 8 florins ou 20 francs François-Joseph Ier 1889 Vienne ... Cantidad acuñada: 208000 Metal: oro
    # Milésimas de pureza : 900 ‰ Diámetro: 21 mm'
    # https://cgbfr.es/autriche-8-florins-ou-20-francs-francois-joseph-ier-1889-vienne-sup,fwo_353510,a.html
    ("austria", "florin", "8-florin-20-francs-franz-joseph", 1889, "", "circulation", 208000),
    # CoinVarieties, 'Denmark 1900-VBP 20 kroner': 'Recorded mintage: 100,000. ... Catalog reference: Fr-295, KM 791.1'
    # https://coinvarieties.com/index.php/Denmark_1900-VBP_20_kroner
    ("denmark", "christian-ix-gold", "20-kroner-christian-ix", 1900, "", "circulation", 100000),
    # Samlerhuset, 20 kroner 1877: '1883-utgaven ble slått i bare 35.900 eksemplarer ... Opprinnelig forlot 38.200
    # eksemplarer Den Kongelige Mynt på Kongsberg' (the 1877 coin)  https://www.samlerhuset.no/20kr1877
    ("norway", "oscar-ii-kroner", "20-kroner-oscar-ii", 1877, "", "circulation", 38200),
    ("norway", "oscar-ii-kroner", "20-kroner-oscar-ii", 1883, "", "circulation", 35900),
    # cgb.fr VSO 09 no. v09_2122: 'RUSSIE - NICOLAS II ... 15 roubles or, (40 francs or), grosse tête - 1897 ... Quantité
    # frappée : 11.900.033 exemplaires ... N° dans les ouvrages de référence : Sev321 - Uzd.559 - F.159'
    # https://vso.cgb.fr/v09/fr/monnaies88eb.html
    ("russia", "nicholas-ii-gold", "15-roubles-nicholas-ii", 1897, "", "circulation", 11900033),
    # geben.cz, 'Monacké zlaté 100 franky': '1882 Charles III. 5 000 / 1884 Charles III. 15 000 / 1886 Charles III.
    # 15 000 / 1891 Albert I. 20 000 / 1895 Albert I. 20 000 / 1896 Albert I. 20 000 / 1901 Albert I. 15 000 / 1904
    # Albert I. 10 000'  http://geben.cz/2020/07/08/monacke-zlate-100-franky/
    ("monaco", "charles-iii-gold", "100-francs-charles-iii", 1882, "A", "circulation", 5000),
    ("monaco", "charles-iii-gold", "100-francs-charles-iii", 1884, "A", "circulation", 15000),
    ("monaco", "charles-iii-gold", "100-francs-charles-iii", 1886, "A", "circulation", 15000),
    ("monaco", "albert-i-gold", "100-francs-albert-i", 1891, "A", "circulation", 20000),
    ("monaco", "albert-i-gold", "100-francs-albert-i", 1895, "A", "circulation", 20000),
    ("monaco", "albert-i-gold", "100-francs-albert-i", 1896, "A", "circulation", 20000),
    ("monaco", "albert-i-gold", "100-francs-albert-i", 1901, "A", "circulation", 15000),
    ("monaco", "albert-i-gold", "100-francs-albert-i", 1904, "A", "circulation", 10000),
    # lmucoins.com, Greece: 'Non-Circulating Coins ... 100 drachmai 1876 (mintage 76); 50 drachmai (mintage 182)'
    # https://lmucoins.com/greece
    ("greece", "large-drachmai-1876", "50-drachmai-george-i", 1876, "A", "circulation", 182),
    ("greece", "large-drachmai-1876", "100-drachmai-george-i", 1876, "A", "circulation", 76),
    # Laurens Schulman, '10 Gld 1897 – LSch.629': 'In totaal zijn van de gouden tienguldenstukken met het jaartal 1897
    # dus 453.696 stuks vervaardigd.'
    # https://www.laurensschulman.nl/database/wilhelmina/wilhelmina-10-gulden-exemplaren/wilhelmina-10-gulden-1897-lsch-629/
    ("netherlands", "10-gulden", "10-gulden-wilhelmina-1892", 1897, "", "circulation", 453696),
    # Polish Wikipedia (wikizero copy), '20 złotych 1925 Bolesław Chrobry': 'Nakład 27 240 szt. ... Według sprawozdań
    # mennicy za lata 1924–1926, nakład monety wynosił 27 240 sztuk'
    # https://www.wikizero.com/pl/20_z%C5%82otych_1925_Boles%C5%82aw_Chrobry
    ("poland", "chrobry-gold", "20-zlotych-1925", 1925, "", "circulation", 27240),
    # LMS katalóg, 'ČSR 2 d 1923 Svätý Václav': 'Katal.číslo: KM#9 ... Rok ... 1000 ks / 1923 ... 4,000 / 1929 ... 3,262 /
    # 1936 ... 0,819 / 1937 ... 0,008'  http://coins.lmsystem.sk/index.php?p=CSR1_2d_
    ("czechoslovakia", "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1923, "", "circulation", 4000),
    ("czechoslovakia", "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1929, "", "circulation", 3262),
    ("czechoslovakia", "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1936, "", "circulation", 819),
    ("czechoslovakia", "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1937, "", "circulation", 8),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # realedition.de, 'Münzen des Königreichs Preußen - Zehn Mark in Gold von Friedrich III': 'Prägeort: Berlin
    # Prägejahr: 1888 ... in einer Auflage von 876.224 Exemplaren geprägt ... Literatur: Schön, Preußen Nr. 10; AKS,
    # Preußen 120; Neumann 2 - Friedrich III, Nr. 2'  http://numismatik.realedition.de/preussenIII/pr-schoen10.html
    ("germany", "prussia-friedrich-iii-10-mark", "10-mark-friedrich-iii", ["Schön 10"]),
    # CoinVarieties, 'Denmark 1877-CS 20 kroner': 'Catalog reference: Fr-295; KM-791.1.' (the catalogue writes KM# 791)
    # https://coinvarieties.com/index.php/Denmark_1877-CS_20_kroner
    ("denmark", "christian-ix-gold", "20-kroner-christian-ix", ["Fr. 295"]),
    # Stephen Album on biddr: 'NORWAY: Oscar II, 1872-1905, AV 20 kroner, 1878, KM-355, Fr-17, struck at the Kongsberg
    # Mint'  https://www.biddr.com/auctions/stevealbum/browse?a=4658&l=5581797
    ("norway", "oscar-ii-kroner", "20-kroner-oscar-ii", ["KM# 355", "Fr. 17"]),
    # Hobbyray (es), 1875 Norway 20 kroner / 5 speciedaler: 'Referencia: Friedberg 15 , KM-348.'
    # https://www.hobbyray.com/es/coin_definition-20_Krone-Oro-Noruega-KekK.GJAgi4AAAEtm4HwgJCT.htm
    ("norway", "oscar-ii-kroner", "20-kroner-5-speciedaler", ["KM# 348", "Fr. 15"]),
    # numismaticsonline.net: 'Austria, 4 Trade Ducat, 1915 13.9636 g., .986 GOLD, .4430 oz AGW., KM2276'
    # https://numismaticsonline.net/gscoins/austria/4ducat.htm
    ("austria", "ducats", "4-ducat-franz-joseph", ["KM# 2276"]),
    # eBay product page, Austrian 100 Coronas 1915: 'Catalog NumberKm# 2819'  https://www.ebay.co.uk/p/102077886
    ("austria", "corona", "100-corona-franz-joseph", ["KM# 2819"]),
    # Hobbyray (en), 1894 Austria 20 corona: 'Reference: Friedberg 506, KM-2806.'
    # https://www.hobbyray.com/en/coin_definition-20_Corona-Gold-Austria_Hungary_(1867_1918)-7OUKbzbiGzcAAAFGgKDW.ZZR.htm
    ("austria", "corona", "20-corona-franz-joseph-laureate", ["KM# 2806", "Fr. 506"]),
    # cgb.fr VSO 09 no. v09_2125, 10 roubles 1899: 'Reference number in specialised litterature : Sev331 - Uzd.569 -
    # F.161'  https://vso.cgb.fr/v09/gb/monnaiesgb14d7.html
    ("russia", "nicholas-ii-gold", "10-roubles-nicholas-ii", ["Uzd. 569"]),
    # cgb.fr VSO 09 no. v09_2122, 15 roubles 1897: 'Sev321 - Uzd.559 - F.159'  https://vso.cgb.fr/v09/fr/monnaies88eb.html
    ("russia", "nicholas-ii-gold", "15-roubles-nicholas-ii", ["Uzd. 559"]),
    # numismaticsonline.com: 'Italy, Umberto I, 20 Lire, 1879-1897 Brilliant Uncirculated, KM 21, 6.4516 g., .900 GOLD'
    # http://numismaticsonline.com/gscoins/italy/20LireUmbertoI.htm
    ("italy", "20-lire", "20-lire-umberto-i", ["KM# 21"]),
    # numismaticsonline.com: '10 Zlotych 1925 3.2258 g., .900 GOLD, .0933 oz AGW., Y 32 Boleslaw I'
    # http://numismaticsonline.com/gscoins/poland/Poland10zt.htm
    ("poland", "chrobry-gold", "10-zlotych-1925", ["Y# 32"]),
    # LMS katalóg, 'ČSR 2 d 1923 Svätý Václav': 'Katal.číslo: KM#9'  http://coins.lmsystem.sk/index.php?p=CSR1_2d_
    ("czechoslovakia", "st-wenceslas-ducats", "2-ducats-st-wenceslas", ["KM# 9"]),
    # CoinFactsWiki, 'Vatican City 1933-34 100 lire': 'Recorded mintage: 23,000. ... Catalog reference: Munt-2;
    # Berman-3362; Fr-84, KM 19.'  http://www.coinfactswiki.com/wiki/Vatican_City_1933-34_100_lire
    ("holy-see", "100-lire-pius-xi", "100-lire-pius-xi-holy-year-1933", ["KM# 19", "Fr. 84"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_schon_number_rests_on_the_page_that_prints_it():
    # realedition.de prints the number per state ('Schön, Preußen Nr. 10'); the source covering it says so.
    coin = find("germany", "prussia-friedrich-iii-10-mark", "10-mark-friedrich-iii")
    (page,) = [s for s in coin["sources"] if s["url"].endswith("/preussenIII/pr-schoen10.html")]
    assert "references" in page["covers"] and "Schön, Preußen Nr. 10" in page["title"]
