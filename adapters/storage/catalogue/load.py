"""`goldcoins import`: a catalogue read and checked by the import service (ports.catalogue_records) written in one
transaction, matched on natural keys so ids stay put; what it did counted per kind (a kind's deletions, its
cascades too, are the rows that are gone)."""

from __future__ import annotations

import collections
import datetime as dt
import hashlib
import itertools
import json

import attrs

from adapters.storage.catalogue import derived, read_model
from adapters.storage.catalogue.addresses import StoredTree, forget_taken_addresses, keep_former_paths
from adapters.storage.catalogue.models import (
    HighlightRow,
    IssueRow,
    IssuerRow,
    MintRow,
    PictureRow,
    SeriesRow,
    TypeRemovalRow,
    TypeRow,
)
from adapters.storage.db import database, naive_utc
from adapters.storage.pool import PoolEntryRow
from domain.errors import InvalidCatalogue
from domain.search import normalise, sort_title
from ports.catalogue import ImportReport, Render
from ports.catalogue_records import IssueRecord, ParsedCatalogue, PictureRecord, TypeRecord, as_format, plain_fields

DELETION_ORDER = (TypeRow, SeriesRow, IssuerRow)  # the inner records first: nothing kept is inside what goes
KINDS = {
    "issuers": IssuerRow,
    "series": SeriesRow,
    "types": TypeRow,
    "issues": IssueRow,
    "mints": MintRow,
    "pictures": PictureRow,
    "highlights": HighlightRow,
}


def fingerprint(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()


def mint_slugs() -> set[str]:
    return {slug for (slug,) in MintRow.select(MintRow.slug).tuples()}


def import_catalogue(
    catalogue: ParsedCatalogue,
    now: dt.datetime,
    progress=lambda done, total: None,
    render: Render | None = None,
    dry_run: bool = False,
    release_pooled: bool = False,
) -> ImportReport:
    """Imports `catalogue` (its pictures' copies made) in one transaction. With `render` (a domain value to the
    JSON the API sends for it), the read model's records its changes touch are rendered again in the same
    transaction (read_model); without, they are dropped and reads build them from the columns. Mints are
    resolved against the catalogue and the database, so one tree file imports alone. `dry_run`: all of it, then
    rolled back. A type removed while the token pool maps it refuses the import, unless `release_pooled` (then its
    pool entries go too, listed in the report). Records the catalogue no longer holds are deleted last, once
    every type has found its row: a type moved out of a removed series or issuer keeps its id."""
    report = ImportReport(dry_run=dry_run)
    now = naive_utc(now)
    with database.atomic() as transaction:
        before = _counts()
        writer = _Writer(now, report)
        mint_ids = writer.mints(catalogue.mints)
        issuer_ids = writer.issuers(catalogue)
        series_ids = writer.series(catalogue, issuer_ids, mint_ids)
        writer.types(catalogue, issuer_ids, series_ids, mint_ids, progress, release_pooled)
        writer.delete_leftovers()
        if catalogue.highlighted is not None:
            writer.highlights([issuer_ids[slug] for slug in catalogue.highlighted])
        for kind, count in _counts().items():
            report.count(kind, "deleted", before[kind] + report.kinds[kind].created - count)
        if dry_run:  # counted: nothing more to learn from deriving what would be
            transaction.rollback()
            return report
        read_model.forget({model._meta.table_name: ids for model, ids in writer.changed.items()})
        derived.refresh(render, changed=report.changed)
    return report


def _counts() -> dict[str, int]:
    return {kind: model.select().count() for kind, model in KINDS.items()}


@attrs.define
class _Writer:
    now: dt.datetime
    report: ImportReport
    changed: dict = attrs.field(factory=lambda: collections.defaultdict(set))  # model → ids created, updated, deleted
    leftovers: list = attrs.field(factory=list)  # (model, {key: row}) the files no longer hold: deleted last

    def upsert(self, model, existing, key, values: dict, kind: str) -> int:
        digest = fingerprint(values)
        row = existing.pop(key, None)
        if row is None:
            self.report.count(kind, "created")
            row_id = model.insert(**values, content_hash=digest, updated_at=self.now).execute()
            self.changed[model].add(row_id)
            return row_id
        if row.content_hash != digest:
            self.report.count(kind, "updated")
            model.update(**values, content_hash=digest, updated_at=self.now).where(model.id == row.id).execute()
            self.changed[model].add(row.id)
        else:
            self.report.count(kind, "unchanged")
        return row.id

    def upsert_many(self, model, existing: dict, wanted: dict, kind: str, ids_of) -> dict:
        """upsert for each of `wanted` (key → values), the new rows inserted together: their ids are then read by
        `ids_of` (the new rows' keys → {key: id}). Every wanted key's id."""
        ids, new = {}, {}
        for key, values in wanted.items():
            if key in existing:
                ids[key] = self.upsert(model, existing, key, values, kind)
            else:
                new[key] = dict(values, content_hash=fingerprint(values), updated_at=self.now)
        if new:
            insert_rows(model, list(new.values()))
            created = ids_of(list(new))
            self.report.count(kind, "created", len(new))
            self.changed[model].update(created[key] for key in new)
            ids.update(created)
        return ids

    def delete_rest(self, model, existing: dict) -> None:
        if existing:  # counted with the rows their deletion cascades to, at the end
            ids = [row.id for row in existing.values()]
            self.changed[model].update(ids)
            for start in range(0, len(ids), 500):
                model.delete().where(model.id.in_(ids[start : start + 500])).execute()

    def delete_leftovers(self) -> None:
        """Types, then series, then issuers: each deleted once nothing the files hold is still inside it."""
        for model, existing in sorted(self.leftovers, key=lambda leftover: DELETION_ORDER.index(leftover[0])):
            self.delete_rest(model, existing)

    def mints(self, mints: dict) -> dict:
        existing = {row.slug: row for row in MintRow.select(MintRow.id, MintRow.slug, MintRow.content_hash)}
        ids = {slug: row.id for slug, row in existing.items()}
        wanted = {
            slug: dict(slug=slug, name=mint.name, letter=mint.letter, search_name=_search_key(mint.name))
            for slug, mint in mints.items()
        }

        def ids_of(slugs: list) -> dict:
            return dict(MintRow.select(MintRow.slug, MintRow.id).where(MintRow.slug.in_(slugs)).tuples())

        ids.update(self.upsert_many(MintRow, existing, wanted, "mints", ids_of))
        return ids

    def issuers(self, catalogue) -> dict:
        existing = {row.slug: row for row in IssuerRow.select(IssuerRow.id, IssuerRow.slug, IssuerRow.content_hash)}
        ids = {slug: row.id for slug, row in existing.items()}
        roots = set(catalogue.roots)
        in_trees = {s: r for s, r in existing.items() if r.id in self._root_ids(roots, ids)}
        for slug, issuer in catalogue.issuers.items():
            in_trees.pop(slug, None)
            values = dict(
                slug=slug,
                name=issuer.name,
                search_name=_search_key(issuer.name),
                aliases=json.dumps(issuer.aliases),
                sources=json.dumps(as_format(issuer.sources)),
                parent=ids.get(issuer.parent),
                position=issuer.position,
            )
            if issuer.parent is not None:
                values["root_id"] = ids[issuer.root]
            ids[slug] = self.upsert(IssuerRow, existing, slug, values, "issuers")
        root_ids = [ids[slug] for slug in catalogue.roots]
        for start in range(0, len(root_ids), 500):  # a root is its own root
            IssuerRow.update(root_id=IssuerRow.id).where(IssuerRow.id.in_(root_ids[start : start + 500])).execute()
        self.leftovers.append((IssuerRow, in_trees))
        return ids

    def _root_ids(self, roots, ids) -> set:
        root_ids = {ids[slug] for slug in roots if slug in ids}
        return {row.id for row in IssuerRow.select(IssuerRow.id).where(IssuerRow.root_id.in_(list(root_ids)))}

    def series(self, catalogue, issuer_ids, mint_ids) -> dict:
        root_ids = [issuer_ids[slug] for slug in catalogue.roots]
        query = SeriesRow.select(SeriesRow.id, SeriesRow.root, SeriesRow.slug, SeriesRow.content_hash)
        existing = {(row.root_id, row.slug): row for row in query.where(SeriesRow.root.in_(root_ids))}
        wanted = {
            (issuer_ids[root], slug): dict(
                root=issuer_ids[root],
                issuer=issuer_ids[series.issuer],
                slug=slug,
                name=series.name,
                aliases=json.dumps(series.aliases),
                search_name=_search_key(series.name),
                mint=mint_ids.get(series.mint),
            )
            for (root, slug), series in catalogue.series.items()
        }

        def ids_of(keys: list) -> dict:
            found = SeriesRow.select(SeriesRow.root, SeriesRow.slug, SeriesRow.id).where(SeriesRow.root.in_(root_ids))
            return {(root, slug): series_id for root, slug, series_id in found.tuples() if (root, slug) in wanted}

        ids = self.upsert_many(SeriesRow, existing, wanted, "series", ids_of)
        self.leftovers.append((SeriesRow, existing))
        return {(root, slug): ids[(issuer_ids[root], slug)] for root, slug in catalogue.series}

    def types(self, catalogue, issuer_ids, series_ids, mint_ids, progress, release_pooled: bool) -> None:
        tree = StoredTree.of({issuer_ids[root]: root for root in catalogue.roots})
        wanted = {
            (series_ids[(root, slug)], type_slug): (f"{root}/{slug}/{type_slug}", series, coin_type)
            for (root, slug), series in catalogue.series.items()
            for type_slug, coin_type in series.types.items()
        }
        rows = tree.match({key: (path, coin_type.formerly) for key, (path, _, coin_type) in wanted.items()})
        kept = {row.id for row in rows.values()}
        removed = {row.id: tree.path(row) for row in tree.rows.values() if row.id not in kept}
        self._pooled(catalogue, removed, release_pooled)
        insert_rows(TypeRemovalRow, [{"type_id": i, "path": p, "removed_at": self.now} for i, p in removed.items()])
        self.leftovers.append((TypeRow, {row.id: row for row in tree.rows.values() if row.id in removed}))
        self._free_addresses(tree, rows, removed)
        total, counted = len(wanted), itertools.count(1)
        fresh = []  # (key, values, record) of the types new to the database: written together below
        for key, (path, series, coin_type) in wanted.items():
            before = rows.get(key)
            root = path.split("/", 1)[0]
            leaf = coin_type.issuer or series.issuer
            values = _type_values(coin_type, key[0], issuer_ids[leaf], issuer_ids[root])
            values["content_hash"] = _content_hash(coin_type)
            if before is None:
                fresh.append((key, values, coin_type))
                continue
            moved = (before.series_id, before.slug) != key
            if moved:
                self.report.moved.append((tree.path(before), path))
            type_id = self._type(values, before, moved)
            if before.content_hash != values["content_hash"]:
                _write_children(type_id, coin_type, mint_ids, self.report)
            else:
                self.report.count("issues", "unchanged", len(coin_type.issues))
                self.report.count("pictures", "unchanged", len(coin_type.pictures))
            keep_former_paths(type_id, [*coin_type.formerly, *([tree.path(before)] if moved else [])])
            progress(next(counted), total)
        self._new_types(fresh, mint_ids, lambda: progress(next(counted), total))
        forget_taken_addresses([path for path, _, _ in wanted.values()])

    def _new_types(self, fresh: list, mint_ids: dict, step) -> None:
        """The types new to the database, their issues and pictures, each kind in a few statements of many rows
        (a fresh import writes a thousand types and thousands of issues: one statement each costs seconds)."""
        if not fresh:
            return
        insert_rows(TypeRow, [dict(values, updated_at=self.now, created_at=self.now) for _, values, _ in fresh])
        series_ids = list({series_id for (series_id, _), _, _ in fresh})
        query = TypeRow.select(TypeRow.id, TypeRow.series, TypeRow.slug).where(TypeRow.series.in_(series_ids))
        ids = {(series_id, slug): type_id for type_id, series_id, slug in query.tuples()}
        issues, pictures = [], []
        for key, _, coin_type in fresh:
            type_id = ids[key]
            self.report.count("types", "created")
            self.changed[TypeRow].add(type_id)
            issues += [_issue_values(type_id, n, issue, mint_ids) for n, issue in enumerate(coin_type.issues)]
            pictures += [_picture_values(type_id, n, picture) for n, picture in enumerate(coin_type.pictures)]
            keep_former_paths(type_id, list(coin_type.formerly))
            step()
        self.report.count("issues", "created", len(issues))
        self.report.count("pictures", "created", len(pictures))
        insert_rows(IssueRow, issues)
        insert_rows(PictureRow, pictures)

    def _free_addresses(self, tree, rows: dict, removed: dict) -> None:
        """Moves may swap addresses, and a new place may be a removed type's: every row that moves steps aside to
        an address of its own first, and a removed type on a new place goes before the mover arrives."""
        for key, row in rows.items():
            if (row.series_id, row.slug) != key:
                occupant = tree.rows.get(key)
                if occupant is not None and occupant.id in removed:
                    TypeRow.delete().where(TypeRow.id == occupant.id).execute()
                TypeRow.update(slug=f"~{row.id}").where(TypeRow.id == row.id).execute()

    def _pooled(self, catalogue, removed: dict, release: bool) -> None:
        """The pool entries of the types the import removes: a refusal naming them, or (`release`) deleted."""
        if not removed:
            return
        entries = []
        ids = [str(type_id) for type_id in removed]
        for start in range(0, len(ids), 500):
            entries.extend(PoolEntryRow.select().where(PoolEntryRow.type_id.in_(ids[start : start + 500])))
        if not entries:
            return
        by_type = collections.defaultdict(list)
        for entry in sorted(entries, key=lambda e: int(e.token_id)):
            by_type[removed[int(entry.type_id)]].append(int(entry.token_id))
        if release:
            self.report.released += [(token, path) for path, tokens in by_type.items() for token in tokens]
            for start in range(0, len(ids), 500):
                PoolEntryRow.delete().where(PoolEntryRow.type_id.in_(ids[start : start + 500])).execute()
            return
        files = {root: file for (root, _), (file, _) in catalogue.origins.items()}
        raise InvalidCatalogue(
            (
                files.get(path.split("/", 1)[0], "-"),
                path,
                "-",
                f"this type would be removed, but the token pool maps token(s) {', '.join(map(str, tokens))} to it: "
                f"if it moved or was renamed, list {path!r} in its record's `formerly`; to remove it and those pool "
                "entries, import with --release-pooled",
            )
            for path, tokens in by_type.items()
        )

    def _type(self, values, before, moved: bool) -> int:
        if before is None:
            self.report.count("types", "created")
            type_id = TypeRow.insert(**values, updated_at=self.now, created_at=self.now).execute()
            self.changed[TypeRow].add(type_id)
            return type_id
        if moved or before.content_hash != values["content_hash"]:
            self.report.count("types", "updated")
            TypeRow.update(**values, detail_json=None, updated_at=self.now).where(TypeRow.id == before.id).execute()
            read_model.forget_entry(before.id)
            self.changed[TypeRow].add(before.id)
        else:
            self.report.count("types", "unchanged")
        return before.id

    def highlights(self, issuer_ids: list) -> None:
        current = [row.issuer_id for row in HighlightRow.select().order_by(HighlightRow.position)]
        moved = [n for n, issuer in enumerate(issuer_ids) if issuer in current and current.index(issuer) != n]
        self.report.count("highlights", "created", len(set(issuer_ids) - set(current)))
        self.report.count("highlights", "updated", len(moved))
        self.report.count("highlights", "unchanged", len(set(issuer_ids) & set(current)) - len(moved))
        if current == issuer_ids:
            return
        HighlightRow.delete().execute()
        HighlightRow.insert_many([{"issuer": i, "position": n} for n, i in enumerate(issuer_ids)]).execute()


def _content_hash(coin_type: TypeRecord) -> str:
    """Of what the type's rows hold: its record, and of its pictures their copies, not where they were read
    (the records' repr: every field by name and value, written by attrs)."""
    pictures = [(p.side, p.copyright, p.copyright_url, p.license, p.copy) for p in coin_type.pictures]
    return hashlib.sha256(repr((attrs.evolve(coin_type, pictures=()), pictures)).encode()).hexdigest()


def _type_values(t: TypeRecord, series_id: int, issuer_id: int, root_id: int) -> dict:
    """The type's row: its record's plain fields in the columns of their names, the lists as JSON (sides and
    sources as the files write them)."""
    obverse = next((p.copy for p in t.pictures if p.side == "obverse"), None)
    return dict(
        plain_fields(t),
        series=series_id,
        issuer=issuer_id,
        root=root_id,
        sort_title=sort_title(t.title),
        aliases=json.dumps(t.aliases),
        references=json.dumps(t.references),
        tags=json.dumps(t.tags),
        sides=json.dumps(as_format(t.sides)),
        sources=json.dumps(as_format(t.sources)),
        thumbnail_path=obverse.thumbnail_path if obverse else None,
        thumbnail_is_cropped=bool(obverse and obverse.cropped),
    )


PICTURE_COLUMNS = ("side", "path", "thumbnail_path", "copyright", "copyright_url", "license", "cropped")


def _write_children(type_id: int, coin_type: TypeRecord, mint_ids: dict, report: ImportReport) -> None:
    _sync_issues(type_id, coin_type.issues, mint_ids, report)
    query = PictureRow.select().where(PictureRow.coin_type == type_id).order_by(PictureRow.position).dicts()
    old = [tuple(row[c] for c in PICTURE_COLUMNS) for row in query]
    new = [_picture_values(type_id, n, picture) for n, picture in enumerate(coin_type.pictures)]
    same = sum(a == tuple(b[c] for c in PICTURE_COLUMNS) for a, b in zip(old, new))
    report.count("pictures", "unchanged", same)
    report.count("pictures", "updated", min(len(old), len(new)) - same)
    report.count("pictures", "created", max(0, len(new) - len(old)))  # the fewer: counted as deleted at the end
    PictureRow.delete().where(PictureRow.coin_type == type_id).execute()
    insert_rows(PictureRow, new)


def _picture_values(type_id: int, position: int, picture: PictureRecord) -> dict:
    copy = picture.copy
    assert copy is not None, "the import service makes each picture's copies before the store is handed them"
    return dict(
        coin_type=type_id,
        position=position,
        side=picture.side,
        path=copy.path,
        thumbnail_path=copy.thumbnail_path,
        copyright=picture.copyright,
        copyright_url=picture.copyright_url,
        license=picture.license,
        cropped=copy.cropped,
    )


def _sync_issues(type_id: int, issues: tuple[IssueRecord, ...], mint_ids: dict, report: ImportReport) -> None:
    existing = {row["identity"]: row for row in IssueRow.select().where(IssueRow.coin_type == type_id).dicts()}
    rows = []
    for position, issue in enumerate(issues):
        values = _issue_values(type_id, position, issue, mint_ids)
        if values["identity"] not in existing:
            rows.append(values)
            report.count("issues", "created")
            continue
        row = existing.pop(values["identity"])
        if all(row[name] == value for name, value in values.items()):
            report.count("issues", "unchanged")
        else:
            report.count("issues", "updated")
            IssueRow.update(**values).where(IssueRow.id == row["id"]).execute()
    if existing:  # counted as deleted at the end
        IssueRow.delete().where(IssueRow.id.in_([row["id"] for row in existing.values()])).execute()
    insert_rows(IssueRow, rows)


def _issue_values(type_id: int, position: int, issue: IssueRecord, mint_ids: dict) -> dict:
    return dict(
        plain_fields(issue),
        coin_type=type_id,
        identity=issue.identity,
        position=position,
        mint=mint_ids.get(issue.mint),
        marks=json.dumps(issue.marks),
        references=json.dumps(issue.references),
    )


def insert_rows(model, rows: list[dict], per_statement: int = 200) -> None:
    """`rows` (each with the same fields, by name) inserted a few hundred to a statement. The statement's text is
    written here, not by peewee's query builder, which spends more time building an insert of many rows than the
    database spends on it; each value still goes through its field's db_value, and a field left out gets its
    default."""
    if not rows:
        return
    defaults = {field.name: default for field, default in model._meta.defaults.items() if field.name not in rows[0]}
    if defaults:  # as peewee's insert gives them: a column the rows leave out has its field's default
        rows = [{**row, **{name: d() if callable(d) else d for name, d in defaults.items()}} for row in rows]
    fields = [model._meta.fields[name] for name in rows[0]]
    opening, closing = database.quote  # the database's quotes around a name: "name" (MySQL's `name`)
    columns = ", ".join(f"{opening}{field.column_name}{closing}" for field in fields)
    one = f"({', '.join([database.param] * len(fields))})"
    for start in range(0, len(rows), per_statement):
        chunk = rows[start : start + per_statement]
        values = ", ".join([one] * len(chunk))
        params = [field.db_value(row[field.name]) for row in chunk for field in fields]
        table = f"{opening}{model._meta.table_name}{closing}"
        database.execute_sql(f"INSERT INTO {table} ({columns}) VALUES {values}", params)


def _search_key(name: str) -> str:
    """What a name is searched by, within its column: decomposing (NFKD) may lengthen a name (`ﷺ` is 18
    characters once decomposed), and only its first characters need to be compared."""
    return normalise(name)[: MintRow.search_name.max_length]
