"""The clients' hand-written parts as tests read them: the Python README's examples, the TypeScript toolchain
(installed by `make test` and `make client` into clients/typescript/node_modules, which git ignores)."""

from __future__ import annotations

import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
PYTHON_CLIENT = ROOT / "clients" / "python"
TYPESCRIPT = ROOT / "clients" / "typescript"
BASE_URL = "http://127.0.0.1:8000/v1"  # where the examples expect `make run`


def python_examples(readme: pathlib.Path = PYTHON_CLIENT / "README.md") -> list[str]:
    """Every ```python block of the client's README, as written."""
    return re.findall(r"^```python\n(.*?)^```$", readme.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)


def node_tool(name: str) -> pathlib.Path:
    tool = TYPESCRIPT / "node_modules" / ".bin" / name
    assert tool.exists(), f"no {tool}: `make test` installs it (npm ci --prefix clients/typescript)"
    return tool


def tsc(*argv: str, cwd: pathlib.Path = TYPESCRIPT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(node_tool("tsc")), *argv], cwd=cwd, capture_output=True, text=True, timeout=300)
