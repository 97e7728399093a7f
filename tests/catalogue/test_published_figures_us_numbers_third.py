"""Issue 39, third session of the Americas: standard catalogue numbers (Krause) of United States gold types, pinned to
the pages and data files they were read from.

Pure Python over the bundled catalogue (fixtures/catalogue/united-states.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find

ROOT = "united-states"

# series, type, catalogue numbers the type must carry
NUMBERS = [
    # NGC Coin Explorer, 1915 S Pan Pac round $50 MS: "Catalog: KM-138"
    # http://www.ngccoin.com/coin-explorer/gold-commemoratives-pscid-72/1915-s-pan-pac-round-50-ms-coinid-17452
    ("classic-gold-commemoratives", "fifty-dollars-panama-pacific-round", ["KM# 138"]),
    # NGC Coin Explorer, 1915 S Pan Pac octagonal $50 MS: "Catalog: KM-139"
    # http://www.ngccoin.com/coin-explorer/gold-commemoratives-pscid-72/1915-s-pan-pac-octag-50-ms-coinid-17453
    ("classic-gold-commemoratives", "fifty-dollars-panama-pacific-octagonal", ["KM# 139"]),
    # CoinVarieties, United States 1903 dollar KM-120 (McKinley): "Catalog reference: KM 120"; "accompanied by a
    # commemorative with the same reverse but with third president Jefferson on the obverse (KM 119)"
    # https://coinvarieties.com/index.php/United_States_1903_dollar_KM-120
    ("classic-gold-commemoratives", "gold-dollar-louisiana-purchase-mckinley-1903", ["KM# 120"]),
    ("classic-gold-commemoratives", "gold-dollar-louisiana-purchase-jefferson-1903", ["KM# 119"]),
    # RobertBohn/ReactCoins, a collector's coin pages, data file src/data.js (each coin with its NGC ID, PCGS and KM
    # numbers; its weights of gold and the 1836 mintage agree with the catalogue):
    # https://github.com/RobertBohn/ReactCoins/blob/10295906ce8404de418f99040dffe3a8439de3ec/src/data.js
    # "1836 Classic Head Half Eagle. Philadelphia Mint (NGC ID# 25RY, PCGS# 8174, KM#57)"
    ("classic-head-half-eagle", "half-eagle-classic-head-1834", ["KM# 57"]),
    # "1881 Coronet Head • With Motto • Half Eagle. Philadelphia Mint (NGC ID# 25XD, PCGS# 8354, KM#101)"
    ("liberty-head-half-eagle", "half-eagle-liberty-motto", ["KM# 101"]),
    # "1908 Indian Head Half Eagle. Philadelphia Mint. ... (NGC ID# 28DE, PCGS# 8509, KM#129)"
    ("indian-head-half-eagle", "half-eagle-indian-head", ["KM# 129"]),
    # "1893 Coronet Head • New-Style Head • With Motto • Eagle. Philadelphia Mint (NGC ID# 266Z, PCGS# 8725, KM#102)"
    ("liberty-head-eagle", "eagle-liberty-motto", ["KM# 102"]),
    # "1932 Indian Head Eagle. Philadelphia Mint (NGC ID# 28HB, PCGS# 8884, KM#130)" (a 48-star edge date)
    ("indian-head-eagle", "eagle-indian-head-motto-48-stars", ["KM# 130"]),
    # "1998 American Eagle. Philadelphia Mint (NGC ID# 26ME, PCGS# 9933, KM#217) AGW 0.25" (the $10, 1/4 oz)
    ("american-gold-eagle", "gold-eagle-1-4oz-type-1", ["KM# 217"]),
    # "1914-D Saint Gaudens Double Eagle. AGW 0.9675 (NGC ID# 26G7, KM#131)"; and Soren Habicht (torsten.com),
    # "USA 20$ St. Gaudens Double Eagle 1924 KM# 131": https://www.torsten.com/st-gaudens-double-eagle-1924/
    ("saint-gaudens-double-eagle", "double-eagle-saint-gaudens-motto", ["KM# 131"]),
    # RobertBohn/Coins, the same collector's earlier pages, src/main/webapp/WEB-INF/pages/hello.jsp: "1904 $20 Liberty
    # Double Eagle. 0.9675 AGW. NGC MS 62. KM#74.3"
    # https://github.com/RobertBohn/Coins/blob/bed762b12c621fbce35e9f4c33e1dfaf3fc70be0/src/main/webapp/WEB-INF/pages/hello.jsp
    ("liberty-head-double-eagle", "double-eagle-liberty-type-3", ["KM# 74.3"]),
]


@pytest.mark.parametrize(("series_slug", "slug", "numbers"), NUMBERS, ids=[row[1] for row in NUMBERS])
def test_us_types_carry_their_published_catalogue_numbers(series_slug, slug, numbers):
    coin = find(ROOT, series_slug, slug)
    for number in numbers:
        assert number in coin["references"], number
    assert any("references" in source["covers"] for source in coin["sources"])
