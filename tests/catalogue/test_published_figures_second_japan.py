"""Japan's gold, second reading (issue 45) of what the `japan` helper entered this session, pinned against the pages
named above each row.

What was re-read (23 look-ups of a budget of 30; report /work/brief/report-second_japan.md): the English encyclopedia's
list of 10,000 yen coins (WikiMili copy: date on the coin and mintage of the Nagano, Heisei 10 and 20 years and the first
three reconstruction coins); antique-coin.info's tables of the old 10 yen, the old 5 yen (Y#11) and the old 2 yen;
Coinsib (Meiji 4 10 yen 1,867,032); CoinVarieties (Heritage's Meiji 7 gold yen, KM-Y9a, Fr-49, 116,341); the Japanese
encyclopedia's figures of the old 1 and 2 yen as Weblio copies them; TF Arigataya's postal service coin (年銘 令和3年,
20,000) and Chiba Nippo; Japan Times, Asahi and Coin World on the 2019 enthronement coin (50,000 announced); Political
Staples on the third reconstruction coin (11,000). Every figure the first reader entered was found as entered.

Corrected: the old 10 yen was one type although both antique-coin.info (29.424 mm for Meiji 4, 29.394 mm from Meiji 9)
and Antylink ('縮小 2.939 cm' from 1876) give a smaller size for the later dates; a change of size is a new type, as for
the reduced 1, 2 and 5 yen, so the Meiji 9, 10, 13 and 25 dates moved to `10-yen-meiji-reduced` (1875-1892) and the
large type keeps Meiji 4 (made 1871-1873). The asia and japan_depth pins were updated with a comment.

Added: Krause Y#33 on the new 10 yen of 1897 (antique-coin.info).

Tried and not found: the Taishō and Shōwa 20 yen mintages by date (antique-coin.info's new 20 yen page and the English
encyclopedia's 20 yen table stop at the Taishō heading within the opening the index returns; Japanese and English
queries with the dates, a Krause-number query and a find_string of the table's heading gave nothing: 7 look-ups);
Krause numbers of the post-war commemoratives (NGC/Heritage-style queries returned other coins: 2 look-ups); a Japan
Mint (mint.go.jp) page for any of the commemoratives (none in the index's answers: 2 look-ups).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

JP = "japan"
OLD = "meiji-gold-1871-other"
NEW = "meiji-gold-1897"
HEISEI = "heisei-commemorative-gold"
REIWA = "reiwa-commemorative-gold"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # antique-coin.info, 旧10円金貨: '直径(明治4年銘) | 29.424mm | 直径(明治9年銘以降) | 29.394mm | ... 明治4年 | 1,867,032枚 |
    # 明治9年 | 1,925枚 | 明治10年 | 36枚 | 明治13年 | 136枚 | 明治25年 | 発行枚数不明(シカゴ万国博覧会出品用)'
    # https://antique-coin.info/kaitori/old-10yen ; Coinsib: '明治4年(1871年) | 1,867,032枚'
    (JP, OLD, "10-yen-meiji-1871", 4, "", "circulation", 1867032),
    (JP, OLD, "10-yen-meiji-reduced", 9, "", "circulation", 1925),
    (JP, OLD, "10-yen-meiji-reduced", 10, "", "circulation", 36),
    (JP, OLD, "10-yen-meiji-reduced", 13, "", "circulation", 136),
    (JP, OLD, "10-yen-meiji-reduced", 25, "", "circulation", None),
    # antique-coin.info, 五圓金貨: '明治3年 273,536枚 ... 明治4年 上記に含まれる' (both dates together, so no mintage)
    # http://antique-coin.info/kaitori/5yen-gold/
    (JP, OLD, "5-yen-meiji-1871-large", 3, "", "circulation", None),
    (JP, OLD, "5-yen-meiji-1871-large", 4, "", "circulation", None),
    # antique-coin.info, 旧2円金貨: '明治3年 | 883,293枚 | 明治9年 | 39枚 | 明治10年 | 178枚 | 明治13年 | 87枚'
    # https://antique-coin.info/kosen-navi/2yen-gold ; Weblio (Japanese encyclopedia): large '製造枚数:883,442枚 ...
    # 発行枚数:883,254枚' — the Meiji 3 figures disagree, so null
    (JP, OLD, "2-yen-meiji-1870-large", 3, "", "circulation", None),
    (JP, OLD, "2-yen-meiji-reduced", 9, "", "circulation", 39),
    (JP, OLD, "2-yen-meiji-reduced", 10, "", "circulation", 178),
    (JP, OLD, "2-yen-meiji-reduced", 13, "", "circulation", 87),
    # Weblio, 一圓金貨幣: '大型:直径13.515mm 明治4年(1871年)銘。明治5年(1872年)発行(製造期間:明治4年〜6年) 製造枚数:1,913,190枚'
    # https://www.weblio.jp/wkpja/content/%E6%97%A5%E6%9C%AC%E3%81%AE%E9%87%91%E8%B2%A8_%E6%96%B0%E8%B2%A8%E6%9D%A1%E4%BE%8B%E3%81%AB%E3%82%88%E3%82%8B%E6%97%A7%E9%87%91%E8%B2%A8
    (JP, OLD, "1-yen-meiji-1871-large", 4, "", "circulation", 1913190),
    # CoinVarieties: 'mintage reports for Year 7 account for 116,341 pieces' ... 'Recorded mintage: 116,341.'
    # https://coinvarieties.com/index.php/Japan_1874_(M7)_yen_Fr-49
    (JP, OLD, "1-yen-meiji-reduced", 7, "", "circulation", 116341),
    # WikiMili, 10,000 yen coin: '9 Heisei 1997 55,000 1998 Nagano Olympics (Ski Jumping)', '9 Heisei 1997 55,000 ...
    # (Figure Skating)', '10 Heisei 1998 55,000 ... (Speed skiing)', '11 Heisei 1999 200,000 10th anniversary of the
    # enthronement of Akihito', '21 Heisei 2009 100,000 20th anniversary ...', '27 Heisei 2015 14,000 ... 1st Series',
    # '27 Heisei 2015 11,000 ... 2nd Series', '27 Heisei 2015 10,000 The Great East Jap...' (third row; Political
    # Staples: '発行枚数11,000枚' for the third, so null)  https://wikimili.com/en/10,000_yen_coin
    (JP, HEISEI, "10000-yen-nagano-ski-jumping", 9, "", "proof", 55000),
    (JP, HEISEI, "10000-yen-nagano-figure-skating", 9, "", "proof", 55000),
    (JP, HEISEI, "10000-yen-nagano-speed-skating", 10, "", "proof", 55000),
    (JP, HEISEI, "10000-yen-heisei-10-years", 11, "", "proof", 200000),
    (JP, HEISEI, "10000-yen-heisei-20-years", 21, "", "proof", 100000),
    (JP, HEISEI, "10000-yen-reconstruction-map-and-doves", 27, "", "proof", 14000),
    (JP, HEISEI, "10000-yen-reconstruction-school-and-koinobori", 27, "", "proof", 11000),
    (JP, HEISEI, "10000-yen-reconstruction-map-cranes-and-pine", 27, "", "proof", None),
    # Japan Times, 10 May 2019: 'The Japan Mint will issue 50,000 gold coins' (announced); Coin World: 'mintage limit of
    # 50,000 pieces' — a plan and a limit, so null; banknotestreet/SoraNews24: the inscription 'Reiwa era first year'
    (JP, REIWA, "10000-yen-enthronement-2019", 1, "", "proof", None),
    # TF Arigataya, 郵便制度150周年: '年 銘 | 令和3年' ... '一万円金貨幣 | 10,000円 | 純金(99.9%) | 15.6g | 26mm | 20,000枚'
    # https://tf-arigataya.com/coins/%e9%83%b5%e4%be%bf%e5%88%b6%e5%ba%a6150%e5%91%a8%e5%b9%b4
    (JP, REIWA, "10000-yen-postal-service-150-years", 3, "", "proof", 20000),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # antique-coin.info: '明治3年〜明治4年まで発行された旧5円金貨です。Y#11で重量は8.33g、直径は23.84mm'
    # http://antique-coin.info/kaitori/5yen-gold/
    (JP, OLD, "5-yen-meiji-1871-large", ["Y# 11"]),
    # CoinVarieties: 'Catalog reference: KM-Y9a, Fr-49.'  https://coinvarieties.com/index.php/Japan_1874_(M7)_yen_Fr-49
    (JP, OLD, "1-yen-meiji-reduced", ["Y# 9a", "Fr. 49"]),
    # antique-coin.info, 明治の新10円金貨: '明治に発行された新10円金貨です ... Y#33で明治30年〜明治43年まで発行が行われました。
    # 重量は8.333g、金の品位は0.900、直径21.21mm'  https://antique-coin.info/kaitori/10yen/
    (JP, NEW, "10-yen-meiji-1897", ["Y# 33"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES)


def test_the_reduced_old_10_yen_is_its_own_type():
    # antique-coin.info: '明治9年銘以降は直径が若干縮小されて発行されました' ... '直径(明治9年銘以降) | 29.394mm |
    # 品位 | 金900/銅100 | 量目(重さ) | 16.66g | 製造期間(明治4年銘) | 明治4年〜6年 | 製造期間(明治9年以降) |
    # 明治8年12月〜13年2月'  https://antique-coin.info/kaitori/old-10yen ; Antylink: '直径:2.942cm(縮小:2.939cm)' ...
    # '1876年(明治9年)からは、直径がほんの少し小さくなっています'  https://antylink.jp/report/26609 ;
    # Coins & Numismatics: '.900 fine gold. It had a mass of 16.667 grams' ... 'They were minted until 1892'
    reduced = find(JP, OLD, "10-yen-meiji-reduced")
    assert (reduced["weight"], reduced["fineness"], reduced["fineWeight"], reduced["size"]) == (
        16.667,
        0.9,
        15.0003,
        29.39,
    )
    assert (reduced["minYear"], reduced["maxYear"]) == (1875, 1892)
    assert [issue["year"] for issue in reduced["issues"]] == [9, 10, 13, 25]
    assert reduced["references"] == []
    urls = {source["url"] for source in reduced["sources"]}
    assert {"https://antique-coin.info/kaitori/old-10yen", "https://antylink.jp/report/26609"} <= urls
    large = find(JP, OLD, "10-yen-meiji-1871")
    assert (large["minYear"], large["maxYear"], large["size"]) == (1871, 1873, 29.42)
    assert [issue["year"] for issue in large["issues"]] == [4]
    (meiji_4,) = issues_at(JP, OLD, "10-yen-meiji-1871", year=4)
    assert (meiji_4["minYear"], meiji_4["maxYear"]) == (1871, 1873)


def test_the_confirmed_disagreements_and_plans_stay_out_of_the_mintages():
    # Weblio: the old 20 yen of Meiji 3 '製造枚数:46,096枚 ... 発行枚数:46,057枚' against 46,139 (English encyclopedia)
    (twenty,) = issues_at(JP, "meiji-gold-1871", "20-yen-meiji-1870", year=3)
    assert twenty["mintage"] is None and "46,139" in twenty["comment"] and "46,096" in twenty["comment"]
    (third,) = issues_at(JP, HEISEI, "10000-yen-reconstruction-map-cranes-and-pine", year=27)
    assert third["mintage"] is None and "10,000" in third["comment"] and "11,000" in third["comment"]
    # ITmedia and Travel Watch announce 2万枚 for the Okinawa coin; no page read gives the date on it
    assert find(JP, REIWA, "10000-yen-okinawa-reversion-50-years")["issues"] == []
