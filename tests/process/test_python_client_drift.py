"""clients/python is what `make client` makes of the description served now: regenerated and compared file by file,
the hand-written README and goldcoins_client/easy.py kept and type-checked against the fresh generation."""

import filecmp
import os
import pathlib
import shutil
import subprocess
import sys

from tests.support.clients import python_examples
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


def test_the_hand_written_readme_and_easy_module_are_kept_and_type_check_against_a_fresh_generation(tmp_path):
    """What `make client` keeps (tools/client.KEPT) survives a regeneration and still fits the generated package:
    the README's example, as a user would paste it, and goldcoins_client/easy.py pass `mypy --strict`."""
    fresh = tmp_path / "python"
    client.generate(fresh)
    for name in client.KEPT:
        assert (fresh / name).read_bytes() == (client.OUTPUT / name).read_bytes()
    readme = (fresh / "README.md").read_text(encoding="utf-8")
    assert "MyDataModel" not in readme and "SuperSecretToken" not in readme
    examples = python_examples(fresh / "README.md")
    assert examples and all("goldcoins_client.easy" in example for example in examples[:1])
    scripts = []
    for number, example in enumerate(examples):
        scripts.append(tmp_path / f"example_{number}.py")
        scripts[-1].write_text(example, encoding="utf-8")
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--config-file=", f"--cache-dir={tmp_path / 'cache'}"]
        + [str(fresh / "goldcoins_client" / "easy.py"), *map(str, scripts)],
        cwd=tmp_path,
        env={**os.environ, "MYPYPATH": str(fresh)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_client_is_generated_without_the_docs_pages_record_examples():
    served = client.served_description()
    assert "example" in served["components"]["schemas"]["CoinType"]
    generated = client.for_generation(served)
    assert "example" not in generated["components"]["schemas"]["CoinType"]
    assert "example" in generated["components"]["schemas"]["RatesTable"]  # a hand-written one stays
