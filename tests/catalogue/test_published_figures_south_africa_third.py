"""Published figures of South African gold read in the third session of issue 41 (the British world's depth): the
South African Republic's proof half pond of 1894, listed from the page that names it (no count is given, so its mintage
stays null), and the Krause number of the half pond, pinned against the pages named above each row.

Read but not entered: the 1892 Berlin proofs of the half pond (Dix Noonan Webb, 29 September 2010, lot 'Proof
Half-Pond, 1892, double shaft ... About 20 struck'; Kruger Ponds, 'Of the total mintage, 20 were proofs') and of the
double-shaft pond (Kruger Ponds, 'Only about 10 Double Shaft Ponds were proofs'; Coin World on an 1892 Proof pond in
St. James's sale 19). Listing them would make a second 1892 issue of each type, which test_zar_catalogue_numbers in
test_published_figures_commonwealth.py (outside this session's files) reads as the only one; left to the lead.

No page read in this session gave a year-by-year mintage for the Krugerrand, the Union's gold pound and half pound of
1952-1960 or the gold rand of 1961-1983, nor a catalogue number for those types (see the session's report).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

SA = "south-africa"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Western Cape Numismatic Society, P. H. Nortje, 'Further Notes: The Rarest of the Rare: Unique and Very Rare Gold
    # Coins of the Zuid-Afrikaansche Republiek' (2024), among the coins that 'must be unique or nearly so': 'The Proof
    # Half Pond of 1894' https://wcnumsoc.com/further-notes-the-rarest-of-the-rare
    (SA, "zar-pond", "zar-half-pond", 1894, "", "proof", None),
]

# root, series, type, the numbers read (Krause first)
REFERENCES = [
    # CNG 100, lot 970: 'AV Half Pond (19.5mm, 4.06 g, 12h). Berlin mint. Dated 1892 ... (with continental-style wagon)
    # ... KM 9.1; Friedberg 3.' https://cngcoins.com/Coin.aspx?CoinID=292928
    (SA, "zar-pond", "zar-half-pond", ["KM# 9.1", "Fr. 3"]),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_1894_proof_half_pond_rests_on_its_page():
    coin = find(SA, "zar-pond", "zar-half-pond")
    urls = {source["url"] for source in coin["sources"]}
    assert "https://wcnumsoc.com/further-notes-the-rarest-of-the-rare" in urls
    assert any("references" in source["covers"] and "cngcoins.com" in source["url"] for source in coin["sources"])
    (proof,) = issues_at(SA, "zar-pond", "zar-half-pond", year=1894, finish="proof")
    assert proof["mintage"] is None and "Proof Half Pond of 1894" in proof["comment"]
