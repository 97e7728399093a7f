"""China: People's Bank of China gold commemoratives and lunar fan-shaped (扇形) coins whose announcements give a full
specification but only a maximum issue (最大发行量), and Coinex's fan-shaped 1/2 oz coins of 2000, 2002 and 2009 (issue 45,
third and last session, helper `china_more_third`), pinned against the pages named above each row.

What was read: 26 look-ups of a budget of 90 (all `search` in the stored pages), re-reading the pages the helper
`law_databases_third` had found and some more of the same kind. Entered in china.json, all without a catalogue number
(each is in catalogue_numbers_gaps.txt):

- 29 new types in `pboc-commemorative-gold`: 16 of the list left by `law_databases_third` (lunar exploration 2007, J-10
  2007, Special Olympics 2007, Beijing Paralympics 2008, reform and opening 30th 2008, Long March 70th 2006, Xinhai
  Revolution 2011, Tibet peaceful liberation 60th 2011, Beijing-Shanghai railway Panda 2011, Bank of China centenary
  Panda 2012, Shanghai Pudong Development Bank Panda 2013, lunar landing 2014, Tibet Autonomous Region 50th 2015, Cao
  Xueqin 2015, Beijing 2022 Paralympics, Quanzhou 2022) and 13 read on the same searches (Liaoning carrier 2012, reform
  and opening 40th 2018, Tsinghua 2011, Tibet peaceful liberation 70th 2021, Tibet Autonomous Region 60th 2025, Hua Xia
  Bank Panda 2012, Shanghai Mint Panda 2010, Bank of Beijing Panda 2006, Hangzhou Asian Games 2022, Xiamen University
  2021, first spacewalk 2008, Jiangnan Shipyard 2015, China Space Station 2023). Every mintage is null: the pages give a
  maximum (最大发行量), which stays in the issue's comment; the Bank of Beijing 2006 figure (發行量 15,000 in an
  encyclopedia copy, the announcement unread) stays in the comment too.
- 5 new types in `pboc-lunar-gold`: the 2013 Snake 1/3 oz and 2018 Dog 10 g fan coins (maxima 30,000 and 20,000, in the
  comments) and the 1/2 oz fan coins of 2000 (Dragon, 50 yuan), 2002 (Horse) and 2009 (Ox) from Coinex: 6,600 stands as
  the mintage for 2000 and 2002 (Coinex: 'It has a mintage of 6,600', 'the mintage is 6,600'; the announcements of
  those years set an issue, 发行量), while for 2009 Coinex gives 6,600 only for the whole series and the announcements of
  that time set maxima, so it stays in the comment.

Tried without result (see /work/brief/report-china_more_third.md): Water Margin (水浒传) coloured gold groups 2 (2010)
and 3 (2011): six queries (the decree's specification line, [2010] No. 1 and [2011] No. 26, news wording, English
dealer wording): no page came back; a Chinese page for the 2000 Dragon fan coin (decree wording with 6600 and 山海关,
English wording): only Coinex.

Second reading (helper `second_china_more_third`, 32 look-ups of 70): all 34 types were searched again and their cited
page (or a second reprint of the same announcement) came back with the figures entered: gold, weight, fineness, size or
fan shape, face value, finish and maximum all confirmed; none removed. Changed: the Coinex series page ('The authorized
mintage is 6,600 for each year') added to the 2000, 2002 and 2009 fan coins, whose 6,600 is the authorized issue of
that year's coin (kept as the mintage for 2000 and 2002, where the announcements set an issue); the date on the coin
noted from Coinex (2000, 2002, 2009) and InventorSpot (Liaoning, 2012); issues announced in one year for the next (the
2013 and 2018 fan coins) or issued in January or for next year's Games (lunar landing 2014, Space Station 2023, Shanghai
Pudong Development Bank 2013, Bank of Beijing 2006, Beijing 2022 Paralympics 2021) flagged in the issue comment.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages, source_urls

CN = "china"
COMM = "pboc-commemorative-gold"
LUNAR = "pboc-lunar-gold"

GOV_LUNAR_PROBE = "http://big5.www.gov.cn/gate/big5/www.gov.cn/gzdt/2007-11/27/content_817445.htm"
CDWANAO_J10 = "http://cdwanao.net/cj/hgjj/news/2007/05-28/944927.shtml"
ZHUOKE_SPECIAL_OLYMPICS = "http://zhuoke.cn/html/20070808/72405.html"
SOHU_PARALYMPICS = "https://tv.sohu.com/20080624/n257700145.shtml"
NAKEDOAT_PARALYMPICS = "http://nakedoat.com/gzdt/2008-06/19/content_1021224.htm"
BJZXCP_REFORM_30 = "http://bjzxcp.com/article-1145.html"
LEXITECH_LONG_MARCH = "http://lexitechconsulting.com/InfoDetail.aspx?Id=11333"
SINA_XINHAI = "http://collection.sina.com.cn/qbtd/20110925/090939716.shtml"
P336688_TIBET_60 = "http://336688.net/Article/Print.asp?ArticleID=19441"
KOOIN_RAILWAY = "http://m.kooin.cn/621.html"
FSOU_BOC = "http://fsou.com/html/text/chl/1717/171762.html"
CXBDF_SPDB = "http://www.cxbdf.cn/content/13/0301/09/5473137_268579220.shtml"
BJZXCP_LUNAR_LANDING = "http://bjzxcp.com/article-21588.html"
SHZBC_TAR_50 = "http://shzbc.com/M/html/faxinggonggao/3121.html"
XQEXN_CAO_XUEQIN = "http://www.xqexn.cn/tiaofasi/144941/144959/2947954/index.html"
ZUOMAMA_PARALYMPICS_2022 = "http://zuomama.com/news/jiaodian/265111.html"
QEBK_QUANZHOU = "http://m.qebk.com/news/285721.html"
GEPT_QUANZHOU = "http://gept-land.kpweb.com.tw/news_detail.php?id=1233"
PCTZ_LIAONING = "http://pctz.net/Product/1207385913.html"
YYBNET_REFORM_40 = "https://yybnet.net/news/caijing/201811/8356871.html"
DJZLMG_TSINGHUA = "http://m.djzlmg.com/product/146.html"
PGCOIN_TIBET_70 = "https://pgcoin.com/?p=9173"
GDZJ_TAR_60 = "https://m.gdzjdaily.com.cn/p/2930432.html"
WARCH_HUA_XIA = "http://warch.cn/shownews.asp?id=406"
GOV_SHANGHAI_MINT = "http://big5.www.gov.cn/gate/big5/www.gov.cn/govweb/fwxx/wy/2010-12/28/content_1774031.htm"
NEWTON_BANK_OF_BEIJING = (
    "https://newton.com.tw/wiki/%E5%8C%97%E4%BA%AC%E9%8A%80%E8%A1%8C%E6%88%90%E7%AB%8B10%E5%91%A8%E5%B9%B4"
    "%E7%86%8A%E8%B2%93%E5%8A%A0%E5%AD%97%E9%87%91%E9%8A%80%E7%B4%80%E5%BF%B5%E5%B9%A3/53447993"
)
DDTBK_ASIAN_GAMES = "https://ddtbk.com/news/556801.html"
NANMUXUAN_XIAMEN = "https://nanmuxuan.com/zh-hk/leisure/ffqsbrtupee.amp"
CHUBUN_SPACEWALK = "https://www.chubun.com/modules/article/view.article.php/c7/85662"
JIBI_JIANGNAN = "http://jibi.net/news/QBGG/11223754.html"
BJJB_SPACE_STATION = "http://www.bjjb.net/11/TopicOther.asp?BoardID=69&id=174359&t=5"
YOUPIAO_SNAKE_2013 = "http://91youpiao.com/stamp/show.asp?id=11149"
WARCH_DOG_2018 = "http://warch.cn/showproduct.asp?id=1604"
COINEX_FAN_2000 = "http://coinex.com/lunar_coins/gold_fan/china_2000_half_oz_gold_dragon_coin/"
COINEX_FAN_2002 = "http://coinex.com/lunar_coins/gold_fan/china_2002_half_oz_gold_horse_coin/"
COINEX_FAN_2009 = "http://coinex.com/lunar_coins/gold_fan/china_2009_half_oz_gold_ox_coin/"
CZJINDIAN_2009 = "http://www.czjindian.com/yongtong/product_view.asp?id=23"
COINEX_FAN_SERIES = "http://www.coinex.com/lunar_coins/gold_fan/"
INVENTORSPOT_LIAONING = "http://inventorspot.com/articles/new_gold_silver_coins_show_chinas_first_aircraft_carrier"

# series, type, page, fine content in g (the announcement's, carried as weight), face value, diameter (None: fan), year,
# finish, maximum issue (in the issue's comment; the mintage is null)
TYPES = [
    # gov.cn, [2007] No. 27: '1/3盎司圓形金質紀念幣為精製幣,含純金1/3盎司,直徑23毫米,面額150元,成色99.9%,最大發行量20000枚'
    (COMM, "150-yuan-lunar-probe-2007", GOV_LUNAR_PROBE, 10.368, 150, 23.0, 2007, "proof", 20000),
    # China News via cdwanao: '1/3盎司圆形金质纪念币为精制币,含纯金1/3盎司,直径23毫米,面额150元,成色99.9%,最大发行量10000枚'
    (COMM, "150-yuan-j-10-fighter-2007", CDWANAO_J10, 10.368, 150, 23.0, 2007, "proof", 10000),
    # zhuoke: '1/4盎司圆形金质纪念币为精制币,含纯金1/4盎司,直径22毫米,面额100元,成色99.9%,最大发行量20000枚'
    (COMM, "100-yuan-special-olympics-2007", ZHUOKE_SPECIAL_OLYMPICS, 7.776, 100, 22.0, 2007, "proof", 20000),
    # sohu: '1/3盎司圆形金质纪念币为精制币,含纯金1/3盎司,直径23毫米,面额150元,成色99.9%,最大发行量15000枚'
    (COMM, "150-yuan-beijing-paralympics-2008", SOHU_PARALYMPICS, 10.368, 150, 23.0, 2008, "proof", 15000),
    # bjzxcp, [2008] No. 20: '1/4盎司圆形金质纪念币为精制币,含纯金1/4盎司,直径22毫米,面额100元,成色99.9%,最大发行量30000枚'
    (COMM, "100-yuan-reform-and-opening-30th-2008", BJZXCP_REFORM_30, 7.776, 100, 22.0, 2008, "proof", 30000),
    # lexitech: '1/2盎司圓形金質紀念幣為精制幣,含純金1/2盎司,直徑27毫米,面額200元,成色99.9%,最大發行量10000枚'
    (COMM, "200-yuan-long-march-70th-2006", LEXITECH_LONG_MARCH, 15.552, 200, 27.0, 2006, "proof", 10000),
    # Sina: '1/4盎司圆形金质纪念币为精制币,含纯金1/4盎司,直径22毫米,面额100元,成色99.9%,最大发行量100000枚'
    (COMM, "100-yuan-xinhai-revolution-centenary-2011", SINA_XINHAI, 7.776, 100, 22.0, 2011, "proof", 100000),
    # 336688, [2011] No. 20: '1/4盎司圆形金质纪念币为精制币,含纯金1/4盎司,直径22毫米,面额100元,成色99.9%,最大发行量20000枚'
    (COMM, "100-yuan-tibet-peaceful-liberation-60th-2011", P336688_TIBET_60, 7.776, 100, 22.0, 2011, "proof", 20000),
    # kooin: '1/4盎司圓形金質紀念幣為普制幣,含純金1/4盎司,直徑22毫米,面額100元,成色99.9%,最大發(fā)行量10000枚'
    (
        COMM,
        "100-yuan-beijing-shanghai-high-speed-railway-2011",
        KOOIN_RAILWAY,
        7.776,
        100,
        22.0,
        2011,
        "uncirculated",
        10000,
    ),
    # fsou, [2012] No. 3: '1/4盎司圆形金质纪念币为普制币,含纯金1/4盎司,直径22毫米,面额100元,成色99.9%,最大发行量55000枚'
    (COMM, "100-yuan-bank-of-china-centenary-2012", FSOU_BOC, 7.776, 100, 22.0, 2012, "uncirculated", 55000),
    # cxbdf, [2013] No. 1: '1/4盎司圓形金質紀念幣為普制幣,含純金1/4盎司,直徑22毫米,面額100元,成色99.9%,最大發行量30000枚'
    (COMM, "100-yuan-shanghai-pudong-development-bank-2013", CXBDF_SPDB, 7.776, 100, 22.0, 2013, "uncirculated", 30000),
    # bjzxcp: '(一)1/4盎司圆形金质纪念币为精制币,含纯金1/4盎司,直径22毫米,面额100元,成色99.9%,最大发行量10000枚'
    (COMM, "100-yuan-lunar-landing-2014", BJZXCP_LUNAR_LANDING, 7.776, 100, 22.0, 2014, "proof", 10000),
    # shzbc, [2015] No. 15: '7.776克(1/4盎司)圆形金质纪念币为精制币,含纯金7.776克(1/4盎司),直径22毫米,面额100元,成色99.9%,
    # 最大发行量15000枚'
    (COMM, "100-yuan-tibet-autonomous-region-50th-2015", SHZBC_TAR_50, 7.776, 100, 22.0, 2015, "proof", 15000),
    # xqexn, [2015] No. 26: '含純金7.776克(1/4盎司),直徑22毫米,面額100元,成色99.9%,最大發行量10000枚'
    (COMM, "100-yuan-cao-xueqin-2015", XQEXN_CAO_XUEQIN, 7.776, 100, 22.0, 2015, "proof", 10000),
    # zuomama: '5克圆形金质纪念币为精制币,含纯金5克,直径20毫米,面额80元,成色99.9%,最大发行量5000枚' (issued 24 Nov 2021)
    (COMM, "80-yuan-beijing-2022-paralympics-2021", ZUOMAMA_PARALYMPICS_2022, 5.0, 80, 20.0, 2021, "proof", 5000),
    # qebk: '8克圆形金质纪念币为精制币,含纯金8克,直径22毫米,面额100元,成色99.9%,最大发行量10000枚'
    (COMM, "100-yuan-quanzhou-world-heritage-2022", QEBK_QUANZHOU, 8.0, 100, 22.0, 2022, "proof", 10000),
    # pctz, [2012] No. 20: '(二)1/4盎司圆形金质纪念币为精制币,含纯金1/4盎司,直径22毫米,面额100元,成色99.9%,最大发行量20000枚'
    (COMM, "100-yuan-liaoning-aircraft-carrier-2012", PCTZ_LIAONING, 7.776, 100, 22.0, 2012, "proof", 20000),
    # yybnet: '8克圆形金质纪念币为精制币,含纯金8克,直径22毫米,面额100元,成色99.9%,最大发行量20000枚'
    (COMM, "100-yuan-reform-and-opening-40th-2018", YYBNET_REFORM_40, 8.0, 100, 22.0, 2018, "proof", 20000),
    # djzlmg, [2011] No. 15: '1/4盎司圓形金質紀念幣為精制幣,含純金1/4盎司,直徑22毫米,面額100元,成色99.9%,最大發行量20000枚'
    (COMM, "100-yuan-tsinghua-university-centenary-2011", DJZLMG_TSINGHUA, 7.776, 100, 22.0, 2011, "proof", 20000),
    # pgcoin, [2021] No. 12: '8克圓形金質紀念幣為精製幣,含純金8克,直徑22毫米,面額100元,成色99.9%,最大發行量10000枚'
    (COMM, "100-yuan-tibet-peaceful-liberation-70th-2021", PGCOIN_TIBET_70, 8.0, 100, 22.0, 2021, "proof", 10000),
    # gdzjdaily (Xinhua, 2025-08-09): '8克圆形金质纪念币为精制币,含纯金8克,直径22毫米,面额100元,成色99.9%,最大发行量10000枚'
    (COMM, "100-yuan-tibet-autonomous-region-60th-2025", GDZJ_TAR_60, 8.0, 100, 22.0, 2025, "proof", 10000),
    # warch: '1/4盎司圓形金質紀念币為普制币,含純金1/4盎司,直徑22毫米,面額100元,成色99.9%,最大發行量1萬枚'
    (COMM, "100-yuan-hua-xia-bank-20th-2012", WARCH_HUA_XIA, 7.776, 100, 22.0, 2012, "uncirculated", 10000),
    # gov.cn: '1/4盎司圓形金質紀念幣為普制幣,含純金1/4盎司,直徑22毫米,面額100元,成色99.9%,最大發行量5000枚'
    (COMM, "100-yuan-shanghai-mint-90th-2010", GOV_SHANGHAI_MINT, 7.776, 100, 22.0, 2010, "uncirculated", 5000),
    # ddtbk: '5克圆形金质纪念币为精制币,含纯金5克,直径20毫米,面额80元,成色99.9%,最大发行量10000枚'
    (COMM, "80-yuan-hangzhou-asian-games-2022", DDTBK_ASIAN_GAMES, 5.0, 80, 20.0, 2022, "proof", 10000),
    # nanmuxuan: '8克圓形金質紀念幣為精製幣,含純金8克,直徑22毫米,面額100元,成色99.9%,最大發行量10000枚'
    (COMM, "100-yuan-xiamen-university-centenary-2021", NANMUXUAN_XIAMEN, 8.0, 100, 22.0, 2021, "proof", 10000),
    # chubun: '1/3盎司圆形金质纪念币为精制币,含纯金1/3盎司,直径23毫米,面额150元,成色99.9%,最大发行量30000枚'
    (COMM, "150-yuan-first-spacewalk-2008", CHUBUN_SPACEWALK, 10.368, 150, 23.0, 2008, "proof", 30000),
    # jibi, [2015] No. 11: '含纯金7.776克(1/4盎司),直径22毫米,面额100元,成色99.9%,最大发行量10000枚'
    (COMM, "100-yuan-jiangnan-shipyard-150th-2015", JIBI_JIANGNAN, 7.776, 100, 22.0, 2015, "proof", 10000),
    # bjjb: '3克圆形金质纪念币为精制币,含纯金3克,直径18毫米,面额50元,成色99.9%,最大发行量20000枚'
    (COMM, "50-yuan-china-space-station-2023", BJJB_SPACE_STATION, 3.0, 50, 18.0, 2023, "proof", 20000),
    # 91youpiao: '(五)1/3盎司扇形金质纪念币为精制币,含纯金1/3盎司,外圆半径51毫米,内圆半径36毫米,圆心角30度,面额150元,
    # 成色99.9%,最大发行量30000枚'
    (LUNAR, "150-yuan-snake-2013-1-3oz-fan", YOUPIAO_SNAKE_2013, 10.368, 150, None, 2013, "proof", 30000),
    # warch: '(五)10克扇形金質紀念币為精制币,含純金10克,外圓半徑51毫米,内圓半徑36毫米,圓心角30度,面額150元,成色99.9%,
    # 最大發行量20000枚'
    (LUNAR, "150-yuan-dog-2018-10g-fan", WARCH_DOG_2018, 10.0, 150, None, 2018, "proof", 20000),
]

# root, series, type, year, mint letter, finish, mintage
ISSUES = [(CN, series, slug, year, "", finish, None) for series, slug, _, _, _, _, year, finish, _ in TYPES] + [
    # Bank of Beijing 2006 (newton.com.tw, a Baidu Baike copy): '(一)1/4盎司金質紀念幣為普制幣,含純金1/4盎司,直徑22毫米,
    # 面額100元,成色99.9%,發行量15000枚' -- the announcement itself unread: the figure stays in the comment
    (CN, COMM, "100-yuan-bank-of-beijing-10th-2006", 2006, "", "uncirculated", None),
    # Coinex: 'This is the Year of the Dragon coin, struck in the year 2000 by the Shenzhen mint. It has a mintage of 6,600
    # and a denomination of 50 yuan.'
    (CN, LUNAR, "50-yuan-dragon-2000-1-2oz-fan", 2000, "", "uncirculated", 6600),
    # Coinex: 'The coin seen here is the 2002 coin ... The denomination is 200 yuan and the mintage is 6,600.'
    (CN, LUNAR, "200-yuan-horse-2002-1-2oz-fan", 2002, "", "uncirculated", 6600),
    # Coinex: 'Each brilliant uncirculated (BU) coin of the series has a mintage of 6,600' (for the series; 2009 set maxima)
    (CN, LUNAR, "200-yuan-ox-2009-1-2oz-fan", 2009, "", "uncirculated", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


@pytest.mark.parametrize("row", TYPES, ids=[row[1] for row in TYPES])
def test_the_new_types_carry_the_announced_figures_and_the_page(row):
    series, slug, page, grams, value, size, year, finish, maximum = row
    coin = find(CN, series, slug)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"]) == (grams, 0.999, round(grams * 0.999, 4))
    assert (coin["valueNumeric"], coin["currency"], coin["size"]) == (value, "Chinese yuan", size)
    assert coin["shape"] == ("round" if size else "other") and coin["composition"] == "gold"
    assert page in source_urls(coin)
    (issue,) = issues_at(CN, series, slug, year=year)
    assert issue["finish"] == finish and issue["mintage"] is None
    assert f"最大发行量 {maximum:,}" in issue["comment"] and "not a number struck" in issue["comment"]


def test_the_second_pages_read_are_among_the_sources():
    assert NAKEDOAT_PARALYMPICS in source_urls(find(CN, COMM, "150-yuan-beijing-paralympics-2008"))
    assert GEPT_QUANZHOU in source_urls(find(CN, COMM, "100-yuan-quanzhou-world-heritage-2022"))
    assert NEWTON_BANK_OF_BEIJING in source_urls(find(CN, COMM, "100-yuan-bank-of-beijing-10th-2006"))
    assert COINEX_FAN_2000 in source_urls(find(CN, LUNAR, "50-yuan-dragon-2000-1-2oz-fan"))
    assert COINEX_FAN_2002 in source_urls(find(CN, LUNAR, "200-yuan-horse-2002-1-2oz-fan"))
    assert {COINEX_FAN_2009, CZJINDIAN_2009} <= source_urls(find(CN, LUNAR, "200-yuan-ox-2009-1-2oz-fan"))


def test_the_coinex_fan_coins_carry_coinex_figures():
    # Coinex: 1/2 oz, 99.9%, fan-shaped, brilliant uncirculated; 50 yuan for 2000, 200 yuan for 2002 and 2009
    for slug, value in [
        ("50-yuan-dragon-2000-1-2oz-fan", 50),
        ("200-yuan-horse-2002-1-2oz-fan", 200),
        ("200-yuan-ox-2009-1-2oz-fan", 200),
    ]:
        coin = find(CN, LUNAR, slug)
        assert (coin["weight"], coin["fineness"], coin["valueNumeric"], coin["shape"]) == (
            15.552,
            0.999,
            value,
            "other",
        )
    (ox,) = issues_at(CN, LUNAR, "200-yuan-ox-2009-1-2oz-fan", year=2009)
    assert "6,600" in ox["comment"] and "Not carried as the mintage" in ox["comment"]
    (beijing,) = issues_at(CN, COMM, "100-yuan-bank-of-beijing-10th-2006", year=2006)
    assert "發行量 15,000" in beijing["comment"]


def test_the_second_reading_notes_the_authorized_issue_and_the_dates():
    # Coinex series page: 'The authorized mintage is 6,600 for each year.'
    for slug, year in [
        ("50-yuan-dragon-2000-1-2oz-fan", 2000),
        ("200-yuan-horse-2002-1-2oz-fan", 2002),
        ("200-yuan-ox-2009-1-2oz-fan", 2009),
    ]:
        assert COINEX_FAN_SERIES in source_urls(find(CN, LUNAR, slug))
        (issue,) = issues_at(CN, LUNAR, slug, year=year)
        assert "authorized mintage" in issue["comment"] and f"{year}' on the obverse" in issue["comment"]
    # InventorSpot: 'the national emblem ... along with the date of 2012 in Arabic numerals'
    assert INVENTORSPOT_LIAONING in source_urls(find(CN, COMM, "100-yuan-liaoning-aircraft-carrier-2012"))
    for series, slug, year in [
        (LUNAR, "150-yuan-snake-2013-1-3oz-fan", 2013),
        (LUNAR, "150-yuan-dog-2018-10g-fan", 2018),
    ]:
        (issue,) = issues_at(CN, series, slug, year=year)
        assert "Announced in one year for the next" in issue["comment"]
    for slug, year in [
        ("100-yuan-lunar-landing-2014", 2014),
        ("50-yuan-china-space-station-2023", 2023),
        ("100-yuan-shanghai-pudong-development-bank-2013", 2013),
        ("100-yuan-bank-of-beijing-10th-2006", 2006),
        ("80-yuan-beijing-2022-paralympics-2021", 2021),
    ]:
        (issue,) = issues_at(CN, COMM, slug, year=year)
        assert "Year not confirmed" in issue["comment"]
