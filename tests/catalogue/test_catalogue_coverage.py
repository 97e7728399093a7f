"""The coverage the documents state is the coverage the bundled catalogue holds (tools/catalogue_coverage.py)."""

from __future__ import annotations

import json

from tools import catalogue_coverage


def test_the_documents_state_the_catalogues_current_coverage():
    stale = [
        str(path.relative_to(catalogue_coverage.ROOT))
        for path, text in catalogue_coverage.updated(catalogue_coverage.count()).items()
        if path.read_text(encoding="utf-8") != text
    ]
    assert not stale, (
        f"{stale} no longer state the bundled catalogue's coverage: python -m tools.catalogue_coverage --write"
    )


def test_counts_follow_the_issuer_trees(tmp_path):
    tree = {
        "format": "goldcoins-catalogue/1",
        "mints": [{"slug": "berlin", "name": "Berlin", "letter": "A"}],
        "issuers": [
            {
                "slug": "empire",
                "name": "Empire",
                "children": [
                    {"slug": "state-a", "name": "A", "children": [], "series": [_series(issues=[None, 5])]},
                    {
                        "slug": "state-b",
                        "name": "B",
                        "children": [{"slug": "ruler", "name": "R", "children": [], "series": [_series([7])]}],
                        "series": [],
                    },
                ],
                "series": [],
            },
            {"slug": "city", "name": "City", "children": [], "series": [_series([None])]},
        ],
    }
    (tmp_path / "trees.json").write_text(json.dumps(tree))
    counted = catalogue_coverage.count(tmp_path)
    totals = tuple(counted[key] for key in ("roots", "series", "types", "issues", "mints"))
    assert totals == (2, 3, 3, 4, 1)
    city, empire = counted["rows"]
    assert (city["name"], city["leaves"], city["mintages"]) == ("City", None, 0)
    assert (empire["leaves"], empire["issues"], empire["mintages"]) == (2, 3, 2)
    block = catalogue_coverage.coverage_block(counted)
    assert "| City | (the root) | 1 | 1 | 1 | 0 |" in block
    assert "| Empire | 2 | 2 | 2 | 3 | 2 |" in block


def _series(issues):
    return {"slug": "s", "name": "S", "types": [{"slug": "t", "issues": [{"mintage": m} for m in issues]}]}


def test_the_sources_table_counts_what_each_figure_rests_on(tmp_path):
    coin = {
        "slug": "t",
        "weight": 7.98805,
        "fineness": 0.9167,
        "fineWeight": 7.3224,
        "size": None,
        "thickness": None,
        "references": ["KM# 767"],
        "issues": [{"mintage": 1000}, {"mintage": None}],
        "sources": [
            {"url": "https://www.royalmint.com/sovereign", "covers": ["specification", "years"]},
            {"url": "https://en.numista.com/1", "covers": ["references"]},
        ],
    }
    unsourced = {"slug": "u", "weight": 8.0, "references": [], "issues": [{"mintage": 5}], "sources": []}
    series = {"slug": "s", "name": "S", "types": [coin, unsourced]}
    tree = {"format": "goldcoins-catalogue/1", "issuers": [{"slug": "k", "name": "K", "series": [series]}]}
    (tmp_path / "k.json").write_text(json.dumps(tree))
    block = catalogue_coverage.sources_block(catalogue_coverage.count(tmp_path))
    # 4 figures given, the 3 of the sourced type rest on its specification source; 6 of 10 left null; the
    # sourced type's two issues rest on its years source; neither mintage rests on a mintages source
    assert "| K | 4 (3) | 6 | 2 of 3 | 2 (0) | 1 of 2 | 2 | en.numista.com, royalmint.com |" in block
