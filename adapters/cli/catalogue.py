import datetime as dt
import sys

from config import load_settings
from domain.errors import InvalidCatalogue


def add(commands) -> None:
    parser = commands.add_parser("import", help="import a catalogue file or folder in one transaction")
    parser.add_argument("path", help="a catalogue JSON file or a folder of them (docs/catalogue-format.md)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(handler=import_command)


def import_command(args, *, renderer, **_) -> int:
    from tqdm import tqdm

    from adapters.storage import db
    from adapters.storage.catalogue_import import import_catalogue

    settings = load_settings()
    db.bind(db.open_database(settings.database_url, 1, settings.database_connect_timeout))
    bar = tqdm(unit=" types", disable=args.quiet, file=sys.stderr)

    def progress(done, total):
        bar.total = total
        bar.update(done - bar.n)

    try:
        report = import_catalogue(args.path, dt.datetime.now(dt.timezone.utc), progress,
                                  render=renderer())
    except InvalidCatalogue as exc:
        bar.close()
        print(f"import refused, nothing was changed ({len(exc.problems)} problem(s)):", file=sys.stderr)
        for file, record, field, message in exc.problems[:50]:
            print(f"  {file}: {record}: {field}: {message}", file=sys.stderr)
        return 1
    bar.close()
    print(f"imported: {report.created} created, {report.updated} updated, {report.deleted} deleted, "
          f"{report.unchanged} unchanged")
    return 0
