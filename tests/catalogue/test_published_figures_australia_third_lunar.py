"""Published figures of the Perth Mint's Lunar gold, series I, II and III (issue 41, the British world's depth, third
session), pinned against the pages named above each group of rows: second readings of declared Lunar I and II mintages
already carried, and the maximum mintages read for Lunar II and III issues that keep no mintage (a limit, or a size
struck "mint-to-order" with no limit, is a comment, never a mintage).

No page read in this session prints a KM number for any Lunar type (NGC, PCGS, Heritage-style and NumisBids-style lot
titles, eBay descriptions and GitHub data were searched), so no type gains references and all stay in
catalogue_numbers_gaps.txt.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages

AU = "australia"
CMI_RELEASED = "https://www.cmi-gold-silver.com/article/perth-mint-lunar-series-mintages-article/"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Second readings of the Perth Mint's declared Lunar I mintages.
    # CMI Gold & Silver, '1996 Perth Mint Gold Rat': 'before the production cap was reached for the 1996 1-oz Gold Rat,
    # The Perth Mint ceased minting Lunar Series Bullion Coins, and only 16,593 of the 1-oz Gold Rats were minted'
    # https://www.cmi-gold-silver.com/lunar-rat-gold-investment-coins/
    (AU, "lunar-series-i", "lunar-i-1996-mouse-1oz", 1996, "", "bullion", 16593),
    # CMI Gold & Silver, 'Perth Mint Lunar Series mintages released': 'For the 1-oz Lunar Series Gold Coins ... the
    # smallest mintage was the 1997 Ox with 13,709 being made ... Three coins ... reached the 30,000-coin production cap:
    # the year 2000 Dragon, the year 2001 Snake and the year 2002 Horse'
    # https://www.cmi-gold-silver.com/article/perth-mint-lunar-series-mintages-article/
    (AU, "lunar-series-i", "lunar-i-1997-ox-1oz", 1997, "", "bullion", 13709),
    (AU, "lunar-series-i", "lunar-i-2000-dragon-1oz", 2000, "", "bullion", 30000),
    (AU, "lunar-series-i", "lunar-i-2001-snake-1oz", 2001, "", "bullion", 30000),
    (AU, "lunar-series-i", "lunar-i-2002-horse-1oz", 2002, "", "bullion", 30000),
    # Tavex Denmark, '2009 1 oz Australian Gold Lunar Year of the Ox': 'Issued only twice since the Lunar Series started,
    # in 1997 and 2009, the one-ounce Year of the Ox coin is ... [issued] with a mintage of only 43,709 pieces' (the two
    # issues together, agreeing with 13,709 and 30,000)
    # https://tavex.dk/en/gold/australian-lunar-2009/australian-lunar-2009-1-oz/
    (AU, "lunar-series-ii", "lunar-ii-2009-ox-1oz", 2009, "P", "bullion", 30000),
    # Maximum mintages, not mintages: the issues keep none.
    # BuyGoldOnline, 'Australian Gold Year of the Goat' (2015): 'Save for the AU$100 and AU$30,000 denominations, which had
    # mintage maximums of 30,000 and 10 respectively, all the others had unlimited maximum mintages'
    # https://www.buygoldonline.io/p/australian-gold-year-of-the-goat/
    *[
        (AU, "lunar-series-ii", f"lunar-ii-2015-goat-{size}", 2015, "P", "bullion", None)
        for size in ("2oz", "1oz", "1-2oz", "1-4oz", "1-10oz", "1-20oz")
    ],
    # Chards, '2016 One (1) Ounce Gold Coin Year of the Monkey Perth Mint Bullion': 'The one ounce coins have a mintage
    # figure of just 30,000 coins. The Perth Mint will stop producing the 1oz coins either when the mintage is fully
    # sold [or] at the end of the year ... The 1kg, 10oz, 2oz, 1/2oz, 1/4oz, 1/10oz, and 1/20oz coins will be produced
    # on a "mint-to-order" basis, meaning there is no limit'
    # https://www.chards.co.uk/gold-coins/one-ounce/2016-year-of-the-monkey-australian-bullion-coin/523
    *[
        (AU, "lunar-series-ii", f"lunar-ii-2016-monkey-{size}", 2016, "P", "bullion", None)
        for size in ("2oz", "1oz", "1-2oz", "1-4oz", "1-10oz", "1-20oz")
    ],
    # Chards, '2022 Australian Bullion Coins Revealed!': 'Unlike the rest of the coins, which are produced on a
    # mint-to-order basis, the 1 oz has a maximum mintage of 30,000 coins'
    # https://www.chards.co.uk/guides/2022-australian-bullion-coins-revealed/1021
    (AU, "lunar-series-iii", "lunar-iii-2022-tiger-1oz", 2022, "P", "bullion", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# The limits read, each held in its issue's comment (series, type, year, the words the comment gives).
LIMITS = [
    ("lunar-series-ii", "lunar-ii-2015-goat-1oz", 2015, "30,000"),
    *[
        ("lunar-series-ii", f"lunar-ii-2015-goat-{s}", 2015, "unlimited")
        for s in ("2oz", "1-2oz", "1-4oz", "1-10oz", "1-20oz")
    ],
    ("lunar-series-ii", "lunar-ii-2016-monkey-1oz", 2016, "30,000"),
    *[
        ("lunar-series-ii", f"lunar-ii-2016-monkey-{s}", 2016, "no limit")
        for s in ("2oz", "1-2oz", "1-4oz", "1-10oz", "1-20oz")
    ],
    ("lunar-series-iii", "lunar-iii-2022-tiger-1oz", 2022, "30,000"),
    ("lunar-series-ii", "lunar-ii-2009-ox-1oz", 2009, "43,709"),
]


@pytest.mark.parametrize("series, slug, year, words", LIMITS, ids=[row[1] for row in LIMITS])
def test_a_figure_read_beside_the_mintage_is_held_in_the_comment(series, slug, year, words):
    (issue,) = issues_at(AU, series, slug, year=year, finish="bullion")
    assert words in issue["comment"]


SECOND_READINGS = [
    ("lunar-series-i", "lunar-i-1996-mouse-1oz", "https://www.cmi-gold-silver.com/lunar-rat-gold-investment-coins/"),
    ("lunar-series-i", "lunar-i-1997-ox-1oz", CMI_RELEASED),
    ("lunar-series-i", "lunar-i-2000-dragon-1oz", CMI_RELEASED),
    ("lunar-series-i", "lunar-i-2001-snake-1oz", CMI_RELEASED),
    ("lunar-series-i", "lunar-i-2002-horse-1oz", CMI_RELEASED),
    (
        "lunar-series-ii",
        "lunar-ii-2009-ox-1oz",
        "https://tavex.dk/en/gold/australian-lunar-2009/australian-lunar-2009-1-oz/",
    ),
]


@pytest.mark.parametrize("series, slug, url", SECOND_READINGS, ids=[row[1] for row in SECOND_READINGS])
def test_the_page_read_is_a_mintage_source_of_the_type(series, slug, url):
    sources = [source for source in find(AU, series, slug)["sources"] if source["url"] == url]
    assert sources and "mintages" in sources[0]["covers"]


# Nothing else was found for the Lunar gaps in 48 look-ups: no page read prints a declared mintage for the Lunar I
# 1999 rabbit, the 2001 snake 1/4 and 1/20 oz, the 2002 horse and 2005 rooster fractions or the 2006 dog and 2007 pig,
# for the Lunar II 2008-2011 and 2014-2019 sizes still open, or for the Lunar III 1 oz coins; and none prints a KM number.
