"""Second reading (issue 45) of China's Lunar (生肖) gold and the other People's Bank of China gold commemoratives entered
by china_lunar (test_published_figures_china_lunar.py), pinned against the pages named above each group of rows.

What was read: 35 look-ups (all `search`, pages corpus). Each page was re-read by searching for its title or its
figures, so that the page's own opening shows the figure. Re-read and found to say exactly what the records hold
(weight or fine content, fineness, diameter, shape, finish, date, 发行量 or 最大发行量): China Mint & Coin's 8 g series
page and its 1981, 1988, 1989, 1990, 1991 and 1992 coin pages, Coinex's 1983 and 1984 8 g pages, china-mint.info's
1981 table; Coinex's 2003 and 2004 scallops and China Mint & Coin's 2005 and 2006 scallops; the announcements of
2002 (moon-soft), 2004 (m9rr9o), 2005 (collectrmb), 2006 (sdjlnm, socang), 2011 (gov.cn [2010] No. 13), 2013
(91youpiao), 2015 (musicexecdevelopment), 2016 (hxlib), 2018 (warch), 2020 (pvpvv, bs168), 2021 (tkpao, f8195), 2022
(yzzsnet, gt-car, bendibao), Dunhuang (bicpa, galtzs), Guanyin (lsbar, haolvshi), first manned space flight
(ccbczpx), Journey to the West (haolvshi, fawtography), folk mythology (368tea), Chinese film (nakedoat), Auspicious
Culture 2016 (warch) and 2017 (zgjb, cnread), National Treasures 2024 (yuqqq), the 2023 New Year coins (yzzsnet). The
bank writes its ounce as 31.104 g ('15.552克(1/2盎司)', '10.368克(1/3盎司)', '3.110克(1/10盎司)' in the 2015 and 2016
announcements), so the 15.552 g, 10.368 g and 3.1104 g weights of the ounce coins are the bank's own conversion; the
bank states the fine content only (含纯金), and fineWeight = weight x fineness keeps the DECISIONS rule.

Changed: the 2023 New Year 1 g coin gains its 2023 issue, uncirculated (普制币 in three reprints of the announcement),
mintage null with the maximum issue in the comment (test_published_figures_asia.py updated with a comment). Added as
second pages: china-mint.info's 1983 table (the 8 g Pig's 5,000) and China Mint & Coin's gold scallop series page (2,300
for each 1/2 oz scallop of 1993-2004) on the 2001-2004 scallops. No figure was found wrong.

Not re-read (the openings found did not reach them, or no look-up was left): smwenxue (2001 Snake), lygzb (2003 Goat
1/10 oz), haolvshi 92200, gov.cn 2011-10-26 (2012 Dragon), cdlostory (2019), yanzi, hk01 (2026 Horse), fznews (2024
Dragon), mzt333, china-mint.info forum topic 551 and the 8 g series' second pages for 1984 and 1988-1992 (three
searches for china-mint.info's year tables of those years returned only the dealer pages). Krause numbers: two more
searches (NGC/PCGS/lot-style, 'KM#') returned no number for any lunar coin.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, pinned_mintages

CN = "china"
LUNAR = "pboc-lunar-gold"
COMM = "pboc-commemorative-gold"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # chinesecoins.com 1981 Rooster: 'It is a proof coin with a purity of 91.6% and a diameter of 23mm. It has a
    # mintage of 5,000' (https://chinesecoins.com/store/1981-8-gram-gold-rooster-proof-coin/); china-mint.info 1981:
    # 'Chinese Year of Rooster gold coin * 250 8g 91.6% Proof 5000' (https://china-mint.info/1981-chinese-coins.html)
    (CN, LUNAR, "250-yuan-rooster-1981-8g", 1981, "", "proof", 5000),
    # coinex.com 1983 Pig: 'It is a proof coin with a purity of 91.6% and a diameter of 23mm. It has a mintage of
    # 5,000' (http://coinex.com/lunar_coins/8_gram_gold/china_1983_8_gram_gold_pig_coin/); china-mint.info 1983:
    # 'Chinese Year of the Pig gold coin * 150 8g 91.6% Proof 5000' (https://china-mint.info/1983-chinese-coins.html)
    (CN, LUNAR, "150-yuan-pig-1983-8g", 1983, "", "proof", 5000),
    # coinex.com 1984 Rat: 'With a mintage of 5,000, it is a proof coin of 91.6% fineness and has a diameter of 23mm'
    # http://coinex.com/lunar_coins/8_gram_gold/china_1984_8_gram_gold_rat_coin/
    (CN, LUNAR, "150-yuan-rat-1984-8g", 1984, "", "proof", 5000),
    # chinesecoins.com 1988 Dragon and 1989 Snake: 'It is a proof coin with a purity of 91.6% and a diameter of 23mm.
    # It has a mintage of 7,500'; 1990 Horse: 'has a mintage of 7,500 and is of proof quality. It has a fineness of
    # 91.6% and is 23mm in diameter'; 1991 Goat: 'This coin has a fineness of 91.6% and a mintage of 7,500'; 1992
    # Monkey: 'a face value of 150 yuan, a diameter of 23mm, a purity of 91.6%, and has a mintage of 5,000'
    # https://chinesecoins.com/store/1988-8-gram-gold-dragon-proof-coin/ (and the 1989 ... 1992 pages alike)
    (CN, LUNAR, "150-yuan-dragon-1988-8g", 1988, "", "proof", 7500),
    (CN, LUNAR, "150-yuan-snake-1989-8g", 1989, "", "proof", 7500),
    (CN, LUNAR, "150-yuan-horse-1990-8g", 1990, "", "proof", 7500),
    (CN, LUNAR, "150-yuan-goat-1991-8g", 1991, "", "proof", 7500),
    (CN, LUNAR, "150-yuan-monkey-1992-8g", 1992, "", "proof", 5000),
    # moon-soft.com, the 2002 Horse set: '1/10盎司普制金币,含纯金1/10盎司,成色99.9%,直径18毫米,面额50元,发行量为48000枚;
    # 1/10盎司彩色精制金币 ... 发行量为30000枚' ... '1/2盎司精制金币,含纯金1/2盎司,成色99.9%,外切圆直径27毫米,面额200元,
    # 发行量为2300枚'  https://www.moon-soft.com/program/BBS/readelite362187.htm
    (CN, LUNAR, "50-yuan-horse-2002-1-10oz", 2002, "", "uncirculated", 48000),
    (CN, LUNAR, "50-yuan-horse-2002-1-10oz-coloured", 2002, "", "proof", 30000),
    (CN, LUNAR, "200-yuan-horse-2002-1-2oz-scallop", 2002, "", "proof", 2300),
    # coinex.com 2003 Goat scallop: 'The mintage of each coin is 2,300' ... 'a proof coin with a denomination of 200
    # yuan and contains 99.9% pure gold'; 2004 Monkey: 'a face value of 200 yuan and a mintage of 2,300 ... 99.9%
    # fineness. It measures 27mm'; chinesecoins.com series page: 'weighs 1/2 oz, has a mintage of 2,300, is of proof
    # quality, and has a diameter of 27mm ... From 2001 to 2004, the coins have a face value of 200 yuan and contain
    # 99.9% pure gold'  https://chinesecoins.com/search/series/lunar-series/gold-scallop/
    (CN, LUNAR, "200-yuan-goat-2003-1-2oz-scallop", 2003, "", "proof", 2300),
    (CN, LUNAR, "200-yuan-monkey-2004-1-2oz-scallop", 2004, "", "proof", 2300),
    # m9rr9o.cn, the 2004 Monkey announcement: '1/10盎司圓形金質紀念幣為普制幣,含純金1/10盎司,直徑18毫米,面額50元,成色
    # 99.9%,發行量60000枚。(二)1/10盎司圓形金質彩色紀念幣為精制幣 ... 發行量30000枚'  http://www.m9rr9o.cn/fagui/84882.html
    (CN, LUNAR, "50-yuan-monkey-2004-1-10oz", 2004, "", "uncirculated", 60000),
    (CN, LUNAR, "50-yuan-monkey-2004-1-10oz-coloured", 2004, "", "proof", 30000),
    # collectrmb.com (2005 Rooster) and sdjlnm.com (2006 Dog, [2005] No. 20): '1/10盎司圆形金质纪念币为普制币,含纯金
    # 1/10盎司,直径18毫米,面额50元,成色99.9%,发行量60000枚'  http://collectrmb.com/art-1348-pro.htm
    # http://www.sdjlnm.com/fagui/84962.html
    (CN, LUNAR, "50-yuan-rooster-2005-1-10oz", 2005, "", "uncirculated", 60000),
    (CN, LUNAR, "50-yuan-dog-2006-1-10oz", 2006, "", "uncirculated", 60000),
    # chinesecoins.com 2005 Rooster scallop: 'issued by the Shenyang mint with a mintage of 8,000. It has a face value
    # of 200 yuan and a diameter of 27mm. This proof quality coin contains 99.9% pure gold'; 2006 Dog: 'a purity of
    # 99.9% and a mintage of 8,000 pieces' (the announcements' openings stop before the scallop's line)
    (CN, LUNAR, "200-yuan-rooster-2005-1-2oz-scallop", 2005, "", "proof", 8000),
    (CN, LUNAR, "200-yuan-dog-2006-1-2oz-scallop", 2006, "", "proof", 8000),
    # Maximum issues, not mintages: gov.cn [2010] No. 13 '精製幣 ... 最大發行量80000枚'; 91youpiao 2013 '精制币 ...
    # 最大发行量120000枚' (plain and coloured); musicexecdevelopment 2015 and hxlib 2016 '3.110克(1/10盎司)圓形金質紀念幣為
    # 精制幣,含純金3.110克(1/10盎司),直徑18毫米,面額50元,成色99.9%,最大發行量120000枚'; warch 2018 '3克圓形金質紀念币為
    # 精制币 ... 最大發行量180000枚' (and the coloured); pvpvv / bs168 2020 '最大发行量120000枚' (both); tkpao 2021 '3克圆形
    # 金质彩色纪念币为精制币 ... 最大发行量120000枚'; gt-car / yzzsnet 2022 '3克圆形金质纪念币为精制币 ... 最大发行量150000枚'
    *[
        (CN, LUNAR, slug, year, "", "proof", None)
        for slug, year in (
            ("50-yuan-rabbit-2011-1-10oz", 2011),
            ("50-yuan-snake-2013-1-10oz", 2013),
            ("50-yuan-snake-2013-1-10oz-coloured", 2013),
            ("50-yuan-goat-2015-1-10oz", 2015),
            ("50-yuan-monkey-2016-1-10oz", 2016),
            ("50-yuan-monkey-2016-1-10oz-coloured", 2016),
            ("50-yuan-dog-2018-3g", 2018),
            ("50-yuan-dog-2018-3g-coloured", 2018),
            ("50-yuan-rat-2020-3g", 2020),
            ("50-yuan-rat-2020-3g-coloured", 2020),
            ("50-yuan-ox-2021-3g-coloured", 2021),
            ("50-yuan-tiger-2022-3g", 2022),
        )
    ],
    # bicpa.org and m.galtzs.cn, the Dunhuang announcement (2001): '1/10盎司纪念金币,含纯金1/10盎司,形状为圆形,直径18毫米,
    # 面额50元,成色99.9%,质量精制,发行量50000枚。(二)1/2盎司纪念金币 ... 直径27毫米,面额200元,成色99.9%,质量精制,发行量
    # 8800枚'  http://bicpa.org/html/2005-11/6439.html
    (CN, COMM, "50-yuan-dunhuang-2001", 2001, "", "proof", 50000),
    (CN, COMM, "200-yuan-dunhuang-2001", 2001, "", "proof", 8800),
    # lsbar.com and m.haolvshi.com.cn, [2003] No. 11: '1/10盎司金质纪念币为精制币,含纯金1/10盎司,形状为圆形,直径18毫米,
    # 面额50元,成色99.9%,发行量33000枚'  http://lsbar.com:8000/law/18978
    (CN, COMM, "50-yuan-guanyin-2003", 2003, "", "proof", 33000),
    # ccbczpx.com, [2003] No. 21: '金質紀念幣為精制幣,含純金1/3盎司,成色99.9%,形狀為圓形,直徑23毫米,面額150元,發行量
    # 30000枚'  http://ccbczpx.com/html/yhgg/11_57_10_988.html
    (CN, COMM, "150-yuan-first-manned-spaceflight-2003", 2003, "", "proof", 30000),
    # m.haolvshi.com.cn [2003] No. 8 and fawtography.com [2004] No. 3: '1/2盎司彩色金质纪念币为精制币,含纯金1/2盎司,形状为
    # 圆形,直径27毫米,面额200元,成色99.9%,发行量11800枚'  https://m.haolvshi.com.cn/flfgk/92505.html
    (CN, COMM, "200-yuan-journey-to-the-west-2003", 2003, "", "proof", 11800),
    (CN, COMM, "200-yuan-journey-to-the-west-2004", 2004, "", "proof", 11800),
    # 368tea.com, folk mythology group 3: '1/2盎司彩色金质纪念币为精制币,含纯金1/2盎司,成色99.9%,形状为圆形,直径27毫米,
    # 面额200元,发行量8,800枚' (its table's '40' mm repeats the silver's; the text says 27)
    (CN, COMM, "200-yuan-folk-mythology-2003", 2003, "", "proof", 8800),
    # nakedoat.com, [2005] No. 29: '1/3盎司圓形金質紀念幣為精制幣,含純金1/3盎司,直徑23毫米,面額150元,成色99.9%,發行量
    # 20000枚'  http://nakedoat.com/gzdt/2005-11/30/content_113390.htm
    (CN, COMM, "150-yuan-chinese-film-centenary-2005", 2005, "", "proof", 20000),
    # Maximum issues: warch.cn [2016] No. 4 '8克圓形金質紀念币為精制币(3枚),含純金8克,直徑22毫米,面額100元,成色99.9%,
    # 最大發行量3×30000枚' / '8克心形 ... 外接正方形邊長22毫米 ... 最大發行量30000枚'; zgjb 2017 '5克圆形金质纪念币为精制币
    # (3枚),含纯金5克,直径20毫米,面额80元,成色99.9%,最大发行量3×30000枚' / '5克心形 ... 最大发行量1×30000枚'; yuqqq [2024]
    # No. 6 '15克圆形金质纪念币为精制币 ... 最大发行量5000枚' / '3克 ... 最大发行量10000枚'
    *[
        (CN, COMM, slug, year, "", "proof", None)
        for slug, year in (
            ("100-yuan-wu-fu-gong-shou-2016", 2016),
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
    # yzzsnet.com (and bkbbs.net, qubaike.com), the 2023 New Year coins: '1克圓形金質紀念幣為普制幣,含純金1克,直徑10毫米,
    # 面額10元,成色99.9%,最大發行量100000枚'  http://www.yzzsnet.com/news/a4cb3f0dd88072dc837c8737b1b9cd49.html
    (CN, COMM, "10-yuan-new-year-2023", 2023, "", "uncirculated", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references: none read (two more NGC/PCGS/lot-style searches gave no Krause number).
REFERENCES: list = []

NEW_YEAR_2023 = "http://www.yzzsnet.com/news/a4cb3f0dd88072dc837c8737b1b9cd49.html"


def test_the_2023_new_year_coin_is_listed_uncirculated_with_its_maximum_in_the_comment():
    coin = find(CN, COMM, "10-yuan-new-year-2023")
    assert (coin["weight"], coin["fineness"], coin["size"], coin["valueNumeric"]) == (1.0, 0.999, 10.0, 10)
    [issue] = coin["issues"]
    assert (issue["year"], issue["gregorianYear"], issue["finish"], issue["mintage"]) == (
        2023,
        2023,
        "uncirculated",
        None,
    )
    assert "100,000" in issue["comment"] and "普制" in issue["comment"]
    urls = {source["url"] for source in coin["sources"]}
    assert {
        NEW_YEAR_2023,
        "http://bkbbs.net/yule/wlrd/846733.html",
        "https://qubaike.com/hotnews/rc0jhzv8.html",
    } <= urls


def test_the_second_pages_of_the_8_g_pig_and_the_scallops_are_cited():
    pig = find(CN, LUNAR, "150-yuan-pig-1983-8g")
    assert "https://china-mint.info/1983-chinese-coins.html" in {s["url"] for s in pig["sources"]}
    series_page = "https://chinesecoins.com/search/series/lunar-series/gold-scallop/"
    for slug in (
        "200-yuan-snake-2001-1-2oz-scallop",
        "200-yuan-horse-2002-1-2oz-scallop",
        "200-yuan-goat-2003-1-2oz-scallop",
        "200-yuan-monkey-2004-1-2oz-scallop",
    ):
        coin = find(CN, LUNAR, slug)
        assert series_page in {s["url"] for s in coin["sources"]}
        assert (coin["valueNumeric"], coin["fineness"], coin["size"], coin["shape"]) == (200, 0.999, 27.0, "scalloped")


# musicexecdevelopment.com / hxlib.cn: '15.552克(1/2盎司)梅花形金質紀念幣、10.368克(1/3盎司)扇形金質紀念幣 ... 31.104克
# (1盎司)': the bank's ounce is 31.104 g; it states only the fine content (含纯金), fineWeight = weight x fineness
@pytest.mark.parametrize(
    "series, slug, weight, fine",
    [
        (LUNAR, "50-yuan-horse-2002-1-10oz", 3.1104, 3.1073),
        (LUNAR, "200-yuan-horse-2002-1-2oz-scallop", 15.552, 15.5364),
        (LUNAR, "50-yuan-monkey-2016-1-10oz", 3.11, 3.1069),
        (LUNAR, "50-yuan-tiger-2022-3g", 3.0, 2.997),
        (COMM, "150-yuan-first-manned-spaceflight-2003", 10.368, 10.3576),
        (COMM, "150-yuan-chinese-film-centenary-2005", 10.368, 10.3576),
        (COMM, "80-yuan-wu-fu-gong-shou-2017", 5.0, 4.995),
        (COMM, "200-yuan-national-treasure-he-zun-2024", 15.0, 14.985),
    ],
)
def test_the_weights_are_the_banks_stated_content(series, slug, weight, fine):
    coin = find(CN, series, slug)
    assert coin["weight"] == pytest.approx(weight, abs=1e-4)
    assert coin["fineWeight"] == pytest.approx(fine, abs=1e-4)
    assert coin["fineWeight"] <= coin["weight"] * coin["fineness"] + 0.005


def test_the_8_g_coins_are_proofs_of_916_gold_23_mm():
    # chinesecoins.com series page: 'All coins in the series are proof coins with a purity of 91.6% and have a
    # diameter of 23mm ... the 250 yuan Year of the Rooster coin and the 200 yuan Year of the Dog coin, the other ten
    # coins have a denomination of 150 yuan'  https://chinesecoins.com/search/series/lunar-series/8g-gold/
    from tests.catalogue.bundled import TYPES

    eights = [
        e["type"]
        for e in TYPES
        if e["root"] == CN and e["series"]["slug"] == LUNAR and e["type"]["slug"].endswith("-8g")
    ]
    assert len(eights) == 12
    for coin in eights:
        assert (coin["weight"], coin["fineness"], coin["size"]) == (8.0, 0.916, 23.0)
        assert [issue["finish"] for issue in coin["issues"]] == ["proof"]
    values = sorted(coin["valueNumeric"] for coin in eights)
    assert values == [150] * 10 + [200, 250]
