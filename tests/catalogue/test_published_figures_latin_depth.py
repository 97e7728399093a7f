"""Issue 39, Latin America other than Mexico: figures read for the new countries (Uruguay, Panama) and the
Colombian commemorative of 1973, pinned to the pages they were read from.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from domain.currencies import currency_code
from tests.catalogue.bundled import find, pinned_mintages

# root, series, type, year, mint letter, finish, mintage (None: no count struck published)
ISSUES = [
    # El Heraldo, rare Colombian coins: the 1,500 pesos oro of the Banco de la República's 50th anniversary, 50,000 made
    # https://elheraldo.co/tendencias/2015/10/24/estas-son-algunas-de-las-monedas-colombianas-mas-raras-de-la-historia
    # and Finanzas y Dinero (a limited issue of 50,000 pieces):
    # https://finanzasydinero.com/moneda-de-conmemorativa-de-oro-del-banco-de-la-republica
    ("colombia", "commemorative-gold", "1500-pesos-1973", 1973, "", "circulation", 50000),
    # La Voz and BAE Negocios (after A. Dabbah): the half argentino of 1881 was a run of nine pieces; El Cronista gives
    # 421 struck in 1884 (issue 39's third session; test_published_figures_south_america_third.py)
    # https://lavoz.com.ar/ciudadanos/la-moneda-argentina-mas-buscada-es-de-1881-y-vale-70-mil-dolares
    # https://www.baenegocios.com/negocios/Una-moneda-argentina-se-vende-a-70-mil-dolares-que-caracteristicas-tiene-para-ser-tan-codiciada-20211013-0032.html
    ("argentina", "argentino", "2-5-pesos-medio-argentino", 1881, "", "circulation", 9),
    ("argentina", "argentino", "2-5-pesos-medio-argentino", 1884, "", "circulation", 421),
    # IMPO, Ley 8.521 of 1929: "hasta cien mil (100.000) piezas" is a ceiling; Gold IRA Guide's "mintage of only
    # 100,000" and politicalstaples.com's "10万枚鋳造" repeat the law's number, and the second reading (issue 39's third
    # session) found no other page giving a count struck: no mintage is carried
    # https://www.impo.com.uy/bases/leyes/8521-1929/1
    # https://goldiraguide.org/uruguay-gold-5-pesos/  https://www.politicalstaples.com/coin/gold/ury/uruguay-peso/
    ("uruguay", "gold-pesos", "5-pesos-1930", 1930, "", "circulation", None),
    # Ley 71 of 1978 (Gaceta Oficial 18671): the 75 balboas is created for 1978 only; no quantity is stated
    # https://panama.justia.com/federales/leyes/71-de-1978-sep-26-1978/gdoc/
    ("panama", "gold-commemoratives", "75-balboas-1978", 1978, "", "circulation", None),
]

# root, series, type, gross weight g, fineness, fine gold g, diameter mm
SPECIFICATIONS = [
    # monedasuruguay.com, Ley 723 of 1862: doblón of 10 pesos 16.970 g at 917, the half in proportion (8.485 g);
    # http://www.monedasuruguay.com/doc/ley/1862/00723.htm ; 22.3 mm from First Capital Gold:
    # https://www.firstcapitalgold.com/p/uruguay-gold-peso/
    ("uruguay", "gold-pesos", "5-pesos-1930", 8.485, 0.917, 7.7807, 22.3),
    # Ley 71 of 1978: 75 balboas, about 29.01 mm, 10.63 g, gold 500/1000
    ("panama", "gold-commemoratives", "75-balboas-1978", 10.63, 0.5, 5.315, 29.01),
    # Finanzas y Dinero (gold 0.900, 19.1 g) and Noticias RCN (25 mm):
    # https://www.noticiasrcn.com/economia/esta-es-la-moneda-colombiana-hecha-100-de-oro-banco-de-la-republica-definio-su-denominacion-y-circulacion-992855
    ("colombia", "commemorative-gold", "1500-pesos-1973", 19.1, 0.9, 17.19, 25.0),
    # NCV Grading, Cuba 10 pesos coin: 16.7185 g, gold 900, 27 mm  https://ncvgrading.com/cuba-10-pesos-coin/
    ("cuba", "marti-gold", "pesos-10", 16.718, 0.9, None, 27.0),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


@pytest.mark.parametrize("row", SPECIFICATIONS, ids=[row[2] for row in SPECIFICATIONS])
def test_the_types_carry_their_published_specification(row):
    root, series, slug, weight, fineness, fine_weight, size = row
    coin = find(root, series, slug)
    assert coin["weight"] == pytest.approx(weight, abs=1e-3)
    assert coin["fineness"] == pytest.approx(fineness, abs=1e-6)
    if fine_weight is not None:
        assert coin["fineWeight"] == pytest.approx(fine_weight, abs=1e-4)
    assert coin["size"] == pytest.approx(size, abs=1e-6)


def test_the_new_countries_currencies_are_decided():
    # the balboa of 1904 is still the balboa ISO codes PAB; the peso of 1862-1975 predates ISO 4217's codes
    assert currency_code(find("panama", "gold-commemoratives", "75-balboas-1978")["currency"]) == "PAB"
    assert currency_code(find("uruguay", "gold-pesos", "5-pesos-1930")["currency"]) is None


def test_no_catalogue_number_is_carried_without_a_page_that_gives_it():
    # no page read gives a KM number for these two types: they stay in catalogue_numbers_gaps.txt (the Uruguayan 5 pesos
    # has KM# 27 from an auction lot since issue 39's third session: test_published_figures_south_america_third.py)
    for coin in (
        ("panama", "gold-commemoratives", "75-balboas-1978"),
        ("colombia", "commemorative-gold", "1500-pesos-1973"),
    ):
        assert find(*coin)["references"] == []
