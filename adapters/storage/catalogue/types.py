"""Type reads: the filtered list, the full record, lookups by id, and the type sitemap."""

from __future__ import annotations

import datetime as dt
import functools
import operator
import re

import attrs

from adapters.storage.catalogue import mint_types, read_model, search, size_labels
from adapters.storage.catalogue.filters import is_row_id, type_filter
from adapters.storage.catalogue.mapping import Mapper
from adapters.storage.catalogue.queries import (
    ORDER_BY,
    SUMMARY_COLUMNS,
    SUMMARY_FLOATS,
    SUMMARY_JOINS,
    CountMemo,
    Where,
    dialect,
    one,
    packed_rows,
    rows,
    scalar,
)
from adapters.storage.catalogue.type_rows import FULL_TYPE_COLUMNS, coin_type_of
from domain.catalogue import CoinType, TypeIdentity
from domain.errors import CoinTypeNotFound
from domain.paging import Page, PageRequest, page_of
from ports.catalogue import TypeQuery
from ports.views import Rendered

# Every type sits in exactly one root's tree and the import refreshes the roots' counts, so the
# unfiltered total is a sum over a few hundred roots instead of a count over every type.
ALL_TYPES = "SELECT sum(type_count) FROM issuer WHERE parent_id IS NULL"
TOKEN_COUNT = f"SELECT count(*), ({ALL_TYPES}) FROM search_term WHERE token = ?"
# the distinct tokens of a range, up to a number, space-separated (a token is letters, digits or a fraction)
TOKENS = "SELECT {} FROM (SELECT DISTINCT token FROM search_term WHERE token BETWEEN ? AND ? ORDER BY token LIMIT ?) w"
WALK_AT_LEAST = 256
# a word starting up to MERGED_TOKENS tokens, with MERGE_ENTRIES entries or more a token, is read as a merge of
# each token's matches (TypeReads._tokens)
MERGED_TOKENS, MERGE_ENTRIES = 32, 8
TYPE_COLUMN = re.compile(r"\bt\.(\w+)")
SORT_COPY = re.compile(r"\bd\.\w+")
DIRECTION = re.compile(r" (?:ASC|DESC)| NULLS (?:FIRST|LAST)")
# The type's id and stored page by its slugs: the series first, through its unique (root, slug), then the
# type through its unique (series, slug); left to itself the planner walks every type of the root.
RENDERED_TYPE = (
    "SELECT t.id, t.detail_json FROM coin_type t WHERE t.series_id = (SELECT sr.id FROM series sr "
    "JOIN issuer ro ON ro.id = sr.root_id WHERE ro.slug = ? AND ro.parent_id IS NULL AND sr.slug = ?) "
    "AND t.slug = ?"
)
# The offset is walked on the covering index coin_type (id, series_id, root_id, slug, updated_at) rather
# than over the wide rows; only the page's rows are joined.
IDENTITY_COLUMNS = "r.slug, s.slug, t.slug, t.updated_at"
IDENTITIES = (
    "FROM (SELECT id, series_id, root_id, slug, updated_at FROM coin_type ORDER BY id LIMIT ? OFFSET ?) t "
    "JOIN series s ON s.id = t.series_id JOIN issuer r ON r.id = t.root_id ORDER BY t.id"
)


FILTERS = tuple(field.name for field in attrs.fields(TypeQuery) if field.name not in ("q", "sort"))
_FILTER_VALUES, _NO_FILTER = operator.attrgetter(*FILTERS), (None,) * len(FILTERS)


def _filtered(query: TypeQuery) -> bool:
    """Whether the query filters on more than its words (every field of TypeQuery but q and sort is one)."""
    return _FILTER_VALUES(query) != _NO_FILTER


def _alone(query: TypeQuery, name: str) -> bool:
    """Whether the query's filter `name` is set and is its only filter (no words either)."""
    return (
        getattr(query, name) is not None and query.q is None and _FILTER_VALUES(query).count(None) == len(FILTERS) - 1
    )


def _mint_only(query: TypeQuery) -> bool:
    """Whether the query lists one mint's types and nothing else (mint_types.py: read off an index)."""
    return _alone(query, "mint")


def _in_index_order(query: TypeQuery, labels: bool) -> bool:
    """Whether an index lists the query's matches in its sort order, so the plain statement reads the page
    off it: an issuer's types alone, through (root_id, sort key, id), or one size's alone, through
    (size_label, sort key, id) while the stored labels are this code's."""
    if query.issuer is not None:
        return _alone(query, "issuer")
    return labels and _alone(query, "size")


class TypeReads:
    def __init__(
        self,
        mapper: Mapper,
        counts: CountMemo | None = None,
        stored: read_model.Stored | read_model.NotStored | None = None,
    ) -> None:
        self._map = mapper
        self._counts = counts or CountMemo()
        self._stored = stored or read_model.NotStored()
        self._size_labels = size_labels.stored_match()
        self._mint_types = mint_types.current()

    def types(self, query: TypeQuery, page: PageRequest) -> Page:
        """The page, its words' spans and its total as of one catalogue version (CountMemo.consistent)."""
        return self._counts.consistent(lambda version: self._types(query, page, version))

    def _types(self, query: TypeQuery, page: PageRequest, version) -> tuple[Page, object]:
        found_words = (
            ()
            if query.q is None
            else self._counts.remembered(("words", query.q), version, lambda: self._words(query.q, version))
        )
        if found_words is None:  # a word that starts no token: nothing matches
            return page_of([], page, 0), self._counts.current()
        labels = query.size is not None and self._size_labels()
        where = type_filter(query, words=[word.text for word in found_words], size_labels=labels)
        if where:
            total, everything = self._counts.one(*self._count(where, found_words), version)
        else:  # remembered too: no statement at all instead of the sum (26 µs)
            total = everything = self._counts.scalar(ALL_TYPES, (), version, 0)
        total, everything = int(total), int(everything or 0)
        if page.offset >= total:
            return page_of([], page, total), self._counts.current()
        order = ORDER_BY[query.sort]
        found = None
        need = page.offset + page.page_size
        word = next((word for word in found_words if word.one_token), None)
        if _mint_only(query) and self._mint_types():  # an index range in the list's order (mint_types.py)
            found = self._page(
                f"{mint_types.IDS} ORDER BY {token_order(order, 'mt')} LIMIT ? OFFSET ?", [query.mint], order, page
            )
        # each plan visits rows in the sort order until the page is full: about need × (rows it may visit) /
        # total of them, against sorting all `total` matches
        elif word is not None and total * total >= need * word.entries:
            found = self._token_walk(query, word, found_words, order, page, version, labels)
        elif where and not _in_index_order(query, labels) and total * total >= need * everything:
            found = self._walk(where, order, page, total, everything)
        if found is None and found_words and (found_words[0].one_token or found_words[0].entries < search.RARITY_CAP):
            # the rarest word's types, sorted from search_term's copies of the sort keys in its index: the
            # same candidates the statement below would sort, without reading each one's row
            found = self._token_walk(query, found_words[0], found_words, order, page, version, labels)
        if found is None:
            found = self._page(
                f"SELECT t.id FROM coin_type t{where} ORDER BY {order} LIMIT ? OFFSET ?", where.params, order, page
            )
        data, seen = found
        return page_of(data, page, total), seen

    def _walk(self, where, order: str, page: PageRequest, total: int, everything: int) -> tuple | None:
        """The page found by walking the sort's index, visiting at most a bounded prefix of it.

        Spread evenly, the first offset + size matches lie within (offset + size) × everything / total rows
        of the sort order, which beats sorting all `total` matches once total² ≥ (offset + size) ×
        everything. Matches are not always spread evenly: bullion fractions are all modern, so "1/10 oz,
        oldest first" meets its first match near the end, and the types holding a number or a currency
        cluster by country in title order. The walk goes on past four times the even share up to `total`
        rows: checking a row costs no more than reading and sorting a match (a search word's check is one
        index probe; sorting its matches lists them all first: 0.5 ms against 137 ms for "1/10" at 100k
        types, whose 24th match is the 361st type by title), so giving up after that costs at most as
        much again as sorting at once. A full page within the prefix is the answer, since those rows come
        first in the sort order; anything short of it gives None, and the caller sorts the matches instead.
        """
        need = page.offset + page.page_size
        scan = min(everything, max(WALK_AT_LEAST, 4 * need * everything // total, total))
        # No ORDER BY outside: the filter keeps the walk's order, and a sort there would read the whole prefix
        # before answering instead of stopping at the page's last match.
        filtered = where.sql(walking=True)
        columns = ", ".join(f"t.{name}" for name in sorted({"id", *TYPE_COLUMN.findall(filtered + order)}))
        found = self._page(
            f"SELECT t.id FROM (SELECT {columns} FROM coin_type t ORDER BY {order} LIMIT ?) t{filtered}"
            " LIMIT ? OFFSET ?",
            [scan, *where.params],
            order,
            page,
        )
        return found if len(found[0]) == min(page.page_size, total - page.offset) else None

    def _words(self, q: str, version) -> tuple[search.Word, ...] | None:
        """q's words as the index sees them, rarest first, less any word every type holds ("KM" of "KM# 1001":
        it filters nothing); None when one starts no token. Remembered per catalogue version like the totals
        (each word's span is too, for other queries holding it)."""
        found = search.looked_up(q, lambda sql, params: self._counts.one(sql, params, version))
        if any(word.first is None for word in found):
            return None
        if len(found) > 1:
            found = [word for word in found if not self._everywhere(word, version)] or found[:1]
        return tuple(found)

    def _everywhere(self, word: search.Word, version) -> bool:
        """Whether every type holds `word`: one token in as many entries as there are types (a type holds a
        token once). Counted, once per catalogue version, only for a word past the rarity cap: the statement
        that counts the word alone (_count), so a search for it alone finds its total remembered."""
        if not word.one_token or word.entries < search.RARITY_CAP:
            return False
        holding, everything = self._counts.one(TOKEN_COUNT, [word.first], version)
        return holding == everything

    @staticmethod
    def _count(where: Where, found_words: list) -> tuple[str, list]:
        """The statement counting the matches (and every type): a lone word starting one token is counted
        from the token index (12 ms for "km" in every one of 100k types, against 180 ms through the types)."""
        if len(found_words) == 1 and found_words[0].one_token and len(where.fragments) == 1:
            return TOKEN_COUNT, [found_words[0].first]
        return f"SELECT count(*), ({ALL_TYPES}) FROM coin_type t{where}", where.params

    def _token_walk(
        self, query: TypeQuery, word, found_words: list, order: str, page: PageRequest, version, labels: bool = False
    ) -> tuple:
        """The page read from the types holding one word's token, in the sort order of search_term's (token,
        sort key, type) index; the query's other words and filters are checked per row.

        A word starting several tokens (`breve`: breven, brevenkal) reads, when it starts few enough with
        enough entries each (_tokens), each token's matches off that index in the list's order, and the
        database merges them, dropping a type met under two of the tokens, up to the page's end (SQLite:
        MERGE (UNION), neither a sort nor a temporary table); otherwise it reads the whole range of the word's
        tokens and sorts what passes on the copies of the sort keys there, once per type.
        """
        order_by = token_order(order)
        copies, named, merged_order, grouped = sort_copies(order)
        rest = type_filter(attrs.evolve(query, q=None), size_labels=labels) if _filtered(query) else Where()
        if rest:  # CROSS JOIN: SQLite keeps the written order, so the token index drives (PostgreSQL plans freely)
            source = "search_term d CROSS JOIN coin_type t"
            rest.add("t.id = d.coin_type_id")
        else:  # words alone: checked on search_term by the type's id, no type row read (0.8 µs each)
            source = "search_term d"
        search.add_words(
            rest, [other.text for other in found_words if other is not word], owner="t.id" if rest else "d.coin_type_id"
        )

        def walking(tokens: str, *params) -> tuple[str, list]:
            walk = Where()
            walk.add(tokens, *params)
            walk.extend(rest)
            return f"FROM {source}{walk.sql(walking=True)}", walk.params

        if word.one_token:
            found, params = walking("d.token = ?", word.first)
            ids = f"SELECT d.coin_type_id AS id {found} ORDER BY {order_by} LIMIT ? OFFSET ?"
        elif (tokens := self._tokens(word, version)) is not None:
            found, (_, *checks) = walking("d.token = ?", None)  # every arm alike but for its token
            arm = f"SELECT d.coin_type_id AS id, {named} {found}"
            ids = f"{' UNION '.join([arm] * len(tokens))} ORDER BY {merged_order} LIMIT ? OFFSET ?"
            params = [param for token in tokens for param in (token, *checks)]
        else:  # grouped on the sort keys: one sorter both drops a type met twice and orders (DISTINCT took two)
            found, params = walking("d.token BETWEEN ? AND ?", word.first, word.last)
            ids = (
                f"SELECT d.coin_type_id AS id, {copies} {found} GROUP BY {grouped} ORDER BY {order_by} LIMIT ? OFFSET ?"
            )
        return self._page(ids, params, order, page)

    def _tokens(self, word: search.Word, version) -> list[str] | None:
        """The tokens a word starts, when merging their matches costs less than sorting all of the word's
        entries; else None. Listed once per catalogue version.

        Measured on SQLite at 100k types (a first page's ids, µs, 30 words of 2 to 9 tokens and `1001`): a
        merge costs about 9 + 1–2 per token, whatever the entries; sorting the whole range (grouped) about
        6 + 0.35 per entry for a few dozen entries, 0.12–0.15 past a hundred: `beran`, 2 tokens and 21
        entries, 12 against 15; `3703`, 5 and 22, 16 against 15; `isfra`, 2 and 176, 13 against 32; `1001`,
        53 and 115, 90 against 33. So a merge when the word has at least MERGE_ENTRIES entries a token, of at
        most MERGED_TOKENS.
        """
        if word.entries < 2 * MERGE_ENTRIES:
            return None
        listed = self._counts.scalar(
            TOKENS.format(dialect("group_concat(token, ' ')", "string_agg(token, ' ')")),
            (word.first, word.last, MERGED_TOKENS + 1),
            version,
            "",
        )
        tokens = listed.split(" ")
        return tokens if len(tokens) <= MERGED_TOKENS and word.entries >= MERGE_ENTRIES * len(tokens) else None

    def _page(self, ids: str, params, order: str, page: PageRequest) -> tuple[list, object]:
        """The page's entries as rendered at import (read_model), or built from the columns when any of
        them has none; and the catalogue version they were read under."""
        params = [*params, page.page_size, page.offset]
        found, seen = self._stored.page(read_model.TYPE_SUMMARIES, ids, order, params)
        if found is not None:
            return found, seen
        source = f"FROM ({ids}) page JOIN coin_type t ON t.id = page.id"
        built = [
            self._map.summary(row)
            for row in packed_rows(
                SUMMARY_COLUMNS, f"{source} {SUMMARY_JOINS} ORDER BY {order}", params, SUMMARY_FLOATS
            )
        ]
        return built, self._counts.current()

    def types_by_ids(self, ids) -> dict:
        wanted = [int(i) for i in map(str, ids) if is_row_id(i)]
        if not wanted:
            return {}
        found = packed_rows(
            SUMMARY_COLUMNS,
            f"FROM coin_type t {SUMMARY_JOINS} WHERE t.id IN ({', '.join('?' * len(wanted))})",
            wanted,
            SUMMARY_FLOATS,
        )
        return {summary.id: summary for summary in map(self._map.summary, found)}

    def coin_type(self, issuer_slug: str, series_slug: str, slug: str) -> CoinType | Rendered:
        """The type's page as rendered at import (read_model), else built from its rows."""
        found = one(RENDERED_TYPE, (issuer_slug, series_slug, slug))
        stored = None if found is None else self._stored.record(*found)
        if stored is not None:
            return stored
        row = None if found is None else one(f"{dialect(*FULL_TYPE_COLUMNS)} WHERE t.id = ?", (found[0],))
        if row is None:
            raise CoinTypeNotFound(f"No type {issuer_slug}/{series_slug}/{slug} in the catalogue.")
        return self.coin_type_of(row)

    def coin_type_of(self, row: tuple) -> CoinType:
        return coin_type_of(self._map, row)

    def type_identities(self, page: PageRequest) -> Page:
        total = scalar(ALL_TYPES, (), 0)
        # plain rows: at 10,000 rows SQLite building and orjson reading one JSON text costs as much as stepping
        found = rows(f"SELECT {IDENTITY_COLUMNS} {IDENTITIES}", (page.page_size, page.offset))
        dates: dict = {}
        data = [
            TypeIdentity(root, series, slug, dates.get(updated) or dates.setdefault(updated, _date(updated)))
            for root, series, slug, updated in found
        ]
        return page_of(data, page, int(total))


@functools.lru_cache(maxsize=None)
def token_order(order: str, alias: str = "d") -> str:
    """A type-list ORDER BY on a copy of the sort keys with the type's id as coin_type_id (search_term's, as
    `d`; mint_type's), the same order."""
    return TYPE_COLUMN.sub(
        lambda column: f"{alias}.coin_type_id" if column[1] == "id" else f"{alias}.{column[1]}", order
    )


@functools.lru_cache(maxsize=None)
def sort_copies(order: str) -> tuple[str, str, str, str]:
    """For a type-list ORDER BY: the copies of its sort keys in search_term (`d.title`), the same under their
    own names (`d.title AS title`), the order over those names, as a compound SELECT's ORDER BY names its
    result columns (`title, id`), and the order's terms without their directions, as GROUP BY takes them
    (`d.title, d.coin_type_id` for `t.title DESC, t.id`)."""
    on_copies = token_order(order)
    copies = ", ".join(sorted(set(SORT_COPY.findall(on_copies)) - {"d.coin_type_id"}))
    named = ", ".join(f"{copy} AS {copy[2:]}" for copy in copies.split(", "))
    return copies, named, TYPE_COLUMN.sub(lambda column: column[1], order), DIRECTION.sub("", on_copies)


def _date(value) -> dt.date:
    """SQLite hands back the stored text, PostgreSQL a datetime."""
    return value.date() if isinstance(value, dt.datetime) else dt.date.fromisoformat(str(value)[:10])
