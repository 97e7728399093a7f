"""New types and issues of continental Europe read in issue 43 (second session), pinned against the pages named above
each row.

Read: Romanian Wikipedia's article on the 25 lei coin (the 1906 piece for forty years of Carol I's reign: 8.065 g,
30 mm, 0.62 mm, 90 % gold, struck in Brussels) and the Japanese dealer Toki-iro's page on a 50 lei 1906, which gives
the struck numbers of the 25, 50 and 100 lei of 1906 (24,000 / 28,000 / 3,000). Only the 25 lei is entered: for the 50
and 100 lei no read page gives an exact weight and diameter (Toki-iro's 'about 16 g', 'about 4 cm' are no
specification). The 12.5 lei of 1906 was not found on a readable page. CoinFactsWiki's France 1831-A 20 francs adds
the Paris issue of the Louis-Philippe bare head (the older pin in test_published_figures_latin follows it).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages, pinned_references

RO = "romania"
FR = "france"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Toki-iro: 'ご参考までに40周年記念金貨は25レイ(24,000枚発行)、50レイ(本貨、28,000枚発行)、100レイ(3,000枚発行)の3銘柄です'
    # (the fortieth-anniversary gold coins are the 25 lei, 24,000 struck, the 50 lei, 28,000, and the 100 lei, 3,000)
    # https://www.toki-iro.jp/shopdetail/000000001046/
    (RO, "carol-i-gold", "25-lei-1906", 1906, "", "circulation", 24000),
    # CoinFactsWiki, France 1831-A 20 francs: 'Recorded mintage: 2,158,727 (both varieties).'
    # https://coinvarieties.com/index.php?oldid=131445&title=France_1831-A_20_francs
    (FR, "louis-philippe-20-francs", "20-francs-louis-philippe-bare-head", 1831, "A", "circulation", 2158727),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # CoinFactsWiki, France 1831-A 20 francs: 'Catalog reference: F.524/2 or F.525/2, Fr-553, Gadoury-242a.'
    # https://coinvarieties.com/index.php?oldid=131445&title=France_1831-A_20_francs
    (FR, "louis-philippe-20-francs", "20-francs-louis-philippe-bare-head", ["Fr. 553", "F. 524", "F. 525"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_1906_25_lei_carries_its_published_specification():
    # Romanian Wikipedia, 'Douăzeci și cinci de lei (monedă românească)': 'Masa 8,065 g  Diametru 30 mm  Grosime
    # 0,62 mm' and 'Moneda era realizată din 90% aur, 8,5% argint și 1,5% cupru, avea un diametru de 30 mm și o
    # grosime de 0,62 mm'; 'la Monetăria Regală din Bruxelles au fost comandate monede jubiliare'
    # https://ro.m.wikipedia.org/wiki/Dou%C4%83zeci_%C8%99i_cinci_de_lei_(moned%C4%83_rom%C3%A2neasc%C4%83)
    coin = find(RO, "carol-i-gold", "25-lei-1906")
    assert (coin["weight"], coin["fineness"], coin["size"], coin["thickness"]) == (8.065, 0.9, 30.0, 0.62)
    assert coin["composition"] == "gold_silver_copper" and (coin["minYear"], coin["maxYear"]) == (1906, 1906)
    assert [(i["year"], i["mint"]) for i in coin["issues"]] == [(1906, "brussels")]


def test_the_paris_1831_issue_carries_no_krause_subnumber():
    # the CoinFactsWiki page prints no KM number for 1831 A: the issue carries none (KM# 746.3 stays on 1831 T)
    bare = find(FR, "louis-philippe-20-francs", "20-francs-louis-philippe-bare-head")
    assert [i["references"] for i in bare["issues"] if i["mintLetter"] == "A"] == [[]]
