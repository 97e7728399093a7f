"""Published figures of the United Kingdom's sovereign family read on per-year and per-coin pages in the second round of
the British world's second session (issue 41): Italian, French and English dealer pages, older encyclopaedia copies and
coin catalogue pages for the sovereigns and half sovereigns of Elizabeth II, Victoria and the branch mints, pinned
against the pages named above each group of rows. A limit, a round edition figure, a figure in thousands or a figure two
pages give differently stays in the issue's comment and the mintage stays null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Half sovereign, Wikipedia (copy of 27 May 2016 on IPFS), table 'Year / Coins minted': '1982 2,500,000; 1983-99
    # limited edition proofs only; 2000 146,822; 2001 94,763; 2002 61,347; 2003 47,818; 2004 34,924; 2005 30,299'
    # https://ipfs.io/ipfs/QmXoypizjW3WknFiJnKLwHCnL72vedxjQkDDP1mXWo6uco/wiki/Half_sovereign.html
    # second reading: a 2020 copy of the article, section 'Mintages', gives the same table
    # https://anhducwiki4.blogspot.com/2020/05/half-sovereign.html
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-second-portrait", 1982, "", "bullion", 2500000),
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait", 2000, "", "bullion", 146822),
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait", 2001, "", "bullion", 94763),
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait", 2002, "", "bullion", 61347),
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait", 2003, "", "bullion", 47818),
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait", 2004, "", "bullion", 34924),
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait", 2005, "", "bullion", 30299),
    # onlinecoin.club, Sovereign 2013 (United Kingdom): 'Royal Mint No mint mark unknown; MMTC-PAMP, India Letter I
    # unknown ... Sovereign 2013: Known varieties Proof FDC 10,295'
    # http://onlinecoin.club/Coins/Country/United_Kingdom/Sovereign_2013/
    (UK, "sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2013, "", "proof", 10295),
    (UK, "sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2013, "", "bullion", None),
    # Coin Parade, 1910 Gold Sovereign Melbourne: 'Mintage: 3,054,547 (may include coins in sets)' (second reading of
    # vente-achat-or's Edward VII table)  https://coinparade.co.uk/1910-gold-sovereign-melbourne/?ebsel1=1
    (UK, "sovereign", "sovereign-edward-vii", 1910, "M", "circulation", 3054547),
    # CGB, VSO 09 lot v09_1970 (1886 Melbourne sovereign, St George): 'Quantité frappée : 2.902.000 exemplaires';
    # vente-achat-or, Melbourne Mint guide: 'Sovereigns coin 1886 2,902,131' - the year's totals of both reverses, so
    # neither 1886 M issue carries a mintage
    # https://vso.cgb.fr/v09/fr/monnaies6bb9.html
    # https://vente-achat-or.org/en/australia-melbourne-gold-sovereigns-guide/
    (UK, "sovereign", "sovereign-victoria-young-head-st-george", 1886, "M", "circulation", None),
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1886, "M", "circulation", None),
    # sterlinaoro.it, 'Sterlina oro 2023 di Re Carlo III': 'la nuova sterlina oro 2023 in serie limitata di 1250
    # esemplari' (a limit: comment only)  https://www.sterlinaoro.it/investimenti-in-oro/sterlina-oro-carlo-iii-2023/
    (UK, "sovereign", "sovereign-charles-iii", 2023, "", "proof", None),
]

# coins.lakdiva.org, 'British Colonial - London: 1838-1874, Shield Sovereign - Queen Victoria' (after Marsh, The Gold
# Sovereign), London table: '1852 8,053,435 / 1853 10,597,993 / 1854 3,589,611 / 1855 8,448,482 / 1856 4,806,160 /
# 1857 4,495,748 / 1858 803,234 / 1859 1,715,142 / 1860 2,555,958 / 1861 7,624,736 / 1862 7,836,413 / 1863 5,921,669 /
# 1864 8,656,353 / 1865 1,450,238 / 1866 4,047,288 / 1867 None / 1868 1,653,384 / 1869 6,441,322'
# http://coins.lakdiva.org/sovereign/1852_uk_victoria_1s_au.html
# 1856, 1857, 1860, 1863 and 1866 agree with the figures already entered (second reading); 1854 and 1855, null while
# only All Gold Coins' round figures had been read, carry the table's counts (test_published_figures_sovereigns_lakdiva.py)
_SHIELD_LONDON = {
    1852: 8053435,
    1853: 10597993,
    1854: 3589611,
    1855: 8448482,
    1856: 4806160,
    1857: 4495748,
    1858: 803234,
    1859: 1715142,
    1860: 2555958,
    1861: 7624736,
    1862: 7836413,
    1863: 5921669,
    1864: 8656353,
    1865: 1450238,
    1866: 4047288,
    1868: 1653384,
    1869: 6441322,
}
ISSUES += [
    (UK, "sovereign", "sovereign-victoria-young-head-shield", year, "", "circulation", mintage)
    for year, mintage in _SHIELD_LONDON.items()
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


# The figures left in the comments: each names the figure its page gives, so a later reading can weigh it.
COMMENTED = [
    # Britannia Coin Company, 1991 Gold Proof Half Sovereign: 'Just 3,588 proof Half Sovereigns were issued in 1991',
    # against MJ Hughes Coins' 'The mintage ... was only 5000 pieces' (already quoted): the pages differ, so no mintage
    # https://britanniacoincompany.com/buy-coins/gold-coins/1991-proof-half-sovereign/
    ("half-sovereign", "half-sovereign-elizabeth-ii-third-portrait", 1991, "", "proof", ["3,588", "5000"]),
    ("sovereign", "sovereign-victoria-young-head-st-george", 1886, "M", "circulation", ["2.902.000", "2,902,131"]),
    ("sovereign", "sovereign-victoria-young-head-shield", 1886, "M", "circulation", ["2.902.000", "2,902,131"]),
    ("sovereign", "sovereign-charles-iii", 2023, "", "proof", ["1250", "15,000"]),
    # coins.lakdiva.org, 'Shield Half Sovereign - Queen Victoria' (London, after Marsh): '1853 2,709K / 1857 738K /
    # 1858 856K / 1859 2,204K / 1862 None / 1866 2,059K / 1867 993K / 1868 None' - figures in thousands, so comments
    # http://coins.lakdiva.org/sovereign/1863_uk_victoria_hs_au.html
    ("half-sovereign", "half-sovereign-victoria-young-head", 1853, "", "circulation", ["2,709K"]),
    ("half-sovereign", "half-sovereign-victoria-young-head", 1857, "", "circulation", ["738K"]),
    ("half-sovereign", "half-sovereign-victoria-young-head", 1858, "", "circulation", ["856K"]),
    ("half-sovereign", "half-sovereign-victoria-young-head", 1859, "", "circulation", ["2,204K"]),
    ("half-sovereign", "half-sovereign-victoria-young-head", 1862, "", "circulation", ["'None'"]),
    ("half-sovereign", "half-sovereign-victoria-young-head", 1866, "", "circulation", ["2,059K"]),
    ("half-sovereign", "half-sovereign-victoria-young-head", 1867, "", "circulation", ["993K"]),
    # silvergoldtobuy.com (glossary, 'Effigie du demi-souverain'): 'le millésime 1839 ne compte que 1230 pièces' (one
    # glossary, proof or not unsaid: comment only)
    # https://silvergoldtobuy.com/content-69-223-1086-effigie-du-demi-souverain-victoria-jeune-victoria-jubilee-et-victoria-avec-voile
    ("half-sovereign", "half-sovereign-victoria-young-head", 1839, "", "proof", ["1230"]),
]


@pytest.mark.parametrize(
    "series, slug, year, letter, finish, figures", COMMENTED, ids=[f"{r[1]}-{r[2]}{r[3]}-{r[4]}" for r in COMMENTED]
)
def test_the_figures_that_are_no_mintage_stay_in_the_comment(series, slug, year, letter, finish, figures):
    (issue,) = issues_at(UK, series, slug, year=year, mintLetter=letter, finish=finish)
    assert issue["mintage"] is None
    for figure in figures:
        assert figure in issue["comment"]


SOURCES = {
    ("half-sovereign", "half-sovereign-elizabeth-ii-second-portrait"): [
        "https://ipfs.io/ipfs/QmXoypizjW3WknFiJnKLwHCnL72vedxjQkDDP1mXWo6uco/wiki/Half_sovereign.html",
    ],
    ("half-sovereign", "half-sovereign-elizabeth-ii-third-portrait"): [
        "https://britanniacoincompany.com/buy-coins/gold-coins/1991-proof-half-sovereign/",
    ],
    ("half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait"): [
        "https://ipfs.io/ipfs/QmXoypizjW3WknFiJnKLwHCnL72vedxjQkDDP1mXWo6uco/wiki/Half_sovereign.html",
        "https://anhducwiki4.blogspot.com/2020/05/half-sovereign.html",
    ],
    ("sovereign", "sovereign-elizabeth-ii-fourth-portrait"): [
        "http://onlinecoin.club/Coins/Country/United_Kingdom/Sovereign_2013/",
    ],
    ("sovereign", "sovereign-edward-vii"): [
        "https://coinparade.co.uk/1910-gold-sovereign-melbourne/?ebsel1=1",
    ],
    ("sovereign", "sovereign-victoria-young-head-st-george"): [
        "https://vso.cgb.fr/v09/fr/monnaies6bb9.html",
        "https://vente-achat-or.org/en/australia-melbourne-gold-sovereigns-guide/",
    ],
    ("sovereign", "sovereign-charles-iii"): [
        "https://www.sterlinaoro.it/investimenti-in-oro/sterlina-oro-carlo-iii-2023/",
    ],
    ("sovereign", "sovereign-victoria-young-head-shield"): [
        "http://coins.lakdiva.org/sovereign/1852_uk_victoria_1s_au.html",
    ],
    ("half-sovereign", "half-sovereign-victoria-young-head"): [
        "http://coins.lakdiva.org/sovereign/1863_uk_victoria_hs_au.html",
        "https://silvergoldtobuy.com/content-69-223-1086-effigie-du-demi-souverain-victoria-jeune-victoria-jubilee-et-victoria-avec-voile",
    ],
}


@pytest.mark.parametrize("key, urls", SOURCES.items(), ids=[slug for _, slug in SOURCES])
def test_the_pages_read_are_named_as_mintage_sources(key, urls):
    series, slug = key
    named = {source["url"] for source in find(UK, series, slug)["sources"] if "mintages" in source["covers"]}
    assert set(urls) <= named
