"""The search index, built: `type_search`, one row per type, and each issuer's searched names.

A type's row holds the words of its title, its aliases and its other names (series, issuers and the issuers' own
aliases: `Deutschland`, `Dutch`, `Persia`; ruler, face value; then, after domain.search.PART_BREAK, the mints that
struck it and its catalogue numbers, and last, after another, at the lowest attribute rank, the descriptions of its
sides: `liberty striding`) as domain.search.words leaves them, and what ranking reads (years, gold content, face
value, the sort title). It is rebuilt whole when the catalogue changes (derived.refresh) and indexed by each
database's engine:

- SQLite: FTS5 (`type_search_fts`, external content over type_search, with prefix indexes);
- PostgreSQL: a tsvector column (`document`, the 'simple' configuration: the words are already normalised)
  under a GIN index. Issuer names are found through pg_trgm's GIN indexes.

The index's vocabulary (its words without a digit) is stored beside it, for the typo corrections of search.py,
and so are its common words (in more than half of the types: domain.finding's distinctive terms are the others);
type_statements.py writes the type list's queries over the index.
"""

from __future__ import annotations

import collections
import json

import orjson

from adapters.storage.db import dialect, execute, on_postgres, rows
from domain import finding
from domain import search as rules

# what the index's rows are made by: a change to domain.search.words or to what is indexed changes this,
# and `goldcoins db upgrade` (derived.refresh) rebuilds the index
INDEX_VERSION = "search-12"
BATCH = 500
SEARCH_ROWS = (
    'SELECT t.id, t.title, t.aliases, sr.aliases, sr.name, t.issuer_id, sr.issuer_id, t.ruler, t."value", '
    't.currency, t."references", t.external_catalogue_id, t.commemorated_topic, t.min_year, t.max_year, '
    "t.fine_weight, t.weight, t.value_numeric, t.sides FROM coin_type t JOIN series sr ON sr.id = t.series_id"
)
INSERT = (
    "INSERT INTO type_search (id, title_words, alias_words, other_words, sort_title, min_year, max_year, "
    "issue_years, years_struck, fine_weight, weight, value_numeric, mintage) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def stale() -> bool:
    """Whether the index was built by other code than this (or never), while there are types to index."""
    found = rows("SELECT value FROM catalogue_meta WHERE key = 'search_index'")
    return (not found or found[0][0] != INDEX_VERSION) and bool(rows("SELECT 1 FROM coin_type LIMIT 1"))


def rebuild() -> None:
    """The index of every type and the issuers' names, from the rows, inside the caller's transaction."""
    issuers = {
        row[0]: (row[1], row[2], tuple(json.loads(row[3] or "[]")))
        for row in rows("SELECT id, name, parent_id, aliases FROM issuer")
    }
    years, struck, mints = _issue_years(), _mintages(), _mint_names()
    execute("DELETE FROM type_search")
    batch, known, frequencies, types = [], set(), collections.Counter(), 0
    for row in rows(SEARCH_ROWS):
        batch.append(_row(row, issuers, years.get(row[0], ()), struck.get(row[0], 0), mints.get(row[0], [])))
        words = {word for text in batch[-1][1:4] for word in text.split()} - {rules.ALIAS_BREAK.strip()}
        known.update(word for word in words if not any(c.isdigit() for c in word))
        frequencies.update(words)
        types += 1
        if len(batch) >= BATCH:
            _insert(batch)
            batch = []
    _insert(batch)
    common = sorted(finding.common_words(frequencies, types))
    if not on_postgres():
        execute("INSERT INTO type_search_fts(type_search_fts) VALUES ('rebuild')")
    _index_issuers(issuers)
    for key, value in (
        ("search_vocabulary", orjson.dumps(sorted(known)).decode()),
        ("search_common", orjson.dumps(common).decode()),
        ("search_index", INDEX_VERSION),
    ):
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
    values = ", ".join(["(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"] * len(batch))
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


def _mintages() -> dict[int, int]:
    """Each type's known mintage: the sum over its issues that have one (domain.ranking's first tie-break)."""
    found = rows("SELECT coin_type_id, sum(mintage) FROM issue WHERE mintage IS NOT NULL GROUP BY coin_type_id")
    return {type_id: int(total) for type_id, total in found}


def _chain(issuers: dict, issuer_id) -> list[str]:
    """The names of an issuer and of those above it, each followed by its aliases."""
    names = []
    while issuer_id is not None and issuer_id in issuers:
        name, issuer_id, aliases = issuers[issuer_id]
        names.extend((name, *aliases))
    return names


def _mint_names() -> dict[int, list[str]]:
    """The names of the mints that struck each type (its series' mint and its issues'), in name order."""
    found: dict[int, set[str]] = collections.defaultdict(set)
    for type_id, name in rows(
        "SELECT t.id, m.name FROM coin_type t JOIN series sr ON sr.id = t.series_id JOIN mint m ON m.id = sr.mint_id "
        "UNION SELECT i.coin_type_id, m.name FROM issue i JOIN mint m ON m.id = i.mint_id"
    ):
        found[type_id].add(name)
    return {type_id: sorted(names) for type_id, names in found.items()}


def _row(row, issuers: dict, years, mintage: int, mints: list[str]) -> tuple:
    """`mints`: the names of the mints that struck the type (_mint_names)."""
    (type_id, title, aliases, series_aliases, series_name, issuer_id, series_issuer, ruler, value, currency) = row[:10]
    references, external_id, topic, min_year, max_year, fine_weight, weight, value_numeric, sides = row[10:]
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
        rules.PART_BREAK.join(
            [
                " ".join(rules.field_text(text) for text in other if text),
                " ".join([*(rules.field_text(name) for name in mints), *catalogue_words]),
                " ".join(_design(sides)),
            ]
        ),
        rules.sort_title(title),
        min_year,
        max_year,
        " ".join(str(year) for year in sorted(years)),
        len(years),  # domain.ranking's tie-break: len(Document.issue_years)
        fine_weight,
        weight,
        value_numeric,
        mintage,
    )


def _design(sides: str | None) -> list[str]:
    """The words of the sides' descriptions, in the sides' order (the lowest attribute rank: the last part)."""
    return [word for side in json.loads(sides or "[]") for word in rules.words(side.get("description") or "")]


def _index_issuers(issuers: dict) -> None:
    """Each issuer's searched names: its own and its aliases, and those of every issuer beneath it (`brit` finds
    the United Kingdom through the United Kingdom of Great Britain and Ireland), space-delimited."""
    below: dict = collections.defaultdict(list)
    for issuer_id, (_, parent_id, _) in issuers.items():
        while parent_id is not None:
            below[parent_id].append(issuer_id)
            parent_id = issuers.get(parent_id, (None, None, ()))[1]
    for issuer_id in issuers:
        found = dict.fromkeys(
            word
            for other in [issuer_id, *below[issuer_id]]
            for word in rules.words_of((issuers[other][0], *issuers[other][2]))
        )
        execute("UPDATE issuer SET search_names = ? WHERE id = ?", (" " + " ".join(found) + " ", issuer_id))
