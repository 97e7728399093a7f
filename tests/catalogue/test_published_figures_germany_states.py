"""Published figures of the German Empire's states (5, 10 and 20 mark, 1871-1915) and of the German states before 1871,
read in issue 43 (the first session on continental Europe's depth), pinned against the pages named above each group of
rows.

Read this session: NGC's counterfeit-detection articles on the Prussian 10 mark of 1888 and the 20 mark of 1915 (and
the German translation of the latter on Münzenwoche), numismatik.realedition.de's page on Friedrich III's 10 mark, the
Scheideanstalt catalogue page of Friedrich III's 20 mark, and for the states before 1871 the Berlin Münzkabinett, the
Prussian ordinance of 1858 on the Vereinskrone, the German Wikipedia article 'Krone (Vereinsgoldmünze)' (in the
English rendering of de.zxc.wiki), coinvarieties.com and Pierer's lexicon.

Numisquare (a copy of Numista) was the only source of the mintages and catalogue numbers of four types (Reuss 20 mark
1881, Mecklenburg-Strelitz 20 mark 1873, Saxe-Meiningen 20 mark 1900-1905 and 10 mark 1890-1898): it was dropped as a
source and those figures are null until a readable page gives them; the guard at the end keeps it out.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import TYPES, find, pinned_mintages, pinned_references, type_id

DE = "germany"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # NGC, 'Counterfeit Detection: 1888-A Prussian 10 Marks' (26 July 2020): 'In 1888 the Berlin Mint (represented by an
    # "A" mintmark) struck 189,125 gold 10-mark coins that feature the profile of Emperor Wilhelm I. Following his death
    # ... Frederick III ... was depicted on an additional 876,224 pieces.'
    # https://www.ngccoin.com/news/article/8375/counterfeit-detection-prussia-germany-gold/
    # numismatik.realedition.de, 'Zehn Mark in Gold von Friedrich III': 'Die Münze wurde nach dem Tod des Königs in
    # Berlin in einer Auflage von 876.224 Exemplaren geprägt' (Schön, Preußen Nr. 10; AKS, Preußen 120)
    # http://numismatik.realedition.de/preussenIII/pr-schoen10.html
    (DE, "prussia-wilhelm-i-10-mark", "10-mark-wilhelm-i-1874", 1888, "A", "circulation", 189125),
    (DE, "prussia-friedrich-iii-10-mark", "10-mark-friedrich-iii", 1888, "A", "circulation", 876224),
    # NGC, 'Counterfeit Detection: Altered Prussia 20 Mark' (Ben Wengel, 13 February 2024): 'The three-year type spans
    # from 1913 until 1915 ... despite the reported mintage figure of 1,268,055, the 1915 issue of this type is rare';
    # Münzenwoche's translation: 'trotz einer Auflage von 1.268.055 Stück'
    # https://ngccoin.com/news/article/12613
    # https://neu.muenzenwoche.de/hintergrundartikel/faelschungserkennung-eine-manipulierte-20-mark-muenze-aus-preussen
    (DE, "prussia-20-mark", "20-mark-wilhelm-ii-uniform", 1913, "A", "circulation", None),
    # Second reading (issue 43, benelux_empire): China Commercial News gives 1,270,566 for 1915, so the two figures
    # disagree and the mintage is null, both in the issue's comment (test_published_figures_benelux_empire.py).
    (DE, "prussia-20-mark", "20-mark-wilhelm-ii-uniform", 1915, "A", "circulation", None),
    # German Wikipedia, 'Krone (Vereinsgoldmünze)', in the English rendering of de.zxc.wiki: 'Kingdom of Prussia King
    # Wilhelm Halbe Krone 1868 Mzz. A = Berlin 91,794 pieces Edition 1862–1868 total 128,729 pieces'
    # https://de.zxc.wiki/wiki/Krone_(Vereinsgoldm%C3%BCnze)
    (DE, "prussia-wilhelm-i-krone", "half-krone-wilhelm-i", 1868, "A", "circulation", 91794),
    # coinvarieties.com, 'Prussia 1806-A 2 friedrichs d'or Fr-2421' (Stack's Bowers, August 2015, lot 30321): 'This type
    # was issued 1798-1814. The denomination was retired in 1855. Recorded mintage: unknown.'
    # https://coinvarieties.com/index.php/Prussia_1806-A_2_friedrichs_d%27or_Fr-2421
    (
        DE,
        "prussia-friedrich-wilhelm-iii-friedrich-dor",
        "2-friedrich-dor-friedrich-wilhelm-iii",
        1806,
        "A",
        "circulation",
        None,
    ),
    # Numisquare alone gave these mintages (and the mint letters): dropped as a source, the mintages are null.
    (DE, "reuss-younger-line-20-mark", "20-mark-heinrich-xiv", 1881, "A", "circulation", None),
    (DE, "reuss-younger-line-20-mark", "20-mark-heinrich-xiv", 1881, "A", "proof", None),
    (
        DE,
        "mecklenburg-strelitz-friedrich-wilhelm-20-mark",
        "20-mark-friedrich-wilhelm-mecklenburg-strelitz",
        1873,
        "A",
        "circulation",
        None,
    ),
    (DE, "saxe-meiningen-georg-ii-20-mark", "20-mark-georg-ii-saxe-meiningen-1900", 1900, "D", "circulation", None),
    (DE, "saxe-meiningen-georg-ii-20-mark", "20-mark-georg-ii-saxe-meiningen-1900", 1905, "D", "circulation", None),
    (DE, "saxe-meiningen-georg-ii-10-mark", "10-mark-georg-ii-saxe-meiningen-1890", 1890, "D", "circulation", None),
    (DE, "saxe-meiningen-georg-ii-10-mark", "10-mark-georg-ii-saxe-meiningen-1890", 1898, "D", "circulation", None),
]

test_the_german_state_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # Scheideanstalt.de Münzkatalog, 20 Mark Friedrich III 1888 A: 'Sie wurde ausschließlich in der Prägestätte Berlin
    # (A) hergestellt und wird der Jägernummer 248 zugeordnet'
    # https://www.scheideanstalt.de/muenzkatalog/goldmuenzen/deutschland/reichsgoldmuenzen/preussen/goldmuenze-20-mark-friedrich-iii-preussen-1888-a
    (DE, "prussia-friedrich-iii-20-mark", "20-mark-friedrich-iii", ["J. 248"]),
    # coinvarieties.com, Prussia 1806-A 2 friedrichs d'or: 'Catalog reference: Fr-2421; KM-381'
    (
        DE,
        "prussia-friedrich-wilhelm-iii-friedrich-dor",
        "2-friedrich-dor-friedrich-wilhelm-iii",
        ["KM# 381", "Fr. 2421"],
    ),
    # coinvarieties.com, Prussia 1867-A groschen: Wilhelm's bust on the '½ krone (gold, KM 493) and krone (gold, KM 492)'
    # https://coinvarieties.com/index.php/Prussia_1867-A_groschen
    # Münzkabinett Berlin, object 18213839, 1/2 Krone 1868 A: 'A. L. und I. S. Friedberg, Gold Coins of the World ...
    # Nr. 2440' https://ikmk.smb.museum/object_print.php?id=18213839&lang=de
    (DE, "prussia-wilhelm-i-krone", "half-krone-wilhelm-i", ["KM# 493", "Fr. 2440"]),
]

test_the_german_state_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_friedrich_dor_and_the_half_crown_keep_the_standard_their_sources_give():
    # coinvarieties.com: 'Specification: 13.36 g, 0.903 fine gold'; Pierer's Universal-Lexikon (1858), 'Friedrichsd'or':
    # 6.032 g of fine gold to the single coin (http://www.zeno.org/Pierer-1857/A/Friedrichsd%27or)
    double = find(DE, "prussia-friedrich-wilhelm-iii-friedrich-dor", "2-friedrich-dor-friedrich-wilhelm-iii")
    assert (double["weight"], double["fineness"], double["fineWeight"]) == (13.36, 0.903, 12.064)
    assert (double["minYear"], double["maxYear"]) == (1798, 1814)
    # Gesetz-Sammlung für die Königlich Preußischen Staaten 1858, p. 369: the half crown 0.0111111 Pfund, 20 mm, '100 EIN
    # PFUND FEIN' (https://staatsbibliothek.ewigerbund.org/viewer/fulltext/gs_preussen_1858/409); Münzkabinett Berlin:
    # the crown 11.111 g at 900/1000, 10 g fine, the Pfund 500 g
    half = find(DE, "prussia-wilhelm-i-krone", "half-krone-wilhelm-i")
    assert (half["weight"], half["fineness"], half["fineWeight"], half["size"]) == (5.5556, 0.9, 5.0, 20)
    assert (half["minYear"], half["maxYear"]) == (1862, 1868)


@pytest.mark.parametrize(
    "series_slug, slug",
    [
        ("reuss-younger-line-20-mark", "20-mark-heinrich-xiv"),
        ("mecklenburg-strelitz-friedrich-wilhelm-20-mark", "20-mark-friedrich-wilhelm-mecklenburg-strelitz"),
        ("saxe-meiningen-georg-ii-20-mark", "20-mark-georg-ii-saxe-meiningen-1900"),
        ("saxe-meiningen-georg-ii-10-mark", "10-mark-georg-ii-saxe-meiningen-1890"),
    ],
)
def test_the_types_that_rested_on_numisquare_keep_none_of_its_figures(series_slug, slug):
    coin = find(DE, series_slug, slug)
    assert not any("numisquare." in source["url"] or "numista." in source["url"] for source in coin["sources"])
    assert coin["references"] == []
    assert all(issue["mintage"] is None for issue in coin["issues"])


def test_no_german_state_type_cites_numisquare():
    # The Empire's states and the states before 1871 (the euro gold of the Federal Republic is another reader's).
    cited = [
        type_id(entry)
        for entry in TYPES
        if entry["root"] == DE and "euro-gold" not in entry["series"]["slug"]
        for source in entry["type"]["sources"]
        if "numisquare." in source["url"] or "numista." in source["url"]
    ]
    assert cited == []
