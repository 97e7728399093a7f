"""Eastern and south-eastern Europe (Poland, the Czech Republic, Czechoslovakia, Slovakia, Hungary, Romania, Bulgaria,
Serbia, Yugoslavia, Albania, Croatia, Slovenia; Montenegro searched for), second session of issue 43, pinned against the
pages named above each row.

What was read: 80 look-ups in the stored pages, searching for the Krause numbers of the region's unnumbered types (the
ČNB's 5,000 and 10,000 Kč gold, the HNB's kuna and euro gold, the NBS's Sk and euro gold, Hungary's korona and forint
gold, Romania's, Serbia's, Yugoslavia's, Bulgaria's, Albania's and Slovenia's gold), for the missing mintages (ČNB gold
2014-2025, NBS gold 1999-2014, HNB 2010-2024, Hungary's korona by year, Poland's 50 złotych 1819-1823, 3 roubles / 20
złotych and 10 złotych 1925) and for Montenegro's gold perpera of 1910. The pages the index holds for these coins open
with prose, a decree, a limit or a figure already entered; the tables that carry Krause numbers or yearly mintages (ucoin,
coin-brothers, LMS katalóg, Hungarian Wikipedia, coinscatalog.net) are either not in the index for these coins or carry
them below the opening that a look-up returns. No page read states weight, fineness and year together for the perpera,
so no montenegro.json was created.

What entered: the ČNB's own press release on the Mariánský most coin (its mintages were from a reprint). The rows below
are otherwise second readings, in this session, of figures and numbers the catalogue already carries: they pin what a
page read here states.

A limit ('ne veća od', 'do največ', 'maximal', 'limited to') stays in the issue's comment and the mintage stays null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import pinned_mintages, pinned_references

CZ = "czech-republic"
CZG = "koruna-gold-commemoratives"
CS = "czechoslovakia"
SK = "slovakia"
SKG = "koruna-gold-commemoratives"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Česká národní banka, 'Zlatá mince Mariánský most' (press release on cnb.cz): 'ČNB vydává do oběhu 9 700
    # půluncových mincí s Mariánským mostem v Ústí nad Labem ... Celkem 7 200 kusů mince je ve špičkové kvalitě s
    # leštěným polem a matovým reliéfem a 2 500 kusů v běžné kvalitě.'
    # https://www.cnb.cz/cs/cnb-news/tiskove-zpravy/Zlata-mince-Mariansky-most
    (CZ, CZG, "5000-kc-2015-marian-bridge", 2015, "", "uncirculated", 2500),
    (CZ, CZG, "5000-kc-2015-marian-bridge", 2015, "", "proof", 7200),
    # ČNB, 'Žďákovský most na zlaté minci ČNB': 'ČNB vydává do oběhu 9 100 půluncových mincí ... Celkem 7 000 kusů
    # mince je ve špičkové kvalitě ... a 2 100 kusů v běžné kvalitě.'
    # https://www.cnb.cz/cs/cnb-news/tiskove-zpravy/Zdakovsky-most-na-zlate-minci-CNB
    (CZ, CZG, "5000-kc-2015-zdakov-bridge", 2015, "", "uncirculated", 2100),
    (CZ, CZG, "5000-kc-2015-zdakov-bridge", 2015, "", "proof", 7000),
    # Roklen24: 'Vydáno bude 3 000 mincí v běžném a 7 400 mincí ve špičkovém (proof) provedení.'
    # https://roklen24.cz/?quick_news=cnb-vydava-zlatou-minci-hradu-bouzov
    (CZ, CZG, "5000-kc-2017-bouzov", 2017, "", "uncirculated", 3000),
    (CZ, CZG, "5000-kc-2017-bouzov", 2017, "", "proof", 7400),
    # LMS katalóg, 'ČSR 2 d 1923 Svätý Václav': '1923 ... 4,000 / 1929 ... 3,262 / 1931 ... 2,994 / 1932 ... 5,496 /
    # 1933 ... 4,671 / 1934 ... 2,403 / 1935 ... 2,577 / 1936 ... 0,819 / 1937 ... 0,008' (thousands of pieces)
    # http://coins.lmsystem.sk/index.php?p=CSR1_2d_
    (CS, "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1923, "", "circulation", 4000),
    (CS, "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1929, "", "circulation", 3262),
    (CS, "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1931, "", "circulation", 2994),
    (CS, "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1932, "", "circulation", 5496),
    (CS, "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1933, "", "circulation", 4671),
    (CS, "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1934, "", "circulation", 2403),
    (CS, "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1935, "", "circulation", 2577),
    (CS, "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1936, "", "circulation", 819),
    (CS, "st-wenceslas-ducats", "2-ducats-st-wenceslas", 1937, "", "circulation", 8),
    # Numismatika Zlín, 'Dukát 1931': 'Raženo: | 43.482 ks |'
    # https://www.numismatika-zlin.cz/zlate-mince-ceskoslovenske/svatovaclavske-dukaty-1923-1939/produkt-dukat-1931/
    (CS, "st-wenceslas-ducats", "ducat-st-wenceslas", 1931, "", "circulation", 43482),
    # LMS katalóg, 'ČSSR 1 d 1978 Karol IV.': '1978 ... 7,707 / 1979 ... 3,283 / 1980 ... 1,808 / 1981 ... 2,138 /
    # 1982 ... 2,382'  http://coins.lmsystem.sk/index.php?p=CSSR_1d_
    (CS, "charles-iv-ducats", "ducat-charles-iv-1978", 1978, "", "circulation", 7707),
    (CS, "charles-iv-ducats", "ducat-charles-iv-1978", 1982, "", "circulation", 2382),
    # LMS katalóg, 'ČSSR 5 d 1978 Karol IV.': '1978 - 600 880 - - 3,646'  http://coins.lmsystem.sk/index.php?p=CSSR_5d_
    (CS, "charles-iv-ducats", "5-ducats-charles-iv-1978", 1978, "", "circulation", 3646),
    # NBS (English page), 'Gold 5 000 Sk coin' (Svätopluk): 'Number of pieces minted: 5000 proof'
    # https://nbs.sk/en/banknotes-and-coins/slovak-currency/slovak-commemorative-coins/gold-5000sk-coin-commemorating-1100th-anniversary/
    (SK, SKG, "5000-sk-1994-svatopluk", 1994, "", "proof", 5000),
    # NBS (English page), 'UNESCO World Heritage - Vlkolínec, 5 000 Sk Commemorative Gold Coin': '... the Kremnica Mint
    # mark and the year 2002 ... Number of pieces minted: 7,200 proof'
    # https://nbs.sk/en/banknotes-and-coins/slovak-currency/slovak-commemorative-coins/5-000-sk-commemorative-gold-coin/
    (SK, SKG, "5000-sk-2001-vlkolinec", 2002, "", "proof", 7200),
    # HNB, '500th Anniversary of the Birth of Marin Držić': 'Denomination Weight (g) Diameter (mm) Fineness/000 Items
    # issued / 1,000 7.00 22 986 2,000'  https://api.hnb.hr/en/web/guest/-/500-obljetnica-ro-enja-marina-drzica
    ("croatia", "kuna-gold", "1000-kuna-2008-marin-drzic", 2008, "", "proof", 2000),
    # HNB, '500. obljetnica tiskanja senjskoga glagoljskog Misala': 'Ukupna količina (kom.) 200 ... Izdana količina
    # ... u cijelosti je prodana'  https://www.hnb.hr/-/500-obljetnica-tiskanja-senjskoga-glagoljskog-misala
    ("croatia", "kuna-gold", "5-kuna-1995-senj-missal", 1994, "", "proof", 200),
    # Narodne novine 64/1994, decision 'IVAN PAVAO II.': '... prigodni zlatni kovani novac ... u ukupnoj količini od
    # 4.000 komada'  https://narodne-novine.nn.hr/clanci/sluzbeni/1994_09_64_1137.html
    ("croatia", "kuna-gold", "1000-kuna-1994-ivan-pavao-ii", 1994, "", "proof", 4000),
    # Online Coin Club, 'One Hundred Leva 1894': 'Mint Kremnitz Mint Mint Mark К.Б. Total Mintage 2,500'
    # https://onlinecoin.club/Coins/Country/Bulgaria/One_Hundred_Leva_1894/
    ("bulgaria", "leva-gold-1894", "100-leva-1894", 1894, "", "circulation", 2500),
    # Gold Coin Collection, 'Bulgarian Gold Coins 20 Leva': 'Mint Place: Kremnitz (Hungary)., Mintage: 100,000 pcs.
    # Reference: KM-20, Friedberg 3.'  http://goldcoincollection.blogspot.com/2013/01/bulgarian-gold-coins-20-leva.html
    ("bulgaria", "leva-gold-1894", "20-leva-1894", 1894, "", "circulation", 100000),
    # Hobbyray, Kingdom of Romania 20 lei 1883: 'Tirage : 196 000 pièces. Lieu d'atelier : Bucarest (B) Référence :
    # Friedberg 3, Schlumberger 5, KM-20.'  https://www.hobbyray.com/coin_details.htm?id=tSXBwcI0CGMAAAEnqnO0cFGh&locale=fr
    ("romania", "carol-i-gold", "20-lei-carol-i-king", 1883, "B", "circulation", 196000),
    # Romanian Coins, '50 lei 1922 (1928)': 'Mintage: 105.000 coins'  http://romaniancoins.org/50lei1922.html
    ("romania", "ferdinand-i-gold", "50-lei-1922", 1922, "", "circulation", 105000),
    # Worldwide Numismatics, Albania: '100 Francs - 1926-R / KM-011.3 - 32,26 g / Edge - Reeded / Mintage - 6.614'
    # http://www.worldwide-numismatics.com/page%20Albania.htm
    ("albania", "franga-ari-gold", "100-franga-ari-zogu-biga", 1926, "", "circulation", 6614),
    # Oro da investimento, '20 Franga 1927 Amet Zogu': '... coniata nell'Istituto Poligrafico e Zecca dello Stato di
    # Roma in soli 6000 esemplari'  https://www.orodainvestimento.it/acquisto/20-franga-1927-amet-zogu/
    ("albania", "franga-ari-gold", "20-franga-ari-zogu", 1927, "", "circulation", 6000),
    # Arheo-amateri, 20 dinara 1879: 'Kovanica je kovana samo jedne godine, 1879 ... i to u ukupno 50 hiljada primeraka.'
    # http://www.arheo-amateri.rs/2014/12/zlatnik-od-20-dinara-knjaza-milana-obrenovica-iz-1879-godine/
    ("serbia", "dinara-gold-1879", "20-dinara-1879", 1879, "", "circulation", 50000),
    # Polish Wikipedia (wikizero), '20 złotych 1925 Bolesław Chrobry': 'Według sprawozdań mennicy za lata 1924–1926,
    # nakład monety wynosił 27 240 sztuk'  https://www.wikizero.com/pl/20_z%C5%82otych_1925_Boles%C5%82aw_Chrobry
    ("poland", "chrobry-gold", "20-zlotych-1925", 1925, "", "circulation", 27240),
    # Česká mincovňa, 'Hungarian coronation of Franz Joseph I': 'The original mintage ... was only 10 897 pieces.'
    # https://ceskamincovna.sk/en/hungarian-coronation-of-franz-joseph-i-2674/
    ("hungary", "korona", "100-korona-1907-coronation", 1907, "KB", "circulation", 10897),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, catalogue numbers read (among others the type may carry)
REFERENCES = [
    # LMS katalóg, 'SR 5 000 Sk 1998 Spišský hrad': 'Katal.číslo: KM#46'  http://coins.lmsystem.sk/index.php?p=SR2_5000K2_
    (SK, SKG, "5000-sk-1998-spissky-hrad", ["KM# 46"]),
    # LMS katalóg, 'ČSR 2 d 1923 Svätý Václav': 'Katal.číslo: KM#9'  http://coins.lmsystem.sk/index.php?p=CSR1_2d_
    (CS, "st-wenceslas-ducats", "2-ducats-st-wenceslas", ["KM# 9"]),
    # Gold Coin Collection (above): 'Reference: KM-20, Friedberg 3.'
    ("bulgaria", "leva-gold-1894", "20-leva-1894", ["KM# 20", "Fr. 3"]),
    # Hobbyray (above): 'Référence : Friedberg 3, Schlumberger 5, KM-20.'
    ("romania", "carol-i-gold", "20-lei-carol-i-king", ["KM# 20", "Fr. 3"]),
    # World Banknotes & Coins, 'Austro-Hungarian Gold Coins 10 Korona': 'Mint place: Kremnitz (KB) / Reference:
    # Friedberg 252, KM-485.'  https://www.worldbanknotescoins.com/2013/01/austro-hungarian-gold-coins-10-korona.html
    ("hungary", "korona", "10-korona-franz-joseph", ["KM# 485", "Fr. 252"]),
    # Coin Brothers, '20 Franga Ari 1926-1927, KM# 12, Albania, Zog I'  https://coin-brothers.com/catalog/coin5658
    ("albania", "franga-ari-gold", "20-franga-ari-skanderbeg", ["KM# 12"]),
    # Worldwide Numismatics (above): '100 Francs - 1926-R / KM-011.3'
    ("albania", "franga-ari-gold", "100-franga-ari-zogu-biga", ["KM# 11.3"]),
    # kunalipa.com, 'Šest stoljeća sveučilišne nastave u Zadru': 'E.31 - 500 kuna (ref: KM#55)'
    # https://www.kunalipa.com/katalog/zlato-srebro/zadar.php
    ("croatia", "kuna-gold", "500-kuna-1996-zadar-university", ["KM# 55"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)
