"""China's Lunar (生肖) gold and other People's Bank of China gold commemoratives (issue 45), pinned against the pages
named above each group of rows.

What was read: 57 look-ups. The People's Bank of China's announcements of its yearly lunar gold and silver sets, as
reprinted on law-library, news and forum sites (pbc.gov.cn itself is not in the index's openings): 2001-2006 give an
issue (发行量), a number the decree sets, carried as the mintage; from 2011 they give a maximum issue (最大发行量), kept
in the issue's comment with a null mintage. The 1/10 oz round coin (3.110 g from 2015) and, from 2018, the 3 g round
coin of every year read enter as one type per year (the design changes yearly), with the coloured 1/10 oz / 3 g coins
where the opening reaches them. The first cycle's 8 g gold (1981-1992, 91.6%, 23 mm, Shenyang) rests on China Mint &
Coin's series page ('one 8g gold coin for each year') and its and Coinex's coin pages (mintages of 1981, 1983, 1984,
1988-1992); the plum-blossom ('scallop') 1/2 oz of 2001-2006 on the announcements and the dealers' coin pages. Not
reached (openings end before the figures): the 1/10 oz of 2007-2010 and 2014, the 3 g of 2017, 2023 and 2025, the 8 g
mintages of 1982 and 1985-1987 (the 1985 announcement's 发行量 5,000 is in an opening with no address), the finish of
the 2024 Dragon coins and of the 2024 New Year coin. No page read prints a Krause number for any of these coins (NGC,
PCGS, Heritage-style lot titles and GitHub data were searched five times), so every type is in
catalogue_numbers_gaps.txt.

Other commemoratives entered from the announcements' tables: Dunhuang 2001, Guanyin 2003, first manned space flight
2003, Journey to the West 2003 and 2004, folk mythology 2003, centenary of Chinese film 2005 (all with the decree's
发行量), Auspicious Culture 2016 and 2017 (maximum issues). The 5 oz coins of those sets stay out: the bundled catalogue
bounds a type's weight at 100 g. Second readings: the 2024 Dragon 15 g coin is plum-blossom shaped (梅花形), not round;
the 2016 Wu Fu Gong Shou is 22 mm; the 2024 National Treasures coins are proofs, the 3 g one showing the Sun Bird gold
ornament.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages

CN = "china"
LUNAR = "pboc-lunar-gold"
COMM = "pboc-commemorative-gold"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Shenma Wenxue (from Baidu Wenku), PBoC announcement of the 2001 Snake coins: '(六)1/10盎司金币,含纯金1/10盎司,直径18毫米,
    # 面额50元,成色99.9%,质量普制,发行量48000枚' / '(五)1/10盎司彩色金币 ... 质量精制,发行量30000枚' / '(三)1/2盎司梅花形金币,
    # 含纯金1/2盎司,直径27毫米(梅花形外切圆直径),面额200元,成色99.9%,质量精制,发行量2300枚'
    # https://www.smwenxue.com/article/2386830
    (CN, LUNAR, "50-yuan-snake-2001-1-10oz", 2001, "", "uncirculated", 48000),
    (CN, LUNAR, "50-yuan-snake-2001-1-10oz-coloured", 2001, "", "proof", 30000),
    (CN, LUNAR, "200-yuan-snake-2001-1-2oz-scallop", 2001, "", "proof", 2300),
    # moon-soft.com (NetEase BBS), the 2002 Horse set: '1/10盎司普制金币,含纯金1/10盎司,成色99.9%,直径18毫米,面额50元,发行量为
    # 48000枚;1/10盎司彩色精制金币 ... 发行量为30000枚' ... '1/2盎司精制金币,含纯金1/2盎司,成色99.9%,外切圆直径27毫米,面额200元,
    # 发行量为2300枚'  https://www.moon-soft.com/program/BBS/readelite362187.htm
    (CN, LUNAR, "50-yuan-horse-2002-1-10oz", 2002, "", "uncirculated", 48000),
    (CN, LUNAR, "50-yuan-horse-2002-1-10oz-coloured", 2002, "", "proof", 30000),
    (CN, LUNAR, "200-yuan-horse-2002-1-2oz-scallop", 2002, "", "proof", 2300),
    # lygzb.net, PBoC announcement No. 21 (2002): '(一)1/10盎司圆形金币为普制币,含纯金1/10盎司,成色99.9%,直径18毫米,面额50元,
    # 发行量48000枚。(二)1/10盎司圆形彩色金币为精制币 ... 发行量30000枚'  http://www.lygzb.net/html/text/chl/453/45388.html
    (CN, LUNAR, "50-yuan-goat-2003-1-10oz", 2003, "", "uncirculated", 48000),
    (CN, LUNAR, "50-yuan-goat-2003-1-10oz-coloured", 2003, "", "proof", 30000),
    # Coinex, 2003 1/2 oz gold Goat scallop: 'The mintage of each coin is 2,300' ... 'a proof coin with a denomination of
    # 200 yuan and contains 99.9% pure gold'  http://coinex.com/lunar_coins/gold_scallop/china_2003_half_oz_gold_goat_coin/
    (CN, LUNAR, "200-yuan-goat-2003-1-2oz-scallop", 2003, "", "proof", 2300),
    # m9rr9o.cn reprint of announcement [2003] No. 14: '(一)1/10盎司圓形金質紀念幣為普制幣 ... 發行量60000枚。(二)1/10盎司圓形金質
    # 彩色紀念幣為精制幣 ... 發行量30000枚'  http://www.m9rr9o.cn/fagui/84882.html
    (CN, LUNAR, "50-yuan-monkey-2004-1-10oz", 2004, "", "uncirculated", 60000),
    (CN, LUNAR, "50-yuan-monkey-2004-1-10oz-coloured", 2004, "", "proof", 30000),
    # Coinex, 2004 1/2 oz gold Monkey scallop: 'a face value of 200 yuan and a mintage of 2,300'
    # http://coinex.com/lunar_coins/gold_scallop/china_2004_half_oz_gold_monkey_coin/
    (CN, LUNAR, "200-yuan-monkey-2004-1-2oz-scallop", 2004, "", "proof", 2300),
    # collectrmb.com, the 2005 Rooster announcement: '(一)1/10盎司圆形金质纪念币为普制币,含纯金1/10盎司,直径18毫米,面额50元,
    # 成色99.9%,发行量60000枚'  http://collectrmb.com/art-1348-pro.htm
    (CN, LUNAR, "50-yuan-rooster-2005-1-10oz", 2005, "", "uncirculated", 60000),
    # chinesecoins.com, 2005 1/2 oz Rooster scallop: 'issued by the Shenyang mint with a mintage of 8,000'; 2006 Dog: 'a
    # mintage of 8,000 pieces'  https://chinesecoins.com/store/2005-1-2-oz-gold-rooster-scallop-proof-coin/
    # https://chinesecoins.com/store/2006-1-2-oz-gold-dog-scallop-proof-coin/
    (CN, LUNAR, "200-yuan-rooster-2005-1-2oz-scallop", 2005, "", "proof", 8000),
    (CN, LUNAR, "200-yuan-dog-2006-1-2oz-scallop", 2006, "", "proof", 8000),
    # sdjlnm.com reprint of announcement [2005] No. 20: '(一)1/10盎司圓形金質紀念幣為普制幣,含純金1/10盎司,直徑18毫米,面額50元,
    # 成色99.9%,發行量60000枚'  http://www.sdjlnm.com/fagui/84962.html
    (CN, LUNAR, "50-yuan-dog-2006-1-10oz", 2006, "", "uncirculated", 60000),
    # Maximum issues (最大发行量), not mintages: gov.cn [2010] No. 13 '最大發行量80000枚'; [2011] No. 24 '最大發行量12萬枚' (plain and
    # coloured); 91youpiao 2013 '最大发行量120000枚' (both); musicexecdevelopment (ybk010) 2015 and hxlib 2016 '最大發行量120000枚';
    # warch 2018 '最大發行量180000枚' (both); cdlostory 2019 180000; bs168 / pvpvv 2020 120000 (both); tkpao 2021 coloured
    # 120000; yzzsnet / gt-car 2022 150000
    *[
        (CN, LUNAR, slug, year, "", "proof", None)
        for slug, year in (
            ("50-yuan-rabbit-2011-1-10oz", 2011),
            ("50-yuan-dragon-2012-1-10oz", 2012),
            ("50-yuan-dragon-2012-1-10oz-coloured", 2012),
            ("50-yuan-snake-2013-1-10oz", 2013),
            ("50-yuan-snake-2013-1-10oz-coloured", 2013),
            ("50-yuan-goat-2015-1-10oz", 2015),
            ("50-yuan-monkey-2016-1-10oz", 2016),
            ("50-yuan-monkey-2016-1-10oz-coloured", 2016),
            ("50-yuan-dog-2018-3g", 2018),
            ("50-yuan-dog-2018-3g-coloured", 2018),
            ("50-yuan-pig-2019-3g", 2019),
            ("50-yuan-rat-2020-3g", 2020),
            ("50-yuan-rat-2020-3g-coloured", 2020),
            ("50-yuan-ox-2021-3g-coloured", 2021),
            ("50-yuan-tiger-2022-3g", 2022),
        )
    ],
    # The first cycle's 8 g gold. chinesecoins.com 1981 Rooster: 'It is a proof coin with a purity of 91.6% and a diameter
    # of 23mm. It has a mintage of 5,000' (china-mint.info 1981 table: 'Chinese Year of Rooster gold coin * 250 8g 91.6%
    # Proof 5000'); Coinex 1983 Pig and 1984 Rat: 'a mintage of 5,000'; chinesecoins 1988 Dragon, 1989 Snake, 1990 Horse,
    # 1991 Goat: 'a mintage of 7,500'; 1992 Monkey: 'has a mintage of 5,000'
    (CN, LUNAR, "250-yuan-rooster-1981-8g", 1981, "", "proof", 5000),
    (CN, LUNAR, "150-yuan-pig-1983-8g", 1983, "", "proof", 5000),
    (CN, LUNAR, "150-yuan-rat-1984-8g", 1984, "", "proof", 5000),
    (CN, LUNAR, "150-yuan-dragon-1988-8g", 1988, "", "proof", 7500),
    (CN, LUNAR, "150-yuan-snake-1989-8g", 1989, "", "proof", 7500),
    (CN, LUNAR, "150-yuan-horse-1990-8g", 1990, "", "proof", 7500),
    (CN, LUNAR, "150-yuan-goat-1991-8g", 1991, "", "proof", 7500),
    (CN, LUNAR, "150-yuan-monkey-1992-8g", 1992, "", "proof", 5000),
    # the series page names every year 1981-1992 ('one 8g gold coin for each year'); no mintage read for these
    # https://chinesecoins.com/search/series/lunar-series/8g-gold/
    (CN, LUNAR, "200-yuan-dog-1982-8g", 1982, "", "proof", None),
    (CN, LUNAR, "150-yuan-ox-1985-8g", 1985, "", "proof", None),
    (CN, LUNAR, "150-yuan-tiger-1986-8g", 1986, "", "proof", None),
    (CN, LUNAR, "150-yuan-rabbit-1987-8g", 1987, "", "proof", None),
    # bicpa.org reprint of the Dunhuang announcement (2001): '(一)1/10盎司纪念金币 ... 直径18毫米,面额50元,成色99.9%,质量精制,
    # 发行量50000枚。(二)1/2盎司纪念金币 ... 直径27毫米,面额200元,成色99.9%,质量精制,发行量8800枚'
    # http://bicpa.org/html/2005-11/6439.html
    (CN, COMM, "50-yuan-dunhuang-2001", 2001, "", "proof", 50000),
    (CN, COMM, "200-yuan-dunhuang-2001", 2001, "", "proof", 8800),
    # lsbar.com, announcement [2003] No. 11 (Guanyin): '1/10盎司金质纪念币为精制币 ... 直径18毫米,面额50元,成色99.9%,发行量33000枚'
    # http://lsbar.com:8000/law/18978
    (CN, COMM, "50-yuan-guanyin-2003", 2003, "", "proof", 33000),
    # ccbczpx.com, announcement [2003] No. 21: '金質紀念幣為精制幣,含純金1/3盎司,成色99.9%,形狀為圓形,直徑23毫米,面額150元,
    # 發行量30000枚'  http://ccbczpx.com/html/yhgg/11_57_10_988.html
    (CN, COMM, "150-yuan-first-manned-spaceflight-2003", 2003, "", "proof", 30000),
    # haolvshi, announcement [2003] No. 8: '1/2盎司彩色金质纪念币为精制币 ... 直径27毫米,面额200元,成色99.9%,发行量11800枚'
    # https://m.haolvshi.com.cn/flfgk/92505.html ; fawtography, [2004] No. 3: the same figures
    # https://fawtography.com/new/63/69/110/2004/5/ad75834111142540021964.htm
    (CN, COMM, "200-yuan-journey-to-the-west-2003", 2003, "", "proof", 11800),
    (CN, COMM, "200-yuan-journey-to-the-west-2004", 2004, "", "proof", 11800),
    # 368tea.com, folk mythology group 3 (2003): '1/2盎司彩色金质纪念币为精制币 ... 直径27毫米,面额200元,发行量8,800枚'
    # http://www.368tea.com/html/281-74/74872.htm
    (CN, COMM, "200-yuan-folk-mythology-2003", 2003, "", "proof", 8800),
    # nakedoat.com, announcement [2005] No. 29: '1/3盎司圓形金質紀念幣為精制幣,含純金1/3盎司,直徑23毫米,面額150元,成色99.9%,
    # 發行量20000枚'  http://nakedoat.com/gzdt/2005-11/30/content_113390.htm
    (CN, COMM, "150-yuan-chinese-film-centenary-2005", 2005, "", "proof", 20000),
    # Maximum issues: warch.cn [2016] No. 4 '最大發行量3×30000枚' / '最大發行量30000枚'; zgjb 2017 '最大发行量3×30000枚' / '1×30000枚';
    # yuqqq [2024] No. 6 '最大发行量5000枚' (15 g) and '最大发行量10000枚' (3 g)
    *[
        (CN, COMM, slug, year, "", "proof", None)
        for slug, year in (
            ("100-yuan-gua-die-mian-mian-2016", 2016),
            ("100-yuan-bing-di-tong-xin-2016", 2016),
            ("100-yuan-nian-nian-you-yu-2016", 2016),
            ("80-yuan-wu-fu-gong-shou-2017", 2017),
            ("80-yuan-gua-die-mian-mian-2017", 2017),
            ("80-yuan-bing-di-tong-xin-2017", 2017),
            ("80-yuan-nian-nian-you-yu-2017", 2017),
            ("200-yuan-national-treasure-he-zun-2024", 2024),
            ("50-yuan-national-treasure-2024", 2024),
        )
    ],
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references: none read in this session (no page read prints a KM number for these coins).
REFERENCES: list = []

OZ10 = "https://www.smwenxue.com/article/2386830"

# series, slug, face value, weight, fineness, fine weight, diameter, shape, a source URL read
SPECS = [
    (LUNAR, "50-yuan-snake-2001-1-10oz", 50, 3.1104, 0.999, 3.1073, 18.0, "round", OZ10),
    (
        LUNAR,
        "50-yuan-goat-2003-1-10oz",
        50,
        3.1104,
        0.999,
        3.1073,
        18.0,
        "round",
        "http://www.lygzb.net/html/text/chl/453/45388.html",
    ),
    (
        LUNAR,
        "50-yuan-rabbit-2011-1-10oz",
        50,
        3.1104,
        0.999,
        3.1073,
        18.0,
        "round",
        "http://big5.www.gov.cn/gate/big5/www.gov.cn/govweb/fwxx/wy/2010-10/19/content_1725319.htm",
    ),
    # '3.110克(1/10盎司)圓形金質紀念幣為精制幣,含純金3.110克(1/10盎司),直徑18毫米,面額50元,成色99.9%'
    (
        LUNAR,
        "50-yuan-goat-2015-1-10oz",
        50,
        3.11,
        0.999,
        3.1069,
        18.0,
        "round",
        "http://musicexecdevelopment.com/6223363",
    ),
    # '3克圓形金質紀念币為精制币,含純金3克,直徑18毫米,面額50元,成色99.9%,最大發行量180000枚'
    (LUNAR, "50-yuan-dog-2018-3g", 50, 3.0, 0.999, 2.997, 18.0, "round", "http://warch.cn/showproduct.asp?id=1604"),
    # hk01: '3克圓形金質紀念幣含純金3克，直徑18毫米，面額50元，成色99.9%，最大發行量120000枚'
    (LUNAR, "50-yuan-horse-2026-3g", 50, 3.0, 0.999, 2.997, 18.0, "round", None),
    # chinesecoins series page: 'proof coins with a purity of 91.6% and have a diameter of 23mm ... the 250 yuan Year of
    # the Rooster coin and the 200 yuan Year of the Dog coin'
    (
        LUNAR,
        "250-yuan-rooster-1981-8g",
        250,
        8.0,
        0.916,
        7.328,
        23.0,
        "round",
        "https://chinesecoins.com/search/series/lunar-series/8g-gold/",
    ),
    (
        LUNAR,
        "200-yuan-dog-1982-8g",
        200,
        8.0,
        0.916,
        7.328,
        23.0,
        "round",
        "https://chinesecoins.com/search/series/lunar-series/8g-gold/",
    ),
    (
        LUNAR,
        "150-yuan-monkey-1992-8g",
        150,
        8.0,
        0.916,
        7.328,
        23.0,
        "round",
        "https://chinesecoins.com/store/1992-8-gram-gold-monkey-proof-coin/",
    ),
    (LUNAR, "200-yuan-snake-2001-1-2oz-scallop", 200, 15.552, 0.999, 15.5364, 27.0, "scalloped", OZ10),
    (COMM, "2000-yuan-dunhuang-2001", None, None, None, None, None, None, None),  # left out: 5 oz, over 100 g
    (
        COMM,
        "200-yuan-dunhuang-2001",
        200,
        15.552,
        0.999,
        15.5364,
        27.0,
        "round",
        "http://bicpa.org/html/2005-11/6439.html",
    ),
    (
        COMM,
        "150-yuan-first-manned-spaceflight-2003",
        150,
        10.368,
        0.999,
        10.3576,
        23.0,
        "round",
        "http://ccbczpx.com/html/yhgg/11_57_10_988.html",
    ),
    # warch.cn [2016] No. 4: '8克心形金質紀念币為精制币,含純金8克,外接正方形邊長22毫米,面額100元,成色99.9%'
    (
        COMM,
        "100-yuan-bing-di-tong-xin-2016",
        100,
        8.0,
        0.999,
        7.992,
        None,
        "other",
        "http://warch.cn/shownews.asp?id=1239",
    ),
    # zgjb: '5克圆形金质纪念币为精制币(3枚),含纯金5克,直径20毫米,面额80元,成色99.9%'
    (
        COMM,
        "80-yuan-wu-fu-gong-shou-2017",
        80,
        5.0,
        0.999,
        4.995,
        20.0,
        "round",
        "http://zgjb.com/11/dispbbs.asp?boardid=69&id=166588&page=13",
    ),
]


@pytest.mark.parametrize(
    "series, slug, value, weight, fineness, fine, size, shape, url", SPECS, ids=[r[1] for r in SPECS]
)
def test_the_new_types_carry_the_specification_read(series, slug, value, weight, fineness, fine, size, shape, url):
    if value is None:
        with pytest.raises(AssertionError):
            find(CN, series, slug)
        return
    coin = find(CN, series, slug)
    assert (coin["valueNumeric"], coin["currency"]) == (value, "Chinese yuan")
    assert coin["weight"] == pytest.approx(weight, abs=1e-4)
    assert coin["fineness"] == pytest.approx(fineness, abs=1e-6)
    assert coin["fineWeight"] == pytest.approx(fine, abs=1e-4)
    assert coin["size"] == size and coin["shape"] == shape
    assert coin["references"] == []
    if url:
        assert url in {source["url"] for source in coin["sources"]}


def test_the_lunar_run_has_one_type_a_year_for_each_size_read():
    slugs = {coin["slug"] for coin in _lunar_types()}
    eight = sorted(int(slug.split("-")[3]) for slug in slugs if slug.endswith("-8g"))
    assert eight == list(range(1981, 1993))
    tenth = sorted(int(s.split("-")[3]) for s in slugs if s.endswith("-1-10oz"))
    assert tenth == [2001, 2002, 2003, 2004, 2005, 2006, 2011, 2012, 2013, 2015, 2016]
    three = sorted(int(s.split("-")[3]) for s in slugs if s.endswith("-3g"))
    assert three == [2018, 2019, 2020, 2022, 2026]


def _lunar_types():
    from tests.catalogue.bundled import TYPES

    return [entry["type"] for entry in TYPES if entry["root"] == CN and entry["series"]["slug"] == LUNAR]


def test_maximum_issues_stay_in_the_comments():
    # gov.cn [2010] No. 13: '最大發行量80000枚'; hk01 (2026 Horse): '最大發行量120000枚', no finish stated, so no issue
    (rabbit,) = issues_at(CN, LUNAR, "50-yuan-rabbit-2011-1-10oz", year=2011)
    assert rabbit["mintage"] is None and "80,000" in rabbit["comment"]
    horse = find(CN, LUNAR, "50-yuan-horse-2026-3g")
    assert horse["issues"] == [] and "120,000" in horse["comments"]


def test_the_second_readings_of_the_existing_commemoratives():
    # fznews, the 2024 Dragon set: '15克梅花形金质纪念币背面图案为龙造型,衬以浪花组合设计'
    # https://news.fznews.com.cn/gngj/20231115/8KBa8CPFwW.shtml
    dragon = find(CN, COMM, "200-yuan-year-of-the-dragon-2024")
    assert dragon["shape"] == "scalloped"
    assert "https://news.fznews.com.cn/gngj/20231115/8KBa8CPFwW.shtml" in {s["url"] for s in dragon["sources"]}
    # warch.cn [2016] No. 4: '8克圓形金質紀念币為精制币(3枚),含純金8克,直徑22毫米,面額100元'
    wufu = find(CN, COMM, "100-yuan-wu-fu-gong-shou-2016")
    assert (wufu["size"], wufu["weight"], wufu["valueNumeric"]) == (22.0, 8.0, 100)
    # yuqqq [2024] No. 6: '15克圆形金质纪念币为精制币 ... 直径27毫米,面额200元'; '3克圆形金质纪念币为精制币 ... 直径18毫米,
    # 面额50元'; '3克圆形金质纪念币背面图案为太阳神鸟金饰造型'  http://www.yuqqq.com/html/2024/0607/65124.html
    for slug, size in (("200-yuan-national-treasure-he-zun-2024", 27.0), ("50-yuan-national-treasure-2024", 18.0)):
        coin = find(CN, COMM, slug)
        assert coin["size"] == size
        assert [issue["finish"] for issue in coin["issues"]] == ["proof"]
    sun_bird = find(CN, COMM, "50-yuan-national-treasure-2024")
    assert any("太阳神鸟金饰" in side["description"] for side in sun_bird["sides"] if side["side"] == "reverse")
