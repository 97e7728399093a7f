"""`make client`: the typed clients, generated from the description the service serves.

    python -m tools.client                  clients/python and clients/typescript/schema.d.ts
    python -m tools.client python [OUTPUT]  the Python client only (default clients/python)

Offline and deterministic: the description is read from the app in-process. openapi-python-client (pinned in
setup.cfg's test extra) formats with this environment's ruff; the files in KEPT are written by hand (the README
and goldcoins_client/easy.py) and carried over from the committed client into each new generation.
openapi-typescript (pinned in clients/typescript/package.json, installed there by `make client` and `make test`)
writes the TypeScript types. tests/process/test_python_client_drift.py and test_typescript_client_drift.py
regenerate into a temporary folder and fail when the committed copy differs.
"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

from falcon import testing

from tools import examples

ROOT = pathlib.Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "clients" / "python"
CONFIG = ROOT / "clients" / "openapi-python-client.yaml"
KEPT = ("README.md", "goldcoins_client/easy.py")  # written by hand, beside what the generator writes
TYPESCRIPT = ROOT / "clients" / "typescript"
SCHEMA = TYPESCRIPT / "schema.d.ts"


def served_description() -> dict:
    import app as composition
    from config.settings import load_settings

    bare = composition.create_app(load_settings(environ={"GOLDCOINS_ACCESS_LOG": "false"}))
    return testing.TestClient(bare).simulate_get("/v1/openapi.json").json


def for_generation(document: dict) -> dict:
    """The description less the records' examples tools/examples.py writes and less its body-less 304 answers: the
    generator types an answer without a body as Any, which would turn every conditional read's result into Any. The
    client reads a 304 as an unlisted status: `parsed` is None, `status_code` is 304
    (docs/decisions/0004-openapi-strict.md)."""
    for methods in document["paths"].values():
        for operation in methods.values():
            operation["responses"].pop("304", None)
    return without_record_examples(document)


def without_record_examples(document: dict) -> dict:
    """The description less the docs page's record examples: real catalogue rows, which in the clients' docstrings
    and comments would be pages of noise, and would change the clients whenever the bundled catalogue does."""
    for name in examples.EXAMPLES:
        document["components"]["schemas"][name].pop("example", None)
    return document


def generate(output: pathlib.Path = OUTPUT, kept_from: pathlib.Path = OUTPUT) -> None:
    """The Python client in `output`: generated, then the hand-written KEPT files copied from `kept_from`."""
    with tempfile.TemporaryDirectory() as work:
        source, target = pathlib.Path(work, "openapi.json"), pathlib.Path(work, "client")
        source.write_text(json.dumps(for_generation(served_description()), indent=2), encoding="utf-8")
        tools = str(pathlib.Path(sys.executable).parent)  # this environment's ruff for the generator's post hooks
        environ = {**os.environ, "PATH": tools + os.pathsep + os.environ.get("PATH", "")}
        command = [sys.executable, "-m", "openapi_python_client", "generate", "--meta", "setup"]
        command += ["--path", str(source), "--output-path", str(target), "--config", str(CONFIG)]
        done = subprocess.run(command, cwd=work, env=environ, capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            raise SystemExit(f"openapi-python-client failed:\n{done.stdout}{done.stderr}")
        shutil.rmtree(target / ".ruff_cache", ignore_errors=True)
        for name in KEPT:
            shutil.copyfile(kept_from / name, target / name)
        shutil.rmtree(output, ignore_errors=True)
        shutil.copytree(target, output)


def generate_typescript(schema: pathlib.Path = SCHEMA) -> None:
    """clients/typescript/schema.d.ts (or `schema`): the description's paths and components as TypeScript types,
    by the openapi-typescript installed in clients/typescript/node_modules."""
    generator = TYPESCRIPT / "node_modules" / ".bin" / "openapi-typescript"
    if not generator.exists():
        raise SystemExit(f"no {generator}: run `npm ci --prefix clients/typescript` (make client does)")
    with tempfile.TemporaryDirectory() as work:
        source = pathlib.Path(work, "openapi.json")
        source.write_text(json.dumps(without_record_examples(served_description()), indent=2), encoding="utf-8")
        command = [str(generator), str(source), "--output", str(schema)]
        done = subprocess.run(command, cwd=TYPESCRIPT, capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            raise SystemExit(f"openapi-typescript failed:\n{done.stdout}{done.stderr}")


def reformat(folder: pathlib.Path) -> None:
    """The generator's post hooks (clients/openapi-python-client.yaml) run again over `folder`: a copy made with
    another ruff reads as this ruff would have written it."""
    for hook in ("ruff check --fix-only --quiet .", "ruff format --quiet ."):
        subprocess.run([sys.executable, "-m", *hook.split()], cwd=folder, check=True, capture_output=True, timeout=120)
        shutil.rmtree(folder / ".ruff_cache", ignore_errors=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["python"]:
        generate(pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else OUTPUT)
    else:
        generate()
        generate_typescript()
