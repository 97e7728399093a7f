"""Published figures of the modern United States gold coins, pinned against the pages they were read from.

American Gold Eagle, American Buffalo, modern commemoratives, American Liberty high relief and the First Spouse
$10 gold coins (issue 39). Where the U.S. Mint publishes only sales, the figure is its net sales and the type's
source says so (DECISIONS, Catalogue data rules). Pure Python over fixtures/catalogue/united-states.json.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from tests.catalogue.bundled import find, issues_at

ROOT = "united-states"

MINTAGES = [
    # series, type, year, mint letter, finish, variety, published figure (None: sources disagree or none read)
    # U.S. Mint, Cumulative Sales Figures (net sales; proof = single coins + 4-coin proof set),
    # https://www.usmint.gov/about/production-sales-figures/cumulative-sales (copy: /work/shared/data/usmint-cumulative-sales)
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2015, "W", "proof", "", 32652),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2016, "W", "proof", "", 43644),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2017, "W", "proof", "", 19046),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2018, "W", "proof", "", 15564),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2019, "W", "proof", "", 14919),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2020, "W", "proof", "", 17540),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2021, "W", "proof", "", 12684),
    ("american-gold-eagle", "gold-eagle-1oz-type-2", 2021, "W", "proof", "", 15861),
    ("american-gold-eagle", "gold-eagle-1oz-type-2", 2022, "W", "proof", "", 15819),
    ("american-gold-eagle", "gold-eagle-1oz-type-2", 2023, "W", "proof", "", 16458),
    ("american-gold-eagle", "gold-eagle-1oz-type-2", 2024, "W", "proof", "", 8908),
    ("american-gold-eagle", "gold-eagle-1oz-type-2", 2025, "W", "proof", "", 6987),
    # U.S. Mint, Cumulative Sales Figures (net sales; proof = single coins + 4-coin proof set),
    # https://www.usmint.gov/about/production-sales-figures/cumulative-sales (copy: /work/shared/data/usmint-cumulative-sales)
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 2015, "W", "proof", "", 15820),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 2016, "W", "proof", "", 23584),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 2017, "W", "proof", "", 12707),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 2018, "W", "proof", "", 9959),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 2019, "W", "proof", "", 11020),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 2020, "W", "proof", "", 14202),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 2021, "W", "proof", "", 9786),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-2", 2021, "W", "proof", "", 12240),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-2", 2022, "W", "proof", "", 11876),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-2", 2023, "W", "proof", "", 11991),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-2", 2024, "W", "proof", "", 7268),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-2", 2025, "W", "proof", "", 4961),
    # U.S. Mint, Cumulative Sales Figures (net sales; proof = single coins + 4-coin proof set),
    # https://www.usmint.gov/about/production-sales-figures/cumulative-sales (copy: /work/shared/data/usmint-cumulative-sales)
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 2015, "W", "proof", "", 15775),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 2016, "W", "proof", "", 24405),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 2017, "W", "proof", "", 14507),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 2018, "W", "proof", "", 12769),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 2019, "W", "proof", "", 12063),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 2020, "W", "proof", "", 15988),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 2021, "W", "proof", "", 10887),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-2", 2021, "W", "proof", "", 13601),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-2", 2022, "W", "proof", "", 14370),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-2", 2023, "W", "proof", "", 14473),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-2", 2024, "W", "proof", "", 10510),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-2", 2025, "W", "proof", "", 6804),
    # U.S. Mint, Cumulative Sales Figures (net sales; proof = single coins + 4-coin proof set),
    # https://www.usmint.gov/about/production-sales-figures/cumulative-sales (copy: /work/shared/data/usmint-cumulative-sales)
    ("american-gold-eagle", "gold-eagle-1-10oz-type-1", 2015, "W", "proof", "", 26769),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-1", 2016, "W", "proof", "", 38889),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-1", 2017, "W", "proof", "", 20974),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-1", 2018, "W", "proof", "", 22155),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-1", 2019, "W", "proof", "", 20015),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-1", 2020, "W", "proof", "", 24215),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-1", 2021, "W", "proof", "", 16189),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-2", 2021, "W", "proof", "", 20248),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-2", 2022, "W", "proof", "", 23712),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-2", 2023, "W", "proof", "", 23404),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-2", 2024, "W", "proof", "", 17353),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-2", 2025, "W", "proof", "", 10951),
    # U.S. Mint, Cumulative Sales Figures: uncirculated 1 oz W and the 2020 privy-mark proof (same page as above)
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2015, "W", "uncirculated", "", 6533),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2016, "W", "uncirculated", "", 6887),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2017, "W", "uncirculated", "", 5800),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2018, "W", "uncirculated", "", 8518),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2019, "W", "uncirculated", "", 6365),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2020, "W", "uncirculated", "", 6284),
    (
        "american-gold-eagle",
        "gold-eagle-1oz-type-1",
        2020,
        "W",
        "proof",
        "privy mark of the 75th anniversary of the end of World War II",
        1939,
    ),
    ("american-gold-eagle", "gold-eagle-1oz-type-2", 2021, "W", "uncirculated", "", 9063),
    ("american-gold-eagle", "gold-eagle-1oz-type-2", 2022, "W", "uncirculated", "", 8900),
    ("american-gold-eagle", "gold-eagle-1oz-type-2", 2023, "W", "uncirculated", "", 6626),
    ("american-gold-eagle", "gold-eagle-1oz-type-2", 2024, "W", "uncirculated", "", 2996),
    ("american-gold-eagle", "gold-eagle-1oz-type-2", 2025, "W", "uncirculated", "", 2667),
    # Gold and Silver Blog, 2009 proof Gold Eagles canceled (sales of the 2008 proofs):
    # https://goldandsilverblog.com/2009-proof-gold-eagles-canceled/
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2008, "W", "proof", "", 29399),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 2008, "W", "proof", "", 27864),
    # 1/4 oz and 1/10 oz: Greysheet gives 18,877 and 28,116, so null (test_published_figures_us_greysheet.py)
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 2008, "W", "proof", "", None),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-1", 2008, "W", "proof", "", None),
    # The Coin Vault (Whitman, 100 Greatest U.S. Modern Coins), 2001-W $50 proof:
    # https://thecoinvault.com/product/21763/s-78-the-roundtable-blog.aspx
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2001, "W", "proof", "", 24555),
    # JM Bullion, 1986 1/2 oz Gold Eagle: https://www.jmbullion.com/1986-1-2-oz-american-gold-eagle-coin/
    # The Coin Vault (Whitman, 100 Greatest U.S. Modern Coins), 2007-W $25 uncirculated:
    # https://thecoinvault.com/product/26428/100-greatest-us-modern-coins-series-2007-w-25-american-gold-eagle
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 1986, "", "bullion", "", 599566),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 2007, "W", "burnished", "", 11455),
    # Coin World, 2010 American Eagle silver bullion coin sets mintage record (record low and high final bullion
    # mintages of the gold Eagles by size): https://www.coinworld.com/news/precious-metals/2011/04/2010-american-eagle-silver-bullion-coin-sets-.html
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 1999, "", "bullion", "", 1505026),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2007, "", "bullion", "", 140016),
    # 1988 one-ounce bullion: CoinValues 465,000 against Paradime Coins (citing PCGS CoinFacts) 465,500, so None
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 1988, "", "bullion", "", None),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 1991, "", "bullion", "", 24100),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 1986, "", "bullion", "", 726031),
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 2007, "", "bullion", "", 34004),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-1", 1988, "", "bullion", "", 159500),
    ("american-gold-eagle", "gold-eagle-1-10oz-type-1", 1999, "", "bullion", "", 2750338),
    # Coin World, 1993 $25 gold Eagle sets record (the 1993-P half-ounce proof, 43,319 proofs):
    # https://www.coinworld.com/news/us-coins/proof-25-gold-eagle-record.html
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 1993, "P", "proof", "", 43319),
    # Gold and Silver Blog, 2009-W uncirculated Gold Eagles canceled (the 2008-W $10, 9,200):
    # https://goldandsilverblog.com/2009-w-uncircualted-gold-eagles-canceled/
    # Greysheet gives 8,883, so null (test_published_figures_us_greysheet.py)
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", 2008, "W", "burnished", "", None),
    # FindBullionPrices, American Buffalo mintage charts: its "bullion mintage" is the U.S. Mint's bullion sales per
    # calendar year (Coin Sales Figures prints the same monthly sales), which mix coin dates, so those years stay null
    # with the figure in the issue comment (second reading, issue 39):
    # https://findbullionprices.com/blog/american-buffalo-gold-coin-mintage-charts-and-history;
    # http://coinsalesfigures.com/2009-buffalo-gold-bullion-coin-sales-figures-end-at-200000/10679/
    # 2008 (coins dated 2008): My Numismatic Collection, http://my-numismatic-collection.blogspot.com/2009/11/2008-american-gold-buffalo-coin.html
    # 2009 (all 200,000 sold were 2009 coins): Coin Update, http://coins.coinupdate.com/2009-gold-buffalo-coins/
    ("american-buffalo", "buffalo-1oz", 2006, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2007, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2008, "", "bullion", "", 189500),
    ("american-buffalo", "buffalo-1oz", 2009, "", "bullion", "", 200000),
    ("american-buffalo", "buffalo-1oz", 2010, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2011, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2012, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2013, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2014, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2015, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2016, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2017, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2018, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2019, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2020, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2021, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2022, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2023, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2024, "", "bullion", "", None),
    ("american-buffalo", "buffalo-1oz", 2025, "", "bullion", "", None),
    # Variety Errors (CoinNews), final sales of the 1 oz proofs 2006-2019:
    # https://varietyerrors.com/2020-w-50-proof-american-buffalo-gold-coin-released/; 2009: Gold Buffalo Guide,
    # https://goldbuffaloguide.com/2009-proof-gold-buffalo/; 2013 null (18,584 Gold Buffalo Guide vs 18,594 CoinNews);
    # 2013 reverse proof: CoinNews, http://www.coinnews.net/home/coin-news-extra/2013-reverse-proof-american-gold-buffalo-coin-sales-by-day/;
    # 2015-2025: U.S. Mint, Cumulative Sales Figures, https://www.usmint.gov/about/production-sales-figures/cumulative-sales
    ("american-buffalo", "buffalo-1oz", 2006, "W", "proof", "", 246267),
    ("american-buffalo", "buffalo-1oz", 2007, "W", "proof", "", 58998),
    ("american-buffalo", "buffalo-1oz", 2008, "W", "proof", "", 18863),
    ("american-buffalo", "buffalo-1oz", 2009, "W", "proof", "", 49306),
    ("american-buffalo", "buffalo-1oz", 2010, "W", "proof", "", 49263),
    # 2011 and 2012: Greysheet gives 28,693 and 19,765, so null (test_published_figures_us_greysheet.py)
    ("american-buffalo", "buffalo-1oz", 2011, "W", "proof", "", None),
    ("american-buffalo", "buffalo-1oz", 2012, "W", "proof", "", None),
    ("american-buffalo", "buffalo-1oz", 2013, "W", "proof", "", None),
    ("american-buffalo", "buffalo-1oz", 2014, "W", "proof", "", 20557),
    ("american-buffalo", "buffalo-1oz", 2015, "W", "proof", "", 16591),
    ("american-buffalo", "buffalo-1oz", 2016, "W", "proof", "", 21878),
    ("american-buffalo", "buffalo-1oz", 2017, "W", "proof", "", 15810),
    ("american-buffalo", "buffalo-1oz", 2018, "W", "proof", "", 15756),
    ("american-buffalo", "buffalo-1oz", 2019, "W", "proof", "", 14844),
    ("american-buffalo", "buffalo-1oz", 2020, "W", "proof", "", 11887),
    ("american-buffalo", "buffalo-1oz", 2021, "W", "proof", "", 16976),
    ("american-buffalo", "buffalo-1oz", 2022, "W", "proof", "", 15943),
    ("american-buffalo", "buffalo-1oz", 2023, "W", "proof", "", 15911),
    ("american-buffalo", "buffalo-1oz", 2024, "W", "proof", "", 10415),
    ("american-buffalo", "buffalo-1oz", 2025, "W", "proof", "", 7851),
    ("american-buffalo", "buffalo-1oz", 2013, "W", "reverse_proof", "", 47836),
    # Numismatic News (Mark Benvenuto), Modern $5 gold even on a budget:
    # https://www.numismaticnews.net/archive/modern-5-gold-even-on-a-budget
    ("modern-commemoratives", "five-dollars-statue-of-liberty-1986", 1986, "W", "proof", "", 404013),
    ("modern-commemoratives", "five-dollars-statue-of-liberty-1986", 1986, "W", "uncirculated", "", 95248),
    # CoinTalk, 'These aint no quarters' (quoting Bowers, A Guide Book of United States Commemorative Coins), and APMEX
    # (22,511 uncirculated): https://www.cointalk.com/threads/these-aint-no-quarters.36460/,
    # https://learn.apmex.com/coin-guide/guide-to-commemorative-values/george-washington-death-bicentennial-1999/
    ("modern-commemoratives", "five-dollars-george-washington-1999", 1999, "W", "proof", "", 41693),
    ("modern-commemoratives", "five-dollars-george-washington-1999", 1999, "W", "uncirculated", "", 22511),
    # U.S. Mint, Cumulative Sales Figures (American Liberty 24K gold 1 oz), and Coin World, the Proof 2021-W and 2023-W coins:
    # https://www.usmint.gov/about/production-sales-figures/cumulative-sales, https://www.coinworld.com/news/us-coins/ccac-to-review-2023-coin-medal-designs
    ("american-liberty-high-relief", "american-liberty-2015", 2015, "W", "uncirculated", "", 49325),
    ("american-liberty-high-relief", "american-liberty-2017", 2017, "W", "proof", "", 49697),
    ("american-liberty-high-relief", "american-liberty-2021", 2021, "W", "proof", "", 12471),
    ("american-liberty-high-relief", "american-liberty-2023", 2023, "W", "proof", "", 12196),
    # First Spouse: FirstSpouseGoldCoin.com (2007 Washington, Adams, Jefferson's Liberty), https://firstspousegoldcoin.com/first-spouse-gold-coin-mintages;
    # CoinsNumismatics (Dolley Madison; Buchanan's Liberty), http://www.coinsnumismatics.com/2015/09/dolley-madison-2007-10-dollars-first-spouse-gold-coins.html,
    # http://www.coinsnumismatics.com/2015/09/james-buchanans-liberty-2010-10-dollars-first-spouse-gold-coins.html;
    # Coin Update (Elizabeth Monroe), https://news.coinupdate.com/behind-the-scenes-first-spouse-gold-coins-reopening-of-the-white-house-elizabeth-monroe/;
    # Mint News Blog (2009-2010 final audited; 2011 uncirculated Lucy Hayes and Lucretia Garfield), http://mintnewsblog.com/final-mintages-for-2009-2011-first-spouse-gold-coins/;
    # 2014-2020: U.S. Mint, Cumulative Sales Figures. None = no final figure read.
    ("first-spouse-gold", "first-spouse-2007-martha-washington", 2007, "W", "uncirculated", "", 17661),
    ("first-spouse-gold", "first-spouse-2007-martha-washington", 2007, "W", "proof", "", 19167),
    ("first-spouse-gold", "first-spouse-2007-abigail-adams", 2007, "W", "uncirculated", "", 17142),
    ("first-spouse-gold", "first-spouse-2007-abigail-adams", 2007, "W", "proof", "", 17149),
    ("first-spouse-gold", "first-spouse-2007-jeffersons-liberty", 2007, "W", "uncirculated", "", 19823),
    ("first-spouse-gold", "first-spouse-2007-jeffersons-liberty", 2007, "W", "proof", "", 19815),
    ("first-spouse-gold", "first-spouse-2007-dolley-madison", 2007, "W", "uncirculated", "", 12340),
    ("first-spouse-gold", "first-spouse-2007-dolley-madison", 2007, "W", "proof", "", 17943),
    ("first-spouse-gold", "first-spouse-2008-elizabeth-monroe", 2008, "W", "uncirculated", "", 4462),
    ("first-spouse-gold", "first-spouse-2008-elizabeth-monroe", 2008, "W", "proof", "", 7800),
    # The 2008-2014 issues no page above gave are filled from the Greysheet figures (NumisLog data file):
    # pinned in test_published_figures_us_greysheet.py
    ("first-spouse-gold", "first-spouse-2009-anna-harrison", 2009, "W", "uncirculated", "", 3645),
    ("first-spouse-gold", "first-spouse-2009-anna-harrison", 2009, "W", "proof", "", 6251),
    ("first-spouse-gold", "first-spouse-2009-letitia-tyler", 2009, "W", "uncirculated", "", 3240),
    ("first-spouse-gold", "first-spouse-2009-letitia-tyler", 2009, "W", "proof", "", 5296),
    ("first-spouse-gold", "first-spouse-2009-julia-tyler", 2009, "W", "uncirculated", "", 3143),
    ("first-spouse-gold", "first-spouse-2009-julia-tyler", 2009, "W", "proof", "", 4844),
    ("first-spouse-gold", "first-spouse-2009-sarah-polk", 2009, "W", "uncirculated", "", 3489),
    ("first-spouse-gold", "first-spouse-2009-sarah-polk", 2009, "W", "proof", "", 5151),
    ("first-spouse-gold", "first-spouse-2009-margaret-taylor", 2009, "W", "uncirculated", "", 3627),
    ("first-spouse-gold", "first-spouse-2009-margaret-taylor", 2009, "W", "proof", "", 4936),
    ("first-spouse-gold", "first-spouse-2010-abigail-fillmore", 2010, "W", "uncirculated", "", 3482),
    ("first-spouse-gold", "first-spouse-2010-abigail-fillmore", 2010, "W", "proof", "", 6130),
    ("first-spouse-gold", "first-spouse-2010-jane-pierce", 2010, "W", "uncirculated", "", 3338),
    ("first-spouse-gold", "first-spouse-2010-jane-pierce", 2010, "W", "proof", "", 4775),
    ("first-spouse-gold", "first-spouse-2010-buchanans-liberty", 2010, "W", "uncirculated", "", 5162),
    ("first-spouse-gold", "first-spouse-2010-buchanans-liberty", 2010, "W", "proof", "", 7110),
    ("first-spouse-gold", "first-spouse-2011-lucy-hayes", 2011, "W", "uncirculated", "", 2196),
    ("first-spouse-gold", "first-spouse-2011-lucretia-garfield", 2011, "W", "uncirculated", "", 2168),
    ("first-spouse-gold", "first-spouse-2014-florence-harding", 2014, "W", "uncirculated", "", 1944),
    ("first-spouse-gold", "first-spouse-2014-grace-coolidge", 2014, "W", "uncirculated", "", 1949),
    ("first-spouse-gold", "first-spouse-2014-lou-hoover", 2014, "W", "uncirculated", "", 1936),
    ("first-spouse-gold", "first-spouse-2014-lou-hoover", 2014, "W", "proof", "", 2392),
    ("first-spouse-gold", "first-spouse-2014-eleanor-roosevelt", 2014, "W", "uncirculated", "", None),
    # Coin World, Eleanor Roosevelt coins depleted (2015) and Market Analysis (2020): 2,377 proof sold in both; uncirculated
    # 1,886 (2015) against 1,866 (2020), so None: https://www.coinworld.com/news/mint-inventory-of-eleanor-roosevelt-first-spouse-gold-coins-depl.html,
    # https://www.coinworld.com/news/us-coins/market-analysis-eleanor-roosevelt-a-first-spouse-key-gold-coin
    ("first-spouse-gold", "first-spouse-2014-eleanor-roosevelt", 2014, "W", "proof", "", 2377),
    ("first-spouse-gold", "first-spouse-2015-bess-truman", 2015, "W", "uncirculated", "", 1946),
    ("first-spouse-gold", "first-spouse-2015-bess-truman", 2015, "W", "proof", "", 2747),
    ("first-spouse-gold", "first-spouse-2015-mamie-eisenhower", 2015, "W", "uncirculated", "", 2102),
    ("first-spouse-gold", "first-spouse-2015-mamie-eisenhower", 2015, "W", "proof", "", 2704),
    ("first-spouse-gold", "first-spouse-2015-jacqueline-kennedy", 2015, "W", "uncirculated", "", 6771),
    ("first-spouse-gold", "first-spouse-2015-jacqueline-kennedy", 2015, "W", "proof", "", 11222),
    ("first-spouse-gold", "first-spouse-2015-lady-bird-johnson", 2015, "W", "uncirculated", "", 1927),
    ("first-spouse-gold", "first-spouse-2015-lady-bird-johnson", 2015, "W", "proof", "", 2653),
    ("first-spouse-gold", "first-spouse-2016-pat-nixon", 2016, "W", "uncirculated", "", 1839),
    ("first-spouse-gold", "first-spouse-2016-pat-nixon", 2016, "W", "proof", "", 2645),
    ("first-spouse-gold", "first-spouse-2016-betty-ford", 2016, "W", "uncirculated", "", 1824),
    ("first-spouse-gold", "first-spouse-2016-betty-ford", 2016, "W", "proof", "", 2471),
    ("first-spouse-gold", "first-spouse-2016-nancy-reagan", 2016, "W", "uncirculated", "", 2009),
    ("first-spouse-gold", "first-spouse-2016-nancy-reagan", 2016, "W", "proof", "", 3548),
    ("first-spouse-gold", "first-spouse-2020-barbara-bush", 2020, "W", "uncirculated", "", 1969),
    ("first-spouse-gold", "first-spouse-2020-barbara-bush", 2020, "W", "proof", "", 2967),
    # American Gold Eagle 1 oz and 1/2 oz (type 1), issue 39's second session: figures read on pages that print them.
    # Mint Coin Guide, 1997 American Gold Eagle Coins (1997-dated mintages; its text also gives the 1996 one-ounce
    # bullion figure): http://mintcoinguide.com/1997-american-gold-eagle-coins/
    # (1997 one-ounce bullion also: Paradime Coins, https://paradimecoins.com/blogs/articles/1997-50-gold-eagle-regular-strike)
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 1996, "", "bullion", "", 189148),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 1997, "", "bullion", "", 664508),
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 1997, "W", "proof", "", 32999),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 1997, "", "bullion", "", 79605),
    ("american-gold-eagle", "gold-eagle-1-2oz-type-1", 1997, "W", "proof", "", 26344),
    # Paradime Coins, 2003 $50 Gold Eagle (Regular Strike), citing PCGS:
    # https://paradimecoins.com/blogs/articles/2003-50-gold-eagle-regular-strike
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2003, "", "bullion", "", 416032),
]

BY_TYPE = defaultdict(list)
for _row in MINTAGES:
    BY_TYPE[(_row[0], _row[1])].append(_row[2:])


@pytest.mark.parametrize("series_slug, slug", sorted(BY_TYPE), ids=[key[1] for key in sorted(BY_TYPE)])
def test_modern_us_issues_carry_their_published_figures(series_slug, slug):
    found = []
    for year, letter, finish, variety, _mintage in BY_TYPE[(series_slug, slug)]:
        issues = issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, finish=finish, variety=variety)
        found.append([issue["mintage"] for issue in issues])
    assert found == [[row[4]] for row in BY_TYPE[(series_slug, slug)]]


def test_the_sales_figures_name_a_source_that_says_sales():
    # DECISIONS: a U.S. Mint sales figure stands as a mintage only with a source whose title says it is sales.
    for series_slug, slug in BY_TYPE:
        titles = " ".join(source["title"] for source in find(ROOT, series_slug, slug)["sources"]).lower()
        from_sales = slug.startswith(
            ("first-spouse-2014", "first-spouse-2015", "first-spouse-2016", "first-spouse-2020")
        )
        if from_sales or series_slug in ("american-gold-eagle", "american-buffalo", "american-liberty-high-relief"):
            assert "sales" in titles, slug


FIRST_SPOUSES = {
    # United States Code, 31 U.S.C. 5112(o) and the year lists of Mint Coin Guide (2007-2010), the U.S. Mint (2011),
    # CoinNews (2012, 2013), Coin World (2014) and the U.S. Mint's sales figures (2015, 2016, 2020)
    2007: ["martha-washington", "abigail-adams", "jeffersons-liberty", "dolley-madison"],
    2008: ["elizabeth-monroe", "louisa-adams", "jacksons-liberty", "van-burens-liberty"],
    2009: ["anna-harrison", "letitia-tyler", "julia-tyler", "sarah-polk", "margaret-taylor"],
    2010: ["abigail-fillmore", "jane-pierce", "buchanans-liberty", "mary-todd-lincoln"],
    2011: ["eliza-johnson", "julia-grant", "lucy-hayes", "lucretia-garfield"],
    2012: ["alice-paul", "frances-cleveland-first-term", "caroline-harrison", "frances-cleveland-second-term"],
    2013: ["ida-mckinley", "edith-roosevelt", "helen-taft", "ellen-wilson", "edith-wilson"],
    2014: ["florence-harding", "grace-coolidge", "lou-hoover", "eleanor-roosevelt"],
    2015: ["bess-truman", "mamie-eisenhower", "jacqueline-kennedy", "lady-bird-johnson"],
    2016: ["pat-nixon", "betty-ford", "nancy-reagan"],
    2020: ["barbara-bush"],
}


@pytest.mark.parametrize("year", sorted(FIRST_SPOUSES))
def test_each_first_spouse_coin_is_a_type_struck_in_proof_and_uncirculated_at_west_point(year):
    # APMEX: an uncirculated and a proof version of each coin; Coin Update: West Point (W), 26.49 mm, 1.88 mm;
    # 31 U.S.C. 5112(o): half an ounce of 99.99 percent gold, $10.
    for name in FIRST_SPOUSES[year]:
        coin = find(ROOT, "first-spouse-gold", f"first-spouse-{year}-{name}")
        assert (coin["minYear"], coin["maxYear"], coin["value"]) == (year, year, "10 Dollars")
        assert (coin["weight"], coin["fineness"], coin["size"], coin["thickness"]) == (15.5517, 0.9999, 26.49, 1.88)
        assert sorted((i["year"], i["mintLetter"], i["finish"]) for i in coin["issues"]) == [
            (year, "W", "proof"),
            (year, "W", "uncirculated"),
        ]


def test_the_1997_and_2003_pages_are_sources_of_their_types():
    urls = {
        "gold-eagle-1oz-type-1": [
            "http://mintcoinguide.com/1997-american-gold-eagle-coins/",
            "https://paradimecoins.com/blogs/articles/1997-50-gold-eagle-regular-strike",
            "https://paradimecoins.com/blogs/articles/2003-50-gold-eagle-regular-strike",
        ],
        "gold-eagle-1-2oz-type-1": ["http://mintcoinguide.com/1997-american-gold-eagle-coins/"],
    }
    for slug, wanted in urls.items():
        sources = {s["url"]: s for s in find(ROOT, "american-gold-eagle", slug)["sources"]}
        for url in wanted:
            assert "mintages" in sources[url]["covers"], (slug, url)
