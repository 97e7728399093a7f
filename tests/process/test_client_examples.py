"""The clients' examples as their users run them: `goldcoins serve` on the bundled catalogue with the static
providers (the README's offline "Try it"), the Python client README's example run by python and the TypeScript
example compiled by tsc and run by node, each with only the README's address changed to the served one."""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sys
import urllib.request

import pytest

from tests.process.test_python_client import goldcoins, serving, stop
from tests.support.clients import BASE_URL, PYTHON_CLIENT, TYPESCRIPT, python_examples, tsc
from tests.support.http_server import unused_port
from tests.support.processes import child_environment

ROOT = pathlib.Path(__file__).resolve().parents[2]


def total(base: str, query: str) -> int:
    with urllib.request.urlopen(f"{base}/types?{query}&pageSize=1", timeout=10) as answer:
        return int(json.load(answer)["total"])


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = tmp_path_factory.mktemp("examples")
    environ = child_environment()
    environ.update(
        GOLDCOINS_HOST="127.0.0.1",
        GOLDCOINS_THREADS="2",
        GOLDCOINS_CPU_AFFINITY="off",
        GOLDCOINS_DATABASE_URL=f"sqlite:///{folder}/examples.db",
        GOLDCOINS_SPOT_PROVIDER="static",
        GOLDCOINS_SPOT_STATIC_PRICE="2400",
        GOLDCOINS_RATES_PROVIDER="static",
        GOLDCOINS_CHAIN_PROVIDER="none",
    )
    goldcoins(environ, "db", "upgrade")
    goldcoins(environ, "import", str(ROOT / "fixtures" / "catalogue"))
    port = unused_port()
    process = serving(environ, port)
    yield f"http://127.0.0.1:{port}/v1"
    stop(process)


def test_the_python_readme_example_runs_against_the_service(served, tmp_path):
    example = python_examples(PYTHON_CLIENT / "README.md")[0]
    assert example.count(BASE_URL) == 1
    script = tmp_path / "example.py"
    script.write_text(example.replace(BASE_URL, served), encoding="utf-8")
    environ = {**os.environ, "PYTHONPATH": str(PYTHON_CLIENT)}
    done = subprocess.run([sys.executable, str(script)], env=environ, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "Sovereign" in lines[0] and "types match" in lines[0]
    assert "Kangaroo 1 oz" in lines[1] and lines[1].endswith("AUD")
    assert lines[2] == f"{total(served, 'sort=title_asc')} types, {total(served, 'size=1oz')} of one ounce"
    assert "GBP an ounce on" in lines[3] and "(rates of 2024-11-29)" in lines[3]
    assert lines[4].startswith("400 invalid_request - ")


def test_the_typescript_example_compiles_and_runs_against_the_service(served, tmp_path):
    work = tmp_path / "typescript"
    shutil.copytree(TYPESCRIPT, work, ignore=shutil.ignore_patterns("node_modules"))
    (work / "node_modules").symlink_to(TYPESCRIPT / "node_modules")
    example = (work / "example.ts").read_text(encoding="utf-8")
    assert example.count(BASE_URL) == 1
    (work / "example.ts").write_text(example.replace(BASE_URL, served), encoding="utf-8")
    compiled = tsc("--strict", "-p", "tsconfig.json", "--noEmit", "false", "--outDir", "build", cwd=work)
    assert compiled.returncode == 0, compiled.stdout
    node = shutil.which("node")
    assert node, "node is needed for the TypeScript client (make test installs its packages with npm)"
    done = subprocess.run([node, "build/example.js"], cwd=work, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "Sovereign" in lines[0] and "types match" in lines[0]
    assert "Kangaroo 1 oz" in lines[1] and lines[1].endswith("AUD")
    assert lines[2] == f"{total(served, 'sort=title_asc')} types, {total(served, 'size=1oz')} of one ounce"
    assert "GBP an ounce on" in lines[3] and "(rates of 2024-11-29)" in lines[3]
    assert lines[4].startswith("400 invalid_request - ")
