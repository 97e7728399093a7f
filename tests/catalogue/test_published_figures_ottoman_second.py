"""Turkey (Ottoman and Republic), Iran, Egypt, Saudi Arabia, Afghanistan and Tunisia, second session of issue 45
(helper 'ottoman'), pinned against the pages named above each row.

What was read: 51 look-ups (49 searches of the pages corpus, 1 of the code corpus, 1 of the docs corpus); no
find_string, find_files or read_file. The stored index answers every query on these coins with the same pool of about
twenty openings per country, the pool the first-session files (ottoman, turkey_egypt, turkey_tables, iran) already
list. No new catalogue number and no new mintage was read for any type of these six roots, and no new type could be
entered.

Tried without result (so the next session need not repeat them):
- Republic of Turkey sikke and ziynet numbers: 'KM-857', 'KM 873', '1923/41', '1923/40', 36.08 g / 17.54 g, PCGS
  CoinFacts and Heritage-style titles return only Hobbyray (KM-855), Golden Rule (KM872, KM876), collections.quest,
  aurum-goldshop, coin23, jpcoin.store and toki-iro. Darphane figures: the 2025 split (already entered), a 2012
  report (both groups together), the first half of 2024 (ziynet only: 11,413,710 ceyrek, 1,615,585 yarim, 1,565,802
  tam, 135,966 ikibucuk, 899 beslik, dikgazete.com; a half year, so not a mintage) and ten months of 2014
  (yeniasya.com.tr, both groups together); no full-year split by group for any year but 2025.
- Ottoman gold: Abdulaziz's 100 kurus and fractions, Abdulhamid II's 25/50/250 kurus, Abdulmecid's and Mehmed V's
  100 kurus numbers (English, German, Turkish and Japanese queries; Kuenker archive, Muenzkabinett Berlin (ikmk),
  CoinVarieties/CoinFactsWiki, Tiara): CoinVarieties holds only silver and copper Ottoman pieces, Tiara only the
  Gazi 100 kurus (KM776, already entered), ikmk only earlier silver; the Amasya Museum catalogue cites Oelcer and
  Damali, not Krause.
- Iran: Pahlavi legend/portrait, 2 1/2 Pahlavi and Bahar Azadi numbers and mintages (English, German, Persian
  queries; NGC, PCGS, coin-brothers-style, ikmk, the 1943 US Mint report): the same dozen openings (Wikipedia
  'Pahlavi gold coins', numis.org, collections.quest, Tsukinoki, MGM, Mintage World, The Coin Vault, NGC's counterfeit
  note on a 1 Pahlavi of SH 1355). numis.org names the 1943 Philadelphia striking of the 1 Pahlavi SH 1322 but its
  opening gives no figure.
- Egypt 1955 5 pounds (English and Arabic; legends.com.tw, CoinTalk, PCGS news): no KM number, no mintage.
- Saudi guinea (KM/Y style queries, numismaticsonline template): no number.
- Tunisia 10 francs 1891 and 20 francs of Muhammad al-Hadi: muenzland, Tax Free Gold (its table is cut before the
  rows), numismaticsonline (KM 227 for Ali III's 20 francs only), CGB's 'Modernes' flipbook (essais only in its
  opening): no number, no 1904 mintage.
- Afghanistan half amani: no mintage (coin-brothers, ikmk, the Hamidi catalogue's introduction).

Changed: the Saudi guinea no longer cites an eBay guide (eBay pages are not sources under the catalogue rules); its
1957 striking rests on Lois Bullion, which says the same.

The rows below are figures already in the catalogue that were read again on their pages in this session.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, pinned_mintages, pinned_references, source_urls

TN10 = ("tunisia", "gold-francs-ali-iii", "10-francs-ali-iii")
TN20 = ("tunisia", "gold-francs-ali-iii", "20-francs-ali-iii")
EG500 = ("egypt", "fuad-gold", "500-piastres-fuad-1922")
EG100 = ("egypt", "fuad-gold", "100-piastres-fuad-1922")
AF = ("afghanistan", "amani-gold-amanullah", "half-amani-amanullah")
SAU = ("saudi-arabia", "guinea", "1-guinea-1370")

MUENZLAND_10 = "https://muenzland.com/Goldmuenzen/Goldmuenzen-Welt/Goldmuenze-10-Franken-Tunesien-1891::4043.html"
NUMISMATICSONLINE = "http://numismaticsonline.com/gscoins/tunisia/20fr1891.htm"
COINVARIETIES_500 = "https://coinvarieties.com/index.php/Egypt_1922_500_piastres"
COINTALK_100 = "https://www.cointalk.com/goto/post?id=2462269"
COIN_BROTHERS_AF = "https://coin-brothers.com/catalog/coin11642"
LOIS = (
    "https://lois-bullion.com/shop/buy-gold/gold-coins/world-gold-coins/saudi-arabia-1951-1-guinea-gold-coin/"
    "?add_to_wishlist=51373"
)
NUMISTORIA = "http://numistoria.altervista.org/blog/?p=14636"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # muenzland: 'Gewicht: 3,22 gramm ... Auflage: 400.000 Stk'; 'das Jahr „1309" des islamischen Kalenders'  (MUENZLAND_10)
    (*TN10, 1309, "A", "circulation", 400000),
    # CoinVarieties: '500 Piastres, AH1340/1922 ... Recorded mintage: 1,800 plus a few proofs.'  (COINVARIETIES_500)
    (*EG500, 1340, "", "circulation", 1800),
    # Numistoria: 'anno: 1950 (anno islamico 1370) ... tiratura: 2 milioni di esemplari'  (NUMISTORIA)
    (*SAU, 1370, "", "circulation", 2000000),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # numismaticsonline: '20 Franc (French rule), GOLD, BU, 1891-1904 / 6.4516 g., .900 GOLD, .1867 oz AGW., KM 227'
    (*TN20, ["KM# 227"]),
    # CoinVarieties: 'Catalog reference: Fr-101 (formerly Fr-26), KM 342.'
    (*EG500, ["KM# 342", "Fr. 101"]),
    # CoinTalk: 'Egypt 100 Piastres 1922 (AH 1340) / Gold, 24mm, 8.48gm, Krause World Coins KM-341'
    (*EG100, ["KM# 341"]),
    # coin-brothers: '1/2 Amani ... KM# 911 Fr# 35 ... Fineness 0.900 Weight 3 g'
    (*AF, ["KM# 911", "Fr. 35"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_pages_read_again_are_among_the_sources():
    for path, url in [
        (TN10, MUENZLAND_10),
        (TN20, NUMISMATICSONLINE),
        (EG500, COINVARIETIES_500),
        (EG100, COINTALK_100),
        (AF, COIN_BROTHERS_AF),
        (SAU, NUMISTORIA),
        (SAU, LOIS),
    ]:
        assert url in source_urls(find(*path)), (path, url)


def test_the_saudi_guinea_cites_no_ebay_page_and_keeps_its_1957_striking():
    coin = find(*SAU)
    assert not [url for url in source_urls(coin) if "ebay." in url]
    # Lois Bullion: 'In the first year, 1950, they were minted at the official mint in Lahore, Pakistan. In 1957, the
    # second year of minting, production shifted to the Saudi Royal Mint'
    assert (coin["minYear"], coin["maxYear"]) == (1950, 1957)
    assert LOIS in source_urls(coin)
