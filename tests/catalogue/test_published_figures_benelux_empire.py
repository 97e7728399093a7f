"""Published figures of the Netherlands' gold 10 gulden of Wilhelmina and of Prussia's 20 mark of Wilhelm II in
uniform, read in issue 43 (the first session on continental Europe's depth, second round: second readings) by the
Benelux and German Empire reader, pinned against the pages named above each group of rows.

Read this session: politicalstaples.com and gemcoins.jp (Japanese dealers' pages on the Dutch 10 gulden) and the
China Commercial News article on the German gold mark (ccbczpx.com). The Chinese article's 1915 figure disagrees with
NGC's (the Standard Catalog's), so the 1915 mintage is null with both figures in its comment; the row pinning NGC's
figure in test_published_figures_germany_states.py was changed to null with it. A rounded figure ('77万枚') stays in
the comment.

Tried without a figure (pages corpus, openings only): cgb.fr, Argentor, NGC/PCGS and coinvarieties-style queries for
Belgium's 20 francs of Leopold I and II (per-year mintages, KM numbers) and the 10 francs of Leopold I; Laurens
Schulman, goudentientje.info and gouden-tientje.com for the Dutch 10 gulden of 1912-1932, the 5 gulden 1912 and the
ducat; bcl.lu and coin news for Luxembourg's gold; kaisermark.de, aukauf.de, edelmetall-handel.de, realedition.de,
kaiserreich-muenzen.de and Japanese, Chinese and Russian dealer wording for the German states' 10 and 20 mark by year.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

NL = "netherlands"
DE = "germany"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # politicalstaples.com (Japanese dealer), 'オランダグルデン金貨のデザインと価値について': 'オランダ10グルデン金貨は1897年に
    # 45万3,696枚が発行され、比較的流通量が多い硬貨です。その一方で、1892年発行の物は61枚、1895年発行の物は149枚と、極端に
    # 発行枚数が少ない年もあり' (1897: 453,696 issued; 1892: 61; 1895: 149). The 1897 figure is a second reading of
    # Laurens Schulman's 453,696 (LSch.629).
    # https://politicalstaples.com/coin/gold/nld/gulden
    (NL, "10-gulden", "10-gulden-wilhelmina-1892", 1892, "", "circulation", 61),
    (NL, "10-gulden", "10-gulden-wilhelmina-1892", 1895, "", "circulation", 149),
    (NL, "10-gulden", "10-gulden-wilhelmina-1892", 1897, "", "circulation", 453696),
    # gemcoins.jp, 'オランダ ウィルヘルミナ女王のプルーフ金貨': '1911,12,13,17年発行の10Gulden金貨は、流通用…では、最小発行年度
    # でも1911年の77万枚発行…写真の金貨は、…1911年発行のプルーフ貨で、公式な発行枚数はたった8枚' ('Netherlands 10 Gulden
    # KM 149 Prices & Values | NGC'). The circulation figure is rounded ('77万枚'): a comment, no mintage.
    # https://gemcoins.jp/blog/%e3%82%aa%e3%83%a9%e3%83%b3%e3%83%80-%e3%82%a6%e3%82%a3%e3%83%ab%e3%83%98%e3%83%ab%e3%83%9f%e3%83%8a%e5%a5%b3%e7%8e%8b%e3%81%ae%e3%83%97%e3%83%ab%e3%83%bc%e3%83%95%e9%87%91%e8%b2%a8
    (NL, "10-gulden", "10-gulden-wilhelmina-1911", 1911, "", "proof", 8),
    (NL, "10-gulden", "10-gulden-wilhelmina-1911", 1911, "", "circulation", None),
    # 中國商報 (China Commercial News), Dai Jie: '她在1913年…發行一種20馬克金幣(KM537)之后,仍繼續在1914年和1915年壓制了這種
    # 金幣。其中1915年版本的20馬克金幣(數量為1270566枚)' against NGC's 'reported mintage figure of 1,268,055'
    # (https://ngccoin.com/news/article/12613): two figures, no authority settles them, the mintage is null.
    # http://ccbczpx.com/html/wgqb/09_58_07_365.html
    (DE, "prussia-20-mark", "20-mark-wilhelm-ii-uniform", 1915, "A", "circulation", None),
]

test_the_benelux_and_empire_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # gemcoins.jp (above): 'Netherlands 10 Gulden KM 149' - a second page for Hobbyray's KM-149
    (NL, "10-gulden", "10-gulden-wilhelmina-1911", ["KM# 149"]),
    # China Commercial News (above): the 20 mark of 1913-1915 '(KM537)'
    (DE, "prussia-20-mark", "20-mark-wilhelm-ii-uniform", ["KM# 537"]),
]

test_the_benelux_and_empire_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)

CCB = "http://ccbczpx.com/html/wgqb/09_58_07_365.html"


def test_the_1915_prussian_20_mark_keeps_both_published_figures_in_its_comment():
    (issue,) = issues_at(DE, "prussia-20-mark", "20-mark-wilhelm-ii-uniform", year=1915, finish="circulation")
    assert issue["mintage"] is None
    assert "1,268,055" in issue["comment"] and "1,270,566" in issue["comment"]
    assert any(s["url"] == CCB for s in find(DE, "prussia-20-mark", "20-mark-wilhelm-ii-uniform")["sources"])


def test_the_1911_ten_gulden_keeps_the_rounded_figure_as_a_comment():
    (issue,) = issues_at(NL, "10-gulden", "10-gulden-wilhelmina-1911", year=1911, finish="circulation")
    assert issue["mintage"] is None
    assert "770,000" in issue["comment"]


def test_the_japanese_dealer_pages_are_named_as_mintage_sources():
    for slug, host in (
        ("10-gulden-wilhelmina-1892", "politicalstaples.com"),
        ("10-gulden-wilhelmina-1911", "gemcoins.jp"),
    ):
        sources = find(NL, "10-gulden", slug)["sources"]
        assert any(host in s["url"] and "mintages" in s["covers"] for s in sources), slug
