"""Year tables of the Republic of Turkey's gold (sikke and ziynet), sought in issue 45 (Asia, the Middle East, Africa
and the Pacific) after the beşlik's table (jpcoin.store), pinned against the pages named above each row.

What was read: 26 look-ups (23 searches of the pages corpus, 1 of the code corpus, 1 of the docs corpus, 1
find_string); no read_file. Japanese dealer-table queries for the 25, 50, 100 and 250 kurush (クルシュ, 発行枚数,
年別の発行数, デラックス金貨, the dealers' own description template, jpcoin.store, toki-iro, crea-lp, tiara-int),
English (1923/40 dates, PCGS/NGC, Heritage-style lot titles, KM numbers), German, Russian and Turkish (darp/basım
adedi, the Darphane's yearly figures) queries. The index holds the same fifteen openings for every query: jpcoin.store's
and toki-iro.jp's pages are all of the 500 kurush monnaie de luxe (beşlik); crea-lp's Turkey column (a 1968 250 and a
1969 50 kurush) opens with prose and its specification table is cut before any figure; tiara-int's Turkish page is
an Ottoman 100 kurush. No year table of the 25, 50, 100 or 250 kurush monnaie de luxe, nor of any sikke, was read, and
no new KM number. The Darphane's yearly figures were read for 2025 only split by group (already entered); a 2012 news
report (caytvhaber.com) gives that year's output per weight over both groups together (8,204,180 çeyrek, 1,265,342
yarım, 3,023,174 tam, 146,646 ikibuçukluk, 17,686 beşlik), which cannot be assigned to a sikke or ziynet type.

Entered: a second toki-iro.jp page (a 1961 beşlik) as a further source of the beşlik's 1961 and 1962 figures.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages

TR = "turkey"
BESLI = ("republic-gold-ziynet", "ziynet-besli")
TOKI_IRO_1961 = "https://toki-iro.jp/shopdetail/000000001013"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # toki-iro.jp, Turkey 1961 500 kurush (Atatürk, monnaie de luxe), NGC MS63: '先日アップした1962年銘も1228枚発行の
    # 希少年号ですが、本貨1961年銘はさらに少なく619枚しか発行されていません。'  https://toki-iro.jp/shopdetail/000000001013
    (TR, *BESLI, 1961, "", "uncirculated", 619),
    (TR, *BESLI, 1962, "", "uncirculated", 1228),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references: none read in this session (no page read prints a KM number for the sikke 25, 50,
# 250, 500 kurush or the monnaie de luxe 25, 50, 250, 500 kurush).
REFERENCES: list = []


def test_the_besli_names_the_second_toki_iro_page():
    coin = find(TR, *BESLI)
    (source,) = [source for source in coin["sources"] if source["url"] == TOKI_IRO_1961]
    assert source["covers"] == ["mintages"]
    # the same page's rare dates agree with the year table: '1956年(13枚)、1955年(14枚)、1951年(21枚)'
    held = {issue["year"]: issue["mintage"] for issue in coin["issues"]}
    assert (held[1955], held[1956]) == (14, 13)
    assert held[1951] is None  # 21 on the table and toki-iro, 137 on coin23: stays a comment
