"""clients/typescript/schema.d.ts is what openapi-typescript makes of the description served now, and the example
a front-end developer starts from type-checks under `tsc --strict` against it."""

import re
import shutil

from tests.support.clients import TYPESCRIPT, tsc
from tools import client


def test_the_committed_types_are_the_ones_the_served_description_generates(tmp_path):
    fresh = tmp_path / "schema.d.ts"
    client.generate_typescript(fresh)
    assert fresh.read_text(encoding="utf-8") == client.SCHEMA.read_text(encoding="utf-8"), (
        "run `make client` and commit clients/typescript/schema.d.ts"
    )


def test_the_example_type_checks_under_tsc_strict():
    checked = tsc("--strict", "--noEmit", "-p", "tsconfig.json")
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_readme_snippet_type_checks_under_tsc_strict(tmp_path):
    snippets = re.findall(r"^```ts\n(.*?)^```$", (TYPESCRIPT / "README.md").read_text(encoding="utf-8"), re.M | re.S)
    assert len(snippets) == 1
    work = copy_of_the_client(tmp_path)
    built = tsc("-p", "tsconfig.build.json", cwd=work)  # the package's index.d.ts, which the snippet imports by name
    assert built.returncode == 0, built.stdout
    (work / "example.ts").write_text(snippets[0], encoding="utf-8")
    checked = tsc("--strict", "--noEmit", "-p", "tsconfig.json", cwd=work)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def copy_of_the_client(tmp_path):
    work = tmp_path / "typescript"
    shutil.copytree(TYPESCRIPT, work, ignore=shutil.ignore_patterns("node_modules"))
    (work / "node_modules").symlink_to(TYPESCRIPT / "node_modules")
    return work


def test_a_call_the_description_does_not_allow_fails_the_type_check(tmp_path):
    """The check has teeth: a sort the description does not list and a field no record has are refused.
    (A misspelt query parameter is not: openapi-fetch infers the query's type, so TypeScript's excess-property
    check does not reach it; the service answers it with a 400 naming the parameter meant.)"""
    work = copy_of_the_client(tmp_path)
    example = (work / "example.ts").read_text(encoding="utf-8")
    broken = example.replace('sort: "title_asc"', 'sort: "title"', 1)
    broken = broken.replace("kangaroo.currencyCode", "kangaroo.currencyIso", 1)
    assert '"title"' in broken and "currencyIso" in broken
    (work / "example.ts").write_text(broken, encoding="utf-8")
    checked = tsc("--strict", "--noEmit", "-p", "tsconfig.json", cwd=work)
    assert checked.returncode != 0
    assert '"title"' in checked.stdout and "currencyIso" in checked.stdout
