"""The Chinese gold Panda (china.json, series `panda`), third and last session of issue 45 (helper panda_third), pinned
against the pages named above each group of rows.

What was read: 69 look-ups of a budget of 160 (55 `search`, 52 of them in the stored pages, 1 in docs; 8 `find_string`,
2 `read_file`, 2 `find_repos` and 1 `find_files` on the GitHub index). No mintage (a number struck) and no Krause
number was found; what was entered are the bank's maxima for two more years, as comments, and a dealer's round
figures, as comments:

- 2014, the five ounce sizes: the People's Bank of China's announcement [2013] No. 18 of 25 September 2013, as the
  State Council portal (gov.cn) published it, gives the maximum issue (最大發行量) of each: 1/20 oz 800,000, 1/10 oz
  800,000, 1/4 oz 600,000, 1/2 oz 600,000, 1 oz 1,000,000. The same text is in a site's database dump on GitHub
  (echoshiki/wenbaozaixian, wenbaozaixian.sql, itemid 9, '2014版熊猫金银纪念币发行公告'). Maxima: comments only.
- 2008, the five ounce sizes: the bank's 2008 precious-metal coin programme (published 25 February 2008 on its site,
  reprinted by Sina, read on a mirror) lists the 2008 Panda, issued November 2007, with its maximum issue per size:
  1 oz 160,000, 1/2 oz 60,000, 1/4 oz 60,000, 1/10 oz 100,000, 1/20 oz 100,000, and says that numbers may be changed
  by the bank's announcements (the November 2007 announcement itself was not read). Maxima: comments only.
- the one-ounce 1982, 1986, 1988 and 1995: moneygold.de gives round figures (13,500; 100,000; 300,000; 18,000)
  without a source, which disagree with other pages: comments only, the mintages stay null.

Tried without result (see /work/brief/report-panda_third.md for the queries): Chinese collectors' tables of numbers
actually struck (实铸量, 历年, 铸造数量, 百科, traditional 熊貓金幣 發行量) — only junk pages and the China Numismatics 2020
article already held; English mintage charts (rarepandacoins primer, free-bullion-investment-guide, Panda America,
pandacollector, pandacoins.com) — their tables are past the stored openings; single-coin dealer pages for the 1984-2000
BU sizes (APMEX, Celtic Gold, Vancouver Coins, Coinex and ChineseCoins.com wording, CoinWeek/GreatCollections and Coin
World key-date articles) — only the pages earlier readers used; Czech, German and Russian wording; KM numbers through
PCGS/NGC, NumisMaster-style catalogue wording, French, Spanish and colnect-style queries — none prints a KM number for a
Panda after 1983; the PBoC announcements of 2001-2004, 2006-2007, 2015, 2018, 2019 and 2024 and the 2022/2023 small
sizes (Chinese and English wording, gov.cn, legal-database and annual-programme reprints) — not stored; GitHub
(find_string 实铸量, 熊猫金币, announcement phrases) — one coin-shop app with a 实铸量 field and no data.

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
OZ_1_OLD = (CN, "panda", "panda-100-yuan-1oz")
OZ_1_1982 = (CN, "panda", "panda-1982-1oz")

GOV_CN_2014 = "http://big5.www.gov.cn/gate/big5/www.gov.cn/gzdt/2013-09/27/content_2496542.htm"
PROGRAMME_2008 = "http://whmsebhyy.com/g/20080225/15154543675.shtml"
GITHUB_2014 = (
    "https://github.com/echoshiki/wenbaozaixian/blob/1aadc298c8ceba6a9b5a69e6366dcd0190fe5c30/wenbaozaixian.sql"
)
MONEYGOLD = "https://www.moneygold.de/goldmuenzen/china/panda/"

# type, 2014 maximum, 2008 maximum
MAXIMA = [
    # gov.cn: '(五)1盎司圓形金質紀念幣為普制幣,...面額500元,成色99.9%,最大發行量1000000枚。'; programme: '2008版熊貓金銀紀念幣 |
    # 普制金幣 | 圓形 | 1盎司 | 160000 | 2007年11月'
    (OZ_1, 1_000_000, 160_000),
    # gov.cn: '(四)1/2盎司...最大發行量600000枚'; programme: '普制金幣 | 圓形 | 1/2盎司 | 60000'
    (OZ_HALF, 600_000, 60_000),
    # gov.cn: '(三)1/4盎司...最大發行量600000枚'; programme: '普制金幣 | 圓形 | 1/4盎司 | 60000'
    (OZ_QUARTER, 600_000, 60_000),
    # gov.cn: '(二)1/10盎司...最大發行量800000枚'; programme: '普制金幣 | 圓形 | 1/10盎司 | 100000'
    (OZ_TENTH, 800_000, 100_000),
    # gov.cn: '(一)1/20盎司...最大發行量800000枚'; programme: '普制金幣 | 圓形 | 1/20盎司 | 100000'
    (OZ_TWENTIETH, 800_000, 100_000),
]

# root, series, type, year, mint letter, finish, mintage: the maxima are not mintages, so the issues stay null
ISSUES = [(*coin, year, "", "bullion", None) for coin, _, _ in MAXIMA for year in (2008, 2014)] + [
    # moneygold.de: 'auf 100.000 Stück 1986 und 300.000 Stück 1988'; '1995 mit 18.000 Stück' (round, unsourced)
    (*OZ_1_OLD, 1986, "", "bullion", None),
    (*OZ_1_OLD, 1988, "", "bullion", None),
    (*OZ_1_OLD, 1995, "", "bullion", None),
    # moneygold.de: '13.500 Exemplaren der 1 oz Münze im Jahr 1982'
    (*OZ_1_1982, 1982, "", "bullion", None),
]

test_the_issues_keep_null_mintages = pinned_mintages(ISSUES)


def test_the_maxima_stand_in_the_comments():
    for coin, max_2014, max_2008 in MAXIMA:
        (issue_2014,) = issues_at(*coin, year=2014, finish="bullion")
        assert "[2013] No. 18" in issue_2014["comment"] and f"{max_2014:,}" in issue_2014["comment"], coin
        assert "maximum" in issue_2014["comment"]
        (issue_2008,) = issues_at(*coin, year=2008, finish="bullion")
        assert "2008 precious-metal commemorative coin programme" in issue_2008["comment"], coin
        assert f"{max_2008:,}" in issue_2008["comment"] and "maximum" in issue_2008["comment"]


def test_the_announcements_are_among_the_types_sources():
    for coin, _, _ in MAXIMA:
        assert {GOV_CN_2014, PROGRAMME_2008} <= source_urls(find(*coin)), coin


def test_the_round_dealer_figures_are_comments_only():
    for year in (1986, 1988, 1995):
        (issue,) = issues_at(*OZ_1_OLD, year=year, finish="bullion")
        assert "moneygold.de" in issue["comment"] and "not entered" in issue["comment"]
    (issue,) = issues_at(*OZ_1_1982, year=1982)
    assert "moneygold.de" in issue["comment"] and "13.500" in issue["comment"]
