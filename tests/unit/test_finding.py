"""A search's steps (domain.finding): common words never outrank a word that names the coin, and every page says
how well its items match the query's distinctive terms."""

import types

from domain import finding, ranking, search
from domain.paging import PageRequest


def document(row_id, title, other="", weight=8.0):
    return ranking.Document.of(
        row_id,
        search.field_text(title),
        "",
        search.field_text(other),
        search.sort_title(title),
        None,
        None,
        "",
        weight,
        weight,
        None,
    )


class Index:
    """An index over `documents`, its common words by their document frequencies, as a store's."""

    def __init__(self, documents):
        self.documents = documents
        counts = {}
        for d in documents:
            for word in set(d.words()):
                counts[word] = counts.get(word, 0) + 1
        self.words = set(counts)
        self.common_words = {word for word, n in counts.items() if 2 * n > len(documents)}

    def known(self, word):
        return word in self.words

    def common(self, word):
        return word in self.common_words

    def near(self, word):
        return {
            other: 1 for other in self.words if word.typo_budget and other != word.text and other[:-1] == word.text[:-1]
        }

    def candidates(self, reading, distinctive):
        return self.documents

    def remembered(self, key, rank):
        return rank()

    def entries(self, ids, page, order):
        return [types.SimpleNamespace(id=str(type_id)) for type_id in ids]


DOCUMENTS = [
    document(1, "100 Euro Old Town of Regensburg", "germany gold"),
    document(5, "Panda 1982 1oz (no face value)", "china gold"),
    document(2, "Sovereign Victoria", "united kingdom british gold"),
    document(3, "Half sovereign Victoria", "united kingdom british gold", weight=4.0),
    document(4, "20 Mark Wilhelm II", "germany prussia gold"),
]


def ids(page):
    return [int(item.id) for item in page.data]


def test_an_everyday_word_never_outranks_a_word_that_names_the_coin():
    found = finding.find("old British gold coin", PageRequest(1, 10), Index(DOCUMENTS))
    assert ids(found)[:2] == [2, 3]  # `old` is in the Regensburg coin's title, but says nothing of the coin
    assert (found.match.terms, found.match.best) == (1, 1)  # british: old, gold and coin are common
    assert found.match.items[:2] == (1, 1) and found.match.items[-1] == 0


def test_the_words_of_a_question_about_price_never_outrank_the_coin_named():
    found = finding.find("gold sovereign value", PageRequest(1, 10), Index(DOCUMENTS))
    assert ids(found)[:2] == [2, 3]  # `value` is in the Panda's title, but the question is what a sovereign is worth
    assert (found.match.terms, found.match.best) == (1, 1)
    worth = finding.find("how much is a sovereign worth", PageRequest(1, 10), Index(DOCUMENTS))
    assert ids(worth) == [2, 3] and worth.match.terms == 1


def test_a_query_whose_distinctive_words_match_nothing_says_so():
    found = finding.find("somalia elephant gold", PageRequest(1, 10), Index(DOCUMENTS))
    assert found.total == 5  # `gold` holds every coin: related at best
    assert (found.match.terms, found.match.best, set(found.match.items)) == (2, 0, {0})


def test_a_page_of_a_ranking_carries_its_own_items_counts():
    whole = finding.find("sovereign prussia", PageRequest(1, 10), Index(DOCUMENTS))
    second = finding.find("sovereign prussia", PageRequest(2, 1), Index(DOCUMENTS))
    assert (whole.match.terms, whole.match.best) == (2, 1)
    assert second.match.items == whole.match.items[1:2] and ids(second) == ids(whole)[1:2]


def test_everyday_words_are_kept_as_the_index_keeps_words():
    assert {"coin", "old", "munze", "moneta", "piece"} <= search.EVERYDAY
    assert "sovereign" not in search.EVERYDAY and "real" not in search.EVERYDAY  # a currency's name names coins
