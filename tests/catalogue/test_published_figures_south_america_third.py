"""Published figures of South American gold (issue 39, the Americas, third session), pinned against the pages named
above each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from domain.currencies import currency_code
from tests.catalogue.bundled import find, pinned_mintages, pinned_references

# Toki-iro (Japanese dealer), Peru 100 soles 1952 PCGS MS64PL: the mintage of every date 1950-1970
# https://toki-iro.jp/shopdetail/000000000966
# The figures add up to the 90,824 Antique Coin Galleria gives for the whole run, and coin-expert.info prints the same
# 1,176 (1950), 126 (1952), 101 (1958), 11,000 (1964) and 23,000 (1965):
# https://times.antique-coin-galleria.com/blogs/times/peru-republic-100-soles
# The Coin Vault (after Morgan and Walker, 100 Greatest Modern World Coins) also gives 101 for 1958 and 46.8071 g:
# https://thecoinvault.com/product/26533/100-greatest-modern-world-coins-series-peru-1958-gold-100-soles
# http://coin-expert.info/coin/area/america/%E3%83%9A%E3%83%AB%E3%83%BC100%E3%82%BD%E3%83%AB%E9%87%91%E8%B2%A8/
_PERU_100_SOLES = {
    1950: 1176,
    1951: 8241,
    1952: 126,
    1953: 498,
    1954: 1808,
    1955: 901,
    1956: 1159,
    1957: 550,
    1958: 101,
    1959: 4710,
    1960: 2207,
    1961: 6982,
    1962: 9678,
    1963: 7342,
    1964: 11000,
    1965: 23000,
    1966: 3409,
    1967: 6431,
    1968: 540,
    1969: 540,
    1970: 425,
}

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    ("peru", "soles-de-oro-gold", "100-soles-1950", year, "", "circulation", mintage)
    for year, mintage in _PERU_100_SOLES.items()
] + [
    # antylink.jp (Japanese buyer), the Peruvian libra: 1,928,000 issued in 1917, only 1,050 in 1930, given for the libra
    # gold coins of three denominations (1, 1/2, 1/5) without naming which; the second reading found no other page, so
    # the figures stay in the issues' comments and no mintage is carried  https://antylink.jp/buyinglist/34903
    ("peru", "libra", "1-libra", 1917, "", "circulation", None),
    ("peru", "libra", "1-libra", 1930, "", "circulation", None),
    # El Cronista (October 2021): the half argentino 'las 421 que se acuñaron tres años más tarde, en 1884'
    # https://www.cronista.com/economia-politica/la-moneda-argentina-de-2-5-pesos-que-cotiza-us-70-000-que-caracteristicas-tiene-y-cuantas-existen-en-todo-el-mundo/
    ("argentina", "argentino", "2-5-pesos-medio-argentino", 1884, "", "circulation", 421),
    # politicalstaples.com (Japanese dealer): 'この金貨は10万枚鋳造されましたが、実際に発行されたのは1万4,415枚のみ'
    # (100,000 struck, only 14,415 issued)  https://www.politicalstaples.com/coin/gold/ury/uruguay-peso/
    # 100,000 is the ceiling of Law 8.521 ('hasta cien mil'); no page other than this dealer and Gold IRA Guide calls it
    # a count struck (second reading), so no mintage is carried: https://www.impo.com.uy/bases/leyes/8521-1929/1
    ("uruguay", "gold-pesos", "5-pesos-1930", 1930, "", "circulation", None),
]

# root, series, type, catalogue numbers
REFERENCES = [
    # Antique Coin Galleria Times, Peru 100 soles seated Liberty: 'KM #231'
    ("peru", "soles-de-oro-gold", "100-soles-1950", ["KM# 231"]),
    # Auction World lot AA38-2066, Uruguay 1930 gold essai set: 'Essai 5Pesos in Gold KM-E14(KM-27type 8.48g)'
    # https://en.auction-world.co/xpai/lot_AA38-2066.html
    ("uruguay", "gold-pesos", "5-pesos-1930", ["KM# 27"]),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES)


def test_the_peru_100_soles_lists_every_date_of_its_run_and_its_total():
    # coin-expert.info: struck every year 1950-1970 ('21年間にわたり1年も途切れることがなく'); Antique Coin Galleria:
    # 90,824 struck in all
    coin = find("peru", "soles-de-oro-gold", "100-soles-1950")
    assert (coin["minYear"], coin["maxYear"]) == (1950, 1970)
    assert [issue["year"] for issue in coin["issues"]] == list(range(1950, 1971))
    assert sum(issue["mintage"] for issue in coin["issues"]) == 90824


def test_the_peru_100_soles_carries_its_published_specification():
    # coin-expert.info: 37 mm, 46.8071 g; Antique Coin Galleria: Au 900, 37 mm, the legend GRS. 42.1264 DE ORO FINO
    coin = find("peru", "soles-de-oro-gold", "100-soles-1950")
    assert coin["weight"] == pytest.approx(46.8071, abs=1e-4)
    assert coin["fineness"] == pytest.approx(0.9, abs=1e-6)
    assert coin["fineWeight"] == pytest.approx(42.1264, abs=1e-4)
    assert coin["size"] == pytest.approx(37.0, abs=1e-6)
    # the sol (sol de oro) of 1863-1985 carries the historic ISO code PEH (German Wikipedia, Sol de Oro: 'Der ISO 4217
    # lautete PEH')  http://de.wikipedia.org./wiki/Sol_de_Oro  https://memim.com/peruvian-sol.html
    assert currency_code(coin["currency"]) == "PEH"


def test_the_colombian_bolivar_5_pesos_lists_the_date_a_museum_page_shows():
    # MoneyMuseum (Sunflower Foundation), 'Republik Kolumbien, 5 Peso 1925' with Simón Bolívar
    # https://moneymuseum.com/de/muenzen?&id=1320
    issues = find("colombia", "gold-pesos", "5-pesos-bolivar")["issues"]
    assert [(issue["year"], issue["mintage"]) for issue in issues] == [(1925, None)]
