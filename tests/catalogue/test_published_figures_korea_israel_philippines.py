"""The Korean Empire's gold 20 won, South Korea's 1970 gold set, Israel's 2013 Biblical Art gold and the Philippines'
1975 gold 1,000 piso, read in issue 45 (Asia, the Middle East, Africa and the Pacific), pinned against the pages named
above each row.

What was read: 52 look-ups (51 searches, the code corpus once among them, and 1 find_string).

Korea (24). The Korean Empire's gold: Bonhams' 2012 lot of the 20 won of Gwangmu 10 (1906) gives '28.8 mm, 16.49
grams, Fr.1, KM-1131'; Stack's (2006 and 2010 catalogues, the 2010 one on CoinFactsWiki), Bonhams and Heritage (2015,
quoted on the lunaticg blog) give 2,506 struck; the JNDA catalogue of 1997, quoted on a goo.ne.jp blog, gives 2,500 for
Gwangmu 10, 40,000 for Yunghui 2 (1908) and 25,000 for Yunghui 3 (1909), 50,000 for the 10 won of 1906 and 10,000 for
the 5 won of 1908; Stack's Bowers (2018, on CoinVarieties) says 5,012 of the 10 won were struck; Heritage (2015, on
NumisBids) gives KM1142 and 'a reported original mintage of 10,000' for the 5 won of Yunghui 2 (1908). The English
Wikipedia coin table gives 900 gold for the 5, 10 and 20 won. No page read states the legal weight of any of the three
(English, Korean, Japanese and Chinese queries for 16.6667 g, 8.3333 g, 4.1667 g, the 1901 currency act, PCGS and
NGC pages, and find_string on 二十圜金貨 all gave openings without it; the zh-Wikipedia copy's table is cut off before
the gold rows), so only the 20 won of Gwangmu 10 enters, on the Bonhams lot's weighed figure; the 10 won, the 5 won
and the Yunghui 20 won stay gaps. South Korea: 버들도령's tistory table gives the six gold coins of the 1970 '5,000
years' set (weights, diameters, 90 % gold, 발행량); CoinWeek (Mark Lovmo) says they are proofs. The 1988 Seoul
Olympic 25,000 won gold was read (Celtic Gold: .925, '15.55 g', 27 mm, four designs 1986-88; the Legends museum's
1987 Fan Dance piece: .925, 16.8 g, 26.9 mm) but not entered: the two weights disagree (15.55 g is the half ounce of
fine gold) and no page gives a finish or a KM number. The Daejeon Expo 1993 gold (Hankook Ilbo, Seoul Shinmun: 50,000
won of 1 oz of gold, 30 mm, 10,000 pieces; 25,000 won of 0.5 oz, 24 mm, 40,000) and the Yeosu Expo 2012 gold (Dong-A:
15.55 g, 6,000 pieces) lack a gross weight or a fineness. No KM number was read for any South Korean gold coin.

Israel (16). The 1960s-70s gold (Herzl 20 lirot 1960, Weizmann 1962, the 1967 victory, 1968 Jerusalem 100 lirot) is
not in the index's openings apart from the Israel Coins and Medals Corp.'s page of the 1968 Jerusalem 100 lirot
('Gold 800, Proof, 33 mm, 25 gr', 'Max Mintage 12490'), which was not entered: it is a maximum, and its 25 g of 800
gold could not be checked against a second page. shekelinfo.com's tables (with a MINTAGE column) are in the index, but
their openings stop at the silver coins of 1958 and 1971. The Biblical Art gold of 2013 (David playing for Saul) enters
from Coin World and Panorama Numismático. Walla! (launch day) says 3,600 Tower of David coins were produced, and Israel
National News that they sold out: the 3,600 already on the record now rests on them too. No KM number was read.

Philippines (10). Philippine Philatelist: 1,567,816 gold 1 peso were struck in all, 11,545 of them dated 1867, and
1,260,304 gold 2 pesos, none dated 1867. Wikipedia's articles on the one- and two-peso coins (Japanese copies on
jablog.org and jmediawiki.org) give 1.69 g and 3.38 g of .875 gold; the Legends museum gives 16.5 mm for a 2 pesos of
1868. Both enter beside the 4 pesos, with the dates as the 4 pesos has them (1861 through 1868, the 1868 date struck
until 1873; no 2 pesos of 1867); no KM number was read for either. The 1975 gold 1,000 piso enters from a blog quoting philmoney:
.900, 9.95 g, 27 mm, 13,000 (no issue is listed: no finish read). The 1,500 and 5,000 piso of 1977 (coinscity blog)
had no figures in the opening read.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import TYPES, find, issues_at, pinned_mintages, pinned_references

KO = "korea"
EMPIRE = ("korean-empire-gold", "20-won-gwangmu")
SET = "korea-5000-years-1970"
IL = "israel"
PH = "philippines"

TISTORY = (
    "https://iamfreeman.tistory.com/entry/%ED%95%9C%EB%AF%BC%EA%B5%AD-%EB%B0%98%EB%A7%8C%EB%85%84-%EC%97%AD%EC%82%AC-"
    "%EA%B8%B0%EB%85%90-%EC%9D%B4%EB%A7%8C%EC%98%A4%EC%B2%9C%EC%9B%90-%EC%84%B8%EC%A2%85%EB%8C%80%EC%99%95"
)

# root, series, type, year (as on the coin), mint letter, finish, mintage
ISSUES = [
    # Stack's, January 2010 (CoinFactsWiki): 'Reportedly 2,506 of the 20 Won were struck in 1906'; Stack's, March 2006:
    # 'The number struck at Osaka ... has been reported as 2,506'; Heritage (lunaticg blog): 'a modest, original mintage
    # of 2,506 pieces'.  http://www.coinfactswiki.com/wiki/Korea_(1906)_20_won  (Gwangmu 10 = 1906)
    (KO, *EMPIRE, 10, "", "circulation", 2506),
    # 버들도령, 대한민국 반만년역사 기념주화: '발행량(장) 325 382 435 670 1,750 1,500' for the 25,000, 20,000, 10,000,
    # 5,000, 2,500 and 1,000 won gold of 1970 (TISTORY above); CoinWeek: 'six gold proofs'.
    (KO, SET, "25000-won-sejong-1970", 1970, "", "proof", 325),
    (KO, SET, "20000-won-silla-gold-crown-1970", 1970, "", "proof", 382),
    (KO, SET, "10000-won-park-chung-hee-1970", 1970, "", "proof", 435),
    (KO, SET, "5000-won-turtle-ship-1970", 1970, "", "proof", 670),
    (KO, SET, "2500-won-queen-seondeok-1970", 1970, "", "proof", 1750),
    (KO, SET, "1000-won-namdaemun-1970", 1970, "", "proof", 1500),
    # Coin World: the 10-NIS coin 'is limited to 555 mintage', the gold 1-NIS coin 'has a mintage limit of 5,000
    # pieces' — limits, so no mintage.  https://www.coinworld.com/news/precious-metals/israeli-coins-depict-david-saul.html
    (IL, "biblical-art", "david-playing-for-saul-10-shekalim-2013", 2013, "", "proof", None),
    (IL, "biblical-art", "david-playing-for-saul-1-shekel-2013", 2013, "", "proof", None),
    # Philippine Philatelist: 'a total of 1,567,816 1-peso coins were struck, of which only 11,545 were dated 1867'
    # http://philippinephilatelist.net/mint/survey15.html
    (PH, "manila-gold-isabel-ii", "peso-1-isabel-ii", 1867, "", "circulation", 11545),
    # Walla!, 12 May 2010: 'רק 3,600 יחידות ממנו יוצרו' (only 3,600 of it were produced).
    # https://finance.walla.co.il/item/1674007
    (IL, "jerusalem-of-gold", "tower-of-david-2010", 2010, "", "bullion", 3600),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # Bonhams lot 1064 (13 Dec 2012): '28.8 mm, 16.49 grams, Fr.1, KM-1131'  https://www.bonhams.com/auctions/20086/lot/1064/
    (KO, *EMPIRE, ["KM# 1131", "Fr. 1"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES)


def test_the_korean_empire_20_won_carries_the_figures_read():
    # Bonhams: '28.8 mm, 16.49 grams' (a weighed MS64 piece); Wikipedia's coin table: '5 won 900‰ gold / 10 won / 20 won'
    coin = find(KO, *EMPIRE)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (16.49, 0.9, 14.841, 28.8)
    assert (coin["minYear"], coin["maxYear"], coin["currency"], coin["value"]) == (
        1906,
        1906,
        "Korean Empire won",
        "20 Won",
    )
    (issue,) = issues_at(KO, *EMPIRE, year=10)
    assert issue["gregorianYear"] == 1906 and "2,500" in issue["comment"]
    urls = {source["url"] for source in coin["sources"]}
    assert {
        "https://www.bonhams.com/auctions/20086/lot/1064/",
        "https://en.m.wikipedia.org/wiki/Korean_won",
        "http://www.coinfactswiki.com/wiki/Korea_(1906)_20_won",
    } <= urls


def test_the_1970_gold_set_carries_the_table_read():
    # 버들도령: '지름 60.00㎜ 55.00㎜ 40.00㎜ 32.00㎜ 26.00㎜ 18.00㎜' and '무게 96.80g 77.44g 38.72g 19.36g 9.68g 3.87g',
    # 'Gold (90%), Cu(10%)'; Hwadong: the 25,000 won holds '순금의 중량만 87.12g'. The 20,000 won keeps Hwadong's
    # 77.4 g and 54 mm (pinned in test_published_figures_asia.py).
    read = {
        "25000-won-sejong-1970": (96.80, 60.0, 87.12),
        "10000-won-park-chung-hee-1970": (38.72, 40.0, 34.848),
        "5000-won-turtle-ship-1970": (19.36, 32.0, 17.424),
        "2500-won-queen-seondeok-1970": (9.68, 26.0, 8.712),
        # Second reader: Namuwiki gives '1000원 16mm 3.87g' against the table's 18.00㎜, so the diameter is left open.
        "1000-won-namdaemun-1970": (3.87, None, 3.483),
    }
    for slug, (weight, size, fine) in read.items():
        coin = find(KO, SET, slug)
        assert (coin["weight"], coin["size"], coin["fineness"], coin["fineWeight"]) == (weight, size, 0.9, fine), slug
        assert coin["references"] == [] and TISTORY in {source["url"] for source in coin["sources"]}, slug


def test_the_2013_biblical_art_gold_carries_the_figures_read():
    # Coin World: 'the gold 1-NIS coin weighs 1.244 grams and measures 13.92 millimeters in diameter, while the gold
    # 10-NIS coin weighs 16.96 grams and measures 30 millimeters'; '.999 fine gold 1-NIS', '.917 fine gold 10-NIS'.
    ten = find(IL, "biblical-art", "david-playing-for-saul-10-shekalim-2013")
    one = find(IL, "biblical-art", "david-playing-for-saul-1-shekel-2013")
    assert (ten["weight"], ten["fineness"], ten["size"]) == (16.96, 0.917, 30.0)
    assert (one["weight"], one["fineness"], one["size"]) == (1.244, 0.999, 13.92)
    for coin in (ten, one):
        assert (coin["minYear"], coin["maxYear"]) == (2013, 2013)
        assert "https://www.coinworld.com/news/precious-metals/israeli-coins-depict-david-saul.html" in {
            source["url"] for source in coin["sources"]
        }


def test_the_1975_1000_piso_is_left_out_until_a_first_hand_page_gives_it():
    # Removed by the second reader (test_published_figures_second_korea_israel_philippines.py): the .900, 9.95 g and
    # 27 mm rested only on the macphotography blog quoting philmoney.blogspot, and no coin page, auction lot or issuer's
    # text found gives the weight and fineness. It is a known gap.
    assert not [entry for entry in TYPES if entry["root"] == PH and entry["series"]["slug"] == "central-bank-gold"]


def test_the_isabel_ii_1_and_2_pesos_carry_the_figures_read():
    # jablog (Wikipedia, Philippine one peso coin): 'この硬貨の重量は 1.69 グラム (0.060 オンス)、純度 0.875 の金です';
    # jmediawiki (Wikipedia, Philippine two-peso coin): '0.875%の純金が3.38グラム'; Legends: 'Size: 16.5 x 16.5 mm'.
    one = find(PH, "manila-gold-isabel-ii", "peso-1-isabel-ii")
    two = find(PH, "manila-gold-isabel-ii", "pesos-2-isabel-ii")
    assert (one["weight"], one["fineness"], one["fineWeight"], one["size"]) == (1.69, 0.875, 1.4788, None)
    assert (two["weight"], two["fineness"], two["fineWeight"], two["size"]) == (3.38, 0.875, 2.9575, 16.5)
    # Philippine Philatelist: 'no 2-peso coins seem to have been minted in 1867'; León Gallery: dated 1868 until 1873
    assert sorted(issue["year"] for issue in two["issues"]) == [1861, 1862, 1863, 1864, 1865, 1866, 1868]
    assert sorted(issue["year"] for issue in one["issues"]) == list(range(1861, 1869))
    for coin in (one, two):
        assert (coin["minYear"], coin["maxYear"], coin["references"]) == (1861, 1873, [])
        (last,) = [issue for issue in coin["issues"] if issue["year"] == 1868]
        assert (last["minYear"], last["maxYear"]) == (1868, 1873)
        assert "http://philippinephilatelist.net/mint/survey15.html" in {source["url"] for source in coin["sources"]}
