"""The type page's columns and their mapping to the domain's CoinType.

Apart from the type reads (types) because the read model renders type pages through it: its code
is part of the representation's fingerprint (app.REPRESENTATION), and a change here renders every stored page
again, while a change to how the list finds its rows does not.
"""

from __future__ import annotations

import datetime as dt

import orjson

from adapters.storage.catalogue.mapping import Mapper, sides, strings
from adapters.storage.catalogue.queries import in_order, json_rows
from domain.catalogue import CoinType, Issue, MintRef, Ref, Source

PICTURES = json_rows(
    "p.position",
    "p.id, p.path, p.side, p.copyright, p.copyright_url, p.license",
    "FROM picture p WHERE p.coin_type_id = t.id",
)
ISSUES = json_rows(
    "i.position",
    "i.id, i.is_dated, i.year, i.gregorian_year, i.min_year, i.max_year, i.mint_letter, i.marks, i.finish, "
    'i.variety, i.mintage, i."references", i.comment, im.id, im.name, im.slug, im.letter',
    "FROM issue i LEFT JOIN mint im ON im.id = i.mint_id WHERE i.coin_type_id = t.id",
)
# The type, its pictures and its issues in one statement (the children as JSON arrays, see json_rows).
FULL_TYPE_COLUMNS = tuple(
    "SELECT t.id, t.title, t.slug, t.external_catalogue_id, t.updated_at, t.category, t.ruler, t.min_year, "
    't.max_year, t."value", t.value_numeric, t.currency, t.composition, t.fineness, t.weight, t.fine_weight, '
    't.size, t.thickness, t.shape, t.technique, t.orientation, t."references", t.tags, t.commemorated_topic, '
    "t.comments, t.demonetized, t.legal_tender, t.sides, l.id, l.name, l.slug, r.id, r.name, r.slug, "
    f"s.id, s.name, s.slug, m.id, m.name, m.slug, m.letter, {pictures}, {issues}, t.sources, t.aliases, s.aliases "
    "FROM coin_type t JOIN series s ON s.id = t.series_id JOIN issuer l ON l.id = t.issuer_id "
    "JOIN issuer r ON r.id = t.root_id LEFT JOIN mint m ON m.id = s.mint_id "
    for pictures, issues in zip(PICTURES, ISSUES)
)


def coin_type_of(mapper: Mapper, row: tuple) -> CoinType:
    """A row of FULL_TYPE_COLUMNS as the domain's CoinType."""
    (
        type_id,
        title,
        type_slug,
        external_id,
        updated_at,
        category,
        ruler,
        min_year,
        max_year,
        value,
        value_numeric,
        currency,
        composition,
        fineness,
        weight,
        fine_weight,
        size,
        thickness,
        shape,
        technique,
        orientation,
        references,
        tags,
        topic,
        comments,
        demonetized,
        legal_tender,
        side_text,
    ) = row[:28]
    return CoinType(
        id=str(type_id),
        title=title,
        aliases=tuple(dict.fromkeys([*strings(row[44]), *strings(row[45])])),
        slug=type_slug,
        external_catalogue_id=external_id,
        updated_at=utc(updated_at),
        category=category,
        ruler=ruler,
        min_year=min_year,
        max_year=max_year,
        value=value,
        value_numeric=value_numeric,
        currency=currency,
        composition=composition,
        fineness=fineness,
        weight=weight,
        fine_weight=fine_weight,
        size=size,
        thickness=thickness,
        shape=shape,
        technique=technique,
        orientation=orientation,
        references=strings(references),
        tags=strings(tags),
        commemorated_topic=topic,
        comments=comments,
        demonetized=bool(demonetized),
        legal_tender=bool(legal_tender),
        issuer=_ref(row[28:31]),
        root_issuer=_ref(row[31:34]),
        series=_ref(row[34:37]),
        mint=_mint(row[37:41]),
        sides=sides(side_text),
        pictures=tuple(mapper.picture_of(*picture) for picture in in_order(row[41])),
        issues=_issues(in_order(row[42])),
        sources=sources_of(row[43]),
    )


def sources_of(text: str | None) -> tuple[Source, ...]:
    return tuple(Source(title=s["title"], url=s["url"], covers=tuple(s["covers"])) for s in orjson.loads(text or "[]"))


def _issues(found: list[list]) -> tuple[Issue, ...]:
    return tuple(
        Issue(
            id=str(i[0]),
            is_dated=bool(i[1]),
            year=i[2],
            gregorian_year=i[3],
            min_year=i[4],
            max_year=i[5],
            mint_letter=i[6],
            marks=strings(i[7]),
            finish=i[8],
            variety=i[9],
            mintage=i[10],
            references=strings(i[11]),
            comment=i[12],
            mint=_mint(i[13:17]),
        )
        for i in found
    )


def _mint(columns) -> MintRef | None:
    mint_id, name, slug, letter = columns
    return None if mint_id is None else MintRef(id=str(mint_id), name=name, slug=slug, letter=letter)


def _ref(columns) -> Ref:
    ref_id, name, slug = columns
    return Ref(id=str(ref_id), name=name, slug=slug)


def utc(value) -> dt.datetime:
    if not isinstance(value, dt.datetime):
        value = dt.datetime.fromisoformat(value)
    return value.replace(tzinfo=dt.timezone.utc) if value.tzinfo is None else value
