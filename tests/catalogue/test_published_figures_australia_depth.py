"""Published figures of Australia's Perth Mint gold (issue 41, the British world: Australia's depth), pinned against
the pages named above each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import pinned_mintages

# Mint News Blog, 'Perth Mint 2013 Gold and Silver Bullion Coins Declared Mintages' (March 2014): the Perth Mint's
# declared mintages of the Lunar Series II gold bullion coins, 2013 against 2012 (1/20 oz 15,598 / 23,322; 1/10 oz
# 23,700 / 33,059; 1/4 oz 16,159 / 18,620; 1/2 oz 14,681 / 19,370; 1 oz 30,000 / 30,000; 2 oz 6,693 / 5,986)
# http://world.mintnewsblog.com/2014/03/perth-mint-2013-gold-and-silver-bullion-coins-declared-mintages/
_LUNAR_II_DECLARED = {
    (2013, "snake"): {"1-20oz": 15598, "1-10oz": 23700, "1-4oz": 16159, "1-2oz": 14681, "1oz": 30000, "2oz": 6693},
    (2012, "dragon"): {"1-20oz": 23322, "1-10oz": 33059, "1-4oz": 18620, "1-2oz": 19370, "1oz": 30000, "2oz": 5986},
}

# Second readings: Scheideanstalt, 'Lunar II Goldmünze – das Jahr der Schlange 2013', table 'Auflagezahlen der Lunar II
# Goldmünzen von 2013' ('Tatsächliche Prägezahl': 10 kg 11, 1 kg 256, 10 oz 981, 2 oz 6,693, 1 oz 30,000)
# https://scheideanstalt.de/muenzkatalog/goldmuenzen/australien/lunar-serie-ii/2013-jahr-der-schlange
# The Perth Mint Blog (29 October 2013): 'the official sell out of 30,000 1oz gold bullion coins ... from the 2014
# Australian Lunar – Year of the Horse Series'  http://blog.perthmint.com.au/tag/year-of-the-horse/page/2/
_SECOND_READINGS = [
    ("australia", "lunar-series-ii", "lunar-ii-2013-snake-2oz", 2013, "P", "bullion", 6693),
    ("australia", "lunar-series-ii", "lunar-ii-2014-horse-1oz", 2014, "P", "bullion", 30000),
]

# root, series, type, year, mint letter, finish, mintage
ISSUES = (
    [
        ("australia", "lunar-series-ii", f"lunar-ii-{year}-{animal}-{size}", year, "P", "bullion", mintage)
        for (year, animal), sizes in _LUNAR_II_DECLARED.items()
        for size, mintage in sizes.items()
    ]
    + [
        # ABC Rural (10 February 2017), the Perth Mint's Neil Vance: 'We've also sold all our 300,000 silver bullion coins
        # and the 30,000 gold rooster coins' (sales: the 1 oz sold out at its maximum)
        # http://web.archive.org./web/20170217071317/http://www.abc.net.au/news/2017-02-10/year-of-the-rooster-coins-a-boon-for-perth-mint/8218044
        ("australia", "lunar-series-ii", "lunar-ii-2017-rooster-1oz", 2017, "P", "bullion", 30000),
        # Online Coin Club, 'Gold Tenth Ounce 2001 Year of the Snake': 'Mintage includes 19,281 bullion coins (from 80,000
        # limit) and 3,083 proofs' (the proof issue added)
        # https://onlinecoin.club/Coins/Country/Australia/Gold_Tenth_Ounce_2001_Year_of_the_Snake/
        ("australia", "lunar-series-i", "lunar-i-2001-snake-1-10oz", 2001, "", "bullion", 19281),
        ("australia", "lunar-series-i", "lunar-i-2001-snake-1-10oz", 2001, "", "proof", 3083),
    ]
    + [
        # The Press (Christchurch), 4 November 1986 (NZPA): 'the first proof issue of 15,000 of each weight now available',
        # an announced issue size, not a count struck: the 1986 proofs keep no mintage
        # https://paperspast.natlib.govt.nz/newspapers/CHP19861104.2.137
        ("australia", "australian-nugget", f"nugget-{size}", 1986, "", "proof", None)
        for size in ("1oz", "1-2oz", "1-4oz", "1-10oz")
    ]
    + [
        # JM Bullion, 'A Look at Perth Mint's 2016 Annual Report': Kangaroo gold sales for the Mint's fiscal year to
        # 12 October 2016 (1 oz 78,609, 2015: 206,743), not a declared mintage: the issues keep no mintage
        # http://www.jmbullion.com/perth-mint-2016-annual-report/
        ("australia", "kangaroo", f"kangaroo-{size}", year, "P", "bullion", None)
        for size in ("1oz", "1-2oz", "1-4oz", "1-10oz")
        for year in (2015, 2016)
    ]
    + _SECOND_READINGS
)

# No page read gives a KM number for an Australian Perth Mint gold type (NGC, PCGS, Heritage-style lot titles, colnect,
# uCoin, Japanese dealers and GitHub data were searched): the types stay in catalogue_numbers_gaps.txt.


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)
