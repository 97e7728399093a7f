"""The bundled catalogue's coverage, counted from fixtures/catalogue/: the totals line, the per-country table and
the per-country table of sources of docs/bundled-catalogue.md, and the totals sentence of the README.

    python -m tools.catalogue_coverage            # print them
    python -m tools.catalogue_coverage --write    # bring both documents up to date

tests/catalogue/test_catalogue_coverage.py fails when a document no longer says what the data holds.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOLDER = ROOT / "fixtures" / "catalogue"
COVERAGE_DOC = ROOT / "docs" / "bundled-catalogue.md"
README = ROOT / "README.md"
BEGIN, END = "<!-- coverage: begin (python -m tools.catalogue_coverage --write) -->", "<!-- coverage: end -->"
SOURCES_BEGIN = "<!-- sources: begin (python -m tools.catalogue_coverage --write) -->"
SOURCES_END = "<!-- sources: end -->"
# The figures of a type a `specification` source covers (docs/catalogue-format.md, Source).
SPECIFICATION = ("weight", "fineness", "fineWeight", "size", "thickness")
README_SENTENCE = re.compile(r"The bundled catalogue holds [^;]*? of real gold\s+coins;")


def count(folder: pathlib.Path = FOLDER) -> dict:
    """Totals and one row per root issuer, in name order."""
    rows, mints = [], set()
    for path in sorted(folder.glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        mints.update(mint["slug"] for mint in document.get("mints", []))
        for root in document.get("issuers", []):
            row = {"name": root["name"], "leaves": 0, "series": 0, "types": 0, "issues": 0, "mintages": 0}
            row.update(figures=0, nulls=0, sourced=0, dates=0, dated=0, sourced_mintages=0, numbered=0, sites={})
            row["pages"] = set()
            _walk(root, row)
            row["leaves"] = row["leaves"] if root.get("children") else None  # None: the root is its own leaf
            rows.append(row)
    rows.sort(key=lambda row: row["name"])
    totals = {key: sum(row[key] for row in rows) for key in ("series", "types", "issues")}
    return {"roots": len(rows), **totals, "mints": len(mints), "rows": rows}


def _walk(node: dict, row: dict) -> None:
    if not node.get("children"):
        row["leaves"] += 1
    for child in node.get("children", []):
        _walk(child, row)
    for series in node.get("series", []):
        row["series"] += 1
        for coin_type in series.get("types", []):
            row["types"] += 1
            row["issues"] += len(coin_type.get("issues", []))
            row["mintages"] += sum(1 for issue in coin_type.get("issues", []) if issue.get("mintage") is not None)
            _sources(coin_type, row)


def _sources(coin_type: dict, row: dict) -> None:
    """What the type's figures rest on: a figure counts as sourced when a source of the type covers its kind."""
    sources = coin_type.get("sources", [])
    covered = {cover for source in sources for cover in source.get("covers", [])}
    given = [key for key in SPECIFICATION if coin_type.get(key) is not None]
    row["figures"] += len(given)
    row["nulls"] += len(SPECIFICATION) - len(given)
    row["sourced"] += len(given) if "specification" in covered else 0
    issues = coin_type.get("issues", [])
    row["dated"] += len(issues)
    row["dates"] += len(issues) if "years" in covered else 0
    row["sourced_mintages"] += sum(1 for i in issues if i.get("mintage") is not None) if "mintages" in covered else 0
    row["numbered"] += 1 if coin_type.get("references") else 0
    for source in sources:
        row["pages"].add(source["url"])
        site = _site(source["url"])
        row["sites"][site] = row["sites"].get(site, 0) + 1


def _site(url: str) -> str:
    host = url.split("://", 1)[-1].split("/", 1)[0].lower()
    return host.removeprefix("www.")


def coverage_block(counted: dict) -> str:
    lines = [
        BEGIN,
        f"{counted['roots']} root issuers, {counted['series']} series, {counted['types']} types, "
        f"{counted['issues']:,} issues, {counted['mints']} mints.",
        "",
        "| Root issuer | Leaf issuers | Series | Types | Issues | Issues with a mintage |",
        "|---|---|---|---|---|---|",
    ]
    for row in counted["rows"]:
        leaves = "(the root)" if row["leaves"] is None else str(row["leaves"])
        lines.append(
            f"| {row['name']} | {leaves} | {row['series']} | {row['types']} | {row['issues']:,} | {row['mintages']:,} |"
        )
    lines.append(END)
    return "\n".join(lines)


def sources_block(counted: dict) -> str:
    lines = [
        SOURCES_BEGIN,
        "| Root issuer | Specification figures given (sourced) | Left null | Issues on a dated source | Mintages "
        "(sourced) | Types with catalogue numbers | Pages cited | Sites cited most |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for row in counted["rows"]:
        sites = sorted(row["sites"].items(), key=lambda item: (-item[1], item[0]))[:3]
        lines.append(
            f"| {row['name']} | {row['figures']:,} ({row['sourced']:,}) | {row['nulls']:,} | "
            f"{row['dates']:,} of {row['dated']:,} | {row['mintages']:,} ({row['sourced_mintages']:,}) | "
            f"{row['numbered']} of {row['types']} | {len(row['pages'])} | {', '.join(site for site, _ in sites)} |"
        )
    lines.append(SOURCES_END)
    return "\n".join(lines)


def readme_sentence(counted: dict) -> str:
    return (
        f"The bundled catalogue holds {counted['roots']} root issuers, {counted['series']} series, "
        f"{counted['types']} types, {counted['issues']:,} issues and {counted['mints']} mints of real gold\ncoins;"
    )


def updated(counted: dict) -> dict[pathlib.Path, str]:
    """Each document's text as it should be (unchanged where it already says what the data holds)."""
    doc = COVERAGE_DOC.read_text(encoding="utf-8")
    start, end = doc.index(BEGIN), doc.index(END) + len(END)
    doc = doc[:start] + coverage_block(counted) + doc[end:]
    start, end = doc.index(SOURCES_BEGIN), doc.index(SOURCES_END) + len(SOURCES_END)
    readme = README.read_text(encoding="utf-8")
    if not README_SENTENCE.search(readme):
        raise SystemExit("README.md: the sentence 'The bundled catalogue holds … of real gold coins;' is missing")
    return {
        COVERAGE_DOC: doc[:start] + sources_block(counted) + doc[end:],
        README: README_SENTENCE.sub(lambda _: readme_sentence(counted), readme, count=1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.catalogue_coverage", description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="update docs/bundled-catalogue.md and README.md")
    args = parser.parse_args(argv)
    counted = count()
    if not args.write:
        print(coverage_block(counted))
        print(sources_block(counted))
        print(readme_sentence(counted))
        return 0
    for path, text in updated(counted).items():
        if path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"updated {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
