"""Auction archive and aggregator pages for the region's gold (issue 45, second session, helper auctions), pinned
against the pages named above each group of rows.

What was read: 82 look-ups (80 `search` of the stored pages, 1 `find_repos` and 1 `find_files` on the GitHub index,
which held no coin data worth citing). Entered, in japan.json only:

- 2 yen, Meiji, reduced size: Friedberg 48, from the Auction World (オークション•ワールド) archive, lot 52630 of
  16 July 2016, a reduced Meiji 9 (1876) 2 yen whose text reads 'JNDA01-4A F48 KM-Y10type 製造39枚'. The lot also
  says mint records put Meiji 9 at 39 struck, where catalogues had 178. That is a second page for the 39 already
  held. 'KM-Y10type' names the Krause Y# 10 type, not this size's own number, so no Y# was entered; JNDA numbers do not
  pass the catalogue's reference rule.
- 5 yen, Taishō: Y# 39, from 日本コイン情報館 (japan.antique-coin.info), whose Taishō 5 yen page gives 'Y#39', 4.16 g
  and the same two mintages (Taishō 2: 89,820; Taishō 13: 76,037) as the Antique-coin.info table already cited.

Both types left catalogue_numbers_gaps.txt.

Tried without result (see the report for the queries): Stack's Bowers Hong Kong, Heritage (NumisBids), Noble,
Champion, Spink, Bonhams, Künker, Stephen Album, CoinVarieties and Auction World pages for Panda KM numbers, the Korea
1970 gold, the Isabel II 1 and 2 pesos of Manila, Pahlavi and Bahar Azadi gold, the Ottoman 100 kuruş of Abdülmecid
and Mehmed V, the Republic monnaie de luxe sizes, Macau's lunar gold, Samoa's 100 tala, Taiwan's inauguration gold,
the Jerusalem of Gold coins, the Japanese old 10, 2 (large) and 1 yen, the new 5 yen of Meiji and Shōwa and the modern
commemoratives; year figures for the Taishō and Shōwa 20 yen and the 1984-2000 fractional Panda BU coins.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pathlib

from tests.catalogue.bundled import find, pinned_mintages, pinned_references, source_urls

JP = "japan"
TWO_REDUCED = (JP, "meiji-gold-1871-other", "2-yen-meiji-reduced")
TAISHO_5 = (JP, "taisho-gold-5-yen", "5-yen-taisho")

AUCTION_WORLD = "https://auction-world.co/library/item_52630.html"
COIN_INFO = "https://japan.antique-coin.info/?p=82"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Auction World lot 52630: '旧二圓金貨(縮小) ... 明治9年(1876)'; 'JNDA01-4A F48 KM-Y10type 製造39枚'; '実際の発行枚数は
    # 39枚だった' (the mint's records give 39, where catalogues had 178)  (AUCTION_WORLD)
    (*TWO_REDUCED, 9, "", "circulation", 39),
    # 日本コイン情報館: '発行枚数は大正2年(1913年)のものが89820枚、大正13年(1924年)のものが76037枚'  (COIN_INFO)
    (*TAISHO_5, 2, "", "circulation", 89820),
    (*TAISHO_5, 13, "", "circulation", 76037),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references read (among others the type may hold)
REFERENCES = [
    # Auction World lot 52630: 'F48' (Friedberg) for the reduced Meiji 9 2 yen  (AUCTION_WORLD)
    (*TWO_REDUCED, ["Fr. 48"]),
    # 日本コイン情報館: 'Y#39で重量は4.16g'  (COIN_INFO)
    (*TAISHO_5, ["Y# 39"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_pages_read_are_among_the_types_sources():
    assert AUCTION_WORLD in source_urls(find(*TWO_REDUCED))
    assert COIN_INFO in source_urls(find(*TAISHO_5))


def test_the_lot_s_design_number_is_not_entered_as_the_reduced_coin_s_own():
    # 'KM-Y10type' names the design's Krause number; no Y# is entered for the reduced size on that reading
    assert [ref for ref in find(*TWO_REDUCED)["references"] if ref.startswith("Y#")] == []


def test_the_numbered_types_left_the_gaps_list():
    gaps = pathlib.Path(__file__).with_name("catalogue_numbers_gaps.txt").read_text(encoding="utf-8").splitlines()
    for coin in (TWO_REDUCED, TAISHO_5):
        assert "/".join(coin) not in gaps
