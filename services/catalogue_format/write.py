"""The format's records (ports.catalogue_records) back into catalogue files (docs/catalogue-format.md): what the
export writes, and what read.py reads into the same records. Field names come from the records (as_format); only
the trees' own keys are written here, as read.py reads them. Each type is written out as soon as it is turned
into the format's values, so a file's memory is its bytes, not a second tree of dicts beside the records."""

from __future__ import annotations

import collections
import typing

import attrs
import orjson

from ports.catalogue_records import IssuerRecord, ParsedCatalogue, SeriesRecord, as_format
from services.catalogue_format.read import FORMAT

NOT_IN_FILES = ("issuer", "root", "types")  # a series' place in its tree, and its types: written as the tree


def shared_file(part: ParsedCatalogue) -> bytes:
    """The mints and, when the catalogue names them, the highlighted issuers."""
    document: dict[str, typing.Any] = {"format": FORMAT, "mints": [as_format(mint) for mint in part.mints.values()]}
    if part.highlighted is not None:
        document["editorial"] = {"highlighted": list(part.highlighted)}
    return orjson.dumps(document, option=orjson.OPT_APPEND_NEWLINE)


def tree_file(part: ParsedCatalogue) -> bytes:
    """One file of the root trees of `part` (read.py reads them back into the same records)."""
    children: dict[str | None, list[IssuerRecord]] = collections.defaultdict(list)
    for issuer in part.issuers.values():
        children[issuer.parent].append(issuer)
    filed: dict[str, list[SeriesRecord]] = collections.defaultdict(list)
    for series in part.series.values():
        filed[series.issuer].append(series)

    def tree(issuer: IssuerRecord) -> dict[str, typing.Any]:
        names = {"aliases": list(issuer.aliases), "sources": as_format(issuer.sources)} if issuer.aliases else {}
        return {
            "slug": issuer.slug,
            "name": issuer.name,
            **names,
            "children": [tree(child) for child in sorted(children[issuer.slug], key=lambda child: child.position)],
            "series": [_series(series) for series in filed[issuer.slug]],
        }

    roots = [part.issuers[slug] for slug in part.roots]
    return orjson.dumps({"format": FORMAT, "issuers": [tree(root) for root in roots]}, option=orjson.OPT_APPEND_NEWLINE)


def _series(series: SeriesRecord) -> dict[str, typing.Any]:
    document = {
        name: value for name, value in as_format(attrs.evolve(series, types={})).items() if name not in NOT_IN_FILES
    }
    document["types"] = [orjson.Fragment(orjson.dumps(as_format(coin_type))) for coin_type in series.types.values()]
    return document
