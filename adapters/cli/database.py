import sys

from config import load_settings


def add(commands) -> None:
    db = commands.add_parser("db", help="database schema")
    sub = db.add_subparsers(dest="db_command", required=True)
    sub.add_parser("upgrade", help="apply pending migrations (idempotent)").set_defaults(handler=upgrade)
    sub.add_parser("status", help="list pending migrations").set_defaults(handler=status)


def _open():
    from adapters.storage import db

    settings = load_settings()
    db.bind(db.open_database(settings.database_url, 1, settings.database_connect_timeout))
    return db


def upgrade(args, *, renderer, **_) -> int:
    from adapters.storage import migrations, mint_types, read_model_render, size_labels
    from adapters.storage.db import database

    _open()
    try:
        recorded = migrations.recognise_squashed()
        applied = migrations.upgrade()
    except migrations.MigrationRefused as exc:
        print(f"goldcoins: db upgrade refused, nothing was changed: {exc}", file=sys.stderr)
        return 1
    if recorded:
        print(f"recorded as at {migrations.BASELINE} (the schema of {migrations.SQUASHED[0]} .. "
              f"{migrations.SQUASHED[-1]}, which this database has; nothing else changed)")
    print(f"applied {', '.join(applied)}" if applied else "database is up to date")
    # a catalogue imported before the read model existed, without a renderer or by other code gets it now;
    # likewise its size labels, when they were computed with other windows, and its mints' types, when they
    # were filled for another catalogue version
    with database.atomic():
        relabelled = size_labels.stale()
        if relabelled:
            size_labels.refresh()
        refilled = mint_types.stale()
        if refilled:
            mint_types.refresh()
        rendered = read_model_render.render_missing(renderer())
    if relabelled:
        print("stored every type's size label again (size windows changed)")
    if refilled:
        print("listed every mint's types again (mint_type was filled for another catalogue version)")
    if rendered:
        print(f"rendered {rendered} catalogue records (read model)")
    return 0


def status(args, **_) -> int:
    from adapters.storage import migrations

    _open()
    try:
        waiting = migrations.pending()
    except migrations.MigrationRefused as exc:
        print(f"goldcoins: {exc}", file=sys.stderr)
        return 1
    print("pending: " + ", ".join(waiting) if waiting else "database is up to date", file=sys.stdout)
    return 0
