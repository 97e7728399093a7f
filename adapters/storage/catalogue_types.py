"""Type reads: the filtered list, the full record, lookups by id, and the type sitemap."""
from __future__ import annotations

import datetime as dt
import re

from adapters.storage.catalogue_filters import is_row_id, type_filter
from adapters.storage import read_model
from adapters.storage.catalogue_mapping import Mapper, sides, strings
from adapters.storage.catalogue_sql import (ORDER_BY, SUMMARY_COLUMNS, SUMMARY_FLOATS, SUMMARY_JOINS, CountMemo,
                                            dialect, in_order, json_rows, one, packed_rows, rows,
                                            scalar)
from domain.catalogue import CoinType, Issue, MintRef, Ref, TypeIdentity
from domain.errors import CoinTypeNotFound
from domain.paging import Page, PageRequest, page_of
from ports.catalogue import Rendered, TypeQuery

# Every type sits in exactly one root's tree and the import refreshes the roots' counts, so the
# unfiltered total is a sum over a few hundred roots instead of a count over every type.
ALL_TYPES = "SELECT sum(type_count) FROM issuer WHERE parent_id IS NULL"
WALK_AT_LEAST = 256
TYPE_COLUMN = re.compile(r"\bt\.(\w+)")
PICTURES = json_rows("p.position", "p.id, p.path, p.side, p.copyright, p.copyright_url, p.license",
                     "FROM picture p WHERE p.coin_type_id = t.id")
ISSUES = json_rows(
    "i.position",
    'i.id, i.is_dated, i.year, i.gregorian_year, i.min_year, i.max_year, i.mint_letter, i.marks, i.finish, '
    'i.variety, i.mintage, i."references", i.comment, im.id, im.name, im.slug, im.letter',
    "FROM issue i LEFT JOIN mint im ON im.id = i.mint_id WHERE i.coin_type_id = t.id")
# The type, its pictures and its issues in one statement (the children as JSON arrays, see json_rows).
FULL_TYPE_COLUMNS = tuple(
    'SELECT t.id, t.title, t.slug, t.external_catalogue_id, t.updated_at, t.category, t.ruler, t.min_year, '
    't.max_year, t."value", t.value_numeric, t.currency, t.composition, t.fineness, t.weight, t.fine_weight, '
    't.size, t.thickness, t.shape, t.technique, t.orientation, t."references", t.tags, t.commemorated_topic, '
    't.comments, t.demonetized, t.legal_tender, t.sides, l.id, l.name, l.slug, r.id, r.name, r.slug, '
    f's.id, s.name, s.slug, m.id, m.name, m.slug, m.letter, {pictures}, {issues} '
    "FROM coin_type t JOIN series s ON s.id = t.series_id JOIN issuer l ON l.id = t.issuer_id "
    "JOIN issuer r ON r.id = t.root_id LEFT JOIN mint m ON m.id = s.mint_id "
    for pictures, issues in zip(PICTURES, ISSUES))
# The type's id and stored page by its slugs: the series first, through its unique (root, slug), then the
# type through its unique (series, slug); left to itself the planner walks every type of the root.
RENDERED_TYPE = ("SELECT t.id, t.detail_json FROM coin_type t WHERE t.series_id = (SELECT sr.id FROM series sr "
                 "JOIN issuer ro ON ro.id = sr.root_id WHERE ro.slug = ? AND ro.parent_id IS NULL AND sr.slug = ?) "
                 "AND t.slug = ?")
# The offset is walked on the covering index coin_type (id, series_id, root_id, slug, updated_at) rather
# than over the wide rows; only the page's rows are joined.
IDENTITY_COLUMNS = "r.slug, s.slug, t.slug, t.updated_at"
IDENTITIES = (
    "FROM (SELECT id, series_id, root_id, slug, updated_at FROM coin_type ORDER BY id LIMIT ? OFFSET ?) t "
    "JOIN series s ON s.id = t.series_id JOIN issuer r ON r.id = t.root_id ORDER BY t.id"
)


class TypeReads:
    def __init__(self, mapper: Mapper, counts: CountMemo | None = None,
                 stored: read_model.Stored | None = None) -> None:
        self._map = mapper
        self._counts = counts or CountMemo()
        self._stored = stored or read_model.Stored(mapper.cdn_base_url)

    def types(self, query: TypeQuery, page: PageRequest) -> Page:
        where = type_filter(query)
        if where:
            total, everything = self._counts.one(f"SELECT count(*), ({ALL_TYPES}) FROM coin_type t{where}",
                                                 where.params)
        else:
            total = everything = scalar(ALL_TYPES, (), 0)
        total, everything = int(total), int(everything or 0)
        if page.offset >= total:
            return page_of([], page, total)
        order = ORDER_BY[query.sort]
        found = None
        need = page.offset + page.page_size
        if where and total * total >= need * everything:
            found = self._walk(where, order, page, total, everything)
        if found is None:
            found = self._page(f"SELECT t.id FROM coin_type t{where} ORDER BY {order} LIMIT ? OFFSET ?",
                               where.params, order, page)
        return page_of(found, page, total)

    def _walk(self, where, order: str, page: PageRequest, total: int, everything: int) -> list | None:
        """The page found by walking the sort's index, visiting at most a bounded prefix of it.

        Spread evenly, the first offset + size matches lie within (offset + size) × everything / total rows
        of the sort order, which beats sorting all `total` matches once total² ≥ (offset + size) ×
        everything. Matches are not always spread evenly (bullion fractions are all modern, so "1/10 oz,
        oldest first" meets its first match near the end), so the walk stops after four times the even
        share: a full page within that prefix is the answer, since those rows come first in the sort
        order; anything short of it gives None, and the caller sorts the matches instead.
        """
        need = page.offset + page.page_size
        scan = min(everything, max(WALK_AT_LEAST, 4 * need * everything // total))
        # No ORDER BY outside: the filter keeps the walk's order, and a sort there would read the whole prefix
        # before answering instead of stopping at the page's last match.
        filtered = where.sql("+")
        columns = ", ".join(f"t.{name}" for name in sorted({"id", *TYPE_COLUMN.findall(filtered + order)}))
        found = self._page(f"SELECT t.id FROM (SELECT {columns} FROM coin_type t ORDER BY {order} LIMIT ?) t{filtered}"
                           " LIMIT ? OFFSET ?", [scan, *where.params], order, page)
        return found if len(found) == min(page.page_size, total - page.offset) else None

    def _page(self, ids: str, params, order: str, page: PageRequest) -> list:
        """The page's entries as rendered at import (read_model), or built from the columns when any of
        them has none."""
        source, params = f"FROM ({ids}) page JOIN coin_type t ON t.id = page.id", [*params, page.page_size, page.offset]
        rendered = self._stored.page("t", "summary_json", f"{source} ORDER BY {order}", params)
        if rendered is not None:
            return rendered
        return [self._map.summary(row) for row in packed_rows(SUMMARY_COLUMNS, f"{source} {SUMMARY_JOINS} "
                                                              f"ORDER BY {order}", params, SUMMARY_FLOATS)]

    def types_by_ids(self, ids) -> dict:
        wanted = [int(i) for i in map(str, ids) if is_row_id(i)]
        if not wanted:
            return {}
        found = packed_rows(SUMMARY_COLUMNS, f"FROM coin_type t {SUMMARY_JOINS} WHERE t.id IN "
                            f"({', '.join('?' * len(wanted))})", wanted, SUMMARY_FLOATS)
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
        """A row of FULL_TYPE_COLUMNS as the domain's CoinType."""
        (type_id, title, type_slug, external_id, updated_at, category, ruler, min_year, max_year, value,
         value_numeric, currency, composition, fineness, weight, fine_weight, size, thickness, shape, technique,
         orientation, references, tags, topic, comments, demonetized, legal_tender, side_text) = row[:28]
        return CoinType(
            id=str(type_id), title=title, slug=type_slug, external_catalogue_id=external_id,
            updated_at=utc(updated_at), category=category, ruler=ruler, min_year=min_year, max_year=max_year,
            value=value, value_numeric=value_numeric, currency=currency, composition=composition,
            fineness=fineness, weight=weight, fine_weight=fine_weight, size=size, thickness=thickness,
            shape=shape, technique=technique, orientation=orientation, references=strings(references),
            tags=strings(tags), commemorated_topic=topic, comments=comments,
            demonetized=bool(demonetized), legal_tender=bool(legal_tender), issuer=_ref(row[28:31]),
            root_issuer=_ref(row[31:34]), series=_ref(row[34:37]), mint=_mint(row[37:41]), sides=sides(side_text),
            pictures=tuple(self._map.picture_of(*picture) for picture in in_order(row[41])),
            issues=_issues(in_order(row[42])))

    def type_identities(self, page: PageRequest) -> Page:
        total = scalar(ALL_TYPES, (), 0)
        # plain rows: at 10,000 rows SQLite building and orjson reading one JSON text costs as much as stepping
        found = rows(f"SELECT {IDENTITY_COLUMNS} {IDENTITIES}", (page.page_size, page.offset))
        dates: dict = {}
        data = [TypeIdentity(root, series, slug, dates.get(updated) or dates.setdefault(updated, _date(updated)))
                for root, series, slug, updated in found]
        return page_of(data, page, int(total))


def _issues(found: list[list]) -> tuple[Issue, ...]:
    return tuple(Issue(
        id=str(i[0]), is_dated=bool(i[1]), year=i[2], gregorian_year=i[3], min_year=i[4], max_year=i[5],
        mint_letter=i[6], marks=strings(i[7]), finish=i[8], variety=i[9], mintage=i[10],
        references=strings(i[11]), comment=i[12], mint=_mint(i[13:17])) for i in found)


def _mint(columns) -> MintRef | None:
    mint_id, name, slug, letter = columns
    return None if mint_id is None else MintRef(id=str(mint_id), name=name, slug=slug, letter=letter)


def _ref(columns) -> Ref:
    ref_id, name, slug = columns
    return Ref(id=str(ref_id), name=name, slug=slug)


def _date(value) -> dt.date:
    """SQLite hands back the stored text, PostgreSQL a datetime."""
    return value.date() if isinstance(value, dt.datetime) else dt.date.fromisoformat(str(value)[:10])


def utc(value) -> dt.datetime:
    if not isinstance(value, dt.datetime):
        value = dt.datetime.fromisoformat(value)
    return value.replace(tzinfo=dt.timezone.utc) if value.tzinfo is None else value
