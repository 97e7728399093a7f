"""Modern gold of Switzerland (Swissmint) and Liechtenstein, pinned against the pages named above each row.

Read in issue 43 (first session on continental Europe): the types added for Swissmint's 25 francs 2022
"Timemachine", 50 francs 2020 Roger Federer and 100 francs 2025 (Vreneli centenary), and Liechtenstein's
10 and 100 Franken 2024 (100 years of the Swiss franc in Liechtenstein). The ¼ franc 2020 (0.063 g, 999 struck) was
read but is left out: the bundled catalogue's consistency test admits no weight under 0.5 g.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages

CH = "switzerland"
GC = "gold-commemoratives"
LI = "liechtenstein"
LG = "franken-gold-hans-adam-ii"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Swissmint (sondermuenze.ch), Timemachine: 'Legierung: Gold 0,900 Durchmesser: 20 mm Gewicht: 5,64 g
    # Ausgabedatum: 29.09.2022 Auflage Polierte Platte im Etui: 4 750 Stück Polierte Platte mit Künstlerzertifikat:
    # 250 Stück'  https://www.sondermuenze.ch/de/timemachine-goldmuenze/
    # Blickpunkt Juwelier: 'Die Timemachine aus 900er Gold ist in einer Auflage von 5.000 Stück in der Qualität
    # „polierte Platte" erschienen'  https://blickpunktjuwelier.de/goldene-gedenkmuenze-mit-dem-besonderen-tick
    (CH, GC, "25-franken-2022-timemachine", 2022, "B", "proof", 5000),
    # CoinsWeekly: 'Switzerland / 50 Swiss francs / Gold .900 / 11.29g / 25mm / Mintage: 10,000 (Proof)'
    # https://coinsweekly.com/swissmints-new-roger-federer-gold-coin/
    # St. Galler Tagblatt (sda): 'Nach dem Ansturm auf die Silbermünzen hat Swissmint 10'000 Roger-Federer-Goldmünzen
    # geprägt.'  https://www.tagblatt.ch/amp/newsticker/schweiz/roger-federer-neu-auf-goldmunze-gepragt-ld.1253225
    (CH, GC, "50-franken-2020-roger-federer", 2020, "", "proof", 10000),
    # numis-online.ch (the Landtag's bill): 'Gold (Au .9999) 10 Franken / Ø: 11 mm / Gewicht: 0,5 g / Auflage: 5000
    # Stück 100 Franken / Ø: 33 mm / Gewicht: 1 Unze (31.10 g) /Auflage: 150 Stück'
    # https://numis-online.ch/liechtenstein-100-Jahre-Schweizer-Franken.html
    # Cronaca Numismatica: 'un'oncia silk finish, 150 pezzi con nominale di 100 franchi) e una micro emissione proof
    # (5000 pezzi da 0,5 grammi per appena 11 millimetri)'
    # https://cronacanumismatica.com/un-secolo-di-franco-svizzero-per-il-principato-del-liechtenstein
    (LI, LG, "10-franken-2024-swiss-franc-centenary", 2024, "", "proof", 5000),
    (LI, LG, "100-franken-2024-swiss-franc-centenary", 2024, "", "matte", 150),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


def test_the_new_types_carry_their_published_specification():
    # sondermuenze.ch: Timemachine, gold 0.900, 20 mm, 5.64 g
    watch = find(CH, GC, "25-franken-2022-timemachine")
    assert (watch["weight"], watch["size"], watch["fineness"]) == (5.64, 20.0, 0.9)
    # CoinsWeekly: Federer, gold .900, 11.29 g, 25 mm
    federer = find(CH, GC, "50-franken-2020-roger-federer")
    assert (federer["weight"], federer["size"], federer["fineness"]) == (11.29, 25.0, 0.9)
    # Münzen Online: '100 CHF, Gold 900/1000, 32,258 g (29 g Feingewicht), 35 mm'
    # https://muenzen-online.com/post/schweiz-das-100-franken-vreneli-wird-100-jahre-alt
    vreneli = find(CH, GC, "100-franken-2025-vreneli-centenary")
    assert (vreneli["weight"], vreneli["size"], vreneli["fineness"]) == (32.258, 35.0, 0.9)
    # numis-online.ch: Liechtenstein 2024, Au .9999, 0.5 g / 11 mm and 1 oz / 33 mm
    small = find(LI, LG, "10-franken-2024-swiss-franc-centenary")
    ounce = find(LI, LG, "100-franken-2024-swiss-franc-centenary")
    assert (small["weight"], small["size"], small["fineness"]) == (0.5, 11.0, 0.9999)
    assert (ounce["weight"], ounce["size"], ounce["fineness"]) == (31.1035, 33.0, 0.9999)


def test_the_2025_limit_stays_in_the_comment():
    # watson.ch: 'Die Stückzahl wurde auf 2500 begrenzt.' (a limit: the mintage stays empty)
    # https://www.watson.ch/schweiz/leben/719391247-swissmint-bringt-das-100-franken-goldvreneli-zurueck
    (only,) = find(CH, GC, "100-franken-2025-vreneli-centenary")["issues"]
    assert only["mintage"] is None and "2500" in only["comment"]


def test_hans_adam_ii_is_filed_under_the_principality():
    import json
    from pathlib import Path

    tree = json.loads((Path(__file__).parents[2] / "fixtures/catalogue/liechtenstein.json").read_text(encoding="utf-8"))
    (principality,) = tree["issuers"][0]["children"]
    assert "hans-adam-ii-liechtenstein" in [child["slug"] for child in principality["children"]]
