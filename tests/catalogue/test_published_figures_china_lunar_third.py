"""China's Lunar (生肖) gold and the People's Bank of China gold commemoratives: the third and last reading (issue 45,
third session, helper `china_lunar_third`), pinned against the pages named above each row.

What was read: 65 look-ups of a budget of 140 (58 `search`, 55 of them in the pages corpus and one in docs; 5
`find_string`, 1 `find_repos`, 1 `read_file`). Entered in china.json, nothing else:

- a second page for the two Dunhuang (Chinese grotto art) gold coins of 2001: People's Daily Online's English report of
  11 May 2001, which gives the same issues as the bank's announcement read before (50,000 of the 1/10 oz 50 yuan, 8,800
  of the 1/2 oz 200 yuan);
- the reverse of the 2026 Horse 3 g coin, from a reprint of the bank's announcement ('3克圆形金质纪念币背面图案为装饰马造型,
  衬以祥云组合设计'); that opening stops before the 3 g coin's line of specifications, so its finish is still unread and
  the type still has no issue.

Tried without result (the report, /work/brief/report-china_lunar_third.md, lists the queries):
- numbers struck (实铸量, 实际发行量, 实际铸造数量) for the lunar 1/10 oz and 3 g coins and the commemoratives of 2011-2024:
  only the announcements' maxima (最大发行量) and a 中國錢幣 2020 article defining the terms come back;
- the 8 g mintages of 1982, 1985, 1986 and 1987: Chinese wording (the 1985 announcement comes back only without an
  address, as before), China Gold Coin's catalogue format (藏品信息 ... 发行量(枚)), Baidu-Baike copies (newton.com.tw),
  English and Wikipedia-mirror wording (openings stop before the table), china-mint.info forum topics, Japanese buyers'
  columns (fuku-chan, kosenkaitori: prose only);
- Krause numbers for every lunar and commemorative type: PCGS CoinFacts, NGC price-guide, Heritage, Champion
  (icollector), MA-Shops and Golden Rule lot and listing wording, the Krause entry format ('150 YUAN 8.0000 g., 0.9170
  Gold'), the docs corpus and the GitHub index: no page prints one;
- new types for the 1/10 oz of 2007-2010 and 2014 and the 3 g of 2017, 2023 and 2025: the reprints read (2009 Ox at
  czjindian, 2014 Horse at 3158.cn, 2023 Rabbit in four copies) stop before the small coin's line; none was entered.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages, source_urls

CN = "china"
LUNAR = "pboc-lunar-gold"
COMM = "pboc-commemorative-gold"
DUNHUANG_TENTH = (CN, COMM, "50-yuan-dunhuang-2001")
DUNHUANG_HALF = (CN, COMM, "200-yuan-dunhuang-2001")
HORSE_2026 = (CN, LUNAR, "50-yuan-horse-2026-3g")

PEOPLES_DAILY_2001 = "http://en.people.cn/english/200105/11/eng20010511_69700.html"
YUHAOJIANG_2026 = "https://www.yuhaojiang.com/redian/1304379.html"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # People's Daily, 11 May 2001: 'a one-tenth ounce gold coin with a denomination of 50 yuan and an issue of 50,000'
    (*DUNHUANG_TENTH, 2001, "", "proof", 50000),
    # the same: 'a half-ounce gold coin with a denomination of 200 yuan and an issue of 8, 800'
    (*DUNHUANG_HALF, 2001, "", "proof", 8800),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


def test_the_pages_read_are_among_the_types_sources():
    assert PEOPLES_DAILY_2001 in source_urls(find(*DUNHUANG_TENTH))
    assert PEOPLES_DAILY_2001 in source_urls(find(*DUNHUANG_HALF))
    assert YUHAOJIANG_2026 in source_urls(find(*HORSE_2026))


def test_the_2026_horse_reverse_follows_the_announcement_and_has_no_issue_yet():
    horse = find(*HORSE_2026)
    (reverse,) = [side for side in horse["sides"] if side["side"] == "reverse"]
    # '3克圆形金质纪念币背面图案为装饰马造型,衬以祥云组合设计,并刊"丙午"字样及面额' (YUHAOJIANG_2026)
    assert "auspicious clouds" in reverse["description"]
    assert horse["issues"] == []
