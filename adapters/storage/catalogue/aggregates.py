"""Counts, lead types, pictures and stats of issuers, series and mints, refreshed after each import.

The catalogue changes only on import, so these are computed once there (by the domain's rules) and
read back as plain columns, instead of being re-derived on every request.
"""

from __future__ import annotations

import collections
import json

import peewee

from adapters.storage.catalogue.models import IssueRow, IssuerRow, MintRow, PictureRow, SeriesRow, TypeRow
from domain.catalogue import MintRef, Picture
from domain.hierarchy import TypeFacts, lead_type, representative_picture, stats_of, struck_at, subtree


def refresh() -> None:
    mints = {
        row.id: MintRef(id=str(row.id), name=row.name, slug=row.slug, letter=row.letter) for row in MintRow.select()
    }
    series_rows = list(SeriesRow.select(SeriesRow.id, SeriesRow.issuer, SeriesRow.mint))
    series_mint = {row.id: row.mint_id for row in series_rows}
    issue_mints, issue_counts, lettered = _issue_mints(series_mint, mints)
    types = _type_facts(mints, series_mint, issue_mints, lettered)
    by_series = collections.defaultdict(list)
    for series_id, facts in types:
        by_series[series_id].append(facts)
    _refresh_series(series_rows, by_series)
    _refresh_issuers(series_rows, by_series, _types_by_issuer())
    _refresh_mints(mints, series_rows, by_series, types, issue_counts)


def _issue_mints(series_mint, mints):
    """Effective mint of every issue (its own, else its series'), per type; and per mint, the issues carrying its
    letter (a mint that uses no letter has none)."""
    per_type, counts = collections.defaultdict(set), collections.Counter()
    lettered = collections.defaultdict(list)  # per type: (effective mint, letter) of each issue
    query = IssueRow.select(IssueRow.coin_type, IssueRow.mint, IssueRow.mint_letter, TypeRow.series).join(TypeRow)
    for type_id, mint_id, letter, series_id in query.tuples():
        effective = mint_id or series_mint.get(series_id)
        if effective:
            per_type[type_id].add(effective)
            lettered[type_id].append((mints[effective], letter))
            if letter and letter == mints[effective].letter:
                counts[effective] += 1
    return per_type, counts, lettered


def _type_facts(mints, series_mint, issue_mints, lettered) -> list:
    obverse = {}
    for row in PictureRow.select().where(PictureRow.side == "obverse").order_by(PictureRow.position.desc()):
        obverse[row.coin_type_id] = Picture(id=str(row.id), url=row.path, side=row.side)
    query = TypeRow.select(
        TypeRow.id,
        TypeRow.series,
        TypeRow.fine_weight,
        TypeRow.fineness,
        TypeRow.size,
        TypeRow.min_year,
        TypeRow.max_year,
    ).tuples()
    facts = []
    for type_id, series_id, fine_weight, fineness, size, min_year, max_year in query:
        mint_ids = set(issue_mints.get(type_id, ())) | ({series_mint[series_id]} - {None})
        facts.append(
            (
                series_id,
                TypeFacts(
                    id=type_id,
                    fine_weight=fine_weight,
                    fineness=fineness,
                    size=size,
                    min_year=min_year,
                    max_year=max_year,
                    mints=tuple(mints[m] for m in sorted(mint_ids)),
                    obverse=obverse.get(type_id),
                    struck_at=struck_at(mints.get(series_mint[series_id]), lettered.get(type_id, ())),
                ),
            )
        )
    return facts


def _refresh_series(series_rows, by_series) -> None:
    for row in series_rows:
        facts = by_series.get(row.id, [])
        lead = lead_type(facts)
        SeriesRow.update(
            type_count=len(facts), lead_type_id=lead.id if lead else None, stats=dump_stats(stats_of(facts))
        ).where(SeriesRow.id == row.id).execute()


def _types_by_issuer() -> collections.Counter:
    """Types per issuer named on them (the type's own, else its series'; the import stores it on the type)."""
    query = TypeRow.select(TypeRow.issuer, peewee.fn.COUNT(TypeRow.id)).group_by(TypeRow.issuer).tuples()
    return collections.Counter(dict(query))


def _refresh_issuers(series_rows, by_series, types_named) -> None:
    """A series counts for the issuer it is filed under and every ancestor; a type for the issuer named on it and
    every ancestor. Stats (roots only) cover the types of the series beneath, the same types for a root."""
    children = collections.defaultdict(list)
    issuers = list(IssuerRow.select(IssuerRow.id, IssuerRow.parent).order_by(IssuerRow.position, IssuerRow.id))
    for row in issuers:
        children[row.parent_id].append(row.id)
    series_of = collections.defaultdict(list)
    for row in series_rows:
        series_of[row.issuer_id].append(row.id)
    for row in issuers:
        below = subtree(row.id, children)
        series_ids = [s for node in below for s in series_of[node]]
        facts = [f for s in series_ids for f in by_series.get(s, [])]
        picture = representative_picture(by_series.get(s, []) for s in series_ids)
        stats = dump_stats(stats_of(facts)) if row.parent_id is None else "{}"
        IssuerRow.update(
            series_count=len(series_ids),
            type_count=sum(types_named[node] for node in below),
            stats=stats,
            picture_id=int(picture.id) if picture else None,
        ).where(IssuerRow.id == row.id).execute()


def _refresh_mints(mints, series_rows, by_series, types, issue_counts) -> None:
    struck, facts_of = collections.defaultdict(list), collections.defaultdict(list)
    for row in series_rows:
        struck[row.mint_id].append(row.id)
    for _, facts in types:
        for mint in facts.struck_at:
            facts_of[int(mint.id)].append(facts)
    for mint_id in mints:
        picture = representative_picture(by_series.get(s, []) for s in struck[mint_id])
        MintRow.update(
            series_count=len(struck[mint_id]),
            issue_count=issue_counts[mint_id],
            picture_id=int(picture.id) if picture else None,
            stats=dump_stats(stats_of(facts_of[mint_id])),
        ).where(MintRow.id == mint_id).execute()


def dump_stats(stats) -> str:
    return json.dumps(
        {
            "yearRange": [stats.year_range.min, stats.year_range.max],
            "sizeRange": [stats.size_range.min, stats.size_range.max],
            "fineWeightRange": [stats.fine_weight_range.min, stats.fine_weight_range.max],
            "finenesses": list(stats.finenesses),
            "weightClasses": list(stats.weight_classes),
            "mints": [int(m.id) for m in stats.mints],
        }
    )
