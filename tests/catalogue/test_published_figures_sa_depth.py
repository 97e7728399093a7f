"""Published figures of South African gold (issue 41, the British world's depth, second session): the South African
Republic's pond and the Krugerrand, pinned against the pages named above each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

SA = "south-africa"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # CoinTalk, '1892: a lean year for South African coins': 'the highest mintage in the closing years of that century
    # for the gold Pond, appears to be in 1895 with only 336,000 coins struck'
    # https://www.cointalk.com/threads/1892-a-lean-year-for-south-african-coins.319788/
    # Degussa, 'Südafrika Pond Goldmünzen': 'Mit Auflagen zwischen 136.870 Stück (1898) und 336.000 Stück (1895)'
    # https://degussa-goldhandel.de/suedafrika-pond-goldmuenzen
    (SA, "zar-pond", "zar-1-pond", 1895, "", "circulation", 336000),
    # 1900: Degussa, 'im letzten Jahr der Prägung ... 788.000 Stück'; ZAR Coins, 'Standard ZAR Coins': 'During the first
    # 5 months of 1900, a total of 810 000 ponde were struck bearing the 1898 and 1900 dates' (http://zarcoins.co.za/?page_id=270)
    (SA, "zar-pond", "zar-1-pond", 1900, "", "circulation", None),
    # Afrikaans Wikipedia, 'Krugerrand': 'In die tydperk tussen 1967 en 1969 is jaarliks 40 000 Krugerrandmunte ... geslaan'
    # (https://af.m.wikipedia.org/wiki/Krugerrand); goldpreis.de: 'in den ersten drei Jahren mit 20.000 bis 40.000
    # Exemplaren jährlich' (https://www.goldpreis.de/goldmuenzen/kruegerrand/): the pages disagree, none separates proofs
    (SA, "krugerrand", "krugerrand-1oz", 1968, "", "bullion", None),
    (SA, "krugerrand", "krugerrand-1oz", 1969, "", "bullion", None),
    # Știință pentru toți, reprinting CoinWeek (2016): the QEII 90 1/10 oz proof Krugerrand 'has an extremely limited
    # mintage of just 260 coins' (a limit: comment only)
    # https://stiinta-pentru-toti.blogspot.com/2016/04/o-noua-moneda-comemorativa-din-africa.html
    (SA, "krugerrand", "krugerrand-1-10oz", 2016, "", "proof", None),
]

# root, series, type, the numbers read (Krause first)
REFERENCES = [
    # Heritage Auctions Europe, May 2015 lot 4572: 'Pond 1892, Double shaft wagon tongue (KM10.1, Hern Z44, Fr.2)'
    # https://www.ha-europe.com/en/browse/coins_currency_and_medals_may_2015/4572
    # Life with John, 'Gold of Africa': '1898 ZAR Pond (Hern Z51, KM10.2), MS 61 (NGC)' https://lifewithjohn.net/coins/africa/
    # Kruger Ponds, '1898 Single 9 Kruger Pond': 'Krause-Mishler Number | KM#10.2'
    # https://krugerponds.com/1898-single-9-kruger-pond.html
    (SA, "zar-pond", "zar-1-pond", ["KM# 10.1", "KM# 10.2", "Fr. 2"]),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_1898_ponds_carry_no_figure_by_date():
    # ZAR Coins: the mint closed at the end of 1897 and 'When the mint re-opened in September 1899, ... 137 000 ponde
    # were struck bearing the 1898 date', more in 1900 with the 1900 dies; Degussa's 136,870 for 1898 is quoted only
    (plain,) = issues_at(SA, "zar-pond", "zar-1-pond", year=1898, marks=[])
    assert plain["mintage"] is None and "136,870" in plain["comment"] and "137,000" in plain["comment"]
    assert plain["references"] == ["KM# 10.2"]


def test_the_99_countermark_count_is_left_null_where_the_pages_disagree():
    # Mearns ('One hundred and thirty of the coins were struck', https://mearns.me.uk/articles/1898) and CoinTalk
    # ('130') against the Western Cape Numismatic Society (P. H. Nortje, 'The 1899 Paul Kruger Gold Pond', 2025):
    # Prevost 1900 'only 102 in all'; the Transvaal Chamber of Mines' report, 799 g of gold 'indicating that exactly 100
    # were struck' https://www.wcnumsoc.com/the-1899-paul-kruger-gold-pond
    (overstamp,) = issues_at(SA, "zar-pond", "zar-1-pond", year=1898, marks=["99"])
    assert overstamp["mintage"] is None
    assert all(figure in overstamp["comment"] for figure in ("130", "102", "100"))


def test_the_2016_qeii_90_tenth_ounce_proof_is_listed_with_its_limit():
    (privy,) = issues_at(SA, "krugerrand", "krugerrand-1-10oz", year=2016, finish="proof")
    assert privy["marks"] == ["QEII 90"] and privy["mintage"] is None and "260" in privy["comment"]
    assert find(SA, "krugerrand", "krugerrand-1-10oz")["maxYear"] is None
