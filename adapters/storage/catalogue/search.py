"""Search answered on the databases' own engines: a query read against the index's vocabulary, its candidates,
and their relevance order (the index itself: search_index.py).

The engine finds the candidates: every type holding one of the query's words (or, when no word matches,
the types of the years, sizes and face values it names), at most MAX_HITS of them, the types matching the
most terms first. domain.search ranks them, the same on both databases. Typos are corrected against the
index's vocabulary, kept with it, with rapidfuzz (optimal string alignment: a swap of two letters is one typo).
"""

from __future__ import annotations

import array
import typing

import orjson
from rapidfuzz import process
from rapidfuzz.distance import OSA

from adapters.storage.catalogue.queries import CountMemo, Where, on_postgres, rows
from domain import search as rules
from domain.labels import SIZE_TOLERANCE

# Meilisearch's pagination.maxTotalHits: a relevance order ranks the best MAX_HITS matches, and that is its
# total; sorting by a field lists every match
MAX_HITS = 1000
COMMON = 20 * MAX_HITS  # a word in at least this many types is read off the tie-break's index (_common)
DOCUMENT_COLUMNS = (
    "s.id, s.title_words, s.alias_words, s.other_words, s.sort_title, s.min_year, s.max_year, s.issue_years, "
    "s.fine_weight, s.weight, s.value_numeric"
)


def understood(q: str, counts: CountMemo, version) -> rules.Reading:
    """`q` read against the types' vocabulary (domain.search.read), which is read, and each word's typos
    worked out, only where a word needs them, and remembered per catalogue version."""
    lookups = _Lookups(counts, version)
    return rules.read(q, lookups.known, lookups.near)


class _Lookups:
    """The types' vocabulary as domain.search.read asks it: whether a word is known, the words near one."""

    def __init__(self, counts: CountMemo, version) -> None:
        self._counts, self._version = counts, version

    def known(self, word: str) -> bool:
        return word in vocabulary(self._counts, self._version).known

    def near(self, word: rules.Word) -> dict[str, int]:
        words = vocabulary(self._counts, self._version).words
        return self._counts.remembered(("typos", "types", word.text), self._version, lambda: _near(word, words))


class Vocabulary(typing.NamedTuple):
    """The index's words: in order, for rapidfuzz, and as a set."""

    words: list[str]
    known: frozenset[str]


def vocabulary(counts: CountMemo, version) -> Vocabulary:
    """The index's words that take typos (no digit in them), stored with the index (rebuild) and read once per
    catalogue version: reading them off the engine's own vocabulary (fts5vocab, ts_stat) walks the whole index,
    2 s at 100k types, and a catalogue's numbers are most of it."""
    return counts.remembered(("vocabulary",), version, _vocabulary)


def _vocabulary() -> Vocabulary:
    found = rows("SELECT value FROM catalogue_meta WHERE key = 'search_vocabulary'")
    words = sorted(orjson.loads(found[0][0])) if found else []
    return Vocabulary(words, frozenset(words))


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


def _near(word: rules.Word, vocabulary_words: list[str]) -> dict[str, int]:
    budget = word.typo_budget
    return {
        other: int(distance)
        for other, distance, _ in process.extract(
            word.text, vocabulary_words, scorer=OSA.distance, score_cutoff=budget, limit=None
        )
        if other != word.text and distance <= budget
    }


def _fts_term(word: rules.Word, near: typing.Mapping[str, int]) -> str:
    alternatives = [f'"{word.text}"', *(f'"{other}"' for other in sorted(near))]
    if word.prefix:
        alternatives.append(f'"{word.text}"*')
    return "(" + " OR ".join(alternatives) + ")"


def _ts_term(word: rules.Word, near: typing.Mapping[str, int]) -> str:
    alternatives = [f"'{word.text}'", *(f"'{other}'" for other in sorted(near))]
    if word.prefix:
        alternatives.append(f"'{word.text}':*")
    return "(" + " | ".join(alternatives) + ")"


def holding(expression: str, owner: str) -> tuple[str, str]:
    """The condition that the type whose id is `owner` holds the words of an engine `expression` (one
    parameter): FTS5 MATCH text on SQLite, tsquery text on PostgreSQL; and the expression's text."""
    if on_postgres():
        return f"{owner} IN (SELECT id FROM type_search WHERE document @@ to_tsquery('simple', ?))", expression
    return f"{owner} IN (SELECT rowid FROM type_search_fts WHERE type_search_fts MATCH ?)", expression


def term_expression(word: rules.Word, near: typing.Mapping[str, int]) -> str:
    return _ts_term(word, near) if on_postgres() else _fts_term(word, near)


def any_expression(terms: list[str]) -> str:
    return (" | " if on_postgres() else " OR ").join(terms)


def criteria(query: rules.Query, owner: str = "s") -> list[tuple[str, list]]:
    """Each year, size and face value of the query as a condition over type_search `owner`, with its
    parameters; the same text on both databases, and the same test as domain.search.Document's."""
    found = []
    for year in query.years:
        found.append(
            (
                f"(({owner}.min_year <= ? AND coalesce({owner}.max_year, ?) >= ?) "
                f"OR (' ' || {owner}.issue_years || ' ') LIKE ?)",
                [year, rules.YEARS[1], year, f"% {year} %"],
            )
        )
    for size in query.sizes:
        low, high = size.grams * (1 - SIZE_TOLERANCE), size.grams * (1 + SIZE_TOLERANCE)
        found.append(
            (f"({owner}.fine_weight BETWEEN ? AND ? OR {owner}.weight BETWEEN ? AND ?)", [low, high, low, high])
        )
    for value in query.values:
        unit = "%" if value.unit is None else f"% {value.unit} %"
        found.append(
            (
                f"({owner}.value_numeric = ? AND "
                f"(' ' || {owner}.other_words || ' ' || {owner}.title_words || ' ') LIKE ?)",
                [value.number, unit],
            )
        )
    return found


def where_all(reading: rules.Reading, where: Where, owner: str = "t.id") -> None:
    """Every term of the query read matches the type whose id is `owner` (a search under an explicit sort)."""
    query, near = reading.query, reading.corrections
    if query.empty:
        where.add("1 = 0")
        return
    for word in query.words:
        condition, expression = holding(term_expression(word, near.get(word.text, {})), owner)
        where.add(condition, expression)
    for condition, params in criteria(query, "ts"):
        where.add(f"{owner} IN (SELECT ts.id FROM type_search ts WHERE {condition})", *params)


def ranked_ids(reading: rules.Reading, filters: Where, filtered: bool) -> array.array:
    """The ids of the query's best MAX_HITS matches among the types `filters` keeps (over coin_type `t`),
    best first: the engine's candidates, ranked by domain.search."""
    query, near = reading.query, reading.corrections
    if query.empty:
        return array.array("q")
    terms = [term_expression(word, near.get(word.text, {})) for word in query.words]
    conditions = criteria(query)
    documents = _candidates(terms, conditions, filters, filtered)
    return array.array("q", rules.ranked(query, near, (rules.Document.of(*row) for row in documents)))


def _candidates(terms: list[str], conditions: list, filters: Where, filtered: bool) -> list:
    """The documents of the types holding any of `terms` or meeting any of `conditions` (over type_search `s`:
    each arm of the candidates' union is a subquery over its own `s`), at most MAX_HITS of them: those matching the most terms first, then as
    domain.search breaks ties (years struck, weight, title, id; the type_search_rank index's order, so a lone
    word in most types reads its first thousand off that index)."""
    arms, params, matched, matched_params = [], [], [], []
    for term in terms:
        one, expression = holding(term, "s.id")
        matched.append(f"(CASE WHEN {one} THEN 1 ELSE 0 END)")
        matched_params.append(expression)
    if terms:
        condition, expression = holding(any_expression(terms), "s.id")
        arms.append((f"SELECT s.id FROM type_search s WHERE {condition}", [expression]))
    for condition, values in conditions:
        arms.append((f"SELECT s.id FROM type_search s WHERE {condition}", values))
        matched.append(f"(CASE WHEN {condition} THEN 1 ELSE 0 END)")
        matched_params.extend(values)
    source = "type_search s"
    if len(terms) == 1 and not conditions:  # one term: every candidate matches it, no count to order by
        condition, expression = holding(terms[0], "s.id")
        where, params, matched, matched_params = [condition], [expression], [], []
        if not on_postgres() and _common(terms[0]):  # walk the tie-break's index, stop at the thousandth
            source = "type_search s INDEXED BY type_search_rank"
    else:
        where = [f"s.id IN ({' UNION '.join(arm for arm, _ in arms)})"]
        params = [value for _, values in arms for value in values]
    if filtered:
        source += " JOIN coin_type t ON t.id = s.id"
        where.append(filters.sql()[len(" WHERE ") :])
        params.extend(filters.params)
    most = f"{' + '.join(matched)} DESC, " if matched else ""
    statement = (
        f"SELECT {DOCUMENT_COLUMNS} FROM {source} WHERE {' AND '.join(where)} "
        f"ORDER BY {most}s.years_struck DESC, s.weight DESC, s.sort_title, s.id LIMIT ?"
    )
    return rows(statement, [*params, *matched_params, MAX_HITS])


def _common(expression: str) -> bool:
    """Whether an FTS5 expression matches at least COMMON types (counted up to there, off its doclists): then
    its best MAX_HITS lie early in the tie-break's order, and walking that index beats sorting every match
    (`km` in all 100k types: 180 → 10 ms; a rare word walks the whole index instead: 30 ms)."""
    found = rows(
        "SELECT count(*) FROM (SELECT rowid FROM type_search_fts WHERE type_search_fts MATCH ? LIMIT ?)",
        [expression, COMMON],
    )
    return found[0][0] >= COMMON


# -- issuers -----------------------------------------------------------------------------------------------------


def issuer_vocabulary(counts: CountMemo, version) -> list[str]:
    return counts.remembered(("issuer vocabulary",), version, _issuer_vocabulary)


def _issuer_vocabulary() -> list[str]:
    return sorted({word for (names,) in rows("SELECT search_names FROM issuer") for word in (names or "").split()})


def issuer_matches(where: Where, column: str, q: str, counts: CountMemo, version) -> None:
    """Every word of `q` starts a word of the issuer's names (`column`: space-delimited words), or is one of
    them with a typo or two (Meilisearch's budget). A LIKE that PostgreSQL serves from pg_trgm's index."""
    found = [rules.Word(text) for text in dict.fromkeys(rules.words(q)[: rules.MAX_WORDS])]
    if not found:
        where.add("1 = 0")
        return
    near = _issuer_corrections(found, issuer_vocabulary(counts, version), counts, version)
    for word in found:
        patterns = [f"% {_like(word.text)}%", *(f"% {_like(other)} %" for other in sorted(near.get(word.text, ())))]
        where.add("(" + " OR ".join([f"{column} LIKE ? ESCAPE '\\'"] * len(patterns)) + ")", *patterns)


def _like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
