"""Search's words against the index's vocabularies (the index itself: search_index.py): whether the index knows
a word, and which of its words lie within a word's typo budget (rapidfuzz, optimal string alignment: a swap of
two letters is one typo); for the type list's reading of a query (types.plan) and for the issuer list's name
matches (`issuer_matches`). Vocabularies and corrections are read, or worked out, only where a word needs them,
and remembered per catalogue version.
"""

from __future__ import annotations

import typing

import orjson
from rapidfuzz import process
from rapidfuzz.distance import OSA

from adapters.storage.catalogue.memo import CountMemo
from adapters.storage.catalogue.queries import Where
from adapters.storage.db import rows
from domain import search as rules


class Vocabulary:
    """The types' vocabulary under a catalogue version, as domain.search.read asks it: whether a word is known,
    the words near one."""

    def __init__(self, counts: CountMemo, version) -> None:
        self._counts, self._version = counts, version

    def known(self, word: str) -> bool:
        return word in _type_words(self._counts, self._version).known

    def common(self, word: str) -> bool:
        """Whether the word is in more than half of the types (stored with the index: search_index.py)."""
        return word in self._counts.remembered(("common words",), self._version, _stored_common)

    def near(self, word: rules.Word) -> dict[str, int]:
        words = _type_words(self._counts, self._version).words
        return self._counts.remembered(("typos", "types", word.text), self._version, lambda: _near(word, words))


class _Words(typing.NamedTuple):
    """The index's words: in order, for rapidfuzz, and as a set."""

    words: list[str]
    known: frozenset[str]


def _type_words(counts: CountMemo, version) -> _Words:
    """The index's words that take typos (no digit in them), stored with the index (rebuild) and read once per
    catalogue version: reading them off the engine's own vocabulary (fts5vocab, ts_stat) walks the whole index,
    2 s at 100k types, and a catalogue's numbers are most of it."""
    return counts.remembered(("vocabulary",), version, _stored_words)


def _stored(key: str) -> list[str]:
    """A list of words stored with the index (search_index.rebuild), or none before it was built."""
    found = rows(f"SELECT value FROM catalogue_meta WHERE key = '{key}'")  # one of this module's two keys
    return orjson.loads(found[0][0]) if found else []


def _stored_common() -> frozenset[str]:
    return frozenset(_stored("search_common"))


def _stored_words() -> _Words:
    words = sorted(_stored("search_vocabulary"))
    return _Words(words, frozenset(words))


def _near(word: rules.Word, vocabulary_words: list[str]) -> dict[str, int]:
    budget = word.typo_budget
    return {
        other: int(distance)
        for other, distance, _ in process.extract(
            word.text, vocabulary_words, scorer=OSA.distance, score_cutoff=budget, limit=None
        )
        if other != word.text and distance <= budget
    }


# -- issuers -----------------------------------------------------------------------------------------------------


def issuer_vocabulary(counts: CountMemo, version) -> list[str]:
    return counts.remembered(("issuer vocabulary",), version, _issuer_vocabulary)


def _issuer_vocabulary() -> list[str]:
    return sorted({word for (names,) in rows("SELECT search_names FROM issuer") for word in (names or "").split()})


def issuer_words(q: str, counts: CountMemo, version) -> tuple[list[str], dict[str, dict[str, int]]]:
    """The words of an issuer search, and for each with a typo budget the issuers' words within it."""
    found = [rules.Word(text) for text in dict.fromkeys(rules.words(q)[: rules.MAX_WORDS])]
    near = _issuer_corrections(found, issuer_vocabulary(counts, version), counts, version) if found else {}
    return [word.text for word in found], near


def issuer_matches(where: Where, column: str, q: str, counts: CountMemo, version) -> None:
    """Every word of `q` starts a word of the issuer's names (`column`: space-delimited words), or is one of
    them with a typo or two (Meilisearch's budget). A LIKE that PostgreSQL serves from pg_trgm's index."""
    words, near = issuer_words(q, counts, version)
    if not words:
        where.add("1 = 0")
        return
    for word in words:
        patterns = [f"% {_like(word)}%", *(f"% {_like(other)} %" for other in sorted(near.get(word, ())))]
        where.add("(" + " OR ".join([f"{column} LIKE ? ESCAPE '\\'"] * len(patterns)) + ")", *patterns)


def _issuer_corrections(words, vocabulary_words: list[str], counts: CountMemo, version) -> dict[str, dict[str, int]]:
    """For each word with a typo budget, the issuers' words within it (domain.search.Word.typo_budget),
    remembered per catalogue version."""
    found = {}
    for word in words:
        if word.typo_budget:
            found[word.text] = counts.remembered(
                ("typos", "issuers", word.text), version, lambda word=word: _near(word, vocabulary_words)
            )
    return found


def _like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
