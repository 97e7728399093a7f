"""Type reads: the filtered list, the full record, lookups by id, and the type sitemap."""

from __future__ import annotations

import datetime as dt
import functools
import operator
import re

import attrs
import orjson

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
    on_postgres,
    one,
    packed_rows,
    rows,
    scalar,
)
from adapters.storage.catalogue.type_rows import FULL_TYPE_COLUMNS, coin_type_of
from domain.catalogue import CoinType, TypeIdentity
from domain.errors import CoinTypeMoved, CoinTypeNotFound
from domain.paging import Page, PageRequest, page_of
from ports.catalogue import TypeQuery
from ports.views import Rendered

# Every type sits in exactly one root's tree and the import refreshes the roots' counts, so the
# unfiltered total is a sum over a few hundred roots instead of a count over every type.
ALL_TYPES = "SELECT sum(type_count) FROM issuer WHERE parent_id IS NULL"
WALK_AT_LEAST = 256
TYPE_COLUMN = re.compile(r"\bt\.(\w+)")
# The type's id and stored page by its slugs: the series first, through its unique (root, slug), then the
# type through its unique (series, slug); left to itself the planner walks every type of the root.
RENDERED_TYPE = (
    "SELECT t.id, t.detail_json FROM coin_type t WHERE t.series_id = (SELECT sr.id FROM series sr "
    "JOIN issuer ro ON ro.id = sr.root_id WHERE ro.slug = ? AND ro.parent_id IS NULL AND sr.slug = ?) "
    "AND t.slug = ?"
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
    """How a type list is read, decided from the query alone (`plan`):

    - `relevance`: q without a sort: the engine's candidates ranked by domain.search, the page cut from them;
    - `mint`: one mint's types and nothing else, read off the mint_type index in the list's order;
    - `indexed`: an index lists the matches in the sort order (an issuer's types alone, one size's alone);
    - `filtered`: the matches sorted, or found by walking the sort order when they are many (decided on the
      remembered counts, TypeReads._walk).
    """

    kind: str
    order: str
    filtered: bool


def plan(query: TypeQuery, labels: bool, mint_index: bool) -> Plan:
    filtered = _filtered(query)
    if query.q is not None and query.sort == "relevance":
        return Plan("relevance", ORDER_BY["title_asc"], filtered)
    order = ORDER_BY["title_asc" if query.sort == "relevance" else query.sort]
    if mint_index and _mint_only(query):
        return Plan("mint", order, filtered)
    if query.q is None and _in_index_order(query, labels):
        return Plan("indexed", order, filtered)
    return Plan("filtered", order, filtered)


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
        labels = query.size is not None and self._size_labels()
        chosen = plan(query, labels, query.mint is not None and self._mint_types())
        where = type_filter(attrs.evolve(query, q=None), size_labels=labels)
        reading = None if query.q is None else search.understood(query.q, self._counts, version)
        if chosen.kind == "relevance":
            data, total, seen = self._relevant(query, chosen, reading, where, labels, page, version)
        else:
            data, total, seen = self._listed(query, chosen, reading, where, page, version)
        return page_of(data, page, total), seen

    def _relevant(self, query: TypeQuery, chosen: Plan, reading, filters: Where, labels, page, version) -> tuple:
        """The entries of a relevance order's page, its total and the version read: the ranked ids of the query
        among the types `filters` keeps (remembered for the catalogue version, so paging through them ranks
        once), then the page's entries."""
        ids = self._counts.remembered(
            ("ranked", reading.query.key(), _FILTER_VALUES(query), labels),
            version,
            lambda: search.ranked_ids(reading, filters, chosen.filtered),
        )
        wanted = ids[page.offset : page.offset + page.page_size]
        data, seen = self._entries(*_in_order(wanted), "page.pos") if wanted else ([], self._counts.current())
        return data, len(ids), seen

    def _listed(self, query: TypeQuery, chosen: Plan, reading, where: Where, page: PageRequest, version) -> tuple:
        """The entries of a sorted list's page, its total and the version read: the types `where` keeps that
        hold the words read too."""
        if reading is not None:
            search.where_all(reading, where)
        if where:
            total, everything = self._counts.one(
                f"SELECT count(*), ({ALL_TYPES}) FROM coin_type t{where}", where.params, version
            )
        else:  # remembered too: no statement at all instead of the sum (26 µs)
            total = everything = self._counts.scalar(ALL_TYPES, (), version, 0)
        total, everything = int(total), int(everything or 0)
        if page.offset >= total:
            return [], total, self._counts.current()
        order, found = chosen.order, None
        need = page.offset + page.page_size
        if chosen.kind == "mint":  # an index range in the list's order (mint_types.py)
            found = self._page(
                f"{mint_types.IDS} ORDER BY {token_order(order, 'mt')} LIMIT ? OFFSET ?", [query.mint], order, page
            )
        elif chosen.kind == "filtered" and where and total * total >= need * everything:
            # visiting rows in the sort order until the page is full: about need × everything / total of them,
            # against sorting all `total` matches
            found = self._walk(where, order, page, total, everything)
        if found is None:
            found = self._page(
                f"SELECT t.id FROM coin_type t{where} ORDER BY {order} LIMIT ? OFFSET ?", where.params, order, page
            )
        data, seen = found
        return data, total, seen

    def _walk(self, where, order: str, page: PageRequest, total: int, everything: int) -> tuple | None:
        """The page found by walking the sort's index, visiting at most a bounded prefix of it.

        Spread evenly, the first offset + size matches lie within (offset + size) × everything / total rows
        of the sort order, which beats sorting all `total` matches once total² ≥ (offset + size) ×
        everything. Matches are not always spread evenly (bullion fractions are all modern, so "1/10 oz,
        oldest first" meets its first match near the end), so the walk goes on past four times the even share
        up to `total` rows: checking a row costs no more than reading and sorting a match, so giving up after
        that costs at most as much again as sorting at once. A full page within the prefix is the answer,
        since those rows come first in the sort order; anything short of it gives None, and the caller sorts
        the matches instead.
        """
        need = page.offset + page.page_size
        scan = min(everything, max(WALK_AT_LEAST, 4 * need * everything // total, total))
        # No ORDER BY outside on SQLite: the filter keeps the walk's order, and a sort there would read the whole
        # prefix before answering instead of stopping at the page's last match. PostgreSQL may join a search's
        # word index the other way round (a hash of the prefix), so there the prefix's matches are sorted again.
        filtered = where.sql(walking=True)
        columns = ", ".join(f"t.{name}" for name in sorted({"id", *TYPE_COLUMN.findall(filtered + order)}))
        again = dialect("", f" ORDER BY {order}")
        found = self._page(
            f"SELECT t.id FROM (SELECT {columns} FROM coin_type t ORDER BY {order} LIMIT ?) t{filtered}{again}"
            " LIMIT ? OFFSET ?",
            [scan, *where.params],
            order,
            page,
        )
        return found if len(found[0]) == min(page.page_size, total - page.offset) else None

    def _page(self, ids: str, params, order: str, page: PageRequest) -> tuple[list, object]:
        return self._entries(ids, [*params, page.page_size, page.offset], order)

    def _entries(self, ids: str, params, order: str) -> tuple[list, object]:
        """The entries of the rows `ids` lists, in `order`: as rendered at import (read_model) where every one
        of them has its record, else built from the columns; and the catalogue version they were read under."""
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
            moved = one(MOVED_TYPE, (f"{issuer_slug}/{series_slug}/{slug}",))
            if moved is not None:
                raise CoinTypeMoved(*moved)
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


def _in_order(ids) -> tuple[str, list]:
    """A statement listing `ids` in their order as (id, pos), and its parameters."""
    if on_postgres():
        return "SELECT u.id, u.pos FROM unnest(CAST(? AS integer[])) WITH ORDINALITY AS u(id, pos)", [list(ids)]
    sqlite = "SELECT CAST(value AS INTEGER) AS id, CAST(key AS INTEGER) AS pos FROM json_each(?)"
    return sqlite, [orjson.dumps(list(ids)).decode()]


@functools.lru_cache(maxsize=None)
def token_order(order: str, alias: str) -> str:
    """A type-list ORDER BY on a copy of the sort keys with the type's id as coin_type_id (mint_type's, as
    `mt`), the same order."""
    return TYPE_COLUMN.sub(
        lambda column: f"{alias}.coin_type_id" if column[1] == "id" else f"{alias}.{column[1]}", order
    )


def _date(value) -> dt.date:
    """SQLite hands back the stored text, PostgreSQL a datetime."""
    return value.date() if isinstance(value, dt.datetime) else dt.date.fromisoformat(str(value)[:10])
