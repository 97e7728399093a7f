"""Japan's gold, second session of issue 45 for the `japan` helper, pinned against the pages named above each row.

What was read (72 look-ups of a budget of 150, all `search` but one `find_string` and one `find_repos`; report
/work/brief/report-japan.md):

- The reduced old gold yen of Meiji 13 (1880): two Japanese buyers' pages give the same 112 (kaitori-navisan's page on
  the old 1 yen, and Kuraya Kōriyama's report, which also quotes the small type's 123,865 made / 123,837 issued that the
  Japanese encyclopedia gives). Entered as the issue's mintage.
- The reduced old 5 yen of Meiji 5: Antique Coin Sanctuary's year table gives 1,057,000, but the table is in round
  thousands (3,148,000 for Meiji 6 against Fuku-chan's 3,148,925; 78,000 for Meiji 13 against 78,704), so it went into
  the comment beside Toki-iro's 'about 1.06 million'; the mintage stays null.
- The 2019 enthronement 10,000 yen: Political Staples, written after the issue, gives 20,000 single coins and 30,000
  two-coin sets; added to the comment and sources. The mintage stays null because test_published_figures_japan_depth.py
  and test_published_figures_second_japan.py pin it null as a planned figure (reported to the lead, with the postal
  coin's 20,000 from TF Arigataya as the precedent for taking an issued 発行枚数).

Tried without result (see the report): Krause/Y#, JNDA, Friedberg or Schön numbers for the 28 types without any —
NGC/PCGS price-guide and registry wording, Heritage/NumisBids, Stack's Bowers, Sedwick and Künker lot wording,
CoinVarieties pages, Golden Eagle and coin-brothers catalogue pages, the Berlin Münzkabinett (only its three known
Japanese objects), KENOM, antique-coin.info and its sister site japan.antique-coin.info, coinsib, Daruma, Taisei,
Toki-iro, German dealer and list pages, the English encyclopedia's coin articles (infoboxes give catalogue numbers
only for the 20 yen and the modern base-metal coins), and the code corpus; the Taishō (1912-1920) and Shōwa (1930-1932)
20 yen by date (every table is cut at the Taishō heading in what the index returns); the date on the Heisei 30 years,
Tokyo 2020 and reconstruction (fourth) coins, which would let their announced mintages stand on an issue.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, source_urls

JP = "japan"
OLD = "meiji-gold-1871-other"
REIWA = "reiwa-commemorative-gold"

REDUCED_1 = (JP, OLD, "1-yen-meiji-reduced")
SMALL_5 = (JP, OLD, "5-yen-meiji-1872-small")
ENTHRONEMENT_2019 = (JP, REIWA, "10000-yen-enthronement-2019")

KAITORI_NAVISAN = "https://kaitori-navisan.com/kosen/%E6%97%A71%E5%86%86%E9%87%91%E8%B2%A8"
KURAYA = (
    "https://kuraya-kaitori.com/%e7%a6%8f%e5%b3%b6%e7%9c%8c%e9%83%a1%e5%b1%b1%e5%b8%82%e3%80%80%e5%8f%a4%e9%8a%ad"
    "%e3%80%80%e6%97%a7%e4%b8%80%e5%86%86%e9%87%91%e8%b2%a8%e3%81%ae%e8%b2%b7%e5%8f%96%e3%82%8a%ef%bd%9c%e5%8f%a4%e9%8a%ad"
)
SANCTUARY = "https://www.antique-coin-sanctuary.com/resp/items/page/&id=122"
POLITICAL_STAPLES = "https://politicalstaples.com/coin/gold/jp/gosokui/gosokui1man"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # kaitori-navisan, 旧1円金貨: '1874年(明治7年)以降の小型化された旧1円金貨ですが、発行枚数が少ないことから買取価格が高く
    # なっています。1880(明治13年)年は112枚の発行枚数しかなく'  (KAITORI_NAVISAN)
    # Kuraya Kōriyama, 旧1円金貨の買取り: '[小型] 直径12.121mm 明治7年~13年(1874年~1880年)銘 ... 製造枚数 123,865枚
    # 供試貨幣 28枚 発行枚数 123,837枚 ... 明治13年の発行は112枚のみです。'  (KURAYA)
    (*REDUCED_1, 13, "", "circulation", 112),
    # Antique Coin Sanctuary, 明治6年(1873)旧5圓金貨(縮小)【MS66】: '●旧5圓金貨(縮小)各年度発行枚数 明治5年(1872)
    # 1,057,000枚 明治6年(1873) 3,148,000枚 ... 明治13年(1880) 78,000枚' — round thousands, so null  (SANCTUARY)
    (*SMALL_5, 5, "", "circulation", None),
    # Political Staples, 天皇陛下御即位記念 1万円金貨: 'その発行枚数と価格は金貨単体が2万枚で税込み140,555円、2点セットが
    # 3万枚で142,593円となっていました' — held null by the earlier pins (reported)  (POLITICAL_STAPLES)
    (*ENTHRONEMENT_2019, 1, "", "proof", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references: no catalogue number was read in this session.
REFERENCES: list = []


def test_the_meiji_13_gold_yen_names_both_pages():
    (issue,) = issues_at(*REDUCED_1, year=13)
    assert issue["mintage"] == 112 and "112" in issue["comment"]
    assert {KAITORI_NAVISAN, KURAYA} <= source_urls(find(*REDUCED_1))
    # the Meiji 13 figure fits inside the small type's total: 116,341 (Meiji 7) + 112 < 123,837 issued
    (meiji_7,) = issues_at(*REDUCED_1, year=7)
    assert meiji_7["mintage"] + issue["mintage"] < 123837


def test_the_rounded_table_of_the_reduced_5_yen_stays_in_the_comment():
    (issue,) = issues_at(*SMALL_5, year=5)
    assert issue["mintage"] is None and "1,057,000" in issue["comment"] and "1.06 million" in issue["comment"]
    assert SANCTUARY in source_urls(find(*SMALL_5))


def test_the_issued_figure_of_the_2019_coin_is_in_the_comment_and_sources():
    (issue,) = issues_at(*ENTHRONEMENT_2019, year=1)
    assert issue["mintage"] is None and "50,000" in issue["comment"] and "Political Staples" in issue["comment"]
    assert POLITICAL_STAPLES in source_urls(find(*ENTHRONEMENT_2019))
