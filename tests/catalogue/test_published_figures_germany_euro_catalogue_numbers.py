"""Germany's euro gold and the 2001 gold mark: catalogue numbers and mintages read in issue 43's second session.

Read by the germany_euro_catalogue_numbers helper (61 look-ups). No KM or Jaeger number for any of the 51 euro gold
types or the gold mark was found on a readable page: dealer, NGC, ucoin, colnect, Wikipedia and auction openings in the
index print none. One standard number was found: realedition.de gives Schön 349 for the 20 euro Pirol of 2017.

Mintages: the per-mint figures read for the 2016-2023 issues (Regensburg, Luther memorials, Schlösser Augustusburg,
Faust, Steinbock, Ernährung, Konzertgitarre) either disagree with the issuing authority's own announcement ("ca.",
"maximal", written after issue) or are totals without a per-mint figure; they are set out in the types' comments and
sources, and the mintages stay null as test_published_figures_germany_euro pins them. The 2025 Taugenichts gains its
announced limit (Historia Hamburg: 'Maximal 90.000 Exemplare (je Münzzeichen 18.000 Stück)') as an issue comment.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_references

DE = "germany"
EG = "euro-gold"

# root, series, type, references
REFERENCES = [
    # realedition.de, Deutsche Euro-Münzen: '20 Euro, Sondermünze "Heimische Vögel" (2. Ausgabe) - Pirol ... Material:
    # 999,9 Gold Gewicht: 3,89 g Durchmesser: 17,5 mm ... Ausgabejahr: 2017 ... Literatur: Schön, Nr. 349'
    # http://numismatik.realedition.de/euro-deutschland/s-349.html
    (DE, EG, "20-euro-native-birds-golden-oriole", ["Schön 349"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_regensburg_figures_read_stay_in_the_comments():
    # Land Baden-Württemberg (July 2016): 'Ihre Gesamtauflage liegt bei 150.000.'
    # https://baden-wuerttemberg.de/de/service/presse/pressemitteilung/pid/sitzmann-praegt-erste-100-euro-goldmuenze-mit-dem-motiv-der-altstadt-von-regensburg
    # Münzen-Magazin 5/2016: 'Mit nur 30.000 Exemplaren pro Prägestätte'
    # http://muenzenmagazin.de/heft-archiv/jahrgang-2016/ausgabe-52016/regensburg-aus-der-vogelperspektive.html
    # Münzen-Online (8 Nov 2017): 'Die Auflage liegt bei 40.000 Stück pro Prägestätte, damit wurde die Auflage im
    # Vergleich zum Vorjahr von 29.400 Stück leicht erhöht.'
    # https://muenzen-online.com/post/2017/11/08/h%C3%B6hepunkt-des-reformationsjahrs-goldm%C3%BCnze-feierlich-in-luthers-sterbehaus-pr%C3%A4sentiert
    coin = find(DE, EG, "100-euro-regensburg")
    assert all(issue["mintage"] is None for issue in coin["issues"])
    assert "29,400" in coin["comments"] and "30,000" in coin["comments"] and "150.000" in coin["comments"]


def test_the_taugenichts_limit_is_a_comment():
    # Historia Hamburg: 'Auflage: Maximal 90.000 Exemplare (je Münzzeichen 18.000 Stück)'
    # https://historia-hamburg.de/anlagemuenzen-gold-und-silber/100-euro-goldmuenzen/100-euro-goldmuenzen-deutschland/100-euro-goldmuenze-aus-dem-leben-eines-taugenichts.html
    coin = find(DE, EG, "100-euro-aus-dem-leben-eines-taugenichts")
    for issue in coin["issues"]:
        assert issue["mintage"] is None and "18,000 per mint mark" in issue["comment"], issue["mintLetter"]
