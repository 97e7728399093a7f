"""Published figures of Sweden, Denmark, Norway, Finland and Iceland read in the third and last session of issue 43
(continental Europe), pinned against the pages named above each row.

Read: kultakolikko.fi's buying list, which names a Finnish 20 markkaa of 1912 with the mint-master letter L as a
separate, very rare coin (added as an issue without a mintage), and read again: the Russian Wikipedia text on the
20 markkaa (perceptiopt.com mirror), whose infobox gives '881.003 (1912), 214.003 (1912)' for years that run to 1913,
so the 1913 issue keeps no mintage; Samlerhuset's unattributed '108.500 og 138.700 eksemplarer' for the Norwegian
20 kroner (noted in the type's comments, no year changed); Morgunblaðið of 11 March 1978 on the Icelandic 500 krónur
of 1961 (diameter 23.025/23.035 mm, thickness 1.448 mm, 176 reeds), still without weight or fineness, so no type.

Not read (the session's 53 look-ups found no page in the stored index): a year-by-year mintage table or a Krause
number for the Swedish 20, 10 and 5 kronor of Oscar II and Gustaf V and the Karl XIV Johan ducats (Falcoin gives
SM numbers and type totals only), the Danish 20 and 10 kroner of Christian IX (1890, 1873-77 by year), Frederik VIII
and Christian X, the Norwegian 20 kroner of 1876, 1879 and 1886 and the 10 kroner of 1877 and 1910, the Finnish
10 markkaa of 1882-1913 and the 100 and 200 markkaa of 1926 (the Gladtsyn/Nilov/Imppola article and kultakolikko.fi's
1926 article are stored only as openings), and the Icelandic 10,000 krónur of 1974. Pages that follow Numista
(numisquare.com) or a repository's notes citing Numista were seen and not used.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at

FI, NO = "finland", "norway"


def test_the_1912_twenty_markkaa_with_the_letter_l_is_listed_apart():
    # kultakolikko.fi, 'Numismaattiset kultakolikot': '20 Markkaa 1912 L erittäin harvinainen'; 'erittäin
    # hyväkuntoisesta 20 markan kultarahasta vuodelta 1912 rahapajan johtajan merkillä L maksetaan 10 000 – 11 000 €'
    # https://kultakolikko.fi/numismaattinen-kulta
    (lihr,) = issues_at(FI, "markkaa-gold", "20-markkaa", year=1912, marks=["L"])
    assert (lihr["mintLetter"], lihr["finish"], lihr["mintage"]) == ("", "circulation", None)
    # the year's figure read (881,003, Russian Wikipedia text) stays on the issue without a mark
    (plain,) = issues_at(FI, "markkaa-gold", "20-markkaa", year=1912, marks=[])
    assert plain["mintage"] == 881003
    coin = find(FI, "markkaa-gold", "20-markkaa")
    assert any("kultakolikko.fi/numismaattinen-kulta" in source["url"] for source in coin["sources"])


def test_the_1913_twenty_markkaa_keeps_no_mintage():
    # perceptiopt.com (Russian Wikipedia text, 'Vinte marcos'): 'Circulação total ... 881.003 (1912), 214.003 (1912)',
    # 'Anos de cunhagem 1878-1880, 1891, 1903-1904, 1910-1913': the second 1912 figure is not tied to 1913 by the page
    (issue,) = issues_at(FI, "markkaa-gold", "20-markkaa", year=1913)
    assert issue["mintage"] is None and "214.003" in issue["comment"]


def test_the_unattributed_norwegian_figures_stay_in_the_comments():
    # Samlerhuset, 20 kroner 1877: 'Noen av de nevnte myntårgangene ble produsert i 108.500 og 138.700 eksemplarer'
    # https://www.samlerhuset.no/20kr1877
    coin = find(NO, "oscar-ii-kroner", "20-kroner-oscar-ii")
    assert "108,500" in coin["comments"] and "138,700" in coin["comments"]
    for year in (1876, 1879, 1886):
        (issue,) = issues_at(NO, "oscar-ii-kroner", "20-kroner-oscar-ii", year=year)
        assert issue["mintage"] is None
    (issue,) = issues_at(NO, "oscar-ii-kroner", "20-kroner-oscar-ii", year=1878)
    assert issue["mintage"] == 139000
