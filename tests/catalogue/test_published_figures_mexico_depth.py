"""Published figures of Mexican gold coins (issue 39, depth of the Americas), pinned against the sources named above
each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/mexico.json).
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from tests.catalogue.bundled import find, issues_at

ROOT = "mexico"

# The coin-taxonomy repository's table of gold Libertad uncirculated mintages by year and size (the file credits
# mexicannumismatics.com and findbullionprices.com):
# https://github.com/mattsilv/coin-taxonomy/blob/8baea92918769825d1b7f33a78cac76188eb0fcb/scripts/add_mexico_gold_libertads.py
_LIBERTAD = {
    # year: (1/20, 1/10, 1/4, 1/2, 1 oz)
    1991: (10000, 10000, 10000, 10000, 109193),
    1992: (63858, 50592, 27321, 24343, 46281),
    1993: (10000, 10000, 2500, 2500, 73881),
    1994: (10000, 10000, 2500, 2500, 1000),
    2000: (5300, 3500, 2500, 1500, 2370),
    2002: (5000, 5000, 5000, 5000, 15000),
    2003: (800, 300, 300, 300, 500),
    2004: (4000, 2000, 1500, 500, 3000),
    2005: (3200, 500, 500, 500, 3000),
    2006: (3000, 4000, 1500, 500, 4000),
    2007: (1200, 1200, 500, 500, 2500),
    2008: (800, 2500, 800, 300, 800),
    2009: (2000, 9000, 3000, 3000, 6200),
    2010: (1500, 4500, 1500, 1500, 4000),
    2011: (2500, 6500, 1500, 1500, 3000),
    2012: (None, None, None, None, 3000),
    2013: (650, 2150, 750, 500, 2350),
    2014: (1050, 2450, 1000, 1000, 4050),
    2015: (1300, 4100, 1300, 1100, 4800),
    2016: (2900, 3800, 1000, 1200, 4100),
    2017: (1000, 300, 500, 700, 900),
    2018: (2500, 1500, 1250, 1250, 2050),
    2019: (1500, 1250, 1500, 1500, 2000),
    2020: (700, 700, 700, 700, 1100),
    2021: (1000, 850, 500, 500, 1050),
    2022: (None, None, None, None, 1900),  # the fractions' 2022 figures conflict with the Casa de Moneda: not entered
    2023: (2000, 1750, 1000, 1000, 1500),
}
_SIZES = ("1-20oz", "1-10oz", "1-4oz", "1-2oz", "")


def _libertad_slug(size, year):
    base = "libertad-1oz" if size == "" else f"libertad-{size}"
    return base + ("-1991" if year <= 1994 else "")


ROWS = [
    # series, type, year, mint letter, finish, mintage
    ("libertad", _libertad_slug(size, year), year, "", "bullion", figures[i])
    for year, figures in _LIBERTAD.items()
    for i, size in enumerate(_SIZES)
    if figures[i] is not None
] + [
    # Noticias de México, an 1864 Mo C.H. 8 escudos offered for sale (no mintage published):
    # https://admin.noticiasdemexico.mx/espectaculos/2023/6/16/las-monedas-de-oro-historicas-que-pueden-costar-hasta-60-mil-pesos-8465.html
    ("escudos", "8-escudos-hand-on-book", 1864, "Mo", "circulation", None),
    # CoinTalk (robinjojo, 11 May 2022), a collector's hand-over-book 8 escudos Guanajuato 1836 PJ, 0.8750, KM 383.7;
    # the same post has the last hand-over-book 8 escudos struck at Hermosillo in 1873 (no mintage published):
    # https://www.cointalk.com/threads/evolution-the-move-from-the-reales-system-of-coinage-to-decimal-in-mexico.396379/
    ("escudos", "8-escudos-hand-on-book", 1836, "Go", "circulation", None),
]

_BY_TYPE = defaultdict(list)
for _row in ROWS:
    _BY_TYPE[(_row[0], _row[1])].append(_row[2:])
TYPES = sorted(_BY_TYPE)


@pytest.mark.parametrize("series_slug, slug", TYPES, ids=[slug for _, slug in TYPES])
def test_mexican_issues_carry_their_published_mintages(series_slug, slug):
    for year, letter, finish, mintage in _BY_TYPE[(series_slug, slug)]:
        found = issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, finish=finish)
        assert len(found) == 1, (slug, year)
        assert found[0]["mintage"] == mintage, (slug, year)


def test_the_fractional_libertads_leave_out_2012_and_the_disputed_2022():
    # coin-taxonomy lists no fractions in 2012; El Universal Puebla (Casa de Moneda) says none were struck in 2022.
    for size in ("1-2oz", "1-4oz", "1-10oz", "1-20oz"):
        years = {issue["year"] for issue in find(ROOT, "libertad", f"libertad-{size}")["issues"]}
        assert {2012, 2022}.isdisjoint(years), size
        assert {2000, 2002, 2011, 2013, 2023} <= years, size


# Specifications, a row per type: series, type, gross weight g, fineness, fine gold g, diameter mm (None: disputed)
FIGURES = [
    # Noticias de México (21 carats, 26.92 g; 35 mm against Coinquest's 38 mm, so no diameter):
    # https://admin.noticiasdemexico.mx/espectaculos/2023/6/16/las-monedas-de-oro-historicas-que-pueden-costar-hasta-60-mil-pesos-8465.html
    # Coinquest, Mexico 1/2-8 escudos 1825 to 1870: http://coinquest.com/cgi-bin/cq/coins?main_coin=5954
    ("escudos", "8-escudos-hand-on-book", 26.92, 0.875, 23.555, None),
]


@pytest.mark.parametrize("series_slug, slug, weight, fineness, fine, size", FIGURES, ids=[r[1] for r in FIGURES])
def test_mexican_types_carry_their_published_specifications(series_slug, slug, weight, fineness, fine, size):
    coin = find(ROOT, series_slug, slug)
    assert coin["weight"] == pytest.approx(weight, abs=1e-6)
    assert coin["fineness"] == pytest.approx(fineness, abs=1e-6)
    assert coin["fineWeight"] == pytest.approx(fine, abs=1e-6)
    assert coin["size"] == size
    # Coinquest 1825-1870 for the escudos as a whole; CoinTalk: the last hand-over-book 8 escudos at Hermosillo, 1873
    assert (coin["minYear"], coin["maxYear"]) == (1825, 1873)
    assert coin["currency"] == "Mexican escudo (16 reales)"


# Catalogue numbers: Online Coin Club, gold quarter ounce Libertad 1993 (Krause KM# 590, Friedberg Fr 180):
# https://onlinecoin.club/Coins/Country/Mexico/Gold_Quarter_Ounce_1993_Libertad/
# No source read gives the 8 escudos' number for Mexico City (Mint Error News gives KM 383.7 for Guanajuato only).
REFERENCES = [
    ("libertad", "libertad-1-4oz-1991", ["KM# 590", "Fr. 180"]),
    ("escudos", "8-escudos-hand-on-book", []),
]


@pytest.mark.parametrize("series_slug, slug, references", REFERENCES, ids=[r[1] for r in REFERENCES])
def test_mexican_types_carry_their_catalogue_numbers(series_slug, slug, references):
    assert find(ROOT, series_slug, slug)["references"] == references


def test_the_guanajuato_8_escudos_carries_its_own_krause_number():
    # Krause numbers the hand-on-book 8 escudos by mint (KM 383.x): Guanajuato is 383.7 (Mint Error News; CoinTalk,
    # 1836 Go PJ), so the number sits on that issue and the type keeps none
    (issue,) = issues_at(ROOT, "escudos", "8-escudos-hand-on-book", year=1836, mintLetter="Go")
    assert issue["references"] == ["KM# 383.7"]
    assert issue["variety"] == "assayer PJ"
