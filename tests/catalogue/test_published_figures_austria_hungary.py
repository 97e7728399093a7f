"""Published figures of Austria's and Hungary's gold read in issue 43 (continental Europe's depth), first session on
continental Europe, pinned against the pages named above each group of rows.

Read in this session: catalogue numbers and mintages from auction lots and dealer or mint pages (Spink, Numismatics
Online, Coins Numismatics, Česká mincovňa, goldpreis.de, Austria-Forum). A lower bound ("over"), an estimate
("geschätzt") or two published figures that disagree stay in the issue's comment and the mintage stays null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages, pinned_references

AT = "austria"
HU = "hungary"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Spink, sale 339 lot 75, Austria 100 Schilling 1938 Madonna of Mariazell: 'most of the 1938 dated 100 Schillings,
    # which only had a mintage of 1400 pieces, were destroyed'  https://spink.com/lot/339000075
    (AT, "schilling-gold-1935", "100-schilling-madonna", 1938, "", "circulation", 1400),
    # goldpreis.de, 'Wildtiere Österreich: Neue Ausgabe präsentiert' (100 euro gold 'Der Fuchs' 2016): 'Der Nennwert
    # beträgt 100 Euro, die Auflage liegt bei 30.000 Exemplaren'
    # https://www.goldpreis.de/News/Wildtiere+%C3%96sterreich%3A+Neue+Ausgabe+pr%C3%A4sentiert_nid_1090
    (AT, "euro-gold-commemoratives", "100-euro-wildlife-red-fox", 2016, "", "proof", 30000),
    # IMM Münz-Institut, 100 Kronen 'Venus in den Wolken': 'in einem einzigen Jahr per Dekret nur 15.672 Stück geprägt'
    # (https://r.imm-muenze.at/100-kronen-venus-in-den-wolken) against MoneyTrend, 'in einer Auflage von 16.026
    # Exemplaren' (https://moneytrend.at/?p=13266): the two disagree, the mintage stays null.
    (AT, "corona", "100-corona-franz-joseph-1908", 1908, "", "circulation", None),
    # PCGS, 'Gold Bullion Spotlight: Austria 1915 Ducats': 'over 861,000 coins all dated 1915' struck 1920-1936, a lower
    # bound: null.  https://www.pcgs.com/news/gold-bullion-spotlight-austria-1915-ducats
    (AT, "ducats", "1-ducat-franz-joseph", 1915, "", "uncirculated", None),
    # StoneX Bullion, 4 Dukaten: 'es wird geschätzt, dass zwischen 1920 und 1936 496.501 4 Dukaten Goldmünzen geprägt
    # wurden', an estimate: null.  https://stonexbullion.com/de/goldmuenzen/dukat/4-dukaten-goldmuenze
    (AT, "ducats", "4-ducat-franz-joseph", 1915, "", "uncirculated", None),
    # Münzen-Online, 'Weitere neue Serienmünze aus Österreich: Magie des Goldes - Der Goldschatz der Inka': '100 Euro,
    # Gold 986/1000, 15,78 g (15,55 g, 1/2 Uz. fein), 30 mm, Auflage: 20.000 in PP'; issued 13 October 2021
    # https://muenzen-online.com/post/weitere-neue-serienm%C3%BCnze-aus-%C3%B6sterreich-magie-des-goldes-der-goldschatz-der-inka
    (AT, "euro-gold-commemoratives", "100-euro-magic-of-gold-inca", 2021, "", "proof", 20000),
    # EMXpress, 'Jugendstil zum Dritten: Goldmünze Wienflussportal': 'Von jeder Ausgabe der Gold-Serie Wiener Jugendstil
    # wurden 30.000 für den Sammlermarkt herausgegeben' (the Kundmachung quoted by Numismatik-Forum says 'begrenzt', a
    # limit; this statement of the number issued is what the mintage rests on)
    # http://www.emxpress.de/2012/03/28/jugendstil-gold-wienflussportal/
    (AT, "euro-gold-commemoratives", "100-euro-vienna-river-portal", 2006, "", "proof", 30000),
    # Premium Gold Coin (Japanese dealer): '発行枚数は1933年の約4700枚、1934年の約9400枚 ... 1931年は約10万枚', estimates:
    # null.  https://premiumgoldcoin.net/news/11883/
    (AT, "schilling-gold-1926", "100-schilling-1926", 1933, "", "circulation", None),
    (AT, "schilling-gold-1926", "100-schilling-1926", 1934, "", "circulation", None),
    # Česká mincovňa, 'Hungarian coronation of Franz Joseph I': 'The original mintage ... was only 10 897 pieces'
    # https://ceskamincovna.sk/en/hungarian-coronation-of-franz-joseph-i-2674/
    (HU, "korona", "100-korona-1907-coronation", 1907, "KB", "circulation", 10897),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read (KM first)
REFERENCES = [
    # Numismatics Online, Austria 4 Trade Ducat 1915: '13.9636 g., .986 GOLD, .4430 oz AGW., KM2276, BU'
    # https://numismaticsonline.net/gscoins/austria/4ducat.htm
    (AT, "ducats", "4-ducat-franz-joseph", ["KM# 2276"]),
    # Coins Numismatics, Austrian gold 4 Florins 10 Francs 1892: 'Krause-Mishler Catalog: KM# 2260'
    # http://coinsnumismatics.com/2011/04/austria-4-florin-10-frank-gold-coin-of.html
    (AT, "florin", "4-florin-10-francs-franz-joseph", ["KM# 2260"]),
    # Spink, sale 339 lot 75: 'Austria. Republik. 100 Schilling, 1938. Madonna of Mariazell. Fr. 522, KM 2857.'
    # https://spink.com/lot/339000075
    (AT, "schilling-gold-1935", "100-schilling-madonna", ["KM# 2857", "Fr. 522"]),
]

test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_inca_coin_carries_the_published_specification():
    # Münzen-Online (Der Goldschatz der Inka): 15,78 g, 15,55 g fine, 30 mm, Au 986
    coin = find(AT, "euro-gold-commemoratives", "100-euro-magic-of-gold-inca")
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (15.78, 0.986, 15.55, 30.0)


def test_the_red_fox_carries_the_austria_forum_specification():
    # Austria-Forum, 100 Euro Goldmünze 'Der Fuchs' (2016): Au 986, 30,00 mm, Feingewicht 16,00 g, Gesamtgewicht 16,23 g
    # https://austria-forum.org/af/Wissenssammlungen/M%25C3%25BCnzen/2016/100_Euro_Der_Fuchs
    coin = find(AT, "euro-gold-commemoratives", "100-euro-wildlife-red-fox")
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (16.23, 0.986, 16.0, 30.0)
