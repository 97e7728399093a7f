"""Published figures of the British world's gold read on copies of Wikipedia articles (IPFS and Kiwix snapshots,
old-revision and diff mirrors, blog reposts, other-language Wikipedias; issue 41, the British world, second session),
pinned against the pages named above each group of rows. A figure the copy gives without saying which finish it
counts stays in the issue's comment and the mintage stays null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Misplaced Pages, a copy of Wikipedia's 'Double sovereign: Difference between revisions' (Wehwalt's revision of
    # 11 August 2023, section 'Victorian and early 20th century issues'): 'In 1887, the double sovereign was struck as
    # part of the [Jubilee coinage] ... This coin was available both in uncirculated condition and as a proof coin.
    # Richard Lobel ... deems the 1887 issue the "best known and most popular example of this denomination", something
    # borne out by its mintage of 91,345' - proofs included or not unsaid, so the circulation coin keeps no mintage
    # (it agrees with Academy Global Investment's rounded 91,000, already in the comment)
    # https://n.global.ssl.fastly.net/search/?diff=prev&oldid=1169878926&title=Double_sovereign
    (UK, "two-pounds", "two-pounds-victoria-jubilee", 1887, "", "circulation", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

DOUBLE_SOVEREIGN_DIFF = "https://n.global.ssl.fastly.net/search/?diff=prev&oldid=1169878926&title=Double_sovereign"


def test_the_1887_double_sovereign_keeps_the_wikipedia_figure_as_a_comment():
    (issue,) = issues_at(
        UK, "two-pounds", "two-pounds-victoria-jubilee", year=1887, mintLetter="", finish="circulation"
    )
    assert issue["mintage"] is None
    assert "91,345" in issue["comment"] and "91,000" in issue["comment"]


def test_the_wikipedia_copy_is_named_as_a_mintage_source():
    coin = find(UK, "two-pounds", "two-pounds-victoria-jubilee")
    named = {source["url"] for source in coin["sources"] if "mintages" in source["covers"]}
    assert DOUBLE_SOVEREIGN_DIFF in named
