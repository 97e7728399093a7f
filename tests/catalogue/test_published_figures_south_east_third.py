"""Spain, Portugal, Greece, Romania, Bulgaria, Serbia, Yugoslavia and Albania read in issue 43's third and last session on
continental Europe, pinned against the pages named above each row.

What was read (57 look-ups in the stored pages): Imperio Numismático's post on the 20 pesetas 1896 (19-62) official
restrike (12,900 struck; KM #709 and Cal-173, the first Krause number of the tupé type); Romanian Coins' page on the
25 lei 1922 (a type the catalogue lacked: 30 mm, 8.065 g, 150,000 struck, and the whole 1922 set struck at the Royal
Mint in London in 1928 or 1929), with The Dominion of 2 May 1929 on the Royal Mint's new Rumanian gold coinage of 100,
50, 25 and 20 lei; a forum page giving the Ardealul Nostru medal's one million again; a Japanese dealer's 100 franga
ari dated 1927 R, a date the catalogue lacked.

What was not found (each line searched two to five times; the report lists the queries): per-year mintages and the
Krause numbers of Spain's 20 pesetas (1890, 1892, 1899, 1904, the 1887 restrikes, the 1896 19-61 restrike), of the
25 pesetas of Alfonso XII (1876, 1878, 1879-1885) and of the 100 reales of 1859-1862; the exact specification of
Romania's 50 and 100 lei of 1906 (Romanian Coins' pages for them and Romanian Wikipedia's are not in the index) and of
the 100 lei 1922; the Krause numbers of Greece's, Romania's, Serbia's, Yugoslavia's, Bulgaria's and the Zogu 20 franga
ari gold; the 20 leva 1912's mintage; Portugal's gold of Luís I beyond what is entered. Pages that follow Numista
(stashofcoins.com, numisquare.com, coinolds.com) were not used, though stashofcoins gives a full record of Albania's
10 franga ari 1927.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

ES = "spain"
RO = "romania"
AL = "albania"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Romanian Coins, '25 lei 1922': '30 mm diameter, 8.065 g, gold 90%, silver 7.5%, copper 2.5%, grained edge' ...
    # 'Mintage: 150.000 coins' ... 'About the 1922 coin set: Struck in Great Britain at London Royal Mint, in 1928 or
    # 1929 (after Octavian Iliescu and Paul Radovici, Monetele României, 2004), although antedated in 1922.'
    # http://romaniancoins.org/25lei1922.html
    (RO, "ferdinand-i-gold", "25-lei-1922", 1922, "", "circulation", 150000),
    # Gentleman's Military Interest Club, '1944 Liberation of Transylvania gold medal': 'The medal was minted in 1
    # million pieces.'  https://gmic.co.uk/topic/13611-1944-liberation-of-transylvania-gold-medal/
    (RO, "michael-i-gold", "ardealul-nostru-1944", 1944, "", "circulation", 1000000),
]

test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, references
REFERENCES = [
    # Imperio Numismático, 'Alfonso XIII 20 pesetas 1896 (*19-62) MP-M Reacuñación oficial Madrid SC': 'El busto
    # elegido para esta acuñación, sería el tercero ... el conocido como tipo "tupé"' ... 'Referencias bibliográficas:
    # "KM #709" y "Cal-173"'
    # https://imperio-numismatico.com/t169670-alfonso-xiii-20-pesetas-1896-19-62-mp-m-reacunacion-oficial-madrid-sc?tt=1
    (ES, "20-pesetas-alfonso-xiii", "20-pesetas-alfonso-xiii-tupe", ["KM# 709"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)


def test_the_1896_restrike_of_1962_of_imperio_numismatico():
    # Same page: 'Año: 1896 (*19-62)' ... 'Tirada: 12.900 Unidades.' ... the assayers changed to 'MP M' from 'SM V'
    (restrike,) = issues_at(
        ES, "20-pesetas-alfonso-xiii", "20-pesetas-alfonso-xiii-tupe", year=1896, variety="restrike 19-62"
    )
    assert restrike["mintage"] == 12900
    assert restrike["references"] == ["KM# 709", "Cal. 173"]


def test_the_25_lei_1922_of_romanian_coins():
    # Romanian Coins (above): 30 mm, 8.065 g, gold 90 %; Goldankauf123's legal 8.0645 g is kept, as for the 50 lei
    coin = find(RO, "ferdinand-i-gold", "25-lei-1922")
    assert (coin["weight"], coin["fineness"], coin["size"]) == (8.0645, 0.9, 30.0)
    assert (coin["minYear"], coin["maxYear"], coin["valueNumeric"]) == (1922, 1922, 25)


def test_the_1922_set_was_struck_in_london():
    # Romanian Coins' 25 lei page on the whole set (above); The Dominion (Wellington), 2 May 1929, 'Work at the Mint':
    # 'A few months ago bullion was transferred from the Treasury at Bucarest to London and refined for a new gold
    # coinage for Rumania in four denominations —100, 50, 25, and 20 lei.'
    # https://paperspast.natlib.govt.nz/newspapers/DOM19290502.2.131
    for slug in ("20-lei-1922", "25-lei-1922", "50-lei-1922"):
        (issue,) = issues_at(RO, "ferdinand-i-gold", slug, year=1922)
        assert issue["mint"] == "royal-mint", slug


def test_the_100_franga_ari_dated_1927():
    # Shinbashi Stamp Shokai, 'アルバニア 100フランガアリ 1927R': 'そのためこのコインは1926~27の2年間のみの発行となりました。'
    # (so this coin was issued only in the two years 1926-27)
    coin = find(AL, "franga-ari-gold", "100-franga-ari-zogu-biga")
    assert (coin["minYear"], coin["maxYear"]) == (1926, 1927)
    (dated_1927,) = issues_at(AL, "franga-ari-gold", "100-franga-ari-zogu-biga", year=1927)
    assert dated_1927["mintage"] is None


def test_each_type_read_names_the_page_read():
    for coin, host in (
        ((ES, "20-pesetas-alfonso-xiii", "20-pesetas-alfonso-xiii-tupe"), "imperio-numismatico.com"),
        ((RO, "ferdinand-i-gold", "25-lei-1922"), "romaniancoins.org"),
        ((RO, "ferdinand-i-gold", "20-lei-1922"), "paperspast.natlib.govt.nz"),
        ((RO, "ferdinand-i-gold", "50-lei-1922"), "paperspast.natlib.govt.nz"),
        ((RO, "michael-i-gold", "ardealul-nostru-1944"), "gmic.co.uk"),
        ((AL, "franga-ari-gold", "100-franga-ari-zogu-biga"), "shinbashistampshokai.com"),
    ):
        assert any(host in source["url"] for source in find(*coin)["sources"]), coin
