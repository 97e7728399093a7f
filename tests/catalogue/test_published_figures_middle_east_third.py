"""Turkey and the Ottoman Empire, Iran, Egypt, Saudi Arabia, Oman, the United Arab Emirates and Afghanistan, third and
last session of issue 45 (helper `middle_east_third`), pinned against the pages named above each row.

What was read: 50 look-ups of a budget of 140 (49 `search` of the stored pages, 1 `find_string` on the GitHub index,
which held nothing on these coins; no read_file, find_files or fetch). Report: /work/brief/report-middle_east_third.md.

Entered, in egypt.json only (three new types of gold no earlier reader had a standard for):
- 10 qirsh, Mahmud II, Misr, AH 1223 year 32 (CoinVarieties after Heritage sale 441, lot 50938): 0.85 g, 15 mm,
  0.875 gold, Fr-71, KM 214; recorded mintage unknown. Regnal year 32 is AH 1254 (March 1838 to March 1839), so the
  issue carries no single Gregorian year but that span (the page itself says 'about 1837 AD': in the issue's comment).
- 100 qirsh, Abdülmecid I, Misr, AH 1255 year 9 (CoinVarieties after Künker 199, lot 118): 8.544 g, 0.875 gold,
  Fr-73, KM 235.2; no diameter. Regnal year 9 is AH 1263 (December 1846 to December 1847; the page: 'about 1846 AD').
  The review of round three removed an earlier record of this coin (series misr-gold-abdulmecid) whose years were the
  reign's; this one, in series misr-gold-abdulmecid-i, carries only the one date read
  (test_published_figures_asia's review test still holds for the old address).
- 20 piastres 1938 for Farouk's wedding (Coin Brothers' record 6840): gold 0.875, 1.7 g, 15 mm, medal alignment, Royal
  Mint, engraver Percy Metcalfe, dated 1357 - 1938; Coin World names the 20 piastres among the wedding gold. Its only
  Krause-style number on the page is 'Alt # KM# PS1', the proof set's: no number entered, the type joins
  catalogue_numbers_gaps.txt.

Tried without result (the report lists the queries):
- KM numbers for the Republic of Turkey's sikke and ziynet (but KM# 855 and KM# 872, already held): Golden Rule
  Enterprises (only KM872/KM876 for the 100 kuruş), Coin Brothers (only base-metal kuruş), CoinVarieties/CoinFactsWiki
  (silver and copper only), Hobbyray (KM-855 again); Abdülmecid's and Mehmed V's Istanbul 100 kuruş numbers: the same
  pool (Golden Eagle, coinolds - a copy of Numista, not used -, Mintage World).
- The Republic's mintages: Darphane's yearly figures are published split by size for 2025 only (AA, already entered);
  the 2025 sikke group total (2,556,157) and the 40,289 Darphane 'Reşat' restrikes of 2025 cannot be assigned to a type.
- Iran: every Pahlavi KM number and mintage, Reza Shah's pahlavi gross weight, the dates of the 1/4 and 2 1/2 pahlavi,
  Bahar Azadi mintages (Persian queries for تیراژ / تعداد ضرب, Heritage-, NGC-, Coin Brothers- and CGB-style titles,
  CoinVarieties/Sincona): the same twenty pages as before (Wikipedia, Tsukinoki, collections.quest, numis.org, MGM,
  Mintage World, NGC's counterfeit note) and Coin Brothers' and CGB's base-metal rial pages.
- Egypt: the Fuad 100 piastres 1922 and 500 piastres 1932 and the 1955 5 pounds mintages and number (Arabic, French
  CGB/TopNumi and Coin Brothers wording); Farouk's 1938 50 and 500 piastres (Coin Brothers lists them as related coins,
  4.25 g 21 mm and 42.5 g 37 mm, without fineness); Hussein Kamel's 1916 100 piastres (Legends: 8.5 g, 22 mm, no
  fineness); the Misr gold of Abdülaziz below 500 qirsh and of Abdülhamid II (CoinVarieties holds silver and copper).
- Saudi guinea KM number (Coin Brothers and CGB wording), the UAE 1976 500 dirhams' date on the coin and mintage
  (English and Arabic; numisnipe gives only the release date, 2 December 1976), Afghanistan's half amani mintage
  (CoinVarieties and Coin Brothers wording; the Hamidi catalogue's openings).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_references, source_urls

EG = "egypt"
MAHMUD_10 = (EG, "misr-gold-mahmud-ii", "10-qirsh-mahmud-ii-misr")
ABDULMECID_100 = (EG, "misr-gold-abdulmecid-i", "100-qirsh-abdulmecid-i-misr")
FAROUK_20 = (EG, "farouk-wedding-1938", "20-piastres-farouk-wedding-1938")

COINVARIETIES_10 = "https://coinvarieties.com/index.php/Egypt_AH_1223(32)_10_qirsh"
COINVARIETIES_100 = "https://coinvarieties.com/index.php?oldid=464592&title=Egypt_AH_1255%289%29_100_qirsh"
COIN_BROTHERS_20 = "https://coin-brothers.com/catalog/coin6840"
COIN_WORLD_WEDDING = "https://www.coinworld.com/news/world-coins/2014/04/egypt-s-king-farouk-commemorates-1938-wedding-with-series-of-gol.html"

# root, series, type, references read (among others the type may hold)
REFERENCES = [
    # CoinVarieties, Egypt AH 1223(32) 10 qirsh: 'Catalog reference: Fr-71, KM 214.'  (COINVARIETIES_10)
    (*MAHMUD_10, ["KM# 214", "Fr. 71"]),
    # CoinVarieties, Egypt AH 1255(9) 100 qirsh: 'Catalog reference: Fr-73 (formerly Fr-5), KM 235.2; Ölcer 31.309;
    # Pere. 881.'  (COINVARIETIES_100)
    (*ABDULMECID_100, ["KM# 235.2", "Fr. 73"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)

# root, series, type, (weight g, fineness, diameter mm or None) as the page prints them
SPECIFICATIONS = [
    # 'Specification: 0.85 g, 15 mm diameter, 0.875 gold.'  (COINVARIETIES_10)
    (*MAHMUD_10, (0.85, 0.875, 15.0)),
    # 'Specifications: 8.544 g, 0.875 fine gold, 0.2404 AGW, this specimen 8.55 g.'  (COINVARIETIES_100)
    (*ABDULMECID_100, (8.544, 0.875, None)),
    # 'Material Gold / Fineness 0.875 / Weight 1.7 g / Diameter 15 mm'  (COIN_BROTHERS_20)
    (*FAROUK_20, (1.7, 0.875, 15.0)),
]


def test_the_types_carry_the_specifications_read():
    wrong = []
    for root, series, slug, (weight, fineness, size) in SPECIFICATIONS:
        coin = find(root, series, slug)
        if (coin["weight"], coin["fineness"], coin["size"]) != (weight, fineness, size):
            wrong.append((slug, coin["weight"], coin["fineness"], coin["size"]))
    assert wrong == []


def test_the_dates_read_are_the_issues_and_no_mintage_is_claimed():
    # 'The date is written as AH 1223 year 32'  (COINVARIETIES_10); regnal year 32 = AH 1254, 1838-39
    (mahmud,) = issues_at(*MAHMUD_10, year=1223)
    assert (mahmud["variety"], mahmud["minYear"], mahmud["maxYear"], mahmud["mintage"]) == (
        "regnal year 32",
        1838,
        1839,
        None,
    )
    assert "about 1837 AD" in mahmud["comment"]
    # 'The date is written as AH 1255 year 9'  (COINVARIETIES_100); regnal year 9 = AH 1263, 1846-47
    (abdulmecid,) = issues_at(*ABDULMECID_100, year=1255)
    assert (abdulmecid["variety"], abdulmecid["minYear"], abdulmecid["maxYear"], abdulmecid["mintage"]) == (
        "regnal year 9",
        1846,
        1847,
        None,
    )
    # '٢٠ قرشا / ١٣٥٧ - ١٩٣٨'  (COIN_BROTHERS_20)
    (farouk,) = issues_at(*FAROUK_20, year=1357)
    assert (farouk["gregorianYear"], farouk["mint"], farouk["mintage"]) == (1938, "royal-mint", None)
    # the page's 'Alt # KM# PS1' is the proof set's number, not the coin's: none entered
    assert find(*FAROUK_20)["references"] == []


def test_the_pages_read_are_among_the_types_sources():
    assert COINVARIETIES_10 in source_urls(find(*MAHMUD_10))
    assert COINVARIETIES_100 in source_urls(find(*ABDULMECID_100))
    assert {COIN_BROTHERS_20, COIN_WORLD_WEDDING} <= source_urls(find(*FAROUK_20))
