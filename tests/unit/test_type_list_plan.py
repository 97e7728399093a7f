"""The type list is planned once, from the query alone (adapters.storage.catalogue.types.plan)."""

import pytest

from adapters.storage.catalogue.queries import ORDER_BY
from adapters.storage.catalogue.types import plan
from ports.catalogue import TypeQuery


@pytest.mark.parametrize(
    "query, labels, mint_index, kind",
    [
        (TypeQuery(q="sovereign", sort="relevance"), False, False, "relevance"),
        (TypeQuery(q="sovereign", sort="relevance", issuer="united-kingdom"), False, False, "relevance"),
        (TypeQuery(q="sovereign", sort="newest"), False, False, "filtered"),  # an explicit sort wins
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
