"""clients/typescript/schema.d.ts is what openapi-typescript makes of the description served now, and the example
a front-end developer starts from type-checks under `tsc --strict` against it."""

import json
import re
import shutil

import pytest

from tests.support.clients import TYPESCRIPT, tsc
from tools import client


def test_the_committed_types_are_the_ones_the_served_description_generates(tmp_path):
    fresh = tmp_path / "schema.d.ts"
    client.generate_typescript(fresh)
    assert fresh.read_text(encoding="utf-8") == client.SCHEMA.read_text(encoding="utf-8"), (
        "run `make client` and commit clients/typescript/schema.d.ts"
    )


@pytest.fixture(scope="module")
def checked(tmp_path_factory) -> dict[str, list[str]]:
    """One `tsc --strict` run over a copy of the client holding the example, the README's snippet and a broken
    example (each a module of its own), after the package's index.d.ts is built, which the snippet imports by name:
    each file's error lines (a run of tsc costs several seconds, so the three checks share it)."""
    snippets = re.findall(r"^```ts\n(.*?)^```$", (TYPESCRIPT / "README.md").read_text(encoding="utf-8"), re.M | re.S)
    assert len(snippets) == 1
    work = copy_of_the_client(tmp_path_factory.mktemp("client"))
    built = tsc("-p", "tsconfig.build.json", cwd=work)
    assert built.returncode == 0, built.stdout
    example = (work / "example.ts").read_text(encoding="utf-8")
    broken = example.replace('sort: "title_asc"', 'sort: "title"', 1)
    broken = broken.replace("kangaroo.currencyCode", "kangaroo.currencyIso", 1)
    assert '"title"' in broken and "currencyIso" in broken
    (work / "snippet.ts").write_text(snippets[0], encoding="utf-8")
    (work / "broken.ts").write_text(broken, encoding="utf-8")
    config = {"extends": "./tsconfig.json", "files": ["example.ts", "snippet.ts", "broken.ts"]}
    (work / "tsconfig.check.json").write_text(json.dumps(config), encoding="utf-8")
    run = tsc("--strict", "--noEmit", "--pretty", "false", "-p", "tsconfig.check.json", cwd=work)
    errors: dict[str, list[str]] = {"example.ts": [], "snippet.ts": [], "broken.ts": []}
    for line in run.stdout.splitlines():
        errors.setdefault(line.split("(", 1)[0], []).append(line)
    assert (run.returncode == 0) == (not any(errors.values())), run.stdout + run.stderr
    return errors


def test_the_example_type_checks_under_tsc_strict(checked):
    assert checked["example.ts"] == []
    assert set(checked) == {"example.ts", "snippet.ts", "broken.ts"}, checked  # no error elsewhere


def test_the_readme_snippet_type_checks_under_tsc_strict(checked):
    assert checked["snippet.ts"] == []


def copy_of_the_client(folder):
    work = folder / "typescript"
    shutil.copytree(TYPESCRIPT, work, ignore=shutil.ignore_patterns("node_modules"))
    (work / "node_modules").symlink_to(TYPESCRIPT / "node_modules")
    return work


def test_a_call_the_description_does_not_allow_fails_the_type_check(checked):
    """The check has teeth: a sort the description does not list and a field no record has are refused.
    (A misspelt query parameter is not: openapi-fetch infers the query's type, so TypeScript's excess-property
    check does not reach it; the service answers it with a 400 naming the parameter meant.)"""
    refused = "\n".join(checked["broken.ts"])
    assert '"title"' in refused and "currencyIso" in refused
