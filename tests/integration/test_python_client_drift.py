"""clients/python is what `make client` makes of the description served now: regenerated and compared file by file."""

import filecmp
import pathlib
import shutil

from tools import client

IGNORED = {"__pycache__", ".ruff_cache", ".pytest_cache", "build", "dist"}


def files(folder: pathlib.Path) -> set[str]:
    """Every file beneath `folder` but caches and build output (the client's own .gitignore keeps them out of git)."""
    found = set()
    for path in folder.rglob("*"):
        parts = path.relative_to(folder).parts
        if path.is_file() and not IGNORED & set(parts) and not any(p.endswith(".egg-info") for p in parts):
            found.add(str(path.relative_to(folder)))
    return found


def test_the_committed_client_is_the_one_the_served_description_generates(tmp_path):
    fresh = tmp_path / "python"
    client.generate(fresh)
    committed = tmp_path / "committed"  # formatted by this ruff too, so only a change of content counts
    shutil.copytree(client.OUTPUT, committed, ignore=shutil.ignore_patterns(*IGNORED, "*.egg-info"))
    client.reformat(committed)
    assert files(fresh) == files(committed), "run `make client` and commit clients/python"
    differing = [
        name for name in sorted(files(fresh)) if not filecmp.cmp(fresh / name, committed / name, shallow=False)
    ]
    assert differing == [], "run `make client` and commit clients/python"


def test_the_client_is_generated_without_the_body_less_304s():
    served = client.served_description()
    assert any("304" in op["responses"] for methods in served["paths"].values() for op in methods.values())
    generated = client.for_generation(served)
    assert not any("304" in op["responses"] for methods in generated["paths"].values() for op in methods.values())


def test_the_client_is_generated_without_the_docs_pages_record_examples():
    served = client.served_description()
    assert "example" in served["components"]["schemas"]["CoinType"]
    generated = client.for_generation(served)
    assert "example" not in generated["components"]["schemas"]["CoinType"]
    assert "example" in generated["components"]["schemas"]["RatesTable"]  # a hand-written one stays
