"""The type list's SQL, written from its plan (types.Plan): the matches as one WHERE over `coin_type t` (the
filters and, under a sort, the words), the candidates a relevance order ranks, and the statements that count the
matches and list a page's ids. Written only: types.py runs them (the one statement run here, `_common`, picks
the candidates' index).

The engine finds a search's candidates: every type holding one of the query's words (or, when no word matches,
the types of the years, sizes and face values it names), at most MAX_HITS of them, the types matching the
most terms first; domain.ranking ranks them, the same on both databases.
"""

from __future__ import annotations

import re
import typing

import orjson

from adapters.storage.catalogue import mint_types
from adapters.storage.catalogue.queries import ORDER_BY, SUMMARY_JOINS, Where, changed_since
from adapters.storage.db import dialect, on_postgres, rows
from domain import search as rules
from domain.finding import MAX_HITS
from domain.labels import CROWN_GOLD, FOUR_NINES, SIZE_FRACTIONS, SIZE_TOLERANCE, size_window
from domain.paging import PageRequest
from ports.catalogue import TypeQuery

ROW_ID = re.compile(r"[0-9]{1,18}")  # ASCII digits only, and within a 64-bit integer
SIZE_WINDOWS = {label: size_window(label) for label, _ in SIZE_FRACTIONS}  # label -> fine-weight interval (g)
# Every type sits in exactly one root's tree and the import refreshes the roots' counts, so the
# unfiltered total is a sum over a few hundred roots instead of a count over every type.
ALL_TYPES = "SELECT sum(type_count) FROM issuer WHERE parent_id IS NULL"
TYPE_COLUMN = re.compile(r"\bt\.(\w+)")
COMMON = 20 * MAX_HITS  # a word in at least this many types is read off the tie-break's index (_common)
DOCUMENT_COLUMNS = (
    "s.id, s.title_words, s.alias_words, s.other_words, s.sort_title, s.min_year, s.max_year, s.issue_years, "
    "s.fine_weight, s.weight, s.value_numeric, s.mintage"
)


def is_row_id(text: str) -> bool:
    return ROW_ID.fullmatch(text) is not None


# -- the matches ---------------------------------------------------------------------------------------------


def kept(query: TypeQuery, size_labels: bool) -> Where:
    """The types listed, as a WHERE over `coin_type t`: the query's filters (a search finds its words' types
    through `candidates`, in any sort)."""
    where = Where()
    _filters(query, size_labels, where)
    return where


def _filters(query: TypeQuery, size_labels: bool, where: Where) -> None:
    """Every filter of GET /types but the words; with `size_labels` (the stored size labels are this code's,
    size_labels.py) the size filter reads them."""
    if query.id is not None:
        where.add("{+}t.id = ?", int(query.id)) if is_row_id(query.id) else where.add("1 = 0")
    if query.issuer is not None:
        where.add("{+}t.root_id = (SELECT id FROM issuer WHERE slug = ? AND parent_id IS NULL)", query.issuer)
    if query.series is not None:
        where.add("{+}t.series_id IN (SELECT id FROM series WHERE slug = ?)", query.series)
    if query.mint is not None:
        # one id list, not an OR of two: PostgreSQL turns the OR into a scan of every type. UNION ALL: IN keeps
        # each id once anyway, and UNION's own de-duplication was a second temporary b-tree (SQLite, 100k
        # types: a mint's 388 ids 156 -> 73 µs, its first page 406 -> 324 µs of SQL)
        where.add(
            "{+}t.id IN (SELECT ts.id FROM coin_type ts JOIN series sm ON sm.id = ts.series_id "
            "JOIN mint m ON m.id = sm.mint_id WHERE m.slug = ? UNION ALL SELECT i.coin_type_id FROM issue i "
            "JOIN mint m ON m.id = i.mint_id WHERE m.slug = ?)",
            query.mint,
            query.mint,
        )
    if query.size is not None and size_labels:
        # walked: `|| ''` keeps the planner off the label's index, as `+` does for numbers (PostgreSQL has no
        # unary plus for text)
        where.add("t.size_label = ?", query.size, walked="t.size_label || '' = ?")
    elif query.size is not None:
        _size(where, query.size)
    if query.purity is not None:
        _purity(where, query.purity)
    if query.year_from is not None:
        where.add("{+}t.min_year IS NOT NULL AND (t.max_year IS NULL OR t.max_year >= ?)", query.year_from)
    if query.year_to is not None:
        where.add("{+}t.min_year <= ?", query.year_to)
    if query.category is not None:
        where.add("t.category = ?", query.category, walked="t.category || '' = ?")
    if query.fine_weight_from is not None:
        where.add("{+}t.fine_weight >= ?", query.fine_weight_from)
    if query.fine_weight_to is not None:
        where.add("{+}t.fine_weight <= ?", query.fine_weight_to)
    changed_since(where, "t.updated_at", query.updated_since)


def _size(where: Where, label: str) -> None:
    if label != "other":
        where.add("{+}t.fine_weight BETWEEN ? AND ?", *SIZE_WINDOWS[label])
        return
    windows = [bound for window in SIZE_WINDOWS.values() for bound in window]
    where.add("NOT (" + " OR ".join(["t.fine_weight BETWEEN ? AND ?"] * len(SIZE_WINDOWS)) + ")", *windows)


def _purity(where: Where, label: str) -> None:
    if label == "24k":
        where.add("{+}t.fineness >= ?", FOUR_NINES)
    elif label == "22k":
        where.add("{+}t.fineness BETWEEN ? AND ?", *CROWN_GOLD)
    else:
        where.add("NOT (t.fineness BETWEEN ? AND ? OR t.fineness >= ?)", *CROWN_GOLD, FOUR_NINES)


# -- the words on each engine -------------------------------------------------------------------------------


def _holding(expression: str, owner: str) -> tuple[str, str]:
    """The condition that the type whose id is `owner` holds the words of an engine `expression` (one
    parameter): FTS5 MATCH text on SQLite, tsquery text on PostgreSQL; and the expression's text."""
    if on_postgres():
        return f"{owner} IN (SELECT id FROM type_search WHERE document @@ to_tsquery('simple', ?))", expression
    return f"{owner} IN (SELECT rowid FROM type_search_fts WHERE type_search_fts MATCH ?)", expression


def _term(word: rules.Word, near: typing.Mapping[str, int]) -> str:
    """The word, its corrections and (the last word) its prefix as one engine expression."""
    if on_postgres():
        alternatives = [f"'{word.text}'", *(f"'{other}'" for other in sorted(near))]
        if word.prefix:
            alternatives.append(f"'{word.text}':*")
        return "(" + " | ".join(alternatives) + ")"
    alternatives = [f'"{word.text}"', *(f'"{other}"' for other in sorted(near))]
    if word.prefix:
        alternatives.append(f'"{word.text}"*')
    return "(" + " OR ".join(alternatives) + ")"


def _any(terms: list[str]) -> str:
    return (" | " if on_postgres() else " OR ").join(terms)


def _criteria(query: rules.Query, owner: str) -> list[tuple[str, list]]:
    """Each year, size and face value of the query as a condition over type_search `owner`, with its
    parameters; the same text on both databases, and the same test as domain.ranking.Document's."""
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


# -- a relevance order's candidates ---------------------------------------------------------------------------


def candidates(
    reading: rules.Reading, filters: Where, filtered: bool, distinctive: frozenset[str] = frozenset()
) -> tuple[str, list]:
    """The statement reading the documents (DOCUMENT_COLUMNS) of the types holding any of the words read or
    meeting any of its years, sizes and face values, among those `filters` keeps (over coin_type `t`; `filtered`:
    it holds any), at most MAX_HITS of them: those matching the most distinctive terms first (the words in
    `distinctive`, the years, sizes and face values: each outweighs every common word), then the most terms, then
    as domain.ranking breaks
    ties (known mintage, years struck, weight, title, id; the type_search_rank index's order, so a lone word in most types reads
    its first thousand off that index). Each arm of the candidates' union is a subquery over its own type_search
    `s`."""
    terms = [_term(word, reading.corrections.get(word.text, {})) for word in reading.query.words]
    conditions = _criteria(reading.query, "s")
    weight = len(terms) + 1  # a distinctive term's: more than every common word together
    arms, params, matched, matched_params = [], [], [], []
    for word, term in zip(reading.query.words, terms):
        one, expression = _holding(term, "s.id")
        matched.append(f"(CASE WHEN {one} THEN {weight if word.text in distinctive else 1} ELSE 0 END)")
        matched_params.append(expression)
    if terms:
        condition, expression = _holding(_any(terms), "s.id")
        arms.append((f"SELECT s.id FROM type_search s WHERE {condition}", [expression]))
    for condition, values in conditions:
        arms.append((f"SELECT s.id FROM type_search s WHERE {condition}", values))
        matched.append(f"(CASE WHEN {condition} THEN {weight} ELSE 0 END)")
        matched_params.extend(values)
    source = "type_search s"
    if len(terms) == 1 and not conditions:  # one term: every candidate matches it, no count to order by
        condition, expression = _holding(terms[0], "s.id")
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
        f"ORDER BY {most}s.mintage DESC, s.years_struck DESC, s.weight DESC, s.sort_title, s.id LIMIT ?"
    )
    return statement, [*params, *matched_params, MAX_HITS]


def _common(expression: str) -> bool:
    """Whether an FTS5 expression matches at least COMMON types (counted up to there, off its doclists): then
    its best MAX_HITS lie early in the tie-break's order, and walking that index beats sorting every match
    (`km` in all 100k types: 180 → 10 ms; a rare word walks the whole index instead: 30 ms)."""
    found = rows(
        "SELECT count(*) FROM (SELECT rowid FROM type_search_fts WHERE type_search_fts MATCH ? LIMIT ?)",
        [expression, COMMON],
    )
    return found[0][0] >= COMMON


# -- counts and pages ---------------------------------------------------------------------------------------


def count(where: Where) -> tuple[str, list]:
    """The matches' count and, beside it, the count of all types."""
    return f"SELECT count(*), ({ALL_TYPES}) FROM coin_type t{where}", where.params


class Listing(typing.NamedTuple):
    """A statement listing a page's type ids (as `id`), its parameters, and the order of the page's rows (over
    coin_type `t`, or the statement's own `page.pos`)."""

    ids: str
    params: list
    order: str


def sorted_ids(where: Where, order: str, page: PageRequest) -> Listing:
    """The page's ids among the matches, sorted."""
    statement = f"SELECT t.id FROM coin_type t{where} ORDER BY {order} LIMIT ? OFFSET ?"
    return Listing(statement, [*where.params, page.page_size, page.offset], order)


def walked_ids(where: Where, order: str, scan: int, page: PageRequest) -> Listing:
    """The page's ids among the matches in the first `scan` types of the sort order (types._walk)."""
    # No ORDER BY outside on SQLite: the filter keeps the walk's order, and a sort there would read the whole
    # prefix before answering instead of stopping at the page's last match. PostgreSQL may join a search's
    # word index the other way round (a hash of the prefix), so there the prefix's matches are sorted again.
    filtered = where.sql(walking=True)
    columns = ", ".join(f"t.{name}" for name in sorted({"id", *TYPE_COLUMN.findall(filtered + order)}))
    again = dialect("", f" ORDER BY {order}")
    statement = (
        f"SELECT t.id FROM (SELECT {columns} FROM coin_type t ORDER BY {order} LIMIT ?) t{filtered}{again}"
        " LIMIT ? OFFSET ?"
    )
    return Listing(statement, [scan, *where.params, page.page_size, page.offset], order)


def mint_ids(mint: str, order: str, page: PageRequest) -> Listing:
    """The page's ids among one mint's types: an index range in the list's order (mint_types.py)."""
    statement = f"{mint_types.IDS} ORDER BY {TOKEN_ORDER[order]} LIMIT ? OFFSET ?"
    return Listing(statement, [mint, page.page_size, page.offset], order)


def sorted_among(ids, order: str, page: PageRequest) -> Listing:
    """The page of `ids` (a search's matches), sorted by `order`."""
    if on_postgres():
        statement = (
            f"SELECT t.id FROM coin_type t WHERE t.id = ANY(CAST(? AS integer[])) ORDER BY {order} LIMIT ? OFFSET ?"
        )
        return Listing(statement, [list(ids), page.page_size, page.offset], order)
    statement = (
        f"SELECT t.id FROM coin_type t WHERE t.id IN (SELECT value FROM json_each(?)) ORDER BY {order} LIMIT ? OFFSET ?"
    )
    return Listing(statement, [orjson.dumps(list(ids)).decode(), page.page_size, page.offset], order)


def in_order(ids) -> Listing:
    """The page of `ids`, in their order (as (id, pos))."""
    if on_postgres():
        statement = "SELECT u.id, u.pos FROM unnest(CAST(? AS integer[])) WITH ORDINALITY AS u(id, pos)"
        return Listing(statement, [list(ids)], "page.pos")
    statement = "SELECT CAST(value AS INTEGER) AS id, CAST(key AS INTEGER) AS pos FROM json_each(?)"
    return Listing(statement, [orjson.dumps(list(ids)).decode()], "page.pos")


def summaries(listing: Listing) -> str:
    """The rest of a select of SUMMARY over the types `listing` lists, in its order."""
    return f"FROM ({listing.ids}) page JOIN coin_type t ON t.id = page.id {SUMMARY_JOINS} ORDER BY {listing.order}"


def token_order(order: str, alias: str) -> str:
    """A type-list ORDER BY on a copy of the sort keys with the type's id as coin_type_id (mint_type's, as
    `mt`), the same order."""
    return TYPE_COLUMN.sub(
        lambda column: f"{alias}.coin_type_id" if column[1] == "id" else f"{alias}.{column[1]}", order
    )


TOKEN_ORDER = {order: token_order(order, "mt") for order in ORDER_BY.values()}  # each list order over mint_type
