"""Published figures of South African gold and of the rest of the British world outside the United Kingdom and
Australia (India, Hong Kong, Singapore, Malaysia, the Isle of Man, Papua New Guinea): issue 41, the depth of the
British world, pinned against the pages named above each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Coin World, 'International bullion history: Precious metals basics' (13 May 2015): 'In 1974, the mintage for the
    # bullion coin jumped to 3,180,075 pieces.'
    # https://www.coinworld.com/numismatic/collector-basics/precious-metals/international-bullion-history.1.html
    ("south-africa", "krugerrand", "krugerrand-1oz", 1974, "", "bullion", 3180075),
    # The same page gives 242,000 for 1970 'including for the first time 10,000 Proof versions', which the 1967 proofs
    # contradict, and the blog 'Krugerrand Gold Coins' gives 211,018 for 1970: no 1970 figure is entered.
    ("south-africa", "krugerrand", "krugerrand-1oz", 1970, "", "bullion", None),
    ("south-africa", "krugerrand", "krugerrand-1oz", 1970, "", "proof", None),
    # MAS media release, 18 November 2005, 2006 Year of the Dog Chinese Almanac coins: '$5 Gold Proof Coin 1/4 troy ounce
    # of 999.9 fine gold. Mintage is limited to 5,000 pieces', an upper bound, so no mintage (the $200 of 5 troy ounces
    # and the $1 of 0.3 g lie outside the catalogue's 0.5-100 g range and are not entered)
    # https://www.mas.gov.sg/news/media-releases/2005/mas-launches-2006-year-of-dog-chinese-almanac-coin
    ("singapore", "almanac-third-series", "5-dollars-2006-dog", 2006, "", "proof", None),
    # Heritage 3085 lot 30217: 'the reported mintage is approximately 1,174', thought overestimated; Paul Fraser
    # Collectibles: 1,000-1,174 (uncertain), and elsewhere 1,300: approximate and disagreeing, so no mintage
    # https://paulfrasercollectibles.com/blogs/coins-banknotes/william-iv-2-mohurs-coin-to-make-12-500-in-uk-auction
    ("india", "mohur-william-iv", "2-mohurs-william-iv-1835", 1835, "", "circulation", None),
    # Hooi Yew Lim, 'Malaysia 1976 Wildlife Conservation RM500 Gold Commemorative coin': 'Mintage for Proof: 508 pieces',
    # 'Mintage for non-proof: 2,894 pieces', 'Mint: Royal Mint UK'
    # https://steemit.moecki.online/teammalaysia/@hooiyewlim/malaysia-1976-wildlife-conservation-rm500-gold-commemorative-coin
    ("malaysia", "commemorative-gold", "500-ringgit-1976-wildlife-tapir", 1976, "", "proof", 508),
    ("malaysia", "commemorative-gold", "500-ringgit-1976-wildlife-tapir", 1976, "", "uncirculated", 2894),
    # Malaysian Banknotes (15 April 2009), Bank Negara Malaysia's technical specifications of the International Year of
    # Astronomy coins: 'RM100 Gold Proof Coin ... Mintage Quantity (piece/set) : 100'
    # http://malaysianbanknotes.blogspot.com/2009/04/commemorative-coins-international-year.html
    # second reading: 100 single coins, sets beside them (250 gold pieces in all, Astronomy on Coins), so no mintage
    ("malaysia", "commemorative-gold", "100-ringgit-2009-international-year-of-astronomy", 2009, "", "proof", None),
    # Minat Duit (15 October 2012), Bank Negara Malaysia's coins for the installation of the 14th Yang di-Pertuan Agong:
    # gold proof, 999.9, 7.96 g, RM100, 'Sebanyak 500 keping sahaja ditempa' (only 500 pieces struck)
    # http://minatduit78.blogspot.com/2012/10/pengeluaran-duit-syiling-peringatan.html
    # second reading: 500 single coins and 500 three-in-one sets with the gold coin, so no single mintage
    ("malaysia", "commemorative-gold", "100-ringgit-2012-installation-of-the-14th-agong", 2012, "", "proof", None),
    # Minat Duit, Bank Negara Malaysia's coins for the 50th anniversary of the Royal Malaysian Air Force (31 May 2008):
    # gold proof, 999.9, 7.96 g, RM100, 'Sebanyak 100 keping sahaja ditempa'
    # http://minatduit78.blogspot.com/2012/10/pengeluaran-duit-syiling-peringatan_23.html
    (
        "malaysia",
        "commemorative-gold",
        "100-ringgit-2008-50th-anniversary-of-the-royal-malaysian-air-force",
        2008,
        "",
        "proof",
        None,  # second reading: 100 single coins and 150 sets with the gold coin
    ),
    # My Koleksi (20 December 2013), the coins for the 80th anniversary of the Malaysian Armed Forces: gold proof,
    # 999.9, 7.96 g, RM100, 'Sebanyak 500 keping sahaja ditempa'
    # https://my-koleksi.blogspot.com/2013/12/pengeluaran-duit-syiling-peringatan.html
    (
        "malaysia",
        "commemorative-gold",
        "100-ringgit-2013-80th-anniversary-of-the-malaysian-armed-forces",
        2013,
        "",
        "proof",
        None,  # second reading: 500 single coins and 500 sets with the gold coin
    ),
]

# root, series, type, catalogue numbers
REFERENCES = [
    # Numismatic News, 'Krugerrand: Right idea at right time' (2017): 'Each of the original 40,000 1967 coins, KM-73'
    # https://www.numismaticnews.net/article/krugerrand-right-idea-right-time
    ("south-africa", "krugerrand", "krugerrand-1oz", ["KM# 73"]),
    # Beekar, 'Gold coins issued': 'TWO MOHURS ... 360 grains (2 Tola) ... Minted at Calcutta ... Km Number - # 452'
    # http://beekar-the.blogspot.com/p/gold-coins.html ; Heritage 3085 lot 30217 ('2 Mohurs 1835-(c) ... KM452.1,
    # Fr-1592') https://www.numisbids.com/n.php?p=lot&sid=4020&lot=30217 ; Noonans, Puddester II lot 908 ('gold 2 Mohurs,
    # 1835, Calcutta ... 23.28g ... KM. 452.1; F 1592') https://www.numisbids.com/n.php?p=lot&sid=8179&lot=908
    ("india", "mohur-william-iv", "2-mohurs-william-iv-1835", ["KM# 452", "Fr. 1592"]),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES)


def test_the_1967_krugerrand_total_is_left_in_the_comment():
    # Coin World (2015): 'The Republic of South Africa in 1967 struck 50,065 pieces of a coin called the
    # "Krugerrand"', with no split by finish; the 40,000 bullion coins are Numismatic News' figure.
    (bullion,) = issues_at("south-africa", "krugerrand", "krugerrand-1oz", year=1967, finish="bullion")
    (proof,) = issues_at("south-africa", "krugerrand", "krugerrand-1oz", year=1967, finish="proof")
    assert bullion["mintage"] == 40000
    assert proof["mintage"] is None and "50,065" in proof["comment"]


def test_the_william_iv_two_mohurs_is_the_act_of_1835_double_mohur_of_calcutta():
    # Act XVII of 1835 (Stephen Album lot 335): the double mohur at two tolas of 360 grains, 11/12 fine; struck at
    # Calcutta 1835-1836 with the frozen date (Album; S. Rajesh). The diameter pages disagree: 31.75, 32.5 and 32 mm.
    coin = find("india", "mohur-william-iv", "2-mohurs-william-iv-1835")
    assert coin["weight"] == pytest.approx(23.3276, abs=1e-4)
    assert coin["fineWeight"] == pytest.approx(21.3836, abs=1e-4)
    assert coin["size"] is None
    assert (coin["minYear"], coin["maxYear"]) == (1835, 1836)
    (issue,) = coin["issues"]
    assert (issue["mint"], issue["references"]) == ("calcutta-mint", ["KM# 452.1"])


@pytest.mark.parametrize(
    "slug, fineness, weight, size, thickness",
    [
        # Hooi Yew Lim: 'Alloy: Gold .900 proof', 'Diameter: 34mm', 'Weight: 33.437g', 'Thickness: 2.6mm'
        ("500-ringgit-1976-wildlife-tapir", 0.9, 33.437, 34.0, 2.6),
        # Malaysian Banknotes: 'Alloy : Gold (Au999.9)', 'Diameter (mm) : 22.00', 'Weight (gram) : 7.96'
        ("100-ringgit-2009-international-year-of-astronomy", 0.9999, 7.96, 22.0, None),
        # Minat Duit: 'ketulenan 999.9 dan berat setiap keping ialah 7.96 gram'; no diameter given
        ("100-ringgit-2012-installation-of-the-14th-agong", 0.9999, 7.96, None, None),
        ("100-ringgit-2008-50th-anniversary-of-the-royal-malaysian-air-force", 0.9999, 7.96, None, None),
        ("100-ringgit-2013-80th-anniversary-of-the-malaysian-armed-forces", 0.9999, 7.96, None, None),
    ],
)
def test_the_malaysian_gold_added_carries_its_published_specification(slug, fineness, weight, size, thickness):
    coin = find("malaysia", "commemorative-gold", slug)
    assert (coin["fineness"], coin["weight"], coin["size"], coin["thickness"]) == (fineness, weight, size, thickness)
    assert coin["fineWeight"] == pytest.approx(weight * fineness, abs=1e-4)
