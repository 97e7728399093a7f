"""Austria and Liechtenstein, issue 43 (continental Europe's depth), second session: what was read, pinned.

Read in this session: dealer and encyclopaedia pages on the Austrian gold (ducats, florins, coronas, schilling gold,
the Philharmonic, the euro gold commemoratives) and on Liechtenstein's gold of 1952-2006. The stored index gave no
readable page with a catalogue number for any of the unnumbered types (NGC, PCGS, ucoin, coin-brothers, Sincona,
Heritage, Spink and numisbids lots, Japanese dealers and coinvarieties were tried; the few KM numbers seen were for types
that already carry them, on Numista-derived pages, or plainly wrong, e.g. an eBay lot calling the 25 schilling 1931
'KM-485'), and no year-by-year mintage table of the Philharmonic past 1993 (the Russian Wikipedia table, read through
its Perceptiode copy, is cut after 1993 in every stored copy). What was read is pinned below: the van Swieten coin's
figure, which stays a comment.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages

AT = "austria"
EURO = "euro-gold-commemoratives"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # IMM Münz-Institut, 50 Euro Gold Gerard van Swieten: 'Angaben zu der Münze ... Auflage | 50.000 | Ausgabejahr | 2007
    # ... Gold (986/1000) | Polierte Platte (PP) ... 22,00 mm | Gewicht | 10,14 g'
    # https://imm-muenze.at/50-euro-gold-gerard-van-swieten
    # Liquisearch (English Wikipedia, 'Euro gold and silver commemorative coins (Austria)', 2007 coinage): 'Gerard van
    # Swieten ... Value: €50 | Alloy: Au 986 (Gold) | Quantity: 50,000 | Quality: Proof | Issued: 31 January 2007'
    # https://liquisearch.com/euro_gold_and_silver_commemorative_coins_austria/2007_coinage
    # Neither says the 50,000 were struck, and Aurum Goldshop calls the series' 50,000 a limit: the mintage stays null.
    (AT, EURO, "50-euro-gerard-van-swieten", 2007, "", "proof", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


def test_the_van_swieten_figure_stays_in_the_comment():
    (only,) = find(AT, EURO, "50-euro-gerard-van-swieten")["issues"]
    assert only["mintage"] is None
    assert "IMM" in only["comment"] and "Quantity: 50,000" in only["comment"]
    urls = {source["url"] for source in find(AT, EURO, "50-euro-gerard-van-swieten")["sources"]}
    assert "https://imm-muenze.at/50-euro-gold-gerard-van-swieten" in urls
