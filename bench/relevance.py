"""Relevance of search over the bundled catalogue: does the coin a person means come first?

Two sets of queries, each naming every type that is a right answer:
- `collectors` (bench/relevance_queries.json): what collectors and dealers type: names, nicknames, other
  languages, typos, years, sizes, face values, plurals, catalogue numbers, rulers, countries.
- `everyday` (bench/relevance_queries_everyday.json, written for issue 44 before its ranking changes): what
  people who are not collectors type: everyday words, countries by any name, mints by name, currencies,
  weights, scripts without spaces, design words, coins struck in millions, and coins the catalogue lacks
  (`absent`: no right type; scored on the honest signal, a success when no item of the page claims every
  distinctive word of the query, as the page's `match` says).
For each database the bundled catalogue is imported through `goldcoins import` and every query asked of the
real storage in relevance order. Printed per set: success@3 (a right type among the first three), MRR over the
first ten, the queries that return nothing (an absent coin's empty page is not counted), by kind and in all;
and each miss.

    python -m bench.relevance                          # SQLite, both sets
    python -m bench.relevance --databases sqlite,postgres --postgres-url postgresql://postgres@127.0.0.1/test

Goals: issue 32 on `collectors` (success@3 ≥ 95 %, no query without results, the same figures on both
databases), which sets the exit status; issue 44 on both sets together (success@3 ≥ 97 %, MRR ≥ 0.95), reported.
"""

from __future__ import annotations

import argparse
import collections
import datetime as dt
import json
import os
import pathlib
import subprocess
import sys

from bench import catalogues

ROOT = pathlib.Path(__file__).resolve().parent.parent
QUERIES = ROOT / "bench" / "relevance_queries.json"
SETS = {"collectors": QUERIES, "everyday": ROOT / "bench" / "relevance_queries_everyday.json"}
BUNDLED = ROOT / "fixtures" / "catalogue"
DEPTH = 10
GOAL = 0.95
WHOLE_GOAL = {"success_at_3": 0.97, "mrr": 0.95}  # issue 44, over both sets


def load_queries(path: pathlib.Path = QUERIES) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["queries"]


def ask(q: str):
    """The first DEPTH types for `q` in relevance order, as root/series/type paths, and the page's match (the
    database is bound)."""
    from adapters.storage.catalogue.repository import PeeweeCatalogue
    from domain.paging import PageRequest
    from ports.catalogue import TypeQuery

    page = PeeweeCatalogue("https://cdn.test").types(TypeQuery(q=q, sort="relevance"), PageRequest(page_size=DEPTH))
    return [f"{t.root_issuer.slug}/{t.series.slug}/{t.slug}" for t in page.data], page.match


def honest(match) -> bool:
    """Whether a page says that no match holds every distinctive word of the query (an empty page holds none)."""
    return match is None or match.best < match.terms


def evaluate(queries: list[dict]) -> dict:
    """success@3, MRR@10 and zero-result queries over `queries`, in all and by kind, with each answer. An absent
    coin's query ranks 1 when its page is honest (no item claims every distinctive word), else not at all."""
    answers, by_kind = [], collections.defaultdict(list)
    for query in queries:
        found, match = ask(query["q"])
        if query.get("absent"):
            rank = 1 if honest(match) else None
        else:
            rank = next((n + 1 for n, path in enumerate(found) if path in query["expect"]), None)
        empty = not found and not query.get("absent")
        answer = {"q": query["q"], "kind": query["kind"], "rank": rank, "found": found[:3], "empty": empty}
        answers.append(answer)
        by_kind[query["kind"]].append(answer)
    return {"all": figures(answers), "kinds": {k: figures(v) for k, v in sorted(by_kind.items())}, "answers": answers}


def figures(answers: list[dict]) -> dict:
    return {
        "queries": len(answers),
        "success_at_3": round(sum(a["rank"] is not None and a["rank"] <= 3 for a in answers) / len(answers), 4),
        "mrr": round(sum(1 / a["rank"] for a in answers if a["rank"]) / len(answers), 4),
        "zero_results": sum(a["empty"] for a in answers),
    }


def prepare(kind: str, postgres_url: str) -> str:
    """A database holding the bundled catalogue, imported through `goldcoins import`; its URL."""
    if kind == "sqlite":
        path = catalogues.WORK / "relevance.db"
        catalogues.WORK.mkdir(parents=True, exist_ok=True)
        for suffix in ("", "-wal", "-shm"):
            pathlib.Path(f"{path}{suffix}").unlink(missing_ok=True)
        url = f"sqlite:///{path}"
    else:
        url = catalogues.database_url(0, "postgres", postgres_url).replace("_bench_0", "_bench_relevance")
        catalogues._recreate_postgres_database(url)
    env = {**os.environ, "GOLDCOINS_DATABASE_URL": url, "GOLDCOINS_MEDIA_DIR": str(catalogues.WORK / "media")}
    subprocess.run([catalogues.GOLDCOINS, "db", "upgrade"], env=env, check=True, stdout=subprocess.DEVNULL)
    subprocess.run([catalogues.GOLDCOINS, "import", "--quiet", str(BUNDLED)], env=env, check=True)
    return url


def run_on(url: str, queries: list[dict]) -> dict:
    from adapters.storage import db

    opened = db.open_database(url, pool_size=1)
    db.bind(opened)
    try:
        return evaluate(queries)
    finally:
        db.release()
        opened.close_all()


def table(results: dict[str, dict]) -> str:
    kinds = sorted({kind for result in results.values() for kind in result["kinds"]})
    lines = ["| kind | queries | " + " | ".join(f"{name} s@3 / MRR / empty" for name in results) + " |"]
    lines.append("|---|---:|" + "---:|" * len(results))
    for kind in [*kinds, "all"]:
        cells = []
        for result in results.values():
            figures = result["all"] if kind == "all" else result["kinds"][kind]
            cells.append(f"{figures['success_at_3']:.0%} / {figures['mrr']:.2f} / {figures['zero_results']}")
        count = next(iter(results.values()))["all" if kind == "all" else "kinds"]
        count = count["queries"] if kind == "all" else count[kind]["queries"]
        lines.append(f"| {kind} | {count} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--databases", default="sqlite", help="comma-separated: sqlite, postgres")
    parser.add_argument(
        "--postgres-url",
        default=os.environ.get("GOLDCOINS_BENCH_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres"),
    )
    parser.add_argument(
        "--misses", action="store_true", help="print every query whose right type is not in the first three"
    )
    args = parser.parse_args(argv)
    sets = {name: load_queries(path) for name, path in SETS.items()}
    urls = {kind: prepare(kind, args.postgres_url) for kind in args.databases.split(",")}
    every = {name: {kind: run_on(url, queries) for kind, url in urls.items()} for name, queries in sets.items()}
    every["both sets"] = {
        kind: run_on(url, [q for queries in sets.values() for q in queries]) for kind, url in urls.items()
    }
    same = True
    for name, results in every.items():
        print(f"\n## {name}\n\n{table(results)}")
        for kind, result in results.items():
            misses = [a for a in result["answers"] if not a["rank"] or a["rank"] > 3]
            print(f"\n{kind}: {len(misses)} queries without a right type in the first three")
            if args.misses and name != "both sets":
                for answer in misses:
                    print(f"  {answer['q']!r} ({answer['kind']}): rank {answer['rank']}, first {answer['found']}")
        rankings = [[a["found"] for a in result["answers"]] for result in results.values()]
        same = same and all(ranking == rankings[0] for ranking in rankings)
    print(f"\nthe same first three on every database: {'yes' if same else 'NO'}")
    whole = every["both sets"]
    met = all(r["all"][figure] >= goal for r in whole.values() for figure, goal in WHOLE_GOAL.items())
    print(f"issue 44's goal over both sets (success@3 >= 97 %, MRR >= 0.95): {'met' if met else 'not met'}")
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H%M%S")
    out = ROOT / "bench" / "results" / f"{stamp}-relevance.json"
    named = {name: str(path.relative_to(ROOT)) for name, path in SETS.items()}
    out.write_text(json.dumps({"queries": named, "results": every}, indent=1))
    print(f"written {out.relative_to(ROOT)}")
    collectors = every["collectors"].values()
    goal = all(r["all"]["success_at_3"] >= GOAL and r["all"]["zero_results"] == 0 for r in collectors)
    return 0 if goal and same else 1


if __name__ == "__main__":
    sys.exit(main())
