"""Second readings of Switzerland and Spain, and the copy of Numista's data taken out of France and Switzerland, read in
issue 43 (continental Europe's depth), second round of the first session on the region; pinned against the pages named
above each group of rows.

coinolds.com labels its tables as Numista's data, so it is not a source. It alone gave the seven dates, mints and
mintages of France's 20 francs Napoléon Empereur of An 13-An 14: cgb.fr's Bulletin Numismatique gives the Perpignan
striking of An 14 from the mint's register (2,686 coins, where the copy gave 2); the other six dates and mints, no page
read in this session names, and they were removed (vente-achat-or, cgb.fr, abacor and achat-or-et-argent were searched).
The Vreneli's citation of the same site supported nothing no other source gives and was dropped.

A second page agreeing with a figure an earlier reader entered is added to the type's sources and the figure is pinned
again here with that page's words. Not confirmed on a second page (kept, single source): the 10 francs Vreneli of 1911
and 1916, the 20 francs Vreneli of 1935, the modern 50 Franken of 2001-2004 (German Wikipedia's list only), the 25
pesetas of 1877. Gaps searched without a page giving a full specification or a year table: Spain's 10 and 4 escudos of
Isabel II, Portugal's gold of Luís I (10,000, 5,000 and 2,000 réis).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

CH = "switzerland"
ES = "spain"
FR = "france"
VRENELI = (CH, "vreneli", "20-francs-vreneli")
HELVETIA = (CH, "helvetia-20-francs", "20-francs-helvetia")
HUNDRED_PESETAS = (ES, "100-pesetas-alfonso-xiii", "100-pesetas-alfonso-xiii")
AN_13_14 = (FR, "napoleon-i-20-francs", "20-francs-napoleon-empereur-an-13-14")

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # NCV Grading, 'Vrenelli, 20 Swiss francs in gold': 'The years with the smallest mintage (100,000 pieces) are 1904,
    # 1905, 1906, and 1926 (the latter year, with an issue of only 50,000 pieces ...)'
    # https://ncvgrading.com/vrenelli-20-swiss-francs-in-gold/ (agreeing with goldkaufenhaus.com, the first reading)
    # English Wikipedia 'Vreneli' on academic.ru: 'the 1926 coin with its mintage of only 50,000 pieces'
    # https://en.academic.ru/dic.nsf/enwiki/1562219
    (*VRENELI, 1904, "B", "circulation", 100000),
    (*VRENELI, 1905, "B", "circulation", 100000),
    (*VRENELI, 1906, "B", "circulation", 100000),
    (*VRENELI, 1926, "B", "circulation", 50000),
    # bullionweb.de, Schweiz - Gold Vreneli: '... und 1925 ein 100 Franken Vreneli (5.000 Stk.) zur Ausgabe';
    # goldunze.de: 'die 100-Franken-Goldmünzen mit nur 5.000 Stück' (agreeing with Swissmint's 'fünftausend')
    # https://bullionweb.de/artikel/gold/vreneli.html  https://goldunze.de/anlagemuenzen/goldmuenzen/goldvreneli
    (CH, "vreneli", "100-francs-vreneli", 1925, "B", "circulation", 5000),
    # gold-binder.com, Schweiz Helvetia LMU: 'Die 4.224 Stück des Jahrgangs 1888 stellen eine Rarität dar'
    # https://www.gold-binder.com/Gold/Gold-Muenzen/Schweiz-Helvetia-LMU (agreeing with German Wikipedia and Lugdunum)
    (*HELVETIA, 1888, "B", "circulation", 4224),
]

test_the_second_readings_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # NGC registry, Spain gold pesetas official restrikes: 'Item Description: G100P 1897(62) SGV RESTRIKE KM708'
    # https://coins.www.collectors-society.com/wcm/CoinView.aspx?sc=182022
    (*HUNDRED_PESETAS, ["KM# 708"]),
]

test_the_second_readings_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)

# root, series, type, weight, fineness, diameter, thickness (None where the page gives none)
SPECIFICATIONS = [
    # NCV Grading: 'These pieces, 21 mm in diameter and 1.25 mm thick, weigh 6.45 grams of 900 thousandths gold'
    (*VRENELI, 6.45, 0.9, 21.0, 1.25),
    # Swiss Federal Council, press release of 9 May 2022: 'Das Gewicht der Münze liegt bei 3,226 Gramm mit einem
    # Gold-Feingehalt von 900/1000. Der Durchmesser beträgt 19 Millimeter.'; goldunze.de: 'Ø 19 mm x 0,90 mm'
    # https://www.admin.ch/gov/de/start/dokumentation/medienmitteilungen.msg-id-88663.html
    (CH, "vreneli", "10-francs-vreneli", 3.226, 0.9, 19.0, 0.9),
    # goldunze.de: '100 Franken 1925 | 32.258 g | 29 g | ... | Ø 35 mm x 2,2 mm | 900'
    (CH, "vreneli", "100-francs-vreneli", 32.258, 0.9, 35.0, 2.2),
    # schweizer-vreneli.de/helvetia: '20 Franken | 6,45g | 900er | 5,8g Au | 21,0 x 1,25mm'
    (*HELVETIA, 6.45, 0.9, 21.0, 1.25),
    # onlinecoin.club, Switzerland Twenty-five Francs, Gold: 'Material 0.900 Gold ... Size 20.0000 mm Mass 5.6400 g'
    (CH, "gold-commemoratives", "25-franken-2024-homage", 5.64, 0.9, 20.0, None),
    # Coin Update: '50 francs .900 Gold 11.29 g 25 mm Proof'
    (CH, "gold-commemoratives", "50-franken-2023-federal-constitution", 11.29, 0.9, 25.0, None),
    # NGC registry, Spain 1877(77) 25 pesetas: 'The gold 25-pesetas is 24mm in diameter with a gold fineness of .900
    # weighing 8.06 grams.'  https://coins.www.collectors-society.com/WCM/CoinView.aspx?sc=633589
    (ES, "25-pesetas-alfonso-xii", "25-pesetas-alfonso-xii-first-bust", 8.06, 0.9, 24.0, None),
    # NGC registry, 100 pesetas 1897 (*19-*62): 'Weight 32.25806 g. Purity 900 fine. Diameter 35 mm.'
    (*HUNDRED_PESETAS, 32.25806, 0.9, 35.0, None),
    # English Wikipedia 'Napoléon (coin)' on wikiland.org: the 20 francs of Napoleon's reign 'ont un diamètre de 21 mm
    # ... pèsent 6,45 grammes (poids brut) et, à 90 % de pureté'  https://wikiland.org/fr/Napoleon_(coin)
    (*AN_13_14, 6.45, 0.9, 21.0, None),
]


@pytest.mark.parametrize(
    "root, series_slug, slug, weight, fineness, size, thickness", SPECIFICATIONS, ids=[row[2] for row in SPECIFICATIONS]
)
def test_the_second_page_gives_the_same_specification(root, series_slug, slug, weight, fineness, size, thickness):
    coin = find(root, series_slug, slug)
    # pages round the legal weights to two or three decimals
    assert coin["weight"] == pytest.approx(weight, abs=0.01)
    assert coin["fineness"] == pytest.approx(fineness, abs=1e-9)
    assert coin["size"] == pytest.approx(size, abs=1e-9)
    if thickness is not None:
        assert coin["thickness"] == pytest.approx(thickness, abs=1e-9)


def test_no_copy_of_numistas_data_is_cited_in_these_countries():
    for root, series_slug, slug in (VRENELI, AN_13_14):
        assert not any("coinolds" in source["url"] for source in find(root, series_slug, slug)["sources"])


def test_the_an_14_perpignan_striking_from_the_mints_register():
    # cgb.fr, Bulletin Numismatique 252, p. 55, Coin du Franc: 'Toutes les 20 F Napoléon 1er AN 14 de Perpignan
    # retrouvées ont été frappées en orientation médaille ... Le registre de délivrances nous informe qu'il y a eu 6
    # délivrances ... dont deux ont été refondues. Le total des 4 délivrances émises a été de 2 686 monnaies.'
    # https://flips.cgb.fr/bn252/55/
    # achat-or-et-argent.fr: 'le Napoléon émis de l'an XIII à l'an XIV. Cette monnaie a été frappée 673.878 fois.'
    coin = find(*AN_13_14)
    ((year, letter, mintage),) = [(i["year"], i["mintLetter"], i["mintage"]) for i in coin["issues"]]
    assert (year, letter, mintage) == (14, "Q", 2686)
    assert "2,686" in coin["issues"][0]["comment"] and "673,878" in coin["comments"]
    assert (coin["minYear"], coin["maxYear"]) == (1804, 1805)


def test_the_hundred_pesetas_and_its_restrikes():
    # NGC registry, Gold Pesetas complete set, 1897(97) SGV G100P: 'Mintage: 149,762. ... SGV = Sandoval, Garcia, Vega.'
    # https://coins.www.collectors-society.com/WCM/CoinView.aspx?PeopleSetCoinID=1531003
    # COPE, 31 July 2025: 'En total, se produjeron 149.762 ejemplares'
    # https://www.cope.es/actualidad/economia/noticias/moneda-100-pesetas-coleccionistas-buscando-toda-espana-puedes-casa-pagan-3-000-euros-20250731_3193488.amp.html
    (original,) = issues_at(*HUNDRED_PESETAS, variety="18-97")
    assert original["mintage"] == 149762
    # NGC registry, Spain Gold 100 Pesetas: 'One-year type, 1897, with restrikes in 1961 and 1962.'
    # https://coins.www.collectors-society.com/WCM/CoinCustomSetView.aspx?s=10793
    # NGC registry, 100 PESETAS RESTRIKE 1897 (*19-*62): 'Mintage: 6,000.'
    (sixty_one,) = issues_at(*HUNDRED_PESETAS, variety="restrike 19-61")
    (sixty_two,) = issues_at(*HUNDRED_PESETAS, variety="restrike 19-62")
    # toki-iro.jp (issue 43, second session), citing the Standard Catalog of World Coins: 810 struck in 1961
    # https://www.toki-iro.jp/shopdetail/000000000674/
    assert (sixty_one["year"], sixty_one["minYear"], sixty_one["mintage"]) == (1897, 1961, 810)
    assert (sixty_two["year"], sixty_two["minYear"], sixty_two["mintage"]) == (1897, 1962, 6000)
    assert find(*HUNDRED_PESETAS)["maxYear"] == 1962


def test_the_second_pages_are_cited_on_the_types():
    cited = {
        VRENELI: "https://ncvgrading.com/vrenelli-20-swiss-francs-in-gold/",
        HELVETIA: "https://www.gold-binder.com/Gold/Gold-Muenzen/Schweiz-Helvetia-LMU",
        (CH, "vreneli", "100-francs-vreneli"): "https://bullionweb.de/artikel/gold/vreneli.html",
        HUNDRED_PESETAS: "https://www.cope.es/actualidad/economia/noticias/moneda-100-pesetas-coleccionistas-buscando-toda-espana-puedes-casa-pagan-3-000-euros-20250731_3193488.amp.html",
        # MoneyMuseum: 'Kingdom of Spain, Alfonso XII, 25 Pesetas 1878 ... the initials D. E for the mint master'
        (
            ES,
            "25-pesetas-alfonso-xii",
            "25-pesetas-alfonso-xii-first-bust",
        ): "https://touchcoins.moneymuseum.com/?id=1536&epoch=75",
    }
    for key, url in cited.items():
        assert url in [source["url"] for source in find(*key)["sources"]], key
    # the 1878 DE-M striking the MoneyMuseum page shows is listed
    assert issues_at(ES, "25-pesetas-alfonso-xii", "25-pesetas-alfonso-xii-first-bust", year=1878, marks=["DE-M"])
