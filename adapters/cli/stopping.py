"""How a command that cannot go on says so: one line and exit 2."""

from __future__ import annotations

import logging
import sys


def stopped(args, why: str) -> int:
    """Exit 2 with one line on stderr: a JSON log line from `serve` (every line the service writes is one),
    plain words from the commands a person runs."""
    if getattr(args, "log_lines", False):
        logging.getLogger("goldcoins").error("%s", why, extra={"fields": {"event": "stopped", "exit": 2}})
    else:
        print(f"goldcoins: {why}", file=sys.stderr)
    return 2
