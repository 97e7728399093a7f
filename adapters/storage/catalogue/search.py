"""Search on the databases' own engines: the type index, the candidates of a query, and their relevance order.

`type_search` holds one row per type: the words of its title, its aliases and its other names (series,
issuers, ruler, face value, catalogue numbers) as domain.search.words leaves them, and what ranking reads
(years, gold content, face value, the sort title). It is rebuilt whole when the catalogue changes
(derived.refresh) and indexed by each database's engine:

- SQLite: FTS5 (`type_search_fts`, external content over type_search, with prefix indexes);
- PostgreSQL: a tsvector column (`document`, the 'simple' configuration: the words are already normalised)
  under a GIN index. Issuer names are found through pg_trgm's GIN indexes.

The engine finds the candidates: every type holding one of the query's words (or, when no word matches,
the types of the years, sizes and face values it names), at most MAX_HITS of them, the types matching the
most terms first. domain.search ranks them, the same on both databases. Typos are corrected against the
index's vocabulary, kept with it, with rapidfuzz (optimal string alignment: a swap of two letters is one typo).
"""

from __future__ import annotations

import array
import collections
import json
import typing

import orjson
from rapidfuzz import process
from rapidfuzz.distance import OSA

from adapters.storage.catalogue.queries import CountMemo, Where, dialect, execute, on_postgres, rows
from domain import search as rules
from domain.labels import SIZE_TOLERANCE

# Meilisearch's pagination.maxTotalHits: a relevance order ranks the best MAX_HITS matches, and that is its
# total; sorting by a field lists every match
MAX_HITS = 1000
# what the index's rows are made by: a change to domain.search.words or to what is indexed changes this,
# and `goldcoins db upgrade` (derived.refresh) rebuilds the index
INDEX_VERSION = "search-6"
BATCH = 500
COMMON = 20 * MAX_HITS  # a word in at least this many types is read off the tie-break's index (_common)
DOCUMENT_COLUMNS = (
    "s.id, s.title_words, s.alias_words, s.other_words, s.sort_title, s.min_year, s.max_year, s.issue_years, "
    "s.fine_weight, s.weight, s.value_numeric"
)
SEARCH_ROWS = (
    'SELECT t.id, t.title, t.aliases, sr.aliases, sr.name, t.issuer_id, sr.issuer_id, t.ruler, t."value", '
    't.currency, t."references", t.external_catalogue_id, t.commemorated_topic, t.min_year, t.max_year, '
    "t.fine_weight, t.weight, t.value_numeric FROM coin_type t JOIN series sr ON sr.id = t.series_id"
)
INSERT = (
    "INSERT INTO type_search (id, title_words, alias_words, other_words, sort_title, min_year, max_year, "
    "issue_years, years_struck, fine_weight, weight, value_numeric) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


# -- building the index ---------------------------------------------------------------------------------------


def stale() -> bool:
    """Whether the index was built by other code than this (or never), while there are types to index."""
    found = rows("SELECT value FROM catalogue_meta WHERE key = 'search_index'")
    return (not found or found[0][0] != INDEX_VERSION) and bool(rows("SELECT 1 FROM coin_type LIMIT 1"))


def rebuild() -> None:
    """The index of every type and the issuers' names, from the rows, inside the caller's transaction."""
    issuers = {row[0]: (row[1], row[2]) for row in rows("SELECT id, name, parent_id FROM issuer")}
    years = _issue_years()
    execute("DELETE FROM type_search")
    batch, known = [], set()
    for row in rows(SEARCH_ROWS):
        batch.append(_row(row, issuers, years.get(row[0], ())))
        known.update(word for text in batch[-1][1:4] for word in text.split() if not any(c.isdigit() for c in word))
        if len(batch) >= BATCH:
            _insert(batch)
            batch = []
    _insert(batch)
    known.discard(rules.ALIAS_BREAK.strip())
    if not on_postgres():
        execute("INSERT INTO type_search_fts(type_search_fts) VALUES ('rebuild')")
    _index_issuers(issuers)
    for key, value in (("search_vocabulary", orjson.dumps(sorted(known)).decode()), ("search_index", INDEX_VERSION)):
        execute(
            dialect(
                "INSERT OR REPLACE INTO catalogue_meta (key, value) VALUES (?, ?)",
                "INSERT INTO catalogue_meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
            ),
            (key, value),
        )


def _insert(batch: list) -> None:
    if not batch:
        return
    values = ", ".join(["(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"] * len(batch))
    execute(INSERT.split(" VALUES ")[0] + " VALUES " + values, [value for row in batch for value in row])


def _issue_years() -> dict[int, set[int]]:
    """The Gregorian years of each type's issues (an issue struck over a range: each year of it)."""
    found: dict[int, set[int]] = collections.defaultdict(set)
    for type_id, year, low, high in rows("SELECT coin_type_id, gregorian_year, min_year, max_year FROM issue"):
        if year is not None:
            found[type_id].add(year)
        elif low is not None and high is not None and 0 <= high - low <= 200:
            found[type_id].update(range(low, high + 1))
    return found


def _chain(issuers: dict, issuer_id) -> list[str]:
    names = []
    while issuer_id is not None and issuer_id in issuers:
        name, issuer_id = issuers[issuer_id]
        names.append(name)
    return names


def _row(row, issuers: dict, years) -> tuple:
    (type_id, title, aliases, series_aliases, series_name, issuer_id, series_issuer, ruler, value, currency) = row[:10]
    references, external_id, topic, min_year, max_year, fine_weight, weight, value_numeric = row[10:]
    names = [*json.loads(aliases or "[]"), *json.loads(series_aliases or "[]")]
    other = [
        "gold",  # every type of the catalogue is (the format's compositions): `£5 gold` is a five pound coin
        series_name,
        *dict.fromkeys([*_chain(issuers, issuer_id), *_chain(issuers, series_issuer)]),
        ruler or "",
        value or "",
        currency or "",
        topic or "",
    ]
    catalogue_words = [
        word for reference in json.loads(references or "[]") for word in rules.reference_words(reference)
    ]
    if external_id is not None:
        catalogue_words.append(str(external_id))
    return (
        type_id,
        rules.field_text(title),
        rules.ALIAS_BREAK.join(text for text in map(rules.field_text, names) if text),
        " ".join([*(rules.field_text(text) for text in other if text), *catalogue_words]),
        rules.sort_title(title),
        min_year,
        max_year,
        " ".join(str(year) for year in sorted(years)),
        len(years),  # domain.search's tie-break: len(Document.issue_years)
        fine_weight,
        weight,
        value_numeric,
    )


def _index_issuers(issuers: dict) -> None:
    """Each issuer's searched names: its own and those of every issuer beneath it (`brit` finds the United
    Kingdom through the United Kingdom of Great Britain and Ireland), space-delimited."""
    below: dict = collections.defaultdict(list)
    for issuer_id, (_, parent_id) in issuers.items():
        while parent_id is not None:
            below[parent_id].append(issuer_id)
            parent_id = issuers.get(parent_id, (None, None))[1]
    for issuer_id, (name, _) in issuers.items():
        found = dict.fromkeys(
            word for other in [issuer_id, *below[issuer_id]] for word in rules.words(issuers[other][0])
        )
        execute("UPDATE issuer SET search_names = ? WHERE id = ?", (" " + " ".join(found) + " ", issuer_id))


# -- reading ----------------------------------------------------------------------------------------------------


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


def corrections(
    words, vocabulary_words: list[str], counts: CountMemo, version, of: str = "types"
) -> dict[str, dict[str, int]]:
    """For each word with a typo budget, the vocabulary's words within it (domain.search.Word.typo_budget),
    remembered per catalogue version; `of` names the vocabulary (the types' or the issuers')."""
    found = {}
    for word in words:
        if word.typo_budget:
            found[word.text] = counts.remembered(
                ("typos", of, word.text), version, lambda word=word: _near(word, vocabulary_words)
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


def _fts_term(word: rules.Word, near: dict[str, int]) -> str:
    alternatives = [f'"{word.text}"', *(f'"{other}"' for other in sorted(near))]
    if word.prefix:
        alternatives.append(f'"{word.text}"*')
    return "(" + " OR ".join(alternatives) + ")"


def _ts_term(word: rules.Word, near: dict[str, int]) -> str:
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


def term_expression(word: rules.Word, near: dict[str, int]) -> str:
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


def where_all(query: rules.Query, near: dict[str, dict[str, int]], where: Where, owner: str = "t.id") -> None:
    """Every term of the query matches the type whose id is `owner` (a search under an explicit sort)."""
    if query.empty:
        where.add("1 = 0")
        return
    for word in query.words:
        condition, expression = holding(term_expression(word, near.get(word.text, {})), owner)
        where.add(condition, expression)
    for condition, params in criteria(query, "ts"):
        where.add(f"{owner} IN (SELECT ts.id FROM type_search ts WHERE {condition})", *params)


def ranked_ids(query: rules.Query, near: dict[str, dict[str, int]], filters: Where, filtered: bool) -> array.array:
    """The ids of the query's best MAX_HITS matches among the types `filters` keeps (over coin_type `t`),
    best first: the engine's candidates, ranked by domain.search."""
    if query.empty:
        return array.array("q")
    terms = [term_expression(word, near.get(word.text, {})) for word in query.words]
    documents = _candidates(terms, criteria(query), filters, filtered)
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


def page_ids(ids) -> tuple[str, list, str]:
    """A statement listing `ids` in their order as (id, pos), its parameters, and the order over it."""
    if on_postgres():
        return (
            "SELECT u.id, u.pos FROM unnest(CAST(? AS integer[])) WITH ORDINALITY AS u(id, pos)",
            [list(ids)],
            "page.pos",
        )
    return (
        "SELECT CAST(value AS INTEGER) AS id, CAST(key AS INTEGER) AS pos FROM json_each(?)",
        [orjson.dumps(list(ids)).decode()],
        "page.pos",
    )


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
    near = corrections(found, issuer_vocabulary(counts, version), counts, version, of="issuers")
    for word in found:
        patterns = [f"% {_like(word.text)}%", *(f"% {_like(other)} %" for other in sorted(near.get(word.text, ())))]
        where.add("(" + " OR ".join([f"{column} LIKE ? ESCAPE '\\'"] * len(patterns)) + ")", *patterns)


def _like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
