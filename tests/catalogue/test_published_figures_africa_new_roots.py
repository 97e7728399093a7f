"""African gold the catalogue lacked (issue 45, new roots): Sierra Leone's 1 golde of 1966, pinned against the
page named above each row.

What was read: 46 look-ups (44 searches of the stored pages, 2 find_string of the public code; nothing else). The index
answers almost every query on the 1960s-80s African gold commemoratives with Numisquare (a copy of Numista, not a
source), Coinolds, Stashofcoins, onlinecoin.club openings without figures, forum threads and prose; dealer listings,
auction lots and PCGS/NGC pages for these coins are nearly absent. Found and entered:

- Sierra Leone: the 1 golde of 1966 for the fifth anniversary of independence (a collector's page on an NGC MS68
  piece: 54.545 g, Au 0.9, 48 mm, KM24, mintage 1500). The 1/4 and 1/2 golde: no page with their weights.
- Gabon: the 25 francs of 1960 for independence (Currency Wiki, a collectors' wiki on Fandom: .900 gold, 8 g, 22 mm;
  no Krause number, mintage or finish). The lead left it out: a fan wiki alone is the kind of page the second
  reading of Egypt's 1955 pound refused. The 10, 50 and 100 francs of the set, and the 1969 gold: only Numisquare
  pages.

Tried without a usable figure (each line of search stopped after three fruitless tries, or earlier where the opening
showed the index holds nothing else): Burundi 1962 and 1965 (5 searches: APMEX gives only gold contents in ounces and
'about' mintages; CoinVarieties has only the base-metal coins), Kenya 1966 (3, after the 3 of africa_middle_east),
Katanga's gold 5 francs of 1961 (3: lecontrarien gives '20 000 pièces ... en or' and 900 fine but the weight only as
'le double d'un Napoléon'; PCGS's article names KM-2a without a weight), Mauritius (3: coin-brothers' openings stop
before the figures), Chad 1970 (2: the only page with 36 g and 0.900 copies Numista's descriptions), Ivory Coast 1966
(2), Rwanda 1965, Mali 1967, Cameroon 1970, Guinea 1969, Equatorial Guinea 1970, Botswana 1976, Lesotho 1966,
Swaziland, Tanzania 1974, Seychelles 1976, Liberia 1965, Biafra 1969, Zanzibar 1882 (1 each), and four generic
queries (Japanese collectors' pages, CoinVarieties-style, coin-brothers-style, the WWF conservation series).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references, source_urls

SL1 = ("sierra-leone", "independence-gold-1966", "1-golde-1966")

KIO = "https://ameblo.jp/kio-ameba/entry-12771304903.html"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # kio-ameba (Ameba blog): 'Sierra Leone, 1966, Golde, 54.545g (Au 0.9), 48mm, KM24, mintage 1500, MS68'  (KIO)
    (*SL1, 1966, "", "uncirculated", 1500),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # kio-ameba: 'KM24'
    (*SL1, ["KM# 24"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES)


def test_the_sierra_leone_golde_of_1966_carries_the_collectors_figures():
    coin = find(*SL1)
    # '54.545g (Au 0.9), 48mm'; fine weight = weight x fineness
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (54.545, 0.9, 49.0905, 48.0)
    assert (coin["value"], coin["currency"], coin["minYear"], coin["maxYear"]) == ("1 Golde", "Golde", 1966, 1966)
    (issue,) = issues_at(*SL1, year=1966)
    assert issue["gregorianYear"] == 1966
    assert KIO in source_urls(coin)
