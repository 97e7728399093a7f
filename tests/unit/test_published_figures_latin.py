"""Published figures of Latin Monetary Union gold (and Spain's coins on its standard), pinned to their sources.

Pure Python over the bundled JSON: weight (g), fineness, fine gold (g) and diameter (mm) as the cited source gives them.
"""

from __future__ import annotations

import pytest

from tests.unit.test_bundled_catalogue import find

ROWS = [
    # Latin Monetary Union convention of 6 November 1885, Art. II (20 francs: 6,451.61 mg, 900, 21 mm)
    # https://docslib.org/doc/3512480/the-monetary-convention-of-the-6th-of-november-1885-agreed-upon-by-the-delegates-of-the-latin-monetary-union
    ("france", "napoleon-iii-20-francs", "20-francs-napoleon-iii-laureate", 6.45161, 0.9, 5.8064, 21.0),
    # Same convention, Art. II (100 francs: 32,258.06 mg, 900, 35 mm)
    ("france", "genie-100-francs", "100-francs-genie", 32.25806, 0.9, 29.0323, 35.0),
    # Same convention, Art. II (10 francs: 3,225.80 mg, 900, 19 mm); Swissmint, Das Goldvreneli
    # https://de.scribd.com/document/615648175/goldvreneli
    ("switzerland", "vreneli", "10-francs-vreneli", 3.2258, 0.9, 2.9032, 19.0),
    # Swissmint, Das Goldvreneli (lettered edge of 1947 and 1949 on the 20 francs standard)
    # https://de.scribd.com/document/615648175/goldvreneli
    ("switzerland", "vreneli", "20-francs-vreneli-lettered-edge", 6.45161, 0.9, 5.8064, 21.0),
    # Same convention, Art. II (50 francs: 16,129.03 mg, 900, 28 mm)
    ("france", "genie-50-francs", "50-francs-genie", 16.12903, 0.9, 14.5161, 28.0),
    # Monedas con historia: 25 pesetas Alfonso XII, 8.06 g, 900, 24 mm  https://monedasconhistoria.es/?p=599
    ("spain", "25-pesetas-alfonso-xii", "25-pesetas-alfonso-xii-first-bust", 8.06, 0.9, 7.254, 24.0),
    # geben.cz: Monaco 100 francs, 32.25 g, 900, 35 mm  http://geben.cz/2020/07/08/monacke-zlate-100-franky/
    ("monaco", "albert-i-gold", "100-francs-albert-i", 32.25806, 0.9, 29.0323, 35.0),
    # Numismatica Europea: 20 lire Vittorio Emanuele III (aquila), 6.45 g, 900, 21 mm
    # https://numismaticaeuropea.it/italia/lira/regno/vittorio-emanuele-III/20-lire
    ("italy", "20-lire-vittorio-emanuele-iii", "20-lire-vittorio-emanuele-iii-aquila", 6.45161, 0.9, 5.8064, 21.0),
]


@pytest.mark.parametrize(
    "root, series_slug, slug, weight, fineness, fine_weight, size", ROWS, ids=[row[2] for row in ROWS]
)
def test_the_coin_carries_its_published_figures(root, series_slug, slug, weight, fineness, fine_weight, size):
    coin = find(root, series_slug, slug)
    # weights published to two decimals (8.06 g, 32.25 g) are the rounded legal weights
    assert coin["weight"] == pytest.approx(weight, abs=0.01)
    assert coin["fineness"] == pytest.approx(fineness, abs=1e-9)
    assert coin["fineWeight"] == pytest.approx(fine_weight, abs=1e-4)
    assert coin["size"] == pytest.approx(size, abs=1e-9)


def test_the_vreneli_edge_change_of_1947_is_a_separate_type():
    stars = find("switzerland", "vreneli", "20-francs-vreneli")
    lettered = find("switzerland", "vreneli", "20-francs-vreneli-lettered-edge")
    assert {issue["year"] for issue in stars["issues"]}.isdisjoint({1947, 1949})
    assert {issue["year"] for issue in lettered["issues"]} == {1947, 1949}
    assert [s["lettering"] for s in lettered["sides"] if s["side"] == "edge"] == ["AD LEGEM ANNI MCMXXXI"]


def test_the_swiss_10_francs_reverse_shows_the_cross_in_rays_not_the_shield_on_oak():
    reverse = next(s for s in find("switzerland", "vreneli", "10-francs-vreneli")["sides"] if s["side"] == "reverse")
    assert "rays" in reverse["description"] and "oak" not in reverse["description"]


LATIN_ROOTS = {"france", "switzerland", "belgium", "italy", "greece", "spain", "monaco"}


def test_the_20_lire_of_vittorio_emanuele_ii_lists_only_the_dates_and_mints_its_sources_name():
    coin = find("italy", "20-lire-vittorio-emanuele-ii", "20-lire-vittorio-emanuele-ii")
    struck = sorted((i["year"], i["mintLetter"]) for i in coin["issues"])
    # Bolaffi, Tesori: struck in every date 1861-1878 (http://tesori.bolaffi.it/?p=93); Turin is the only mint the
    # dated sources give before 1870 (Numismatica Ranieri, https://new.numismaticaranieri.it/product/marengo-20-lire-italia ;
    # GoldCoinVest; blowingpost.it; https://en.moneterare.net/italian-coin-20-lire/), so 1861-1869 are Turin.
    # Kampuspedia '20 lire' (1861 T), roetta.it (1863 T), Numismatica Ranieri (1870 R, 1873 R), Aurora on biddr
    # (1878 R, https://www.biddr.com/auctions/aurora/browse?a=3830&l=4472467)
    assert struck == [(year, "T") for year in range(1861, 1870)] + [(1870, "R"), (1873, "R"), (1878, "R")]
    # from 1870 the split between Turin, Rome and Milan rests on mint ranges alone: no Milan piece, no 1870 T,
    # no Rome year that no page names
    assert not {(1870, "T"), (1871, "R"), (1872, "M"), (1874, "R"), (1876, "R"), (1877, "R")} & set(struck)
    # the sources disagree on the 1861 mintage (3,267 or 3,427): none is carried
    assert all(i["mintage"] is None for i in coin["issues"])


def test_no_fractional_libertad_is_listed_for_2022():
    # El Universal Puebla, the Casa de Moneda's 2022 Libertad programme: a 1 oz gold coin, no 1/2, 1/4, 1/10 or 1/20 oz,
    # https://eluniversalpuebla.com.mx/economia-y-negocios/cuantas-onzas-libertad-de-plata-pura-acunara-mexico-en-2022
    assert 2022 in {i["year"] for i in find("mexico", "libertad", "libertad-1oz")["issues"]}
    for slug in ("libertad-1-2oz", "libertad-1-4oz", "libertad-1-10oz", "libertad-1-20oz"):
        assert 2022 not in {i["year"] for i in find("mexico", "libertad", slug)["issues"]}, slug
