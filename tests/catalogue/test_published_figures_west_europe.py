"""Published figures of France, Monaco, Switzerland and the Netherlands read in issue 43 (continental Europe's depth),
first session on the region, pinned against the pages named above each group of rows.

The French 20 francs of Napoleon III's laureate head cited a copy of Numista's table (numisquare), which is not a
source: the dates and mintages it alone supported were taken out, and the type keeps the dates and numbers that
CoinVarieties, Silver Age Coins and cruzis-coins print (Fr. 584 of CoinVarieties replaces the copy's Fr. 585).
Catalogue numbers come from the pages' own lines: cgb.fr's sale records (VSO, e-shop) and Bulletin Numismatique, Le
Franc X's sample pages, CoinVarieties, The Tyrant Collection, MDC Monaco, the Lugdunum auction 22 catalogue and
SINCONA (the Swiss HMZ and Friedberg numbers) and the Laurens Schulman database (the Schulman numbers of the Dutch
ten-guilder pieces). New: the 20 francs of Louis XVIII's first restoration (1814 A), the Gondo-gold strikings of the
Helvetia and the Vreneli, and Swissmint's 50 francs of 2021 and 2023. Swissmint's quarter franc of 2020 (0.063 g,
2.96 mm, 999 proofs, German Wikipedia's list) was read but lies outside the catalogue's weight and diameter bounds.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import TYPES, find, issues_at, pinned_mintages, pinned_references

FR = "france"
CH = "switzerland"
NL = "netherlands"
LAUREATE = ("france", "napoleon-iii-20-francs", "20-francs-napoleon-iii-laureate")
GONDO = "Gondo gold, small cross punched in the Swiss cross"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # cgb.fr, Bulletin Numismatique 256, p. 26: 'les pièces de 100 Francs Napoléon III 1870 A (frappées à 10 460
    # exemplaires mais dont la plupart n'ont pas été mises en circulation et ont été refondues) et la 100 Francs Génie
    # 1889 A (cette dernière étant frappée à 100 exemplaires pour le centenaire de la Révolution ...) ... 100 F 1870 A
    # (F551/14) et ... 100 F 1889 A (F552/9)'  https://flips.cgb.fr/bn256/26/
    (FR, "napoleon-iii-100-francs", "100-francs-napoleon-iii-laureate", 1870, "A", "circulation", 10460),
    (FR, "genie-100-francs", "100-francs-genie", 1889, "A", "circulation", 100),
    # cgb.fr, Monnaies X no. v10_0120: '50 francs Napoléon III tête nue - 1855 ... Lettre d'atelier : A Quantité
    # frappée : 151.662 exemplaires ... N° dans les ouvrages de référence : F.547 / 01 - KM/WC.19.785 1'
    # https://vso.cgb.fr/v10/monnaies-120.html
    (FR, "napoleon-iii-50-francs", "50-francs-napoleon-iii-bare-head", 1855, "A", "circulation", 151662),
    # CoinVarieties, France 1869-A 20 francs: 'Recorded mintage: 4,046,294' (kept); Silver Age Coins, 1861 BB:
    # 'Mintage: 1,423,000' (a round figure: null); cruzis-coins names the 1865 Paris coin without a mintage
    # https://coinvarieties.com/index.php/France_1869-A_20_francs  https://www.silveragecoins.com/en/details?item=32203
    # http://cruzis-coins.com/Gold/1865.html
    (*LAUREATE, 1869, "A", "circulation", 4046294),
    (*LAUREATE, 1861, "BB", "circulation", None),
    (*LAUREATE, 1865, "A", "circulation", None),
    # Safe Heritage, gold coin 20 frank Marianne Kohout 1907: 'The total production of coins was 74,414,415 pieces,
    # with 17,715,935 coins minted in 1907.'  https://safeheritage.com/gold-coin-20-frank-marianne-kohout-1907?nastavit_hlidac=1
    (FR, "coq-20-francs", "20-francs-coq-liberte-egalite-fraternite", 1907, "", "circulation", 17715935),
    # CoinVarieties, France 1887-A 50 francs: 'only 301 pieces struck ... only 26,945 were struck over six dates
    # 1878-1904 ... Recorded mintage: 301 ... Catalog reference: F.549/2, KM 831, Gad-1113; Fr-591.'
    # https://coinvarieties.com/index.php/France_1887-A_50_francs
    (FR, "genie-50-francs", "50-francs-genie", 1887, "A", "circulation", 301),
    # cgb.fr fmd_926304 and Bulletin Numismatique 260, p. 53: '40 Francs or, 1830 MA – Marseille, 1.020 ex. ... F.
    # 544.6'; p. 56: '40 francs or Charles X, 2e type, tranche inscrite en relief, 1830 A – Paris, 1.324 ex.'
    # https://www.cgbfr.com/40-francs-or-charles-x-2e-type-1830-marseille-f-544-6-sup,fmd_926304,a.html
    # https://flips.cgb.fr/bn260/53  https://flips.cgb.fr/bn260/56
    (FR, "charles-x-gold", "40-francs-charles-x", 1830, "MA", "circulation", 1020),
    # The Tyrant Collection, 'Napoleon III, 1855-A / KM 786.1; Friedberg 569' (no mintage)
    # https://www.thetyrantcollection.com/portfolio-item/napoleon-iii-emperor-100-francs-1852-1870/
    (FR, "napoleon-iii-100-francs", "100-francs-napoleon-iii-bare-head", 1855, "A", "circulation", None),
    # cgb.fr VSO 09 no. v09_1697: '20 francs or Louis XVIII, buste habillé - 1814 ... Lettre d'atelier : A Quantité
    # frappée : 2.681.623 exemplaires ... N° dans les ouvrages de référence : F.517 01'  https://vso.cgb.fr/v09/fr/monnaies8fd8.html
    (FR, "louis-xviii-20-francs", "20-francs-louis-xviii-dressed-bust", 1814, "A", "circulation", 2681623),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # cgb.fr, Monnaies X no. v10_0120 (above): 'F.547 / 01 - KM/WC.19.785 1'
    (FR, "napoleon-iii-50-francs", "50-francs-napoleon-iii-bare-head", ["KM# 785", "F. 547"]),
    # cgb.fr, Bulletin Numismatique 256, p. 26 (above): '100 F 1889 A (F552/9)'
    # and The Tyrant Collection, 'Third Republic, 1889-A / KM 832; Friedberg 590, PCGS graded PR-65'
    # https://www.thetyrantcollection.com/portfolio-item/third-republic-100-francs-1878-1906/
    (FR, "genie-100-francs", "100-francs-genie", ["KM# 832", "F. 552", "Fr. 590"]),
    (FR, "genie-50-francs", "50-francs-genie", ["KM# 831", "Gad. 1113", "F. 549", "Fr. 591"]),
    (FR, "napoleon-iii-100-francs", "100-francs-napoleon-iii-bare-head", ["KM# 786", "Fr. 569"]),
    (FR, "charles-x-gold", "40-francs-charles-x", ["F. 544"]),
    (FR, "louis-xviii-20-francs", "20-francs-louis-xviii-dressed-bust", ["F. 517"]),
    # The Tyrant Collection, tag 'Cent Jours': 'Louis XVIII In Exile in England, 1815-R KMX 1; Friedberg 531, PCGS graded
    # MS-62'  https://www.thetyrantcollection.com/tag/cent-jours/
    (FR, "louis-xviii-20-francs", "20-francs-louis-xviii-london", ["KM# X1", "Fr. 531"]),
    # The Tyrant Collection: 'Charles-Louis Napolean Bonaparte (Napoleon III), 1852-A / KM 774; Friedberg 568, PCGS graded
    # PR-65 Cameo'
    # https://www.thetyrantcollection.com/portfolio-item/charles-louis-napolean-bonaparte-napoleon-iii-president-20-francs-1848-1852-4/
    (FR, "second-republic-20-francs", "20-francs-louis-napoleon-bonaparte", ["KM# 774", "Fr. 568"]),
    # MDC Monaco sale 8, lot 933, presentation strike An 12 A: 'G.1021 v. - F.511 v. - Fr.487'
    # https://mdc.mc/catalogue/vente-aux-encheres-numismatiques-8/lot-933-7
    (FR, "napoleon-i-20-francs", "20-francs-napoleon-empereur-an-12", ["Gad. 1021", "F. 511", "Fr. 487"]),
    # Le Franc X, page 26: 'F.500 / 5 Francs NAPOLÉON III, TÊTE NUE, PETIT MODULE, TRANCHE LISSE ... Ø 14 mm, 1,6129 g,
    # or 900 ‰ ... Total de fabrication : 690 838'  https://flips.cgb.fr/lefranc10/files/assets/basic-html/page26.html
    (FR, "napoleon-iii-5-francs", "5-francs-napoleon-iii-small-module-plain-edge", ["F. 500"]),
    # Silver Age Coins: 'Catalogue: KM# 801'; CoinVarieties 1869-A: 'Catalog reference: KM 801.1, F.532/20, Gad-1062;
    # Fr-584.'
    (*LAUREATE, ["KM# 801", "Gad. 1062", "F. 532", "Fr. 584"]),
    # The Lugdunum Auction 22, p. 220: '1131 Serie von 11 x 20 Franken Helvetia. Jahrgänge von 1883 bis 1896, ohne 1887
    # und 1888. Fr. 495; HMZ 2-1194.' '1132 Komplette Serie von 29 x 20 Franken Goldvreneli. Alle Jahrgänge von 1897
    # bis 1949 vorhanden. Fr. 499; HMZ 2-1195.' '1135 Serie von 7 x 10 Franken Goldvreneli. Alle Jahrgänge von 1912 bis
    # 1922 ... Fr. 503, 504; HMZ 2-1196.'
    # https://lugdunum.auex.de/img/lose/Kataloge/Auktion_22/files/basic-html/page220.html
    (CH, "helvetia-20-francs", "20-francs-helvetia-reeded-edge", ["Fr. 495", "HMZ 2-1194"]),
    (CH, "helvetia-20-francs", "20-francs-helvetia", ["Fr. 495", "HMZ 2-1194"]),
    (CH, "vreneli", "20-francs-vreneli", ["Fr. 499", "HMZ 2-1195"]),
    (CH, "vreneli", "10-francs-vreneli", ["Fr. 503", "Fr. 504", "HMZ 2-1196"]),
    # cgb.fr VSO 09 no. 2096, Monaco 20 francs or 1878: 'N° dans les ouvrages de référence : G.120 - KM/WC.1998 - F.12'
    # (Krause's 19th-century catalogue, no. 98, written as the site writes 'KM/WC.19.785 1' for KM 785.1)
    # https://vso.cgb.fr/v09/fr/monnaies02d9.html
    ("monaco", "charles-iii-gold", "20-francs-charles-iii", ["KM# 98", "Gad. 120"]),
    # Laurens Schulman database, '10 Gld 1898 – LSch.630 (744)' ... 'Sch: 744' ... 'Slagaantal: 99.239 in rood en geel
    # goud' (the coronation type has this one date)
    # https://www.laurensschulman.nl/database/wilhelmina/wilhelmina-10-gulden-exemplaren/wilhelmina-10-gulden-1898-lsch-630/
    (NL, "10-gulden", "10-gulden-wilhelmina-1898", ["Sch. 744"]),
]

test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_numisquare_copy_is_no_longer_cited_and_its_dates_are_gone():
    coin = find(*LAUREATE)
    assert not any("numisquare" in source["url"] for source in coin["sources"])
    assert sorted((i["year"], i["mintLetter"]) for i in coin["issues"]) == [(1861, "BB"), (1865, "A"), (1869, "A")]
    for slug in ("france", "switzerland", "netherlands", "belgium", "monaco", "luxembourg"):
        for entry in [e for e in TYPES if e["root"] == slug]:
            assert not any("numisquare" in s["url"] for s in entry["type"]["sources"]), entry["type"]["slug"]


def test_issue_numbers_as_the_pages_print_them():
    # CoinVarieties 1869-A and Silver Age Coins (above)
    assert issues_at(*LAUREATE, year=1869, mintLetter="A")[0]["references"] == ["KM# 801.1", "F. 532/20"]
    assert issues_at(*LAUREATE, year=1861, mintLetter="BB")[0]["references"] == ["KM# 801.2"]
    fifty = issues_at(FR, "napoleon-iii-50-francs", "50-francs-napoleon-iii-bare-head", year=1855, mintLetter="A")
    assert fifty[0]["references"] == ["KM# 785.1", "F. 547/1"]
    # cgb.fr VSO 4 nos. 1549-1550: '1854, Paris, A, 2.870.170 ex ... F.500/3' and '1855, Paris, A, 936.176 ex ...
    # F.500/4'  https://vso.cgb.fr/v04/v040196.html
    reeded = ("france", "napoleon-iii-5-francs", "5-francs-napoleon-iii-small-module-reeded-edge")
    assert issues_at(*reeded, year=1854)[0]["references"] == ["F. 500/3"]
    assert issues_at(*reeded, year=1855)[0]["references"] == ["F. 500/4"]
    # The Lugdunum Auction 22, p. 218: '1128* 20 Franken 1886 B, Bern. 6,46 g. Fr. 495; HMZ 2-1194b.' '1129 20 Franken
    # 1888 B, Bern. 6,44 g. Fr. 497; HMZ 2-1194d. GOLD. Selten. Nur 4'224 Exemplare geprägt.'
    # https://lugdunum.auex.de/img/lose/Kataloge/Auktion_22/files/basic-html/page218.html
    helvetia = (CH, "helvetia-20-francs", "20-francs-helvetia")
    assert issues_at(*helvetia, year=1886)[0]["references"] == ["Fr. 495", "HMZ 2-1194b"]
    assert issues_at(*helvetia, year=1888, variety="")[0]["references"] == ["Fr. 497", "HMZ 2-1194d"]
    # Lugdunum p. 220: '1133* 20 Franken 1935 LB, Bern. Fr. ; HMZ 2-1323' and '1134 10 Franken 1911 B ... Fr. 503;
    # HMZ 2-1196a'
    assert issues_at(CH, "vreneli", "20-francs-vreneli", year=1935, variety="L-B")[0]["references"] == ["HMZ 2-1323"]
    assert issues_at(CH, "vreneli", "10-francs-vreneli", year=1911)[0]["references"] == ["Fr. 503", "HMZ 2-1196a"]
    # Laurens Schulman database: '10 Gld 1875 – LSch.430 (549)', '10 Gld 1897 – LSch.629 (742)', '10 Gld 1933 –
    # LSch.639 (753)': the Schulman numbers (in brackets) of the dates
    assert issues_at(NL, "10-gulden-willem-iii", "10-gulden-willem-iii", year=1875)[0]["references"] == ["Sch. 549"]
    assert issues_at(NL, "10-gulden", "10-gulden-wilhelmina-1892", year=1897)[0]["references"] == ["Sch. 742"]
    assert issues_at(NL, "10-gulden", "10-gulden-wilhelmina-1925", year=1933)[0]["references"] == ["Sch. 753"]
    # Laurens Schulman database: '10 Gld 1840 – LSch.204 (189)'
    # https://www.laurensschulman.nl/database/willem-i/willem-i-10-gulden-exemplaren/willem-i-10-gulden-type-i-b-1840-lsch-204/
    assert issues_at(NL, "10-gulden-willem-i", "10-gulden-willem-i", year=1840)[0]["references"] == ["Sch. 189"]


def test_the_1830_relief_edge_forty_francs_and_the_1870_hundred_francs():
    # cgb.fr, Bulletin Numismatique 260, p. 56 (above): 1830 A with the edge in relief, 1,324 struck
    (relief,) = issues_at(FR, "charles-x-gold", "40-francs-charles-x", year=1830, mintLetter="A")
    assert (relief["variety"], relief["mintage"], relief["mint"]) == ("edge lettered in relief", 1324, "paris")
    # NumisBids, Chaponnière & Firmenich 14, lot 197: '100 Francs 1870 A, Paris ... Gad. 1136; F. 551; Fr. 580. AU.
    # 32.25 g. 10'460 ex.' (agreeing with cgb.fr's Bulletin Numismatique 256)
    # https://www.numisbids.com/n.php?p=lot&sid=5133&lot=197
    (hundred,) = issues_at(FR, "napoleon-iii-100-francs", "100-francs-napoleon-iii-laureate", year=1870)
    assert (hundred["mintage"], hundred["references"]) == (10460, ["F. 551/14"])


def test_the_gondo_gold_strikings():
    # German Wikipedia, 'Helvetia (Goldmünze)', read on wikiwand.com: 'Von den Jahrgängen 1893 und 1895 wurden
    # zusätzlich 25 Stück (1893) und 19 Stück (1895) aus Gondogold geprägt ... ein kleines Kreuz in die Mitte des
    # Schweizerkreuzes eingepunzt'  https://wikiwand.com/de/articles/Helvetia_(Goldm%C3%BCnze)
    helvetia = (CH, "helvetia-20-francs", "20-francs-helvetia")
    assert [i["mintage"] for i in issues_at(*helvetia, year=1893, variety=GONDO)] == [25]
    assert [i["mintage"] for i in issues_at(*helvetia, year=1895, variety=GONDO)] == [19]
    assert [i["mintage"] for i in issues_at(*helvetia, year=1893, variety="")] == [100000]
    # SINCONA Jubiläumsauktion, lot 1226: '20 Franken 1897, Bern. 6.45 g. Geprägt aus Gondogold ... in der Mitte des
    # Schweizerkreuzes ein kleines eingepunztes Kreuz ... das Münzzeichen B ... HMZ 2-1195b. Fr. 501. ... Nur 29
    # Exemplare geprägt'  https://auktionen.sincona.com/de-de/auctions/lots/180869
    (gondo,) = issues_at(CH, "vreneli", "20-francs-vreneli", year=1897, variety=GONDO)
    assert (gondo["mintLetter"], gondo["mintage"], gondo["references"]) == ("B", 29, ["HMZ 2-1195b", "Fr. 501"])


def test_the_modern_swiss_gold_commemoratives_added():
    # Münzen Online, 175 Jahre Bundesverfassung: '50 Franken. Gold 900/1000, 11,29 g, 25 mm. Aufl.: 5000 in PP ...
    # Künstler: Peter Salzmann, Olten; Münzstätte: Bern'
    # https://www.muenzen-online.com/post/schweiz-175-jahre-bundesverfassung
    # numis.ch, 50 Fr. Sonder-Münze 2021 50 Jahre Frauenstimmrecht: 'Legierung: Gold 900/1000 | Durchmesser: 25 mm |
    # Gewicht: 11.29 g (10.161 g fein) | ... Auflage: Polierte Platte: 5'000 Stück | Gestaltung: Karin Widmer, Wabern';
    # SRF (after Swissmint): 'Die 50-Franken-Goldmünze hat eine Auflage von 5000 Stück'; Münzen Online: 'in einer
    # Auflage von 4.750 Exemplaren herausgegeben' (the issuer's 5,000 is kept, the other figure in the comment)
    # https://numis.ch/mobile/smartphone/offizielle-schweizer-gedenkmuenzen/50-fr-sonder-muenzen-gold/50-fr-sonder-muenze-2021-50-jahre-frauenstimmrecht.php
    # https://www.srf.ch/news/panorama/numismatik-goldene-sondermuenze-erinnert-an-50-jahre-frauenstimmrecht
    suffrage = find(CH, "gold-commemoratives", "50-franken-2021-womens-suffrage")
    assert (suffrage["weight"], suffrage["fineWeight"], suffrage["size"]) == (11.29, 10.161, 25.0)
    (issue,) = suffrage["issues"]
    assert (issue["year"], issue["finish"], issue["mintage"]) == (2021, "proof", 5000) and "4,750" in issue["comment"]
    fifty = find(CH, "gold-commemoratives", "50-franken-2023-federal-constitution")
    assert (fifty["weight"], fifty["fineness"], fifty["size"]) == (11.29, 0.9, 25.0)
    assert [(i["year"], i["finish"], i["mintage"]) for i in fifty["issues"]] == [(2023, "proof", 5000)]
    assert any("Peter Salzmann" in side["engravers"] for side in fifty["sides"])
