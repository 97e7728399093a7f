import sys

from domain.errors import InvalidCatalogue


def add(commands) -> None:
    parser = commands.add_parser("import", help="import a catalogue file or folder in one transaction")
    parser.add_argument("path", help="a catalogue JSON file or a folder of them (docs/catalogue-format.md)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(handler=import_command)


def import_command(args, root) -> int:
    from tqdm import tqdm

    upkeep = root.upkeep()
    bar = tqdm(unit=" types", disable=args.quiet, file=sys.stderr)

    def progress(done, total):
        bar.total = total
        bar.update(done - bar.n)

    try:
        report = upkeep.import_catalogue(args.path, progress)
    except InvalidCatalogue as exc:
        bar.close()
        print(f"import refused, nothing was changed ({len(exc.problems)} problem(s)):", file=sys.stderr)
        for file, record, field, message in exc.problems[:50]:
            print(f"  {file}: {record}: {field}: {message}", file=sys.stderr)
        return 1
    bar.close()
    print(
        f"imported: {report.created} created, {report.updated} updated, {report.deleted} deleted, "
        f"{report.unchanged} unchanged"
    )
    return 0
