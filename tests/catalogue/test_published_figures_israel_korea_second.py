"""Second session of issue 45 on the Israeli, Korean and Philippine gold (israel.json, korea.json, philippines.json;
earlier readers: test_published_figures_korea_israel_philippines.py, test_published_figures_second_korea_israel_
philippines.py, test_published_figures_km_japan_israel.py), pinned against the pages named above each row.

What was read: 44 look-ups of a budget of 130 (41 searches of the stored pages, 1 of the code corpus, 2 find_string).
No catalogue number and no mintage (number struck) was found for any of the targets; what entered is specification:

- Israel, Jerusalem Windmill 2019: the Israel Coins and Medals Corp.'s German product page (SKU 33108320) gives
  gold 9999, BU, 1 Unze, 32 mm, 20 NIS, 'Maximale Auflage 3600', mint mark Davidstern, design Osnat Eshel, Meir Eshel:
  the size (null before) enters; the 3,600 is a maximum, so the issue stays without a mintage.
- Israel, Knesset Menorah 2012: gold10.ru's Coin Constellation 2013 entry ('3600 pcs.', Mint of Finland) is cited in the
  issue's comment only: the figure is the announced maximum and the mint rests on that one page.
- Korea, PyeongChang 30,000 won (2016): 35 mm from MDM ('mit 35 Millimetern Durchmesser') and katalogmonet.pl
  ('średnica: 35 mm, waga: 31,1 g'); MDM's 'erscheint nur 4500 Mal' and '15000 Mal geprägt' repeat the Bank of Korea's
  maxima (Money Today, MK Sports, etoday: '최대 발행량 방식'), so both gold coins stay without a mintage.

Tried without result (each line stopped after three or more fruitless tries): KM/Fr. numbers and per-date mintages of
the Manila 1 and 2 pesos of Isabel II (English lot-title, NGC/PCGS, CoinVarieties, NumisBids, Spanish acuñación and
Casa de Moneda queries, the Barrilla quarterly on archive.org, code corpus and find_string; the corpus returns the
same Philippine Philatelist, León Gallery and CoinVarieties 1866 4 pesos pages every time; imperio-numismatico.com's
monograph on the Manila mint is a forum post and was not used); KM numbers of the 1970 Korean gold set (English lot
titles, dokdo-research/E-Sylum, Korean queries: only KM 21-23 of 1975-78 appear) and of the PyeongChang gold; Israel's
Jerusalem of Gold and Biblical Art gold (only Numista prints KM# 518; Bank of Israel, ICMC, Hebrew queries give limits
only: 'Max Mintage', 'Mintage Limit', 'Aufl.'); actual PyeongChang gold mintages (Korean news give maxima only).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages, source_urls

IL = "israel"
KO = "korea"
GOLD = "jerusalem-of-gold"
PC = "pyeongchang-2018-gold"

WINDMILL = (IL, GOLD, "jerusalem-windmill-2019")
MENORAH = (IL, GOLD, "knesset-menorah-2012")
WON_30000 = (KO, PC, "30000-won-goroshoe-sled")
WON_20000 = (KO, PC, "20000-won-alpensia-ski-jumping")

ICMC_WINDMILL = "https://en.israelmint.com/de/33108320.html"
GOLD10_MENORAH = "https://gold10.ru/about/coin-constellation/competitive-coins-2013/16975/?lang_ui=en"
MDM = "https://www.mdm.de/olympische-winterspiele-2018"
KATALOG = (
    "https://katalogmonet.pl/Newsy-numizmatyczne/XXIII-Zimowe-Igrzyska-Olim"
    "pijskie-Pjongczang-%E2%80%93-przegl%C4%85d-monet"
)

# root, series, type, year (as on the coin), mint letter, finish, mintage
ISSUES = [
    # ICMC: 'Maximale Auflage | 3600' - a maximum, not a number struck.  https://en.israelmint.com/de/33108320.html
    (*WINDMILL, 2019, "", "bullion", None),
    # gold10.ru: '3600 pcs.' - the announced maximum ('A maximum of 3,600 coins', Israel National News).
    (*MENORAH, 2012, "", "bullion", None),
    # MDM: 'erscheint nur 4500 Mal pro Motiv' / '15000 Mal geprägt' - the Bank of Korea's maxima (최대 발행량).
    (*WON_30000, 2016, "", "proof", None),
    (*WON_20000, 2016, "", "proof", None),
]

test_the_issues_keep_no_mintage_where_only_limits_were_read = pinned_mintages(ISSUES)


def test_the_windmill_carries_the_icmc_pages_figures():
    coin = find(*WINDMILL)
    assert (coin["size"], coin["weight"], coin["fineness"], coin["valueNumeric"]) == (32.0, 31.1035, 0.9999, 20)
    assert ICMC_WINDMILL in source_urls(coin)
    assert "3,600" in coin["issues"][0]["comment"]


def test_the_menorah_names_the_gold10_entry_in_its_comment_only():
    coin = find(*MENORAH)
    assert GOLD10_MENORAH in source_urls(coin)
    assert coin["issues"][0]["mint"] is None
    assert "Mint of Finland" in coin["issues"][0]["comment"]


def test_the_pyeongchang_gold_carries_the_dealers_diameters():
    big, small = find(*WON_30000), find(*WON_20000)
    assert (big["size"], big["weight"], big["fineness"]) == (35.0, 31.1, 0.999)
    assert {MDM, KATALOG} <= source_urls(big)
    assert small["size"] == 28.0 and MDM in source_urls(small)
