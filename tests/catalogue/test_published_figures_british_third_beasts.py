"""Published figures of the United Kingdom's Queen's Beasts, Lunar (Shēngxiào) and Tudor Beasts gold and of its
two and five pounds read in the third session of issue 41 (the British world's depth), pinned against the pages named
above each row.

The Royal Mint publishes no struck or sold figures for the bullion coins of the Queen's Beasts, the Lunar series or
the Tudor Beasts that a read page prints: the pages read give issue limits (888, 8,888, 30,000), which stay in the
comments, and the issues keep a null mintage. The uncirculated five pounds of some years are entered with the counts
dealer and collector pages print for them. A limit, or a round figure that may be one, stays in the issue's comment.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import issues_at, pinned_mintages, pinned_references

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # M J Hughes Coins, knowledge base, '1989 Gold 5 Pound Coin BU - 500th anniversary of the Gold Sovereign': 'A small
    # circled 'U' below King Edward's Chair on the obverse means the coin is of BU quality' ... 'Only 2,937 BU gold
    # five pounds pieces were issued by the Royal Mint in 1989.'
    # https://mjhughescoins.com/guides-and-info/knowledge-base/1989-gold-5-pound-coin-500th-anniversary-of-the-gold-sovereign
    (UK, "five-pounds", "five-pounds-elizabeth-ii-third-portrait", 1989, "", "uncirculated", 2937),
    # The London Coin Company, 1999-U five pounds PCGS MS69: 'In 1999 the Royal Mint released a very Limited Issue
    # Brilliant Uncirculated St George and the Dragon £5 Five Pound Sovereign Gold Coin' (no figure: the issue only)
    # https://thelondoncoincompany.com/store/1999-U-St-George-and-the-Dragon-%C2%A35-Five-Pound-Sovereign-Gold-Coin-PCGS-MS69-p596380489
    (UK, "five-pounds", "five-pounds-elizabeth-ii-fourth-portrait", 1999, "", "uncirculated", None),
    # onlinecoin.club, 'Five Pounds Gold 2000': 'In 2000, there were also ordinary uncirculated coins not carrying the
    # U mark' ... 'Mintage 11,994 (11994)', 'Royal Mint No mint mark 11,994' (the year's uncirculated coins)
    # https://onlinecoin.club/Coins/Country/United_Kingdom/Five_Pounds_Gold_2000/
    (UK, "five-pounds", "five-pounds-elizabeth-ii-fourth-portrait", 2000, "", "uncirculated", 11994),
    # M J Hughes Coins, '2002 Gold Five Pounds Coin BU - Golden Jubilee Shield': 'Only 1,370 BU gold five pounds
    # pieces were issued by the Royal Mint in 2002.'
    # https://mjhughescoins.com/guides-and-info/knowledge-base/2002-gold-five-pounds-coin-bu-golden-jubilee-shield
    (UK, "five-pounds", "five-pounds-elizabeth-ii-fourth-portrait", 2002, "", "uncirculated", 1370),
    # AgAu News, 'Royal Mint announces 2015 Year of the Sheep range': 'The gold lunar has been released in just two
    # proof versions today, the 1oz and the 5oz' ... '£100 GBP 31.21 g 32.69 mm PROOF 888' (the issue limit:
    # comment only)  https://agaunews.com/royal-mint-announces-2015-year-sheep-range/
    (UK, "shengxiao", "lunar-2015-sheep-1oz", 2015, "", "proof", None),
    # buy-bullion.co.uk: 'The coins have a limited mintage of 8,888'; First Capital Gold: 'Only 8,888 coins in The
    # British Gold Year of the Monkey series were printed' - the limit's round figure (comment only)
    # https://www.firstcapitalgold.com/p/british-gold-year-of-the-monkey/
    (UK, "shengxiao", "lunar-2016-monkey-1oz", 2016, "", "bullion", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


# root, series, type, the numbers read (Krause first)
REFERENCES = [
    # one.bid (CGB lot): 'GREAT-BRITAIN Victoria (1837-1901). 5 livres (5 pounds) "Una and the lion", 6 scroll band
    # and 11 leaves, Proof strike 1839, London ... Fr.386 - S.3851 - W&R.278 - GH.106 ; Or - 37 mm'
    # https://onebid.tw/tw/ying-victoria-1837-1901-5-livres-5-pounds-una-and-the-lion-bandeaux-a-6-rouleaux-et-11-feuilles-flan-bruni-proof-1839-londres/2974527
    (UK, "five-pounds", "five-pounds-victoria-una-and-the-lion", ["KM# 742", "Fr. 386", "S. 3851"]),
]

test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)


# The figures left in the comments: each names the figure its page gives, so a later reading can weigh it.
COMMENTED = [
    ("shengxiao", "lunar-2015-sheep-1oz", 2015, "proof", "888"),
    ("shengxiao", "lunar-2016-monkey-1oz", 2016, "bullion", "8,888"),
    ("two-pounds", "two-pounds-elizabeth-ii-fourth-portrait", 2004, "proof", "Trevithick"),
]


def test_the_limits_and_doubts_stay_in_the_comments():
    for series, slug, year, finish, words in COMMENTED:
        (issue,) = issues_at(UK, series, slug, year=year, mintLetter="", finish=finish)
        assert words in (issue["comment"] or ""), (slug, year)
        assert issue["mintage"] is None, (slug, year)


def test_no_beast_or_lunar_bullion_coin_carries_a_mintage_no_page_prints():
    # Searched for the Queen's Beasts (1 oz and 1/4 oz, 2016-2021), the Tudor Dragon 1/4 oz of 2024 and the Lunar
    # bullion ounces (Coin World, AgAu News, Mint News Blog, Numismatic News, APMEX, JM Bullion, First Capital Gold,
    # Chards, Physical Gold, UK Gold Coins): only limits were printed, so these issues stay null.
    from tests.catalogue.bundled import CATALOGUE

    beasts = [s for s in CATALOGUE["series"] if s["root"] == UK and s["slug"] in ("queens-beasts", "tudor-beasts")]
    assert beasts
    for series in beasts:
        for coin in series["types"]:
            assert all(issue["mintage"] is None for issue in coin["issues"]), coin["slug"]
