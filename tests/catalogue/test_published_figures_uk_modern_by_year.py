"""Published figures of the United Kingdom's modern sovereign family read year by year (issue 41, the British world,
second session): per-year dealer and collector pages for the sovereigns, half sovereigns and proofs of Elizabeth II
and Charles III, pinned against the pages named above each group of rows. A limit, a round figure that may be a
limit, a count of the individually boxed coins alone, or a figure two pages give differently stays in the issue's
comment and the mintage stays null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # orodainvestimento.it (Italian dealer), 'Sterlina d'oro 2012 Giubileo di Diamante': 'La zecca reale del Regno Unito
    # ha previsto una tiratura massima è di 250.000 esemplari in versione bullion, mentre della versione proof (fondo a
    # specchio) sono state coniate 5.501 monete' - the proofs struck; the bullion figure is a maximum (comment only)
    # https://www.orodainvestimento.it/acquisto/sterlina-oro-2012-giubileo-diamante/
    (UK, "sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2012, "", "proof", 5501),
    (UK, "sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2012, "", "bullion", None),
    # orodainvestimento.it, 'Sterlina oro 2002 Scudo Coronato': 'Furono coniati 92.315 esemplari, di cui 20.500 in
    # versione proof e 71.815 in versione bullion'; thegoldsovereign.com, 'The 2002 Sovereign': '75,264 gold sovereigns
    # were minted in 2002 ... produced to a proof standard' - the pages disagree, so both stay null
    # https://www.orodainvestimento.it/acquisto/sterlina-oro-2002-scudo-coronato/
    # https://thegoldsovereign.com/library/the-2002-sovereign/
    (UK, "sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2002, "", "bullion", None),
    (UK, "sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2002, "", "proof", None),
    # Britannia Coin Company, 2003 Proof Gold Sovereign: 'Just 15,000 of these individually boxed 2003 Sovereign coins
    # were minted' (the boxed coins alone, a round figure: comment only)
    # https://britanniacoincompany.com/buy-coins/proof-sets/2003-proof-gold-sovereign/
    (UK, "sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2003, "", "proof", None),
    # cruzis-coins.com, Gold Sovereigns, 2005 Royal Mint: 'Mintage Limit 15,000' (a limit: comment only)
    # http://cruzis-coins.com/sovs/2005.html
    (UK, "sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2005, "", "proof", None),
    # orodainvestimento.it, 'Mezza sterlina d'oro 2005 Nuovo S. Giorgio' (proof): 'questa edizione conta soli 7.500
    # esemplari' (a round edition figure: comment only)
    # https://www.orodainvestimento.it/acquisto/mezza-sterlina-oro-2005-nuovo-s-giorgio/
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait", 2005, "", "proof", None),
    # orodainvestimento.it, 'Sterlina d'oro 2016': 'la Royal Mint decise di coniare solo 7.500 monete proof' (a planned
    # quantity, kept in the comment beside Trading Libra's 9,675 proofs in all, pinned in test_published_figures_uk_
    # modern_depth.py)  https://www.orodainvestimento.it/acquisto/sterlina-doro-2016/
    (UK, "sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2016, "", "proof", 9675),
    # sterlinadoro.it, 'Sterlina oro 2017': the proof 'coniata in soli 10.000 esemplari (tutti venduti non appena
    # immessi sul mercato ...)' (a round figure that may be the edition limit: comment only)
    # http://www.sterlinadoro.it/2017
    (UK, "sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2017, "", "proof", None),
    # orodainvestimento.it, 'Sterlina d'oro 2018': 'la versione proof di questa moneta (prodotta in solo 10.500
    # esemplari ...)' (a round figure that may be the edition limit: comment only)
    # https://www.orodainvestimento.it/acquisto/sterlina-oro-2018/
    (UK, "sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2018, "", "proof", None),
    # Coin Parade, '2022 Gold Sovereign - Queen Elizabeth II Memorial Proof - Charles III': 'Mintage: 17,500 (may
    # include coins in sets)' (a round figure that may be the edition limit: comment only)
    # https://coinparade.co.uk/2022-gold-sovereign-queen-elizabeth-ii-memorial-proof-charles-iii/
    (UK, "sovereign", "sovereign-charles-iii", 2022, "", "proof", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


# The figures left in the comments: each names the figure its page gives, so a later reading can weigh it.
COMMENTED = [
    ("sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2012, "bullion", "250.000"),
    ("sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2002, "bullion", "71.815"),
    ("sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2002, "bullion", "75,264"),
    ("sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2002, "proof", "20.500"),
    ("sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2002, "proof", "75,264"),
    ("sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2003, "proof", "15,000"),
    ("sovereign", "sovereign-elizabeth-ii-fourth-portrait", 2005, "proof", "15,000"),
    ("half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait", 2005, "proof", "7.500"),
    ("sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2016, "proof", "7.500"),
    ("sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2017, "proof", "10.000"),
    ("sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2018, "proof", "10.500"),
    ("sovereign", "sovereign-charles-iii", 2022, "proof", "17,500"),
]


@pytest.mark.parametrize(
    "series, slug, year, finish, figure", COMMENTED, ids=[f"{r[1]}-{r[2]}-{r[3]}-{r[4]}" for r in COMMENTED]
)
def test_the_figures_read_stay_in_the_comment(series, slug, year, finish, figure):
    (issue,) = issues_at(UK, series, slug, year=year, finish=finish)
    assert figure in issue["comment"]


SOURCES = {
    "sovereign-elizabeth-ii-fourth-portrait": [
        "https://www.orodainvestimento.it/acquisto/sterlina-oro-2012-giubileo-diamante/",
        "https://www.orodainvestimento.it/acquisto/sterlina-oro-2002-scudo-coronato/",
        "https://thegoldsovereign.com/library/the-2002-sovereign/",
        "https://britanniacoincompany.com/buy-coins/proof-sets/2003-proof-gold-sovereign/",
        "http://cruzis-coins.com/sovs/2005.html",
    ],
    "half-sovereign-elizabeth-ii-fourth-portrait": [
        "https://www.orodainvestimento.it/acquisto/mezza-sterlina-oro-2005-nuovo-s-giorgio/",
    ],
    "sovereign-elizabeth-ii-fifth-portrait": [
        "https://www.orodainvestimento.it/acquisto/sterlina-doro-2016/",
        "http://www.sterlinadoro.it/2017",
        "https://www.orodainvestimento.it/acquisto/sterlina-oro-2018/",
    ],
    "sovereign-charles-iii": [
        "https://coinparade.co.uk/2022-gold-sovereign-queen-elizabeth-ii-memorial-proof-charles-iii/",
    ],
}


@pytest.mark.parametrize("slug, urls", SOURCES.items(), ids=list(SOURCES))
def test_the_pages_read_are_named_as_mintage_sources(slug, urls):
    series = slug.split("-elizabeth")[0].split("-charles")[0]
    coin = find(UK, series, slug)
    named = {source["url"] for source in coin["sources"] if "mintages" in source["covers"]}
    assert set(urls) <= named
