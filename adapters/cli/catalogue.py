import sys

from domain.errors import InvalidCatalogue
from ports.media import MediaUnavailable


def add(commands) -> None:
    parser = commands.add_parser("import", help="import a catalogue file or folder in one transaction")
    parser.add_argument("path", help="a catalogue JSON file or a folder of them (docs/catalogue-format.md)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(handler=import_command)


def import_command(args, root) -> int:
    from tqdm import tqdm

    upkeep = root.upkeep()
    pictures = tqdm(unit=" pictures", desc="pictures", disable=args.quiet, file=sys.stderr)
    bar = tqdm(unit=" types", disable=args.quiet, file=sys.stderr)

    def progress_of(shown):
        def progress(done, total):
            shown.total = total
            shown.update(done - shown.n)

        return progress

    try:
        report = upkeep.import_catalogue(args.path, progress_of(bar), progress_of(pictures))
    except MediaUnavailable as exc:
        pictures.close()
        bar.close()
        print(f"import stopped, nothing was changed in the catalogue: {exc}", file=sys.stderr)
        return 1
    except InvalidCatalogue as exc:
        pictures.close()
        bar.close()
        print(f"import refused, nothing was changed ({len(exc.problems)} problem(s)):", file=sys.stderr)
        for file, record, field, message in exc.problems[:50]:
            print(f"  {file}: {record}: {field}: {message}", file=sys.stderr)
        return 1
    pictures.close()
    bar.close()
    print(
        f"imported: {report.created} created, {report.updated} updated, {report.deleted} deleted, "
        f"{report.unchanged} unchanged"
    )
    if report.uncropped:
        print(f"{len(report.uncropped)} obverse picture(s) could not be cropped (their plain copy is the thumbnail):")
        for file, record, field, why in report.uncropped[:50]:
            print(f"  {file}: {record}: {field}: {why}")
        if len(report.uncropped) > 50:
            print(f"  … and {len(report.uncropped) - 50} more")
    return 0
