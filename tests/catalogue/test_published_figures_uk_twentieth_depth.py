"""Published figures of the United Kingdom's sovereigns and half sovereigns of Edward VII and George V (issue 41, the
British world's depth, second session), pinned against the pages named above each group of rows.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import issues_at, pinned_mintages

UK = "united-kingdom"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Gold Market Insight, 'Gold Sovereign EDWARDVS VII D:G:BRITT 1909', table 'Mintmark | Mint | Mintage':
    # 'L | London, United Kingdom | 12,157,099', 'M | Melbourne, Australia | 3,029,538', 'P | Perth, Australia | 4,972,289',
    # 'S | Sydney, Australia | 4,526,270', 'C | Ottawa, Canada | 16,273'
    # https://goldmarketinsight.com/gold-sovereign-edwardvs-vii-dgbritt-1909/
    # London, Melbourne and Ottawa agree with the figures entered from vente-achat-or's Edward VII table and the Ottawa
    # year table; Sydney does not (vente-achat-or: 2,057,000), so 1909-S carries no mintage; Perth stays null as for
    # every Edward VII year (annual-report table against the tables by date)
    (UK, "sovereign", "sovereign-edward-vii", 1909, "", "circulation", 12157099),
    (UK, "sovereign", "sovereign-edward-vii", 1909, "M", "circulation", 3029538),
    (UK, "sovereign", "sovereign-edward-vii", 1909, "C", "circulation", 16273),
    (UK, "sovereign", "sovereign-edward-vii", 1909, "S", "circulation", None),
    (UK, "sovereign", "sovereign-edward-vii", 1909, "P", "circulation", None),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)


def test_the_1909_sydney_sovereign_names_both_figures_read():
    (issue,) = issues_at(UK, "sovereign", "sovereign-edward-vii", year=1909, mintLetter="S", finish="circulation")
    assert issue["mintage"] is None
    assert "2,057,000" in issue["comment"] and "4,526,270" in issue["comment"]
    (perth,) = issues_at(UK, "sovereign", "sovereign-edward-vii", year=1909, mintLetter="P", finish="circulation")
    assert "4,972,289" in perth["comment"]
