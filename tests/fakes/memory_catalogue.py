"""A whole CatalogueRepository in memory, built from catalogue documents with the domain's own rules.

It answers every query of the port, so e2e tests can run without a database; the contract suite
(tests/contract/test_catalogue_repository_contract.py) keeps it honest against Peewee. It reads the catalogue
files through the format's one home (services.catalogue_format) into the format's records
(ports.catalogue_records), as the import service does for the storage adapter, and shares nothing else with that
adapter: it builds its records and searches on its own, so a bug in the adapter's writing or search shows up as a
difference between the two.
"""

from __future__ import annotations

import collections
import itertools
import json
import pathlib
import re
import unicodedata

import attrs

from domain import finding, ranking
from domain import search as search_rules
from domain.catalogue import (
    CatalogueIdentities,
    CoinType,
    HighlightedIssuer,
    Issue,
    IssuerDetail,
    IssuerListItem,
    IssuerNode,
    MintDetail,
    MintListItem,
    MintRef,
    MintSeries,
    Picture,
    Ref,
    SeriesDetail,
    SeriesIdentity,
    SeriesListItem,
    Side,
    SlugIdentity,
    Source,
    TypeChange,
    TypeIdentity,
    TypeSummary,
)
from domain.errors import CoinTypeNotFound, IssuerNotFound, MintNotFound, SeriesNotFound
from domain.hierarchy import (
    IssuerMatch,
    NamedIssuer,
    TypeFacts,
    held,
    holds,
    lead_type,
    matched_in_tree,
    representative_picture,
    stats_of,
    struck_at,
    subtree,
)
from domain.labels import purity_label, size_label
from domain.paging import page_of
from ports.catalogue_records import plain_fields
from ports.media import PictureRequest
from services.catalogue_format import read_catalogue

TYPE_SORTS = {
    "title_asc": lambda t: (search_rules.sort_title(t.title), int(t.id)),
    "title_desc": None,
    "newest": lambda t: (t.min_year is None, -(t.min_year or 0), int(t.id)),
    "oldest": lambda t: (t.min_year is None, t.min_year or 0, int(t.id)),
    "year_asc": lambda t: (t.min_year is None, t.min_year or 0, int(t.id)),
    "weight_desc": lambda t: (-t.weight, int(t.id)),
    "weight_asc": lambda t: (t.weight, int(t.id)),
}


class InMemoryCatalogue:
    def __init__(self, path, updated_at, cdn_base_url="https://cdn.test", pictures=None) -> None:
        """`pictures`: a ports.media.PreparePictures for the pictures' copies (None: left out, as the store does)."""
        self.updated_at, self._cdn = updated_at, cdn_base_url.rstrip("/")
        self.calls = []
        self._pictures = pictures
        self._folder = pathlib.Path(path) if pathlib.Path(path).is_dir() else pathlib.Path(path).parent
        source = read_catalogue(path)
        ids = itertools.count(1)
        self._mints = {
            slug: MintRef(id=str(next(ids)), name=m.name, slug=slug, letter=m.letter)
            for slug, m in source.mints.items()
        }
        self._issuers = {slug: dict(attrs.asdict(i), id=str(next(ids))) for slug, i in source.issuers.items()}
        self.highlighted = list(source.highlighted or [])
        self._series, self._types, self.facts = {}, {}, {}
        for (root, slug), s in source.series.items():
            self._series[(root, slug)] = dict(attrs.asdict(s, recurse=False), id=str(next(ids)))
            for coin_type in s.types.values():
                self._add_type(coin_type, self._series[(root, slug)], ids)

    # --- building -----------------------------------------------------------------------------------
    def _ref(self, slug) -> Ref:
        issuer = self._issuers[slug]
        return Ref(id=issuer["id"], name=issuer["name"], slug=slug)

    def _add_type(self, t, series, ids) -> None:
        type_id = str(next(ids))
        raw_pictures = t.pictures if self._pictures else ()
        copies = self._copies(raw_pictures, t.shape)
        pictures = tuple(
            Picture(
                id=str(next(ids)),
                url=f"{self._cdn}/{copies[p.source].path}",
                side=p.side,
                copyright=p.copyright,
                copyright_url=p.copyright_url,
                license=p.license,
            )
            for p in raw_pictures
        )
        series_mint = self._mints.get(series["mint"])
        issues = tuple(
            Issue(
                **plain_fields(i),
                id=str(next(ids)),
                mint=self._mints.get(i.mint),
                marks=i.marks,
                references=i.references,
            )
            for i in t.issues
        )
        refs = dict(
            issuer=self._ref(t.issuer or series["issuer"]),
            root_issuer=self._ref(series["root"]),
            series=Ref(id=series["id"], name=series["name"], slug=series["slug"]),
        )
        full = CoinType(
            **plain_fields(t),
            id=type_id,
            aliases=tuple(dict.fromkeys([*t.aliases, *series["aliases"]])),
            updated_at=self.updated_at,
            references=t.references,
            tags=t.tags,
            mint=series_mint,
            pictures=pictures,
            issues=issues,
            sides=tuple(Side(**attrs.asdict(s, recurse=False)) for s in t.sides),
            sources=tuple(Source(**attrs.asdict(s, recurse=False)) for s in t.sources),
            **refs,
        )
        first = next((n for n, p in enumerate(raw_pictures) if p.side == "obverse"), None)
        copy = None if first is None else copies[raw_pictures[first].source]
        obverse = None if copy is None else attrs.evolve(pictures[first], url=f"{self._cdn}/{copy.thumbnail_path}")
        cropped = bool(copy and copy.cropped)
        summary = TypeSummary(
            id=type_id,
            title=full.title,
            slug=full.slug,
            category=full.category,
            fine_weight=full.fine_weight,
            fineness=full.fineness,
            weight=full.weight,
            min_year=full.min_year,
            max_year=full.max_year,
            thumbnail_url=obverse.url if obverse else None,
            thumbnail_is_cropped=bool(obverse and cropped),
            **refs,
        )
        mints = {m.id: m for m in [series_mint] + [i.mint or series_mint for i in issues] if m}
        self._types[type_id] = (full, summary, series["id"], self._document(full, issues))
        self.facts[type_id] = TypeFacts(
            id=int(type_id),
            fine_weight=full.fine_weight,
            fineness=full.fineness,
            size=full.size,
            min_year=full.min_year,
            max_year=full.max_year,
            mints=tuple(sorted(mints.values(), key=lambda m: int(m.id))),
            obverse=obverse,
            struck_at=struck_at(series_mint, [(i.mint or series_mint, i.mint_letter) for i in issues]),
        )

    def _copies(self, raw_pictures, shape) -> dict:
        requests = [
            PictureRequest(
                source=str((self._folder / p.source).resolve()), side=p.side, shape=shape, where=("", "", "")
            )
            for p in raw_pictures
        ]
        copies = self._pictures(requests).copies if requests else {}
        return {p.source: copies[r.source] for p, r in zip(raw_pictures, requests)}

    # --- helpers ------------------------------------------------------------------------------------
    def _facts_of_series(self, series_id) -> list:
        return [self.facts[i] for i, (_, _, s, _) in self._types.items() if s == series_id]

    def _below(self, slug) -> set:
        children = collections.defaultdict(list)
        for child, issuer in self._issuers.items():
            children[issuer["parent"]].append(child)
        return set(subtree(slug, children))

    def _series_under(self, root) -> list:
        below = self._below(root)
        return [s for s in self._series.values() if s["issuer"] in below]

    def _types_named_under(self, slug) -> int:
        below = self._below(slug)
        return sum(1 for full, *_ in self._types.values() if full.issuer.slug in below)

    def _root(self, slug, missing=IssuerNotFound):
        if slug not in self._issuers or self._issuers[slug]["parent"] is not None:
            raise missing(f"No root issuer {slug!r}.")
        return self._issuers[slug]

    def _picture(self, series_list):
        return representative_picture([self._facts_of_series(s["id"]) for s in series_list])

    def _lead(self, series_id):
        lead = lead_type(self._facts_of_series(series_id))
        return self._types[str(lead.id)][1] if lead else None

    # --- the port -----------------------------------------------------------------------------------
    def issuers(self, query, page):
        words, near = self._issuer_terms(query.q) if query.q else ([], {})
        named, children = self._named_issuers()
        found = [
            (slug, i)
            for slug, i in self._issuers.items()
            if (not query.roots_only or i["parent"] is None)
            and (not query.q or _tree_holds(int(i["id"]), named, children, words, near))
            and (query.updated_since is None or self.updated_at >= query.updated_since)
        ]
        items = []
        for slug, i in found:
            series = self._series_under(slug)
            items.append(
                IssuerListItem(
                    id=i["id"],
                    name=i["name"],
                    slug=slug,
                    aliases=tuple(i["aliases"]),
                    updated_at=self.updated_at,
                    parent=self._ref(i["parent"]) if i["parent"] else None,
                    is_root=i["parent"] is None,
                    series_count=len(series),
                    type_count=self._types_named_under(slug),
                    picture=self._picture(series),
                )
            )
        own = {i for i, issuer in named.items() if words and held(issuer, words, near) == len(words)}
        keys = {
            "name_asc": lambda x: (x.name, int(x.id)),
            "depth_asc": lambda x: (x.type_count, int(x.id)),
            "name_desc": None,
            "depth_desc": lambda x: (-x.type_count, int(x.id)),
            "relevance": (lambda x: (int(x.id) not in own, -x.type_count, x.name, int(x.id)))
            if words
            else (lambda x: (x.name, int(x.id))),
        }
        items = _sorted(items, keys, query.sort, "name_asc", lambda x: x.name)
        shown = items[page.offset : page.offset + page.page_size]
        match = (
            IssuerMatch(tuple(matched_in_tree(int(x.id), named, children, words, near) for x in shown))
            if words
            else None
        )
        return page_of(shown, page, len(items), match)

    def _issuer_terms(self, q: str) -> tuple[list[str], dict[str, set[str]]]:
        vocabulary = {w for i in self._issuers.values() for w in self._issuer_words(i)}
        words = list(dict.fromkeys(search_rules.words(q)[: search_rules.MAX_WORDS]))
        budget = {word: search_rules.Word(word).typo_budget for word in words}
        return words, {word: {o for o in vocabulary if 0 < _osa(word, o) <= budget[word]} for word in words}

    def _named_issuers(self):
        named, children = {}, collections.defaultdict(list)
        for slug, issuer in sorted(self._issuers.items(), key=lambda pair: (pair[1]["position"], int(pair[1]["id"]))):
            ref = Ref(id=issuer["id"], name=issuer["name"], slug=slug)
            named[int(issuer["id"])] = NamedIssuer(ref=ref, words=self._issuer_words(issuer))
            if issuer["parent"]:
                children[int(self._issuers[issuer["parent"]]["id"])].append(int(issuer["id"]))
        return named, dict(children)

    def highlighted_issuers(self):
        return [
            HighlightedIssuer(
                id=self._issuers[s]["id"],
                name=self._issuers[s]["name"],
                slug=s,
                picture=self._picture(self._series_under(s)),
            )
            for s in self.highlighted
        ]

    def issuer(self, slug):
        root = self._root(slug)
        series = self._series_under(slug)
        facts = [f for s in series for f in self._facts_of_series(s["id"])]
        return IssuerDetail(
            id=root["id"],
            name=root["name"],
            slug=slug,
            aliases=tuple(root["aliases"]),
            sources=tuple(Source(title=x["title"], url=x["url"], covers=tuple(x["covers"])) for x in root["sources"]),
            updated_at=self.updated_at,
            children=self._children(slug),
            series_count=len(series),
            type_count=len(facts),
            picture=self._picture(series),
            stats=stats_of(facts),
        )

    def _children(self, parent):
        kids = sorted((i["position"], int(i["id"]), s) for s, i in self._issuers.items() if i["parent"] == parent)
        return tuple(
            IssuerNode(id=self._issuers[s]["id"], name=self._issuers[s]["name"], slug=s, children=self._children(s))
            for _, _, s in kids
        )

    def series_of_issuer(self, issuer_slug, q, page, updated_since=None):
        self._root(issuer_slug)
        if updated_since is not None and self.updated_at < updated_since:  # one import: every record at its moment
            return page_of([], page, 0)
        found = sorted(
            (s for s in self._series.values() if s["root"] == issuer_slug and _folded(q or "") in _folded(s["name"])),
            key=lambda s: (s["name"], int(s["id"])),
        )
        items = [
            SeriesListItem(
                id=s["id"],
                name=s["name"],
                slug=s["slug"],
                updated_at=self.updated_at,
                issuer=self._ref(s["issuer"]),
                mint=self._mints.get(s["mint"]),
                type_count=len(self._facts_of_series(s["id"])),
                lead_type=self._lead(s["id"]),
            )
            for s in found
        ]
        return page_of(items[page.offset : page.offset + page.page_size], page, len(items))

    def series(self, issuer_slug, series_slug):
        self._root(issuer_slug, SeriesNotFound)
        s = self._series.get((issuer_slug, series_slug))
        if s is None:
            raise SeriesNotFound(f"No series {series_slug!r}.")
        facts = self._facts_of_series(s["id"])
        return SeriesDetail(
            id=s["id"],
            name=s["name"],
            slug=s["slug"],
            updated_at=self.updated_at,
            issuer=self._ref(s["issuer"]),
            root_issuer=self._ref(issuer_slug),
            mint=self._mints.get(s["mint"]),
            type_count=len(facts),
            lead_type=self._lead(s["id"]),
            stats=stats_of(facts),
        )

    def types(self, query, page):
        self.calls.append(("types", query))
        filters = attrs.evolve(query, q=None)
        kept = [
            (summary, document)
            for type_id, (full, summary, _, document) in self._types.items()
            if _matches(filters, full, self)
        ]
        if query.q is not None:  # a search: its best matches, ranked, or in another sort order (the same matches)
            return finding.find(query.q, page, _Index(self, kept), None if query.sort == "relevance" else query.sort)
        sort = "title_asc" if query.sort == "relevance" else query.sort  # no words: nothing to rank
        found = _sorted([summary for summary, _ in kept], TYPE_SORTS, sort, "title_asc", _title_key)
        return page_of(found[page.offset : page.offset + page.page_size], page, len(found))

    # --- search: the domain's rules over documents this fake builds itself ---------------------------
    def _document(self, full, issues) -> ranking.Document:
        series = self._series_by_id(full.series.id)
        chains = [*self._names_up(full.issuer.slug), *self._names_up(series["issuer"])]
        other = ["gold", full.series.name, *dict.fromkeys(chains)]
        other += [text for text in (full.ruler, full.value, full.currency, full.commemorated_topic) if text]
        struck_at = [self._mints.get(series["mint"]), *(issue.mint for issue in issues)]
        mints = sorted({mint.name for mint in struck_at if mint is not None})
        catalogue = [word for reference in full.references for word in search_rules.reference_words(reference)]
        catalogue += [str(full.external_catalogue_id)] if full.external_catalogue_id is not None else []
        years = set()
        for issue in issues:
            if issue.gregorian_year is not None:
                years.add(issue.gregorian_year)
            elif issue.min_year is not None and issue.max_year is not None:
                years.update(range(issue.min_year, issue.max_year + 1))
        return ranking.Document(
            id=int(full.id),
            title=tuple(search_rules.words(full.title)),
            aliases=tuple(tuple(search_rules.words(a)) for a in full.aliases if search_rules.words(a)),
            other=tuple(word for text in other for word in search_rules.words(text)),
            mints=tuple(word for text in mints for word in search_rules.words(text)) + tuple(catalogue),
            design=tuple(word for side in full.sides for word in search_rules.words(side.description or "")),
            min_year=full.min_year,
            max_year=full.max_year,
            issue_years=frozenset(years),
            fine_weight=full.fine_weight,
            weight=full.weight,
            value=full.value_numeric,
            sort_title=search_rules.sort_title(full.title),
            mintage=sum(issue.mintage for issue in issues if issue.mintage is not None),
        )

    def _names_up(self, slug) -> list[str]:
        """The names of an issuer and of every issuer above it, each followed by its aliases."""
        names = []
        while slug is not None:
            names.extend((self._issuers[slug]["name"], *self._issuers[slug]["aliases"]))
            slug = self._issuers[slug]["parent"]
        return names

    def _issuer_words(self, issuer) -> tuple[str, ...]:
        return search_rules.words_of((issuer["name"], *issuer["aliases"]))

    def _series_by_id(self, series_id):
        return next(s for s in self._series.values() if s["id"] == series_id)

    def _vocabulary(self) -> set[str]:
        return {word for _, _, _, d in self._types.values() for word in d.words()}

    def _near(self, word) -> dict[str, int]:
        budget = word.typo_budget
        found = {}
        for other in self._vocabulary() if budget else ():
            distance = _osa(word.text, other)
            if 0 < distance <= budget:
                found[other] = distance
        return found

    def coin_type(self, issuer_slug, series_slug, slug):
        for full, _, _, _ in self._types.values():
            if (full.root_issuer.slug, full.series.slug, full.slug) == (
                issuer_slug,
                series_slug,
                slug,
            ) and self._issuers[issuer_slug]["parent"] is None:
                return full
        raise CoinTypeNotFound(f"No type {issuer_slug}/{series_slug}/{slug}.")

    def types_by_ids(self, ids):
        self.calls.append(("types_by_ids", tuple(ids)))
        return {i: self._types[i][1] for i in map(str, ids) if i in self._types}

    def mints(self, q, page, updated_since=None):
        if updated_since is not None and self.updated_at < updated_since:
            return page_of([], page, 0)
        found = sorted(
            (m for m in self._mints.values() if _folded(q or "") in _folded(m.name)), key=lambda m: (m.name, int(m.id))
        )
        items = [self._mint_item(m) for m in found]
        return page_of(items[page.offset : page.offset + page.page_size], page, len(items))

    def _mint_item(self, mint):
        struck = [s for s in self._series.values() if s["mint"] == mint.slug]
        issues = sum(
            1
            for full, *_ in self._types.values()
            for i in full.issues
            if (i.mint or full.mint) == mint and mint.letter and i.mint_letter == mint.letter
        )
        return MintListItem(
            id=mint.id,
            name=mint.name,
            slug=mint.slug,
            updated_at=self.updated_at,
            letter=mint.letter,
            series_count=len(struck),
            issue_count=issues,
            picture=self._picture(struck),
        )

    def mint(self, slug):
        mint = self._mints.get(slug)
        if mint is None:
            raise MintNotFound(f"No mint {slug!r}.")
        struck = sorted(
            (s for s in self._series.values() if s["mint"] == slug), key=lambda s: (s["name"], int(s["id"]))
        )
        return MintDetail(
            id=mint.id,
            name=mint.name,
            slug=slug,
            updated_at=self.updated_at,
            letter=mint.letter,
            series=tuple(
                MintSeries(
                    id=s["id"],
                    name=s["name"],
                    slug=s["slug"],
                    issuer=self._ref(s["issuer"]),
                    root_issuer=self._ref(s["root"]),
                    lead_type=self._lead(s["id"]),
                )
                for s in struck
            ),
            stats=stats_of([f for f in self.facts.values() if mint in f.struck_at]),
        )

    def type_identities(self, page):
        rows = [
            TypeIdentity(
                issuer_slug=full.root_issuer.slug,
                series_slug=full.series.slug,
                slug=full.slug,
                updated_at=self.updated_at.date(),
            )
            for full, *_ in self._types.values()
        ]
        return page_of(rows[page.offset : page.offset + page.page_size], page, len(rows))

    def changes(self, since, page):
        """One import: every type created at its moment; nothing changed or removed."""
        rows = sorted(
            (TypeChange(full.id, full.root_issuer.slug, full.series.slug, full.slug, "created", full.updated_at)
             for full, *_ in self._types.values() if full.updated_at >= since),
            key=lambda change: (change.at, int(change.id)),
        )  # fmt: skip
        return page_of(rows[page.offset : page.offset + page.page_size], page, len(rows))

    def type_records(self, after, limit):
        """Root types only, as coin_type finds them, in id order."""
        full = sorted(
            (int(i), record)
            for i, (record, *_) in self._types.items()
            if self._issuers[record.root_issuer.slug]["parent"] is None
        )
        return [record for i, record in full if i > after][:limit], self.version()

    def catalogue_identities(self):
        day = self.updated_at.date()
        return CatalogueIdentities(
            issuers=tuple(
                SlugIdentity(slug=s, updated_at=day) for s, i in self._issuers.items() if i["parent"] is None
            ),
            series=tuple(SeriesIdentity(issuer_slug=r, slug=s, updated_at=day) for r, s in self._series),
            mints=tuple(SlugIdentity(slug=m, updated_at=day) for m in self._mints),
        )

    def version(self):
        return "memory"


def _tree_holds(issuer_id, named, children, words, near) -> bool:
    """Whether every word of an issuer search is held by the issuer or one beneath it (as the store's filter)."""
    tree = subtree(issuer_id, children)
    return bool(words) and all(any(holds(named[node], word, near.get(word, ())) for node in tree) for word in words)


def _sorted(items, keys, sort, default, name):
    if keys.get(sort) is None:  # the *_desc of a text: reverse the text, ids still ascending
        ordered = sorted(items, key=lambda x: int(x.id))
        return sorted(ordered, key=name, reverse=True)
    return sorted(items, key=keys[sort or default])


def _matches(query, full, catalogue) -> bool:
    checks = [
        query.id is None or query.id == full.id,
        query.issuer is None or (query.issuer == full.root_issuer.slug),
        query.series is None or query.series == full.series.slug,
        query.mint is None or any(m.slug == query.mint for m in catalogue.facts[full.id].mints),
        query.size is None or size_label(full.fine_weight) == query.size,
        query.purity is None or purity_label(full.fineness) == query.purity,
        query.year_from is None
        or (full.min_year is not None and (full.max_year is None or full.max_year >= query.year_from)),
        query.year_to is None or (full.min_year is not None and full.min_year <= query.year_to),
        query.category is None or full.category == query.category,
        query.fine_weight_from is None or (full.fine_weight is not None and full.fine_weight >= query.fine_weight_from),
        query.fine_weight_to is None or (full.fine_weight is not None and full.fine_weight <= query.fine_weight_to),
        query.updated_since is None or full.updated_at >= query.updated_since,
    ]
    return all(checks)


# --- search helpers -------------------------------------------------------------------------------------
class _Index:
    """What domain.finding asks of this fake: its own vocabulary and documents, the types a query's filters kept."""

    def __init__(self, catalogue, kept) -> None:
        self._catalogue, self._kept = catalogue, kept
        self._known = catalogue._vocabulary()
        documents = [document for _, _, _, document in catalogue._types.values()]
        counts = collections.Counter(word for d in documents for word in set(d.words()))
        self._common = finding.common_words(counts, len(documents))

    def known(self, word):
        return word in self._known

    def common(self, word):
        return word in self._common

    def near(self, word):
        return self._catalogue._near(word)

    def candidates(self, reading, distinctive):
        return [document for _, document in self._kept]

    def remembered(self, key, rank):
        return rank()

    def entries(self, ids, page, order):
        by_id = {int(summary.id): summary for summary, _ in self._kept}
        found = [by_id[type_id] for type_id in ids]
        if order is None:
            return found
        return _sorted(found, TYPE_SORTS, order, "title_asc", _title_key)[page.offset : page.offset + page.page_size]


def _title_key(coin_type):
    return search_rules.sort_title(coin_type.title)


def _folded(text: str) -> str:
    """Case and accents dropped: "König" and "KONIG" read "konig"; "Straße" reads "strasse"."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", text) if unicodedata.category(c) != "Mn")
    return bare.casefold()


def _osa(a: str, b: str) -> int:
    """Optimal string alignment distance (a swap of two neighbours is one edit), written out as the oracle
    of the storage adapter's rapidfuzz."""
    if abs(len(a) - len(b)) > 2:
        return 3
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]
