"""China's gold Panda: the People's Bank of China's own announcements, read in issue 45's third session by the helper
`announcements_third`, pinned against the pages named above each row.

What was read: 85 look-ups of a budget of 200 (44 `find_string`, 7 `find_repos`, 1 `find_files`, 2 `read_file` and 1
`fetch` on the GitHub index; 28 `search` of the stored pages, 2 of the code corpus). Entered, in china.json only:

- the 2002 Panda's issue (发行量), which the bank's decree sets, for the five ounce sizes: the announcement of
  19 December 2001 '关于发行2002版熊猫贵金属纪念币的公告' (issued 20 December 2001), read in the law database
  law.110.com: 1/20 oz 400,000; 1/10 oz 250,000; 1/4 oz 70,000; 1/2 oz 75,000; 1 oz 120,000. The types' comments now
  name the 2002 announcement beside the 2005 one as stating 发行量;
- comments only (maxima, DECISIONS "Catalogue data rules"): the raise of the 2011 maxima on 20 June 2011 to 600,000 for
  the four fractional sizes (Bloomberg News, reprinted by Swiss America), and the 2012 ounce's maximum of 600,000 read
  in the announcement itself ([2011] No. 27, law database mzt333.com), which settles the order the Financial News
  report left open.

Tried without result (see /work/brief/report-announcements_third.md): the GitHub index holds no other PBoC
announcement — find_string on '熊猫金银纪念币', '熊貓金幣', '版熊猫金币', '熊猫普制金币', '熊猫贵金属纪念币', '熊猫金银铂',
'金质纪念币', '圆形金质纪念币', '1/10盎司圆形金质纪念币', '含纯金', '最大发行量', 'Gold Panda', '盎司扇形金质纪念币', '金质纪念币为普制币', '纪念币规格及发行量', '均为中华人民共和国法定货币',
'中国人民银行定于', '中国人民银行公告', '中国人民银行公告〔2003〕', '金银纪念币一套', '年金银纪念币', '生肖金银纪念币',
'金银纪念币发行公告', '贵金属纪念币发行公告', 'huobijinyinju' and 'chngc.net' found only the 2014 text already used (the
echoshiki/wenbaozaixian dump, fetched whole: it holds no other announcement), scrapers, shop front-ends and a
student's page on the 2022 solar-terms coins; the Japanese line ('十万円の貨幣', '一万円の貨幣', '記念貨幣の発行', '年銘',
'記念一万円金貨', '一万円金貨幣', '記念貨幣', '金貨幣') found no Ministry of Finance or cabinet-order text. In the stored
pages, the 2001, 2003, 2004, 2006 and 2007 Panda announcements (law-database and decree wording, set compositions,
English People's Daily wording, Japanese, French and English dealer wording) and the lunar 2009, 2010 and 2014 1/10 oz
specifications were not found.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, source_urls

CN = "china"
OZ_1 = (CN, "panda", "panda-500-yuan-1oz")
OZ_HALF = (CN, "panda", "panda-200-yuan-1-2oz")
OZ_QUARTER = (CN, "panda", "panda-100-yuan-1-4oz")
OZ_TENTH = (CN, "panda", "panda-50-yuan-1-10oz")
OZ_TWENTIETH = (CN, "panda", "panda-20-yuan-1-20oz")

LAW110_2002 = "http://law.110.com/fagui/law_105386.html"
BLOOMBERG_2011 = "https://www.swissamerica.com/article.php?art=06-2011/201106220323ex.txt"
MZT333_2012 = "https://mzt333.com/flfgk/49449.html"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # law.110.com, 关于发行2002版熊猫贵金属纪念币的公告 (发布日期:2001-12-19): '(一)1/20盎司金币为普制币,含纯金1/20盎司,
    # 形状为圆形,直径14毫米,面额20元,成色99.9%,发行量400000枚。'
    (*OZ_TWENTIETH, 2002, "", "bullion", 400_000),
    # '(二)1/10盎司金币为普制币,...直径18毫米,面额50元,成色99.9%,发行量250000枚。'
    (*OZ_TENTH, 2002, "", "bullion", 250_000),
    # '(三)1/4盎司金币为普制币,...直径22毫米,面额100元,成色99.9%,发行量70000枚。'
    (*OZ_QUARTER, 2002, "", "bullion", 70_000),
    # '(四)1/2盎司金币为普制币,...直径27毫米,面额200元,成色99.9%,发行量75000枚。'
    (*OZ_HALF, 2002, "", "bullion", 75_000),
    # '(五)1盎司金币为普制币,...直径32毫米,面额500元,成色99.9%,发行量120000枚。'
    (*OZ_1, 2002, "", "bullion", 120_000),
    # the maxima below are comments: the issues stay null
    (*OZ_1, 2011, "", "bullion", None),
    (*OZ_1, 2012, "", "bullion", None),
    (*OZ_HALF, 2011, "", "bullion", None),
    (*OZ_QUARTER, 2011, "", "bullion", None),
    (*OZ_TENTH, 2011, "", "bullion", None),
    (*OZ_TWENTIETH, 2011, "", "bullion", None),
]

test_the_issues_carry_the_figures_read = pinned_mintages(ISSUES)

SIZES = (OZ_1, OZ_HALF, OZ_QUARTER, OZ_TENTH, OZ_TWENTIETH)


def test_the_2002_announcement_is_among_the_types_sources():
    for coin in SIZES:
        assert LAW110_2002 in source_urls(find(*coin)), coin
        (issue,) = issues_at(*coin, year=2002, finish="bullion")
        assert "19 December 2001" in issue["comment"] and "发行量" in issue["comment"], coin
        assert "2002 and 2005 coins" in find(*coin)["comments"], coin


def test_the_2011_raise_is_a_comment_only():
    # Bloomberg News: 'as much as 600,000 each of the half- ounce, quarter-ounce, one-tenth once and one-twentieth ounce
    # gold coins, according to a June 20 statement'
    for coin in (OZ_HALF, OZ_QUARTER, OZ_TENTH, OZ_TWENTIETH):
        assert BLOOMBERG_2011 in source_urls(find(*coin)), coin
        (issue,) = issues_at(*coin, year=2011)
        assert "600,000" in issue["comment"] and "maxima" in issue["comment"], coin
    assert BLOOMBERG_2011 in source_urls(find(*OZ_1))


def test_the_2012_ounce_maximum_from_the_announcement_is_a_comment_only():
    # mzt333.com, 中國人民銀行公告〔2011〕第27號: '(五)1盎司圓形金質紀念幣為普制幣,...最大發行量60萬枚'
    assert MZT333_2012 in source_urls(find(*OZ_1))
    (issue,) = issues_at(*OZ_1, year=2012)
    assert "[2011] No. 27" in issue["comment"] and "600,000" in issue["comment"] and "maximum" in issue["comment"]
