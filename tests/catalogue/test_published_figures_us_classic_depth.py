"""Published mintages of United States classic gold (1795-1933), pinned against the pages they were read from.

Pure Python over the bundled catalogue (fixtures/catalogue/united-states.json). Issue 39: depth of the classic
series (gold dollars to double eagles). Each group of rows names the page it was read from.
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at

ROOT = "united-states"

# type slug -> (series slug, rows of (year, mint letter, finish, variety, mintage))
MINTAGES = {
    "eagle-capped-bust-heraldic-eagle": (
        "capped-bust-eagle",
        [
            # Capped Bust Eagle (cappedbusteagle.com): Capped Bust eagle mintage (1801 44,344; 1799 37,449; 1798 8/7
            # 900 and 842):
            # https://cappedbusteagle.com/capped-bust-eagle-mintage/
            (1799, "", "circulation", "", 37449),
        ],
    ),
    "eagle-capped-bust-small-eagle": (
        "capped-bust-eagle",
        [
            # APMEX coin guide: 1795-1797 $10 gold Capped Bust Right, Small Eagle (1795 5,583; 1796 4,146; 1797
            # 3,615):
            # https://learn.apmex.com/coin-guide/guide-to-gold-values/10-gold-capped-bust-right-small-eagle-1795-to-1797/
            (1796, "", "circulation", "", 4146),
        ],
    ),
    "quarter-eagle-capped-head-1821": (
        "capped-head-quarter-eagle",
        [
            # American Historic Coins: Capped Bust $2.5 1808-1834 (1821 high of 6,448; 1834 with motto 4,000 stated
            # coined):
            # https://www.americanhistoriccoins.com/collections/capped-bust-2-5
            (1821, "", "circulation", "", 6448),
        ],
    ),
    "quarter-eagle-capped-head-1829": (
        "capped-head-quarter-eagle",
        [
            # American Historic Coins: Capped Bust $2.5 1808-1834 (1821 high of 6,448; 1834 with motto 4,000 stated
            # coined):
            # https://www.americanhistoriccoins.com/collections/capped-bust-2-5
            (1834, "", "circulation", "", 4000),
            # AU Capital Management: 1829 $2.50 Capped Bust quarter eagle (mintage 3,403):
            # https://www.aucm.com/catalogsearch/result/index/?cat=81&q=1848+1+2c+restrike+braided+hair+half+cent+pcgs+pr65bn+37948433
            (1829, "", "circulation", "", 3403),
            # US Rare Coin Investments: quarter eagles, Capped Head Reduced Diameter 1829-1834 (highest mintage 4,540
            # in 1830):
            # https://usrarecoininvestments.com/quarter_eagle_2.htm
            (1830, "", "circulation", "", 4540),
        ],
    ),
    "half-eagle-classic-head-1834": (
        "classic-head-half-eagle",
        [
            # APMEX: $5 half eagle coins (early 1795-1838), listing of 1834 $5 Classic Head half eagle with mintage
            # 658,028:
            # https://www.apmex.com/category/11905/5-half-eagle-coins-early-1795-1838
            (1834, "", "circulation", "", 658028),
        ],
    ),
    "quarter-eagle-classic-head-1834": (
        "classic-head-quarter-eagle",
        [
            # Stack's Bowers: Classic Head quarter eagle, circulation strike (high-water mark 1836, when 547,986 were
            # struck):
            # https://stage.stacksbowers.com/coin-resource-center/us-coins/gold-quarter-eagles/classic-head-quarter-eagle/classic-head-quarter-eagle-circulation-strike
            (1836, "", "circulation", "", 547986),
        ],
    ),
    "half-eagle-capped-bust-left": (
        "early-half-eagle",
        [
            # APMEX coin guide: $5.00 gold, Capped Bust Left, 1807-1812 (1807 51,605; 1808 55,578; 1809 33,875; 1810
            # 100,287; 1811 99,581):
            # https://learn.apmex.com/coin-guide/guide-to-gold-values/capped-bust-left-1807-to-1812/
            (1807, "", "circulation", "Bust Left", 51605),
            (1808, "", "circulation", "", 55578),
            (1809, "", "circulation", "", 33875),
            (1810, "", "circulation", "", 100287),
            (1811, "", "circulation", "", 99581),
        ],
    ),
    "half-eagle-capped-head-large-diameter": (
        "early-half-eagle",
        [
            # APMEX coin guide: $5.00 gold, Capped Bust Left, Large, 1813-1834 (1813 95,428; 1814 15,454; 1815 535;
            # 1820 263,806; 1822 17,796; 1823 14,485):
            # https://learn.apmex.com/coin-guide/guide-to-gold-values/capped-bust-left-large-1813-to-1834/
            (1813, "", "circulation", "", 95428),
            (1814, "", "circulation", "", 15454),
            (1820, "", "circulation", "", 263806),
            (1822, "", "circulation", "", 17796),
            (1823, "", "circulation", "", 14485),
        ],
    ),
    "gold-dollar-type-1": (
        "gold-dollar",
        [
            # Numismatic News: Southern gold dollars have tough reputation (1850-O mintage 14,000):
            # https://www.numismaticnews.net/archive/southern-gold-dollars-have-tough-reputation
            (1850, "O", "circulation", "", 14000),
            # NGC (Jeff Garrett): Southern gold dollars 1849-1861 (1849-C Closed Wreath 11,634; 1849-D 21,588):
            # https://www.ngccoin.com/news/article/5039/gold-dollars/
            (1849, "D", "circulation", "", 21588),
        ],
    ),
    "gold-dollar-type-2": (
        "gold-dollar",
        [
            # US Rare Coin Investments: Indian Head gold dollars, types 2 and 3 (Small Head: 783,943 in 1854 down to
            # 1,811 for 1855-D; Large Head: 1,762,936 in 1856 down to 400 in 1875):
            # https://usrarecoininvestments.com/indian_head_gold_dollar_1.htm
            (1854, "", "circulation", "", 783943),
            (1855, "D", "circulation", "", 1811),
        ],
    ),
    "gold-dollar-type-3": (
        "gold-dollar",
        [
            # US Rare Coin Investments: 1862 gold dollar (Philadelphia output 1,361,355 pieces):
            # https://usrarecoininvestments.com/coin_info/1862-gold-dollar.htm
            (1862, "", "circulation", "", 1361355),
            # US Rare Coin Investments: 1865 gold dollar (3,700 struck on January 27, 25 proofs later in the year):
            # http://usrarecoininvestments.com/coin_info/1865-gold-dollar.htm
            (1865, "", "proof", "", 25),
            # NGC: from the NGC archives, 1866 gold dollar (7,100 minted):
            # https://www.ngccoin.com/news/article/2717/From-the-NGC-Archives/
            (1866, "", "circulation", "", 7100),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1880 (gold
            # dollar: 36 proofs):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/48
            (1880, "", "proof", "", 36),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1888 (gold
            # dollar 957, quarter eagle 92, three dollars 291):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/66
            (1888, "", "proof", "", 957),
            # Collectors Universe forum (johnmilton): a gold dollar exhibit, 1880-1883 (business strikes and proofs:
            # 1880 1,600 + 36; 1881 7,620 + 87; 1882 5,000 + 125; 1883 10,800 + 207):
            # https://forums.collectors.com/discussion/985899/an-internet-based-gold-dollar-exhibit
            (1880, "", "circulation", "", 1600),
            (1881, "", "circulation", "", 7620),
            (1881, "", "proof", "", 87),
            (1882, "", "circulation", "", 5000),
            (1882, "", "proof", "", 125),
            (1883, "", "circulation", "", 10800),
            (1883, "", "proof", "", 207),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1884 (gold
            # dollar 1,006):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/56
            (1884, "", "proof", "", 1006),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1885 (gold
            # dollar 1,105):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/58
            (1885, "", "proof", "", 1105),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1886 (gold
            # dollar 1,016):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/60
            (1886, "", "proof", "", 1016),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1868 (gold
            # dollar 25, quarter eagle 25, three dollars 25):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/24
            (1868, "", "proof", "", 25),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1878 (gold
            # dollar 20, quarter eagle 20):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/44
            (1878, "", "proof", "", 20),
            # Stack's Bowers: Type 3 gold dollar, proof strike (Akers: 349 proofs in 1861; 35 in 1862):
            # https://stacksbowers.com/coin-resource-center/us-coins/gold-dollars/indian-head-gold-dollar-type-3-large-head/indian-head-gold-dollar-type-3-large-head-proof-strike
            (1861, "", "proof", "", 349),
            (1862, "", "proof", "", 35),
            # Hobbyray: 1862 gold Indian Head dollar (proof mintages from an estimated 15 in 1856 to 1,779 in 1889):
            # https://www.hobbyray.com/en/coin_definition-1_Dollar-a-a-YpzBwcI0hXMAAAEo1rMYED6T.htm
            (1889, "", "proof", "", 1779),
            # US Rare Coin Investments: Indian Head gold dollars, types 2 and 3 (Small Head: 783,943 in 1854 down to
            # 1,811 for 1855-D; Large Head: 1,762,936 in 1856 down to 400 in 1875):
            # https://usrarecoininvestments.com/indian_head_gold_dollar_1.htm
            (1856, "", "circulation", "", 1762936),
            (1875, "", "circulation", "", 400),
        ],
    ),
    "eagle-indian-head-motto": (
        "indian-head-eagle",
        [
            # US Rare Coin Investments: 1908 Motto Indian Head eagle (341,370 circulation strikes, 116 proofs):
            # http://www.usrarecoininvestments.com/coin_info/eagles/1908_ogld_eagle_indian_head.htm
            (1908, "", "circulation", "", 341370),
            (1908, "", "proof", "", 116),
            # Heritage lot description (iCollector): 1909-D $10 MS67 (mintage 121,540):
            # https://www.icollector.com/1909-D-10-MS67-PCGS-1909-D-10-MS67-PCGS_i5335516
            (1909, "D", "circulation", "", 121540),
        ],
    ),
    "eagle-indian-head-motto-48-stars": (
        "indian-head-eagle",
        [
            # NGC (Jeff Garrett): Collecting Saint-Gaudens, part III, 1912-1933 $10s (1912 405,000; 1912-S 300,000;
            # 1913 442,000; 1913-S 66,000):
            # http://www.ngccoin.com/news/viewarticle.aspx?IDArticle=2657
            (1912, "", "circulation", "", 405000),
            (1912, "S", "circulation", "", 300000),
            (1913, "", "circulation", "", 442000),
            (1913, "S", "circulation", "", 66000),
            # US Rare Coin Investments: 1915 Indian Head eagle (351,000 circulation strikes, 75 proofs):
            # http://www.usrarecoininvestments.com/coin_info/eagles/1915_indian_head_eagle.htm
            (1915, "", "circulation", "", 351000),
            (1915, "", "proof", "", 75),
            # Universal Coin: 1913 Indian Head eagle (71 proofs minted):
            # https://universalcoin.com/pages/1913-indian-head-eagle-info-1913-indian-head-eagle-color-rarity
            (1913, "", "proof", "", 71),
        ],
    ),
    "eagle-indian-head-no-motto": (
        "indian-head-eagle",
        [
            # NGC (Jeff Garrett): Collecting Saint-Gaudens, part II, 1907-1911-S $10s (1907 Periods Wire Rim 500;
            # Rolled Edge 42; No Periods 239,406):
            # https://www.ngccoin.com/news/article/2638/Indian-head-ten-dollars/
            (1907, "", "circulation", "", 239406),
            (1907, "", "circulation", "Rolled Rim, periods", 42),
            (1907, "", "circulation", "Wire Rim, periods", 500),
        ],
    ),
    "half-eagle-indian-head": (
        "indian-head-half-eagle",
        [
            # NGC (Jeff Garrett): Collecting Indian half eagles 1908-1929, part two (1911 mintage 915,000; 1911-D
            # 72,500):
            # https://www.ngccoin.com/news/article/3079/Collecting-Indian-Half-Eagles-1908andndash1929/
            (1911, "", "circulation", "", 915000),
            (1911, "D", "circulation", "", 72500),
            # US Rare Coin Investments: 1911 Indian Head half eagle (mintage 915,000, 139 proofs):
            # http://www.usrarecoininvestments.com/coin_info/half_eagles/1911_half_eagle.htm
            (1911, "", "proof", "", 139),
            # CoinWeek: rare 1912 proof Indian Head half eagle (Red Book: 144 proofs in 1912; 75 in 1915, the
            # smallest):
            # https://coinweek.com/rare-1912-proof-indian-head-half-eagle-5-gold-coin-up-for-auction-at-greatcollections/
            (1912, "", "proof", "", 144),
            (1915, "", "proof", "", 75),
            # B. M. Cham: 1913 $5 NGC PF66+ (only 99 proofs minted):
            # https://bmcham.com/products/1913-5-ngc-pf66
            (1913, "", "proof", "", 99),
            # US Rare Coin Investments: 1910 Indian Head half eagle (circulation strikes 604,000; proofs 250):
            # http://www.usrarecoininvestments.com/coin_info/half_eagles/1910_half_eagle.htm
            (1910, "", "circulation", "", 604000),
            # US Rare Coin Investments: 1913-S Indian Head half eagle (mintage 408,000):
            # http://www.usrarecoininvestments.com/coin_info/half_eagles/1913-S_half_eagle_indian.htm
            (1913, "S", "circulation", "", 408000),
            # Stack's Bowers: 1929 Indian Head half eagle (662,000 coins struck):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1929-indian-head-half-eagle
            (1929, "", "circulation", "", 662000),
        ],
    ),
    "quarter-eagle-indian-head": (
        "indian-head-quarter-eagle",
        [
            # CoinWeek: 1915 Indian Head quarter eagle, a collector's guide (606,000 business strikes at
            # Philadelphia):
            # https://coinweek.com/1915-indian-head-quarter-eagle-a-collectors-guide/
            (1915, "", "circulation", "", 606000),
            # US Rare Coin Investments: 1915 Indian Head quarter eagle (only 100 proofs produced):
            # https://usrarecoininvestments.com/coin_info/quarter_eagles/1915_quarter_eagle.htm
            (1915, "", "proof", "", 100),
            # US Rare Coin Investments: 1914 Indian Head quarter eagle (mintage 239,975, 117 proofs):
            # http://www.usrarecoininvestments.com/coin_info/quarter_eagles/1914_quarter_eagle.htm
            (1914, "", "proof", "", 117),
            # 1914 business strikes: 240,117 (US Coin Values Advisor, proofs included), 240,000 (Gold Coins Rare),
            # 239,975 (US Rare Coin Investments): null (second reading)
            (1914, "", "circulation", "", None),
            # CoinWeek: 1912 Indian Head quarter eagle proof, a collector's guide (197 proofs struck on March 18):
            # https://coinweek.com/1912-indian-head-quarter-eagle-proof-a-collectors-guide/
            (1912, "", "proof", "", 197),
            # Universal Coin: 1913 Indian Head quarter eagle (165 proofs produced):
            # https://universalcoin.com/pages/1913-indian-head-quarter-eagle-info-1913-quarter-eagle-condition-census
            (1913, "", "proof", "", 165),
            # CoinWeek: 1925-D Indian Head quarter eagle, a collector's guide (Denver struck 578,000):
            # https://coinweek.com/1925-d-indian-head-quarter-eagle-a-collectors-guide/
            (1925, "D", "circulation", "", 578000),
            # US Rare Coin Investments: 1928 Indian Head quarter eagle (mintage 416,000; no proofs):
            # http://www.usrarecoininvestments.com/coin_info/quarter_eagles/1928_quarter_eagle.htm
            (1928, "", "circulation", "", 416000),
            # CoinWeek: 1926 Indian Head quarter eagle, a collector's guide (Philadelphia struck 446,000):
            # https://coinweek.com/1926-indian-head-quarter-eagle-collectors-guide/
            (1926, "", "circulation", "", 446000),
            # CoinWeek: 1912 Indian Head quarter eagle, a collector's guide (616,000 business strikes and 197 proofs):
            # https://coinweek.com/1912-indian-head-quarter-eagle-a-collectors-guide/
            (1912, "", "circulation", "", 616000),
            # Gold Coins Rare: Indian Head quarter eagles (1911-D 55,680; 1913 highest at 722,000; 1914 240,000):
            # http://www.goldcoinsrare.com/2013/02/indian-head-quarter-eagles/
            (1913, "", "circulation", "", 722000),
            # US Rare Coin Investments: 1910 Indian Head quarter eagle (only 492,000 struck, plus 682 proofs):
            # https://usrarecoininvestments.com/coin_info/quarter_eagles/1910_quarter_eagle.htm
            (1910, "", "circulation", "", 492000),
        ],
    ),
    "double-eagle-liberty-type-1": (
        "liberty-head-double-eagle",
        [
            # US Rare Coin Investments: 1855-O double eagle (circulation mintage 8,000):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1855-o_double_eagle.htm
            (1855, "O", "circulation", "", 8000),
            # Heritage lot description (iCollector): 1854-O $20 (New Orleans struck 141,000 double eagles in 1850,
            # 3,250 in 1854):
            # https://www.icollector.com/1854-O-20-AU50-PCGS-The-New-Orleans-Mint-began-produ_i5818189
            (1850, "O", "circulation", "", 141000),
            # Doug Winter, Type One Liberty Head double eagles online book: 1851-O (mintage 315,000; 1852-O 190,000):
            # http://doubleeaglebook.com/type-one-liberty-head-double-eagles-online-book/type-one-liberty-head-double-eagles-date-by-date/1851-o/
            (1851, "O", "circulation", "", 315000),
            (1852, "O", "circulation", "", 190000),
            # Heritcoin: USA 20 dollars Liberty Head 1854-O (KM# 74.1; 3,250 struck, down from 71,000 the year
            # before):
            # https://www.heritcoin.com/es/coinDetail1Vb_USA_20_dollars_Liberty_Head_Double_Eagle_1854_O_Unc
            (1853, "O", "circulation", "", 71000),
            # CoinWeek (PCGS): an 1859-O double eagle in Europe (New Orleans double eagle mintages: 1851-O 315,000,
            # 1854-O 3,250, 1855-O 8,000, 1856-O 2,250, 1859-O 9,100, 1860-O 6,600, 1879-O 2,325):
            # https://coinweek.com/pcgs-around-the-world-an-1859-o-united-states-double-eagle-appears-in-europe/
            (1859, "O", "circulation", "", 9100),
            (1860, "O", "circulation", "", 6600),
            # US Rare Coin Investments: 1859 double eagle (43,597 circulation strikes, 80 proofs):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1859_double_eagle.htm
            (1859, "", "circulation", "", 43597),
            (1859, "", "proof", "", 80),
            # APMEX: Liberty Head double eagles 1849-1907 (1850: 1,170,261 at Philadelphia and 141,000 at New
            # Orleans):
            # https://learn.apmex.com/coin-guide/guide-to-gold-values/liberty-head-double-eagles-1849-1907/
            (1850, "", "circulation", "", 1170261),
            # Smithsonian Learning Lab (National Museum of American History): 20 dollars, United States, 1851 (mintage
            # 2,087,155):
            # https://americanhistory.si.edu/collections/search/object/nmah_1078757
            (1851, "", "circulation", "", 2087155),
            # Stack's Bowers: 1856 Liberty Head double eagle (329,878 circulation strikes):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1856-20-liberty-double-eagle
            (1856, "", "circulation", "", 329878),
            # US Rare Coin Investments: 1858 double eagle (211,714 circulation strikes):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1858_double_eagle.htm
            (1858, "", "circulation", "", 211714),
            # Doug Winter, Type One Liberty Head double eagles online book: 1857-O (mintage 30,000):
            # http://doubleeaglebook.com/type-one-liberty-head-double-eagles-online-book/type-one-liberty-head-double-eagles-date-by-date/1857-o/
            (1857, "O", "circulation", "", 30000),
            # US Rare Coin Investments: 1860 double eagle (577,670 circulation strikes, 59 proofs):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1860_double_eagle.htm
            (1860, "", "circulation", "", 577670),
            (1860, "", "proof", "", 59),
            # US Rare Coin Investments: 1861 double eagle (Mint records: 66 proofs struck):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1861_double_eagle.htm
            (1861, "", "proof", "", 66),
            # US Rare Coin Investments: 1863 double eagle (142,790 circulation strikes, 30 proofs):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1863_double_eagle.htm
            (1863, "", "circulation", "", 142790),
            (1863, "", "proof", "", 30),
            # Stack's Bowers: 1862 Liberty Head double eagle (92,133 for commerce, 35 proofs; 2,976,453 circulation
            # strikes in 1861):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1862-20-liberty-double-eagle
            (1861, "", "circulation", "", 2976453),
            (1862, "", "circulation", "", 92133),
            (1862, "", "proof", "", 35),
            # Heritage lot description (iCollector): 1864 $20 PR64 Cameo (Guide Book proof mintages of Type One double
            # eagles: 80 for 1859 down to 25 for 1865):
            # https://www.icollector.com/1864-20-PR64-Cameo-NGC-In-1858-only-one-year-after_i6393006
            (1865, "", "proof", "", 25),
            # Doug Winter, Type One Liberty Head double eagles online book: 1864 (mintage 204,235 and 50 proofs):
            # http://doubleeaglebook.com/type-one-liberty-head-double-eagles-online-book/type-one-liberty-head-double-eagles-date-by-date/1864-2/
            (1864, "", "circulation", "", 204235),
            (1864, "", "proof", "", 50),
            # Heritage lot description (iCollector): 1865 $20 MS65 (mintage 351,175):
            # https://www.icollector.com/1865-20-MS65-NGC-At-the-tail-end-of-the-Civil-War-f-1865-20-MS65-NGC_i5381826
            (1865, "", "circulation", "", 351175),
            # Doug Winter, Type One Liberty Head double eagles online book: 1865-S (mintage 1,042,500):
            # http://doubleeaglebook.com/type-one-liberty-head-double-eagles-online-book/type-one-liberty-head-double-eagles-date-by-date/1865-s/
            (1865, "S", "circulation", "", 1042500),
            # US Rare Coin Investments: 1863-S double eagle (966,570 circulation strikes):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1863-s_double_eagle.htm
            (1863, "S", "circulation", "", 966570),
            # US Rare Coin Investments: 1860-S double eagle (544,950 circulation strikes):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1860-s_double_eagle.htm
            (1860, "S", "circulation", "", 544950),
            # US Rare Coin Investments: 1859-S double eagle (636,445 circulation strikes):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1859-s_double_eagle.htm
            (1859, "S", "circulation", "", 636445),
            # Stack's Bowers: 1855-S Liberty Head double eagle (879,675 struck at San Francisco in 1855):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1855-s-20-liberty-double-eagle
            (1855, "S", "circulation", "", 879675),
            # US Rare Coin Investments: 1856-S double eagle (1,189,750 circulation strikes):
            # http://www.usrarecoininvestments.com/coin_info/double_eagles/1856-s_double_eagle.htm
            (1856, "S", "circulation", "", 1189750),
            # US Rare Coin Investments: 1853 double eagle (1,261,326 circulation strikes):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1853_double_eagle.htm
            (1853, "", "circulation", "", 1261326),
            # US Rare Coin Investments: 1852 double eagle (2,053,026 circulation strikes):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1852_double_eagle.htm
            (1852, "", "circulation", "", 2053026),
            # US Rare Coin Investments: 1855 double eagle (mintage 364,666):
            # http://usrarecoininvestments.com/coin_info/double_eagles/1855_double_eagle.htm
            (1855, "", "circulation", "", 364666),
            # David Hall Rare Coins: $20 Liberty 1849-1907 (1857-S 970,500 minted; 1883 and 1884 proof only, 92 and 71
            # pieces):
            # https://davidhall.com/collections/liberty-head-20-1849-1907
            (1857, "S", "circulation", "", 970500),
        ],
    ),
    "double-eagle-liberty-type-2": (
        "liberty-head-double-eagle",
        [
            # Universal Coin: 1866 double eagle (30 proofs originally struck):
            # https://universalcoin.com/pages/1866-double-eagle
            (1866, "", "proof", "", 30),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1876 (eagle
            # 45, double eagle 45 proofs):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/40
            (1876, "", "proof", "", 45),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1871 (eagle
            # 30, double eagle 30):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/29
            (1871, "", "proof", "", 30),
        ],
    ),
    "double-eagle-liberty-type-3": (
        "liberty-head-double-eagle",
        [
            # CoinWeek: 1878 three dollar gold coin, a collector's guide (Philadelphia 1878: 82,304 three dollars,
            # 286,240 quarter eagles, 131,720 half eagles, 73,780 eagles, 543,625 double eagles):
            # https://coinweek.com/1878-three-dollar-gold-coin-a-collectors-guide/
            (1878, "", "circulation", "", 543625),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1883 (double
            # eagle: 92 proofs):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/55
            (1883, "", "proof", "", 92),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1884 (half
            # eagle 48, eagle 45, double eagle 71):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/57
            (1884, "", "proof", "", 71),
            # JM Bullion: certified 1877-S $20 Liberty double eagle (San Francisco 1,735,000; Carson City 42,565;
            # Philadelphia 397,650):
            # https://www.jmbullion.com/certified-1877-s-pre-33-20-liberty-gold-double-eagle-coins/
            (1877, "", "circulation", "", 397650),
            (1877, "CC", "circulation", "", 42565),
            (1877, "S", "circulation", "", 1735000),
            # AU Capital Management: 1878-CC $20 Liberty double eagle (mintage 13,180; 1877-CC 42,565):
            # https://aucm.com/1878-cc-liberty-double-eagle-type-3-20-ngc-xf45-142327816.html
            (1878, "CC", "circulation", "", 13180),
            # Walter Breen (PCGS library, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1887
            # (double eagle 121: quarterly 26, 28, 10, 57):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/65
            (1887, "", "proof", "", 121),
            # CoinWeek (Paradime Coins): the second-finest 1880-O $10 eagle (1880-O mintage 9,200; New Orleans 1879:
            # eagles 1,500, double eagles 2,325):
            # https://coinweek.com/the-second-finest-1880-o-10-eagle-gold-coin/
            (1879, "O", "circulation", "", 2325),
        ],
    ),
    "eagle-liberty-motto": (
        "liberty-head-eagle",
        [
            # CoinWeek: 1878 three dollar gold coin, a collector's guide (Philadelphia 1878: 82,304 three dollars,
            # 286,240 quarter eagles, 131,720 half eagles, 73,780 eagles, 543,625 double eagles):
            # https://coinweek.com/1878-three-dollar-gold-coin-a-collectors-guide/
            (1878, "", "circulation", "", 73780),
            # Stack's Bowers: 1879-CC Liberty Head eagle (1,762 eagles coined in late 1879):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1879-cc-liberty-head-eagle
            (1879, "CC", "circulation", "", 1762),
            # Douglas Winter: the rare 1873, 1876 and 1877 Liberty Head eagles (business strike mintages 800, 687,
            # 797):
            # https://raregoldcoins.squarespace.com/blog/2024/10/14/the-rare-and-undervalued-1873-1876-and-1877-liberty-head-eagles-a-study
            (1873, "", "circulation", "", 800),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1875 (half
            # eagle 20, eagle 20 proofs):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/38
            (1875, "", "proof", "", 20),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1876 (eagle
            # 45, double eagle 45 proofs):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/40
            (1876, "", "proof", "", 45),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1884 (half
            # eagle 48, eagle 45, double eagle 71):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/57
            (1884, "", "proof", "", 45),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1886,
            # continued (half eagle 72, eagle 60):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/61
            (1886, "", "proof", "", 60),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1871 (eagle
            # 30, double eagle 30):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/29
            (1871, "", "proof", "", 30),
            # Carson City Coin Club: 1878-CC $10 coin of the week (CC eagle output 1874 16,767; 1875 7,715; 1876
            # 4,696; 1877 3,332; 1878 3,244; 1879 1,762):
            # https://carsoncitycoinclub.com/forum/20-carson-city-coin-of-the-week-111-week-project/2136-1878-cc-10-carson-city-coin-of-the-week-3-6-2011
            (1874, "CC", "circulation", "", 16767),
            (1875, "CC", "circulation", "", 7715),
            (1876, "CC", "circulation", "", 4696),
            (1877, "CC", "circulation", "", 3332),
            (1878, "CC", "circulation", "", 3244),
            # Greysheet: $10 Liberty gold series notes (1875 business-strike mintage only 100 pieces and 20 proofs):
            # https://www.greysheet.com/coin-prices/series/$10-Liberty-Gold/
            (1875, "", "circulation", "", 100),
            # CoinWeek (Paradime Coins): the second-finest 1880-O $10 eagle (1880-O mintage 9,200; New Orleans 1879:
            # eagles 1,500, double eagles 2,325):
            # https://coinweek.com/the-second-finest-1880-o-10-eagle-gold-coin/
            (1879, "O", "circulation", "", 1500),
            (1880, "O", "circulation", "", 9200),
            # Type Sets wiki: $10 Liberty Head gold eagle 1838-1907 (1888-O mintage 21,335; 1877 mintage 797):
            # http://typesets.wikidot.com/1838-1907-liberty-head
            (1877, "", "circulation", "", 797),
            (1888, "O", "circulation", "", 21335),
        ],
    ),
    "half-eagle-liberty-motto": (
        "liberty-head-half-eagle",
        [
            # CoinWeek: 1878 three dollar gold coin, a collector's guide (Philadelphia 1878: 82,304 three dollars,
            # 286,240 quarter eagles, 131,720 half eagles, 73,780 eagles, 543,625 double eagles):
            # https://coinweek.com/1878-three-dollar-gold-coin-a-collectors-guide/
            (1878, "", "circulation", "", 131720),
            # Stack's Bowers: 1880-CC Liberty Head half eagle (Rusty Goe: annual mintage 51,017):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1880-cc-liberty-head-half-eagle
            (1880, "CC", "circulation", "", 51017),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1875 (half
            # eagle 20, eagle 20 proofs):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/38
            (1875, "", "proof", "", 20),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1884 (half
            # eagle 48, eagle 45, double eagle 71):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/57
            (1884, "", "proof", "", 48),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1886,
            # continued (half eagle 72, eagle 60):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/61
            (1886, "", "proof", "", 72),
            # PCGS auction archive (Stack's Bowers lot): 1873 $5 Close 3 MS63 (1873 circulation-strike mintage
            # 224,985, both date styles):
            # https://cn.pcgs.com/valueview/auctiondetail/itemid/6018205190773570816
            (1873, "", "circulation", "", 224985),
            # CoinValues: 1873 Liberty Head $5 half eagle mintages (Close 3 112,480; Open 3 112,505; CC 7,416; S
            # 31,000; proof 25):
            # http://coinvalues.com/liberty-head-half-eagle/1873
            (1873, "", "proof", "", 25),
            (1873, "CC", "circulation", "", 7416),
            (1873, "S", "circulation", "", 31000),
            # Coppola Collection (University of Michigan): 1881-S $5 Liberty Head half eagle, mintage 969,000:
            # https://sites.lsa.umich.edu/bcoppola/2019/01/28/1881-s-gold-u-s-5-liberty-head-half-eagle/
            (1881, "S", "circulation", "", 969000),
        ],
    ),
    "half-eagle-liberty-no-motto": (
        "liberty-head-half-eagle",
        [
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1865 (three
            # dollars 25 originals, half eagle 25):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/18
            (1865, "", "proof", "", 25),
            # NGC Coin Explorer: 1864 $5 MS (half eagle production for 1864 just 4,100 pieces):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=18296
            # Rare Coins 101 gives 4,170 business strikes against NGC's "just 4,100": null (second reading)
            # https://rarecoins101.com/1864-coronet-5-dollar-half-eagle.html
            (1864, "", "circulation", "", None),
            # Coin Update: key date Liberty half eagles (1839-D 18,939; 1847-O 12,000):
            # http://news.coinupdate.com/key-date-liberty-half-eagles/
            (1847, "O", "circulation", "", 12000),
            # CoinValues: 1861 Liberty Head $5 half eagle mintages (1861 688,084; C 6,879; D 1,597; S 18,000; proof
            # 66):
            # https://cdn.coinvalues.com/liberty-head-half-eagle/1861
            (1861, "", "circulation", "", 688084),
            (1861, "", "proof", "", 66),
            (1861, "C", "circulation", "", 6879),
            (1861, "S", "circulation", "", 18000),
            # NGC (Jeff Garrett): Southern branch mint half eagles 1846-1855 (1846-D total mintage 80,294):
            # https://www.ngccoin.com/news/article/5174/half-eagles/
            (1846, "D", "circulation", "", 80294),
        ],
    ),
    "half-eagle-liberty-no-motto-large-diameter": (
        "liberty-head-half-eagle",
        [
            # Coin Update: key date Liberty half eagles (1839-D 18,939; 1847-O 12,000):
            # http://news.coinupdate.com/key-date-liberty-half-eagles/
            (1839, "D", "circulation", "", 18939),
        ],
    ),
    "quarter-eagle-liberty-head": (
        "liberty-head-quarter-eagle",
        [
            # CoinWeek: 1878 three dollar gold coin, a collector's guide (Philadelphia 1878: 82,304 three dollars,
            # 286,240 quarter eagles, 131,720 half eagles, 73,780 eagles, 543,625 double eagles):
            # https://coinweek.com/1878-three-dollar-gold-coin-a-collectors-guide/
            (1878, "", "circulation", "", 286240),
            # Numismatic News: Coronet Head quarter eagles of Philadelphia (the first 18,859 struck in 1840):
            # https://www.numismaticnews.net/archive/with-gold-prices-high-eyes-turn-to-smaller-sizes
            (1840, "", "circulation", "", 18859),
            # US Rare Coin Investments: 1862 proof quarter eagle (reported mintage 35):
            # https://usrarecoininvestments.com/coin_info/1862_proof_quarter_eagle.htm
            (1862, "", "proof", "", 35),
            # Douglas Winter: a year set of Civil War gold coins, part four, 1865 (quarter eagle 1,520 and 25 proofs):
            # https://raregoldcoins.com/blog/articles/assembling-a-year-set-of-civil-war-gold-coins-part-four-1865
            (1865, "", "proof", "", 25),
            # PCGS CoinFacts (copy on psacardfacts.com): 1854-C $2.50 (mintage 7,295):
            # http://www.psacardfacts.com/coinfacts/coin/1854-c-2-50/7770
            (1854, "C", "circulation", "", 7295),
            # PCGS CoinFacts (copy on psacardfacts.com): 1854-O $2.50 (mintage 153,000):
            # http://www.psacardfacts.com/coinfacts/coin/1854-o-2-50/7772
            (1854, "O", "circulation", "", 153000),
            # Douglas Winter: the rare 1854-D quarter eagle (original mintage 1,760):
            # https://raregoldcoins.com/blog/2018/5/8/the-rare-1854-d-quarter-eagle
            (1854, "D", "circulation", "", 1760),
            # PCGS CoinFacts (copy on psacardfacts.com): 1853-D $2.50 (mintage 3,178):
            # http://www.psacardfacts.com/coinfacts/coin/1853-d-2-50/7768
            (1853, "D", "circulation", "", 3178),
            # CoinWeek: 1852-D Liberty Head quarter eagle, a collector's guide (4,078 struck at Dahlonega):
            # https://coinweek.com/1852-d-liberty-head-quarter-eagle-collectors-guide/
            (1852, "D", "circulation", "", 4078),
            # CoinWeek: 1852-C Liberty Head quarter eagle, a collector's guide (9,772 struck at Charlotte):
            # https://coinweek.com/1852-c-liberty-head-quarter-eagle-a-collectors-guide/
            (1852, "C", "circulation", "", 9772),
            # CoinValues: 1856 Liberty Head quarter eagle, mintages by mint (1856 384,240; C 7,913; D 874; S 72,120):
            # https://coinvalues.com/liberty-head-quarter-eagle/1856
            (1856, "", "circulation", "", 384240),
            (1856, "C", "circulation", "", 7913),
            (1856, "D", "circulation", "", 874),
            (1856, "S", "circulation", "", 72120),
            # CoinValues: 1861 Liberty Head quarter eagle, mintages by mint (1861-S 24,000):
            # http://coinvalues.com/liberty-head-quarter-eagle/1861
            (1861, "S", "circulation", "", 24000),
            # CoinValues: 1876 Liberty Head quarter eagle, mintages by mint (1876 4,176; 1876-S 5,000):
            # https://coinvalues.com/liberty-head-quarter-eagle/1876
            (1876, "", "circulation", "", 4176),
            (1876, "S", "circulation", "", 5000),
            # NGC Coin Explorer: 1871 $2.5 MS (business-strike production just 5,320 pieces):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=517813
            (1871, "", "circulation", "", 5320),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1888 (gold
            # dollar 957, quarter eagle 92, three dollars 291):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/66
            (1888, "", "proof", "", 92),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1868 (gold
            # dollar 25, quarter eagle 25, three dollars 25):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/24
            (1868, "", "proof", "", 25),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1887
            # (quarter eagle 122 proofs and 6,160 business strikes; three dollars 160 proofs and 6,000 business
            # strikes):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/64
            (1887, "", "circulation", "", 6160),
            (1887, "", "proof", "", 122),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1878 (gold
            # dollar 20, quarter eagle 20):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/44
            (1878, "", "proof", "", 20),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1873
            # (quarter eagle 25, Closed 3; three dollars 25 originals, Open 3):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/33
            (1873, "", "proof", "", 25),
            # US Rare Coin Investments: 1866 proof quarter eagle (thirty struck, delivered January 15 and June 8):
            # https://usrarecoininvestments.com/coin_info/1866_proof_quarter_eagle.htm
            (1866, "", "proof", "", 30),
            # US Rare Coin Investments: 1869 proof quarter eagle (mintage of just 25 proofs):
            # https://usrarecoininvestments.com/coin_info/1869_proof_quarter_eagle.htm
            (1869, "", "proof", "", 25),
            # US Rare Coin Investments: 1870 proof quarter eagle (mintage 35: 25 delivered February 3, 10 on June 1):
            # https://usrarecoininvestments.com/coin_info/1870_proof_quarter_eagle.htm
            (1870, "", "proof", "", 35),
            # US Rare Coin Investments: 1859 proof quarter eagle (reported mintage 80):
            # https://usrarecoininvestments.com/coin_info/1859-proof-quarter-eagle.htm
            (1859, "", "proof", "", 80),
            # Stack's Bowers: 1874 proof Liberty Head quarter eagle (20 proofs; 3,920 circulation strikes):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1874-proof-liberty-head-quarter-eagle
            (1874, "", "circulation", "", 3920),
            (1874, "", "proof", "", 20),
            # Stack's Bowers: 1882 proof Liberty Head quarter eagle (67 proofs in 1882, 51 in 1881):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1882-proof-liberty-head-quarter-eagle
            (1881, "", "proof", "", 51),
            (1882, "", "proof", "", 67),
            # Douglas Winter (raregoldcoins.com): the 1845-O quarter eagle (all 4,000 delivered on January 22, 1846):
            # https://raregoldcoins.squarespace.com/blog?offset=1269024362005&tag=Liberty+Head+quarter+eagles
            (1845, "O", "circulation", "", 4000),
            # David Hall Rare Coins: $2.5 Libertys 1840-1907 (1863 proof only, just 30 coins; 1854-S 246 business
            # strikes; 1848 CAL. 1,389):
            # https://davidhall.com/collections/liberty-head-2-5-1840-1907
            (1854, "S", "circulation", "", 246),
            (1863, "", "proof", "", 30),
            # NGC Coin Explorer: 1864 $2.5 PF (official Mint documents: 50 proof quarter eagles):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=17890
            (1864, "", "proof", "", 50),
            # collectibles.ai: 1840 Charlotte Liberty Head quarter eagle (mintage 12,822):
            # https://www.collectibles.ai/coin/united-states-of-america-1840-charlotte-liberty-head-quarter-eagles-2-50-2-50-10072
            (1840, "C", "circulation", "", 12822),
        ],
    ),
    "double-eagle-saint-gaudens-motto": (
        "saint-gaudens-double-eagle",
        [
            # Coin World: gold double eagles highlight Legend Regency sale (52,500 double eagles struck at Denver in
            # 1909):
            # https://www.coinworld.com/news/us-coins/gold-double-eagles-highlight-legend-regency-sale.html
            (1909, "D", "circulation", "", 52500),
            # US Rare Coin Investments: 1911 Saint-Gaudens double eagle (197,250 circulation strikes, 100 proofs):
            # http://www.usrarecoininvestments.com/coin_info/saint_gaudens/1911_saint_gaudens.htm
            (1911, "", "circulation", "", 197250),
            (1911, "", "proof", "", 100),
            # Stack's Bowers: 1912 Saint-Gaudens matte proof double eagle (mintage 74):
            # https://www.stacksbowers.com/News/Pages/Home.aspx?ArticleID=128
            (1912, "", "proof", "", 74),
            # Stack's Bowers: 1913 Saint-Gaudens double eagle (168,780 business strikes; 99 proofs struck, 58
            # distributed):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1913-saint-gaudens-double-eagle
            (1913, "", "circulation", "", 168780),
            (1913, "", "proof", "", 99),
            # NGC: Collecting Saint-Gaudens double eagles, part VI (1915 152,000; 1915-S 567,000):
            # https://www.ngccoin.com/news/article/2726/
            (1915, "", "circulation", "", 152000),
            (1915, "S", "circulation", "", 567000),
            # Numismatic News: 1921 double eagle survives in low numbers (528,500 struck):
            # https://www.numismaticnews.net/archive/1921-double-eagle-survives-in-low-numbers
            (1921, "", "circulation", "", 528500),
            # Key Date Coins: 1927-D Saint-Gaudens double eagle (180,000 minted):
            # https://keydatecoins.com/1927-d-saint-gaudens-double-eagle/
            (1927, "D", "circulation", "", 180000),
            # Coin World: 1920-S Saint-Gaudens double eagle a heavily melted issue (558,000; 1920 Philadelphia
            # 228,250):
            # https://www.coinworld.com/news/us-coins/1920-s-saint-gaudens-double-eagle-a-heavily-melted-issue.html
            (1920, "", "circulation", "", 228250),
            (1920, "S", "circulation", "", 558000),
            # Premier Coin Galleries: production of the Saint-Gaudens double eagle (161,282 double eagles struck at
            # Philadelphia in 1909):
            # https://premiercoingalleries.com/production-of-saint-gaudens-double-eagle-2/
            (1909, "", "circulation", "", 161282),
        ],
    ),
    "double-eagle-saint-gaudens-no-motto": (
        "saint-gaudens-double-eagle",
        [
            # Gold Investing Simplified: Saint-Gaudens double eagle (no motto: 361,667 in 1907 and 4,271,551 in 1908
            # at Philadelphia, 663,750 at Denver in 1908):
            # https://goldinvestingsimplified.com/StGaudensGold.html
            (1907, "", "circulation", "", 361667),
            (1908, "", "circulation", "", 4271551),
            (1908, "D", "circulation", "", 663750),
        ],
    ),
    "three-dollars-indian-princess": (
        "three-dollars",
        [
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1888 (gold
            # dollar 957, quarter eagle 92, three dollars 291):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/66
            (1888, "", "proof", "", 291),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1868 (gold
            # dollar 25, quarter eagle 25, three dollars 25):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/24
            (1868, "", "proof", "", 25),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1865 (three
            # dollars 25 originals, half eagle 25):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/18
            (1865, "", "proof", "", 25),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1887
            # (quarter eagle 122 proofs and 6,160 business strikes; three dollars 160 proofs and 6,000 business
            # strikes):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/64
            (1887, "", "circulation", "", 6000),
            (1887, "", "proof", "", 160),
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1873
            # (quarter eagle 25, Closed 3; three dollars 25 originals, Open 3):
            # https://auth.pcgs.com/books/breen-proofs/Chapter07/33
            (1873, "", "proof", "", 25),
        ],
    ),
}


@pytest.mark.parametrize("slug", sorted(MINTAGES))
def test_classic_us_gold_issues_carry_their_published_mintages(slug):
    series_slug, rows = MINTAGES[slug]
    for year, letter, finish, variety, mintage in rows:
        found = issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, finish=finish, variety=variety)
        assert len(found) == 1, (year, letter, finish, variety)
        assert found[0]["mintage"] == mintage, (year, letter, finish, variety)


# type slug -> (series slug, catalogue numbers), each group with the page it was read from
REFERENCES = {
    # Coins Catalog: 20 dollars Double Eagle Liberty Head, circulation coinage (Krause KM# 74.1):
    # https://coinscatalog.net/usa/coin-20-twenty-dollars-double-eagle-liberty-head-km-74-1-circulation-coinage
    "double-eagle-liberty-type-1": ("liberty-head-double-eagle", ["KM# 74.1"]),
    # Heritcoin: USA 1 dollar Indian Princess Large Head 1875 (Krause KM# 86; mintage 420):
    # https://www.heritcoin.com/coinDetail1az_USA_1_dollars_Indian_Princess_Large_Head_1875_Unc
    # Hobbyray: 1862 gold Indian Head dollar (KM-86, Friedberg 94):
    # https://www.hobbyray.com/en/coin_definition-1_Dollar-a-a-YpzBwcI0hXMAAAEo1rMYED6T.htm
    "gold-dollar-type-3": ("gold-dollar", ["KM# 86"]),
}


@pytest.mark.parametrize("slug", sorted(REFERENCES))
def test_classic_us_gold_types_carry_their_catalogue_numbers(slug):
    series_slug, numbers = REFERENCES[slug]
    references = find(ROOT, series_slug, slug)["references"]
    assert references[: len(numbers)] == numbers


# Where two readable pages disagree, or a figure covers only part of an issue, the comment says so; the mintage
# stays null where no single figure stands. The pages are cited on the type.
UNSETTLED = [
    (
        "liberty-head-double-eagle",
        "double-eagle-liberty-type-1",
        1861,
        "S",
        "circulation",
        "",
        "Doug Winter (doubleeaglebook.com) gives 748,750 struck with the regular Longacre reverse after nearly 20,000 with the Paquet reverse; the issue here covers both, so no single figure.",
    ),
    (
        "indian-head-eagle",
        "eagle-indian-head-no-motto",
        1907,
        "",
        "circulation",
        "",
        "The regular No Periods coinage; the Wire Rim and Rolled Rim pieces with periods are listed apart (NGC).",
    ),
    (
        "indian-head-quarter-eagle",
        "quarter-eagle-indian-head",
        1914,
        "",
        "circulation",
        "",
        "US Coin Values Advisor gives 240,117, which is 240,000 plus the 117 proofs listed apart",
    ),
    (
        "liberty-head-half-eagle",
        "half-eagle-liberty-no-motto",
        1864,
        "",
        "circulation",
        "",
        "Rare Coins 101 gives 4,170 business strikes; the NGC Coin Explorer description (Heritage) says",
    ),
    (
        "saint-gaudens-double-eagle",
        "double-eagle-saint-gaudens-motto",
        1913,
        "",
        "proof",
        "",
        "Mint records: 99 struck, of which only 58 were distributed (Stack's Bowers).",
    ),
    (
        "liberty-head-double-eagle",
        "double-eagle-liberty-type-2",
        1866,
        "S",
        "circulation",
        "",
        "US Rare Coin Investments gives 722,250 struck, Rare Collectibles TV 830,250: no single figure.",
    ),
    (
        "liberty-head-half-eagle",
        "half-eagle-liberty-motto",
        1873,
        "",
        "circulation",
        "",
        "Total of both date styles: Close 3 112,480 and Open 3 112,505 (CoinValues).",
    ),
    (
        "saint-gaudens-double-eagle",
        "double-eagle-saint-gaudens-motto",
        1924,
        "",
        "circulation",
        "",
        "NGC prints 4,232,500 for the 1924 Philadelphia issue; left unset until a second source confirms the figure (possible digit transposition).",
    ),
    (
        "indian-head-quarter-eagle",
        "quarter-eagle-indian-head",
        1913,
        "",
        "circulation",
        "",
        "CoinWeek states 722,165 business strikes, which equals 722,000 plus the 165 proofs; 722,000 kept.",
    ),
    (
        "capped-bust-eagle",
        "eagle-capped-bust-heraldic-eagle",
        1797,
        "",
        "circulation",
        "Heraldic Eagle",
        "Breen, from Mint deliveries of June 7, 1797 to January 30, 1798, gives 10,940 Heraldic Eagle pieces; Dannreuther estimates 8,750-12,500 for all 1797-dated eagles; no single figure.",
    ),
    (
        "capped-bust-eagle",
        "eagle-capped-bust-small-eagle",
        1797,
        "",
        "circulation",
        "Small Eagle",
        "APMEX and Breen give 3,615 (deliveries of March 25 to May 2, 1797); Dannreuther estimates 1,250-3,615; no single figure.",
    ),
]


def test_classic_us_gold_comments_keep_what_a_single_figure_leaves_out():
    for series_slug, slug, year, letter, finish, variety, text in UNSETTLED:
        found = issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, finish=finish, variety=variety)
        assert len(found) == 1
        assert text in (found[0]["comment"] or "")


# --- Second pass, read date by date ---
# Each group of rows names the page it was read from (opening of the page, as the search tool shows it).
SECOND_PASS = {
    "quarter-eagle-classic-head-1834": (
        "classic-head-quarter-eagle",
        [
            # Chapter Nine, Later Gold Coins (docslib.org copy): date-by-date analysis of Classic Head quarter eagles
            # (1834 mintage 112,234):
            # https://docslib.org/doc/5563786/chapter-nine-later-gold-coins
            (1834, "", "circulation", "", 112234),
        ],
    ),
    "quarter-eagle-classic-head-1837": (
        "classic-head-quarter-eagle",
        [
            # Douglas Winter (raregoldcoins.com): a record-breaking Dahlonega quarter eagle, the 1839-D (original
            # mintage figure 13,674):
            # https://raregoldcoins.com/blog/tag/Classic+Head+quarter+eagles
            (1839, "D", "circulation", "", 13674),
        ],
    ),
    "gold-dollar-type-1": (
        "gold-dollar",
        [
            # Stack's Bowers (June 2014 catalogue, flipbook page 243): 1853-D $1 gold MS-62 (only 6,583 minted):
            # http://64.60.141.195/photos/FlippingBook/80A/80B/assets/basic-html/page243.html
            (1853, "D", "circulation", "", 6583),
            # collectibles.ai: 1853 Dahlonega gold dollar (mintage 6,583):
            # https://www.collectibles.ai/coin/united-states-of-america-1853-dahlonega-gold-dollars-1-one-dollar--10007
            (1853, "D", "circulation", "", 6583),
            # Collectors Universe forum (ambro51): Dahlonega gold dollars, the 1854-D (only 2,935 struck, delivered in
            # August):
            # https://forums.collectors.com/discussion/731564/dahlonega-gold-at-its-primitive-finest-meet-darla-the-new-georgia-lady-with-the-gold-dollar-colle
            (1854, "D", "circulation", "", 2935),
            # collectibles.ai: 1853 Charlotte gold dollar (mintage 11,515):
            # https://www.collectibles.ai/coin/united-states-of-america-1853-charlotte-gold-dollars-1-one-dollar--10006
            (1853, "C", "circulation", "", 11515),
            # LCR Coin: gold dollar, Liberty Head type (1849: Charlotte 11,634, Dahlonega 21,588, New Orleans
            # 215,000):
            # https://lcrcoin.com/product-category/rare-coins/pre-1933-u-s-gold-coins/gold-dollar
            (1849, "O", "circulation", "", 215000),
            # CoinWeek: 1851-C Liberty Head quarter eagle, a collector's guide (Charlotte 1851: gold dollars 41,267,
            # quarter eagles 14,923, half eagles 49,176):
            # https://coinweek.com/1851-c-liberty-head-quarter-eagle-a-collectors-guide/
            (1851, "C", "circulation", "", 41267),
        ],
    ),
    "gold-dollar-type-3": (
        "gold-dollar",
        [
            # CoinValues: 1889 Large Head Indian Princess gold dollar (28,950 minted; 1,779 proofs):
            # https://coinvalues.com/large-head-indian-princess-gold-dollar/1889
            (1889, "", "circulation", "", 28950),
            (1889, "", "proof", "", 1779),
            # CoinValues: 1860 Large Head Indian Princess gold dollar, mintages by mint (1860 36,514; 1860-D 1,566;
            # 1860-S 13,000; proof 154):
            # https://coinvalues.com/large-head-indian-princess-gold-dollar/1860
            (1860, "", "circulation", "", 36514),
            (1860, "", "proof", "", 154),
            (1860, "D", "circulation", "", 1566),
            (1860, "S", "circulation", "", 13000),
        ],
    ),
    "eagle-indian-head-motto": (
        "indian-head-eagle",
        [
            # PCGS CoinFacts (auction archive): 1910-S $10 MS66 (large mintage of 811,000):
            # http://www.pcgscoinfacts.com/Coin/AuctionDetail/8867/itemid/-5557608328008856104/0
            (1910, "S", "circulation", "", 811000),
            # Heritage lot description (iCollector): 1908-S $10 MS67 (only 59,850 eagles released by the San Francisco
            # Mint in 1908):
            # https://www.icollector.com/1908-S-10-MS67-PCGS-It-was-August-before-Edward-Swee_i6392462
            (1908, "S", "circulation", "", 59850),
            # CoinWeek: 1911 Indian Head gold eagle tied for finest known (original mintage 505,500):
            # https://coinweek.com/1911-indian-head-gold-eagle-tied-for-finest-known-offered-by-greatcollections-com/
            (1911, "", "circulation", "", 505500),
        ],
    ),
    "eagle-indian-head-motto-48-stars": (
        "indian-head-eagle",
        [
            # PCGS CoinFacts: 1920-S $10 Indian Head, regular strike (mintage 126,500):
            # https://www.pcgs.com/coinfacts/coin/1920-s-10/8881
            (1920, "S", "circulation", "", 126500),
            # Heritage lot description (iCollector): 1915-S $10 MS65 (the low-mintage 1915-S, 59,000 pieces):
            # https://www.icollector.com/1915-S-10-MS65-NGC_i7118611
            (1915, "S", "circulation", "", 59000),
        ],
    ),
    "half-eagle-indian-head": (
        "indian-head-half-eagle",
        [
            # Heritage lot description (iCollector): 1916-S $5 MS65 (relatively high mintage, 240,000 pieces):
            # https://www.icollector.com/1916-S-5-MS65-PCGS-Boston-sculptor-Bela-Lyon-Pratt_i6833864
            (1916, "S", "circulation", "", 240000),
            # CoinValues: 1908 Indian Head $5 half eagle, mintages by mint (1908 577,845; 1908-D 148,000; 1908-S
            # 82,000; proof 167):
            # https://coinvalues.com/indian-head-half-eagle/1908
            (1908, "", "proof", "", 167),
            (1908, "D", "circulation", "", 148000),
            (1908, "S", "circulation", "", 82000),
        ],
    ),
    "double-eagle-liberty-type-1": (
        "liberty-head-double-eagle",
        [
            # Stack's Bowers: 1858-O Liberty Head double eagle (low mintage, just 35,250 coins struck):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1858-o-20-liberty-double-eagle
            (1858, "O", "circulation", "", 35250),
            # CoinWeek: 1856-O Liberty Head double eagle, a collector's guide (1854: New Orleans 3,250, Philadelphia
            # 757,899):
            # https://coinweek.com/1856-o-liberty-head-double-eagle-a-collectors-guide/
            (1854, "", "circulation", "", 757899),
        ],
    ),
    "double-eagle-liberty-type-2": (
        "liberty-head-double-eagle",
        [
            # Breaking Barriers (breakingbarriersyfs.org): the 1873-CC Coronet Head $20 double eagle (mintage 22,410):
            # https://breakingbarriersyfs.org/1873-cc-coronet-head-gold-20-double-eagle
            (1873, "CC", "circulation", "", 22410),
            # NGC Coin Explorer: 1869 $20 MS, coin specifications (Philadelphia mintage 175,130):
            # https://www.ngccoin.com/coin-explorer/liberty-head-20-1850-1907-pscid-69/1869-20-ms-coinid-18955
            (1869, "", "circulation", "", 175130),
            # collectibles.ai: 1871 San Francisco Liberty Head double eagle (mintage 928,000):
            # https://www.collectibles.ai/coin/1871-s-san-francisco-liberty-head-double-eagles-20-4747
            (1871, "S", "circulation", "", 928000),
        ],
    ),
    "double-eagle-liberty-type-3": (
        "liberty-head-double-eagle",
        [
            # Stack's Bowers: 1892-CC Liberty Head double eagle (circulation mintage 27,265):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1892-cc-liberty-double-eagle
            (1892, "CC", "circulation", "", 27265),
            # Heritage lot description (iCollector): 1891-CC $20 MS61 (Goe: 5,000 double eagles at Carson City in
            # 1891, 208,000 half eagles; 1,390 double eagles at Philadelphia):
            # https://www.icollector.com/1891-CC-20-MS61-PCGS-The-year-1891-is-a-fascinating_i6928132
            (1891, "CC", "circulation", "", 5000),
            # Stack's Bowers: 1890-CC Liberty Head double eagle (circulation mintage 91,209):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1890-cc-liberty-double-eagle
            (1890, "CC", "circulation", "", 91209),
            # Coin World: proof 1892 double eagle tops Long Beach sale (proof mintage 93):
            # https://www.coinworld.com/news/us-coins/flashy-proof-1892--twenty-dollar-most-recent-long-beach-sale.html
            (1892, "", "proof", "", 93),
            # Universal Coin: 1885 double eagle (a total of 78 proofs produced):
            # https://universalcoin.com/pages/1885-double-eagle
            (1885, "", "proof", "", 78),
            # Douglas Winter (raregoldcoins.com): low mintage Philadelphia double eagles (2,199 business strike 1881
            # double eagles; 1882 571):
            # https://raregoldcoins.com/blog/market-blog/low-mintage-philadelphia-double-eagles
            (1881, "", "circulation", "", 2199),
            # Heritage (January 2015 catalogue, flipbook page 348): 1904 $20 Liberty proof (just 98 pieces originally
            # struck):
            # http://64.60.141.195/photos/FlippingBook/84A/files/assets/basic-html/page348.html
            (1904, "", "proof", "", 98),
            # CoinWeek: gem proof 1903 double eagle at GreatCollections (158 proof double eagles dated 1903 struck):
            # https://coinweek.com/auctions-news/gem-proof-1903-double-eagle-from-catskill-collection-at-greatcollections/
            (1903, "", "proof", "", 158),
        ],
    ),
    "eagle-liberty-motto": (
        "liberty-head-eagle",
        [
            # Carson City Coin Club: 1870-CC $10 gold, coin of the week (mintage 5,908):
            # https://carsoncitycoinclub.com/forum/20-carson-city-coin-of-the-week-111-week-project/1009-1870-cc-10-gold---cc-coin-of-the-week-3-21-10
            (1870, "CC", "circulation", "", 5908),
            # Coppola Collection (University of Michigan site): 1894-P gold $10 Liberty Head eagle page, which gives
            # the 1901-S eagle run as 2,812,750:
            # https://sites.lsa.umich.edu/bcoppola/2019/03/09/1894-p-gold-u-s-10-liberty-head-eagle/
            (1901, "S", "circulation", "", 2812750),
            # Coin Value Guide: Liberty Head eagle ($10), key dates table (1873-CC 4,543; 1838 only 7,200 minted):
            # https://coinvalueguide.info/coins/liberty-head-eagle
            (1873, "CC", "circulation", "", 4543),
        ],
    ),
    "eagle-liberty-no-motto": (
        "liberty-head-eagle",
        [
            # PCGS CoinFacts (set registry): 1861-S $10 AU55 (mintage 15,500):
            # http://www.pcgs.com/setregistry/CoinFacts.aspx?i=616592
            (1861, "S", "circulation", "", 15500),
            # PCGS CoinFacts (set registry): 1865-S $10 865/Inverted 186 (mintage of the date 16,700):
            # http://www.pcgs.com/setregistry/CoinFacts.aspx?i=1127452
            (1865, "S", "circulation", "", 16700),
            # Douglas Winter (raregoldcoins.com): America's forgotten rarities, the 1863 eagle (only 1,218 struck at
            # Philadelphia):
            # https://raregoldcoins.com/blog?offset=1271170770000&tag=Liberty+Head+eagles
            (1863, "", "circulation", "", 1218),
            # CoinWeek: 1847-O Liberty Head quarter eagle, a collector's guide (New Orleans 1847: quarter eagles
            # 124,000, half eagles 12,000, eagles 571,500):
            # https://coinweek.com/1847-o-liberty-head-quarter-eagle-a-collectors-guide/
            (1847, "O", "circulation", "", 571500),
            # Desert Moon Numismatics: Cool Coin Showcase #1, New Orleans Liberty eagles (No Motto mintages from
            # 81,780 for the 1846-O to 571,500 for the 1847-O):
            # https://www.desertmoonnm.com/post/cool-coin-showcase-1-november-14-2025
            (1846, "O", "circulation", "", 81780),
            (1847, "O", "circulation", "", 571500),
            # Douglas Winter (raregoldcoins.com coin vault): 1859-O $10 PCGS AU53 CAC (only 2,300 struck):
            # https://raregoldcoins.com/blog/coin-vault/1859-o-10-00-pcgs-au53
            (1859, "O", "circulation", "", 2300),
            # The Tyrant Collection: 1863-S $10 Liberty NGC MS-61, coin number 105 (only 10,000 struck for the year):
            # http://thetyrantcollection.com/portfolio-item/1863-s-10-liberty-ngc-ms-61/
            (1863, "S", "circulation", "", 10000),
            # PCGS CoinFacts: 1855-O $10 regular strike (mintage 18,000; David Akers notes the 1855-O has exactly the
            # same mintage as the 1852-O):
            # http://www.pcgscoinfacts.com/Coin/Detail/8617
            (1852, "O", "circulation", "", 18000),
            (1855, "O", "circulation", "", 18000),
            # Coin Value Guide: Liberty Head eagle ($10), key dates table (1873-CC 4,543; 1838 only 7,200 minted):
            # https://coinvalueguide.info/coins/liberty-head-eagle
            (1838, "", "circulation", "", 7200),
        ],
    ),
    "half-eagle-liberty-motto": (
        "liberty-head-half-eagle",
        [
            # PCGS CoinFacts (set registry): 1892-O $5 (just 10,000 struck; Doug Winter):
            # https://www.pcgs.com/setregistry/mycoinfacts/1892-o-5/157188
            (1892, "O", "circulation", "", 10000),
            # Five Brief Takes: Carson City half eagles (1870-CC mintage 7,675; 1878-CC 9,054):
            # https://grannysgardenschool.org/five-brief-takes-carson-city-half-eagles
            (1870, "CC", "circulation", "", 7675),
            (1878, "CC", "circulation", "", 9054),
            # Carson City Coin Club: 1891-CC $5 coin of the week (original mintage 208,000):
            # https://carsoncitycoinclub.com/forum/20-carson-city-coin-of-the-week-111-week-project/1080-1891-cc-5-gold-cc-coin-of-the-week-04-18-10
            (1891, "CC", "circulation", "", 208000),
            # Heritage lot description (iCollector): 1891-CC $20 MS61 (Goe: 5,000 double eagles at Carson City in
            # 1891, 208,000 half eagles; 1,390 double eagles at Philadelphia):
            # https://www.icollector.com/1891-CC-20-MS61-PCGS-The-year-1891-is-a-fascinating_i6928132
            (1891, "CC", "circulation", "", 208000),
            # NGC Coin Explorer: 1883 $5 PF (233,461 half eagles struck at Philadelphia in 1883, of which only 61
            # proofs):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=18478
            (1883, "", "circulation", "", 233400),
            (1883, "", "proof", "", 61),
            # NGC Coin Explorer: 1885 $5 MS (just over 600,000 half eagles at Philadelphia in 1885, and 66 proofs):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=18367
            (1885, "", "proof", "", 66),
        ],
    ),
    "half-eagle-liberty-no-motto": (
        "liberty-head-half-eagle",
        [
            # CoinWeek: 1847-O Liberty Head quarter eagle, a collector's guide (New Orleans 1847: quarter eagles
            # 124,000, half eagles 12,000, eagles 571,500):
            # https://coinweek.com/1847-o-liberty-head-quarter-eagle-a-collectors-guide/
            (1847, "O", "circulation", "", 12000),
            # Douglas Winter (raregoldcoins.com), tag 1842-O: 1842-O $5 (original mintage 16,400):
            # https://raregoldcoins.com/blog/tag/1842-O
            (1842, "O", "circulation", "", 16400),
            # PCGS CoinFacts (set registry): 1843-O $5 Large Letters (Akers: mintage usually given as 19,075 Small
            # Letters and 82,000 Large Letters):
            # http://www.pcgs.com/setregistry/CoinFacts.aspx?i=839060
            (1843, "O", "circulation", "", 101075),
            # CoinWeek: 1851-C Liberty Head quarter eagle, a collector's guide (Charlotte 1851: gold dollars 41,267,
            # quarter eagles 14,923, half eagles 49,176):
            # https://coinweek.com/1851-c-liberty-head-quarter-eagle-a-collectors-guide/
            (1851, "C", "circulation", "", 49176),
            # CoinWeek: 1849-C Liberty Head quarter eagle, a collector's guide (Charlotte 1849: gold dollars 11,634,
            # quarter eagles 10,220, half eagles 64,823):
            # https://coinweek.com/1849-c-liberty-head-quarter-eagle-a-collectors-guide
            (1849, "C", "circulation", "", 64823),
            # CoinWeek: 1848-C Liberty Head quarter eagle, a collector's guide (Charlotte 1848: quarter eagles 16,788,
            # half eagles 64,472):
            # https://coinweek.com/1848-c-liberty-head-quarter-eagle-a-collectors-guide/
            (1848, "C", "circulation", "", 64472),
            # NGC Coin Explorer (Heritage description): 1848-C $5 MS (mintage 64,472):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=18237
            (1848, "C", "circulation", "", 64472),
        ],
    ),
    "quarter-eagle-liberty-head": (
        "liberty-head-quarter-eagle",
        [
            # CoinWeek: 1847-O Liberty Head quarter eagle, a collector's guide (New Orleans 1847: quarter eagles
            # 124,000, half eagles 12,000, eagles 571,500):
            # https://coinweek.com/1847-o-liberty-head-quarter-eagle-a-collectors-guide/
            (1847, "O", "circulation", "", 124000),
            # NGC Coin Explorer: 1890 $2.5 MS (the Philadelphia Mint struck a mere 8,720 business strike quarter
            # eagles):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=517842
            (1890, "", "circulation", "", 8720),
            # NGC Coin Explorer (Heritage description): 1876 $2.5 PF (45 proof quarter eagles struck; only 4,176
            # business strikes):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=17902
            (1876, "", "circulation", "", 4176),
            (1876, "", "proof", "", 45),
            # 1849-C Liberty Head quarter eagle, a collector's guide (grannysgardenschool.org): only 10,220 minted at
            # Charlotte:
            # https://grannysgardenschool.org/1849-c-liberty-head-quarter-eagle-guide
            (1849, "C", "circulation", "", 10220),
            # PCGS CoinFacts: 1843-C $2.50 Small Date (Akers: total mintage of the date 26,064, less than a third
            # Small Date):
            # http://www.pcgscoinfacts.com/Coin/Detail/7729
            (1843, "C", "circulation", "", 26064),
            # NGC Coin Explorer (Heritage description): 1859-S $2.5 MS (15,200 quarter eagles struck at San
            # Francisco):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=17790
            (1859, "S", "circulation", "", 15200),
            # Auction lot (iCollector): 1862-S $2.50 Liberty PCGS MS-63+ (only 8,000 minted):
            # https://www.icollector.com/1862-S-2-50-Liberty_i11762339
            (1862, "S", "circulation", "", 8000),
            # AU Capital Management: 1862-S $2.50 Liberty PCGS AU55 (original mintage of 8,000 coins):
            # http://www.aucmcoins.com/product/1862-s-2-50-liberty-pcgs-au55/
            (1862, "S", "circulation", "", 8000),
            # US Rare Coin Investments: 1865-S quarter eagle (a total of 23,376 quarter eagles minted at San
            # Francisco):
            # http://usrarecoininvestments.com/coin_info/1865s_quarter_eagle.htm
            (1865, "S", "circulation", "", 23376),
            # CoinWeek: 1851-C Liberty Head quarter eagle, a collector's guide (Charlotte 1851: gold dollars 41,267,
            # quarter eagles 14,923, half eagles 49,176):
            # https://coinweek.com/1851-c-liberty-head-quarter-eagle-a-collectors-guide/
            (1851, "C", "circulation", "", 14923),
            # CoinWeek: 1849-C Liberty Head quarter eagle, a collector's guide (Charlotte 1849: gold dollars 11,634,
            # quarter eagles 10,220, half eagles 64,823):
            # https://coinweek.com/1849-c-liberty-head-quarter-eagle-a-collectors-guide
            (1849, "C", "circulation", "", 10220),
            # CoinWeek: 1848-C Liberty Head quarter eagle, a collector's guide (Charlotte 1848: quarter eagles 16,788,
            # half eagles 64,472):
            # https://coinweek.com/1848-c-liberty-head-quarter-eagle-a-collectors-guide/
            (1848, "C", "circulation", "", 16788),
            # 1847 Liberty Head quarter eagle guide (tpacoastal.org): Philadelphia mintage of just 29,814:
            # https://tpacoastal.org/1847-liberty-head-quarter-eagle/
            (1847, "", "circulation", "", 29814),
            # PCGS CoinFacts: 1840-D $2.50, regular strike (mintage 3,532):
            # https://auth.pcgs.com/coinfacts/coin/1840-d-2-50/7719
            (1840, "D", "circulation", "", 3532),
            # CoinWeek: 1840-D Liberty Head quarter eagle, a collector's guide (the Dahlonega Mint struck 3,532):
            # https://coinweek.com/1840-d-liberty-head-quarter-eagle-collectors-guide/
            (1840, "D", "circulation", "", 3532),
            # Heritage lot description (iCollector): 1842-D $2 1/2 MS62 NGC (only 4,643 pieces struck):
            # https://www.icollector.com/1842-D-2-1-2-MS62-NGC-Variety-3-F-th_i5465448
            (1842, "D", "circulation", "", 4643),
            # Douglas Winter (raregoldcoins.com): 1841-D quarter eagle graded MS63 by PCGS (a total of 4,164 struck):
            # https://raregoldcoins.com/blog/market-blog/1841-d-quarter-eagle-graded-ms63-by-pcgs
            (1841, "D", "circulation", "", 4164),
            # PCGS CoinFacts (set registry): 1843-D $2.50 Small D (Winter: 36,209 struck, the highest mintage of any
            # Dahlonega quarter eagle):
            # http://www.pcgs.com/setregistry/CoinFacts.aspx?i=838861
            (1843, "D", "circulation", "", 36209),
            # Type Sets wiki: $2 1/2 Liberty Head quarter eagle 1840-1907, market notes (the 1892 issue, mintage
            # 2,440):
            # http://typesets.wikidot.com/1840-1907-liberty-head
            (1892, "", "circulation", "", 2440),
        ],
    ),
    "double-eagle-saint-gaudens-motto": (
        "saint-gaudens-double-eagle",
        [
            # Heritage Auctions: 1926-D $20 MS65 PCGS (the Denver Mint coined 481,000 double eagles in 1926):
            # https://coins.ha.com/itm/saint-gaudens-double-eagles/1926-d-20-ms65-pcgs-cac/a/1136-2328.s?type=PR-PRTE11210
            (1926, "D", "circulation", "", 481000),
            # Stack's Bowers: 1929 Saint-Gaudens double eagle (the Philadelphia Mint struck 1,779,750 double eagles
            # that year):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1929-saint-gaudens-double-eagle
            (1929, "", "circulation", "", 1779750),
            # Stack's Bowers: 1932 Saint-Gaudens double eagle (1,101,750 struck at the Philadelphia Mint in 1932):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1932-saint-gaudens-double-eagle
            (1932, "", "circulation", "", 1101750),
            # Heritage lot description (iCollector): 1925-S $20 MS65 (3,776,500 pieces struck):
            # https://www.icollector.com/1925-S-20-MS65-PCGS-When-one-considers-mintmarked-do_i6392594
            (1925, "S", "circulation", "", 3776500),
        ],
    ),
    "three-dollars-indian-princess": (
        "three-dollars",
        [
            # Stack's Bowers lot (biddr.com): 1881 three-dollar gold piece MS-61 (only 500 coins struck for commercial
            # use):
            # https://biddr.com/auctions/stacksbowers/browse?a=1383&currency=CHF&l=1475761
            (1881, "", "circulation", "", 500),
            # Douglas Winter (raregoldcoins.com): Three Dollar gold pieces from the 1880's (1881: 500 struck for
            # circulation; 1883: 900):
            # https://raregoldcoins.com/blog/market-blog/three-dollar-gold-pieces-from-the-1880s
            (1881, "", "circulation", "", 500),
            (1883, "", "circulation", "", 900),
            # NGC Coin Explorer: 1880 $3 PF (only 1,000 business strikes and 36 proofs struck):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=20117
            (1880, "", "circulation", "", 1000),
            (1880, "", "proof", "", 36),
            # B. M. Cham: 1881 $3 PCGS PR65+ Cameo (54 proofs, the accepted proof mintage after Breen; delivery
            # records show 40 sets and 10 more):
            # https://bmcham.com/products/1881-3-pcgs-pr65-cameo
            (1881, "", "proof", "", 54),
            # US Rare Coin Investments: 1885 $3 PCGS MS63, coin of the week (original mintage of only 801 pieces):
            # https://usrarecoininvestments.com/newsletter/newsletter_103_coin_of_the_week_1885_$3_pcgs_ms63.htm
            (1885, "", "circulation", "", 801),
            # NGC Collectors Society (Bill Jones): 1887 $3 NGC MS64, owner comments (1854 138,618; 1855 50,555; 1874
            # 41,800; 1878 82,304; 1887 6,000):
            # https://coins.www.collectors-society.com/WCM/CoinView.aspx?PeopleSetCoinID=1489189
            (1874, "", "circulation", "", 41800),
            (1878, "", "circulation", "", 82304),
            # CoinWeek (Stack's Bowers): gem 1889 $3 gold (mintage just 2,300 coins, all delivered in December):
            # https://coinweek.com/auctions-news/gem-1889-3-gold-featured-in-stacks-bowers-nov-2020-showcase-auction/
            (1889, "", "circulation", "", 2300),
            # PCGS CoinFacts (set registry): 1889 $3 proof (mintage 129):
            # http://www.pcgs.com/SetRegistry/CoinFacts.aspx?i=249014
            (1889, "", "proof", "", 129),
            # NGC Coin Explorer: 1882 $3 PF (only 1,500 business strikes and 76 proofs struck):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=20119
            (1882, "", "circulation", "", 1500),
            (1882, "", "proof", "", 76),
            # NGC Coin Explorer: 1884 $3 (the Philadelphia Mint struck only 1,106 three-dollar pieces in 1884, a
            # thousand for circulation and the balance proofs):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=18006
            (1884, "", "circulation", "", 1000),
            (1884, "", "proof", "", 106),
            # Douglas Winter (raregoldcoins.com): the 1884 Three Dollar gold piece (just 1,000 business strikes, made
            # on December 13):
            # https://raregoldcoins.com/blog/tag/1884+three+dollar
            (1884, "", "circulation", "", 1000),
            # NGC Coin Explorer: 1883 $3 MS (only 900 business strikes and 89 proofs struck):
            # https://www.ngccoin.com/mobile/CoinExplorer/DescriptionVP.aspx?CoinId=518005
            (1883, "", "circulation", "", 900),
            (1883, "", "proof", "", 89),
            # CoinWeek: 1878 three dollar gold coin, a collector's guide (Philadelphia 1878: 82,304 three dollars,
            # 286,240 quarter eagles, 131,720 half eagles, 73,780 eagles, 543,625 double eagles):
            # https://coinweek.com/1878-three-dollar-gold-coin-a-collectors-guide/
            (1878, "", "circulation", "", 82304),
            # Three Dollar gold pieces of the Civil War and Reconstruction (grannysgardenschool.org): the 1865 issue,
            # a mintage of just 1,140:
            # https://grannysgardenschool.org/?p=22637
            (1865, "", "circulation", "", 1140),
            # Stack's Bowers: 1862 gold three dollar (the 5,750 pieces of 1862 were delivered on February 6):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1862-gold-three-dollar
            (1862, "", "circulation", "", 5750),
        ],
    ),
}


@pytest.mark.parametrize("slug", sorted(SECOND_PASS))
def test_classic_us_gold_second_pass_mintages(slug):
    series_slug, rows = SECOND_PASS[slug]
    for year, letter, finish, variety, mintage in rows:
        found = issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, finish=finish, variety=variety)
        assert len(found) == 1, (year, letter, finish, variety)
        assert found[0]["mintage"] == mintage, (year, letter, finish, variety)


SECOND_PASS_COMMENTS = [
    (
        "liberty-head-eagle",
        "eagle-liberty-no-motto",
        1865,
        "S",
        "circulation",
        "",
        "PCGS CoinFacts gives the mintage 16,700 on its page for the 865/Inverted 186 variety; the figure "
        "covers the whole date (both varieties).",
    ),
    (
        "liberty-head-half-eagle",
        "half-eagle-liberty-no-motto",
        1843,
        "O",
        "circulation",
        "",
        "Both reverse varieties together: the breakdown usually given is 19,075 Small Letters and 82,000 "
        "Large Letters (Akers, on PCGS CoinFacts), though Akers suspects the split was more even.",
    ),
    (
        "three-dollars",
        "three-dollars-indian-princess",
        1881,
        "",
        "proof",
        "",
        "54 is Breen's figure from the Chief Coiner's records and the accepted one; the official "
        "deliveries were 40 gold proof sets plus 10 three-dollar pieces (B. M. Cham, after Bowers and "
        "Winter).",
    ),
    (
        "three-dollars",
        "three-dollars-indian-princess",
        1884,
        "",
        "proof",
        "",
        "NGC gives 1,106 three-dollar pieces struck in 1884, of which 1,000 for circulation and the "
        "balance (106) proofs.",
    ),
    (
        "liberty-head-half-eagle",
        "half-eagle-liberty-motto",
        1883,
        "",
        "circulation",
        "",
        "NGC gives 233,461 half eagles struck at Philadelphia in 1883, of which 61 proofs; the business "
        "strikes are the balance.",
    ),
    (
        "liberty-head-quarter-eagle",
        "quarter-eagle-liberty-head",
        1843,
        "C",
        "circulation",
        "",
        "Both date sizes together: Akers (PCGS CoinFacts) gives the total mintage 26,064, of which "
        "probably less than a third Small Date.",
    ),
]


def test_classic_us_gold_second_pass_comments():
    for series_slug, slug, year, letter, finish, variety, text in SECOND_PASS_COMMENTS:
        found = issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, finish=finish, variety=variety)
        assert len(found) == 1
        assert text in (found[0]["comment"] or "")
