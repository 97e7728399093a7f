"""Type reads: the filtered list, the full record, lookups by id, and the type sitemap.

A list is planned in one step (`plan`: its order and which index answers), its statements are written from the
plan (type_statements.py), and they are run here. A search is domain.finding's: this module answers what it asks
of the index (`SearchIndex`).
"""

from __future__ import annotations

import array
import datetime as dt
import operator

import attrs

from adapters.storage.catalogue import mint_types, read_model, search, size_labels, type_statements
from adapters.storage.catalogue.mapping import Mapper
from adapters.storage.catalogue.memo import CountMemo
from adapters.storage.catalogue.queries import (
    ORDER_BY,
    SUMMARY,
    SUMMARY_JOINS,
    VERSION,
    Where,
    packed_rows,
    packed_rows_seen,
)
from adapters.storage.catalogue.type_rows import FULL_TYPE_COLUMNS, coin_type_of, utc
from adapters.storage.catalogue.type_statements import ALL_TYPES, Listing, is_row_id
from adapters.storage.db import dialect, naive_utc, one, rows, scalar
from domain import finding, ranking
from domain import search as rules
from domain.catalogue import CoinType, TypeChange, TypeIdentity
from domain.errors import CoinTypeMoved, CoinTypeNotFound
from domain.paging import Page, PageRequest, page_of
from ports.catalogue import TypeQuery
from ports.views import Rendered

WALK_AT_LEAST = 256
# The type's id and stored page by its slugs: the series first, through its unique (root, slug), then the
# type through its unique (series, slug); left to itself the planner walks every type of the root.
# With the catalogue version the page is of (read_model.Stored).
RENDERED_TYPE = (
    f"SELECT t.id, t.detail_json, ({VERSION}) FROM coin_type t WHERE t.series_id = (SELECT sr.id FROM series sr "
    "JOIN issuer ro ON ro.id = sr.root_id WHERE ro.slug = ? AND ro.parent_id IS NULL AND sr.slug = ?) "
    "AND t.slug = ?"
)
# The export's walk over every type, in id order, a batch at a time (keyset: no offset to skip), each row with
# the version it was read under.
TYPE_RECORDS = f"SELECT t.id, t.detail_json, ({VERSION}) FROM coin_type t WHERE t.id > ? ORDER BY t.id LIMIT ?"
# The change feed (m0007, m0008): what imports created or changed, and what they removed, since a moment, in the
# order a mirror applies them: by time, a removal before the rest at the same moment (an id given again), then by id.
# A type last written when it was created is `created`; one changed since, or from before m0008, `changed`.
CHANGED = (
    "SELECT t.id, r.slug, s.slug, t.slug, CASE WHEN t.created_at = t.updated_at THEN 'created' ELSE 'changed' END "
    "AS change, t.updated_at AS at, 1 AS after_removals FROM coin_type t JOIN series s ON s.id = t.series_id "
    "JOIN issuer r ON r.id = t.root_id WHERE t.updated_at >= ?"
)
REMOVED = "SELECT x.type_id, x.path, NULL, NULL, 'removed', x.removed_at, 0 FROM type_removal x WHERE x.removed_at >= ?"
CHANGES = f"{CHANGED} UNION ALL {REMOVED} ORDER BY 6, 7, 1 LIMIT ? OFFSET ?"
CHANGE_COUNT = (
    "SELECT (SELECT count(*) FROM coin_type WHERE updated_at >= ?) + "
    "(SELECT count(*) FROM type_removal WHERE removed_at >= ?)"
)
# Where a type that had this address is now (type_former_path, m0006).
MOVED_TYPE = (
    "SELECT r.slug, s.slug, t.slug FROM type_former_path f JOIN coin_type t ON t.id = f.type_id "
    "JOIN series s ON s.id = t.series_id JOIN issuer r ON r.id = t.root_id WHERE f.path = ?"
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


@attrs.frozen
class Plan:
    """How a type list is read, decided in one step from the query (`plan`):

    - `relevance`: q without a sort: the engine's candidates ranked (domain.finding), the page cut from them;
    - `matched`: q with a sort: the same matches (so the same total), the page cut from them in the sort order;
    - `mint`: one mint's types and nothing else, read off the mint_type index in the list's order;
    - `indexed`: an index lists the matches in the sort order (an issuer's types alone, one size's alone);
    - `filtered`: the matches sorted, or found by walking the sort order when they are many (decided on the
      remembered counts, `_walk`).

    `filters` is the query without its words, `size_labels` whether its size filter reads the stored labels.
    """

    kind: str
    order: str
    filters: TypeQuery
    size_labels: bool

    @property
    def filtered(self) -> bool:
        return _filtered(self.filters)


def plan(query: TypeQuery, size_labels: bool, mint_index: bool) -> Plan:
    """The query's plan, from the query alone (`size_labels`: the stored size labels are this code's;
    `mint_index`: mint_type is filled for the current version)."""
    order = ORDER_BY["title_asc" if query.sort == "relevance" else query.sort]
    if query.q is not None:
        kind = "relevance" if query.sort == "relevance" else "matched"
    else:
        if mint_index and _mint_only(query):
            kind = "mint"
        elif query.q is None and _in_index_order(query, size_labels):
            kind = "indexed"
        else:
            kind = "filtered"
    filters = query if query.q is None else attrs.evolve(query, q=None)  # frozen: a list without words is its own
    return Plan(kind, order, filters, size_labels)


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
        """The page and its total as of one catalogue version (CountMemo.consistent)."""
        return self._counts.consistent(lambda version: self._types(query, page, version))

    def _types(self, query: TypeQuery, page: PageRequest, version) -> tuple[Page, object]:
        """The page as one version gave it (the version the page's statement saw). A search is domain.finding's,
        asking this reader's SearchIndex; any other list is read here."""
        labels = query.size is not None and self._size_labels()
        mint_index = query.mint is not None and self._mint_types()
        chosen = plan(query, labels, mint_index)
        where = type_statements.kept(chosen.filters, chosen.size_labels)
        index = None if query.q is None else SearchIndex(self, chosen, where, version)  # no list without words asks
        if index is None:
            listings, total = self._sorted(chosen, where, page, version)
            data, seen = self._read_page(listings, min(page.page_size, total - page.offset), version)
            return page_of(data, page, total), seen
        found = finding.find(query.q, page, index, chosen.order if chosen.kind == "matched" else None)
        return found, index.seen()

    def _sorted(self, chosen: Plan, where: Where, page: PageRequest, version) -> tuple:
        """The listings of a sorted list's page, in the order to try them, and its total (remembered for the
        catalogue version): the types `where` keeps, off an index in the list's order, or sorted, after a walk
        of the sort order where that is likely to be cheaper (`_walk`)."""
        if where:
            statement, params = type_statements.count(where)
            total, everything = self._counts.one(statement, params, version)
        else:  # remembered too: no statement at all instead of the sum (26 µs)
            total = everything = self._counts.scalar(ALL_TYPES, (), version, 0)
        total, everything = int(total), int(everything or 0)
        if page.offset >= total:
            return [], total
        if chosen.kind == "mint":  # an index range in the list's order (mint_types.py)
            return [type_statements.mint_ids(chosen.filters.mint, chosen.order, page)], total
        listings = []
        scan = _walk(page, total, everything) if chosen.kind == "filtered" and where else None
        if scan is not None:
            listings.append(type_statements.walked_ids(where, chosen.order, scan, page))
        listings.append(type_statements.sorted_ids(where, chosen.order, page))
        return listings, total

    def _read_page(self, listings: list[Listing], size: int, version) -> tuple[list, object]:
        """The page's entries and the catalogue version they were read under: off the first of `listings` that
        lists all `size` of them (a walk of the sort order may fall short; the sorted matches follow it), else
        off the last. With none, an empty page and the version as stored now."""
        if not listings:
            return [], self._counts.current()
        for listing in listings:
            data, seen = self._entries(listing, version)
            if len(data) == size:
                break
        return data, seen

    def _entries(self, listing: Listing, version) -> tuple[list, object]:
        """The entries of the rows `listing` lists, in its order: as rendered at import (read_model) where this
        reader has the records and every one of them has its own, else built from the columns; and the catalogue
        version they were read under (by the same statement). A reader without records reads the rows only."""
        urls = self._stored.urls(version)
        if urls is not None:
            found, seen = read_model.read_page(
                read_model.TYPE_SUMMARIES, listing.ids, listing.order, listing.params, urls
            )
            if found is not None:
                return found, seen
        rest = type_statements.summaries(listing)
        built, seen = packed_rows_seen(SUMMARY, rest, listing.params)
        return [self._map.summary(row) for row in built], seen

    def types_by_ids(self, ids) -> dict:
        wanted = [int(i) for i in map(str, ids) if is_row_id(i)]
        if not wanted:
            return {}
        found = packed_rows(
            SUMMARY, f"FROM coin_type t {SUMMARY_JOINS} WHERE t.id IN ({', '.join('?' * len(wanted))})", wanted
        )
        return {summary.id: summary for summary in map(self._map.summary, found)}

    def coin_type(self, issuer_slug: str, series_slug: str, slug: str) -> CoinType | Rendered:
        """The type's page as rendered at import (read_model) where this reader has it, else built from its rows."""
        found = one(RENDERED_TYPE, (issuer_slug, series_slug, slug))
        stored = None if found is None else self._stored.record(*found)
        if stored is not None:
            return stored
        row = None if found is None else one(f"{dialect(*FULL_TYPE_COLUMNS)} WHERE t.id = ?", (found[0],))
        if row is None:
            moved = one(MOVED_TYPE, (f"{issuer_slug}/{series_slug}/{slug}",))
            if moved is not None:
                raise CoinTypeMoved(*moved)
            raise CoinTypeNotFound(f"No type {issuer_slug}/{series_slug}/{slug} in the catalogue.")
        return self.coin_type_of(row)

    def coin_type_of(self, row: tuple) -> CoinType:
        return coin_type_of(self._map, row)

    def changes(self, since: dt.datetime, page: PageRequest) -> Page:
        """The change feed's page since `since` (aware; stored times are naive UTC)."""
        moment = naive_utc(since)
        total = scalar(CHANGE_COUNT, (moment, moment), 0)
        found = rows(CHANGES, (moment, moment, page.page_size, page.offset))
        return page_of([_change(*row[:6]) for row in found], page, int(total))

    def type_records(self, after: int, limit: int) -> tuple[list[CoinType | Rendered], str | None]:
        """Up to `limit` full type records with ids above `after`, in id order, and the catalogue version they
        were read under (None on an empty catalogue): each as the read model stores it where this reader has
        it, else built from its row, as coin_type does."""
        found = rows(TYPE_RECORDS, (after, limit))
        records: list[CoinType | Rendered] = []
        for row_id, text, version in found:
            stored = self._stored.record(row_id, text, version)
            if stored is None:
                row = one(f"{dialect(*FULL_TYPE_COLUMNS)} WHERE t.id = ?", (row_id,))
                if row is None:  # deleted between the two reads: an import ran, which the version shows
                    continue
                stored = self.coin_type_of(row)
            records.append(stored)
        return records, (found[-1][2] if found else scalar(VERSION))

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


def _walk(page: PageRequest, total: int, everything: int) -> int | None:
    """How many rows of the sort order to walk for the page's `total` matches among `everything`, visiting at
    most a bounded prefix of it; None where sorting the matches is cheaper.

    Spread evenly, the first offset + size matches lie within (offset + size) × everything / total rows
    of the sort order, which beats sorting all `total` matches once total² ≥ (offset + size) ×
    everything. Matches are not always spread evenly (bullion fractions are all modern, so "1/10 oz,
    oldest first" meets its first match near the end), so the walk goes on past four times the even share
    up to `total` rows: checking a row costs no more than reading and sorting a match, so giving up after
    that costs at most as much again as sorting at once. A full page within the prefix is the answer,
    since those rows come first in the sort order; anything short of it, and the matches are sorted instead.
    """
    need = page.offset + page.page_size
    if total * total < need * everything:
        return None
    return min(everything, max(WALK_AT_LEAST, 4 * need * everything // total, total))


class SearchIndex:
    """What a search of the types asks of the store (domain.finding.Index), under one catalogue version and the
    query's filters: the vocabulary's words (search.Vocabulary), the engine's candidates
    (type_statements.candidates), the ranking remembered for the version (CountMemo), and the page's entries,
    read as a list page is (TypeReads._entries). `seen()`: the version the page's statement saw."""

    def __init__(self, reads: TypeReads, chosen: Plan, where: Where, version) -> None:
        self._reads, self._chosen, self._where, self._version = reads, chosen, where, version
        self._vocabulary = search.Vocabulary(reads._counts, version)
        self._seen = None

    def known(self, word: str) -> bool:
        return self._vocabulary.known(word)

    def common(self, word: str) -> bool:
        return self._vocabulary.common(word)

    def near(self, word: rules.Word) -> dict[str, int]:
        return self._vocabulary.near(word)

    def candidates(self, reading: rules.Reading, distinctive: frozenset[str]) -> list[ranking.Document]:
        statement, params = type_statements.candidates(reading, self._where, self._chosen.filtered, distinctive)
        return [ranking.Document.of(*row) for row in rows(statement, params)]

    def remembered(self, key: tuple, rank) -> finding.Ranking:
        """The ranking, kept compact (8 bytes an id, 2 a count) for the version, the filters and the size labels
        read."""
        key = (*key, _FILTER_VALUES(self._chosen.filters), self._chosen.size_labels)
        return self._reads._counts.remembered(key, self._version, lambda: _compact(rank()))

    def entries(self, ids, page: PageRequest, order: str | None) -> list:
        listing = type_statements.in_order(ids) if order is None else type_statements.sorted_among(ids, order, page)
        data, self._seen = self._reads._entries(listing, self._version)
        return data

    def seen(self):
        """The version the page's statement saw; with no page read, the version as stored now."""
        return self._seen if self._seen is not None else self._reads._counts.current()


def _compact(ranked: finding.Ranking) -> finding.Ranking:
    return finding.Ranking(array.array("q", ranked.ids), array.array("H", ranked.held), ranked.terms)


def _change(type_id, root: str, series: str | None, slug: str | None, change: str, at) -> TypeChange:
    if series is None:  # a removal: the address it had, root/series/slug
        root, series, slug = root.split("/", 2)
    return TypeChange(str(type_id), root, series, slug, change, utc(at))


def _date(value) -> dt.date:
    """SQLite hands back the stored text, PostgreSQL a datetime."""
    return value.date() if isinstance(value, dt.datetime) else dt.date.fromisoformat(str(value)[:10])
