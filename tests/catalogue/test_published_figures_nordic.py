"""Published figures of Sweden, Denmark, Norway, Finland and Iceland read in the first session of issue 43 (continental
Europe's depth, the Nordic reader), pinned against the pages named above each group of rows.

Read: the carolin of Karl XV (new type), Sweden's gold 5 kronor of Oscar II and Gustaf V and the 20 kronor of 1925
(new types), the Finnish 10 markkaa of 1878, Norway's gold of 1902, the Friedberg number of the Finnish 20 markkaa, and
Iceland as a new country (the 10,000 krónur of 1974 and of 2000). A round or relayed figure that another page
contradicts, an estimate ("ca"), or two figures that disagree stay in the issue's comment and the mintage stays null.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

SE, NO, FI, IS = "sweden", "norway", "finland", "iceland"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # kultakolikko.fi, Jorma J. Imppola, 'Suomen harvinaisin kultarahavariantti 10 markkaa 1879/6': in 1878 'lyötiin
    # 254 000 kappaletta 10 markan kultarahoja ja 235 000 kappaletta 20 markan kultarahoja'
    # https://www.kultakolikko.fi/suomen-harvinaisin-kultarahavariantti-10-markkaa-1879-6/
    (FI, "markkaa-gold", "10-markkaa", 1878, "", "circulation", 254000),
    (FI, "markkaa-gold", "20-markkaa", 1878, "", "circulation", 235000),
    # nmf.nu, Harald Kjelstad, 'Visste du at?': in 1902 '406 kg gull, jevnt fordelt på 50.400 20-kroninger. I tillegg
    # kommer 24.700 10-kroninger'; coinvarieties (Norway 1902 10 kroner) records 24,100: the 10 kroner figures
    # disagree, so that mintage is null.  https://nmf.nu/visste-du-at/
    (NO, "oscar-ii-kroner", "20-kroner-oscar-ii", 1902, "", "circulation", 50400),
    (NO, "oscar-ii-kroner", "10-kroner-oscar-ii", 1902, "", "circulation", None),
    # ngcbeautifulcoin, 1868 carolin NGC AU-58: 'Mintage: 33,000 pcs.'; diarioshow.es (relaying Numista): 'poco más de
    # 33 mil': the round figure is not the number struck, null.
    # http://ngcbeautifulcoin.com/2020/11/23/1868-sweden-charles-xv-beautiful-gold-10-francs-carolin-coin-ngc-au-58-3/
    (SE, "karl-xv-carolin", "carolin-karl-xv", 1868, "", "circulation", None),
    # MoneyMuseum 1 Carolin 1869 (https://touchcoins.moneymuseum.com/?&theme=128&id=2357); Künker lot 384, Carolin
    # 1871 (https://kuenker.de/ru/archiv/stueck/350587): 'Sie wurden 1868 und 1872 ... ausgegeben'
    (SE, "karl-xv-carolin", "carolin-karl-xv", 1869, "", "circulation", None),
    (SE, "karl-xv-carolin", "carolin-karl-xv", 1871, "", "circulation", None),
    (SE, "karl-xv-carolin", "carolin-karl-xv", 1872, "", "circulation", None),
    # Ekonomiska museet, 5 kronor Oscar II 1899: 'This type of 5-krona was issued between the years 1881 and 1899'
    # https://pengar.ekonomiskamuseet.se/object_details.php?e=no&l=en&object=96f283a3-ae86-4984-b6d7-a3de4805968a
    (SE, "oscar-ii-gold", "5-kronor-oscar-ii", 1899, "", "circulation", None),
    # Falcoin (https://www.falcoin.se/page/21): '5 Kronor guld 1920 ca 0,1', '20 Kronor guld 1925 ca 0,4' (millions,
    # estimates: comments only)
    (SE, "gustaf-v-gold", "5-kronor-gustaf-v", 1920, "", "circulation", None),
    (SE, "gustaf-v-gold", "20-kronor-gustaf-v", 1925, "", "circulation", None),
    # Seðlabanki Íslands, news 4/2000: 'aðeins verða slegin 3000 eintök í sérunninni gljásláttu' (3,000 proofs, the
    # number the issuing bank sets)
    # https://sedlabanki.is/utgefid-efni/frettir-og-tilkynningar/frettasafn/frett/2000/01/31/Útgáfa-minnispenings-kristni-á-Íslandi-í-1000-ár
    (IS, "sedlabanki-gold", "10000-kronur-2000-christianity", 2000, "", "proof", 3000),
    # Þjóðviljinn 18.05.1974 p. 5: part of the issue as proof coins; no gold mintage read
    # https://timarit.is/page/2840462?lang=en
    (IS, "sedlabanki-gold", "10000-kronur-1974-settlement", 1974, "", "proof", None),
]

test_the_nordic_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

# root, series, type, the numbers read
REFERENCES = [
    # ngcbeautifulcoin, 1868 carolin: 'Reference: Friedberg 92, Ahlström 11, KM-733'; Künker lot 384: 'Fb. 92'
    (SE, "karl-xv-carolin", "carolin-karl-xv", ["KM# 733", "Fr. 92"]),
    # Münzkabinett Berlin 18222033 (museum-digital): Finnland 20 Markkaa 1912, 'Friedberg, Gold coins of the world ...
    # 7. Auflage (2003) 171 Nr. 3'  https://global.museum-digital.org/object/553004?recordlang=de
    (FI, "markkaa-gold", "20-markkaa", ["Fr. 3"]),
]

test_the_nordic_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)


@pytest.mark.parametrize(
    "root, series_slug, slug, weight, fineness, fine_weight, size",
    [
        # ngcbeautifulcoin: '900 Diameter: 19mm Weight: 3.22gm'; fine weight is weight x fineness
        (SE, "karl-xv-carolin", "carolin-karl-xv", 3.22, 0.9, 2.898, 19.0),
        # Reppa, Skandinavische Münzunion: 'nur in Schweden seit 1881 auch 5-Kronen-Stücke (2,24 g) ..., alle 0.900 fein'
        (SE, "oscar-ii-gold", "5-kronor-oscar-ii", 2.24, 0.9, 2.016, None),
        (SE, "gustaf-v-gold", "5-kronor-gustaf-v", 2.24, 0.9, 2.016, None),
        # Reppa: '20 Kronen (8,9606 g)', 0.900
        (SE, "gustaf-v-gold", "20-kronor-gustaf-v", 8.9606, 0.9, 8.0645, None),
        # Þjóðviljinn 18.05.1974: '10.000 króna gullpeningur, 27,75 mm að þvermáli og 15,5 gr að þyngd', gold 900/1000
        (IS, "sedlabanki-gold", "10000-kronur-1974-settlement", 15.5, 0.9, 13.95, 27.75),
        # Seðlabanki 4/2000: 'úr gulli að 9/10 hlutum, 8,65g að þyngd, eða kvartúnsa af hreinu gulli, og er 23 mm'
        (IS, "sedlabanki-gold", "10000-kronur-2000-christianity", 8.65, 0.9, 7.7759, 23.0),
    ],
)
def test_the_new_nordic_types_carry_the_specifications_read(
    root, series_slug, slug, weight, fineness, fine_weight, size
):
    coin = find(root, series_slug, slug)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"]) == (
        pytest.approx(weight),
        pytest.approx(fineness),
        pytest.approx(fine_weight),
    )
    assert coin["size"] == (None if size is None else pytest.approx(size))


def test_the_carolin_and_the_swedish_5_kronor_span_the_years_read():
    # MoneyMuseum: the carolin 'from 1868 to 1872'; Ekonomiska museet: the Oscar II 5 kronor type 1881-1899; the gold
    # 5 kronor until 1920; the 20 kronor of 1925 Sweden's last gold coin of the regular series
    spans = {
        slug: (find(SE, series, slug)["minYear"], find(SE, series, slug)["maxYear"])
        for series, slug in (
            ("karl-xv-carolin", "carolin-karl-xv"),
            ("oscar-ii-gold", "5-kronor-oscar-ii"),
            ("gustaf-v-gold", "5-kronor-gustaf-v"),
            ("gustaf-v-gold", "20-kronor-gustaf-v"),
        )
    }
    assert spans == {
        "carolin-karl-xv": (1868, 1872),
        "5-kronor-oscar-ii": (1881, 1899),
        "5-kronor-gustaf-v": (1920, 1920),
        "20-kronor-gustaf-v": (1925, 1925),
    }
    # 1870 is named by no page read
    assert not issues_at(SE, "karl-xv-carolin", "carolin-karl-xv", year=1870)


def test_the_icelandic_gold_of_2000_was_struck_at_kongsberg():
    # Seðlabanki 4/2000: 'sláttu annast Den Kongelige Mynt í Noregi'; the 1974 coins 'slegnir hjá Royal Mint í London'
    (issue,) = issues_at(IS, "sedlabanki-gold", "10000-kronur-2000-christianity", year=2000)
    assert issue["mint"] == "kongsberg"
    assert [i["mint"] for i in find(IS, "sedlabanki-gold", "10000-kronur-1974-settlement")["issues"]] == [None]


# Friedberg numbers beside the Krause numbers the types already carry, from pages read again this session:
REFERENCES_FRIEDBERG = [
    # coinvarieties, Denmark 1877-CS 20 kroner: 'Catalog reference: Fr-295; KM-791.1' (and the 1900-VBP page: 'Fr-295')
    # https://coinvarieties.com/index.php/Denmark_1877-CS_20_kroner
    ("denmark", "christian-ix-gold", "20-kroner-christian-ix", ["KM# 791", "Fr. 295"]),
    # coinvarieties, Norway 1878 20 kroner: 'Catalog reference: Fr-17; KM-355; Sieg-104'
    # https://coinvarieties.com/index.php/Norway_1878_20_kroner
    (NO, "oscar-ii-kroner", "20-kroner-oscar-ii", ["KM# 355", "Fr. 17"]),
    # coinvarieties, Norway 1902 10 kroner: 'Catalog reference: Fr-18; KM-358; Sieg-101'
    # https://coinvarieties.com/index.php/Norway_1902_10_kroner
    (NO, "oscar-ii-kroner", "10-kroner-oscar-ii", ["KM# 358", "Fr. 18"]),
]

test_the_nordic_types_carry_the_friedberg_numbers_read = pinned_references(REFERENCES_FRIEDBERG, among_others=True)
