"""Published figures of Switzerland, Belgium and France read in issue 43 (continental Europe's depth), second session
on the region, pinned against the pages named above each row.

Read: the Lugdunum Auction 22 catalogue (the Friedberg and HMZ numbers of its lot of all 29 Vreneli dates 1897-1949,
which carry the lettered-edge pieces of 1947 and 1949 too), cash.ch's report of the Sincona sale of 2025 (400,000
twenty-franc Vreneli struck in 1925), Mike Byers's page on an 1834 Belgian 40 francs hub trial, which quotes the
Heritage lot of 2004 for the gold coin ('Dup-62, Fr-2, KMB23.1'), and Hobbyray's 1857 A ten francs (KM-784.3).

CoinFactsWiki's France 1831-A 20 francs (2,158,727 recorded for both edges; F.524/2 or F.525/2; Fr-553) was carried
later in the session, with test_published_figures_latin's pin changed (test_published_figures_new_types_europe).

Read but not carried: cgb.fr's VSO 09 no. v09_1821 (5 francs petit module 1854, reeded edge, 'F.500 03') -- the reeded type keeps
no F. number, Le Franc X giving F.500 to the plain edge; CoinFactsWiki's 1824-MA 20 francs of Louis XVIII (1,983
in Le Franc against 2,001 in Elsen's lot), left out as the 1816-Q date is, for the disagreement.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

CH = "switzerland"
BE = "belgium"
FR = "france"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # cash.ch, 'Originale 100-Franken-Goldvreneli werden versteigert': 'Total waren es nur 5'000 Exemplare während im
    # selben Jahr vom 20-Franken-Goldvreneli 400'000 Stück geprägt wurden.'
    # https://www.cash.ch/news/top-news/originale-100-franken-goldvreneli-werden-versteigert-823733
    (CH, "vreneli", "20-francs-vreneli", 1925, "B", "circulation", 400000),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # The Lugdunum Auction 22, p. 220: '1132 Komplette Serie von 29 x 20 Franken Goldvreneli. Alle Jahrgänge von 1897
    # bis 1949 vorhanden. Fr. 499; HMZ 2-1195.'
    # https://lugdunum.auex.de/img/lose/Kataloge/Auktion_22/files/basic-html/page220.html
    (CH, "vreneli", "20-francs-vreneli-lettered-edge", ["Fr. 499", "HMZ 2-1195"]),
    # Mike Byers, '1834 Belgium 40 Franc Obverse Hub Trial': 'Sold by Heritage Auction on January 12, 2004 ... Leopold I
    # gold 40 francs 1834, Position A, Bust right/Date and value in wreath, Dup-62, Fr-2, KMB23.1'
    # https://mikebyers.com/45872763.html
    (BE, "40-francs-leopold-i", "40-francs-leopold-i", ["KM# B23", "Fr. 2"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_1925_vreneli_figure_replaces_the_misplaced_one():
    # 20francssuisse.fr puts the 50,000 year at 1925; the 1926 figure stays 50,000 and 1925 takes cash.ch's 400,000
    (issue,) = issues_at(CH, "vreneli", "20-francs-vreneli", year=1925, variety="")
    assert issue["mintage"] == 400000 and "50,000" in issue["comment"]
    assert [i["mintage"] for i in issues_at(CH, "vreneli", "20-francs-vreneli", year=1926)] == [50000]


def test_the_issue_numbers_as_the_pages_print_them():
    # Hobbyray, 1857 France (2e Empire) 10 francs or: 'Lieu d'atelier : Paris (A) Référence : KM-784.3.'
    # https://www.hobbyray.com/fr/coin_definition-10_Franc-Or-Second_Empire_(1852_1870)-idIKbzbiCRcAAAFMQqNRkqUy.htm
    (issue,) = issues_at(FR, "napoleon-iii-10-francs", "10-francs-napoleon-iii-bare-head", year=1857, mintLetter="A")
    assert issue["references"] == ["KM# 784.3"]


def test_the_lettered_edge_vreneli_keeps_its_years_and_sources():
    coin = find(CH, "vreneli", "20-francs-vreneli-lettered-edge")
    assert [i["year"] for i in coin["issues"]] == [1947, 1949]
    assert any("page220" in s["url"] and "references" in s["covers"] for s in coin["sources"])
