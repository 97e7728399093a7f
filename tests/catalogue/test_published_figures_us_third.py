"""Published figures of modern United States gold coins read in the third session of issue 39, pinned against the
pages they were read from.

Pure Python over fixtures/catalogue/united-states.json.
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at

ROOT = "united-states"

MINTAGES = [
    # series, type, year, mint letter, finish, variety, published figure
    # US Coins, January 2009, p. 28 (figures after A Guide Book of United States Coins):
    # http://issuu.com/dimitargeorgiev/docs/us_coins_2009_january/28
    ("modern-commemoratives", "five-dollars-columbus-quincentenary-1992", 1992, "W", "proof", "", 79730),
    ("modern-commemoratives", "five-dollars-columbus-quincentenary-1992", 1992, "W", "uncirculated", "", 24329),
    # Paradime Coins, 2004 $50 Gold Eagle (regular strike), gives 343,500; the site's other Eagle pages contradict
    # themselves, and no second page was read: null, the figure in the comment
    # https://paradimecoins.com/blogs/articles/2004-50-gold-eagle-regular-strike
    ("american-gold-eagle", "gold-eagle-1oz-type-1", 2004, "", "bullion", "", None),
]


@pytest.mark.parametrize("row", MINTAGES, ids=[f"{row[1]}-{row[2]}-{row[4]}" for row in MINTAGES])
def test_the_issue_carries_its_published_figure(row):
    series_slug, slug, year, letter, finish, variety, mintage = row
    issues = issues_at(ROOT, series_slug, slug, year=year, mintLetter=letter, finish=finish, variety=variety)
    assert [issue["mintage"] for issue in issues] == [mintage]


@pytest.mark.parametrize(
    "series_slug, slug, url",
    [
        (
            "modern-commemoratives",
            "five-dollars-columbus-quincentenary-1992",
            "http://issuu.com/dimitargeorgiev/docs/us_coins_2009_january/28",
        ),
        (
            "american-gold-eagle",
            "gold-eagle-1oz-type-1",
            "https://paradimecoins.com/blogs/articles/2004-50-gold-eagle-regular-strike",
        ),
    ],
)
def test_the_page_is_a_mintage_source_of_its_type(series_slug, slug, url):
    sources = [source for source in find(ROOT, series_slug, slug)["sources"] if source["url"] == url]
    assert len(sources) == 1 and "mintages" in sources[0]["covers"]


def test_the_unconfirmed_2004_figure_stays_in_the_comment():
    (issue,) = issues_at(ROOT, "american-gold-eagle", "gold-eagle-1oz-type-1", year=2004, finish="bullion")
    assert issue["mintage"] is None
    assert issue["comment"].startswith("Unconfirmed: Paradime Coins") and "343,500" in issue["comment"]
