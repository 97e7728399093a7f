"""The Chinese gold Panda (china.json, series `panda`), read in issue 45 by the china_panda helper, pinned against the
pages named above each row.

What was read (look-ups are counted in the report, /work/brief/report-china_panda.md): the People's Bank of China's
announcements of the yearly Panda sets as reprinted (2005, 2009, 2011, 2012, 2013, 2016, 2020, 2021, 2022, 2023), dealers'
coin pages for single dates (Coinex, ChineseCoins.com, Celtic Gold, Vancouver Coins, CompareGoldCoins), Coin World and
CoinWeek articles on key dates, the Coinex and ChineseCoins.com pages of the proof sets, and China Numismatics (中国钱币)
2020 no. 3 on issue numbers.

What they give:
- Before the RMB regulations of May 2000 the bank announced no issue number for the Panda bullion coins (不限量发行, issued
  without a set number); the 1982-2000 mintages are the dealers' figures, one page per date.
- The announcement for the 2005 coins states the issue (发行量), a number the decree sets: it is the mintage. The
  announcements read from 2009 on state a maximum issue (最大发行量): it is in the issue's comment, never the mintage
  (DECISIONS, Catalogue data rules). Coinex's 2011 '300,000' is that year's first maximum (raised to 500,000 in June 2011).
- The proof sets (P mark) of 1986, 1987, 1989, 1990, 1992 and 1994 enter the 1/2 to 1/20 oz types as proof issues. The
  1 oz proofs of those years are not entered: test_published_figures_asia pins one issue per year on the 1 oz types.
- Krause numbers: only the 1983 ones (Numismatic News) were read; they now stand on the four types' references too.

Tried and not found: a year-by-year mintage table (Chinese, Japanese and English queries for 发行量/実铸量/発行枚数/mintage
tables, Panda America, PCGS and NGC pages, Heritage lots, GitHub data), the 2001-2004, 2006-2008, 2010, 2014-2015,
2017-2019 and 2024 announcements, and any KM number after 1983.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

CN = "china"
P = "panda"
OZ1 = (P, "panda-100-yuan-1oz")
OZ2 = (P, "panda-50-yuan-1-2oz")
OZ4 = (P, "panda-25-yuan-1-4oz")
OZ10 = (P, "panda-10-yuan-1-10oz")
OZ20 = (P, "panda-5-yuan-1-20oz")
N1 = (P, "panda-500-yuan-1oz")
N2 = (P, "panda-200-yuan-1-2oz")
N4 = (P, "panda-100-yuan-1-4oz")
N10 = (P, "panda-50-yuan-1-10oz")
N20 = (P, "panda-20-yuan-1-20oz")
G30 = (P, "panda-500-yuan-30g")
G15 = (P, "panda-200-yuan-15g")
G8 = (P, "panda-100-yuan-8g")
G3 = (P, "panda-50-yuan-3g")
G1 = (P, "panda-10-yuan-1g")
B, PR = "bullion", "proof"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Coinex, China 1992 / 1994 / 1996 1 oz Gold Panda 100 Yuan Brilliant Uncirculated Coin: 'has a mintage of 41,120',
    # '... of 24,438', '... of 22,009'
    # http://www.coinex.com/gold_panda_coins/brilliant_uncirculated_1_oz_gold_panda_coins/china_1992_1_oz_gold_panda_coin/
    (CN, *OZ1, 1992, "", B, 41120),
    (CN, *OZ1, 1994, "", B, 24438),
    (CN, *OZ1, 1996, "", B, 22009),
    # ChineseCoins.com, 1999 1 oz Gold Panda Coin (large date): 'has a mintage of 32,439 ... The mintage figure is for all
    # three varieties combined.'  https://chinesecoins.com/store/1999-1-oz-gold-panda-coin-large-date/
    (CN, *OZ1, 1999, "", B, 32439),
    # Celtic Gold, China Panda 1/2 oz 1989: 'A total of 120,588 coins were minted.'
    # https://celticgold.eu/shop/106041-china-panda-1-2oz-gold-coin-1989-667?attrib=20-635&page=7
    (CN, *OZ2, 1989, "", B, 120588),
    # Coin World, 'Why is the 1995 half-ounce gold Panda so valuable?': 'The Panda half-ounce gold coin is denominated 50
    # yuan and has a reported mintage of 11,749 coins.'
    # https://www.coinworld.com/news/precious-metals/what-makes-the-1995-half-ounce-gold-panda-so-valuable.html
    (CN, *OZ2, 1995, "", B, 11749),
    # Vancouver Coins: 'The 1997 25 Yuan coins have an announced mintage of 21,909'
    # https://vancouvercoins.ca/1997-china-panda-25-yuan-1-4-oz-999-gold-coin-small-date-sealed-scarce.html
    (CN, *OZ4, 1997, "", B, 21909),
    # ChineseCoins.com, Coin of the Week, 1998 1/4 oz Gold Panda: 'combined the official mintage at the time was 13009'
    # https://www.chinesecoins.com/coin-week-1998-14-oz-gold-panda-large-date/
    (CN, *OZ4, 1998, "", B, 13009),
    # CompareGoldCoins: 'The 1998 1/10 ounce Chinese Gold Panda Coin is considered rare because of its low mintage number
    # of 8,502'  https://comparegoldcoins.com/1998-110-ounce-chinese-gold-panda-coin
    (CN, *OZ10, 1998, "", B, 8502),
    # People's Bank of China, announcement [2004] No. 17 (2005 Panda): '1/20盎司金质纪念币为普制币 ... 发行量200000枚',
    # 1/10 oz '发行量为150000枚', 1/4 oz '发行量60000枚', 1/2 oz '发行量60000枚', 1 oz '发行量150000枚'
    # https://qlstamp.com/news/0009/20041129165516.htm
    (CN, *N20, 2005, "", B, 200000),
    (CN, *N10, 2005, "", B, 150000),
    (CN, *N4, 2005, "", B, 60000),
    (CN, *N2, 2005, "", B, 60000),
    (CN, *N1, 2005, "", B, 150000),
    # the announcements' maximum issues (最大发行量) stay out of the mintage (test below checks the comments)
    (CN, *N1, 2009, "", B, None),
    (CN, *N1, 2011, "", B, None),
    (CN, *N1, 2013, "", B, None),
    (CN, *G30, 2016, "", B, None),
    (CN, *G30, 2020, "", B, None),
    (CN, *G30, 2021, "", B, None),
    (CN, *G30, 2022, "", B, None),
    # ChineseCoins.com, 1986 5 Coin Gold Panda Proof Set: 'In all, 10,000 of each of these coins were produced in 1986.'
    # https://chinesecoins.com/store/1986-5-coin-gold-panda-proof-set/
    *[(CN, *coin, 1986, "", PR, 10000) for coin in (OZ2, OZ4, OZ10, OZ20)],
    # ChineseCoins.com, 1987 5 Coin Gold Panda Proof Set: 'In all, 10,000 of each of these coins were produced.'
    # https://chinesecoins.com/store/1987-5-coin-gold-panda-proof-set/
    *[(CN, *coin, 1987, "", PR, 10000) for coin in (OZ2, OZ4, OZ10)],
    # the 1/20 oz of that set: CoinWeek (NGC) calls its 10,000 'the total planned mintage', so the two pages disagree on
    # what the figure is and the mintage is null (the lead's ruling on the second reading, issue 45)
    (CN, *OZ20, 1987, "", PR, None),
    # ChineseCoins.com, 1989 5 Coin Gold Panda Proof Set: 'In all, 8,000 of each size of coin were minted in 1989.'
    # https://chinesecoins.com/store/1989-5-coin-gold-panda-proof-set/
    *[(CN, *coin, 1989, "", PR, 8000) for coin in (OZ2, OZ4, OZ10, OZ20)],
    # Coinex, China 1990 Gold Panda 1.9 oz Proof Set: 'In all, 5,000 such sets ... were released in 1990' (sets released)
    # http://coinex.com/gold_panda_coins/proof/china_1990_gold_panda_set/
    *[(CN, *coin, 1990, "", PR, None) for coin in (OZ2, OZ4, OZ10, OZ20)],
    # Coinex, China 1992 Gold Panda 1.9 oz Proof Set: 'In all, 2000 of each size of coin were produced in 1992.'
    # http://coinex.com/gold_panda_coins/proof/china_1992_gold_panda_set/
    *[(CN, *coin, 1992, "", PR, 2000) for coin in (OZ2, OZ4, OZ10, OZ20)],
    # Coinex, China 1994 Gold Panda 0.9 oz Proof Set: 'In all, 2500 of these sets of five coins were released in 1994.'
    # http://coinex.com/gold_panda_coins/proof/china_1994_gold_panda_set/
    *[(CN, *coin, 1994, "", PR, None) for coin in (OZ2, OZ4, OZ10, OZ20)],
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references. Numismatic News, 'Panda marks 35 years with new ones': 'in 1983 with coins of the same
# weights: ¥10 (KM-49), ¥25 (KM-50), ¥50 (KM-51) and ¥100 (KM-52)'
# https://www.numismaticnews.net/article/panda-marks-35-years-new-ones
REFERENCES = [
    (CN, *OZ10, ["KM# 49"]),
    (CN, *OZ4, ["KM# 50"]),
    (CN, *OZ2, ["KM# 51"]),
    (CN, *OZ1, ["KM# 52"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)

# type, year, maximum issue (最大发行量) as the announcement states it
MAXIMA = [
    # People's Bank of China, announcement [2008] No. 19 (2009 Panda): 1/20 oz '最大发行量100000枚', 1/10 oz 100000,
    # 1/4 oz 60000, 1/2 oz 60000, 1 oz 160000  http://www.bjjb.net/11/dispbbs.asp?Id=94860&boardid=133&page=8&star=1
    (N20, 2009, "100,000"),
    (N10, 2009, "100,000"),
    (N4, 2009, "60,000"),
    (N2, 2009, "60,000"),
    (N1, 2009, "160,000"),
    # announcement [2010] No. 18 (2011 Panda): 200000 for 1/20 to 1/2 oz, 1 oz 300000
    # http://big5.www.gov.cn/gate/big5/www.gov.cn/govweb/gzdt/2010-12/07/content_1761060.htm ; Xinhua (ml-implode,
    # 2011-06-21): 'the maximum circulation of the one-ounce gold coins ... will be raised to 500,000 from 300,000'
    (N20, 2011, "200,000"),
    (N2, 2011, "200,000"),
    (N1, 2011, "500,000"),
    # Financial News on the 2012 announcement: '最大發行量分別為80萬枚、80萬枚、60萬枚、60萬枚' for 1/20 to 1/2 oz
    # http://www.szjl168.com/Item/89033.aspx
    (N20, 2012, "800,000"),
    (N2, 2012, "600,000"),
    # announcement [2012] No. 16 (2013 Panda): 800000, 800000, 600000, 600000, 600000
    # https://shzbc.com/M/html/faxinggonggao/1267.html
    (N10, 2013, "800,000"),
    (N1, 2013, "600,000"),
    # 2016 Panda as reported: '最大发行量60万枚' (30 g) and '最大流通60万枚' (1 g to 15 g)  http://308101616qq.com/dgxw/7061.html
    (G1, 2016, "600,000"),
    (G30, 2016, "600,000"),
    # announcement of 25 October 2019 (2020 Panda): 1 g 1000000, 3 g 800000, 8 g 600000, 15 g 600000, 30 g 1000000
    # https://feifmx.com/socialgd/10000169/20191029/37314257.html
    (G1, 2020, "1,000,000"),
    (G3, 2020, "800,000"),
    (G8, 2020, "600,000"),
    # 2021 Panda (cqcb.com): 30 g 1000000, 15 g 600000, 8 g 600000, 3 g 800000, 1 g 1000000
    # https://m.cqcb.com/wealth/2020-10-28/3189501_pc.html
    (G15, 2021, "600,000"),
    (G30, 2021, "1,000,000"),
    # announcement [2021] No. 17 (2022 Panda, pgcoin.com): 30 g 1000000, 15 g 250000, 8 g 250000
    (G15, 2022, "250,000"),
    (G8, 2022, "250,000"),
    # 2023 Panda (issued 26 October 2022, as reprinted): 30 g '最大发行量1000000枚', 15 g '最大发行量200000枚'
    # http://m.kidbbs.com/news/jiaodian/294959.html
    (G30, 2023, "1,000,000"),
    (G15, 2023, "200,000"),
]


def test_the_announced_maximum_issues_stand_in_the_comments_not_in_the_mintage():
    for coin, year, figure in MAXIMA:
        (issue,) = issues_at(CN, *coin, year=year, finish=B)
        assert issue["mintage"] is None, (coin, year)
        assert "最大发行量" in issue["comment"] and figure in issue["comment"], (coin, year)


def test_the_proof_issues_read_are_on_the_fractional_types_and_cite_their_pages():
    for coin in (OZ2, OZ4, OZ10, OZ20):
        proofs = [issue["year"] for issue in find(CN, *coin)["issues"] if issue["finish"] == PR]
        # 1991 and 1993 added by the panda helper (Coinex proof-set pages): test_published_figures_panda_second.py
        assert proofs == [1986, 1987, 1989, 1990, 1991, 1992, 1993, 1994], coin
        urls = {source["url"] for source in find(CN, *coin)["sources"]}
        assert {
            "https://chinesecoins.com/store/1986-5-coin-gold-panda-proof-set/",
            "https://chinesecoins.com/store/1989-5-coin-gold-panda-proof-set/",
            "http://coinex.com/gold_panda_coins/proof/china_1992_gold_panda_set/",
        } <= urls
    # NGC's word on the 1987 5 yuan proof stays in the comment, beside the dealer's
    (issue,) = issues_at(CN, *OZ20, year=1987, finish=PR)
    assert "planned mintage" in issue["comment"] and "10,000" in issue["comment"]


def test_the_1982_ounce_keeps_no_mintage_from_an_order():
    # CoinWeek: 'the People's Republic of China ordered a total of 16,000 one-ounce pandas that sold out within months'
    # https://coinweek.com/bullion-report/a-brief-history-of-the-chinese-gold-panda/
    (issue,) = issues_at(CN, P, "panda-1982-1oz", year=1982)
    assert issue["mintage"] is None and "16,000" in issue["comment"]


def test_the_pre_2000_types_say_the_bank_set_no_number():
    # China Numismatics 2020 no. 3 (as reprinted): '除了熊猫普制币(为不限量发行)之外' — before the May 2000 regulations
    # every issue had an announced number except the Panda bullion coins  http://zgkjsz.com/page/2021/0107/11628228.shtml
    for coin in (OZ1, OZ2, OZ4, OZ10, OZ20, (P, "panda-1982-1oz")):
        entry = find(CN, *coin)
        assert "不限量发行" in entry["comments"]
        assert "http://zgkjsz.com/page/2021/0107/11628228.shtml" in {source["url"] for source in entry["sources"]}
