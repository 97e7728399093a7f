"""Krause (KM#) numbers for the Chinese gold types of china.json (issue 45, helper km_china), and the figures met on
the way, pinned against the pages named above each row.

Look-ups: 34 of 60 (32 `search`, 2 `find_string`). No Krause number was found for any Chinese gold type beyond the 1983
Panda numbers already held (KM# 49-52, Numismatic News), so no type leaves catalogue_numbers_gaps.txt and REFERENCES
below stays empty. Tried, each without a KM number for a coin in scope (year, size and design):
- dealer and price-guide pages: English ('1987 China Panda 1/10 oz gold KM#', 'PCGS CoinFacts ... G10Y ... KM-164',
  'NGC Coin Explorer ... G100Y', NGC's Chinese price guide (Peter Anthony's set pages: text only), NGC's World price
  guide), German ('China Volksrepublik Panda 1/10 Unze ... KM'), Japanese ('パンダ金貨 ... KM#'), Chinese ('熊猫金币 KM编号
  克劳斯');
- auction lots and reports: Heritage-style lot titles ('People's Republic gold Panda 100 Yuan (1 oz) MS69 NGC, KM'),
  Stack's Bowers, numisbids/Sixbid, Numismatic News / World Coin News sale reports. The reports read print KM numbers
  only for coins outside the catalogue's scope (kilo and 12 oz Pandas KM-A1475 and KM-401, the 1995 bimetallic Panda
  KM-728, Mao 500 yuan KM-544, 1996 12 oz Rat Y-664); the one numisbids lot found (Heritage 3092, 1989 Dragon & Phoenix
  patterns) is 'KM-Unl.';
- lunar and commemorative coins: 1981 Rooster 250 yuan and 1982 Dog 200 yuan (8 g) lot- and NGC-style queries, 8-gram
  150 yuan lunar queries; CoinVarieties (a wiki of Heritage lots with SCWC numbers) holds the silver 1982 Dog (KM 56)
  but no gold PRC coin came up in three queries;
- GitHub: find_string 'Panda KM#' (nothing) and 'Yuan Panda' (price scrapers only), the code corpus (no catalogue data).

Figures met on the way and entered (the brief: a mintage read on a page goes in too):
- 1983 Panda bullion mintages for the five sizes (china-mint.info's 1983 table; the issues had none);
- the 2003, 2004 and 2006 one-ounce Panda (Coinex coin pages);
- the 2010 Panda maximum mintages (China Bullion blog) in the 2010 issue comments, and CoinNews's 2012 table, which pairs
  the 1 oz with 600,000 where the Financial News report read before was ambiguous, in the 2012 1 oz comment (maxima:
  mintage stays null).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages

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
B = "bullion"

CHINA_MINT_1983 = "https://china-mint.info/1983-chinese-coins.html"
COINEX_1OZ = "http://www.coinex.com/gold_panda_coins/brilliant_uncirculated_1_oz_gold_panda_coins/china_{year}_1_oz_gold_panda_coin/"
CHINA_BULLION_2010 = "http://chinabullion.blogspot.com/search/label/gold%20panda"
COINNEWS_2012 = "https://www.coinnews.net/2012/02/22/2012-chinese-silver-and-gold-panda-coins-available"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # china-mint.info, '1983 Official Issued Chinese Coins': 'Title Face Value (Yuan) Weight Fineness Quality Mintage /
    # Chinese panda gold coin 100 1oz 99.9% BU 25363 / Chinese panda gold coin 50 1/2oz 99.9% BU 28596 / Chinese panda
    # gold coin 25 1/4oz 99.9% BU 43827 / Chinese panda gold coin 10 1/10oz 99.9% BU 82013 / Chinese panda gold coin 5
    # 1/20oz 99.9% BU 75454'  https://china-mint.info/1983-chinese-coins.html
    (CN, *OZ1, 1983, "", B, 25363),
    (CN, *OZ2, 1983, "", B, 28596),
    (CN, *OZ4, 1983, "", B, 43827),
    (CN, *OZ10, 1983, "", B, 82013),
    (CN, *OZ20, 1983, "", B, 75454),
    # Coinex, 'China 2003 1 oz Gold Panda 500 Yuan Brilliant Uncirculated Coin': 'This is the 500 yuan, 1 oz gold coin of
    # the series produced in 2003. It is a brilliant uncirculated (BU) coin of 99.9% purity and has a mintage of
    # 120,000.'  (COINEX_1OZ, year 2003)
    (CN, *N1, 2003, "", B, 120000),
    # Coinex, 'China 2004 1 oz Gold Panda ...': '... the 500 yuan, 1 oz gold coin of the series issued in 2004. It is a
    # brilliant uncirculated (BU) coin of 99.9% purity and has a mintage of 120,000.'  (COINEX_1OZ, year 2004)
    (CN, *N1, 2004, "", B, 120000),
    # Coinex, 'China 2006 1 oz Gold Panda ...': '... the 500 yuan, 1 oz gold coin of the series issued in 2006. It is a
    # brilliant uncirculated (BU) coin of 99.9% purity and has a mintage of 150,000.'  (COINEX_1OZ, year 2006)
    (CN, *N1, 2006, "", B, 150000),
    # maxima only (comments below): the mintage stays null
    *[(CN, *coin, 2010, "", B, None) for coin in (N20, N10, N4, N2, N1)],
    (CN, *N1, 2012, "", B, None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# No Krause number was read for any Chinese gold type without one (see the docstring); the 1983 Panda numbers are
# pinned in test_published_figures_china_panda.py.


def test_the_mintages_read_cite_their_pages():
    for coin in (OZ1, OZ2, OZ4, OZ10, OZ20):
        entry = find(CN, *coin)
        assert CHINA_MINT_1983 in {source["url"] for source in entry["sources"]}, coin
        (issue,) = issues_at(CN, *coin, year=1983, finish=B)
        assert "china-mint.info" in issue["comment"] and f"{issue['mintage']}" in issue["comment"]
    urls = {source["url"] for source in find(CN, *N1)["sources"]}
    assert {COINEX_1OZ.format(year=year) for year in (2003, 2004, 2006)} <= urls


def test_the_2010_and_2012_maxima_stand_in_the_comments():
    # China Bullion blog, '2010 Chinese Gold and Silver Pandas': 'Weight Diameter Face Value Maximum Mintage / 1/20 oz 14 mm
    # 20 Yuan 120,000 / 1/10 oz 18 mm 50 Yuan 120,000 / 1/4 oz 22 mm 100 Yuan 120,000 / 1/2 oz 27 mm 200 Yuan 120,000 /
    # 1 oz 32 mm 500 Yuan 300,000'  http://chinabullion.blogspot.com/search/label/gold%20panda
    for coin, figure in ((N20, "120,000"), (N10, "120,000"), (N4, "120,000"), (N2, "120,000"), (N1, "300,000")):
        (issue,) = issues_at(CN, *coin, year=2010, finish=B)
        assert issue["mintage"] is None and "maximum" in issue["comment"] and figure in issue["comment"], coin
        assert CHINA_BULLION_2010 in {source["url"] for source in find(CN, *coin)["sources"]}
    # CoinNews, 2012 Panda table: '500 Yuan | 1 troy oz | 32 mm | 600,000' (MAXIMUM MINTAGE column)
    (issue,) = issues_at(CN, *N1, year=2012, finish=B)
    assert issue["mintage"] is None and "CoinNews" in issue["comment"] and "600,000" in issue["comment"]
    assert COINNEWS_2012 in {source["url"] for source in find(CN, *N1)["sources"]}
