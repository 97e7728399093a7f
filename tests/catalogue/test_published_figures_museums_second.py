"""Museum and collection records for the gold of Japan, Korea, Iran, Egypt, Turkey, the Philippines, Israel and the PBoC
Lunar / commemorative gold (issue 45, second session, helper `museums`), pinned against the pages named above each row.

What was read (51 look-ups of a budget of 200: 49 searches of the stored pages, 1 find_string, 1 find_repos; report
/work/brief/report-museums.md): museum and collection records whose reference fields cite Krause, Friedberg or Schön
numbers. Only records already used by earlier helpers turned up for the region:

- the Berlin Münzkabinett (ikmk.smb.museum, also mirrored on smb.museum-digital.de) holds in the index only the Meiji 6
  (1873) 5 yen (Friedberg 47, Krause "Y 11 a", Schön 45), the Taishō 2 (1913) 20 yen (Friedberg 53, Krause 40,2,
  Schön 18), a silver yen of 1904 and an 18th-century Ottoman piaster;
- CoinVarieties pages (Stack's Bowers / Heritage lots with Krause and Friedberg numbers) for the Meiji 7 gold yen, the
  1866 Manila 4 pesos, the AH 1305 half toman and the 1932 500 piastres, all already in the catalogue;
- dealers' pages that print KM numbers for the Turkish Republic's 100 kuruş (Hobbyray KM-855, Golden Rule KM872).

No page gave a catalogue number for a type of the region that has none, and no new mintage was read, so nothing was
entered: this file pins the figures re-read this session (mintages and numbers already held) and checks that each page
is among the type's sources.

Tried without result (see the report): ANS (numismatics.org, MANTIS), the Smithsonian NNC (americanhistory.si.edu
records are in the index but give no catalogue numbers), the British Museum, the KHM Vienna (ikmk.at), the Fitzwilliam,
the MFA Boston, the MoneyMuseum Zürich (touchcoins), the Bank of Japan Currency Museum, the Bank of Korea Money Museum,
the Museo Casa de la Moneda, museum-digital (Ottoman), Wikimedia Commons, the Künker "Sammlung Sultan" articles,
coin-brothers, Golden Eagle, Hobbyray, coinsnumismatics, numismatik.realedition.de, rarecoin.store, biddr/NumisBids
lot titles, NGC registry sets, Russian- and Korean-language queries, the GitHub index (find_string, find_repos).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, pinned_mintages, pinned_references, source_urls

JP = "japan"
OLD20 = (JP, "meiji-gold-1871", "20-yen-meiji-1870")
NEW20 = (JP, "meiji-gold-1897", "20-yen-meiji-1897")
SMALL_5 = (JP, "meiji-gold-1871-other", "5-yen-meiji-1872-small")
YEN_REDUCED = (JP, "meiji-gold-1871-other", "1-yen-meiji-reduced")
TAISHO_20 = (JP, "taisho-gold", "20-yen-taisho")
PH4 = ("philippines", "manila-gold-isabel-ii", "pesos-4-isabel-ii")
KR = "korea", "korea-5000-years-1970"
IR_HALF_TOMAN = ("iran", "toman-gold-machine-struck", "half-toman-naser-al-din")
EG_500_1932 = ("egypt", "fuad-gold", "500-piastres-fuad-1932")
TR_SIKKE_TAM = ("turkey", "republic-gold-sikke", "sikke-tam")
TR_ZIYNET_TAM = ("turkey", "republic-gold-ziynet", "ziynet-tam")

BERLIN_5_YEN = "https://ikmk.smb.museum/object_print.php?id=18222017&lang=de"
BERLIN_20_YEN = "https://ikmk.smb.museum/object_print.php?id=18227430&lang=de"
KIWIX_20_YEN = "https://kiwix.casplantje.nl/wikipedia_en_all_maxi_2018-10/A/20_yen_coin.html"
CV_YEN = "https://coinvarieties.com/index.php/Japan_1874_(M7)_yen_Fr-49"
CV_PH = "https://coinvarieties.com/index.php?diff=next&oldid=318498&title=Philippines_1866_4_pesos"
SURVEY15 = "http://philippinephilatelist.net/mint/survey15.html"
TISTORY = (
    "https://iamfreeman.tistory.com/entry/%ED%95%9C%EB%AF%BC%EA%B5%AD-%EB%B0%98%EB%A7%8C%EB%85%84-%EC%97%AD%EC%82%AC-"
    "%EA%B8%B0%EB%85%90-%EC%9D%B4%EB%A7%8C%EC%98%A4%EC%B2%9C%EC%9B%90-%EC%84%B8%EC%A2%85%EB%8C%80%EC%99%95"
)
CV_IRAN = "https://coinvarieties.com/index.php/Iran_AH_1305_5000_dinars"
CV_EGYPT = "https://coinvarieties.com/index.php/Egypt_1932_500_piastres"
HOBBYRAY = "https://www.hobbyray.com/coin_details.htm?id=hQXqDrlFyeQAAAF6j7L9AnXb&locale=de"
GOLDEN_RULE = "https://www.goldenruleenterprises.org/product/turkey-100-kurus-gold-1943-ataturk/"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Wikipedia 20 yen coin (kiwix copy, 2018-10), table 'Circulation figures': '9th 1876 954', '10th 1877 29',
    # '13th 三十 1880 103'; '30th 十三 1897 1,861,000', '37th 1904 2,759,470', '38th 1905 1,045,904',
    # '39th 1906 1,331,332', '41st 1908 458,082', '42nd 1909 557,882', '43rd 1910 2,163,644', '45th 1912 1,272,450'
    (*OLD20, 9, "", "circulation", 954),
    (*OLD20, 10, "", "circulation", 29),
    (*OLD20, 13, "", "circulation", 103),
    (*NEW20, 30, "", "circulation", 1861000),
    (*NEW20, 37, "", "circulation", 2759470),
    (*NEW20, 38, "", "circulation", 1045904),
    (*NEW20, 39, "", "circulation", 1331332),
    (*NEW20, 41, "", "circulation", 458082),
    (*NEW20, 42, "", "circulation", 557882),
    (*NEW20, 43, "", "circulation", 2163644),
    (*NEW20, 45, "", "circulation", 1272450),
    # CoinVarieties, Japan 1874 (M7) yen Fr-49: 'Recorded mintage: 116,341.'  (CV_YEN)
    (*YEN_REDUCED, 7, "", "circulation", 116341),
    # CoinVarieties, Philippines 1866 4 pesos: 'Recorded mintage: 44,450, a rare date.'  (CV_PH)
    (*PH4, 1866, "", "circulation", 44450),
    # philippinephilatelist.net survey15: 'the minting of only 1,530 coins' (the 4 pesos of 1867)  (SURVEY15)
    (*PH4, 1867, "", "circulation", 1530),
    # 버들도령 (iamfreeman.tistory.com): '발행량(장) 325 382 435 670 1,750 1,500' for the 25,000, 20,000, 10,000, 5,000,
    # 2,500 and 1,000 won of the 1970 set  (TISTORY)
    (*KR, "25000-won-sejong-1970", 1970, "", "proof", 325),
    (*KR, "20000-won-silla-gold-crown-1970", 1970, "", "proof", 382),
    (*KR, "10000-won-park-chung-hee-1970", 1970, "", "proof", 435),
    (*KR, "5000-won-turtle-ship-1970", 1970, "", "proof", 670),
    (*KR, "2500-won-queen-seondeok-1970", 1970, "", "proof", 1750),
    (*KR, "1000-won-namdaemun-1970", 1970, "", "proof", 1500),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references (among others read elsewhere)
REFERENCES = [
    # Münzkabinett Berlin 18222017 (Meiji 6, 1873, 5 yen): 'Friedberg ... 485 Nr. 47; ... Standard Catalog of World
    # Coins 1801-1900 ... 862 Nr. Y 11 a' (also 'Schön - Cartier ... 892 Nr. 45', not entered: another helper's pin
    # file fixes this type's list)  (BERLIN_5_YEN)
    (*SMALL_5, ["Y# 11a", "Fr. 47"]),
    # Münzkabinett Berlin 18227430 (Taishō 2, 1913, 20 yen): 'Standard Catalog of World Gold Coins ... 967 Nr. 40,2;
    # ... Friedberg ... 486 Nr. 53' (also 'G. und G. Schön ... 971 Nr. 18', not entered for the same reason)
    (*TAISHO_20, ["Y# 40.2", "Fr. 53"]),
    # CoinVarieties: 'Catalog reference: KM-Y9a, Fr-49.'  (CV_YEN)
    (*YEN_REDUCED, ["Y# 9a", "Fr. 49"]),
    # CoinVarieties: 'Catalog reference: Cayón-17403, Fr-1; KM 144.'  (CV_PH)
    (*PH4, ["KM# 144", "Fr. 1"]),
    # CoinVarieties: 'Catalog reference: KM-927.'  (CV_IRAN)
    (*IR_HALF_TOMAN, ["KM# 927"]),
    # CoinVarieties: 'Catalog reference: KM 355, Fr-106 (formerly Fr-31).'  (CV_EGYPT)
    (*EG_500_1932, ["KM# 355", "Fr. 106"]),
    # Hobbyray: 'Goldmünze zu 100 Kurush (Pfund). 7,23 g! Referenz: KM-855.'  (HOBBYRAY)
    (*TR_SIKKE_TAM, ["KM# 855"]),
    # Golden Rule Enterprises: 'TURKEY, REPUBLIC, 100 kurus, 1943, ... KM872, Monnaie de luxe'  (GOLDEN_RULE)
    (*TR_ZIYNET_TAM, ["KM# 872"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


@pytest.mark.parametrize(
    "coin, url",
    [
        (SMALL_5, BERLIN_5_YEN),
        (TAISHO_20, BERLIN_20_YEN),
        (OLD20, KIWIX_20_YEN),
        (NEW20, KIWIX_20_YEN),
        (YEN_REDUCED, CV_YEN),
        (PH4, CV_PH),
        (PH4, SURVEY15),
        ((*KR, "25000-won-sejong-1970"), TISTORY),
        ((*KR, "1000-won-namdaemun-1970"), TISTORY),
        (IR_HALF_TOMAN, CV_IRAN),
        (EG_500_1932, CV_EGYPT),
        (TR_SIKKE_TAM, HOBBYRAY),
        (TR_ZIYNET_TAM, GOLDEN_RULE),
    ],
    ids=lambda value: value[2] if isinstance(value, tuple) else "",
)
def test_the_pages_read_are_among_the_types_sources(coin, url):
    assert url in source_urls(find(*coin))
