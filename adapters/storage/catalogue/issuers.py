"""Issuer reads (the list and the root's page) and the stats every detail page carries, as plain SQL."""

from __future__ import annotations

import collections

import orjson

from adapters.storage.catalogue import read_model, search
from adapters.storage.catalogue.mapping import Mapper
from adapters.storage.catalogue.memo import CountMemo
from adapters.storage.catalogue.queries import VERSION, Columns, Where, changed_since, packed_rows, packed_rows_seen
from adapters.storage.catalogue.type_rows import sources_of, utc
from adapters.storage.db import one, rows
from domain import search as rules
from domain.catalogue import IssuerDetail, IssuerListItem, IssuerNode, MintRef, Ref, Stats
from domain.errors import IssuerNotFound
from domain.hierarchy import IssuerMatch, NamedIssuer, held, matched_in_tree
from domain.paging import Page, PageRequest, page_of
from domain.search import normalise
from ports.catalogue import IssuerQuery
from ports.views import Rendered

ORDER_BY = {
    "name_asc": "i.name, i.id",
    "name_desc": "i.name DESC, i.id",
    "depth_desc": "i.type_count DESC, i.id",
    "depth_asc": "i.type_count, i.id",
}
# a list's picture is the thumbnail: the obverse crop where one was made (no ", " inside: packed_rows)
PICTURE_COLUMNS = (
    "pic.id, COALESCE(pic.thumbnail_path,pic.path), pic.side, pic.copyright, pic.copyright_url, pic.license"
)
LIST_COLUMNS = Columns(
    "i.id, i.name, i.slug, i.aliases, i.updated_at, i.parent_id, i.series_count, i.type_count, p.name, p.slug, "
    f"{PICTURE_COLUMNS}"
)
JOINS = "LEFT JOIN issuer p ON p.id = i.parent_id LEFT JOIN picture pic ON pic.id = i.picture_id"
ROOT_ROW = (
    "SELECT i.id, i.name, i.slug, i.aliases, i.sources, i.updated_at, i.series_count, i.type_count, i.stats, "
    f"{PICTURE_COLUMNS} FROM issuer i "
    "LEFT JOIN picture pic ON pic.id = i.picture_id "
)
# the root's id and stored page, and the catalogue version they are of (read_model.Stored)
ROOT = f"SELECT i.id, i.detail_json, ({VERSION}) FROM issuer i WHERE i.slug = ? AND i.parent_id IS NULL"
TREE = (Columns("id, name, slug, parent_id"), "FROM issuer WHERE root_id = ? ORDER BY position, id")
MINT_REFS = Columns("id, name, slug, letter")


def name_matches(where: Where, column: str, q: str | None) -> None:
    if q:
        pattern = normalise(q).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        where.add(f"{column} LIKE ? ESCAPE '\\'", f"%{pattern}%")


class IssuerReads:
    def __init__(
        self,
        mapper: Mapper,
        counts: CountMemo | None = None,
        stored: read_model.Stored | read_model.NotStored | None = None,
    ) -> None:
        self._map = mapper
        self._counts = counts or CountMemo()
        self._stored = stored or read_model.NotStored()

    def issuers(self, query: IssuerQuery, page: PageRequest) -> Page:
        """The page and its total as of one catalogue version (CountMemo.consistent)."""
        return self._counts.consistent(lambda version: self._issuers(query, page, version))

    def _issuers(self, query: IssuerQuery, page: PageRequest, version) -> tuple[Page, object]:
        where = Where()
        words: list[str] = []
        near: dict = {}
        if query.q:  # any name in the issuer's tree, with Meilisearch's typo budget (search.issuer_matches)
            search.issuer_matches(where, "i.search_names", query.q, self._counts, version)
            words, near = search.issuer_words(query.q, self._counts, version)
        if query.roots_only:
            where.add("i.parent_id IS NULL")
        changed_since(where, "i.updated_at", query.updated_since)
        total = self._counts.scalar(f"SELECT count(*) FROM issuer i{where}", where.params, version, 0)
        order = self._order(query.sort, words, near, version)
        # the page's ids first (from the index of the order where there is one), then their entries as
        # rendered at import (read_model) where this reader has them, else built from their rows (parents and
        # pictures joined), each read with the version it saw
        ids = f"SELECT i.id FROM issuer i{where} ORDER BY {order} LIMIT ? OFFSET ?"
        params = [*where.params, page.page_size, page.offset]
        urls = self._stored.urls(version)
        found, seen = (
            (None, None) if urls is None else read_model.read_page(read_model.ISSUER_ENTRIES, ids, order, params, urls)
        )
        if found is None:
            source = f"FROM ({ids}) page JOIN issuer i ON i.id = page.id"
            built, seen = packed_rows_seen(LIST_COLUMNS, f"{source} {JOINS} ORDER BY {order}", params)
            found = [self.list_item_of(row) for row in built]
        match = self._match([int(item.id) for item in found], words, near, version) if words else None
        return page_of(found, page, int(total), match), seen

    def _order(self, sort: str, words: list[str], near: dict, version) -> str:
        """The list's ORDER BY: a named order, or by relevance (a search's default): the issuers whose own names
        hold every word first, then the rest of those found through an issuer beneath them; deeper catalogues
        first, then by name."""
        if sort != "relevance":
            return ORDER_BY[sort]
        if not words:
            return ORDER_BY["name_asc"]
        named, _ = self._named(version)
        own = [issuer_id for issuer_id, issuer in named.items() if held(issuer, words, near) == len(words)]
        first = f"CASE WHEN i.id IN ({', '.join(map(str, own))}) THEN 0 ELSE 1 END, " if own else ""
        return first + "i.type_count DESC, i.name, i.id"

    def _match(self, ids: list[int], words: list[str], near: dict, version) -> IssuerMatch:
        named, children = self._named(version)
        return IssuerMatch(tuple(matched_in_tree(issuer_id, named, children, words, near) for issuer_id in ids))

    def _named(self, version) -> tuple[dict[int, NamedIssuer], dict[int, list[int]]]:
        """Every issuer with the searched words of its own names, and each one's children in the tree's order
        (remembered per catalogue version: a few hundred rows)."""
        return self._counts.remembered(("issuers", "named"), version, _named_issuers)

    def list_item_of(self, row) -> IssuerListItem:
        """A row of LIST_COLUMNS as the domain's IssuerListItem."""
        issuer_id, name, slug, aliases, updated_at, parent_id, series_count, type_count, parent_name, parent_slug = row[
            :10
        ]
        picture = row[10:]
        return IssuerListItem(
            id=str(issuer_id),
            name=name,
            slug=slug,
            aliases=tuple(orjson.loads(aliases or "[]")),
            updated_at=utc(updated_at),
            is_root=parent_id is None,
            parent=None if parent_id is None else Ref(id=str(parent_id), name=parent_name, slug=parent_slug),
            series_count=series_count,
            type_count=type_count,
            picture=self._picture(picture),
        )

    def issuer(self, slug: str) -> IssuerDetail | Rendered:
        """The root's page as rendered at import (read_model) where this reader has it, else built from its rows."""
        found = one(ROOT, (slug,))
        stored = None if found is None else self._stored.record(*found)
        if stored is not None:
            return stored
        row = None if found is None else one(f"{ROOT_ROW} WHERE i.id = ?", (found[0],))
        if row is None:
            raise IssuerNotFound(f"No root issuer {slug!r} in the catalogue.")
        return self.detail_of(row)

    def detail_of(self, row) -> IssuerDetail:
        """A row of ROOT_ROW, with its tree and the mints its stats name, as the domain's IssuerDetail."""
        root_id, name, root_slug, aliases, sources, updated_at, series_count, type_count, stats, *picture = row
        tree = packed_rows(*TREE, (root_id,))
        return IssuerDetail(
            id=str(root_id),
            name=name,
            slug=root_slug,
            aliases=tuple(orjson.loads(aliases or "[]")),
            sources=sources_of(sources),
            updated_at=utc(updated_at),
            children=_children(root_id, tree),
            series_count=series_count,
            type_count=type_count,
            picture=self._picture(picture),
            stats=self.stats(stats),
        )

    def stats(self, text: str) -> Stats:
        """Stored stats name their mints by id; only those mints are read."""
        wanted = [int(m) for m in orjson.loads(text or "{}").get("mints", ())]
        found = (
            packed_rows(MINT_REFS, f"FROM mint WHERE id IN ({', '.join('?' * len(wanted))})", wanted) if wanted else []
        )
        mints = {
            mint_id: MintRef(id=str(mint_id), name=name, slug=slug, letter=letter)
            for mint_id, name, slug, letter in found
        }
        return self._map.stats(text, mints)

    def _picture(self, columns):
        return None if columns[0] is None else self._map.picture_of(*columns)


def _children(parent_id: int, tree: list) -> tuple[IssuerNode, ...]:
    return tuple(
        IssuerNode(id=str(node_id), name=name, slug=slug, children=_children(node_id, tree))
        for node_id, name, slug, node_parent in tree
        if node_parent == parent_id
    )


def _named_issuers() -> tuple[dict[int, NamedIssuer], dict[int, list[int]]]:
    named, children = {}, collections.defaultdict(list)
    for issuer_id, name, slug, parent_id, aliases in rows(
        "SELECT id, name, slug, parent_id, aliases FROM issuer ORDER BY position, id"
    ):
        words = rules.words_of((name, *orjson.loads(aliases or "[]")))
        named[issuer_id] = NamedIssuer(ref=Ref(id=str(issuer_id), name=name, slug=slug), words=words)
        if parent_id is not None:
            children[parent_id].append(issuer_id)
    return named, dict(children)
