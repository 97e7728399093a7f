import sys

from adapters.cli.progress import Progress
from domain.errors import InvalidCatalogue
from ports.catalogue import ImportReport
from ports.errors import StorageBusy
from ports.media import MediaUnavailable

BUSY_EXIT = 75  # EX_TEMPFAIL (sysexits.h): try again later


def add(commands) -> None:
    parser = commands.add_parser("import", help="import a catalogue file or folder in one transaction")
    parser.add_argument("path", help="a catalogue JSON file or a folder of them (docs/catalogue-format.md)")
    parser.add_argument(
        "--quiet", action="store_true", help="no progress (a bar on a terminal, else one line on stderr at the end)"
    )
    parser.add_argument("--dry-run", action="store_true", help="check and count what would change; write nothing")
    parser.add_argument(
        "--release-pooled",
        action="store_true",
        help="remove types the token pool maps, and their pool entries (without it such an import is refused)",
    )
    parser.set_defaults(handler=import_command)


def import_command(args, root) -> int:
    upkeep = root.upkeep()
    progress = Progress(["pictures", "types"], quiet=args.quiet)
    ended = "import stopped"
    try:
        steps = progress.steps
        report = upkeep.import_catalogue(
            args.path, steps["types"], steps["pictures"], dry_run=args.dry_run, release_pooled=args.release_pooled
        )
        ended = "import"
    except (MediaUnavailable, InvalidCatalogue, StorageBusy) as exc:
        return _refused(exc)
    finally:
        progress.close(ended)
    _summary(report)
    return 0


def _refused(exc: Exception) -> int:
    if isinstance(exc, StorageBusy):
        print(f"import not run, nothing was changed: {exc} (another import or upgrade is writing)", file=sys.stderr)
        return BUSY_EXIT
    if isinstance(exc, MediaUnavailable):
        print(f"import stopped, nothing was changed in the catalogue: {exc}", file=sys.stderr)
        return 1
    problems = exc.problems  # type: ignore[attr-defined]
    print(f"import refused, nothing was changed ({len(problems)} problem(s)):", file=sys.stderr)
    for file, record, field, message in problems[:50]:
        print(f"  {file}: {record}: {field}: {message}", file=sys.stderr)
    if len(problems) > 50:
        print(f"  … and {len(problems) - 50} more", file=sys.stderr)
    return 1


def _summary(report: ImportReport) -> None:
    """One line in total, then one per kind that has records: what was created, updated and deleted."""
    verb = "would import (dry run, nothing was written)" if report.dry_run else "imported"
    print(
        f"{verb}: {report.created} created, {report.updated} updated, {report.deleted} deleted, "
        f"{report.unchanged} unchanged"
    )
    for kind, tally in report.kinds.items():
        if tally.created or tally.updated or tally.deleted or tally.unchanged:
            print(
                f"  {kind}: {tally.created} created, {tally.updated} updated, {tally.deleted} deleted, "
                f"{tally.unchanged} unchanged"
            )
    for old, new in report.moved:
        print(f"  moved, same id, the old address redirects: {old} -> {new}")
    for token, address in report.released:
        print(f"  pool entry released: token {token} mapped the removed type {address}")
    if report.uncropped:
        print(f"{len(report.uncropped)} obverse picture(s) could not be cropped (their plain copy is the thumbnail):")
        for file, record, field, why in report.uncropped[:50]:
            print(f"  {file}: {record}: {field}: {why}")
        if len(report.uncropped) > 50:
            print(f"  … and {len(report.uncropped) - 50} more")
