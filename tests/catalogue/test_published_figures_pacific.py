"""Published figures of the pacific group's coins (Hong Kong, Isle of Man, ...).

Each row pins weight, fineness, fine gold and diameter as the named source publishes them; years and mintages are
pinned from the pages named in the comments.
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at

# Hong Kong $1000 zodiac gold, 1976-1987: 28.40 mm, 1.80 mm, 15.976 g, 917 fine; proof / uncirculated mintages
# https://ticketsz.blogspot.com/1976/01/1976-1987-zodiac.html?m=1
HK_ZODIAC = [
    (1976, "dragon", 10000, 20000),
    (1977, "snake", 10000, 20000),
    (1978, "horse", 10000, 20000),
    (1979, "goat", 10000, 20000),
    (1980, "monkey", 13000, 27000),
    (1981, "rooster", 22000, 33000),
    (1982, "dog", 22000, 33000),
    (1983, "pig", 22000, 33000),
    (1984, "rat", 10000, 20000),
    (1985, "ox", 10000, 20000),
]


@pytest.mark.parametrize("year, animal, proof, unc", HK_ZODIAC, ids=[r[1] for r in HK_ZODIAC])
def test_hong_kong_zodiac_1000_dollars(year, animal, proof, unc):
    slug = f"1000-dollars-{year}-{animal}"
    coin = find("hong-kong", "lunar-1000-dollars", slug)
    assert coin["weight"] == pytest.approx(15.976, abs=1e-4)
    assert coin["fineness"] == pytest.approx(0.917, abs=1e-6)
    assert coin["fineWeight"] == pytest.approx(14.65, abs=1e-4)
    assert coin["size"] == pytest.approx(28.4)
    assert coin["thickness"] == pytest.approx(1.8)
    assert (coin["minYear"], coin["maxYear"]) == (year, year)
    assert [i["mintage"] for i in issues_at("hong-kong", "lunar-1000-dollars", slug, year=year, finish="proof")] == [
        proof
    ]
    assert [
        i["mintage"] for i in issues_at("hong-kong", "lunar-1000-dollars", slug, year=year, finish="uncirculated")
    ] == [unc]


def test_hong_kong_1981_cockerel_as_numistip_gives_it():
    # https://numistip.com/EN-USD/Museum/1981_One_Thousand_Dollar_5603.html — mintage 33,000, milled edge, Machin obverse
    coin = find("hong-kong", "lunar-1000-dollars", "1000-dollars-1981-rooster")
    assert "Year of the Cockerel" in coin["aliases"]
    assert [s["description"] for s in coin["sides"] if s["side"] == "edge"] == ["Milled"]
    assert "Arnold Machin" in [e for s in coin["sides"] for e in s["engravers"]]


def test_hong_kong_zodiac_runs_1976_to_1987():
    years = sorted(
        find("hong-kong", "lunar-1000-dollars", slug)["minYear"]
        for slug in ("1000-dollars-1976-dragon", "1000-dollars-1986-tiger", "1000-dollars-1987-rabbit")
    )
    assert years == [1976, 1986, 1987]


# Monetary Authority of Singapore, Chinese Almanac coins (third series): $100 = 1 troy ounce of 999.9 gold proof,
# $5 = 1/4 troy ounce; mintages per release.
# https://www.mas.gov.sg/news/media-releases/2005/mas-launches-2006-year-of-dog-chinese-almanac-coin (2006: 3,000; the $5
# 'Mintage is limited to 5,000 pieces', an upper bound, so no mintage: issue 41)
# http://getforme.com/previous2007/251107_maslaunches2008yearoftheratchinesealmanaccoins.htm (2008: 2,000 / 2,000)
# http://getforme.com/previous2008/221108_maslaunches2009yearoftheoxchinesealmanaccoins.htm (2009: 2,000 / 2,000)
SG_ALMANAC = [(2006, "dog", 3000, None), (2008, "rat", 2000, 2000), (2009, "ox", 2000, 2000)]


@pytest.mark.parametrize("year, animal, m100, m5", SG_ALMANAC, ids=[r[1] for r in SG_ALMANAC])
def test_singapore_almanac_gold(year, animal, m100, m5):
    big = find("singapore", "almanac-third-series", f"100-dollars-{year}-{animal}")
    small = find("singapore", "almanac-third-series", f"5-dollars-{year}-{animal}")
    assert big["fineness"] == pytest.approx(0.9999) and small["fineness"] == pytest.approx(0.9999)
    assert big["fineWeight"] == pytest.approx(31.1035, abs=1e-4)
    assert small["fineWeight"] == pytest.approx(7.7759, abs=1e-4)
    assert big["size"] is None and small["size"] is None  # the releases give no diameter
    assert [
        i["mintage"]
        for i in issues_at("singapore", "almanac-third-series", f"100-dollars-{year}-{animal}", finish="proof")
    ] == [m100]
    assert [
        i["mintage"]
        for i in issues_at("singapore", "almanac-third-series", f"5-dollars-{year}-{animal}", finish="proof")
    ] == [m5]


def test_singapore_2021_ox_is_an_octagonal_ounce():
    # https://www.channelnewsasia.com/news/singapore/year-of-the-ox-chinese-almanac-coins-available-for-pre-order-13591140
    coin = find("singapore", "almanac-fourth-series", "100-dollars-2021-ox")
    assert coin["shape"] == "polygonal"
    assert coin["fineness"] == pytest.approx(0.9999)
    assert (coin["minYear"], coin["maxYear"]) == (2021, 2021)


# Hrvatska narodna banka, technical standards for gold numismatic euro coins (Au 999.9):
# https://api.hnb.hr/web/guest/novac/eurokovanice/izdavanje-prigodnih-i-numizmati%C4%8Dkih-eurokovanica
# 100 € 32.00 mm 31.103 g; 25 € 22.00 mm 7.776 g; 10 € 15.00 mm 1.944 g.
# Dražen Petrović (HNB): 200 € 100 g 45 mm — https://hnb.hr/-/zlatne-i-srebrne-numizmaticke-kovanice-drazen-petrovic
# Senj Missal gold 5 kuna (HNB): 12.00 g, 26.20 mm, 900/1000, 200 issued — https://www.hnb.hr/-/500-obljetnica-tiskanja-senjskoga-glagoljskog-misala
# Zlatna kuna 2020: 999/1000, 10.95 g, 22.5 mm — https://narodne-novine.nn.hr/clanci/sluzbeni/2020_11_125_2415.html
# Zvjezdarnica Višnjan 1000 kn: 31.103 g, 32 mm, 999.9 — https://narodne-novine.nn.hr/clanci/sluzbeni/2022_11_138_2084.html
HR_ROWS = [
    ("euro-gold", "100-euro-2023-cipkarstvo", 31.103, 0.9999, 32.0),
    ("euro-gold", "25-euro-2023-cipkarstvo", 7.776, 0.9999, 22.0),
    ("euro-gold", "10-euro-2023-cipkarstvo", 1.944, 0.9999, 15.0),
    ("euro-gold", "200-euro-2024-drazen-petrovic", 100.0, 0.9999, 45.0),
    ("euro-gold", "100-euro-2024-drazen-petrovic", 31.103, 0.9999, 32.0),
    ("kuna-gold", "5-kuna-1995-senj-missal", 12.0, 0.9, 26.2),
    ("kuna-gold", "1-kuna-2020-zlatna-kuna", 10.95, 0.999, 22.5),
    ("kuna-gold", "1000-kuna-zvjezdarnica-visnjan", 31.103, 0.9999, 32.0),
    # Narodne novine 107/2008 (Držić): 986/1000, 7 g, 22 mm; 74/2010 (Tomislav): 999/1000, 1.244 g, 14 mm;
    # 64/1994 (Zagreb 900 years): 999/000, 3.5 g, 20 mm
    ("kuna-gold", "1000-kuna-2008-marin-drzic", 7.0, 0.986, 22.0),
    ("kuna-gold", "20-kuna-2010-kralj-tomislav", 1.244, 0.999, 14.0),
    ("kuna-gold", "500-kuna-1994-zagreb-900-years", 3.5, 0.999, 20.0),
    # NN 26/1994 ducat 986/1000 3.49 g 20 mm; NN 64/1994 John Paul II 986/1000 7 g 25 mm; NN 50/2000 Sabor 3.5 g 18 mm;
    # NN 121/1997 Baranja 1000 kn 7.00 g 22 mm, 500 kn 3.50 g 18 mm
    ("kuna-gold", "1-dukat-1994-hrvatski-dinar", 3.49, 0.986, 20.0),
    ("kuna-gold", "1000-kuna-1994-ivan-pavao-ii", 7.0, 0.986, 25.0),
    ("kuna-gold", "500-kuna-2000-sabor-10-years", 3.5, 0.986, 18.0),
    ("kuna-gold", "1000-kuna-1997-baranja", 7.0, 0.986, 22.0),
    ("kuna-gold", "500-kuna-1997-baranja", 3.5, 0.986, 18.0),
    # NN 91/1995 Split 1700 years 1000 kn 986/1000 7 g 22 mm; NN 87/1996 Zadar 500 kn 986/000 3.50 g 18 mm
    ("kuna-gold", "1000-kuna-1995-split-1700-years", 7.0, 0.986, 22.0),
    ("kuna-gold", "500-kuna-1996-zadar-university", 3.5, 0.986, 18.0),
]


@pytest.mark.parametrize("series_slug, slug, weight, fineness, size", HR_ROWS, ids=[r[1] for r in HR_ROWS])
def test_croatian_gold_as_the_hnb_publishes_it(series_slug, slug, weight, fineness, size):
    coin = find("croatia", series_slug, slug)
    assert coin["weight"] == pytest.approx(weight, abs=1e-4)
    assert coin["fineness"] == pytest.approx(fineness, abs=1e-6)
    assert coin["fineWeight"] == pytest.approx(round(weight * fineness, 4), abs=1e-4)
    assert coin["size"] == pytest.approx(size)


def test_croatian_mintages_are_published_figures_only():
    # stated quantities are mintages (Držić 2,000, Zagreb 1,000); the euro decisions give ceilings ("ne više od"), not mintages
    assert [i["mintage"] for i in find("croatia", "kuna-gold", "1000-kuna-2008-marin-drzic")["issues"]] == [2000]
    assert [i["mintage"] for i in find("croatia", "kuna-gold", "500-kuna-1994-zagreb-900-years")["issues"]] == [1000]
    assert [i["mintage"] for i in find("croatia", "kuna-gold", "20-kuna-2010-kralj-tomislav")["issues"]] == [None]
    assert [i["mintage"] for i in find("croatia", "kuna-gold", "1-dukat-1994-hrvatski-dinar")["issues"]] == [5000]
    assert [i["mintage"] for i in find("croatia", "kuna-gold", "1000-kuna-1994-ivan-pavao-ii")["issues"]] == [4000]
    assert [i["mintage"] for i in find("croatia", "kuna-gold", "500-kuna-2000-sabor-10-years")["issues"]] == [500]
    # NN 108/1999 cut the Split 1000 kuna from 3,000 to 1,950
    assert [i["mintage"] for i in find("croatia", "kuna-gold", "1000-kuna-1995-split-1700-years")["issues"]] == [1950]
    assert "200 pieces issued" in find("croatia", "kuna-gold", "5-kuna-1995-senj-missal")["comments"]
    assert [i["mintage"] for i in find("croatia", "euro-gold", "100-euro-2024-drazen-petrovic")["issues"]] == [None]
    assert [i["mint"] for i in find("croatia", "euro-gold", "200-euro-2024-drazen-petrovic")["issues"]] == [
        "hrvatska-kovnica-novca"
    ]
    assert [i["year"] for i in find("croatia", "kuna-gold", "1-kuna-2020-zlatna-kuna")["issues"]] == [2020]


# Papua New Guinea's two gold types (100 Kina 1980 South Pacific Festival of Arts, 50 Kina 1994 100 years of coins)
# rested on numisquare.com alone, a copy of Numista, whose terms forbid reuse. Issue 41's third session searched
# for another page (titles, legends, KM 16, 7,500 / 1,500 mintages, in English and German; NGC, PCGS, auction,
# dealer and central-bank wording) and found none that gives their weight, fineness, diameter, number or mintages,
# so the types and the numisquare source were removed; the guard is in test_published_figures_british_third_smaller.


# Coin World, Isle of Man 1/20 oz proof Angel with Christmas privy, annual 2004-2015, 1.55 g, 15 mm, .999:
# https://www.coinworld.com/news/world-coins/pobjoy-mint-completes-12-days-of-christmas-series.html
def test_isle_of_man_christmas_angels():
    coin = find("isle-of-man", "angel", "1-20-angel-christmas-privy")
    assert (coin["weight"], coin["fineness"], coin["size"]) == (1.55, 0.999, 15.0)
    assert (coin["minYear"], coin["maxYear"]) == (2004, 2015)
    assert sorted(i["year"] for i in coin["issues"]) == list(range(2004, 2016))
    assert all(i["mintage"] is None for i in coin["issues"])  # only a limit (1,000) is published


# UNC.ua, Luxembourg 2.5 euro 2018 (BCL 20 years): gold 999, 3.11 g, 16 mm, proof, 1,500, struck in Vienna
# https://unc.ua/news/v-lyuksemburge-predstavlena-zolotaya-moneta-v-chest-osnovaniya-centralnogo-banka-3242
def test_luxembourg_bcl_gold():
    coin = find("luxembourg", "bcl-gold", "2-5-euro-2018-bcl-20-years")
    assert (coin["weight"], coin["fineness"], coin["size"]) == (3.11, 0.999, 16.0)
    assert [
        i["mintage"]
        for i in issues_at("luxembourg", "bcl-gold", "2-5-euro-2018-bcl-20-years", year=2018, finish="proof")
    ] == [1500]


# Uradni list RS 21/1994, decree on the 1994 gold 5,000 tolarjev: 900/1000, 7 g, 24 mm, at most 4,000
# https://www.uradni-list.si/glasilo-uradni-list-rs/vsebina/1994-01-0948/uredba-o-glavnih-znamenjih-priloznostnih-kovancev-ob-50-letnici-ustanovitve-denarnega-zavoda-slovenije
def test_slovenia_1994_gold_tolars():
    coin = find("slovenia", "tolar-gold", "5000-tolarjev-1994-denarni-zavod")
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (7.0, 0.9, 6.3, 24.0)
    assert [(i["year"], i["mintage"]) for i in coin["issues"]] == [(1994, None)]  # a ceiling is not a mintage
