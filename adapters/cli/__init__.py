"""The `goldcoins` command line. Each command module adds its sub-commands with add(commands); a handler takes
the parsed arguments and the composition root (app.Root), from which it asks for what it needs."""

from __future__ import annotations

import argparse
import importlib
import sys
import typing

from config import ConfigError

COMMAND_MODULES = (
    "adapters.cli.serve",
    "adapters.cli.database",
    "adapters.cli.catalogue",
    "adapters.cli.prices",
    "adapters.cli.sessions",
    "adapters.cli.pool",
    "adapters.cli.media",
)


def run(argv: list[str] | None, make_root: typing.Callable[[], typing.Any]) -> int:
    parser = argparse.ArgumentParser(prog="goldcoins", description="Gold Coin Catalogue API")
    commands = parser.add_subparsers(dest="command", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).add(commands)
    args = parser.parse_args(argv)
    try:
        return args.handler(args, make_root()) or 0
    except ConfigError as exc:
        print(f"goldcoins: configuration error: {exc}", file=sys.stderr)
        return 2
