"""What a query means and how matches are ordered (domain.search): pure rules, no database."""

import pytest

from domain import ranking, search
from domain.labels import TROY_OUNCE_GRAMS


def words(q):
    return [word.text for word in search.understand(q).words]


@pytest.mark.parametrize(
    "q, expected",
    [
        ("Napoléon", ["napoleon"]),  # accents and case folded
        ("20 Lire", ["20", "lira"]),  # plural and singular of a denomination are one word
        ("kronen", ["krone"]),
        ("sovereigns", ["sovereign"]),
        ("St. Gaudens", ["saint", "gauden"]),  # st is saint
        ("ten dollar", ["10", "dollar"]),  # a number in words is its digits
        ("KM# 73", ["km73"]),  # a catalogue number, with or without '#', the space ...
        ("km73", ["km73"]),
        ("KM 9.1", ["km9x1"]),  # ... and with its sub-number
        ("Louis Paris", ["louis", "paris"]),  # no plural to drop
        ("熊猫金币", ["熊猫", "猫金", "金币"]),  # a run of CJK characters: its pairs of neighbours (issue 44)
        ("金貨", ["金貨"]),  # a pair is itself
    ],
)
def test_the_words_of_a_query(q, expected):
    assert words(q) == expected


def test_a_name_in_cjk_is_indexed_as_its_pairs_so_a_word_inside_it_is_found():
    indexed = search.words("新20円金貨")  # the Meiji 20 yen's alias: no space between its words
    assert indexed == ["新", "20", "円金", "金貨"] and words("金貨")[0] in indexed
    assert search.words("Vreneli") == ["vreneli"]  # other scripts as before


def test_a_year_a_size_and_a_face_value_are_understood_not_matched_as_words():
    query = search.understand("sovereign 1911")
    assert (words("sovereign 1911"), query.years) == (["sovereign"], (1911,))
    assert search.understand("1650").years == () and words("1650") == ["1650"]  # outside 1700-2100: a word
    for q, grams in [
        ("quarter ounce maple leaf", TROY_OUNCE_GRAMS / 4),
        ("tenth ounce", TROY_OUNCE_GRAMS / 10),
        ("half oz", TROY_OUNCE_GRAMS / 2),
        ("1oz kangaroo", TROY_OUNCE_GRAMS),
        ("1/10 oz", TROY_OUNCE_GRAMS / 10),
        ("30g panda", 30.0),
        ("30 gram", 30.0),
    ]:
        assert [round(size.grams, 4) for size in search.understand(q).sizes] == [round(grams, 4)], q
    assert search.understand("quarter eagle").sizes == ()  # a coin's name, not a size
    assert search.understand("$20 liberty").values == (search.Value(20.0, "dollar"),)
    assert search.understand("£5").values == (search.Value(5.0, "pound"),)
    assert search.understand("$2.5 indian").values == (search.Value(2.5, "dollar"),)


@pytest.mark.parametrize(
    "word, budget", [("sov", 0), ("eagle", 1), ("sovereign", 2), ("krugerrand", 2), ("1911", 0), ("km73", 0)]
)
def test_typo_budgets_are_meilisearchs_and_never_on_numbers(word, budget):
    assert search.Word(word).typo_budget == budget


def test_only_the_last_word_of_two_characters_or_more_is_also_a_prefix():
    assert [w.prefix for w in search.understand("haakon vi").words] == [False, True]
    assert [w.prefix for w in search.understand("haakon v").words] == [False, False]  # a numeral, not a start
    assert [w.prefix for w in search.understand("wilhelm 20").words] == [False, False]  # never a number


def document(
    row_id, title, aliases=(), other="", weight=8.0, years=(None, None), issue_years="", mintage=0, mints="", design=""
):
    return ranking.Document.of(
        row_id,
        search.field_text(title),
        search.ALIAS_BREAK.join(search.field_text(a) for a in aliases),
        search.PART_BREAK.join(search.field_text(text) for text in (other, mints, design)),
        search.sort_title(title),
        *years,
        issue_years,
        weight,
        weight,
        None,
        mintage,
    )


def ranked(q, documents, near=None):
    return ranking.ranked(search.understand(q), near or {}, documents)


def test_a_title_starting_with_the_words_typed_ranks_above_one_merely_holding_them():
    documents = [document(1, "Half Sovereign George V", weight=4), document(2, "Sovereign George V", weight=8)]
    assert ranked("sovereign", documents) == [2, 1]
    assert ranked("half sovereign", documents) == [1, 2]  # more of the words matched comes first


def test_an_exact_match_ranks_above_a_corrected_one_and_a_word_nobody_has_does_not_zero_the_search():
    documents = [document(1, "Vreneli 20 Francs"), document(2, "Vrenelli Medal")]
    near = {"vrenelli": {"vreneli": 1}}
    assert ranked("vrenelli", documents, near) == [2, 1]
    assert ranked("vreneli zzzzz", documents) == [1]


def test_title_before_alias_before_other_names_and_a_name_equal_to_the_query_first():
    documents = [
        document(1, "20 Francs Génie", aliases=["Napoléon"], weight=6.45),
        document(2, "100 Francs Napoleon III", weight=32.26),
        document(3, "Some Medal", other="Napoleon Bonaparte", weight=40),
    ]
    assert ranked("napoleon", documents) == [1, 2, 3]


def test_where_a_distinctive_word_matched_a_common_word_does_not_decide_the_attribute():
    # the common word sits in the first one's title; the distinctive word in the second one's alias
    titled = document(1, "Gold Pond", other="African Republic", weight=7.99)
    named = document(2, "Pond", aliases=["African", "Gold"], weight=7.99)
    query = search.understand("african gold")
    assert ranking.ranked(query, {}, [titled, named], distinctive={"african"}) == [2, 1]
    # with every word counted alike (no distinctive words known), the best place of any word decides
    assert ranking.ranked(query, {}, [titled, named]) == [1, 2]


def test_a_words_place_among_the_other_names_does_not_decide_but_a_sides_word_ranks_below_them():
    # `French` early in a protectorate's name and late among France's other names: the coin struck in millions first
    protectorate = document(1, "20 Francs Ali III", other="French Protectorate of Tunisia Tunisia", mintage=400_000)
    france = document(2, "20 Francs Genie", other="Third Republic France Frankreich French", mintage=86_000_000)
    assert ranked("french", [protectorate, france]) == [2, 1]
    # a word of a side's description ranks below the same word among the other names, and a mint's name between
    described = document(3, "20 Francs Marianne", other="France", design="French cockerel", mintage=10**9)
    assert ranked("french", [described, protectorate]) == [1, 3]
    struck = document(4, "5 Pounds 1966", other="Rhodesia", mints="South African Mint", mintage=3000)
    union = document(5, "Pound George V", other="South African Union")
    assert ranked("south african pound", [struck, union]) == [5, 4]


def test_words_close_together_and_in_order_rank_first():
    documents = [document(1, "Maple Gold Leaf"), document(2, "Maple Leaf"), document(3, "Leaf Maple")]
    assert ranked("maple leaf", documents) == [2, 3, 1]


def test_years_sizes_and_face_values_count_as_terms():
    struck = document(1, "Sovereign George V", years=(1911, 1932))
    older = document(2, "Sovereign Victoria", years=(1838, 1901))
    listed = document(3, "Sovereign Edward", years=(None, None), issue_years="1902 1911")
    assert ranked("sovereign 1911", [older, struck, listed]) == [3, 1, 2]


def test_ties_go_to_the_coin_struck_in_more_years():
    common = document(1, "20 Francs Vreneli", weight=6.45, issue_years="1897 1898 1899 1900")
    rare = document(2, "100 Francs Vreneli", weight=32.26, issue_years="1925")
    assert ranked("vreneli", [rare, common]) == [1, 2]


def test_ties_go_to_the_heavier_coin_then_title_then_id():
    documents = [document(3, "Panda 1 g", weight=1), document(1, "Panda 1 oz", weight=31.1), document(2, "Panda 1 oz")]
    documents[2] = document(2, "Panda 1 oz", weight=31.1)
    assert ranked("panda", documents) == [1, 2, 3]


def test_a_word_the_index_lacks_that_is_two_it_knows_is_read_as_both():
    known = {"maple", "leaf"}.__contains__
    respelled = search.respelled(search.understand("mapleleaf"), known, {})
    assert [w.text for w in respelled.words] == ["maple", "leaf"]
    corrected = search.respelled(
        search.understand("krugerand"), {"kruger", "and"}.__contains__, {"krugerand": {"x": 1}}
    )
    assert [w.text for w in corrected.words] == ["krugerand"]  # a typo of a known word is not split


def test_a_query_is_read_against_the_vocabulary_asking_only_what_a_rule_needs():
    asked = []

    def near(word):
        asked.append(word.text)
        return {"sovereign": 1} if word.text == "soverign" else {}

    vocabulary = {"sovereign", "maple", "leaf"}
    reading = search.read("soverign mapleleaf 1911", vocabulary.__contains__, near)
    assert [w.text for w in reading.query.words] == ["soverign", "maple", "leaf"] and reading.query.years == (1911,)
    assert reading.corrections == {"soverign": {"sovereign": 1}, "maple": {}}  # leaf: four letters, no typo
    assert asked == ["soverign", "mapleleaf", "soverign", "maple"]  # again for the words read anew

    def nothing(_):
        raise AssertionError("no word needs the vocabulary")

    assert search.read("km 18 1/4 oz", nothing, nothing).corrections == {}
