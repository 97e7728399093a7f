"""Published figures of the Republic of Austria's euro and schilling gold commemoratives read in issue 43 (continental
Europe's depth), first session on continental Europe, pinned against the pages named above each group of rows.

Read in this session: the Austrian Mint's own product pages and Kundmachungen (as quoted by Numismatik-Forum), its
texts on Austria-Forum, its press release on pressetext, and the pages of goldeuro.at, EMXpress, Bullion Investor,
Der Standard, Coins Numismatics, CoinsWeekly, MünzenWoche and other dealers. Past tense ("geprägt", "ausgegeben",
"erschienen") or an issuer's plain "Auflage" is a mintage; "maximal", "limitiert", "limited to" or a pre-issue
announcement that a dealer calls a limit stays in the issue's comment and the mintage stays null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages

AT = "austria"
EURO = "euro-gold-commemoratives"
SCHILLING = "schilling-gold-commemoratives"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Bullion Investor, 1000 Schilling Gold 1000 Jahre Ostarrichi: 'Raugewicht von 16,227 Gramm und ein Feingewicht von
    # 16 Gramm Gold. Sie erschien in einer Gesamtauflage von 50.000 Stück in Polierter Platte'
    # https://www.bullion-investor.com/blog/1000-schilling-gold-1000-jahre-ostarrichi-serie-1000-jahre-oesterreich-millenium/
    # EMXpress, Goldmünze Kaiser Otto III: 'Die Auflage wurde auf 50.000 Exemplare festgesetzt'
    # http://www.emxpress.de/2014/04/03/goldmuenze-kaiser-otto-iii-aus-oesterreich/
    (AT, SCHILLING, "1000-schilling-1996-ostarrichi", 1996, "", "proof", 50000),
    # Bullion Investor, 1000 Schilling Gold Buchmalerei: 'Raugewicht von 16,227 Gramm ... Sie erschien in einer
    # Gesamtauflage von 30.000 Stück auschließlich in der Prägestufe Polierte Platte'
    # https://www.bullion-investor.com/blog/1000-schilling-gold-buchmalerei-serie-kunstschaetze-oesterreich/
    # Der Standard, 6 November 2001: 'Die Goldmünze mit einem Nennwert von 1.000 Schilling wird in einer Anzahl von
    # 30.000 Stück aufgelegt'  http://derstandard.at/767602/Die-letzten-Schillinge-werden-gepraegt
    (AT, SCHILLING, "1000-schilling-2001-book-illumination", 2001, "", "proof", 30000),
    # goldeuro.at, 100 Euro 'Malerei': 'welche 30.000-mal in der Prägequalität: handgehoben geprägt wurde ... 986er Gold
    # / Gewicht: 16,225 g & Durchmesser: 30 mm'  https://www.goldeuro.at/100-euro-malerei-2003.htm
    (AT, EURO, "100-euro-painting", 2003, "", "uncirculated", 30000),
    # goldeuro.at, 50 Euro 'Nächstenliebe': 'welche 50.000-mal in der Prägequalität: handgehoben geprägt wurde ... 986er
    # Gold / Gewicht: 10,14 g & Durchmesser: 22 mm'  https://goldeuro.at/50-euro-naechstenliebe-2003.htm
    (AT, EURO, "50-euro-charity", 2003, "", "uncirculated", 50000),
    # goldeuro.at, 50 Euro 'Joseph Haydn': 'welche 50.000-mal in der Prägequalität handgehoben geprägt wurde ... 10,14 g
    # & Durchmesser: 22 mm'  https://www.goldeuro.at/50-euro-joseph-haydn-2004.htm
    # IMM Münz-Institut: 'Auflage | 50.000 ... Polierte Platte (PP)'  https://imm-muenze.at/50-euro-gold-haydn
    (AT, EURO, "50-euro-joseph-haydn", 2004, "", "proof", 50000),
    # goldeuro.at, 100 Euro 'Secession': 'welche 30.000-mal in der Prägequalität: Proof geprägt wurde ... 16,225 g &
    # Durchmesser: 30 mm'  https://www.goldeuro.at/100-euro-secession-2004.htm
    # EMXpress, Serie Wiener Jugendstil: 'Sie wurde in einer Auflage von 30.000 Stück ausgegeben'
    # https://www.emxpress.de/2023/06/20/goldmuenze-oesterreich/
    (AT, EURO, "100-euro-secession", 2004, "", "proof", 30000),
    # Numismatik-Forum, the Kundmachung for 'Kirche am Steinhof': 'Raugewicht: 16,225 Gramm ... Feingewicht: 16 Gramm
    # ... Durchmesser: 30 mm  Auflage: 30.000 Stück ausschließlich in der Qualität Proof'
    # http://www.numismatikforum.de/viewtopic.php?f=10&t=11681&start=0
    # EMXpress, Gold aus Wien: Kirche am Steinhof: 'Jeweils 30.000 Stück wurden von den Sammlermünzen ... geprägt'
    # http://www.emxpress.de/2012/03/27/gold-kirche-am-steinhof/
    (AT, EURO, "100-euro-church-am-steinhof", 2005, "", "proof", 30000),
    # Münzblog: 'Auflage: 50.000 Münzen' (before issue); Aurum Goldshop: 'auf jeweils 50.000 Stück limitiert': null.
    # http://www.muenzblog.de/50-euro-goldmuenze-gerard-van-swieten-2007/
    (AT, EURO, "50-euro-gerard-van-swieten", 2007, "", "proof", None),
    # Aurum Goldshop, 50 Euro Semmelweis 2008: 'Die Auflage der Münzen dieser Serie ist auf jeweils 50.000 Stück
    # limitiert' (a limit): null.
    # https://aurum-goldshop.de/produkt/oesterreich-goldmuenze-50-euro-ignaz-philipp-semmelweis-2008/
    (AT, EURO, "50-euro-ignaz-semmelweis", 2008, "", "proof", None),
    # pressetext (the Austrian Mint's release, 4 November 2008): 'Die Auflage beträgt lediglich 30.000 Stück, alle in
    # der besonderen Prägequalität Proof'  https://pressetext.com/news/na-20081104044.html
    # Coins Numismatics: 'fine weight: 16.00 g  total weight: 16.23 g'
    # http://www.coinsnumismatics.com/2014/08/austria-100-euro-gold-coin-2008-imperial-crown-holy-roman-empire.html
    (AT, EURO, "100-euro-crown-holy-roman-empire", 2008, "", "proof", 30000),
    # MünzenWoche, 6 November 2009: 'Auflage: max. 30.000 Stück in der Qualität Proof' (a limit): null.
    # https://muenzenwoche.de/?p=49138
    (AT, EURO, "100-euro-austrian-archducal-hat", 2009, "", "proof", None),
    # Steiermärkische Sparkasse: 'die Auflage ist mit 30.000 Stück limitiert' (a limit): null.
    # https://www.sparkasse.at/steiermaerkische/muenzshop/sammlermuenzen/100-euro-goldmuenze/stephanskrone-von-ungarn
    (AT, EURO, "100-euro-crown-of-st-stephen", 2010, "", "proof", None),
    # Austria-Forum (the mint's text), Wenzelskrone 2011: 'Feingewicht: 16,00 g  Gesamtgewicht: 16,23 g ... in einer
    # Auflage von 30.000 Stück erschienen'
    # http://austria-forum.org/af/Wissenssammlungen/M%C3%BCnzen/2011/100_Euro_-_Wenzelskrone_%282011%29
    (AT, EURO, "100-euro-crown-of-st-wenceslas", 2011, "", "proof", 30000),
    # MünzenWoche, 22 November 2012: 'in einer limitierten Auflage von 30.000 Stück' (a limit): null.
    # https://muenzenwoche.com/de/Archiv/Oesterreichische-Serie-Kronen-der-Habsburger-abgeschlossen/8?&id=1600&type=n
    (AT, EURO, "100-euro-imperial-crown-of-austria", 2012, "", "proof", None),
    # Mint News Blog: 'The mintage is limited to 30,000 pieces' (a limit): null.
    # http://world.mintnewsblog.com/2013/04/upcoming-and-recent-coins-from-the-austrian-mint/
    (AT, EURO, "50-euro-klimt-expectation", 2013, "", "proof", None),
    # CoinsWeekly, 6 March 2014: 'Austria / 50 euros / 986 gold / 10.14g / 22mm / Design: Helmut Andexlinger, Herbert
    # Wähner / Mintage: 30,000'  https://coinsweekly.com/austrian-mint-issues-third-klimt-gold-coin/
    (AT, EURO, "50-euro-klimt-judith-ii", 2014, "", "proof", 30000),
    # Münze Österreich, 100-Euro-Goldmünze Das Wildschwein PP: 'Feingewicht 16,00 g  Gesamtgewicht 16,23 g ... Auflage
    # (Polierte Platte) 30.000'  https://www.muenzeoesterreich.at/produkte/100-euro-goldmuenze-das-wildschwein-pp
    (AT, EURO, "100-euro-wildlife-wild-boar", 2014, "", "proof", 30000),
    # Austrian Mint, 100 Euro Alpine Ibex Coin: 'Fine Weight 16.00 g  Total Weight 16.23 g ... Mintage (Proof) 30,000'
    # https://www.muenzeoesterreich.at/eng/produkte/100-euro-alpine-ibex-coin-p
    (AT, EURO, "100-euro-wildlife-alpine-ibex", 2017, "", "proof", 30000),
]

test_the_austrian_euro_and_schilling_gold_carries_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, gross weight, fineness, fine weight, diameter (mm): the specifications read
SPECIFICATIONS = [
    # Bullion Investor (16.227 g, 16 g fine) and Austria-Forum (Au 986, 30 mm), both 1000 schilling coins
    (AT, SCHILLING, "1000-schilling-1996-ostarrichi", 16.227, 0.986, 16.0, 30.0),
    (AT, SCHILLING, "1000-schilling-2001-book-illumination", 16.227, 0.986, 16.0, 30.0),
    # goldeuro.at: '986er Gold / Gewicht: 16,225 g & Durchmesser: 30 mm'
    (AT, EURO, "100-euro-painting", 16.225, 0.986, 15.9979, 30.0),
    (AT, EURO, "100-euro-secession", 16.225, 0.986, 16.0, 30.0),
    # the Kundmachung: 'Raugewicht: 16,225 Gramm ... Feingewicht: 16 Gramm ... Durchmesser: 30 mm'
    (AT, EURO, "100-euro-church-am-steinhof", 16.225, 0.986, 16.0, 30.0),
    # Coins Numismatics, Münzhandel Wolf, Austria-Forum, the mint's product pages: 'Au 986 ... 16,00 g ... 16,23 g',
    # 30 mm
    (AT, EURO, "100-euro-crown-holy-roman-empire", 16.23, 0.986, 16.0, 30.0),
    (AT, EURO, "100-euro-austrian-archducal-hat", 16.23, 0.986, 16.0, 30.0),
    (AT, EURO, "100-euro-crown-of-st-stephen", 16.23, 0.986, 16.0, 30.0),
    (AT, EURO, "100-euro-crown-of-st-wenceslas", 16.23, 0.986, 16.0, 30.0),
    (AT, EURO, "100-euro-imperial-crown-of-austria", 16.23, 0.986, 16.0, 30.0),
    (AT, EURO, "100-euro-wildlife-wild-boar", 16.23, 0.986, 16.0, 30.0),
    (AT, EURO, "100-euro-wildlife-alpine-ibex", 16.23, 0.986, 16.0, 30.0),
    # goldeuro.at, Münzblog, Aurum Goldshop, IMM, CoinsWeekly: 986 gold, 10.14 g, 22 mm (10 g fine where stated)
    (AT, EURO, "50-euro-charity", 10.14, 0.986, 9.998, 22.0),
    (AT, EURO, "50-euro-joseph-haydn", 10.14, 0.986, 10.0, 22.0),
    (AT, EURO, "50-euro-gerard-van-swieten", 10.14, 0.986, 10.0, 22.0),
    (AT, EURO, "50-euro-ignaz-semmelweis", 10.14, 0.986, 10.0, 22.0),
    (AT, EURO, "50-euro-klimt-expectation", 10.14, 0.986, 9.998, 22.0),
    (AT, EURO, "50-euro-klimt-judith-ii", 10.14, 0.986, 9.998, 22.0),
]


def test_the_austrian_euro_and_schilling_gold_carries_the_specifications_read():
    for root, series, slug, weight, fineness, fine, size in SPECIFICATIONS:
        coin = find(root, series, slug)
        assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (weight, fineness, fine, size), (
            slug
        )
