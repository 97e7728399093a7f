"""China's Lunar (生肖) gold and the People's Bank of China gold commemoratives (issue 45, helper chinalunar, second
session): a third pass for Krause numbers and for the mintages still null, pinned against the pages named above each
group of rows.

What was read: 43 look-ups (38 `search`, 35 of them in the pages corpus, one each in docs and code; 5 `find_string`).
Nothing new was found for the targets, so no type leaves catalogue_numbers_gaps.txt and no null mintage is filled:

- Krause / Friedberg / Schön numbers for the 8 g lunar gold of 1981-1992, the 2001-2022 lunar coins and the 2001-2024
  commemoratives: Heritage-style lot titles ('People's Republic gold Year of the Rooster 250 Yuan 1981 PR69 Ultra Cameo
  NGC, KM'), Stack's Bowers style ('CHINA. 150 Yuan, 1986. Year of the Tiger ... KM-'), numisbids, CoinVarieties (only
  the silver 15 g lunars: KM 40, 56, 73), NGC's world price guide, PCGS CoinFacts, NumisMaster, World Coin News sale
  reports (only Y-664 for the 1996 12 oz Rat, out of scope), German dealers ('Jahr des Hasen ... KM Schön'), the 2001
  1/10 oz Snake and the 2003 space-flight coin by name, GitHub (find_string '250 Yuan', 'Year of the Rooster 250 Yuan',
  'Lunar 150 Yuan', 'Yuan, KM#', 'Yuan KM-': nothing numismatic) and the docs and code corpora. None prints a number.
- Mintages of the 8 g Dog (1982), Ox (1985), Tiger (1986) and Rabbit (1987): china-mint.info's year tables for 1982,
  1985 and 1986 are not stored (its 1981 and 1983 tables come back instead), chinesecoins.com and Coinex coin pages for
  those years are not stored, English Wikipedia's 'Chinese lunar coins' (and its mirrors) stop before the table rows,
  modernchinacoins.com shows only its index. The bank's 1985 announcement ('8克金币 ... 面额150元, 成色91.6%, 质量精制,
  发行量5000枚') comes back only as an opening without an address: it is named in the 1985 issue's comment, not carried.
- The 1/10 oz and 3 g lunar coins of 2011-2022 and the commemoratives of 2016, 2017, 2023 and 2024: every reprint read
  gives the bank's maximum (最大发行量) only; no page gives a number struck (实际发行量 / 实铸量 searched once), so they
  stay null with the maxima in their comments.

Entered: a second page for the 2003 first manned space-flight gold coin (China Mint & Coin's series page, the same
30,000 as the announcement's 发行量) and a note in the 1985 Ox issue's comment. The rows below pin the figures re-read on
the way (the pages' openings show them) and the nulls that stay.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import ROOT, find, issues_at, pinned_mintages, source_urls

CN = "china"
LUNAR = "pboc-lunar-gold"
COMM = "pboc-commemorative-gold"

SPACE_PAGE = "https://www.chinesecoins.com/chinese-manned-space-program/"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # chinesecoins.com 1981 Rooster: 'It is a proof coin with a purity of 91.6% and a diameter of 23mm. It has a
    # mintage of 5,000'; china-mint.info 1981: 'Chinese Year of Rooster gold coin * 250 8g 91.6% Proof 5000'
    (CN, LUNAR, "250-yuan-rooster-1981-8g", 1981, "", "proof", 5000),
    # coinex.com 1983 Pig: 'It has a mintage of 5,000'; china-mint.info 1983: 'Chinese Year of the Pig gold coin * 150
    # 8g 91.6% Proof 5000'
    (CN, LUNAR, "150-yuan-pig-1983-8g", 1983, "", "proof", 5000),
    # coinex.com 1984 Rat: 'With a mintage of 5,000, it is a proof coin of 91.6% fineness and has a diameter of 23mm'
    (CN, LUNAR, "150-yuan-rat-1984-8g", 1984, "", "proof", 5000),
    # chinesecoins.com 1988 Dragon and 1989 Snake: 'It has a mintage of 7,500'; 1991 Goat: 'This coin has a fineness of
    # 91.6% and a mintage of 7,500'
    (CN, LUNAR, "150-yuan-dragon-1988-8g", 1988, "", "proof", 7500),
    (CN, LUNAR, "150-yuan-snake-1989-8g", 1989, "", "proof", 7500),
    (CN, LUNAR, "150-yuan-goat-1991-8g", 1991, "", "proof", 7500),
    # no citable page gives these years' figure (see the docstring)
    (CN, LUNAR, "200-yuan-dog-1982-8g", 1982, "", "proof", None),
    (CN, LUNAR, "150-yuan-ox-1985-8g", 1985, "", "proof", None),
    (CN, LUNAR, "150-yuan-tiger-1986-8g", 1986, "", "proof", None),
    (CN, LUNAR, "150-yuan-rabbit-1987-8g", 1987, "", "proof", None),
    # coinex.com 2003 Goat scallop: 'The mintage of each coin is 2,300'; chinesecoins.com 2006 Dog scallop: 'It has a
    # purity of 99.9% and a mintage of 8,000 pieces'
    (CN, LUNAR, "200-yuan-goat-2003-1-2oz-scallop", 2003, "", "proof", 2300),
    (CN, LUNAR, "200-yuan-dog-2006-1-2oz-scallop", 2006, "", "proof", 8000),
    # maxima only: 91youpiao 2013 '精制币 ... 最大发行量120000枚'; musicexecdevelopment 2015 '3.110克(1/10盎司)圓形金質紀念幣
    # 為精制幣 ... 最大發行量120000枚'; warch 2018 '3克圓形金質紀念币為精制币 ... 最大發行量180000枚'
    (CN, LUNAR, "50-yuan-snake-2013-1-10oz", 2013, "", "proof", None),
    (CN, LUNAR, "50-yuan-goat-2015-1-10oz", 2015, "", "proof", None),
    (CN, LUNAR, "50-yuan-dog-2018-3g", 2018, "", "proof", None),
    # chinesecoins.com, 'Chinese Manned Space Program': 'one of the two is a 1/3 oz, 150 yuan gold coin with a
    # mintage of 30,000 ... both are proof coins of 99.9% purity' (the announcement's 发行量 is the same)
    (CN, COMM, "150-yuan-first-manned-spaceflight-2003", 2003, "", "proof", 30000),
    # 368tea.com, Journey to the West group 2: '1/2盎司彩色金质纪念币为精制币,含纯金1/2盎司,形状为圆形,直径27毫米,面额200元,
    # 成色99.9%,发行量11800枚' (the record already cites two reprints of the same announcement)
    (CN, COMM, "200-yuan-journey-to-the-west-2004", 2004, "", "proof", 11800),
    # maxima only: yuqqq / wodirj [2024] No. 6 '最大发行量5000枚' (15 g) and '最大发行量10000枚' (3 g); yzzsnet 2023 '1克圓形金質
    # 紀念幣為普制幣 ... 最大發行量100000枚'
    (CN, COMM, "200-yuan-national-treasure-he-zun-2024", 2024, "", "proof", None),
    (CN, COMM, "50-yuan-national-treasure-2024", 2024, "", "proof", None),
    (CN, COMM, "10-yuan-new-year-2023", 2023, "", "uncirculated", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# No catalogue number was read for any type of these two series (see the docstring): no references rows.


def test_the_space_flight_coin_cites_the_second_page():
    coin = find(CN, COMM, "150-yuan-first-manned-spaceflight-2003")
    assert SPACE_PAGE in source_urls(coin)
    (issue,) = issues_at(CN, COMM, "150-yuan-first-manned-spaceflight-2003", year=2003)
    assert "30,000" in issue["comment"]


def test_the_1985_figure_read_without_an_address_stays_in_the_comment():
    (issue,) = issues_at(CN, LUNAR, "150-yuan-ox-1985-8g", year=1985)
    assert issue["mintage"] is None and "5,000" in issue["comment"] and "发行量" in issue["comment"]


def test_the_lunar_and_commemorative_types_without_numbers_stay_listed_gaps():
    gaps = set((ROOT / "tests" / "catalogue" / "catalogue_numbers_gaps.txt").read_text(encoding="utf-8").splitlines())
    for series, slug in (
        (LUNAR, "250-yuan-rooster-1981-8g"),
        (LUNAR, "200-yuan-dog-1982-8g"),
        (LUNAR, "150-yuan-monkey-1992-8g"),
        (LUNAR, "50-yuan-snake-2001-1-10oz"),
        (COMM, "150-yuan-first-manned-spaceflight-2003"),
    ):
        assert find(CN, series, slug)["references"] == []
        assert f"{CN}/{series}/{slug}" in gaps
