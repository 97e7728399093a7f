"""Published figures of the United Kingdom's half sovereign, quarter sovereign, two pounds and five pounds read in the
third session of issue 41 (the British world's depth), pinned against the pages named above each group of rows.

A limit, an estimate, a count of sets, a round figure that may be a limit, or a figure a page gives two ways stays in
the issue's comment and the mintage stays null. The onlinecoin.club address for the 1871 half sovereign, written by an
earlier reading from the site's pattern, was searched for three times: each search returned the page's text but never
its address, so the address is no longer a source and the figures it quoted stay in the comments only.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages

UK = "united-kingdom"
HS = "half-sovereign"
YH = "half-sovereign-victoria-young-head"
FP = "five-pounds"
MK = "five-pounds-elizabeth-ii-third-portrait"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Wikipedia user sandbox (User:Platonist Rainbow/sandbox, a draft half sovereign table), diff of 24 November 2020 on
    # a Wikipedia mirror: '|1844 |Normal |[[File:OBVERSE QUEEN VICTORIA, young head, half sovereign, 1844 (S.3859).
    # Nearly extremely fine.jpg|frameless]] ... |1,127,007'
    # https://talk.dob.jp/enwiki/w/index.php?diff=prev&oldid=990383303&title=User%3APlatonist_Rainbow%2Fsandbox
    # A user's draft is not a published table: the figure (and the S. number in a picture's file name) stays in the
    # comment, the mintage null.
    (UK, HS, YH, 1844, "", "circulation", None),
    # The unaddressed page 'Half Sovereign 1871, Coin from United Kingdom' (London 2,062,970; 'Marsh lists ... 2,217,160';
    # Sydney 180,000) and NumisTip / Blue Sheet (no 1871 Sydney striking reported): disputed, and the page has no
    # address, so both stay null.
    (UK, HS, YH, 1871, "", "circulation", None),
    (UK, HS, YH, 1871, "S", "circulation", None),
    # coins.lakdiva.org's Marsh table: '1862 None'; no page read gives a London figure for 1862: listed, null.
    (UK, HS, YH, 1862, "", "circulation", None),
    # Coinworks, '1887 Proof Half Sovereign struck at the Melbourne Mint and the only known example'; Coinworks, '1887
    # Proof Half Sovereign Melbourne Mint': 'a limited number of proof collector pieces ... believed three' (an
    # estimate: the issue is added, its mintage null)
    # https://coinworks.com.au/Proof-1887-Half-Sovereign-struck-at-the-Melbourne-Mint-and-the-only-known-example~50962
    # https://coinworks.com.au/1887-Proof-Half-Sovereign-Melbourne-Mint~7451
    (UK, HS, "half-sovereign-victoria-jubilee", 1887, "M", "proof", None),
    # sovereign-hub.com (Japanese dealer), 'ミドルエリザベス5ポンド金貨': '各年の発行枚数を見てみましょう: 1985年:5,849枚 /
    # 1990年:721枚 / 1991年:1,336枚 / 1992年:1,165枚 / 1993年:1,078枚 / 1994年:918枚 / 1995年:718枚(特年) /
    # 1996年:742枚(特年) / 1997年:860枚 / 合計でも約14,387枚'; its companion page calls these 'プルーフ金貨' of 1985-1997.
    # The eight other figures reach the page's total only with 1,721 for 1990, so its '721' disagrees with the page's
    # own total: 1990 stays null. Academy Global Investment (Japanese dealer), 1991 five pounds NGC PF70 UCAM: '発行枚数:
    # 1,335枚' against sovereign-hub's 1,336, and '1990年~1997年までの8年間に発行' (issued in the eight years 1990-1997)
    # against sovereign-hub's 1985 figure: 1985 and 1991 stay null.
    # https://coin.academy-global-investment.com/product/coin0004/
    # https://sovereign-hub.com/?p=4340  https://sovereign-hub.com/maklouf-elizabeth
    (UK, FP, MK, 1985, "", "proof", None),
    (UK, FP, MK, 1990, "", "proof", None),
    (UK, FP, MK, 1991, "", "proof", None),
    (UK, FP, MK, 1992, "", "proof", 1165),
    (UK, FP, MK, 1993, "", "proof", 1078),
    (UK, FP, MK, 1994, "", "proof", 918),
    (UK, FP, MK, 1995, "", "proof", 718),
    (UK, FP, MK, 1996, "", "proof", 742),
    (UK, FP, MK, 1997, "", "proof", 860),
    # Academy Global Investment (Japanese dealer), 1980 two pounds NGC PF70 UCAM: '発行枚数:10,000枚' ... '1980年にセット
    # (5ポンド、2ポンド、1ポンド、ハーフポンド)で1万枚発行された中の2ポンド金貨' - a round count of sets (comment only)
    # https://coin.academy-global-investment.com/product/coin0001
    (UK, "two-pounds", "two-pounds-elizabeth-ii-second-portrait", 1980, "", "proof", None),
    # Trading Libra, 2016 proof sovereign: 'プルーフ総数9,675枚' (9,675 proofs in all); orodainvestimento.it: 'la Royal
    # Mint decise di coniare solo 7.500 monete proof' - a planned quantity is a limit and does not contradict the count
    # issued, so 9,675 stays (third reading).
    (UK, "sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2016, "", "proof", 9675),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, numbers read
# No catalogue number entered: the sandbox's "S.3859" is a picture's file name in a draft (see the 1844 row).


COMMENTED = [
    (HS, YH, 1871, "", "circulation", ["2,062,970", "2,217,160"]),
    (HS, YH, 1871, "S", "circulation", ["180,000", "356,000"]),
    (HS, YH, 1862, "", "circulation", ["'None'"]),
    (HS, "half-sovereign-victoria-jubilee", 1887, "M", "proof", ["believed three", "only known example"]),
    (FP, MK, 1990, "", "proof", ["721", "14,387", "1,721"]),
    (FP, MK, 1991, "", "proof", ["1,336", "1,335"]),
    (FP, MK, 1985, "", "proof", ["5,849", "1990年~1997年"]),
    ("two-pounds", "two-pounds-elizabeth-ii-second-portrait", 1980, "", "proof", ["10,000"]),
    ("sovereign", "sovereign-elizabeth-ii-fifth-portrait", 2016, "", "proof", ["7.500", "9,675"]),
    # Treasure Realm, George IV: 'the mintage is believed to be around 150 pieces each' (the 1826 proof two and five
    # pounds); Premium Gold Coin, 1826 five pounds: '記録上約400セット' (about 400 sets): estimates
    # https://treasurerealm.com/coinpapers/england/monarchs/George_IV.html  https://premiumgoldcoin.net/?p=15011
    (FP, "five-pounds-george-iv", 1826, "", "proof", ["around 150 pieces each", "約400セット"]),
    ("two-pounds", "two-pounds-george-iv", 1826, "", "proof", ["around 150 pieces each"]),
    # Five pounds (gold coin), Wikipedia (WikiMili): 'only about 400 are believed to have been struck' (an estimate)
    # https://wikimili.com/en/Five_pounds_(gold_coin)
    (FP, "five-pounds-victoria-una-and-the-lion", 1839, "", "proof", ["about 400"]),
    # Robert Matthews Coin Authentication, 1910 half sovereign: 'In 1910 just over five million half sovereigns were
    # made at the Royal Mint, London' (rounded)  http://coinauthentication.co.uk/1910hsov.htm
    (HS, "half-sovereign-edward-vii", 1910, "", "circulation", ["just over five million"]),
]


@pytest.mark.parametrize(
    "series, slug, year, letter, finish, figures", COMMENTED, ids=[f"{r[1]}-{r[2]}{r[3]}-{r[4]}" for r in COMMENTED]
)
def test_the_figures_left_out_stay_in_the_comment(series, slug, year, letter, finish, figures):
    (issue,) = issues_at(UK, series, slug, year=year, mintLetter=letter, finish=finish)
    for figure in figures:
        assert figure in issue["comment"], figure


def test_the_unreturned_onlinecoin_address_for_1871_is_no_longer_a_source():
    urls = {source["url"].rstrip("/") for source in find(UK, HS, YH)["sources"]}
    assert "https://onlinecoin.club/Coins/Country/United_Kingdom/Half_Sovereign_1871" not in urls


SOURCES = {
    MK: ["https://sovereign-hub.com/?p=4340"],
    "two-pounds-elizabeth-ii-second-portrait": ["https://coin.academy-global-investment.com/product/coin0001"],
    "half-sovereign-victoria-jubilee": ["https://coinworks.com.au/1887-Proof-Half-Sovereign-Melbourne-Mint~7451"],
}
SERIES = {
    MK: FP,
    "two-pounds-elizabeth-ii-second-portrait": "two-pounds",
    "half-sovereign-victoria-jubilee": HS,
}


@pytest.mark.parametrize("slug, urls", SOURCES.items(), ids=list(SOURCES))
def test_the_pages_read_are_named_as_mintage_sources(slug, urls):
    coin = find(UK, SERIES[slug], slug)
    named = {source["url"] for source in coin["sources"] if "mintages" in source["covers"]}
    assert set(urls) <= named
