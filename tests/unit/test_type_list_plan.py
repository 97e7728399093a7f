"""The type list is planned once, in one step: its order and index from the query alone
(adapters.storage.catalogue.types.plan); a search's words are domain.finding's."""

import pytest

from adapters.storage.catalogue.queries import ORDER_BY
from adapters.storage.catalogue.types import _walk, plan
from domain.paging import PageRequest
from ports.catalogue import TypeQuery


@pytest.mark.parametrize(
    "query, labels, mint_index, kind",
    [
        (TypeQuery(q="sovereign", sort="relevance"), False, False, "relevance"),
        (TypeQuery(q="sovereign", sort="relevance", issuer="united-kingdom"), False, False, "relevance"),
        (TypeQuery(q="sovereign", sort="newest"), False, False, "matched"),  # the same matches, in the sort order
        (TypeQuery(sort="relevance"), False, False, "filtered"),  # no words: the title order
        (TypeQuery(mint="berlin"), False, True, "mint"),
        (TypeQuery(mint="berlin"), False, False, "filtered"),  # the mint index not filled for this version
        (TypeQuery(mint="berlin", purity="22k"), False, True, "filtered"),
        (TypeQuery(issuer="germany", sort="weight_desc"), False, False, "indexed"),
        (TypeQuery(size="1oz"), True, False, "indexed"),
        (TypeQuery(size="1oz"), False, False, "filtered"),  # labels stored by other code: the weights
    ],
)
def test_a_query_has_one_plan(query, labels, mint_index, kind):
    chosen = plan(query, labels, mint_index)
    assert chosen.kind == kind
    expected = "title_asc" if query.sort == "relevance" else query.sort
    assert chosen.order == ORDER_BY[expected]
    assert chosen.filters.q is None


@pytest.mark.parametrize(
    "total, everything, scan",
    [
        (100, 100_000, None),  # few matches: sorting them beats walking the sort order
        (10_000, 100_000, 10_000),  # many: the walk may go on up to as many rows as there are matches
        (2_000, 100_000, 4_800),  # fewer: four times their even share of the sort order, 4 × 24 × 100,000 / 2,000
    ],
)
def test_a_first_page_among_many_matches_walks_a_bounded_prefix_of_the_sort_order(total, everything, scan):
    assert _walk(PageRequest(1, 24), total, everything) == scan
