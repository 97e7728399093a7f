"""Standard catalogue numbers (Krause Y#/KM#, Friedberg) for the gold of Japan, Israel and Korea, read in issue 45 by
the `km_japan_israel` helper, pinned against the pages named above each row.

What was read (42 look-ups of a budget of 60; report /work/brief/report-km_japan_israel.md): numbers were sought where
they are printed beside the coin - auction lots (Heritage via NumisBids, Stack's Bowers via CoinVarieties, Künker,
Bonhams), NGC/PCGS-style lot titles, Japanese dealers' pages that print "Y#", museum catalogues. Three numbers were
found on pages that print them for the very coin:

- the Berlin Münzkabinett's catalogue (ikmk.smb.museum) cites, for its Meiji 6 (1873) 5 yen, Friedberg 47 and
  Krause "Y 11 a" (the reduced old 5 yen), and for its Taishō 2 (1913) 20 yen, Friedberg 53 and Krause 40,2;
- antique-coin.info (a Japanese dealer) prints "Y#92" for the Shōwa 61/62 100,000 yen of the 60th year of the reign.

Tried without result (each line stopped after three fruitless tries): the post-war 10,000/50,000/100,000 yen
commemoratives 1990-2025 (English lot-title, NGC price-guide, Japanese dealer and museum queries: none prints a number);
the old 10 yen, old 2 yen, large old 1 yen, new 5 yen of 1897, Taishō and Shōwa 5 yen (Heritage/NumisBids lot titles,
CoinVarieties pages, Künker, Japanese "Y#" dealer pages, the Berlin catalogue); Israel's Jerusalem of Gold and Biblical
Art gold (only Numista prints KM# 518 for the 2013 10 sheqalim - not a source); Korea's 1970 gold set and the
PyeongChang 2018 gold (CoinWeek, Bank of Korea, Hwadong, tistory and lot-title queries: no number printed).
No new mintage or dated issue was read, so no issue row is pinned.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_references

JP = "japan"
SMALL_5 = (JP, "meiji-gold-1871-other", "5-yen-meiji-1872-small")
TAISHO_20 = (JP, "taisho-gold", "20-yen-taisho")
SHOWA_100000 = (JP, "showa-commemorative-gold", "100000-yen-showa-60-years")

BERLIN_5_YEN = "https://ikmk.smb.museum/object_print.php?id=18222017&lang=de"
BERLIN_20_YEN = "https://ikmk.smb.museum/object_print.php?id=18227430&lang=de"
ANTIQUE_COIN_60 = "http://antique-coin.info/kaitori/60nen-gold/"

# root, series, type, year, mint letter, finish, mintage: none read in this session (see the docstring).
ISSUES: list = []

# root, series, type, references
REFERENCES = [
    # Münzkabinett, Staatliche Museen zu Berlin, object 18222017: 'Japan: 1873 ... Nominal: 5 Yen (JPY) ...
    # Vorderseite: 5 YEN DAI NIPPON MEJI Jahr 6 ... Münze, Gold, 8,35 g, 23 mm ... Literatur: ... A. L. und I. S.
    # Friedberg, Gold coins of the world ... 7. Auflage (2003) 485 Nr. 47; G. S. Cuhaj - T. Michael, Standard Catalog of
    # World Coins 1801-1900. 6. Auflage (2009) 862 Nr. Y 11 a'  https://ikmk.smb.museum/object_print.php?id=18222017&lang=de
    (*SMALL_5, ["Y# 11a", "Fr. 47"]),
    # Münzkabinett, Staatliche Museen zu Berlin, object 18227430: 'Japan: 1913 ... Nominal: 20 Yen (JPY) ... 20 YEN DAI
    # NIPPON TAISHO Jahr 2 ... Münze, Gold, 16,67 g, 29 mm ... Standard Catalog of World Gold Coins 1601-Present.
    # 6. Auflage (2009) 967 Nr. 40,2; A. L. und I. S. Friedberg, Gold coins of the world ... 7. Auflage (2003) 486 Nr. 53'
    # https://ikmk.smb.museum/object_print.php?id=18227430&lang=de  (Y# 40.2 was already read from the 20 yen article)
    (*TAISHO_20, ["Y# 40.2", "Fr. 53"]),
    # 古銭の買取売却査定ナビ (antique-coin.info): '昭和61年と昭和62年に発行された10万円金貨です。Y#92、重量20g、金の品位1.00、
    # 直径30mm'  http://antique-coin.info/kaitori/60nen-gold/
    (*SHOWA_100000, ["Y# 92"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES)


def test_the_pages_read_are_the_types_reference_sources():
    for coin, url in [(SMALL_5, BERLIN_5_YEN), (TAISHO_20, BERLIN_20_YEN), (SHOWA_100000, ANTIQUE_COIN_60)]:
        sources = [source for source in find(*coin)["sources"] if source["url"] == url]
        assert sources, (coin, url)
        assert any("references" in source["covers"] for source in sources), (coin, url)


def test_the_reduced_old_5_yen_names_the_berlin_specimen_and_keeps_its_specification():
    # The Berlin specimen is dated Meiji 6, a date of the reduced type; its measured 23 mm is a specimen's figure, so the
    # type keeps the published 21.819 mm (Takara) and 8.3333 g of 0.900 gold.
    coin = find(*SMALL_5)
    assert (coin["weight"], coin["fineness"], coin["size"]) == (8.3333, 0.9, 21.819)
    assert 6 in [issue["year"] for issue in coin["issues"]]
    assert "Y 11a" in coin["comments"] and "Friedberg 47" in coin["comments"]


def test_the_types_with_numbers_have_left_the_gaps_list():
    from tests.catalogue.bundled import ROOT

    gaps = (ROOT / "tests" / "catalogue" / "catalogue_numbers_gaps.txt").read_text(encoding="utf-8").splitlines()
    for coin in (SMALL_5, SHOWA_100000):
        assert "/".join(coin) not in gaps
