"""`goldcoins pool import PATH`: replace the token id → catalogue type mapping in one transaction."""

from __future__ import annotations

import sys

from config import ConfigError


def add(commands) -> None:
    pool = commands.add_parser("pool", help="the pool mapping: token id → catalogue type and condition")
    sub = pool.add_subparsers(dest="pool_command", required=True)
    imported = sub.add_parser("import", help="replace the whole mapping with a file (docs/pool-format.md)")
    imported.add_argument("path", help="a pool mapping JSON file")
    imported.set_defaults(handler=import_command)
    sub.add_parser("show", help="print the mapping as stored").set_defaults(handler=show_command)


def _ports(root):
    adapters = root.adapters()
    if adapters.catalogue is None or adapters.pool is None:
        raise ConfigError("no catalogue or pool storage is configured")
    return adapters.catalogue, adapters.pool


def import_command(args, root) -> int:
    from services.pool_file import InvalidPoolFile, read_pool_file

    catalogue, pool = _ports(root)
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


def show_command(args, root) -> int:
    """Each token with its type's id and address now; an id no type has (which imports prevent) is flagged."""
    catalogue, pool = _ports(root)
    mappings = pool.all()
    types = catalogue.types_by_ids([mapping.type_id for mapping in mappings])
    for mapping in mappings:
        found = types.get(mapping.type_id)
        where = f"{found.root_issuer.slug}/{found.series.slug}/{found.slug}" if found else "NO SUCH TYPE"
        print(f"{mapping.token_id}\ttype {mapping.type_id} ({where})\t{mapping.condition}")
    return 0
