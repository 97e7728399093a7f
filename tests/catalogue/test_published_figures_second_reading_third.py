"""Second reading of the Americas' third session (issue 39): figures a second reader re-read, pinned against the pages
named above each test. Figures that could not be confirmed stay out of `mintage` and in the issue comments.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at


def _source_urls(*coin):
    return {source["url"]: source["covers"] for source in find(*coin)["sources"]}


def test_the_peru_libra_figures_without_a_named_denomination_stay_in_the_comments():
    # antylink.jp gives 1,928,000 (1917) and 1,050 (1930) for the Peruvian libra gold coins, which it says were issued
    # as 1, 1/2 and 1/5 libra, without naming the denomination beside the figures; no second page gives either.
    # https://antylink.jp/buyinglist/34903
    libra = {issue["year"]: issue for issue in find("peru", "libra", "1-libra")["issues"]}
    assert (libra[1917]["mintage"], libra[1930]["mintage"]) == (None, None)
    assert "1,928,000" in libra[1917]["comment"] and "1,050" in libra[1930]["comment"]


def test_the_peru_100_soles_has_a_second_page_for_the_1958_figure_and_the_weight():
    # The Coin Vault (after Morgan and Walker, 100 Greatest Modern World Coins): 46.8071 g; "only 101 issued coins from
    # the 1958 Gold 100 Soles series"; "the key date among the 21-year series"
    # https://thecoinvault.com/product/26533/100-greatest-modern-world-coins-series-peru-1958-gold-100-soles
    coin = ("peru", "soles-de-oro-gold", "100-soles-1950")
    url = "https://thecoinvault.com/product/26533/100-greatest-modern-world-coins-series-peru-1958-gold-100-soles"
    assert "mintages" in _source_urls(*coin)[url]
    assert [issue["mintage"] for issue in issues_at(*coin, year=1958)] == [101]
    assert find(*coin)["weight"] == 46.8071


def test_the_uruguay_5_pesos_carries_no_count_struck():
    # IMPO, Ley 8.521 of 1929: "hasta cien mil (100.000) piezas" (a ceiling); politicalstaples.com "10万枚鋳造" and Gold
    # IRA Guide "mintage of only 100,000" are the only pages calling it a count; 14,415 released (Standard Catalogue).
    # https://www.impo.com.uy/bases/leyes/8521-1929/1  https://www.politicalstaples.com/coin/gold/ury/uruguay-peso/
    (issue,) = issues_at("uruguay", "gold-pesos", "5-pesos-1930", year=1930)
    assert issue["mintage"] is None
    assert "100,000" in issue["comment"] and "14,415" in issue["comment"] and "hasta cien mil" in issue["comment"]


def test_the_half_argentino_of_1884_keeps_el_cronistas_dated_figure():
    # El Cronista (October 2021): "las 421 que se acuñaron tres años más tarde, en 1884"
    # https://www.cronista.com/economia-politica/la-moneda-argentina-de-2-5-pesos-que-cotiza-us-70-000-que-caracteristicas-tiene-y-cuantas-existen-en-todo-el-mundo/
    (issue,) = issues_at("argentina", "argentino", "2-5-pesos-medio-argentino", year=1884)
    assert issue["mintage"] == 421
    assert "without a date" in issue["comment"]


def test_the_canadian_special_maple_leafs_carry_their_figures_as_limits():
    # Canadian Coin News: "these 2020-dated coins are limited to mintages of 10,000 (silver) and 400 (gold)"
    # https://canadiancoinnews.com/first-gold-silver-collector-coins-struck-in-winnipeg-among-final-rcm-issues-of-2019/
    coin = ("canada", "maple-leaf", "maple-leaf-1oz-blunt")
    url = "https://canadiancoinnews.com/first-gold-silver-collector-coins-struck-in-winnipeg-among-final-rcm-issues-of-2019/"
    assert url in _source_urls(*coin)
    (winnipeg,) = issues_at(*coin, year=2020, mintLetter="W")
    assert winnipeg["mintage"] is None and "400" in winnipeg["comment"]
    # Coin World gives no number for the 2022 Meliadine coin; 15,000 is the Canadian Coin Database's alone
    (meliadine,) = [issue for issue in issues_at(*coin, year=2022) if "Meliadine" in issue["variety"]]
    assert meliadine["mintage"] is None and "15,000" in meliadine["comment"]
