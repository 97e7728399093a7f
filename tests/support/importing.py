"""An import as `goldcoins import` makes it, for tests that set up a database: the import service reads and
checks the files (services.importing.read_for_import, the pictures' copies made by `pictures`, None: left out),
and the storage adapter writes what it read (adapters/storage/catalogue/load.py), in the test's database."""

from __future__ import annotations

import contextlib
import datetime as dt


def import_catalogue(
    path,
    now: dt.datetime,
    progress=lambda done, total: None,
    render=None,
    pictures=None,
    dry_run: bool = False,
    release_pooled: bool = False,
):
    from adapters.storage.catalogue import load
    from services.importing import read_for_import

    catalogue, uncropped = read_for_import(str(path), load.mint_slugs(), pictures)
    report = load.import_catalogue(catalogue, now, progress, render, dry_run, release_pooled)
    report.uncropped = uncropped
    return report


@contextlib.contextmanager
def imported_for_reading(kind: str, folder, name: str, **options):
    """The test catalogue imported (`options` as import_catalogue's) into a migrated database of `kind` of its own,
    handed over unbound: for a module's tests that only read it, each binding it through
    tests.support.databases.reading."""
    from adapters.storage import db
    from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, migrated_database

    with migrated_database(kind, folder, name) as opened:
        import_catalogue(TEST_CATALOGUE, IMPORTED_AT, **options)
        db.release()
        yield opened
