"""Jaeger numbers (and the mintages the same pages print) of the German Empire's states' gold, read in issue 43 (the
first session on continental Europe's depth), pinned against the pages named above each row.

Read this session: a Primus Münzen calendar note on Wilhelm II of Württemberg and three edelmetall-handel.de catalogue
pages (Hesse 20 mark 1874 H, Württemberg 20 mark 1876 F and 10 mark 1873 F). No page read gave KM numbers for the
Federal Republic's euro gold or the 2001 gold mark, nor Jaeger numbers for the other types of the gaps list.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import pinned_mintages, pinned_references

DE = "germany"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # edelmetall-handel.de, 'Goldmünze 20 Mark Ludwig III 1874 H (J. 217) Hessen': '20 Mark Goldmünzen aus Hessen zeigen
    # im Ausgabejahr 1874 den damaligen Großherzog Ludwig den Dritten. Die Prägestätte Darmstadt, mit dem Kürzel "H",
    # prägte 134.192 Stück dieser Umlaufmünzen und Kurt Jaeger listete sie ... unter der Jaegernummer 217.'
    # https://www.edelmetall-handel.de/goldmuenze-20-mark-ludwig-iii-1874-h-j-217-hessen.html
    (DE, "hesse-ludwig-iii-20-mark", "20-mark-ludwig-iii-hesse-1874", 1874, "H", "circulation", 134192),
    # edelmetall-handel.de, 'Goldmünze 20 Mark Karl 1876 F (J. 293) Württemberg': 'Das hier gezeigte Original aus der
    # Kaiserzeit Deutschlands wurde im Jahr 1876 insgesamt 359.417-mal geprägt. ... das Buch "Die deutschen Münzen seit
    # 1871" von Kurt Jaeger, in welchem diese Münze unter der Nummer 293 zu finden ist.'
    # https://www.edelmetall-handel.de/goldmuenze-20-mark-karl-1876-f-j-293-wuerttemberg.html
    (DE, "wurttemberg-karl-20-mark", "20-mark-karl-1874", 1876, "F", "circulation", 359417),
    # edelmetall-handel.de, 'Goldmünze 10 Mark Karl 1873 F (J. 289) Württemberg': 'Sie wurde insgesamt mit 675.434 Stück
    # aufgelegt. ... die Legende ... durch den Nennwert von "10 M." und dem Ausgabejahr "1873" komplettiert.'
    # https://www.edelmetall-handel.de/goldmuenze-10-mark-karl-1873-f-j-289-wuerttemberg.html
    (DE, "wurttemberg-karl-10-mark", "10-mark-karl-1872", 1873, "F", "circulation", 675434),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # Primus Münzen, calendar '6. Oktober 1891 - Wilhelm II. wird König von Württemberg': 'Die 20 Mark-Goldmünze mit der
    # Jaeger-Nummer 296 ist die einzige Münze mit diesem Nominal vom Wilhelm II. und die letzte würrtembergische
    # Goldmünze.'  http://primus-muenzen.com/blog/kalender/6-oktober-1891-wilhelm-ii-wird-koenig-von-wuerttemberg
    (DE, "wurttemberg-20-mark", "20-mark-wilhelm-ii-wurttemberg", ["J. 296"]),
    # edelmetall-handel.de, Hesse 20 mark 1874 H: '... unter der Jaegernummer 217' (page above)
    (DE, "hesse-ludwig-iii-20-mark", "20-mark-ludwig-iii-hesse-1874", ["J. 217"]),
    # edelmetall-handel.de, Württemberg 20 mark 1876 F: '... unter der Nummer 293 zu finden' (page above; the type of
    # the second eagle, 1874-1876)
    (DE, "wurttemberg-karl-20-mark", "20-mark-karl-1874", ["J. 293"]),
    # edelmetall-handel.de, Württemberg 10 mark 1873 F (value '10 M.', the first eagle): the page's title and address
    # 'goldmuenze-10-mark-karl-1873-f-j-289-wuerttemberg' give Jaeger 289 (page above)
    (DE, "wurttemberg-karl-10-mark", "10-mark-karl-1872", ["J. 289"]),
]

test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)
