"""German Empire's states (5, 10 and 20 mark, 1871-1915), third and last session of issue 43: pinned against the page
named above each group of rows.

Read this session: Künker's lot text on the Bavarian gold pattern of Ludwig III (Jaeger 202, dated 1914 D; the issue
itself is not listed, an older reader's pin holding the type without issues), a CoinTalk thread naming Munich (D) as
the mint of Ludwig III's coins, Hobbyray's page on Württemberg's 10 mark of Wilhelm II
(KM-633), two further Edelmetall-Handel pages with a mintage (Prussia 10 mark 1897 A, Hamburg 10 mark 1906 J) and one
without (Prussia 10 mark 1903 A), and numismatik.realedition.de's page on Prussia's first 20 mark (Schön, Preußen Nr. 02).

Not read, though searched for (the stored pages give only each page's opening, and the dealer and auction pages indexed
for these coins are few): any mintage or Jaeger/Krause number for Saxony's gold (every query answered with the same
MDM, kaisermark.de, Currency Wiki and guldy.cz openings, none with a figure), Baden's and Hesse's first types, the
Mecklenburg, Reuss, Schaumburg-Lippe, Brunswick, Bremen, Lübeck and Thuringian duchies' gold (Numisquare alone prints
their figures, and it copies Numista), and the mint letters of Brunswick 1875, Hesse's Ludwig IV 1892 and Coburg's
Alfred 1895 and Carl Eduard 1905 20 mark. No figure already pinned was changed.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import TYPES, find, issues_at, pinned_mintages, pinned_references

DE = "germany"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # edelmetall-handel.de, 'Goldmünze 10 Mark Wilhelm II 1897 A J. 251 Preussen': 'Aus der Zeit des deutschen
    # Kaiserreichs (1871-1918) stammen diese original Gold-Umlaufmünzen mit dem Abbild von Wilhelm II (Preußen) aus 1897.
    # Insgesamt wurden 114.004 Stück in Berlin geprägt.'
    # https://www.edelmetall-handel.de/goldmuenze-10-mark-wilhelm-ii-1897-a-j-251-preussen.html
    (DE, "prussia-wilhelm-ii-10-mark", "10-mark-wilhelm-ii", 1897, "A", "circulation", 114004),
    # edelmetall-handel.de, 'Goldmünze 10 Mark Stadtwappen Hamburg 1906 J J. 211 Hamburg': '1906 stellte die Münze
    # Hamburg 163.547 Münzen mit ihrem Stadtwappen her. Diese Münzen gehören der Jaegernummer 211 an'
    # https://www.edelmetall-handel.de/goldmuenze-10-mark-stadtwappen-hamburg-1906-j-j-211-hamburg.html
    (DE, "hamburg-10-mark", "10-mark-hamburg-1890", 1906, "J", "circulation", 163547),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # Künker, auction 338, lot 4378 (above): 'J. 202 Ludwig III., 1913-1918. 20 Mark 1914 D'
    (DE, "bavaria-ludwig-iii-20-mark", "20-mark-ludwig-iii-bavaria", ["J. 202"]),
    # Hobbyray, 'Germania/Regno del Württemberg, Guglielmo II. Moneta d'oro da 10 marchi. Data di zecca: 1903
    # Riferimento: KM-633. Denominazione: oro 10 marchi' https://www.hobbyray.com/coin_details.htm?id=2FrBwcI0y3wAAAEsZRav82Li&locale=it
    (DE, "wurttemberg-wilhelm-ii-10-mark", "10-mark-wilhelm-ii-wurttemberg", ["KM# 633", "J. 295"]),
    # numismatik.realedition.de, 'Münzen des Königreichs Preußen - 20 Mark in Gold von Wilhelm I' (1873 C): 'Geprägt in
    # den Jahren 1871, 1872 und 1873 in Berlin, Hannover und Frankfurt ... Literatur: Schön, Preußen Nr. 02; AKS, Preußen
    # 109' http://numismatik.realedition.de/preussenIII/pr-schoen02.html
    (DE, "prussia-wilhelm-i-20-mark", "20-mark-wilhelm-i-1871", ["J. 243", "Schön 2"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_bavarian_20_mark_of_ludwig_iii_names_its_pages_and_its_mint():
    # Künker, auction 338, lot 4378: 'EINE GOLDPROBE VON BAYERN. J. 202 Ludwig III., 1913-1918. 20 Mark 1914 D, mit
    # Randschrift GOTT MIT UNS und Arabesken der normalen 20 Mark-Stücke ... Der Entwurf der Stempel für das 20 Mark
    # Stück, J. 202, stammte aus der Feder von Prof. Bernhard Bleeker' https://kuenker.auex.de/en-us/auctions/lots/9762
    # CoinTalk, 'The Last King of Bavaria's Special Golden Wedding Anniversary Coin': 'he authorized the Munich Mint (mint
    # mark D) to strike the following' https://www.cointalk.com/threads/trivia-the-last-king-of-bavarias-special-golden-wedding-anniversary-coin.146819
    # The issue 1914 D is left to the lead: an older pin (test_published_figures_central.py) holds the type without issues.
    coin = find(DE, "bavaria-ludwig-iii-20-mark", "20-mark-ludwig-iii-bavaria")
    series = next(entry["series"] for entry in TYPES if entry["type"] is coin)
    assert series["mint"] == "munich"
    urls = [source["url"] for source in coin["sources"]]
    assert any("kuenker.auex.de" in url for url in urls)
    assert any("cointalk.com" in url for url in urls)


def test_each_figure_read_names_the_page_read():
    for (series_slug, slug), fragment in (
        (("prussia-wilhelm-ii-10-mark", "10-mark-wilhelm-ii"), "10-mark-wilhelm-ii-1897-a-j-251"),
        (("hamburg-10-mark", "10-mark-hamburg-1890"), "hamburg-1906-j-j-211"),
        (("wurttemberg-wilhelm-ii-10-mark", "10-mark-wilhelm-ii-wurttemberg"), "hobbyray.com"),
    ):
        assert any(fragment in source["url"] for source in find(DE, series_slug, slug)["sources"]), slug


def test_the_hamburg_1906_issue_stands_beside_the_years_read_before():
    years = [i["year"] for i in issues_at(DE, "hamburg-10-mark", "10-mark-hamburg-1890", mintLetter="J")]
    assert years == sorted(years) and {1890, 1905, 1906} <= set(years)
