"""The `goldcoins` command line. Each command module adds its sub-commands with add(commands); a handler takes
the parsed arguments and the composition root (app.Root), from which it asks for what it needs.

Exit status: 0 done; 1 the command refused or failed (an invalid catalogue, pending migrations for
`db status`); 2 the configuration or the database cannot be used, said in one line on stderr, no traceback."""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import typing

import peewee

from adapters import logs
from adapters.cli.stopping import stopped
from config import ConfigError
from config.versions import RELEASE
from ports.errors import Unavailable

COMMAND_MODULES = (
    "adapters.cli.serve",
    "adapters.cli.database",
    "adapters.cli.catalogue",
    "adapters.cli.prices",
    "adapters.cli.sessions",
    "adapters.cli.pool",
    "adapters.cli.media",
)


SETTINGS_HELP = """settings:
  every setting is read from the environment as GOLDCOINS_<NAME> (GOLDCOINS_DATABASE_URL,
  GOLDCOINS_SPOT_PROVIDER, ...) or from a TOML file named by GOLDCOINS_CONFIG; the environment wins,
  and a malformed value stops the command naming it. docs/configuration.md lists them all."""


def parser() -> argparse.ArgumentParser:
    """The whole command line: every command module's sub-commands (deploy/systemd's units are checked against it)."""
    line = argparse.ArgumentParser(
        prog="goldcoins",
        description=f"Gold Coin Catalogue API {RELEASE}: serve it, upgrade its database, import a catalogue, "
        "refresh prices, manage sessions, the token pool and pictures.",
        epilog=SETTINGS_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    line.add_argument("--version", action="version", version=f"goldcoins {RELEASE}")
    commands = line.add_subparsers(dest="command", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).add(commands)
    return line


def run(argv: list[str] | None, make_root: typing.Callable[[], typing.Any]) -> int:
    args = parser().parse_args(argv)
    # a command's flags stand for settings (`serve --port 8124` is GOLDCOINS_PORT=8124): set before they are read
    os.environ.update(getattr(args, "settings", lambda _: {})(args))
    logs.configure()  # the logging module's lines are JSON in every command, before a setting is read
    try:
        root = make_root()
        logging.getLogger().setLevel(root.settings.log_level)
        return args.handler(args, root) or 0
    except ConfigError as exc:
        return stopped(args, f"configuration error: {exc}")
    except Unavailable as exc:  # the database (or another store) cannot be used: say why, in its own words
        return stopped(args, one_line(exc))
    except peewee.PeeweeException as exc:  # one the storage adapter does not translate (a missing table)
        return stopped(args, f"database error: {one_line(exc)}")


def one_line(exc: BaseException) -> str:
    """The error and, when it was caused by another (a driver's), that one's message, on one line:
    `the catalogue database is not reachable: ... database "x" does not exist`."""
    cause = exc
    while cause.__cause__ is not None:
        cause = cause.__cause__
    said, why = (" ".join(str(error).split()) or type(error).__name__ for error in (exc, cause))
    return said if why in said else f"{said}: {why}"
