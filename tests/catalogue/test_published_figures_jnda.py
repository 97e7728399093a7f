"""Japanese gold: the JNDA catalogue numbers (日本貨幣カタログ, now taken by the catalogue's reference rule as 'JNDA 01-4A')
and the year figures still missing, read in issue 45 (second session) by the helper `jnda`, pinned against the pages
named above each row.

What was read: 51 look-ups of a budget of 250 (48 `search` of the stored pages, 2 `find_string` and 1 `read_file` on
the GitHub index). Entered, in japan.json only:

- 2 yen, Meiji, reduced size: JNDA 01-4A, beside Fr. 48, from the Auction World (オークション•ワールド) archive, lot 52630
  of 16 July 2016, a reduced Meiji 9 (1876) 2 yen filed under '[旧2円金貨(縮小)JNDA01-4A]', whose text reads 'JNDA01-4A
  F48 KM-Y10type 製造39枚'. The type already had a number, so the count of numbered types does not change.
- 20 yen, Meiji, 1871 standard, Meiji 25 (1892): 2 made. The Japanese encyclopedia's article on the 20 yen coin (read
  through a proxy copy) says the Meiji 25 date was made only for the Chicago exposition, '2枚のみの製造', and 3rd-in's
  rewrite of the same article gives 'わずか2枚のみ製造された'. No page gives another figure; Antylink says only that the
  number is too small to be known exactly, so its wording stays in the issue's comment.
- 20 yen, Meiji, 1897 standard, Meiji 36 (1903): a comment only ('Unknown' in the English encyclopedia table, '不明' on
  Antique-coin.info).

Tried without result (see the report): JNDA/Y#/KM/Fr. numbers for the 26 types without any — Auction World lot
wording (old 10, old 20, old 1, new and Shōwa 5, Taishō 20 yen), 日本コイン情報館 for the 5 and 10 yen, Stack's Bowers,
Heritage and PCGS label wording, NGC registry sets and price guide, NumisMaster, Japanese dealer wording for the
commemoratives (Nagano, the 1990 enthronement) — only coinsib's old 10 yen page titled '01-2(近2)' came back, and it
never calls that number JNDA's, so it was not entered; the Taishō 20 yen by year (大正元年-9年, Japanese and English
wording) and the 1 yen, reduced, Meiji 9 and 10: no figure; the date on the Heisei 30 years coin: only the year of
issue.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pathlib

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references, source_urls

JP = "japan"
TWO_REDUCED = (JP, "meiji-gold-1871-other", "2-yen-meiji-reduced")
OLD_20 = (JP, "meiji-gold-1871", "20-yen-meiji-1870")
NEW_20 = (JP, "meiji-gold-1897", "20-yen-meiji-1897")

AUCTION_WORLD = "https://auction-world.co/library/item_52630.html"
JA_WIKIPEDIA_PROXY = (
    "https://hqproductreviews.com?arsae=http%3A%2F%2Fja.wikipedia.org%2Fwiki%2F%25E4%25BA%258C%25E5%258D%2581"
    "%25E5%2586%2586%25E7%25A1%25AC%25E8%25B2%25A8%23%E6%97%A7%E4%BA%8C%E5%8D%81%E5%86%86%E9%87%91%E8%B2%A8"
)
PEDIA_3RD_IN = "https://pedia.3rd-in.co.jp/wiki/%E4%BA%8C%E5%8D%81%E5%86%86%E7%A1%AC%E8%B2%A8"
KIWIX_20_YEN = "https://kiwix.casplantje.nl/wikipedia_en_all_maxi_2018-10/A/20_yen_coin.html"
NEW_20_TABLE = "http://antique-coin.info/kaitori/new-20yen"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # 二十円硬貨 (Japanese Wikipedia, proxy copy): '明治25年銘に至ってはシカゴ博覧会用に2枚のみの製造となっている'
    # (JA_WIKIPEDIA_PROXY); 3rd-in: '明治25年銘はシカゴ博覧会用にわずか2枚のみ製造されたという記録があります' (PEDIA_3RD_IN)
    (*OLD_20, 25, "", "circulation", 2),
    # the English encyclopedia table: '36th 六十三 1903 Unknown' (KIWIX_20_YEN); Antique-coin.info: '明治36年 | 不明'
    # (NEW_20_TABLE)
    (*NEW_20, 36, "", "circulation", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references read (among others the type may hold)
REFERENCES = [
    # Auction World lot 52630: '分類 : [日本貨幣 Japanese currency][近代貨幣][旧2円金貨(縮小)JNDA01-4A]'; 'JNDA01-4A F48
    # KM-Y10type 製造39枚'  (AUCTION_WORLD)
    (*TWO_REDUCED, ["Fr. 48", "JNDA 01-4A"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_pages_read_are_among_the_types_sources():
    assert AUCTION_WORLD in source_urls(find(*TWO_REDUCED))
    assert {JA_WIKIPEDIA_PROXY, PEDIA_3RD_IN} <= source_urls(find(*OLD_20))
    assert {KIWIX_20_YEN, NEW_20_TABLE} <= source_urls(find(*NEW_20))


def test_the_meiji_25_comment_names_the_pages_and_the_doubt():
    (issue,) = issues_at(*OLD_20, year=25)
    assert "2枚のみの製造" in issue["comment"] and "明確な枚数が分からない" in issue["comment"]


def test_the_meiji_36_comment_gives_both_readings():
    (issue,) = issues_at(*NEW_20, year=36)
    assert "Unknown" in issue["comment"] and "不明" in issue["comment"]


def test_the_jnda_number_is_written_in_the_rules_form():
    assert "JNDA 01-4A" in find(*TWO_REDUCED)["references"]
    assert "JNDA01-4A" not in find(*TWO_REDUCED)["references"]


def test_the_numbered_type_is_not_in_the_gaps_list():
    gaps = pathlib.Path(__file__).with_name("catalogue_numbers_gaps.txt").read_text(encoding="utf-8").splitlines()
    assert "/".join(TWO_REDUCED) not in gaps
