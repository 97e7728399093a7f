"""The ABIs the reader speaks (adapters/chain/abi/*.json; docs/chain-interface.md describes them)."""

from __future__ import annotations

import functools
import json
from pathlib import Path

ABI_DIR = Path(__file__).parent / "abi"
MACHINE, FRACTIONS, DESK = "PullMachine", "GoldFractions", "BuybackDesk"
PULL_EVENTS = ("PullOpened", "PullSettled", "PullFailed", "PullRefunded")


@functools.cache
def abi(name: str) -> list:
    return json.loads((ABI_DIR / f"{name}.json").read_text())
