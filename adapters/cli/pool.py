"""`goldcoins pool import PATH`: replace the token id → catalogue type mapping in one transaction."""
from __future__ import annotations

import sys

from config import load_settings


def add(commands) -> None:
    pool = commands.add_parser("pool", help="the pool mapping: token id → catalogue type and condition")
    sub = pool.add_subparsers(dest="pool_command", required=True)
    imported = sub.add_parser("import", help="replace the whole mapping with a file (docs/pool-format.md)")
    imported.add_argument("path", help="a pool mapping JSON file")
    imported.set_defaults(handler=import_command)
    sub.add_parser("show", help="print the mapping as stored").set_defaults(handler=show_command)


def _ports(build_adapters):
    adapters = build_adapters(load_settings())
    if adapters.get("catalogue") is None or adapters.get("pool") is None:
        raise SystemExit("goldcoins: the catalogue and pool storage are not wired (app.build_adapters)")
    return adapters["catalogue"], adapters["pool"]


def import_command(args, *, build_adapters, **_) -> int:
    from adapters.storage.pool_file import InvalidPoolFile, read_pool_file

    catalogue, pool = _ports(build_adapters)
    try:
        mappings = read_pool_file(args.path, catalogue)
    except InvalidPoolFile as exc:
        print(f"import refused, nothing was changed ({len(exc.problems)} problem(s)):", file=sys.stderr)
        for entry, field, message in exc.problems[:50]:
            print(f"  {entry}: {field}: {message}", file=sys.stderr)
        return 1
    pool.replace(mappings)
    print(f"pool mapping replaced: {len(mappings)} token(s)")
    return 0


def show_command(args, *, build_adapters, **_) -> int:
    _, pool = _ports(build_adapters)
    for mapping in pool.all():
        print(f"{mapping.token_id}\ttype {mapping.type_id}\t{mapping.condition}")
    return 0
