import pytest

from domain.catalogue import MintRef, Picture
from domain.hierarchy import TypeFacts, lead_type, representative_picture, root_of, stats_of, subtree
from domain.labels import TROY_OUNCE_GRAMS, melt_value, purity_label, size_label
from domain.paging import PageRequest, page_of


@pytest.mark.parametrize(
    "grams, label",
    [
        (31.1035, "1oz"),
        (TROY_OUNCE_GRAMS * 1.0099, "1oz"),
        (TROY_OUNCE_GRAMS * 0.9901, "1oz"),
        (TROY_OUNCE_GRAMS * 1.0101, "other"),
        (TROY_OUNCE_GRAMS * 0.9899, "other"),
        (15.552, "1/2oz"),
        (7.776, "1/4oz"),
        (6.2207, "1/5oz"),
        (3.1104, "1/10oz"),
        (1.5552, "1/20oz"),
        (1.2441, "1/25oz"),
        (0.622, "1/50oz"),
        (7.3224, "other"),
        (30.0 * 0.999, "other"),
        (None, "other"),
    ],
)
def test_the_size_label_is_the_troy_ounce_fraction_within_one_percent(grams, label):
    assert size_label(grams) == label


@pytest.mark.parametrize(
    "fineness, label",
    [
        (0.9999, "24k"),
        (1.0, "24k"),
        (0.99999, "24k"),
        (0.999, "other"),
        (0.9998, "other"),
        (0.9167, "22k"),
        (0.9166, "22k"),
        (0.917, "22k"),  # crown gold published rounded to three places (DECISIONS: 0.916-0.917)
        (0.916, "22k"),
        (0.9159, "other"),
        (0.9171, "other"),
        (0.9, "other"),
        (None, "other"),
    ],
)
def test_the_purity_label_tells_four_nines_from_three_and_crown_gold(fineness, label):
    assert purity_label(fineness) == label


def test_melt_value_is_fine_weight_at_spot():
    assert melt_value(31.1035, 80.0) == pytest.approx(2488.28)


def facts(id, fine_weight, min_year=None, max_year=None, size=None, fineness=0.9, mints=(), obverse=None):
    return TypeFacts(
        id=id,
        fine_weight=fine_weight,
        fineness=fineness,
        size=size,
        min_year=min_year,
        max_year=max_year,
        mints=mints,
        obverse=obverse,
    )


def test_the_lead_type_is_the_heaviest_then_the_earliest_then_the_lowest_id():
    assert lead_type([facts(1, 7.0), facts(2, 31.1)]).id == 2
    assert lead_type([facts(5, 7.0, 1900), facts(4, 7.0, 1880)]).id == 4
    assert lead_type([facts(9, 7.0, 1880), facts(8, 7.0, 1880)]).id == 8
    assert lead_type([facts(3, 7.0, None), facts(7, 7.0, 1990)]).id == 7
    assert lead_type([]) is None


def test_the_representative_picture_is_the_obverse_of_the_largest_series_lead():
    face = Picture(id="1", url="u", side="obverse")
    small = [facts(1, 31.1, obverse=Picture(id="9", url="v", side="obverse"))]
    large = [facts(2, 7.0, obverse=face), facts(3, 3.5)]
    assert representative_picture([small, large]) == face
    assert representative_picture([]) is None


def test_stats_over_types_still_being_struck_have_an_open_end():
    berlin = MintRef(id="1", name="Berlin", slug="berlin", letter="A")
    stats = stats_of([facts(1, 31.1035, 1967, None, 32.77, 0.9167, (berlin,)), facts(2, 3.1104, 1980, 2000, 16.5)])
    assert (stats.year_range.min, stats.year_range.max) == (1967, None)
    assert (stats.size_range.min, stats.size_range.max) == (16.5, 32.77)
    assert stats.finenesses == (0.9167, 0.9)
    assert stats.weight_classes == ("1oz", "1/10oz")
    assert stats.mints == (berlin,)


def test_stats_of_no_types_are_null_and_empty():
    stats = stats_of([])
    assert stats.year_range.min is None and stats.fine_weight_range.max is None
    assert stats.finenesses == () and stats.weight_classes == () and stats.mints == ()


def test_the_root_and_subtree_of_an_issuer_tree():
    parent_of = {"prussia": "empire", "empire": "germany", "germany": None}
    assert root_of("prussia", parent_of) == "germany"
    children = {"germany": ["empire"], "empire": ["prussia", "bavaria"]}
    assert subtree("germany", children) == ["germany", "empire", "prussia", "bavaria"]
    with pytest.raises(ValueError):
        root_of("a", {"a": "b", "b": "a"})


@pytest.mark.parametrize("total, size, pages", [(0, 24, 0), (1, 24, 1), (24, 24, 1), (25, 24, 2)])
def test_total_pages_is_the_ceiling_and_zero_when_empty(total, size, pages):
    assert page_of([], PageRequest(1, size), total).total_pages == pages


def test_the_issuer_that_matched_is_the_one_holding_most_words_nearest_the_top():
    from domain.catalogue import Ref
    from domain.hierarchy import NamedIssuer, matched_in_tree

    def named(issuer_id, *words):  # its place in the tree is told by `children` below
        return NamedIssuer(ref=Ref(id=str(issuer_id), name=" ".join(words), slug=f"i{issuer_id}"), words=words)

    issuers = {
        1: named(1, "germany", "deutschland"),
        2: named(2, "german", "empire"),
        3: named(3, "kingdom", "of", "prussia"),
        4: named(4, "prussia", "west"),
    }
    children = {1: [2], 2: [3, 4]}
    assert matched_in_tree(1, issuers, children, ["deutsch"], {}).slug == "i1"  # its own name: itself
    assert matched_in_tree(1, issuers, children, ["prussia"], {}).slug == "i3"  # two hold it: the first in order
    assert matched_in_tree(1, issuers, children, ["prussia", "west"], {}).slug == "i4"  # the one holding both
    assert matched_in_tree(1, issuers, children, ["germ"], {}).slug == "i1"  # two levels hold it: the top
    assert matched_in_tree(2, issuers, children, ["prusia"], {"prusia": {"prussia"}}).slug == "i3"  # a typo
