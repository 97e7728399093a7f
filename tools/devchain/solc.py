"""Compile fixtures/contracts with solcjs (standard JSON), cached by the hash of sources and settings."""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path

import attrs

from tools.devchain import binaries

SETTINGS = {
    "evmVersion": "prague",
    "optimizer": {"enabled": True, "runs": 200},
    "outputSelection": {"*": {"*": ["abi", "evm.bytecode.object"]}},
}


@attrs.frozen
class Artifact:
    abi: list
    bytecode: str


class CompileError(RuntimeError):
    pass


def compile_contracts(cache_dir: Path, sources_dir: Path = binaries.CONTRACTS) -> dict[str, Artifact]:
    """Every contract by name. A cache hit costs one file read; a miss runs solcjs (a few seconds)."""
    request = {
        "language": "Solidity",
        "settings": SETTINGS,
        "sources": {path.name: {"content": path.read_text()} for path in sorted(sources_dir.glob("*.sol"))},
    }
    encoded = json.dumps(request, sort_keys=True)
    cached = Path(cache_dir) / f"solc-{hashlib.sha256(encoded.encode()).hexdigest()[:16]}.json"
    if not cached.exists():
        output = _run_solcjs(encoded)
        cached.parent.mkdir(parents=True, exist_ok=True)
        temporary = cached.with_suffix(".tmp")
        temporary.write_text(json.dumps(output))
        temporary.replace(cached)  # atomic, so parallel sessions never read half a file
    return _artifacts(json.loads(cached.read_text()))


def _run_solcjs(encoded: str) -> dict:
    done = subprocess.run(
        [binaries.solcjs(), "--standard-json"], input=encoded, capture_output=True, text=True, timeout=120, check=False
    )
    text = done.stdout
    if "{" not in text:  # solcjs may print a notice line before the JSON
        raise CompileError(f"solcjs gave no output: {done.stderr.strip()}")
    output = json.loads(text[text.index("{") :])
    errors = [e["formattedMessage"] for e in output.get("errors", ()) if e["severity"] == "error"]
    if errors:
        raise CompileError("\n".join(errors))
    return output


def _artifacts(output: dict) -> dict[str, Artifact]:
    return {
        name: Artifact(abi=body["abi"], bytecode="0x" + body["evm"]["bytecode"]["object"])
        for source in output["contracts"].values()
        for name, body in source.items()
    }
