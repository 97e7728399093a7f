"""Catalogue numbers of the United Kingdom's gold read in the second session of issue 41 (the British world's depth),
pinned against the pages named above each row.

The pages read print these numbers for one dated issue of a type (a branch mint's coin, a variety), so they are
entered on that issue, as the Australian numbers of the Melbourne and Sydney sovereigns are.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import issues_at

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, the numbers read (Krause first)
ISSUE_REFERENCES = [
    # NumisBids, Baldwin's of St. James's auction 45 lot 222: 'Edward VII, specimen sovereign, 1908C, bare head r., rev.
    # St. George and the dragon (S.3970; Marsh.183 [R6]; KM.14; Fr.1)'
    # https://www.numisbids.com/n.php?p=lot&sid=3932&lot=222
    # Numistats, a CNG lot: 'CANADA. Edward VII. ... Specimen AV Sovereign ... Ottawa mint. Dated 1908 C. ... Marsh 183;
    # SCBC 3970'  https://numistats.com/coin/item/547021
    (UK, "sovereign", "sovereign-edward-vii", 1908, "C", "proof", ["KM# 14", "Fr. 1", "S. 3970"]),
    # NumisBids, Baldwin's auction 73 (the Bentley Collection, part 1) lot 81: 'Victoria, Sovereign, 1860, curvy rounded 6
    # ... rev crowned quartered shield of arms within laurel wreath ... (Marsh 43; MCE 521; S 3852D)'
    # https://www.numisbids.com/n.php?p=lot&sid=290&lot=81
    (UK, "sovereign", "sovereign-victoria-young-head-shield", 1860, "", "circulation", ["S. 3852D"]),
]


@pytest.mark.parametrize("row", ISSUE_REFERENCES, ids=[f"{row[2]}-{row[3]}{row[4]}" for row in ISSUE_REFERENCES])
def test_the_dated_issues_carry_the_catalogue_numbers_read(row):
    root, series, slug, year, letter, finish, read = row
    (issue,) = issues_at(root, series, slug, year=year, mintLetter=letter, finish=finish)
    assert issue["references"] == read


def test_each_issue_number_names_its_page_among_the_type_sources():
    from tests.catalogue.bundled import find

    for root, series, slug, *_ in ISSUE_REFERENCES:
        assert any("references" in source["covers"] for source in find(root, series, slug)["sources"]), slug
