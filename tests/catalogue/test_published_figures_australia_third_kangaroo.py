"""Published figures of Australia's Perth Mint Kangaroo and Australian Nugget gold, third session (issue 41, the British
world's depth): what the pages read say of the Nugget's 1986 proof issue, pinned against the page named above the rows.
The only figure read is a round issue size equal to the one announced in 1986, so it stays in the issue's comment and
the mintage stays null; no per-year sales or mintage of the Kangaroo or Nugget bullion coins, and no KM number for any
of these types, was found on a readable page (see the note at the end).

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages

AU = "australia"
NUGGETS = ("nugget-1oz", "nugget-1-2oz", "nugget-1-4oz", "nugget-1-10oz")
EXPERTO = "https://www.experto.de/geldanlage/gold-rohstoffe/australien-nugget-australien-kaenguru-eine-interessante-goldmuenze.html"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Experto, 'Australien Nugget – Australien Känguru: Eine interessante Goldmünze': 'Richtig ist aber das Jahr 1986, da
    # hier die erste Auflage von 15.000 Sätze in Polierter Platte – bestehend aus den 1, 1/2, 1/4 und 1/10 Unzen Australien
    # Nugget Goldmünzen – geprägt wurden' (15,000 proof sets: a round figure equal to the issue size announced in 1986 by
    # The Press, 'the first proof issue of 15,000 of each weight', so a comment only)
    # https://www.experto.de/geldanlage/gold-rohstoffe/australien-nugget-australien-kaenguru-eine-interessante-goldmuenze.html
    (AU, "australian-nugget", slug, 1986, "", "proof", None)
    for slug in NUGGETS
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


@pytest.mark.parametrize("slug", NUGGETS)
def test_the_1986_proof_issue_size_read_is_a_comment_not_a_mintage(slug):
    (issue,) = issues_at(AU, "australian-nugget", slug, year=1986, finish="proof")
    assert issue["mintage"] is None
    assert "15.000 Sätze" in issue["comment"]
    assert any(source["url"] == EXPERTO for source in find(AU, "australian-nugget", slug)["sources"])


# Nothing else was found for the 191 gaps of these 13 types in 41 look-ups: the stored pages return only a page's
# opening, and no page whose opening prints a per-year figure was found - neither the Perth Mint's own table (The
# Australian Nugget/Kangaroo gold bullion coin series 1987-2022, a PDF on perthmint.com, is not stored), nor Mint News
# Blog's declared-mintage posts (the 2013 post opens with the Lunar tables), coinnews.net, the Perth Mint blogs,
# JM Bullion (fiscal-year sales only, already in the comments), orodainvestimento.it, scheideanstalt.de, goldseiten.de,
# taxfreegold.co.uk, onlinecoin.club, Russian, Japanese, Italian and German dealer pages, or Allan Speedy's article on the
# 1986-1989 Nugget series (docsbay.net, opening only). No page read prints a KM number for these types (NGC/PCGS-style
# and auction-lot queries, GitHub data): they stay in catalogue_numbers_gaps.txt.
