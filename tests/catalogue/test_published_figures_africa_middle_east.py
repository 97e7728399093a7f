"""Gold of Africa and the Middle East (issue 45): Ethiopia's 1966 jubilee gold, the Saudi guinea, and new roots for
Tunisia, Rhodesia, Uganda, Oman, the United Arab Emirates and Afghanistan, pinned against the pages named above each
group of rows.

What was read: 59 look-ups (58 searches of the stored pages, 1 find_string of the public code; nothing else). The
index holds few pages on these coins, and most of its openings are prose without a figure. Found and entered:

- Ethiopia: the 50 dollars of 1966 (EE 1958) of the 75th-birthday and jubilee set (an NGC-graded piece's listing:
  KM # 40, 20.0 g of .900 gold, 33 mm, mintage 15,000); the lead left it out, as the review of issue 33 did: its only
  page is a copy of an eBay listing (and the 1931 werk went too, resting only on copies of Numista). Eight searches (English, German, Japanese; PCGS/NGC-style
  titles; the 100 and 200 dollars by weight) gave no page for the 10, 20, 100 and 200 dollars, the werk's numbers or
  mintages, Menelik II's gold, or the 1970s-80s gold.
- Saudi Arabia: no Krause number (three searches, incl. a Stephen Album-style lot title and the Berlin coin cabinet);
  Degussa's page confirms the 2,000,000 for the coin dated 1370 and names a 1957/1377 coin of 1,579,000 (comment only).
- Tunisia: the protectorate's 20 francs of Ali III (KM 227, 6.4516 g, .900, 21 mm; years AH 1308-1320, 1891-1902),
  the 10 francs of Ali III dated AH 1309 / 1891 A (3.22 g, 900, 19 mm, 400,000 struck: Münzland) and the 20 francs of
  Muhammad al-Hadi (AH 1322 / 1904 A, 6.45 g, 900, 21 mm). No year-by-year table of the gold (CGB's flipbooks, the
  ARTmedina-tounes blog and French bullion dealers give none in their openings), no number for the last two, and
  nothing on the beylical piastres or the 20 francs of Naceur and Habib Bey.
- Rhodesia: the 1966 5 pounds (JCC: about 36.02 mm, about 39.94 g, 0.916, 3,000, KM#7; Münzen Online: 917, 39.9 g,
  36 mm, 'Die Auflage betrug 3.000 Exemplare'); the pound (5,000) and the 10 shillings (6,000) lack a page with their
  weight, so they stay out.
- Uganda: the 1969 500 shillings of the papal visit (CoinVarieties after Heritage: 69.12 g, 0.900, KM 16, Fr-2,
  1,680 struck in 1969 and 1970).
- Oman: the 1987 25 rials for the WWF (a collector's page: 10 g, Au 0.917, KM74, mintage 5000, proof).
- United Arab Emirates: the 1976 500 dirhams of the fifth National Day (Numisnipe: .916, 19.97 g, 25 mm, Royal Mint);
  no number or mintage.
- Afghanistan: the ½ amani of Amanullah (Berlin Münzkabinett: 2.97 g, 18 mm, SH 1306 (1927), Standard Catalog no.
  911; coin-brothers: gold 0.900, 3 g, KM# 911).
Tried without a figure: Kenya's 1966 gold (3 searches), Jordan's 1969 gold (3), Morocco (2, Bank Al-Maghrib issues
silver), Bahrain (its 'ten dinars' are now classed as medals), Iraq, Kuwait (a dealer page gives KM # 19, 15.98 g
.917, 29 mm, 10,000 for the 100 dinars of the 15th Hijri century but not the date on the coin: left out), Qatar,
Swaziland, Liberia, Nepal, Thailand (the Treasury's book pages open with the design, not the figures).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references, source_urls

ALI20 = ("tunisia", "gold-francs-ali-iii", "20-francs-ali-iii")
ALI10 = ("tunisia", "gold-francs-ali-iii", "10-francs-ali-iii")
HADI20 = ("tunisia", "gold-francs-muhammad-al-hadi", "20-francs-muhammad-al-hadi")
RH5 = ("rhodesia", "independence-gold-1966", "5-pounds-1966")
UG500 = ("uganda", "papal-visit-1969", "500-shillings-1969-papal-visit")
OM25 = ("oman", "wwf-gold-1987", "25-rials-1987-wwf")
UAE500 = ("united-arab-emirates", "national-day-1976", "500-dirhams-1976-national-day")
AF = ("afghanistan", "amani-gold-amanullah", "half-amani-amanullah")
SAU = ("saudi-arabia", "guinea", "1-guinea-1370")

JCC = "https://jcc-coin.com/antiquecoin/products/detail.php?product_id=5798"
COINVARIETIES = "https://coinvarieties.com/index.php/Uganda_1969_500_shillings"
AMEBA = "https://ameblo.jp/kio-ameba/entry-12619320846.html"
NUMISNIPE = "https://numisnipe.com/page37769530.html"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Münzland, 'Goldmünze 10 Franken Tunesien 1891': 'Feinheit: 900/1000 ... Durchmesser: 19,00 mm ... Gewicht: 3,22
    # gramm ... Auflage: 400.000 Stk', the Islamic year 1309 and 1891 with the mint mark A
    # https://muenzland.com/Goldmuenzen/Goldmuenzen-Welt/Goldmuenze-10-Franken-Tunesien-1891::4043.html
    (*ALI10, 1309, "A", "circulation", 400000),
    # Münzland, 'Goldmünze 20 Franken Tunesien 1904': 'das islamische Prägejahr 1322', '1904' and 'A'; no mintage
    # https://www.muenzland.com/Goldmuenzen/Goldmuenzen-Welt/Goldmuenze-20-Franken-Tunesien-1904::4044.html
    (*HADI20, 1322, "A", "circulation", None),
    # Münzen Online, 'Five Pounds (1966) zur Unabhängigkeit von Rhodesien': 'ein Stück zu fünf Pfund ... Die Auflage
    # betrug 3.000 Exemplare'; JCC: '発行枚数: 3,000枚', 'PCGS PR66'  (JCC)
    (*RH5, 1966, "", "proof", 3000),
    # CoinVarieties, 'Uganda 1969 500 shillings' (Heritage 3096, lot 31195, gold Proof): 'Mintage: 1,680, split between
    # 1969 and 1970'; 'Recorded mintage: 1,680 for 1969-70.'  (COINVARIETIES)
    (*UG500, 1969, "", "proof", 1680),
    # kio-ameba (Ameba blog): 'Oman, 1987, 25 Rials, 10g (Au 0.917), KM74, mintage 5000, Proof'  (AMEBA)
    (*OM25, 1987, "", "proof", 5000),
    # Münzkabinett Berlin, object 18269709: '1/2 Amani ... Unten die Jahreszahl S.H. 1306 (1927)'; no mintage
    # https://ikmk.smb.museum/object_print.php?id=18269709&lang=de
    (*AF, 1306, "", "circulation", None),
    # Degussa Goldhandel, 'Arabische Goldmünzen': the coin of 1370 (1950) 'welche eine Auflage von zwei Millionen Stück
    # hat' (the figure already entered from Numistoria)
    # https://degussa-goldhandel.de/arabische-goldmuenzen-erste-schritte-in-ein-faszinierendes-sammelgebiet
    (*SAU, 1370, "", "circulation", 2000000),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # numismaticsonline, '20 Franc (French rule), GOLD, BU': '6.4516 g., .900 GOLD, .1867 oz AGW., KM 227 / Obv leg: Ali'
    # http://numismaticsonline.com/gscoins/tunisia/20fr1891.htm
    (*ALI20, ["KM# 227"]),
    # JCC: 'カタログNo: KM#7'
    (*RH5, ["KM# 7"]),
    # CoinVarieties: 'Catalog reference: KM 16, Fr-2.'
    (*UG500, ["KM# 16", "Fr. 2"]),
    # kio-ameba: 'KM74'
    (*OM25, ["KM# 74"]),
    # Münzkabinett Berlin: 'Standard Catalog of World Coins 1901-2000 ... Nr. 911'; coin-brothers: 'KM# 911 Fr# 35'
    # https://coin-brothers.com/catalog/coin11642
    # second_africa_panda: coin-brothers' 'KM# 911 Fr# 35' also gives the Friedberg number, now on the type
    (*AF, ["KM# 911", "Fr. 35"]),
    # no page read gives a number for these
    (*ALI10, []),
    (*HADI20, []),
    (*UAE500, []),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES)


def test_the_tunisian_gold_francs_carry_the_dealers_figures():
    ali20 = find(*ALI20)
    assert (ali20["weight"], ali20["fineness"], ali20["fineWeight"], ali20["size"]) == (6.4516, 0.9, 5.8064, 21.0)
    assert (ali20["minYear"], ali20["maxYear"]) == (1891, 1902)
    assert "http://numismaticsonline.com/gscoins/tunisia/20fr1891.htm" in source_urls(ali20)
    # issue 45, third session: Tiara International, '発行年「1892」', 'ミントマーク「A」', 'ヒジュラ暦の発行年「1310」'
    (dated,) = ali20["issues"]
    assert (dated["year"], dated["gregorianYear"], dated["mintLetter"], dated["mintage"]) == (1310, 1892, "A", None)
    assert "https://tiara-int.co.jp/smp/item/233535.html" in source_urls(ali20)
    ali10 = find(*ALI10)
    assert (ali10["weight"], ali10["fineness"], ali10["fineWeight"], ali10["size"]) == (3.22, 0.9, 2.9, 19.0)
    (issue,) = issues_at(*ALI10, year=1309)
    assert issue["gregorianYear"] == 1891
    hadi = find(*HADI20)
    assert (hadi["weight"], hadi["fineness"], hadi["fineWeight"], hadi["size"]) == (6.45, 0.9, 5.8, 21.0)
    assert (hadi["minYear"], hadi["maxYear"]) == (1903, 1906)
    (issue,) = issues_at(*HADI20, year=1322)
    assert issue["gregorianYear"] == 1904
    for coin in (ali20, ali10, hadi):
        assert coin["currency"] == "Tunisian franc"


def test_the_rhodesian_5_pounds_of_1966_carries_the_figures_read():
    coin = find(*RH5)
    # JCC: '直径 約36.02mm 重量 約39.94gm'; the 0.917 of Münzen Online ('917er Gold') and KINBAI ('品位 0.917')
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (39.94, 0.917, 36.625, 36.02)
    assert (coin["value"], coin["currency"], coin["minYear"], coin["maxYear"]) == (
        "5 Pounds",
        "Rhodesian pound",
        1966,
        1966,
    )
    assert JCC in source_urls(coin)


def test_the_ugandan_500_shillings_of_1969_carries_coinvarieties_figures():
    coin = find(*UG500)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"]) == (69.12, 0.9, 62.208)
    assert (coin["minYear"], coin["maxYear"]) == (1969, 1970)
    (issue,) = issues_at(*UG500, year=1969)
    assert (issue["minYear"], issue["maxYear"]) == (1969, 1970)
    assert COINVARIETIES in source_urls(coin)


def test_the_omani_25_rials_and_the_emirati_500_dirhams_carry_the_figures_read():
    oman = find(*OM25)
    assert (oman["weight"], oman["fineness"], oman["fineWeight"], oman["size"]) == (10.0, 0.917, 9.17, None)
    assert AMEBA in source_urls(oman)
    # Numisnipe: 'made of .916 fine gold, weighed 19.97 grams, had a diameter of 25mm'
    uae = find(*UAE500)
    assert (uae["weight"], uae["fineness"], uae["fineWeight"], uae["size"]) == (19.97, 0.916, 18.2925, 25.0)
    assert (uae["minYear"], uae["maxYear"], uae["issues"]) == (1976, 1976, [])
    assert NUMISNIPE in source_urls(uae)


def test_the_afghan_half_amani_carries_the_museums_and_the_catalogues_figures():
    coin = find(*AF)
    # coin-brothers: 'Fineness 0.900 Weight 3 g'; Münzkabinett Berlin: '2,97 g, 18 mm'
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (3.0, 0.9, 2.7, 18.0)
    (issue,) = issues_at(*AF, year=1306)
    assert issue["gregorianYear"] == 1927
    assert "https://ikmk.smb.museum/object_print.php?id=18269709&lang=de" in source_urls(coin)
