"""`goldcoins media prune`: the media files no picture of the catalogue refers to any more."""

import sys

from ports.media import MediaUnavailable


def add(commands) -> None:
    media = commands.add_parser("media", help="the pictures' copies in the media store")
    actions = media.add_subparsers(dest="action", required=True)
    prune = actions.add_parser("prune", help="remove the files no picture of the catalogue refers to")
    prune.add_argument("--dry-run", action="store_true", help="list them, remove nothing")
    prune.set_defaults(handler=prune_command)


def prune_command(args, root) -> int:
    try:
        unused = root.upkeep().prune_media(dry_run=args.dry_run)
    except MediaUnavailable as exc:
        print(f"goldcoins: media prune stopped: {exc}", file=sys.stderr)
        return 1
    for path in unused:
        print(path)
    verb = "would remove" if args.dry_run else "removed"
    print(f"{verb} {len(unused)} file(s) no picture refers to")
    return 0
