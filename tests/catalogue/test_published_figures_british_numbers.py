"""Catalogue numbers of the British world's gold (issue 41: Krause and Spink numbers on the region's types), pinned
against the pages named above each row.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import pinned_references

UK = "united-kingdom"

# root, series, type, the numbers read (Krause first)
REFERENCES = [
    # Baldwin's, 1826 George IV gold proof five pounds: 'George IV, proof five pounds, 1826, SEPTIMO, bare head left,
    # reverse crowned shield of arms over ermine mantle (S.3797; W&R.213 [R3])'
    # https://www.baldwin.co.uk/product/1826-george-iv-gold-proof-five-pounds/
    (UK, "five-pounds", "five-pounds-george-iv", ["S. 3797"]),
    # Museums Victoria, item 81055: gold 2 Pounds 1823, George IV, bare head left, St George reverse, edge DECUS ET
    # TUTAMEN ANNO REGNI IV; 'References: Skingley, Philip. 2007. Coins of England and the United Kingdom., Spink 3798'
    # https://collections.museumsvictoria.com.au/items/81055
    (UK, "two-pounds", "two-pounds-george-iv", ["S. 3798"]),
    # coin-brothers, 1/2 Sovereign 1998-2015 (fourth crowned portrait): 'Sp# SB4, KM# 1001 (1998-2008): Engraver's
    # initials in exergue; Sp# SB7, KM# 1001.1 (2009-2010): No engraver's initials in exergue; Sp# SB7A, KM# 1001.1
    # (2011-2015): Modified reverse'  https://coin-brothers.com/catalog/coin5811
    (UK, "half-sovereign", "half-sovereign-elizabeth-ii-fourth-portrait", ["KM# 1001", "KM# 1001.1"]),
    # Goldberg, sale 46 lot 447: 'Great Britain. Proof "Una & the Lion" Gold Five Pounds, 1839. S-3851; Fr-386; KM-742'
    # http://images.goldbergauctions.com/php/lot_auc.php?site=1&sale=46&lot=447&lang=1
    # Bonhams, sale 21037 lot 1007: 'Great Britain, Victoria, Una and the Lion Gold Five Pounds, 1839 ... S-3851; Fr-386;
    # KM-742'  http://www.bonhams.com/auctions/21037/lot/1007/
    (UK, "five-pounds", "five-pounds-victoria-una-and-the-lion", ["KM# 742", "S. 3851"]),
]


test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)
