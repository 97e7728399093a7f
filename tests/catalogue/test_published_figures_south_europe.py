"""Published figures of Italy (with the Kingdom of Sardinia), the Holy See, Spain and Portugal read in the first session
on continental Europe (issue 43: the catalogue's depth, part three), pinned against the pages named above each group of
rows.

What was read: the Lamoneta catalogue's year table of Umberto I's 20 lire, Modoetia's table of Vittorio Emanuele II's
100 lire, dealer and catalogue pages on the 100 lire Aratrice of Vittorio Emanuele III, the Gigante catalogue's type page
of Umberto I's 100 lire (two types, no year table), cgb.fr's VSO 09 lots of the Sardinian 20 lire of 1816 and the
papal 20 lire of 1866, and for Spain the pages on Isabel II's 100 reales of 1856-1862. A
figure two pages give differently stays in the issue's comment with its mintage null; a 'circa' is never a mintage.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

IT = "italy"
ES = "spain"
U20 = ("20-lire", "20-lire-umberto-i")
V100 = ("100-lire-vittorio-emanuele-ii", "100-lire-vittorio-emanuele-ii")
ARA = ("gold-vittorio-emanuele-iii", "100-lire-vittorio-emanuele-iii-aratrice")

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Lamoneta.it, Catalogo della numismatica italiana, Umberto I 'Marengo' W-U1/9: 'Anni Cod. Zecca Rarità Tiratura /
    # 1879 W-U1/9-0 Roma C 146 466 / 1880 ... C 128 808 / 1881 ... C 843 028 / 1882 ... C 6 970 007 / 1883 ... C 182 280 /
    # 1884 ... R2 9 775 / 1885 ... C 164 724 / 1886 ... C 59 008 / 1888 ... C 110 540 / 1889 ... R / 1890 ... C 68 220 /
    # 1891 ... C 64 452 / 1893 ... C 41 214 / 1897 ... NC 38 333 / Totale: 8 826 855' (the rows add up to the total only
    # with 9,775 for 1884). https://numismatica-italiana.lamoneta.it/moneta/W-U1/9
    # Cronaca Numismatica: 'Della 20 lire 1880 sappiamo per certo che fu coniata dalla Regia Zecca di Roma in 128.808
    # esemplari'  https://www.cronacanumismatica.com/le-20-lire-oro-del-1880-quante-varianti-nella-data/
    # 1882 stays null: CoinWeek (PCGS) prints 6,970,000 against 6,970,007 (pinned by test_published_figures_latin).
    (IT, *U20, 1879, "R", "circulation", 146466),
    (IT, *U20, 1880, "R", "circulation", 128808),
    (IT, *U20, 1881, "R", "circulation", 843028),
    (IT, *U20, 1882, "R", "circulation", None),
    (IT, *U20, 1883, "R", "circulation", 182280),
    (IT, *U20, 1884, "R", "circulation", 9775),
    (IT, *U20, 1885, "R", "circulation", 164724),
    (IT, *U20, 1886, "R", "circulation", 59008),
    (IT, *U20, 1888, "R", "circulation", 110540),
    (IT, *U20, 1889, "R", "circulation", None),
    (IT, *U20, 1890, "R", "circulation", 68220),
    (IT, *U20, 1891, "R", "circulation", 64452),
    (IT, *U20, 1893, "R", "circulation", 41214),
    (IT, *U20, 1897, "R", "circulation", 38333),
    # Modoetia Numismatica, catalogo del collezionista, Vittorio Emanuele II 100 lire (1864-1878): 'Oro 900‰ (Au) Ø 34 mm,
    # 32,25 g ... N° | Anno | Zecca | MdZ | Tiratura | Rarità / 1 | 1864 | Torino | T | 579 | R3 / 2 | 1872 | Roma | R | 661 |
    # R2 / 3 | 1878 | Roma | R | 294 | R3'
    # https://modoetianumismaticae.com/catalogo-del-collezionista/regno-ditalia-1861-1946/vittorio-emanuele-ii-1861-1878/vittorio-emanuele-ii-monetazione-aurea/100-lire-1864-1878/
    (IT, *V100, 1864, "T", "circulation", 579),
    (IT, *V100, 1872, "R", "circulation", 661),
    (IT, *V100, 1878, "R", "circulation", 294),
    # Numismatica Ranieri, 100 lire 1912 Roma, Aratrice: 'Au mm 35 ... Pag. 641; Gig. 4 ... Tiratura: 4.946 esemplari'
    # https://mobile.numismaticaranieri.it/negozioscheda/60013-regno-ditalia-vittorio-emanuele-iii-1900-1943-100-lire-1912-roma-aratrice.aspx
    # crea-lp.com: 'この1912年銘の100リレ金貨は4,946枚発行 ... 1926年は40枚、1927年は30枚'  https://crea-lp.com/coin/item/469
    # Numispedia: '100 lire d'oro, coniato nel 1927 a Roma · Oro (Au) 900‰ · ø 35 mm · peso 32,258 g · ... · 30 pezzi
    # prodotti'  https://numispedia.it/catalog/coin/1318
    # Lamoneta forum: 'coniata in 4.946 pezzi' (1912), 'circa 40 pezzi con data 1926 e circa 30 pezzi con data 1927'
    # https://www.lamoneta.it/topic/238508-vittorio-emanuele-iii-1900-1943-osservazioni-sul-conio-delle-100-lire-aratrice-anno-1912/
    # Oro6 gives 4,946 for the whole type ('coniata in soli 4.946 esemplari ... 1910/1912 e ... 1926/1927'): in the comment.
    (IT, *ARA, 1910, "R", "circulation", None),
    (IT, *ARA, 1912, "R", "circulation", 4946),
    (IT, *ARA, 1926, "R", "circulation", 40),
    (IT, *ARA, 1927, "R", "circulation", 30),
    # cgb.fr VSO 09 no. v09_2061, Sardinia, Victor Emmanuel I, 20 lires or 1er type 1816: 'Nom de l'atelier : Turin /
    # Emplacement atelier : tête d'aigle / Quantité frappée : 18.993 exemplaires ... N° dans les ouvrages de référence :
    # P.4 - V.4 - G.2 - F.1129 ... Au total, 147.925 pièces furent fabriquées à ce type entre 1816 et 1820'
    # https://vso.cgb.fr/v09/fr/monnaiesa83d.html
    (IT, "20-lire-vittorio-emanuele-i", "20-lire-vittorio-emanuele-i", 1816, "", "circulation", 18993),
    # cgb.fr VSO 09 no. v09_2057, Papal States, Pius IX, 20 lires petit buste 1866: 'Date : an XXI / Nom de l'atelier :
    # Rome / Lettre d'atelier : R / Quantité frappée : 102.944 exemplaires / Diamètre en mm : 21 mm ... P.529 - M.618 -
    # V.289 - F.280'  https://vso.cgb.fr/v09/fr/monnaiese526.html  (the 22 mm of Frisione stays, cgb's 21 mm is in the
    # type's comment)
    ("holy-see", "20-lire-pius-ix", "20-lire-pius-ix-small-bust", 1866, "R", "circulation", 102944),
    # CoinFactsWiki, Spain 1861 100 reales 7 point star: 'This type was struck 1856-62 at Seville (shown here), Madrid and
    # Barcelona ... Recorded mintage: unknown. Specification: 8.33 g, .900 fine gold ... Catalog reference: KM 605.3, Cal. 39.'
    # http://www.coinfactswiki.com/wiki/Spain_1861_100_reales_7_point_star
    # Aurora Rarities: '1859 Seville Spain 100 Reales NGC MS66 ... 7 points, indicating this coin was struck in Seville ...
    # 0.900 fine gold ... 22mm 8.33g'  https://www.aurorararities.com/spain-1859s-100-reales-ngc-ms66.html
    # ascgenesis blog: 'Isabel II. 100 reales de la ceca de Sevilla. 1862 Peso: 8´35 gr.'  http://ascgenesis.blogspot.com/2016/01
    (ES, "100-reales-isabel-ii", "100-reales-isabel-ii-laureate-bust", 1859, "", "circulation", None),
    (ES, "100-reales-isabel-ii", "100-reales-isabel-ii-laureate-bust", 1861, "", "circulation", None),
    (ES, "100-reales-isabel-ii", "100-reales-isabel-ii-laureate-bust", 1862, "", "circulation", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read (Krause first)
REFERENCES = [
    # cgb.fr VSO 09 (above): Victor Emmanuel I's 20 lire first type F.1129, Pius IX's 20 lire small bust F.280 (Friedberg)
    (IT, "20-lire-vittorio-emanuele-i", "20-lire-vittorio-emanuele-i", ["Fr. 1129"]),
    ("holy-see", "20-lire-pius-ix", "20-lire-pius-ix-small-bust", ["Fr. 280"]),
    # CoinFactsWiki (above): the Seville 100 reales of 1856-1862 is KM 605.3; the type is KM 605
    (ES, "100-reales-isabel-ii", "100-reales-isabel-ii-laureate-bust", ["KM# 605"]),
]

test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_umberto_i_100_lire_types_follow_the_gigante_catalogue():
    # Catalogo Gigante, Umberto I 100 lire 1880-1883, scudo sannitico, 1st type, '35 mm · 32.15-32.25 g · Au': 'Le monete da
    # 100 lire in oro, sia del 1° sia del 2° tipo, furono coniate dal 1880 al 1891, complessivamente, in 6.971 pezzi, per un
    # totale di 697.100 lire. Più precisamente: 5.593.680 pezzi del 1° tipo, dal 1880 al 1883, per un totale di 559.300 lire,
    # e 1.378 pezzi del 2° tipo, dal 1888 al 1891, per un totale di 137.800 lire [Carboneri 1915b ...]'
    # Numispedia's list of Umberto I's coins: '100 lire, Au 900‰, 32,258 g'  https://numispedia.it/catalog/coin/1287
    first = find(IT, "100-lire-umberto-i", "100-lire-umberto-i-first-type")
    second = find(IT, "100-lire-umberto-i", "100-lire-umberto-i-second-type")
    assert (first["minYear"], first["maxYear"], second["minYear"], second["maxYear"]) == (1880, 1883, 1888, 1891)
    for coin in (first, second):
        assert (coin["weight"], coin["fineness"], coin["size"]) == (32.258, 0.9, 35.0)
        # a bare range gives the years, not the issues
        assert coin["issues"] == []
        assert "1,378" in coin["comments"] and "6,971" in coin["comments"]


def test_the_aratrice_1912_carries_its_pagani_number_and_oro6_stays_in_the_comment():
    [issue] = issues_at(IT, *ARA, year=1912)
    assert issue["references"] == ["Pag. 641"] and "Oro6" in issue["comment"]
