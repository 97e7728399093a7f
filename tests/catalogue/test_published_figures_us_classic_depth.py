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
            # 1915-S: 567,000 here against 567,500 (Greysheet), so null (test_published_figures_us_greysheet.py)
            (1915, "S", "circulation", "", None),
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
            # 78 here against 77 (Greysheet), so null (test_published_figures_us_greysheet.py)
            (1885, "", "proof", "", None),
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


# --- H2 (issue 39, large denominations) ---
# Each group of rows names the page it was read from.
H2_LARGE_DENOMINATIONS = {
    "double-eagle-liberty-type-1": (
        "liberty-head-double-eagle",
        [
            # Doug Winter, Type One Liberty Head Double Eagles (online book): 1862-S (mintage 854,173):
            # http://doubleeaglebook.com/type-one-liberty-head-double-eagles-online-book/type-one-liberty-head-double-eagles-date-by-date/1862-s/
            (1862, "S", "circulation", "", 854173),
            # Doug Winter, Type One Liberty Head Double Eagles (online book): 1857 (mintage 439,375):
            # http://doubleeaglebook.com/type-one-liberty-head-double-eagles-online-book/type-one-liberty-head-double-eagles-date-by-date/1857-2/
            (1857, "", "circulation", "", 439375),
            # Silver Metal Coins (CoinWeek): 1851-O Liberty Head quarter eagle, a collector's guide (New Orleans Mint
            # production in 1851: eagles 263,000, double eagles 315,000):
            # https://silvermetalcoins.com/1851-o-liberty-head-quarter-eagle-a-collectors-guide
            (1851, "O", "circulation", "", 315000),
        ],
    ),
    "double-eagle-saint-gaudens-motto": (
        "saint-gaudens-double-eagle",
        [
            # David Hall Rare Coins: $20 St. Gaudens 1907-1933 (1927-D 180,000 minted; 1933 production of 445,500
            # pieces):
            # https://davidhall.com/collections/st-gaudens-20-1907-1933
            (1933, "", "circulation", "", 445500),
            # Heritage Auctions: 1908 $20 Motto, Matte, PR65 NGC (Mint records show only 101 proof double eagles
            # distributed in 1908):
            # https://coins.ha.com/itm/proof-saint-gaudens-double-eagles/1908-20-motto-matte-jd-1-low-r5-pr65-ngc-pcgs-107405-/a/1390-3367.s?ic4=GalleryView-ShortDescription-071515
            (1908, "", "proof", "", 101),
            # B. M. Cham: 1914 $20 PR67 NGC (proofs struck in three batches of 35, 35 and 30, ten of each melted: net
            # mintage 70):
            # https://bmcham.com/products/1914-20-pr67-ngc-jd-1-high-r-5
            (1914, "", "proof", "", 70),
            # B. M. Cham: 1915 $20 PR67 ex Simpson (50 proofs delivered October 25, 1915, with 152,000 business
            # strikes):
            # https://bmcham.com/products/1915-20-simpson-pf67
            (1915, "", "proof", "", 50),
            # CoinWeek: 1914-S Saint-Gaudens double eagle, a collector's guide (San Francisco mintages 1909-S
            # 2,774,925; 1910-S 2,128,250; 1914-S 1,498,000):
            # https://coinweek.com/1914-s-saint-gaudens-double-eagle-a-collectors-guide/
            (1909, "S", "circulation", "", 2774925),
            (1910, "S", "circulation", "", 2128250),
            (1914, "S", "circulation", "", 1498000),
            # PCGS Set Registry (CoinFacts): 1922-S $20 MS66, PCGS 9174 (mintage 2,658,000):
            # http://www.pcgs.com/SetRegistry/coinfacts.aspx?i=953257
            (1922, "S", "circulation", "", 2658000),
            # PCGS Set Registry (CoinFacts): 1911-S $20 MS65, PCGS 9159 (mintage 775,750):
            # https://auth.pcgs.com/setregistry/mycoinfacts/1911-s-20/898755
            (1911, "S", "circulation", "", 775750),
            # Heritage Auctions: 1911-D $20 MS67 PCGS, ex Duckor/Morse (mintage 846,500):
            # https://coins.ha.com/itm/saint-gaudens-double-eagles/1911-d-20-ms67-pcgs-secure-cac/a/1166-4616.s?hdnJumpToLot=1&x=0&y=0
            (1911, "D", "circulation", "", 846500),
            # Heritage Auctions: 1914 $20 MS66+ PCGS (only 95,250 coined at Philadelphia in 1914):
            # https://coins.ha.com/itm/saint-gaudens-double-eagles/1914-20-ms66-pcgs-secure-cac/a/1166-4622.s?hdnJumpToLot=1&x=0&y=0
            (1914, "", "circulation", "", 95250),
            # CoinTalk (Clinker): 1908 Saint-Gaudens double eagles, No Motto and With Motto (156,258 motto coins at
            # Philadelphia, 349,500 at Denver):
            # https://www.cointalk.com/posts/204022
            (1908, "", "circulation", "", 156258),
            (1908, "D", "circulation", "", 349500),
        ],
    ),
    "eagle-indian-head-motto": (
        "indian-head-eagle",
        [
            # COINage (PCGS Coin of the Week): 1908-D Indian eagle (Denver struck 836,500 with the motto in 1908):
            # https://www.coinagemag.com/pcgs-coin-of-the-week-1908-d-indian-10/
            (1908, "D", "circulation", "", 836500),
        ],
    ),
    "eagle-indian-head-motto-48-stars": (
        "indian-head-eagle",
        [
            # Rare Coins 101: 1930-S Indian Head $10 eagle (from a mintage of 96,000, about 237 survive):
            # https://www.rarecoins101.com/1930-s-indian-head-ten-dollar-eagle.html
            (1930, "S", "circulation", "", 96000),
            # grannysgardenschool.org: United States 1932 $10 Indian Head gold coins (mintage 4,463,000):
            # https://grannysgardenschool.org/?p=16577
            (1932, "", "circulation", "", 4463000),
        ],
    ),
    "eagle-liberty-motto": (
        "liberty-head-eagle",
        [
            # The E-Sylum (NBS), v9 n40: review of Winter, Gold Coins of the New Orleans Mint 1839-1909, 2nd ed.
            # (1894-O eagle mintage still believed to be 107,500):
            # https://www.coinbooks.org/esylum_v09n40a02.html
            (1894, "O", "circulation", "", 107500),
        ],
    ),
    "eagle-liberty-no-motto": (
        "liberty-head-eagle",
        [
            # NGC Collectors Society registry (owner notes, quoting Heritage): $10 1844 PCGS XF40 (low mintage of only
            # 6,361 pieces):
            # http://coins.www.collectors-society.com/WCM/CoinView.aspx?PeopleSetCoinID=3198004
            (1844, "", "circulation", "", 6361),
            # Silver Metal Coins (CoinWeek): 1851-O Liberty Head quarter eagle, a collector's guide (New Orleans Mint
            # production in 1851: eagles 263,000, double eagles 315,000):
            # https://silvermetalcoins.com/1851-o-liberty-head-quarter-eagle-a-collectors-guide
            (1851, "O", "circulation", "", 263000),
            # PCGS (auction archive, Stack's Bowers March 2020 lot 7338): 1848-O Liberty Head eagle MS66 (only 35,850
            # struck at New Orleans):
            # https://pcgs.com.cn/valueview/auctiondetail/itemid/1163277174195937969
            (1848, "O", "circulation", "", 35850),
            # Douglas Winter (raregoldcoins.com): the rare and underappreciated 1849-O eagle (23,900 eagles made at
            # New Orleans in 1849):
            # https://raregoldcoins.squarespace.com/blog/2017/3/21/the-rare-and-underappreciated-1849-o-eagle
            (1849, "O", "circulation", "", 23900),
            # Douglas Winter Numismatics (coin vault): 1842-O $10.00 NGC AU53 CAC (mintage of 27,400):
            # https://raregoldcoins.com/blog/coin-vault/1842-o-10-00-ngc-au53
            (1842, "O", "circulation", "", 27400),
        ],
    ),
}


# Comments that keep what a single figure leaves out (pages cited on the type).
H2_COMMENTS = [
    (
        "saint-gaudens-double-eagle",
        "double-eagle-saint-gaudens-motto",
        1909,
        "",
        "proof",
        "",
        "No single figure: 67 proofs is the figure usually given (Goldberg, PCGS), but Roger Burdette's "
        "research (Heritage) has 201 struck in two deliveries, 166 accepted as proofs and only 67 sold.",
    ),
    (
        "saint-gaudens-double-eagle",
        "double-eagle-saint-gaudens-motto",
        1908,
        "",
        "proof",
        "",
        "The 101 are the proofs distributed according to Mint records; unsold pieces were melted (Heritage).",
    ),
    (
        "saint-gaudens-double-eagle",
        "double-eagle-saint-gaudens-motto",
        1914,
        "",
        "proof",
        "",
        "Net figure: 100 struck in three batches, 30 rejected and melted at the Mint (B. M. Cham).",
    ),
]


# --- end H2 (issue 39, large denominations) --- end


# --- H1 (issue 39, small denominations: gold dollars to half eagles) ---
# Each group of rows names the page it was read from.
H1_SMALL_DENOMINATIONS = {
    "half-eagle-liberty-motto": (
        "liberty-head-half-eagle",
        [
            # CoinValues: 1868 Liberty Head $5 half eagle mintages (1868 5,700; 1868-S 52,000; proof 25):
            # https://cdn.coinvalues.com/liberty-head-half-eagle/1868
            (1868, "", "circulation", "", 5700),
            (1868, "S", "circulation", "", 52000),
            # Stack's Bowers coin resource center: 1884-CC Liberty Head half eagle (Rusty Goe: annual output
            # 16,402):
            # https://stage.stacksbowers.com/coin-resource-center/coin/1884-cc-liberty-head-half-eagle
            (1884, "CC", "circulation", "", 16402),
            # John W. McCloskey, 'The Underrated 1877-CC Half Eagle' (Gobrecht Journal reprint; mintage 8,680):
            # https://docslib.org/doc/3217801/the-underrated-1877-cc-half-eagle-by-john-w
            (1877, "CC", "circulation", "", 8680),
            # Coin World, Know your U.S. coins: Coronet $5 half eagles (mintages from 1,132 for the 1877 to
            # 3,648,000 for the 1901-S):
            # https://www.coinworld.com/numismatic/know-your-us-coins-five-dollar-half-eagles.html
            (1877, "", "circulation", "", 1132),
            (1901, "S", "circulation", "", 3648000),
        ],
    ),
    "gold-dollar-type-1": (
        "gold-dollar",
        [
            # Silver Metal Coins (CoinWeek): 1851-O Liberty Head quarter eagle, a collector's guide (New Orleans
            # 1851: gold dollars 290,000, quarter eagles 148,000, half eagles 41,000):
            # https://silvermetalcoins.com/1851-o-liberty-head-quarter-eagle-a-collectors-guide
            (1851, "O", "circulation", "", 290000),
            # PCGS Set Registry (CoinFacts): 1851-D $2.50 XF45, PCGS 7761 (Dahlonega 1851: half eagles 62,710,
            # quarter eagles 11,264, gold dollars 9,882):
            # https://auth.pcgs.com/setregistry/mycoinfacts/1851-d-2-50/4836912
            (1851, "D", "circulation", "", 9882),
            # US Rare Coin Investments: 1850 gold dollar (Breen text: 1850 [481,953 + 1 proof]):
            # http://www.usrarecoininvestments.com/collecting/1850-one-dol-gold.htm
            (1850, "", "circulation", "", 481953),
        ],
    ),
    "half-eagle-liberty-no-motto": (
        "liberty-head-half-eagle",
        [
            # Silver Metal Coins (CoinWeek): 1851-O Liberty Head quarter eagle, a collector's guide (New Orleans
            # 1851: gold dollars 290,000, quarter eagles 148,000, half eagles 41,000):
            # https://silvermetalcoins.com/1851-o-liberty-head-quarter-eagle-a-collectors-guide
            (1851, "O", "circulation", "", 41000),
            # US Rare Coin Investments: 1859-C half eagle (circulation strikes 31,847; no proofs):
            # http://usrarecoininvestments.com/coin_info/half_eagles/1859-c_half_eagle.htm
            (1859, "C", "circulation", "", 31847),
            # Rare Coins 101: 1865 Coronet $5 half eagle (Philadelphia half eagles fell from 688,000 in 1861 to
            # 4,430 in 1862 and 1,270 in 1865):
            # https://rarecoins101.com/1865-coronet-5-dollar-half-eagle.html
            (1862, "", "circulation", "", 4430),
            (1865, "", "circulation", "", 1270),
            # PCGS Set Registry (CoinFacts): 1851-D $2.50 XF45, PCGS 7761 (Dahlonega 1851: half eagles 62,710,
            # quarter eagles 11,264, gold dollars 9,882):
            # https://auth.pcgs.com/setregistry/mycoinfacts/1851-d-2-50/4836912
            (1851, "D", "circulation", "", 62710),
            # Douglas Winter (raregoldcoins.com), Philadelphia No Motto half eagles from the 1840s, a date by date
            # analysis (1841 mintage 15,833):
            # https://raregoldcoins.com/blog/articles/philadelphia-no-motto-half-eagles-from-the-1840%E2%80%99s-a-date-by-date-analysis
            (1841, "", "circulation", "", 15833),
        ],
    ),
    "quarter-eagle-liberty-head": (
        "liberty-head-quarter-eagle",
        [
            # Granny's Garden School: the 1845-D Liberty Head quarter eagle (only 19,460 minted at Dahlonega):
            # https://grannysgardenschool.org/?p=7953
            (1845, "D", "circulation", "", 19460),
            # JM Bullion coin info: 1871 Liberty Head $2.50 gold coin (San Francisco struck 22,000; Philadelphia
            # just over 5,000):
            # https://www.jmbullion.com/coin-info/us-gold-coins/liberty-2.5-dollar/1871-liberty-2.5-dollar/
            (1871, "S", "circulation", "", 22000),
            # CoinValues: 1873 Liberty Head $2.50 quarter eagle mintages (Closed 3 55,200; Open 3 122,800; 1873-S
            # 27,000):
            # http://coinvalues.com/liberty-head-quarter-eagle/1873
            (1873, "S", "circulation", "", 27000),
            # CoinWeek: 1846-O Liberty Head quarter eagle, a collector's guide (New Orleans 1846: quarter eagles
            # 62,000, half eagles 16,500, eagles 81,780):
            # https://coinweek.com/1846-o-liberty-head-quarter-eagle-a-collectors-guide/
            (1846, "O", "circulation", "", 62000),
            # AU Capital Management: 1846-D $2.50 Liberty PCGS MS62 (only 19,303 originally minted):
            # http://www.aucmcoins.com/product/1846-d-2-50-liberty-pcgs-ms62/
            (1846, "D", "circulation", "", 19303),
            # PCGS Set Registry (CoinFacts): 1848-D $2.50 AU55, PCGS 7751 (about 200 survivors from a mintage of
            # 13,771):
            # https://auth.pcgs.com/setregistry/mycoinfacts/1848-d-2-50/1130723
            (1848, "D", "circulation", "", 13771),
        ],
    ),
    "quarter-eagle-indian-head": (
        "indian-head-quarter-eagle",
        [
            # PCGS (Walter Breen, Encyclopedia of United States and Colonial Proof Coins): proof coins of 1911
            # (quarter eagle 191 matte proofs, half eagle 139, eagle 95, double eagle 100):
            # https://auth.pcgs.com/books/breen-proofs/Chapter09/7
            (1911, "", "proof", "", 191),
        ],
    ),
    "quarter-eagle-capped-head-1829": (
        "capped-head-quarter-eagle",
        [
            # Stack's Bowers lot (biddr.com): 1831 Capped Head Left quarter eagle AU-58 (only 4,520 circulation
            # strikes produced):
            # https://www.biddr.com/auctions/stacksbowers/browse?a=2416&l=2664695
            (1831, "", "circulation", "", 4520),
            # Stack's Bowers lot (biddr.com): 1833 Capped Head Left quarter eagle MS-63 PL (a reported 4,160 quarter
            # eagles struck in 1833):
            # https://www.biddr.com/auctions/stacksbowers/browse?a=4408&l=5222192
            (1833, "", "circulation", "", 4160),
            # US Rare Coin Investments: the 1832 quarter eagle (mint figures show 4,400 made; about 130 survive):
            # https://usrarecoininvestments.com/collecting/1832-quarter-eagle.htm
            (1832, "", "circulation", "", 4400),
        ],
    ),
    "quarter-eagle-capped-head-1821": (
        "capped-head-quarter-eagle",
        [
            # CoinWeek: 1824/1 Capped Bust quarter eagle, a collector's guide (entire 1824 mintage 2,600, from one
            # die pair):
            # http://coinweek.com/1824-1-capped-bust-quarter-eagle-a-collectors-guide/
            (1824, "", "circulation", "", 2600),
        ],
    ),
    "three-dollars-indian-princess": (
        "three-dollars",
        [
            # Auction catalogue (FlippingBook 80A, page 264), three-dollar gold lots (1860-S 7,000; 1861 5,959; 1862
            # 5,750; 1863 5,000; 1864 2,630; 1865 1,140):
            # http://64.60.141.195/photos/FlippingBook/80A/80B/assets/basic-html/page266.html
            (1861, "", "circulation", "", 5959),
            (1863, "", "circulation", "", 5000),
            (1864, "", "circulation", "", 2630),
        ],
    ),
    "quarter-eagle-classic-head-1837": (
        "classic-head-quarter-eagle",
        [
            # Collectors Universe forum (Bill Jones): Classic Head gold collection, part 11, the 1838 quarter eagle
            # (mintage 47,030):
            # https://forums.collectors.com/discussion/997616/classic-head-gold-collection-part-11-1838-quarter-eagle
            (1838, "", "circulation", "", 47030),
            # Heritage Auctions: 1837 Classic Head quarter eagle PR66+ Deep Cameo (business strikes of 1837: 45,080
            # quarter eagles and 207,121 half eagles):
            # https://coins.ha.com/itm/classic-quarter-eagles/quarter-eagles/1837-250-pr66-deep-cameo-pcgs-cac-breen-6145-variety-18-jd-1-high-r7-pcgs-800146-/a/1298-3840.s
            (1837, "", "circulation", "", 45080),
            # Collectors Universe forum (Bill Jones): Classic Head gold collection, part 19, the 1839-O quarter
            # eagle (mintage 17,781):
            # https://forums.collectors.com/discussion/comment/11960324
            (1839, "O", "circulation", "", 17781),
        ],
    ),
    "half-eagle-classic-head-1837": (
        "classic-head-half-eagle",
        [
            # Heritage Auctions: 1837 Classic Head quarter eagle PR66+ Deep Cameo (business strikes of 1837: 45,080
            # quarter eagles and 207,121 half eagles):
            # https://coins.ha.com/itm/classic-quarter-eagles/quarter-eagles/1837-250-pr66-deep-cameo-pcgs-cac-breen-6145-variety-18-jd-1-high-r7-pcgs-800146-/a/1298-3840.s
            (1837, "", "circulation", "", 207121),
        ],
    ),
    "half-eagle-capped-head-large-diameter": (
        "early-half-eagle",
        [
            # Heritage Auctions: 1826 Capped Head half eagle MS62, BD-1 (a modest mintage of 18,069 in 1826, two die
            # varieties):
            # https://coins.ha.com/itm/early-half-eagles/1826-5-bd-1-r5-ms62-pcgs-gold-cac/a/1251-5876.s
            (1826, "", "circulation", "", 18069),
            # Heritage Auctions: 1828/7 Capped Head Left half eagle MS63, BD-2 (Mint records: 28,029 half eagles
            # struck in 1828, four die varieties):
            # https://coins.ha.com/itm/early-half-eagles/half-eagles/1828-7-5-bd-2-unique-as-a-variety-ms63-ngc-pcgs-519941-/a/1254-4257.s
            (1828, "", "circulation", "", 28029),
            # Heritage Auctions: 1827 half eagle MS64, BD-1 (Mint records: 24,913 half eagles coined in 1827 from a
            # single die pair):
            # https://coins.ha.com/itm/early-half-eagles/1827-5-ms64-ngc/a/1104-2436.s
            (1827, "", "circulation", "", 24913),
            # Heritage Auctions: 1825/4/1 half eagle MS61, BD-1 (nominal mintage of 29,060 in 1825, three die
            # varieties):
            # https://coins.ha.com/c/item.zx?ic16=ViewItem-Auction-Open-ActionBar-PreviousLot-090315&lotNo=3293&saleNo=1383
            (1825, "", "circulation", "", 29060),
            # Heritage Auctions: 1818 half eagle, 5D over 50, BD-3, MS65 (the 1819 has a recorded output of 51,723;
            # the 1815 a recorded mintage of 635):
            # https://coins.ha.com/itm/early-half-eagles/1818-5-5d-over-50-ms65-pcgs-bd-3-r5/a/1201-5423.s
            (1819, "", "circulation", "", 51723),
            # Heritage Auctions (NumisBids): 1818 half eagle, STATESOF, BD-2, MS62 (Mint records: 48,588 half eagles
            # struck in 1818, three die varieties):
            # https://www.numisbids.com/n.php?p=lot&sid=1806&lot=5873
            (1818, "", "circulation", "", 48588),
        ],
    ),
    "half-eagle-capped-head-reduced-diameter": (
        "early-half-eagle",
        [
            # CoinWeek (Heritage): one of the finest known 1831 half eagles (the 1831 Capped Head Left half eagle
            # has a mintage of 140,594, two die varieties):
            # https://coinweek.com/us-coins/early-u-s-gold-coins-one-of-the-finest-known-1831-half-eagles/
            (1831, "", "circulation", "", 140594),
        ],
    ),
    "gold-dollar-type-3": (
        "gold-dollar",
        [
            # Douglas Winter (raregoldcoins.com): the 1857-S gold dollar (a total of 10,000 struck):
            # https://raregoldcoins.com/blog/market-blog/1857-s-gold-dollar
            (1857, "S", "circulation", "", 10000),
        ],
    ),
    "half-eagle-indian-head": (
        "indian-head-half-eagle",
        [
            # US Rare Coin Investments: 1910 Indian Head half eagle (circulation strikes 604,000; proofs 250):
            # http://www.usrarecoininvestments.com/coin_info/half_eagles/1910_half_eagle.htm
            (1910, "", "proof", "", 250),
        ],
    ),
}


# Catalogue numbers, each with the page that prints it.
H1_REFERENCES = {
    # Hobbyray: 1849 gold dollar, Liberty Head type 1 (references KM-73):
    # https://www.hobbyray.com/en/coin_definition-1_Dollar-Gold-USA_(1776_)-H2vBwcI0s_MAAAEoMmwYED5_.htm
    "gold-dollar-type-1": ("gold-dollar", ["KM# 73"]),
    # Hobbyray: 1862 gold Indian Head dollar (KM-86, Friedberg 94):
    # https://www.hobbyray.com/en/coin_definition-1_Dollar-a-a-YpzBwcI0hXMAAAEo1rMYED6T.htm
    "gold-dollar-type-3": ("gold-dollar", ["Fr. 94"]),
    # Heritcoin: USA 5 dollars Liberty Head 1854-S (Krause number KM# 69; mintage 268):
    # https://www.heritcoin.com/coinDetail1AU_USA_5_dollars_Liberty_Head_1854_S_Unc
    "half-eagle-liberty-no-motto": ("liberty-head-half-eagle", ["KM# 69"]),
}


# Comments that keep what a single figure leaves out (pages cited on the type).
H1_COMMENTS = [
    (
        "classic-head-half-eagle",
        "half-eagle-classic-head-1834",
        1835,
        "",
        "circulation",
        "",
        "Stack's Bowers gives only a lower bound: more than 371,000 half eagles were coined in 1835.",
    ),
    (
        "early-half-eagle",
        "half-eagle-capped-head-reduced-diameter",
        1832,
        "",
        "circulation",
        "12 stars",
        "Heritage gives 157,487 for the whole date, both varieties together (13 Stars BD-1 and the 12 Stars "
        "BD-2, of which 5-6 are known); the 12 Stars share is not recorded.",
    ),
    (
        "early-half-eagle",
        "half-eagle-capped-head-reduced-diameter",
        1834,
        "",
        "circulation",
        "Plain 4",
        "Stack's Bowers gives the circulation mintage 50,141 for all 1834 Capped Head half eagles, Plain 4 "
        "and Crosslet 4 together; the Plain 4 share is not recorded.",
    ),
    (
        "early-half-eagle",
        "half-eagle-capped-head-large-diameter",
        1819,
        "",
        "circulation",
        "",
        "Heritage gives the recorded output 51,723; Garrett (quoted by SilverTowne) doubts the Mint figure "
        "because dies were reused across years.",
    ),
    (
        "liberty-head-quarter-eagle",
        "quarter-eagle-liberty-head",
        1873,
        "",
        "circulation",
        "",
        "CoinValues gives the two date styles apart: Closed 3 55,200 and Open 3 122,800; no figure for the "
        "date as a whole is given.",
    ),
    (
        "early-half-eagle",
        "half-eagle-capped-head-large-diameter",
        1829,
        "",
        "circulation",
        "Large Date",
        "Heritage gives 57,442 half eagles for 1829, split between the Large Diameter and Reduced Diameter "
        "types; from delivery records Breen put the Large Date share at either 25,336 or 41,516, so no single"
        " figure.",
    ),
    (
        "early-half-eagle",
        "half-eagle-capped-head-reduced-diameter",
        1829,
        "",
        "circulation",
        "Small diameter",
        "Heritage gives 57,442 half eagles for 1829, split between the Large Diameter and Reduced Diameter "
        "types; the split is not recorded (Breen's delivery records leave two readings), so no single figure.",
    ),
]


# --- end H1 ---


# --- H6 (issue 39 round two) ---
# Each group of rows names the page (or repository file) it was read from.
H6_MINTAGES = {
    "gold-dollar-type-1": (
        "gold-dollar",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $1 gold Type 1 (1850-C 6,966; 1852-D 6,360; 1853 4,076,051):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1850, "C", "circulation", "", 6966),
            (1850, "D", "circulation", "", 8382),
            (1851, "", "circulation", "", 3317671),
            (1852, "", "circulation", "", 2045351),
            (1852, "C", "circulation", "", 9434),
            (1852, "D", "circulation", "", 6360),
            (1852, "O", "circulation", "", 140000),
            (1853, "", "circulation", "", 4076051),
        ],
    ),
    "gold-dollar-type-2": (
        "gold-dollar",
        [
            # Stack's Bowers, Summer 2022 Global Showcase lot 7121 (PCGS auction archive): proof 1855 Type II gold
            # dollar (758,269 gold dollars coined at Philadelphia in 1855):
            # https://pcgs.com.cn/valueview/auctiondetail/itemid/-2613652497317046682
            (1855, "", "circulation", "", 758269),
            # Collectors Universe forum (ambro51): the 1855-O gold dollar, last from New Orleans (55,000 struck there
            # in 1855):
            # https://forums.collectors.com/discussion/729260/let-us-welcome-octavia-to-the-gold-dollar-collection-the-last-new-orleans-mint-gold-dollar-1855
            (1855, "O", "circulation", "", 55000),
        ],
    ),
    "gold-dollar-type-3": (
        "gold-dollar",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $1 gold Type 3 (1857-D 3,533; 1871 3,900; 1888 15,501):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1857, "", "circulation", "", 774789),
            (1857, "C", "circulation", "", 13280),
            (1857, "D", "circulation", "", 3533),
            (1858, "", "circulation", "", 117995),
            (1858, "D", "circulation", "", 3477),
            (1858, "S", "circulation", "", 10000),
            (1859, "", "circulation", "", 168244),
            (1859, "C", "circulation", "", 5235),
            (1859, "D", "circulation", "", 4952),
            (1859, "S", "circulation", "", 15000),
            (1867, "", "circulation", "", 5200),
            (1868, "", "circulation", "", 10500),
            (1869, "", "circulation", "", 5900),
            (1870, "", "circulation", "", 6300),
            (1870, "S", "circulation", "", 3000),
            (1871, "", "circulation", "", 3900),
            (1872, "", "circulation", "", 3500),
            (1874, "", "circulation", "", 198800),
            (1876, "", "circulation", "", 3200),
            (1877, "", "circulation", "", 3900),
            (1878, "", "circulation", "", 3000),
            (1879, "", "circulation", "", 3000),
            (1884, "", "circulation", "", 5230),
            (1885, "", "circulation", "", 11156),
            (1886, "", "circulation", "", 5000),
            (1887, "", "circulation", "", 7500),
            (1888, "", "circulation", "", 15501),
        ],
    ),
    "half-eagle-indian-head": (
        "indian-head-half-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $5 Indian (1910-D 193,600; 1911-S 1,416,000; 1915-S 164,000):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1910, "D", "circulation", "", 193600),
            (1910, "S", "circulation", "", 770200),
            (1911, "S", "circulation", "", 1416000),
            (1912, "", "circulation", "", 790000),
            (1912, "S", "circulation", "", 392000),
            (1913, "", "circulation", "", 915901),
            (1914, "", "circulation", "", 247000),
            (1914, "D", "circulation", "", 247000),
            (1914, "S", "circulation", "", 263000),
            (1915, "", "circulation", "", 588000),
            (1915, "S", "circulation", "", 164000),
        ],
    ),
    "half-eagle-liberty-motto": (
        "liberty-head-half-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $5 Liberty With Motto (1867 6,870; 1875-S 9,000; 1881 5,708,802;
            # 1907-D 888,000):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1867, "", "circulation", "", 6870),
            (1867, "S", "circulation", "", 29000),
            (1869, "S", "circulation", "", 31000),
            (1870, "", "circulation", "", 4000),
            (1870, "S", "circulation", "", 17000),
            (1871, "", "circulation", "", 3200),
            (1871, "CC", "circulation", "", 20770),
            (1871, "S", "circulation", "", 25000),
            (1872, "", "circulation", "", 1660),
            (1872, "CC", "circulation", "", 16980),
            (1872, "S", "circulation", "", 36400),
            (1874, "", "circulation", "", 3488),
            (1874, "CC", "circulation", "", 21198),
            (1874, "S", "circulation", "", 16000),
            (1875, "CC", "circulation", "", 11828),
            (1875, "S", "circulation", "", 9000),
            (1876, "", "circulation", "", 1432),
            (1876, "S", "circulation", "", 4000),
            (1877, "S", "circulation", "", 26700),
            (1878, "S", "circulation", "", 144700),
            (1879, "", "circulation", "", 301920),
            (1879, "CC", "circulation", "", 17281),
            (1879, "S", "circulation", "", 426200),
            (1880, "", "circulation", "", 3166400),
            (1880, "S", "circulation", "", 1348900),
            (1881, "", "circulation", "", 5708802),
            (1881, "CC", "circulation", "", 13886),
            (1882, "", "circulation", "", 2514520),
            (1882, "CC", "circulation", "", 82817),
            (1882, "S", "circulation", "", 969000),
            (1883, "CC", "circulation", "", 12598),
            (1883, "S", "circulation", "", 83200),
            (1884, "", "circulation", "", 191030),
            (1884, "S", "circulation", "", 177000),
            (1885, "", "circulation", "", 601440),
            (1885, "S", "circulation", "", 1211500),
            (1886, "", "circulation", "", 388360),
            (1886, "S", "circulation", "", 3268000),
            (1888, "", "circulation", "", 18201),
            (1888, "S", "circulation", "", 293900),
            (1889, "", "circulation", "", 7520),
            (1890, "", "circulation", "", 4240),
            (1890, "CC", "circulation", "", 53800),
            (1891, "", "circulation", "", 61360),
            (1892, "", "circulation", "", 753480),
            (1892, "CC", "circulation", "", 82968),
            (1892, "S", "circulation", "", 298400),
            (1893, "", "circulation", "", 1528120),
            (1893, "CC", "circulation", "", 60000),
            (1893, "O", "circulation", "", 110000),
            (1893, "S", "circulation", "", 224000),
            (1894, "", "circulation", "", 957880),
            (1894, "O", "circulation", "", 16600),
            (1894, "S", "circulation", "", 55900),
            (1895, "", "circulation", "", 1345855),
            (1895, "S", "circulation", "", 112000),
            (1896, "", "circulation", "", 58960),
            (1896, "S", "circulation", "", 155400),
            (1897, "", "circulation", "", 867800),
            (1897, "S", "circulation", "", 354000),
            (1898, "", "circulation", "", 633420),
            (1898, "S", "circulation", "", 1397400),
            (1899, "", "circulation", "", 1710630),
            (1899, "S", "circulation", "", 1545000),
            (1900, "", "circulation", "", 1405500),
            (1900, "S", "circulation", "", 329000),
            (1901, "", "circulation", "", 615900),
            (1902, "", "circulation", "", 172400),
            (1902, "S", "circulation", "", 939000),
            (1903, "", "circulation", "", 226870),
            (1903, "S", "circulation", "", 1855000),
            (1904, "", "circulation", "", 392000),
            (1904, "S", "circulation", "", 97000),
            (1905, "", "circulation", "", 302200),
            (1905, "S", "circulation", "", 880700),
            (1906, "", "circulation", "", 348735),
            (1906, "D", "circulation", "", 320000),
            (1906, "S", "circulation", "", 598000),
            (1907, "", "circulation", "", 626100),
            (1907, "D", "circulation", "", 888000),
        ],
    ),
    "half-eagle-liberty-no-motto": (
        "liberty-head-half-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $5 Liberty No Motto (1847 915,981; 1857-D 17,046; 1865-S 27,612; the
            # D-mint dates with two mintmark sizes carry one figure for the date on both, e.g. 1840-D 22,896):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1840, "", "circulation", "", 137382),
            (1840, "C", "circulation", "", 18992),
            (1840, "D", "circulation", "", 22896),
            (1840, "O", "circulation", "", 40120),
            (1841, "C", "circulation", "", 21467),
            (1841, "D", "circulation", "", 29392),
            (1842, "", "circulation", "", 27578),
            (1843, "", "circulation", "", 611205),
            (1843, "C", "circulation", "", 44277),
            (1843, "D", "circulation", "", 98452),
            (1844, "", "circulation", "", 340330),
            (1844, "D", "circulation", "", 88982),
            (1844, "O", "circulation", "", 364600),
            (1845, "", "circulation", "", 417099),
            (1845, "D", "circulation", "", 90629),
            (1845, "O", "circulation", "", 41000),
            (1846, "", "circulation", "", 395942),
            (1846, "C", "circulation", "", 12995),
            (1847, "", "circulation", "", 915981),
            (1847, "C", "circulation", "", 84151),
            (1847, "D", "circulation", "", 64405),
            (1848, "", "circulation", "", 260775),
            (1848, "D", "circulation", "", 47465),
            (1849, "", "circulation", "", 133070),
            (1850, "", "circulation", "", 64491),
            (1850, "C", "circulation", "", 63591),
            (1850, "D", "circulation", "", 43984),
            (1851, "", "circulation", "", 377505),
            (1852, "", "circulation", "", 573901),
            (1852, "C", "circulation", "", 72574),
            (1852, "D", "circulation", "", 91584),
            (1853, "", "circulation", "", 305770),
            (1853, "C", "circulation", "", 65571),
            (1853, "D", "circulation", "", 89678),
            (1854, "", "circulation", "", 160675),
            (1854, "C", "circulation", "", 39283),
            (1854, "D", "circulation", "", 56413),
            (1854, "O", "circulation", "", 46000),
            (1855, "", "circulation", "", 117098),
            (1855, "C", "circulation", "", 39788),
            (1855, "D", "circulation", "", 22432),
            (1855, "O", "circulation", "", 11100),
            (1855, "S", "circulation", "", 61000),
            (1856, "", "circulation", "", 197990),
            (1856, "D", "circulation", "", 19786),
            (1856, "O", "circulation", "", 10000),
            (1856, "S", "circulation", "", 105100),
            (1857, "", "circulation", "", 98188),
            (1857, "C", "circulation", "", 31360),
            (1857, "D", "circulation", "", 17046),
            (1857, "O", "circulation", "", 13000),
            (1857, "S", "circulation", "", 87000),
            (1858, "C", "circulation", "", 38856),
            (1858, "D", "circulation", "", 15362),
            (1858, "S", "circulation", "", 18600),
            (1859, "", "circulation", "", 16734),
            (1859, "D", "circulation", "", 10366),
            (1859, "S", "circulation", "", 13220),
            (1860, "", "circulation", "", 19763),
            (1860, "C", "circulation", "", 14813),
            (1860, "D", "circulation", "", 14635),
            # Stack's Bowers, Winter 2022 lot 9094 (PCGS auction archive): 1842-D Small Date half eagle (Dahlonega
            # reported 59,608 half eagles in 1842, both date sizes together):
            # https://pcgs.com.cn/valueview/auctiondetail/itemid/2231757885734299545
            (1842, "D", "circulation", "", 59608),
            (1860, "S", "circulation", "", 21200),
            (1863, "", "circulation", "", 2442),
            (1863, "S", "circulation", "", 17000),
            (1864, "S", "circulation", "", 3888),
            (1865, "S", "circulation", "", 27612),
            # PCGS CoinFacts: 1860-D $5 Medium D, regular strike, PCGS 8286 (mintage 14,635, Dahlonega):
            # https://www.pcgs.com/coinfacts/coin/1860-d-5-medium/8286
            (1860, "D", "circulation", "", 14635),
        ],
    ),
    "quarter-eagle-indian-head": (
        "indian-head-quarter-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $2.50 Indian (1909 441,760; 1914-D 448,000; 1929 532,000):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1909, "", "circulation", "", 441760),
            (1911, "", "circulation", "", 704000),
            (1914, "D", "circulation", "", 448000),
            (1927, "", "circulation", "", 388000),
            (1929, "", "circulation", "", 532000),
        ],
    ),
    "quarter-eagle-liberty-head": (
        "liberty-head-quarter-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $2.50 Liberty (1842 2,823; 1881 640; 1853 1,404,668; 1859 and 1860
            # carry one figure on both reverse styles, 39,364 and 22,563):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1841, "C", "circulation", "", 10281),
            (1842, "", "circulation", "", 2823),
            (1842, "C", "circulation", "", 6729),
            (1842, "O", "circulation", "", 19800),
            (1843, "", "circulation", "", 100546),
            (1844, "", "circulation", "", 6784),
            (1844, "C", "circulation", "", 11622),
            (1844, "D", "circulation", "", 17332),
            (1846, "", "circulation", "", 21598),
            (1848, "", "circulation", "", 6500),
            (1849, "", "circulation", "", 23294),
            (1852, "", "circulation", "", 1159681),
            (1852, "O", "circulation", "", 140000),
            (1853, "", "circulation", "", 1404668),
            (1854, "", "circulation", "", 596258),
            (1855, "", "circulation", "", 235480),
            (1856, "O", "circulation", "", 21100),
            (1857, "", "circulation", "", 214130),
            (1857, "O", "circulation", "", 34000),
            (1857, "S", "circulation", "", 69200),
            (1858, "", "circulation", "", 47377),
            (1858, "C", "circulation", "", 9056),
            (1859, "", "circulation", "", 39364),
            (1860, "", "circulation", "", 22563),
            (1860, "S", "circulation", "", 35600),
            (1862, "", "circulation", "", 98508),
            (1863, "S", "circulation", "", 10800),
            (1866, "", "circulation", "", 3080),
            (1866, "S", "circulation", "", 38960),
            (1867, "", "circulation", "", 3200),
            (1867, "S", "circulation", "", 28000),
            (1868, "", "circulation", "", 3600),
            (1868, "S", "circulation", "", 34000),
            (1869, "", "circulation", "", 4320),
            (1869, "S", "circulation", "", 29500),
            (1870, "", "circulation", "", 4520),
            (1870, "S", "circulation", "", 16000),
            (1872, "", "circulation", "", 3000),
            (1872, "S", "circulation", "", 18000),
            (1875, "S", "circulation", "", 11600),
            (1877, "", "circulation", "", 1632),
            (1877, "S", "circulation", "", 35400),
            (1878, "S", "circulation", "", 178000),
            (1879, "", "circulation", "", 88960),
            (1879, "S", "circulation", "", 43500),
            (1880, "", "circulation", "", 2960),
            (1881, "", "circulation", "", 640),
            (1882, "", "circulation", "", 4000),
            (1883, "", "circulation", "", 1920),
            (1884, "", "circulation", "", 1950),
            (1886, "", "circulation", "", 4000),
            (1888, "", "circulation", "", 16001),
            (1889, "", "circulation", "", 17600),
            (1891, "", "circulation", "", 10960),
            (1893, "", "circulation", "", 30000),
            (1894, "", "circulation", "", 4000),
            (1895, "", "circulation", "", 6000),
            (1896, "", "circulation", "", 19070),
            (1897, "", "circulation", "", 29768),
            (1898, "", "circulation", "", 24000),
            (1899, "", "circulation", "", 27200),
            (1900, "", "circulation", "", 67000),
            (1901, "", "circulation", "", 91100),
            (1902, "", "circulation", "", 133540),
            (1903, "", "circulation", "", 201060),
            (1904, "", "circulation", "", 160790),
            (1905, "", "circulation", "", 217800),
            (1906, "", "circulation", "", 176330),
            (1907, "", "circulation", "", 336294),
        ],
    ),
    "three-dollars-indian-princess": (
        "three-dollars",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $3 Princess (1866 4,000; 1871 1,300; 1888 5,000):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1866, "", "circulation", "", 4000),
            (1867, "", "circulation", "", 2600),
            (1868, "", "circulation", "", 4850),
            (1869, "", "circulation", "", 2500),
            (1870, "", "circulation", "", 3500),
            (1871, "", "circulation", "", 1300),
            (1872, "", "circulation", "", 2000),
            (1877, "", "circulation", "", 1468),
            (1879, "", "circulation", "", 3000),
            (1886, "", "circulation", "", 1000),
            (1888, "", "circulation", "", 5000),
        ],
    ),
}


# Catalogue numbers, each with the page that prints it.
H6_REFERENCES = {
    # NGC Coin Explorer: 1854 Type 2 G$1 MS (Catalog KM-83; Krause/NumisMaster specification data):
    # https://www.ngccoin.com/coin-explorer/gold-dollars-pscid-54/1854-type-2-g1-ms-ucid-25C3
    "gold-dollar-type-2": ("gold-dollar", ["KM# 83"]),
}


# Comments that keep what a single figure leaves out (sources cited on the type).
H6_COMMENTS = [
    (
        "liberty-head-quarter-eagle",
        "quarter-eagle-liberty-head",
        1843,
        "O",
        "circulation",
        "",
        "Greysheet data (PScottZero/Numismatic file) lists the two date sizes apart: Small Date 288,002 and Large "
        "Date 76,000; no figure for the date as a whole.",
    ),
    (
        "liberty-head-half-eagle",
        "half-eagle-liberty-no-motto",
        1842,
        "D",
        "circulation",
        "",
        "The split between the two date sizes is not recorded: PCGS CoinFacts gives Small Date 37,917 and Large "
        "Date 21,691, while Doug Winter (2013, quoted by Stack's Bowers) estimates 43,784 and 15,824.",
    ),
    (
        "liberty-head-half-eagle",
        "half-eagle-liberty-no-motto",
        1842,
        "C",
        "circulation",
        "",
        "Doug Winter gives 23,589 for the Large Date variety; no figure for the Small Date or for the date as a "
        "whole was found.",
    ),
    (
        "gold-dollar",
        "gold-dollar-type-3",
        1873,
        "",
        "circulation",
        "",
        "Greysheet data (PScottZero/Numismatic file) lists the two date styles apart: Open 3 123,300 and Closed 3 "
        "1,800; no figure for the date as a whole.",
    ),
]


# --- end H6 ---


# --- H7 (issue 39 round two) ---
# Each group of rows names the page (or repository file) it was read from.
H7_ROUND_TWO = {
    "double-eagle-liberty-type-1": (
        "liberty-head-double-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $20 Liberty Type 1 (1858-S 846,710; 1864-S 793,660):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1858, "S", "circulation", "", 846710),
            (1864, "S", "circulation", "", 793660),
        ],
    ),
    "double-eagle-liberty-type-2": (
        "liberty-head-double-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $20 Liberty Type 2 (1866 698,745; 1872-S 780,000; 1876-S
            # 1,597,000):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1866, "", "circulation", "", 698745),
            (1867, "", "circulation", "", 251015),
            (1867, "S", "circulation", "", 920750),
            (1868, "", "circulation", "", 98575),
            (1868, "S", "circulation", "", 837500),
            (1869, "S", "circulation", "", 686750),
            (1870, "", "circulation", "", 155150),
            (1870, "S", "circulation", "", 982000),
            (1871, "", "circulation", "", 80120),
            (1872, "", "circulation", "", 251850),
            (1872, "CC", "circulation", "", 26900),
            (1872, "S", "circulation", "", 780000),
            (1873, "", "circulation", "", 1709825),
            (1873, "S", "circulation", "", 1040600),
            (1874, "", "circulation", "", 366780),
            (1874, "CC", "circulation", "", 115085),
            (1874, "S", "circulation", "", 1214000),
            (1875, "", "circulation", "", 295720),
            (1875, "CC", "circulation", "", 111151),
            (1875, "S", "circulation", "", 1230000),
            (1876, "", "circulation", "", 583860),
            (1876, "CC", "circulation", "", 138441),
            (1876, "S", "circulation", "", 1597000),
        ],
    ),
    "double-eagle-liberty-type-3": (
        "liberty-head-double-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $20 Liberty Type 3 (1878-S 1,739,000; 1894-S 1,048,550; 1907-S
            # 2,165,800):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1878, "S", "circulation", "", 1739000),
            (1879, "", "circulation", "", 207600),
            (1879, "CC", "circulation", "", 10708),
            (1879, "S", "circulation", "", 1223800),
            (1880, "", "circulation", "", 51420),
            (1880, "S", "circulation", "", 836000),
            (1881, "S", "circulation", "", 727000),
            (1882, "CC", "circulation", "", 39140),
            (1882, "S", "circulation", "", 1125000),
            (1883, "CC", "circulation", "", 59962),
            (1883, "S", "circulation", "", 1189000),
            (1884, "CC", "circulation", "", 81139),
            (1885, "S", "circulation", "", 683500),
            (1887, "S", "circulation", "", 283000),
            (1888, "", "circulation", "", 226161),
            (1888, "S", "circulation", "", 859600),
            (1889, "", "circulation", "", 44070),
            (1889, "S", "circulation", "", 774700),
            (1890, "", "circulation", "", 75940),
            (1890, "S", "circulation", "", 802750),
            (1891, "S", "circulation", "", 1288125),
            (1892, "", "circulation", "", 4430),
            (1892, "S", "circulation", "", 930150),
            (1893, "", "circulation", "", 344280),
            (1893, "CC", "circulation", "", 18402),
            (1893, "S", "circulation", "", 996175),
            (1894, "", "circulation", "", 1368940),
            (1894, "S", "circulation", "", 1048550),
            (1895, "", "circulation", "", 1114605),
            (1895, "S", "circulation", "", 1143500),
            (1896, "", "circulation", "", 792535),
            (1896, "S", "circulation", "", 1403925),
            (1897, "", "circulation", "", 1383175),
            (1897, "S", "circulation", "", 1470250),
            (1898, "", "circulation", "", 170395),
            (1898, "S", "circulation", "", 2575175),
            (1899, "", "circulation", "", 1669300),
            (1899, "S", "circulation", "", 2010300),
            (1900, "", "circulation", "", 1874460),
            (1900, "S", "circulation", "", 2459500),
            (1901, "", "circulation", "", 111430),
            (1901, "S", "circulation", "", 1596000),
            (1902, "", "circulation", "", 31140),
            (1902, "S", "circulation", "", 1753625),
            (1903, "", "circulation", "", 287270),
            (1903, "S", "circulation", "", 954000),
            (1904, "S", "circulation", "", 5134175),
            (1905, "", "circulation", "", 58919),
            (1905, "S", "circulation", "", 1813000),
            (1906, "", "circulation", "", 69596),
            (1906, "D", "circulation", "", 620250),
            (1906, "S", "circulation", "", 2065750),
            (1907, "", "circulation", "", 1451786),
            (1907, "D", "circulation", "", 842250),
            (1907, "S", "circulation", "", 2165800),
        ],
    ),
    "double-eagle-saint-gaudens-motto": (
        "saint-gaudens-double-eagle",
        [
            # Heritage Auctions: 1920-S $20 MS62 PCGS CAC (mintages of 796,000 for the 1916-S and 558,000 for the
            # 1920-S):
            # http://coins.ha.com/common/view_item.php?Lot_No=4723&Sale_No=1152
            (1916, "S", "circulation", "", 796000),
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $20 Saint-Gaudens (1908-S 22,000; 1923 566,000; 1928 8,816,000):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1908, "S", "circulation", "", 22000),
            (1910, "", "circulation", "", 482000),
            (1910, "D", "circulation", "", 429000),
            (1912, "", "circulation", "", 149750),
            (1913, "D", "circulation", "", 393500),
            (1913, "S", "circulation", "", 34000),
            (1914, "D", "circulation", "", 453000),
            (1922, "", "circulation", "", 1375500),
            (1923, "", "circulation", "", 566000),
            (1923, "D", "circulation", "", 1702250),
            (1925, "", "circulation", "", 2831750),
            (1925, "D", "circulation", "", 2938500),
            (1926, "", "circulation", "", 816750),
            (1926, "S", "circulation", "", 2041500),
            (1927, "", "circulation", "", 2946750),
            (1927, "S", "circulation", "", 3107000),
            (1928, "", "circulation", "", 8816000),
        ],
    ),
    "eagle-indian-head-motto": (
        "indian-head-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $10 Indian (1909 184,789; 1910 318,500; 1911-S 51,000):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1909, "", "circulation", "", 184789),
            (1909, "S", "circulation", "", 292350),
            (1910, "", "circulation", "", 318500),
            (1910, "D", "circulation", "", 2356640),
            (1911, "S", "circulation", "", 51000),
        ],
    ),
    "eagle-indian-head-motto-48-stars": (
        "indian-head-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $10 Indian (1914 151,000; 1914-S 208,000; 1926 1,014,000):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1914, "", "circulation", "", 151000),
            (1914, "D", "circulation", "", 343500),
            (1914, "S", "circulation", "", 208000),
            (1916, "S", "circulation", "", 138500),
            (1926, "", "circulation", "", 1014000),
        ],
    ),
    "eagle-indian-head-no-motto": (
        "indian-head-eagle",
        [
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $10 Indian (1908 33,500; 1908-D 210,000):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1908, "", "circulation", "", 33500),
            (1908, "D", "circulation", "", 210000),
        ],
    ),
    "eagle-liberty-motto": (
        "liberty-head-eagle",
        [
            # Nevada Appeal (Allen Rowe): Investing in Gold, Carson $10 gold coins (1893 eagles: Carson City 14,000;
            # New Orleans 17,000; San Francisco 141,350; Philadelphia 1,840,840):
            # https://www.nevadaappeal.com/news/business/investing-in-gold-carson-10-gold-coins-let-the-chase-begin/
            (1893, "", "circulation", "", 1840840),
            (1893, "CC", "circulation", "", 14000),
            (1893, "O", "circulation", "", 17000),
            (1893, "S", "circulation", "", 141350),
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $10 Liberty With Motto (1866-S 11,500; 1888-S 648,700; 1907-S
            # 210,500):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1866, "S", "circulation", "", 11500),
            (1867, "", "circulation", "", 3090),
            (1867, "S", "circulation", "", 9000),
            (1868, "", "circulation", "", 10630),
            (1868, "S", "circulation", "", 13500),
            (1869, "", "circulation", "", 1830),
            (1869, "S", "circulation", "", 6430),
            (1870, "", "circulation", "", 3990),
            (1870, "S", "circulation", "", 8000),
            (1871, "CC", "circulation", "", 8085),
            (1871, "S", "circulation", "", 16500),
            (1872, "", "circulation", "", 1620),
            (1872, "CC", "circulation", "", 4600),
            (1872, "S", "circulation", "", 17300),
            (1873, "S", "circulation", "", 12000),
            (1874, "", "circulation", "", 53140),
            (1874, "S", "circulation", "", 10000),
            (1877, "S", "circulation", "", 17000),
            (1878, "S", "circulation", "", 26100),
            (1879, "", "circulation", "", 384740),
            (1879, "S", "circulation", "", 224000),
            (1880, "", "circulation", "", 1644840),
            (1880, "CC", "circulation", "", 11190),
            (1880, "S", "circulation", "", 506250),
            (1881, "", "circulation", "", 3877220),
            (1881, "CC", "circulation", "", 24015),
            (1881, "O", "circulation", "", 8350),
            (1881, "S", "circulation", "", 970000),
            (1882, "", "circulation", "", 2324440),
            (1882, "CC", "circulation", "", 6764),
            (1882, "O", "circulation", "", 10820),
            (1882, "S", "circulation", "", 132000),
            (1883, "", "circulation", "", 208700),
            (1883, "CC", "circulation", "", 12000),
            (1883, "S", "circulation", "", 38000),
            (1884, "", "circulation", "", 76860),
            (1884, "CC", "circulation", "", 9925),
            (1884, "S", "circulation", "", 124250),
            (1885, "", "circulation", "", 253462),
            (1885, "S", "circulation", "", 228000),
            (1886, "", "circulation", "", 236100),
            (1886, "S", "circulation", "", 826000),
            (1887, "", "circulation", "", 53600),
            (1887, "S", "circulation", "", 817000),
            (1888, "", "circulation", "", 132921),
            (1888, "S", "circulation", "", 648700),
            (1889, "", "circulation", "", 4440),
            (1889, "S", "circulation", "", 425400),
            (1890, "", "circulation", "", 57980),
            (1890, "CC", "circulation", "", 17500),
            (1891, "", "circulation", "", 91820),
            (1891, "CC", "circulation", "", 103732),
            (1892, "", "circulation", "", 797480),
            (1892, "CC", "circulation", "", 40000),
            (1892, "O", "circulation", "", 28688),
            (1892, "S", "circulation", "", 115500),
            (1894, "", "circulation", "", 2470735),
            (1894, "S", "circulation", "", 25000),
            (1895, "", "circulation", "", 567770),
            (1895, "O", "circulation", "", 98000),
            (1895, "S", "circulation", "", 49000),
            (1896, "", "circulation", "", 76270),
            (1896, "S", "circulation", "", 123750),
            (1897, "", "circulation", "", 1000090),
            (1897, "O", "circulation", "", 42500),
            (1897, "S", "circulation", "", 234750),
            (1898, "", "circulation", "", 812130),
            (1898, "S", "circulation", "", 473600),
            (1899, "", "circulation", "", 1262219),
            (1899, "O", "circulation", "", 37047),
            (1899, "S", "circulation", "", 841000),
            (1900, "", "circulation", "", 293840),
            (1900, "S", "circulation", "", 81000),
            (1901, "", "circulation", "", 1718740),
            (1901, "O", "circulation", "", 72041),
            (1902, "", "circulation", "", 82400),
            (1902, "S", "circulation", "", 469500),
            (1903, "", "circulation", "", 125830),
            (1903, "O", "circulation", "", 112771),
            (1903, "S", "circulation", "", 538000),
            (1904, "", "circulation", "", 161930),
            (1904, "O", "circulation", "", 108950),
            (1905, "", "circulation", "", 200992),
            (1905, "S", "circulation", "", 369250),
            (1906, "", "circulation", "", 165420),
            (1906, "D", "circulation", "", 981000),
            (1906, "O", "circulation", "", 86895),
            (1906, "S", "circulation", "", 457000),
            (1907, "", "circulation", "", 1203899),
            (1907, "D", "circulation", "", 1030000),
            (1907, "S", "circulation", "", 210500),
        ],
    ),
    "eagle-liberty-no-motto": (
        "liberty-head-eagle",
        [
            # CoinFacts (coinfacts.com, Ron Guth): 1845-O ten dollars or eagle, PCGS 8593 (circulation strikes 47,500;
            # proofs 0):
            # http://coinfacts.com/eagles/liberty_no_motto_eagles/1845o_eagle.htm
            (1845, "O", "circulation", "", 47500),
            # PScottZero/Numismatic (NumisLog coin app) data file assets/json/static-greysheet-data.json, mintages as
            # listed by Greysheet (CDN Publishing): $10 Liberty No Motto (1840 47,338; 1856-O 14,500; 1866-S 8,500):
            # https://github.com/PScottZero/Numismatic/blob/1ccc378056d74d3ee237ef8752c98746c8064029/assets/json/static-greysheet-data.json
            (1840, "", "circulation", "", 47338),
            (1841, "", "circulation", "", 63131),
            (1843, "", "circulation", "", 75462),
            (1843, "O", "circulation", "", 175162),
            (1844, "O", "circulation", "", 118700),
            (1845, "", "circulation", "", 26153),
            (1846, "", "circulation", "", 20095),
            (1847, "", "circulation", "", 862258),
            (1848, "", "circulation", "", 145484),
            (1849, "", "circulation", "", 653618),
            (1851, "", "circulation", "", 176328),
            (1852, "", "circulation", "", 263106),
            (1853, "", "circulation", "", 201253),
            (1853, "O", "circulation", "", 51000),
            (1854, "", "circulation", "", 54250),
            (1854, "O", "circulation", "", 52500),
            (1855, "", "circulation", "", 121701),
            (1856, "", "circulation", "", 60490),
            (1856, "O", "circulation", "", 14500),
            (1856, "S", "circulation", "", 68000),
            (1857, "", "circulation", "", 16606),
            (1857, "O", "circulation", "", 5500),
            (1857, "S", "circulation", "", 26000),
            (1858, "O", "circulation", "", 20000),
            (1858, "S", "circulation", "", 11800),
            (1859, "", "circulation", "", 16013),
            (1859, "S", "circulation", "", 7000),
            (1860, "", "circulation", "", 15055),
            (1860, "O", "circulation", "", 11100),
            (1860, "S", "circulation", "", 5000),
            (1861, "", "circulation", "", 113164),
            (1862, "", "circulation", "", 10960),
            (1862, "S", "circulation", "", 12500),
            (1864, "", "circulation", "", 3530),
            (1864, "S", "circulation", "", 2500),
            (1865, "", "circulation", "", 3980),
            (1866, "S", "circulation", "", 8500),
        ],
    ),
}


# Issues left null on purpose: the comment keeps the figures the sources give (sources cited on the type).
H7_COMMENTS = [
    (
        "liberty-head-eagle",
        "eagle-liberty-motto",
        1871,
        "",
        "circulation",
        "",
        "No single figure: Greysheet (PScottZero/Numismatic data file) lists 1,790 struck, while Douglas "
        "Winter's year-set article on Liberty Head eagles gives 1,820 for the 1871 Philadelphia eagle.",
    ),
    (
        "liberty-head-eagle",
        "eagle-liberty-no-motto",
        1842,
        "",
        "circulation",
        "",
        "Greysheet (PScottZero/Numismatic data file) lists the two date sizes apart: Large Date 62,884 and "
        "Small Date 18,623; no figure for the date as a whole.",
    ),
    (
        "liberty-head-eagle",
        "eagle-liberty-no-motto",
        1839,
        "",
        "circulation",
        "",
        "Greysheet (PScottZero/Numismatic data file) gives 25,801 for the 1839/8 Large Letters (Head of 1838)"
        " coins and no figure for the Small Letters (Head of 1840) coins; APMEX likewise gives 25,801 Large "
        "Letters coins for 1839. No figure for the year as a whole.",
    ),
]


# --- end H7 (issue 39 round two) ---


@pytest.mark.parametrize(
    ("slug", "series", "year", "letter"),
    [
        # 16,500 (CoinWeek) against 58,000 (Greysheet); 3,700 (US Rare Coin Investments) against 3,725 (Greysheet);
        # 565,057 against 564,821 (Greysheet)
        ("half-eagle-liberty-no-motto", "liberty-head-half-eagle", 1846, "O"),
        ("gold-dollar-type-3", "gold-dollar", 1865, ""),
        ("quarter-eagle-indian-head", "indian-head-quarter-eagle", 1908, ""),
    ],
)
def test_classic_us_gold_mintages_that_sources_disagree_on_stay_null(slug, series, year, letter):
    issue = next(
        i
        for i in find(ROOT, series, slug)["issues"]
        if (i["year"], i["mintLetter"], i["finish"]) == (year, letter, "circulation") and not i["variety"]
    )
    assert issue["mintage"] is None
    assert "disagree" in issue["comment"]


# Every table above, checked the same way: the mintages, the catalogue numbers and the comments.
MINTAGE_TABLES = {
    "first pass": MINTAGES,
    "second pass": SECOND_PASS,
    "large denominations": H2_LARGE_DENOMINATIONS,
    "small denominations": H1_SMALL_DENOMINATIONS,
    "round two, small": H6_MINTAGES,
    "round two, large": H7_ROUND_TWO,
}
REFERENCE_TABLES = {"first pass": REFERENCES, "small denominations": H1_REFERENCES, "round two": H6_REFERENCES}
# (rows, whether the issue is null on purpose)
COMMENT_TABLES = {
    "first pass": (UNSETTLED, False),
    "second pass": (SECOND_PASS_COMMENTS, False),
    "large denominations": (H2_COMMENTS, False),
    "small denominations": (H1_COMMENTS, False),
    "round two, small": (H6_COMMENTS, False),
    "round two, large": (H7_COMMENTS, True),
}


@pytest.mark.parametrize(
    ("table", "slug"), [(name, slug) for name, rows in MINTAGE_TABLES.items() for slug in sorted(rows)]
)
def test_classic_us_gold_issues_carry_their_published_mintages(table, slug):
    series_slug, rows = MINTAGE_TABLES[table][slug]
    for year, letter, finish, variety, mintage in rows:
        found = issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, finish=finish, variety=variety)
        assert len(found) == 1, (year, letter, finish, variety)
        assert found[0]["mintage"] == mintage, (year, letter, finish, variety)


@pytest.mark.parametrize(
    ("table", "slug"), [(name, slug) for name, rows in REFERENCE_TABLES.items() for slug in sorted(rows)]
)
def test_classic_us_gold_types_carry_their_catalogue_numbers(table, slug):
    series_slug, numbers = REFERENCE_TABLES[table][slug]
    references = find(ROOT, series_slug, slug)["references"]
    for number in numbers:
        assert number in references, number


@pytest.mark.parametrize("table", sorted(COMMENT_TABLES))
def test_classic_us_gold_comments_keep_what_a_single_figure_leaves_out(table):
    rows, null = COMMENT_TABLES[table]
    for series_slug, slug, year, letter, finish, variety, text in rows:
        found = issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, finish=finish, variety=variety)
        assert len(found) == 1, (slug, year, letter)
        assert text in (found[0]["comment"] or ""), (slug, year, letter)
        if null:
            assert found[0]["mintage"] is None, (slug, year, letter)
