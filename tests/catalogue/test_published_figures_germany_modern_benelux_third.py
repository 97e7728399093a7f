"""Germany's modern and pre-1871 gold and the Low Countries' gold: what issue 43's third and last session on continental
Europe read, pinned against the pages named above each row.

Read by the germany_modern_benelux helper (51 look-ups). The index gave very little for this group:

- Germany's euro gold and the 2001 gold mark: no Krause, Jaeger or Schön number on a readable page (realedition.de is
  indexed only for its Schön 349 page, already pinned; NGC, PCGS, onlinecoin.club, ikmk, dealer and Japanese openings
  print none, nor "KM# 204" or "J. 481" for the gold mark). No per-mint struck figure for 2016-2023 beyond the
  announced limits already in the comments: the one page quoting the official Prägestatistik for 2018 (briefmarken.de)
  lost its list of gold figures in the copy read; the 2018 types name it in their comments and keep their mintages
  null.
- The Prussian half crown of 1868 gains Schön 95 from the Berlin Münzkabinett's literature list.
- Netherlands: the gold 5 gulden of 1912 gains its mintage from Wikipedia's 'Five guilder coin (Netherlands)' (read on
  WikiMili). No year page or table for Willem III's 10 gulden after 1875, Wilhelmina's 1911-1917 and 1925-1932 10
  gulden, or the ducat's years beyond 1927 was found; Schulman's database is indexed only for 1840, 1875, 1897, 1898
  and 1933.
- Belgium: no year table or Krause number for the 20 francs of Leopold II; vente-or.be adds a third total for the
  Leopold I 20 francs of 1865 (1,548,000), which stays in the issue's comment beside cgb.fr's two.
- Luxembourg: nothing new.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

BE = "belgium"
DE = "germany"
NL = "netherlands"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # WikiMili, a copy of Wikipedia's 'Five guilder coin (Netherlands)': 'After a first few isolated issues in low
    # numbers under the kings William I and William II in the early 19th century, a gold five guilder coin was issued
    # under Queen Wilhelmina in 1912. One million pieces were struck that year but none were struck in the following
    # years of her reign.'  https://wikimili.com/en/Five_guilder_coin_(Netherlands)
    (NL, "5-gulden", "5-gulden-wilhelmina", 1912, "", "circulation", 1000000),
    # cgb.fr: 1,558,413 struck with the date 1865 (commentary) and 1,558,066 (header); vente-or.be, '20 FRB - Louis
    # d'or': 'En total, il y avait seulement 1.548.000 de pièces Léopold I, duquel une tierce a été produite en 1866'
    # https://vente-or.be/produit/20-frb-louis-piece-en-or - three figures that disagree, so none is carried
    (BE, "20-francs-leopold-i", "20-francs-leopold-i-1865", 1865, "", "circulation", None),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # Münzkabinett der Staatlichen Museen zu Berlin, object 18213839, 1/2 Krone 1868 A: 'Literatur: ... A. L. und I. S.
    # Friedberg, Gold Coins of the World ... Nr. 2440; G. Schön - J.-F. Cartier, Weltmünzkatalog 19. Jahrhundert.
    # 15. Auflage (2004) Nr. 95'  https://ikmk.smb.museum/object_print.php?id=18213839&lang=de
    (DE, "prussia-wilhelm-i-krone", "half-krone-wilhelm-i", ["KM# 493", "Fr. 2440", "Schön 95"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)

BRIEFMARKEN_2018 = (
    "https://www.briefmarken.de/briefmarken-sammeln/neuigkeiten/1961-sinkende-muenzauflagen-2018"
    "?tmpl=component&print=1&layout=default"
)


def test_the_2018_euro_gold_keeps_its_limits_and_names_the_statistics_report():
    # briefmarken.de, 'Sinkende Münzauflagen 2018': 'Die amtliche Prägestatistik für 2018 ... Auch bei den Goldmünzen
    # setzte sich der Niedergang fort. Sie entstanden nur in Stempelglanz mit folgenden Auflagen, die sich gleichmäßig
    # über die fünf Münzstätten verteilen:' - the list of figures is missing from the copy read
    for slug in ("100-euro-augustusburg-falkenlust", "20-euro-native-birds-eagle-owl", "50-euro-double-bass"):
        coin = find(DE, "euro-gold", slug)
        assert all(issue["mintage"] is None for issue in coin["issues"]), slug
        assert any(source["url"] == BRIEFMARKEN_2018 for source in coin["sources"]), slug
        assert "Prägestatistik" in coin["comments"], slug


def test_the_1865_twenty_francs_keeps_all_three_totals_in_its_comment():
    (issue,) = issues_at(BE, "20-francs-leopold-i", "20-francs-leopold-i-1865", year=1865)
    assert all(figure in issue["comment"] for figure in ("1,558,413", "1,558,066", "1,548,000"))


def test_each_type_read_names_the_page_read():
    for coin, host in (
        ((NL, "5-gulden", "5-gulden-wilhelmina"), "wikimili.com"),
        ((BE, "20-francs-leopold-i", "20-francs-leopold-i-1865"), "vente-or.be"),
        ((DE, "prussia-wilhelm-i-krone", "half-krone-wilhelm-i"), "ikmk.smb.museum"),
    ):
        assert any(host in source["url"] for source in find(*coin)["sources"]), coin
