"""`goldcoins db upgrade` and `goldcoins db status`: the schema, and the derived data the code relies on."""

import os
import sys

from adapters.storage.db import sqlite_file
from ports.catalogue import SchemaRefused


def add(commands) -> None:
    db = commands.add_parser("db", help="database schema")
    sub = db.add_subparsers(dest="db_command", required=True)
    sub.add_parser("upgrade", help="apply pending migrations (idempotent)").set_defaults(handler=upgrade)
    sub.add_parser("status", help="list pending migrations").set_defaults(handler=status)


def upgrade(args, root) -> int:
    try:
        upgraded, refreshed = root.upkeep().upgrade()
    except SchemaRefused as exc:
        print(f"goldcoins: db upgrade refused, nothing was changed: {exc}", file=sys.stderr)
        return 1
    if upgraded.recognised:
        print(upgraded.recognised)
    print(f"applied {', '.join(upgraded.applied)}" if upgraded.applied else "database is up to date")
    # a catalogue imported without a renderer or by other code gets its read model now; likewise its size
    # labels, when they were computed with other windows, and its mints' types, when they were filled for
    # another catalogue version
    if refreshed.relabelled:
        print("stored every type's size label again (size windows changed)")
    if refreshed.refilled:
        print("listed every mint's types again (mint_type was filled for another catalogue version)")
    if refreshed.rendered:
        print(f"rendered {refreshed.rendered} catalogue records (read model)")
    return 0


def status(args, root) -> int:
    """Exit 0 up to date, 1 migrations pending (`goldcoins db upgrade` applies them), 2 cannot tell. It only
    reads: a SQLite file that is not there is said to be missing, not made."""
    url = root.settings.database_url or ""
    if url.startswith("sqlite:"):
        path = sqlite_file(url)
        if path != ":memory:" and not os.path.exists(path):
            print(f"goldcoins: no database at {path}: `goldcoins db upgrade` makes it", file=sys.stderr)
            return 2
    try:
        waiting = root.upkeep().pending()
    except SchemaRefused as exc:
        print(f"goldcoins: {exc}", file=sys.stderr)
        return 2
    if waiting:
        print("pending: " + ", ".join(waiting))
        return 1
    print("database is up to date")
    return 0
