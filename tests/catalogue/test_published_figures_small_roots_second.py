"""Small roots of issue 45, second session (Macau, Tonga, Samoa, Taiwan, Mongolia, Indonesia, the UAE, Thailand, Sri
Lanka, Laos, Oman, Uganda, Sierra Leone, Rhodesia), pinned against the pages named above each group of rows.

What was read: 45 look-ups of a budget of 100 (43 searches of the stored pages, one of the code corpus, one find_string;
report /work/brief/report-smallroots.md). The targets were catalogue numbers for the 17 types without one and dates
and mintages for Macau's decree-only types; no page read gives any of them, so no number, mintage or issue was added.
Two pages were added:

- Macau, the 1992 Monkey 500 and 250 patacas: the Sun-Sentinel (Ed Rochette, 29 March 1992) says the British Royal
  Mint struck Macau's Monkey coins, a 22-karat gold set of 1,000, 500 and 250 patacas, with the province's coat of
  arms on one side and a monkey on the other: the types gain a reverse side (the arms). No date or mintage.
- UAE, the 500 dirhams of 1976: the Jamal Bin Huwaireb Studies Centre's magazine names the Currency Board as issuer
  and gives 20 g and no quantity; its companion 1,000 dirhams (40 g, not entered) is given 'تصل إلى (12500)', read as
  'up to' and left out of any mintage.

Second reading (figures already entered, re-read on their pages, all found as entered): Tonga-Coin-Catalog (KM 1-3,
Schön 1-3, Au916, 8,65 / 16,25 / 32,5 g, Stck 6.300 / 3.000 / 1.500); Tax Free Gold's Western Samoa table (100 Talas
1976: 28 mm, 15.550 g, 0.917; proof, 2,000); the NGC Collectors Society page on the Thai 300 baht (Y#89, 20 mm,
7.5 g, .900, 101,000); Lakdiva's 1991 SAF Games 500 rupees (KM# 153, 14.0 mm, 1.6 g, CBSL 8K against Krause 3K);
CoinVarieties on the Lao 20,000 kip (Fr-3, KM-13, 20 g .900, 'est. 10,000 proofs') and on the Ugandan 500 shillings
(KM 16, Fr-2, 69.12 g .900, 'Mintage: 1,680, split between 1969 and 1970').

Tried without result (see the report for the queries): Macau's lunar and airport gold (15 look-ups: English, Portuguese,
Chinese and Japanese lot-title, dealer, AMCM and news queries; the code corpus; find_string '500 Patacas'); the Samoan
100 tala (5); the Indonesian 100,000 rupiah (9, Indonesian, English and Japanese); the UAE 500 dirhams (4, one in
Arabic); the Taiwanese inauguration gold (2); the Mongolian 0.5 g (2); Tonga's split by finish (2); the Thai 150 and
600 baht (3, not a target).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references, source_urls

TO = "tonga", "koula-1962"
TO4, TO2, TO1 = (*TO, "quarter-koula-1962"), (*TO, "half-koula-1962"), (*TO, "koula-1962")
WS76 = ("samoa", "gold-100-tala", "100-tala-1976-american-bicentennial")
TH = ("thailand", "queen-sirikit-36th-birthday-1968", "300-baht-2511-queen-sirikit")
SL = ("sri-lanka", "saf-games-1991", "500-rupees-1991-saf-games")
LA = ("laos", "coronation-1971", "20000-kip-1971-coronation")
UG = ("uganda", "papal-visit-1969", "500-shillings-1969-papal-visit")
MO = "macau", "lunar-new-year-gold"
MONKEYS = ((*MO, "500-patacas-1992-monkey"), (*MO, "250-patacas-1992-monkey"))
AE = ("united-arab-emirates", "national-day-1976", "500-dirhams-1976-national-day")

TCC = "http://tonga-coin-catalog.com/"
TFG = "https://taxfreegold.co.uk/westernsamoa.html"
NGCS = "https://notes.www.collectors-society.com/WCM/CoinView.aspx?sc=14742"
LAK = "http://coins.lakdiva.org/commemorative/1991_safv_500r.html"
CVL = "https://coinvarieties.com/index.php/Laos_1971_20000_kip"
CVU = "https://coinvarieties.com/index.php/Uganda_1969_500_shillings"
SUN = "http://articles.sun-sentinel.com/1992-03-29/features/9201310261_1_bullion-coins-british-royal-mint-golden-monkey"
JBH = (
    "https://jbhsc.ae/%d8%a7%d9%84%d9%85%d8%b3%d9%83%d9%88%d9%83%d8%a7%d8%aa-"
    "%d8%a7%d9%84%d9%86%d9%82%d8%af%d9%8a%d8%a9-%d8%a7%d9%84%d8%aa%d8%b0%d9%83%d8%a7%d8%b1%d9%8a%d8%a9"
)

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Tonga-Coin-Catalog, re-read: 'Au916 | 8,65 | | 200.- | 250.- | 6.300', '16,25 ... 3.000', '32,5 ... 1.500':
    # one 'Stck' count beside St and PP prices, not split by finish  (TCC)
    (*TO4, 1962, "", "uncirculated", None),
    (*TO4, 1962, "", "proof", None),
    (*TO2, 1962, "", "uncirculated", None),
    (*TO2, 1962, "", "proof", None),
    (*TO1, 1962, "", "uncirculated", None),
    (*TO1, 1962, "", "proof", None),
    # Tax Free Gold, re-read: '1976 | 100 Tala | Bicentenary of American Independence | Proof, about FDC | 2,000'  (TFG)
    (*WS76, 1976, "", "proof", 2000),
    # NGC Collectors Society, re-read: '(Y#89) ... has a mintage og 101,000'  (NGCS)
    (*TH, 2511, "", "uncirculated", 101000),
    # Lakdiva, re-read: 'The number of Proofs minted. 2001 Sept Fax from CBSL lists 8K, but Krause lists 3K.'  (LAK)
    (*SL, 1991, "", "proof", None),
    # CoinVarieties, re-read: 'Recorded mintage: est. 10,000 proofs.' (an estimate)  (CVL)
    (*LA, 1971, "", "proof", None),
    # CoinVarieties, re-read: 'Mintage: 1,680, split between 1969 and 1970'; 'Recorded mintage: 1,680 for 1969-70.'
    # (the entry reads it as one 1969-dated issue struck over 1969-70; the page does not clearly say otherwise)  (CVU)
    (*UG, 1969, "", "proof", 1680),
]

test_the_issues_carry_the_mintages_re_read = pinned_mintages(ISSUES)

# root, series, type, references (among others)
REFERENCES = [
    # Tonga-Coin-Catalog: 'DWN | KM | SCHOEN' rows '1 | 1 | 1', '2 | 2 | 2', '3 | 3 | 3'  (TCC)
    (*TO4, ["KM# 1", "Schön 1"]),
    (*TO2, ["KM# 2", "Schön 2"]),
    (*TO1, ["KM# 3", "Schön 3"]),
    # NGC Collectors Society: '(Y#89)'  (NGCS)
    (*TH, ["Y# 89"]),
    # Lakdiva: 'KM# 153'  (LAK)
    (*SL, ["KM# 153"]),
    # CoinVarieties: 'Catalog reference: Fr-3; KM-13.'  (CVL)
    (*LA, ["KM# 13", "Fr. 3"]),
    # CoinVarieties: 'Catalog reference: KM 16, Fr-2.'  (CVU)
    (*UG, ["KM# 16", "Fr. 2"]),
]

test_the_types_carry_the_numbers_re_read = pinned_references(REFERENCES, among_others=True)


@pytest.mark.parametrize(
    "coin, url",
    [(TO4, TCC), (TO2, TCC), (TO1, TCC), (WS76, TFG), (TH, NGCS), (SL, LAK), (LA, CVL), (UG, CVU)],
    ids=["quarter-koula", "half-koula", "koula", "samoa-1976", "thai-300", "sri-lanka", "laos", "uganda"],
)
def test_the_pages_re_read_are_among_the_sources(coin, url):
    assert url in source_urls(find(*coin))


def test_the_specifications_re_read_stand():
    # Tax Free Gold: '100 Talas 1976 | 28 | 15.550 | 0.917'; NGC: '20mm ... 7.5 grams ... .900'; Lakdiva: 'Diameter
    # 14.0 mm ... Weight 1.6 gms'; CoinVarieties: '20 g, 0.900 fine gold', '69.12 g, 0.900 fine gold'
    held = {coin: find(*coin) for coin in (WS76, TH, SL, LA, UG)}
    spec = {coin: (entry["weight"], entry["fineness"], entry["size"]) for coin, entry in held.items()}
    assert spec == {
        WS76: (15.55, 0.917, 28.0),
        TH: (7.5, 0.9, 20.0),
        SL: (1.6, 0.5, 14.0),
        LA: (20.0, 0.9, None),
        UG: (69.12, 0.9, None),
    }


@pytest.mark.parametrize("coin", MONKEYS, ids=["monkey-500", "monkey-250"])
def test_the_macau_monkey_gold_has_the_arms_on_its_reverse(coin):
    # Sun-Sentinel: 'One side of the Macau coins depicts the province's intricate coat of arms while the other features
    # a detailed rendering of a species of monkey'; 'the Province of Macau authorized the British Royal Mint to strike
    # coins ... A three-coin set, in 22-karat gold, containing a 1,000 patacas, 500 patacas and 250 patacas'  (SUN)
    held = find(*coin)
    assert SUN in source_urls(held)
    sides = {side["side"]: side["description"] for side in held["sides"]}
    assert "arms" in sides["reverse"] and "monkey" in sides["obverse"]
    assert "Royal Mint" in held["comments"]
    # still no date, mintage or number read: the decree's maximum stays a comment
    assert held["issues"] == [] and held["references"] == [] and "máxima" in held["comments"]


def test_the_emirati_500_dirhams_names_its_issuer_and_keeps_the_companions_bound_out():
    # Madarat wa Nuqoosh: 'الفئة الثانية: صدرت في عام 1976م ... من فئة 500 درهم من الذهب بوزن 20 جراماً'; of the
    # 1,000 dirhams: 'تمَّ إصدار كمية منها تصل إلى (12500) مسكوكة'  (JBH)
    held = find(*AE)
    assert JBH in source_urls(held)
    assert "Currency Board" in held["comments"] and "12,500" in held["comments"]
    assert held["issues"] == [] and held["references"] == []
    assert (held["weight"], held["fineness"], held["size"]) == (19.97, 0.916, 25.0)
    assert issues_at(*AE) == []
