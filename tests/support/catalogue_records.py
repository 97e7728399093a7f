"""Catalogue records written out in full for tests about other things than the format: every key a record
leaves out is written with its empty value (null, [], "", false; an issue is dated), as an editor would."""

from __future__ import annotations

import copy

EMPTY = {
    "mint": {"letter": None},
    "issuer": {"children": [], "series": []},
    "series": {"mint": None, "types": []},
    "type": {
        **dict.fromkeys(("externalCatalogueId", "ruler", "minYear", "maxYear", "value", "valueNumeric")),
        **dict.fromkeys(("currency", "size", "thickness", "orientation", "commemoratedTopic", "comments")),
        **{key: [] for key in ("references", "tags", "sides", "pictures", "issues", "sources")},
        "demonetized": False,
        "legalTender": False,
    },
    "issue": {
        **dict.fromkeys(("year", "gregorianYear", "minYear", "maxYear", "mint", "mintage", "comment")),
        **{"isDated": True, "mintLetter": "", "variety": "", "marks": [], "references": []},
    },
    "side": {
        **dict.fromkeys(("description", "lettering", "unabridgedLegend", "letteringTranslation")),
        "engravers": [],
    },
    "picture": {"copyright": None, "copyrightUrl": None},
}


def complete(document: dict) -> dict:
    """`document` with every record's left-out keys written out (a copy)."""
    document = copy.deepcopy(document)
    for mint in document.get("mints", []):
        _fill(mint, "mint")
    for root in document.get("issuers", []):
        _issuer(root)
    return document


def _fill(record: dict, kind: str) -> None:
    for key, value in EMPTY[kind].items():
        record.setdefault(key, copy.deepcopy(value))


def _issuer(node: dict) -> None:
    _fill(node, "issuer")
    for child in node["children"]:
        _issuer(child)
    for series in node["series"]:
        _fill(series, "series")
        for coin_type in series["types"]:
            _fill(coin_type, "type")
            for kind, key in (("issue", "issues"), ("side", "sides"), ("picture", "pictures")):
                for record in coin_type[key]:
                    _fill(record, kind)
