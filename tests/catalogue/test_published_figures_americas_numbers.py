"""Issue 39, depth of the Americas: standard catalogue numbers (Krause, then Friedberg) read for the region's types,
pinned to the pages they were read from.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find

# root, series, type, references exactly as the type carries them
NUMBERS = [
    # cgb.fr VSO 09 no. v09_2151, Venezuela 20 bolivares or 1912 (law of 31 March 1879): "N° dans les ouvrages de
    # référence : KM./WC.2032 - F.5"; the Friedberg number is entered, the garbled Krause one is not.
    # https://vso.cgb.fr/v09/fr/monnaies60d3.html
    ("venezuela", "gold-bolivares", "20-bolivares", ["Fr. 5"]),
]


@pytest.mark.parametrize("root, series_slug, slug, references", NUMBERS, ids=[row[2] for row in NUMBERS])
def test_americas_types_carry_their_published_catalogue_numbers(root, series_slug, slug, references):
    coin = find(root, series_slug, slug)
    assert coin["references"] == references
    assert any("references" in source["covers"] for source in coin["sources"])
