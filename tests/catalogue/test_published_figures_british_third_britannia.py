"""Published figures of the Royal Mint's gold Britannia read in the third session of issue 41 (the British world's
depth): per-year and per-coin pages for the 22 carat and 0.9999 Britannias, 1987 to date, pinned against the pages
named above each group of rows. The pages held in the reference store printed no struck or sold figure for any
Britannia year beyond the 1987 ounce (pinned in test_published_figures_uk_britannia.py); the one figure read, a
two-coin proof set's count, is a count of sets rather than of coins struck, so it stays in the issues' comments and
the mintages stay null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages

UK = "united-kingdom"

LONDON_COIN_COMPANY = (
    "https://thelondoncoincompany.com/store/1989-Britannia-%C2%A325-and-%C2%A310-Gold-Proof-2-Coin-Set-Box-Coa-"
    "Mintage-451-p161954065"
)

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # The London Coin Company, '1989 Britannia £25 and £10 Gold Proof 2 Coin Set Box Coa Mintage 451': 'In 1989 the
    # Royal Mint released a Limited Issue Britannia Gold Proof 2 Coin Set which includes the £25 ... and a £10 ...' -
    # 451 counts the two-coin sets, and the page does not say whether these proofs were also issued singly or in
    # other sets, so neither proof's mintage is read (comment only)
    (UK, "britannia", "britannia-1-4oz-22-carat-copper", 1989, "", "proof", None),
    (UK, "britannia", "britannia-1-10oz-22-carat-copper", 1989, "", "proof", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


COMMENTED = [
    ("britannia-1-4oz-22-carat-copper", 1989, "proof", "451"),
    ("britannia-1-10oz-22-carat-copper", 1989, "proof", "451"),
]


@pytest.mark.parametrize("slug, year, finish, figure", COMMENTED, ids=[f"{r[0]}-{r[1]}-{r[2]}" for r in COMMENTED])
def test_the_figures_read_stay_in_the_comment(slug, year, finish, figure):
    (issue,) = issues_at(UK, "britannia", slug, year=year, finish=finish)
    assert issue["mintage"] is None
    assert figure in issue["comment"]


@pytest.mark.parametrize("slug", ["britannia-1-4oz-22-carat-copper", "britannia-1-10oz-22-carat-copper"])
def test_the_page_read_is_named_on_the_type(slug):
    coin = find(UK, "britannia", slug)
    assert LONDON_COIN_COMPANY in {source["url"] for source in coin["sources"]}
