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
from tests.support.http_server import LocalHttpServer, unused_port
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


CONSUMER = """\
import { ApiError, call, createApi, every } from "@goldcoins/client";
import type { components } from "@goldcoins/client";

type TypeSummary = components["schemas"]["TypeSummary"];

const api = createApi("SERVED");
const kangaroo = await call(() =>
  api.GET("/types/{issuerSlug}/{seriesSlug}/{slug}", {
    params: { path: { issuerSlug: "australia", seriesSlug: "kangaroo", slug: "kangaroo-1oz" }, query: { currency: "EUR" } },
  }),
);
console.log(kangaroo.title, kangaroo.meltValue?.currency, kangaroo.meltValue?.rateDate);
const ounces: TypeSummary[] = [];
for await (const type of every((page) => api.GET("/types", { params: { query: { size: "1oz", page, pageSize: 100 } } }))) {
  ounces.push(type);
}
console.log(ounces.length, "of one ounce");

const busy = createApi("BUSY");
const started = Date.now();
const spot = await call(() => busy.GET("/spot"));
console.log("spot", spot.pricePerOunce, "after", Date.now() - started >= 900 ? "waiting" : "no wait");
try {
  await call(() => busy.GET("/rates"));
} catch (refused) {
  if (!(refused instanceof ApiError)) throw refused;
  console.log(refused.status, refused.error, Date.now() - started < 20_000 ? "at once" : "late");
}
"""


def test_the_typescript_package_installs_offline_and_waits_out_a_429(served, tmp_path):
    """`make client`'s package as a project gets it: packed by npm (its prepack builds index.js and index.d.ts), installed
    from the tarball with nothing but npm's cache, type-checked under nodenext resolution, run by node against the
    service, and against a local server whose first answer is a 429 (`call` waits Retry-After and asks again; a wait
    past its deadline is thrown at once)."""
    packed = tmp_path / "packed"
    packed.mkdir()
    npm = shutil.which("npm")
    assert npm, "npm is needed for the TypeScript client (make test installs its packages with it)"
    for folder in (TYPESCRIPT, TYPESCRIPT / "node_modules" / "openapi-fetch", *openapi_fetch_dependencies()):
        done = subprocess.run(
            [npm, "pack", "--silent", "--pack-destination", str(packed), str(folder)],
            cwd=TYPESCRIPT,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stdout + done.stderr
    project = tmp_path / "project"
    project.mkdir()
    (project / "package.json").write_text('{"name": "consumer", "private": true, "type": "module"}\n')
    tarballs = sorted(str(tarball) for tarball in packed.glob("*.tgz"))
    installed = subprocess.run(
        [npm, "install", "--offline", "--no-audit", "--no-fund", *tarballs],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr
    assert sorted(p.name for p in (project / "node_modules" / "@goldcoins" / "client").iterdir()) == [
        "README.md",
        "index.d.ts",
        "index.js",
        "package.json",
        "schema.d.ts",
    ]
    answers = iter([(429, {"Content-Type": "application/json", "Retry-After": "1"}, b'{"error": "rate_limited"}')])
    spot = json.dumps({"metal": "XAU", "currency": "USD", "pricePerOunce": 2400.0, "pricePerGram": 77.1618,
                       "asOf": "2024-11-29T15:00:00Z", "source": "local", "stale": False}).encode()  # fmt: skip
    routes = {
        "/v1/spot": lambda: next(answers, (200, {"Content-Type": "application/json"}, spot)),
        "/v1/rates": (429, {"Content-Type": "application/json", "Retry-After": "120"}, b'{"error": "rate_limited"}'),
    }
    with LocalHttpServer(routes) as busy:
        source = CONSUMER.replace('"SERVED"', json.dumps(served)).replace('"BUSY"', json.dumps(busy.base_url + "/v1"))
        (project / "consumer.ts").write_text(source, encoding="utf-8")
        options = ["--strict", "--target", "es2022", "--lib", "es2022,dom", "--module", "nodenext"]
        compiled = tsc(*options, "--moduleResolution", "nodenext", "--outDir", "build", "consumer.ts", cwd=project)
        assert compiled.returncode == 0, compiled.stdout
        node = shutil.which("node")
        assert node
        ran = subprocess.run([node, "build/consumer.js"], cwd=project, capture_output=True, text=True, timeout=120)
        asked = [(received.method, received.path) for received in busy.received]
    assert ran.returncode == 0, ran.stderr
    lines = ran.stdout.splitlines()
    assert lines[0] == "Australian Kangaroo 1 oz EUR 2024-11-29"
    assert lines[1] == f"{total(served, 'size=1oz')} of one ounce"
    assert lines[2] == "spot 2400 after waiting"
    assert lines[3] == "429 rate_limited at once"
    assert asked == [("GET", "/v1/spot"), ("GET", "/v1/spot"), ("GET", "/v1/rates")]


def openapi_fetch_dependencies() -> list[pathlib.Path]:
    """The packages openapi-fetch needs, as `npm ci` installed them for the client (npm's cache holds their
    contents, not their registry metadata, so an offline install is given them as tarballs too)."""
    manifest = json.loads((TYPESCRIPT / "node_modules" / "openapi-fetch" / "package.json").read_text())
    return [TYPESCRIPT / "node_modules" / name for name in manifest.get("dependencies", {})]
