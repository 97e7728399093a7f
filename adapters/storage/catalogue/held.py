"""The catalogue as the store holds it, back in the format's records (ports.catalogue_records): what the export
writes out as catalogue files, so that importing them gives the same catalogue. The inverse of load.py: a
record's plain fields come from the columns of their names, its lists from the JSON the import wrote.

A picture's own file is not kept, only the service's copies: a picture comes back named by the media store's
path of its large copy (ports.media.MediaStore), with its credit and licence, for the export to pack beside it."""

from __future__ import annotations

import json
import typing

import attrs

from adapters.storage.catalogue.models import (
    FormerTypePath,
    HighlightRow,
    IssueRow,
    IssuerRow,
    MintRow,
    PictureRow,
    SeriesRow,
    TypeRow,
)
from ports.catalogue_records import (
    IssueRecord,
    IssuerRecord,
    MintRecord,
    ParsedCatalogue,
    PictureRecord,
    SeriesRecord,
    TypeRecord,
)

PER_STATEMENT = 500  # ids in one IN (…): within every SQLite build's and PostgreSQL's limits


def root_slugs() -> list[str]:
    """The root issuers, by slug (the order an export's files are named and read in)."""
    query = IssuerRow.select(IssuerRow.slug).where(IssuerRow.parent.is_null()).order_by(IssuerRow.slug)
    return [slug for (slug,) in query.tuples()]


def shared() -> ParsedCatalogue:
    """Every mint, and the highlighted root issuers in their order (None when the editorial names none)."""
    mints = {row.slug: _record(MintRecord, row.__data__) for row in MintRow.select().order_by(MintRow.id)}
    query = HighlightRow.select(IssuerRow.slug).join(IssuerRow).order_by(HighlightRow.position)
    highlighted = [slug for (slug,) in query.tuples()]
    return ParsedCatalogue(mints=mints, highlighted=highlighted or None)


def tree(slug: str) -> ParsedCatalogue | None:
    """One root issuer's tree (None when there is no such root): its issuers, series and types, in the order
    the import wrote them."""
    root = IssuerRow.get_or_none((IssuerRow.slug == slug) & IssuerRow.parent.is_null())
    if root is None:
        return None
    issuers = list(IssuerRow.select().where(IssuerRow.root_id == root.id).order_by(IssuerRow.position, IssuerRow.id))
    slugs = {row.id: row.slug for row in issuers}
    part = ParsedCatalogue(roots=[slug])
    for row in sorted(issuers, key=lambda row: row.id != root.id):  # the root first
        parent = slugs.get(row.parent_id) if row.id != root.id else None
        part.issuers[row.slug] = IssuerRecord(
            slug=row.slug,
            name=row.name,
            aliases=json.loads(row.aliases),
            sources=json.loads(row.sources),
            parent=parent,
            root=slug,
            position=row.position,
        )
    mints = dict(MintRow.select(MintRow.id, MintRow.slug).tuples())
    series_rows = list(SeriesRow.select().where(SeriesRow.root == root.id).order_by(SeriesRow.id))
    types = _types(root.id, {row.id: row.issuer_id for row in series_rows}, slugs, mints)
    for row in series_rows:
        part.series[(slug, row.slug)] = SeriesRecord(
            slug=row.slug,
            name=row.name,
            aliases=json.loads(row.aliases),
            mint=mints.get(row.mint_id),
            types={coin_type.slug: coin_type for coin_type in types.get(row.id, [])},
            issuer=slugs[row.issuer_id],
            root=slug,
        )
    return part


def _types(root_id: int, filed: dict, issuers: dict, mints: dict) -> dict[int, list[TypeRecord]]:
    """The root's types by series id, read PER_STATEMENT at a time (only the records are kept, not the rows). A
    type names its issuer only where it is not its series' (`filed`: the issuer id of each series), as the format's
    optional `issuer` does."""
    found: dict[int, list[TypeRecord]] = {}
    after = 0
    while True:
        query = TypeRow.select().where((TypeRow.root == root_id) & (TypeRow.id > after))
        rows = list(query.order_by(TypeRow.id).limit(PER_STATEMENT).dicts())
        if not rows:
            return found
        after = rows[-1]["id"]
        ids = [row["id"] for row in rows]
        issues = _children(IssueRow, ids, IssueRow.position)
        pictures = _children(PictureRow, ids, PictureRow.position)
        former = _children(FormerTypePath, ids, FormerTypePath.path)
        for row in rows:
            record = _record(
                TypeRecord,
                row,
                issuer=None if row["issuer"] == filed[row["series"]] else issuers[row["issuer"]],
                aliases=json.loads(row["aliases"]),
                formerly=[path["path"] for path in former.get(row["id"], [])],
                references=json.loads(row["references"]),
                tags=json.loads(row["tags"]),
                sides=json.loads(row["sides"]),
                sources=json.loads(row["sources"]),
                issues=[_issue(issue, mints) for issue in issues.get(row["id"], [])],
                pictures=[
                    _record(PictureRecord, picture, source=picture["path"]) for picture in pictures.get(row["id"], [])
                ],
            )
            found.setdefault(row["series"], []).append(record)


def _children(model, type_ids: list[int], order) -> dict[int, list[dict]]:
    """The rows of `model` of these types (at most PER_STATEMENT), by type id, in `order`."""
    found: dict[int, list[dict]] = {}
    for row in model.select().where(model.coin_type.in_(type_ids)).order_by(order).dicts():
        found.setdefault(row["coin_type"], []).append(row)
    return found


def _issue(row: dict, mints: dict) -> IssueRecord:
    return _record(
        IssueRecord,
        row,
        mint=mints.get(row["mint"]),
        marks=json.loads(row["marks"]),
        references=json.loads(row["references"]),
    )


def _record(cls: type, row: dict, **given: typing.Any):
    """A record of `cls` from the row's columns of its fields' names, `given` overriding them: the records take
    the format's names (their aliases) as keywords."""
    values = {}
    for field in attrs.fields(cls):
        if field.name in given:
            values[field.alias] = given[field.name]
        elif field.name in row and field.init:
            values[field.alias] = row[field.name]
    return cls(**values)
