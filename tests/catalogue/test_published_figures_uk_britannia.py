"""Published figures of the Royal Mint's gold bullion families, the Britannia (1987 to date) and the Lunar
(Shēngxiào) ounce (issue 41, the British world, second session): the mintages read and the limits kept as comments,
pinned against the pages named above each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import issues_at, pinned_mintages

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Scheideanstalt.de, 'Anlagegoldmünze Britannia': 'Die Serie der „Gold-Britannia" startete 1987 mit einer Auflage
    # von 92.000 Stück für die 1oz Münze, ein Wert, der nie wieder erreicht wurde'
    # https://www.scheideanstalt.de/goldmuenzen-grossbritannien-britannia/
    # goldpreis.de: 'Im Jahr ihrer Erstausgabe erschien die Britannia-Münze zu 1 Unze Gold mit einer Auflage von
    # 92.000 Stück. Dieser Wert wurde seitdem nie wieder erreicht.'  http://www.goldpreis.de/Britannia+Gold_-_Goldm%C3%BCnze
    # Goldkönig: 'Die Auflage der Gold-Britannia mit einer vollen Feinunze erreichte im Jahr 1987 mit 92.000 Stück ihren
    # Höhepunkt (alle Größen zusammen: 150.367 Unzen)'  http://goldkoenig.com/wissenswertes/britannia
    # (Metaux-precieux, pro aurum and Goldankauf-pro24 give the same 92,000; Goldratefortoday's 'absolute maximum of
    # 92,000 pieces' is this record year, http://goldratefortoday.org/britannia-gold-coin/)
    (UK, "britannia", "britannia-1oz-22-carat-copper", 1987, "", "bullion", 92000),
    # the 1987 proofs keep KJC Bullion's limit ('Only 10,000 of each ... reserved') as a comment
    (UK, "britannia", "britannia-1oz-22-carat-copper", 1987, "", "proof", None),
    # buy-bullion.co.uk, 'Gold 1oz Lunar Year of the Monkey': 'The coins have a limited mintage of 8,888' - a limit
    # https://buy-bullion.co.uk/product/gold-1oz-lunar-year-of-the-monkey/
    # AgAu News: 'The Horse had mintage limits of 30,000 gold ... we don't believe those limits are in place this year'
    # https://agaunews.com/the-royal-mint-launches-the-bullion-versions-of-its-shengxiao-lunar-year-of-the-monkey-coins/
    (UK, "shengxiao", "lunar-2016-monkey-1oz", 2016, "", "bullion", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


def test_the_monkey_bullion_ounce_keeps_its_limit_as_a_comment():
    (monkey,) = issues_at(UK, "shengxiao", "lunar-2016-monkey-1oz", year=2016, finish="bullion")
    assert monkey["mintage"] is None
    assert "8,888" in monkey["comment"]


def test_the_first_britannia_ounce_names_its_record_year():
    (ounce,) = issues_at(UK, "britannia", "britannia-1oz-22-carat-copper", year=1987, finish="bullion")
    assert "92,000" in ounce["comment"] and "record year" in ounce["comment"]
