"""Published figures of Sweden, Denmark, Norway, Finland, Iceland and Russia read in the second session of issue 43
(continental Europe's depth, the Nordic and Russian reader), pinned against the pages named above each row.

Read: the catalogue numbers of the Russian 7 roubles 50 kopecks of 1897 (Y63, Friedberg 178) and of the five roubles of
Nicholas I with the eagle's wings raised (Friedberg 155), the Friedberg number of Norway's 20 kroner / 5 speciedaler
(Friedberg 15 beside KM 348), and, read again on further pages, mintages the catalogue already carries. The search
index holds no NGC, uCoin, Numista-free year table or dealer page that prints the Krause numbers of the Swedish and
Danish kroner gold, the Finnish markkaa or the other Russian gold types; those stay in catalogue_numbers_gaps.txt.
Iceland's 500 krónur of 1961 (Jón Sigurðsson) was read (Morgunblaðið 7 December 1978: struck in 10,000 pieces;
Degussa: 'Mit nur 10.000 Exemplaren'), but no page read gives its weight or fineness, so no type was added.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages, pinned_references

RU, NO, FI, IS = "russia", "norway", "finland", "iceland"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # perceptioda.com (Danish rendering of the Russian Wikipedia article on the 7 roubles 50 kopecks): 'Samlet
    # cirkulation | 16 829 000' and 'ifølge møntens rapporter og data fra V.V. Uzdenikov, blev 16.829.000 mønter af
    # denne værdi afsendt'
    # https://perceptioda.com/%D0%A1%D0%B5%D0%BC%D1%8C_%D1%80%D1%83%D0%B1%D0%BB%D0%B5%D0%B9_%D0%BF%D1%8F%D1%82%D1%8C%D0%B4%D0%B5%D1%81%D1%8F%D1%82_%D0%BA%D0%BE%D0%BF%D0%B5%D0%B5%D0%BA_%28%D0%BC%D0%BE%D0%BD%D0%B5%D1%82%D0%B0%29
    (RU, "nicholas-ii-gold", "7-50-roubles-nicholas-ii", 1897, "", "circulation", 16829000),
    # history-ua.com, '10 рублів 1902 року': 'вийшла тиражем 2.019.009 прим., чеканилася на Санкт-Петербурзькому
    # монетному дворі'  https://history-ua.com/ua/tpost/p07gt4ev21-10-rublv-1902-roku
    (RU, "nicholas-ii-gold", "10-roubles-nicholas-ii", 1902, "", "circulation", 2019009),
    # Samlerhuset, 20 kroner 1877: 'Opprinnelig forlot 38.200 eksemplarer Den Kongelige Mynt på Kongsberg' and
    # '1883-utgaven ble slått i bare 35.900 eksemplarer'  https://www.samlerhuset.no/20kr1877
    # Samlerhuset blog, 10 May 2017: 'I sin tid ble 20 krone-mynten fra 1883 slått i anselige 35.900 mynter'
    # http://samlerhuset.blog/1883-gullmynt/
    (NO, "oscar-ii-kroner", "20-kroner-oscar-ii", 1877, "", "circulation", 38200),
    (NO, "oscar-ii-kroner", "20-kroner-oscar-ii", 1883, "", "circulation", 35900),
    # Samlarmynt, Finland 10 markkaa 1879: 'Difficult coin, mintage of only 200,000 copies!'
    # https://www.samlarmynt.se/en/the-shop/162-finland-10-markkaa-1879.html
    (FI, "markkaa-gold", "10-markkaa", 1879, "", "circulation", 200000),
    # Seðlabanki Íslands, news 4/2000: 'aðeins verða slegin 3000 eintök í sérunninni gljásláttu'
    # https://sedlabanki.is/utgefid-efni/frettir-og-tilkynningar/frettasafn/frett/2000/01/31/Útgáfa-minnispenings-kristni-á-Íslandi-í-1000-ár
    (IS, "sedlabanki-gold", "10000-kronur-2000-christianity", 2000, "", "proof", 3000),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # Numismatics Online, 'Russia, 7 1/2 Gold Rouble': '6.4516 g, .900 gold, .1867 oz AGW, Y63 / 1897, One year type'
    # http://numismaticsonline.com/gscoins/russia/7rouble.htm
    # Hobbyray, 7½ rublos 1897: 'Maestro de ceca: Appolon Grasgov (A-Г) Referencia: Friedberg 178, KM-63'
    # https://www.hobbyray.com/es/coin_definition-7_5_Rublo-Oro-Imperio_ruso_(1720_1917)-aMvBwcI00zkAAAElHppQkPsD.htm
    (RU, "nicholas-ii-gold", "7-50-roubles-nicholas-ii", ["Y# 63", "Fr. 178"]),
    # Shanna Schmidt Numismatics, 'Russia, Tsardom, until 1917. Nikolaus I, 1825-1855': 'AV 5 Roubles, 6.52g (22mm,
    # 12h). Double eagle ... / Denomination and year (1845) References: St. Petersburg. Fr. 155'
    # https://www.shannaschmidt.com/world/russia-tsardom-until-1917-nikolaus-i-1825-1855
    (RU, "nicholas-i-gold", "5-roubles-nicholas-i-wings-up", ["Fr. 155"]),
    # Hobbyray, 20 Kroner / 5 Specie Daler 1875: 'Lugar de ceca: Kongsberg ... Referencia: Friedberg 15 , KM-348'
    # https://www.hobbyray.com/es/coin_definition-20_Krone-Oro-Noruega-KekK.GJAgi4AAAEtm4HwgJCT.htm
    (NO, "oscar-ii-kroner", "20-kroner-5-speciedaler", ["KM# 348", "Fr. 15"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_friedberg_number_of_nicholas_i_is_read_for_st_petersburg_only():
    # the dealer's coin is an 1845 St Petersburg piece: the type says so, since the Warsaw strikings are not covered
    coin = find(RU, "nicholas-i-gold", "5-roubles-nicholas-i-wings-up")
    assert "Warsaw" in coin["comments"] and "Friedberg 155" in coin["comments"]


def test_the_alexander_ii_five_roubles_keeps_its_numbers_on_the_1873_issue():
    # Hobbyray's 'Friedberg 163, Bitkin 22, KM-B26' is read for the 1873 НІ coin only; the first session kept them on
    # that issue since the eagle was redrawn during the reign, and no page read this session numbers the whole type
    coin = find(RU, "alexander-ii-gold", "5-roubles-alexander-ii")
    assert coin["references"] == []
