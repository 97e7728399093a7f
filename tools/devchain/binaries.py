"""Where the node and compiler live: GOLDCOINS_TOOLS_DIR, else <repo>/.tools (npm --prefix), else PATH."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CONTRACTS = REPO / "fixtures" / "contracts"


class ToolMissing(RuntimeError):
    pass


def tools_dir() -> Path:
    return Path(os.environ.get("GOLDCOINS_TOOLS_DIR") or REPO / ".tools")


def anvil() -> str:
    # The platform package's native binary: the npm wrapper script would outlive a killed child.
    modules = tools_dir() / "node_modules" / "@foundry-rs"
    native = sorted(modules.glob("anvil-*/bin/anvil")) if modules.is_dir() else []
    return _first([str(p) for p in native], "anvil")


def solcjs() -> str:
    return _first([str(tools_dir() / "node_modules" / ".bin" / "solcjs")], "solcjs")


def _first(candidates: list[str], name: str) -> str:
    for candidate in candidates:
        if os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which(name)
    if found:
        return found
    raise ToolMissing(f"{name} not found: run `npm install --prefix {tools_dir()} @foundry-rs/anvil solc`")
