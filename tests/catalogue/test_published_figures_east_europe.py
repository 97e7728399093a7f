"""Published figures of Russia, Poland, Greece and Montenegro read in the first session on continental Europe (issue 43,
continental Europe's depth), pinned against the pages named above each group of rows.

What was read: the George the Victorious 50 roubles of the Bank of Russia (a new type, 2006 onward) from the Bank's
catalogue text, Russian Wikipedia and three dealers' or news pages. Searches for the five roubles of Alexander I, for
Nicholas II's and Alexander III's gold by year, for Greek and Polish catalogue numbers and for Montenegro's gold perpera
of 1910 returned no page carrying the figures (listed in the session's report), so nothing else entered.

A limit ('до 500 000', 'maximum'), a round figure equal to the issuer's limit, or a figure given as 'as high as' stays in
the issue's comment and the mintage stays null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages

RU = "russia"
GV = "george-the-victorious"
G50 = "50-roubles-george-the-victorious"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # CoinWeek, 'Russia St. George the Victorious 50 Ruble Gold Bullion Coin': 'introduced ... on February 1, 2006. The
    # first year of the program saw mintages reach 150,000 pieces, and production steadily increased to as high as 1.5
    # million pieces in 2009.'  https://coinweek.com/russia-saint-george-victorious-50-ruble-gold-bullion-coin/
    # gold-goldbarren.com, 'Heiliger Georg – 50 Rubel Gold': 'Im Februar 2006 wurden dann die ersten von 150.000 Stück
    # ... ausgegeben. Im Jahr 2007 und 2008 wurden dann jeweils weitere 500.000 Stück der 50 Rubel Goldmünze
    # nachgeprägt.'  http://gold-goldbarren.com/heiliger-georg-%e2%80%93-50-rubel-gold
    # Two pages agree on 2006. 500,000 equals the Bank of Russia's stated limit for the coin ('Тираж, шт. до 500 000',
    # below) and 1.5 million is given 'as high as': 2007, 2008 and 2009 stay in the comments.
    (RU, GV, G50, 2006, "", "uncirculated", 150000),
    (RU, GV, G50, 2007, "", "uncirculated", None),
    (RU, GV, G50, 2008, "", "uncirculated", None),
    (RU, GV, G50, 2009, "", "uncirculated", None),
    # AgAu News, 'St George the Victorious by the Central Bank of Russia': 'There were no gold coins issued in 2011,
    # 2013, 2014, or 2016 ... both the gold and silver coins reappeared carrying a 2015 date. Both were listed as having
    # a maximum mintage of 500,000 units, but just 30,000 gold and 100,000 silver were produced. A proof gold version
    # was released in 2012'
    # http://agaunews.com/portfolio-items/st-george-the-victorious/?portfolioCats=166%2C164%2C162%2C163%2C165
    (RU, GV, G50, 2015, "", "uncirculated", 30000),
    # Russian Wikipedia, 'Георгий Победоносец (монета)' (French rendering): '50 roubles | preuve | or 999/1000 | 7,89
    # (±0,10) | 7,78 | 22,60 (±0,15) | 1,60 (±0,20) | 2012 | 10 000' and '50 roubles | CA | ... | 2006-2010, 2013 [4],
    # 2014-2015, 2018, 2019, 2020, 2021, 2022 [5] | 4 250 000' (column 'Circulation, pc. (au 01.01.2016)')
    # https://perceptiofr.com/Георгий_Победоносец_(монета)
    (RU, GV, G50, 2012, "", "proof", 10000),
    (RU, GV, G50, 2010, "", "uncirculated", None),
    (RU, GV, G50, 2013, "", "uncirculated", None),
    (RU, GV, G50, 2014, "", "uncirculated", None),
    (RU, GV, G50, 2018, "", "uncirculated", None),
    (RU, GV, G50, 2019, "", "uncirculated", None),
    (RU, GV, G50, 2020, "", "uncirculated", None),
    (RU, GV, G50, 2021, "", "uncirculated", None),
    # Bank of Russia catalogue text on Severgazbank's page, 'Георгий Победоносец (5216-0060)', 2022 date: 'Тираж, шт. |
    # до 500 000' (a limit)  http://severgazbank.ru/invest/125/44743/
    (RU, GV, G50, 2022, "", "uncirculated", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


def test_the_george_the_victorious_fifty_roubles_carries_the_banks_specification():
    # Bank of Russia catalogue text (Severgazbank): 'золото 999/1000 | Масса общая, г | 7,89 (±0,10) | Содержание
    # химически чистого металла не менее, г | 7,78 | Диаметр, мм | 22,60 (±0,15) | Толщина, мм | 1,60 (±0,20)';
    # 'Чеканка: Московский и Санкт-Петербургский монетные дворы (ММД, СПМД). Оформление гурта: 134 рифления.'
    coin = find(RU, GV, G50)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"]) == (pytest.approx(7.89), 0.999, pytest.approx(7.78))
    assert (coin["size"], coin["thickness"]) == (pytest.approx(22.6), pytest.approx(1.6))
    assert (coin["minYear"], coin["maxYear"], coin["category"]) == (2006, None, "bullion")
    # no issue is split by mint: no page read gives the year's mint
    assert {(i["mintLetter"], i["mint"]) for i in coin["issues"]} == {("", None)}
    # the years the pages name; 2011 and 2016 (no gold, AgAu News) are not listed
    assert {i["year"] for i in coin["issues"]} == {2006, 2007, 2008, 2009, 2010, 2012, 2013, 2014, 2015} | set(
        range(2018, 2023)
    )
    (issue,) = issues_at(RU, GV, G50, year=2022)
    assert "до 500 000" in issue["comment"]
