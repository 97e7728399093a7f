"""The bundled catalogue (fixtures/catalogue/) imported once per database kind per test session, shared read-only.

tests/conftest.py registers this module as a plugin, so "once" holds across every module that asks:

- `bundled_database(kind, rendered=False)` (session): the database of that kind ("sqlite", or "postgres" when
  GOLDCOINS_TEST_DATABASE_URL is set) holding the bundled catalogue, imported at IMPORTED_AT on first use (rendered:
  with the read model rendered by tests.conftest.renderer(), as `goldcoins import` does; else without, as an import
  without a renderer leaves it). Not bound: `shared_bundled` binds it.
- `bundled` (over SQLite and PostgreSQL): the shared database bound for one test, which only reads it. A test that
  changed it fails at teardown naming the tables whose rows changed: it wants `bundled_copy`.
- `bundled_copy` (over SQLite and PostgreSQL): the same catalogue in a database of the test's own, to change: a copy
  of the shared SQLite file, or on PostgreSQL a database made from the shared one (CREATE DATABASE … TEMPLATE), or
  where that cannot be (a connection open on it, no right to create databases) a schema with the catalogue
  imported again.
"""

from __future__ import annotations

import contextlib
import pathlib
import typing
from urllib.parse import urlsplit

import attrs
import pytest

BUNDLED = pathlib.Path(__file__).resolve().parents[2] / "fixtures" / "catalogue"


@attrs.frozen
class Shared:
    """One shared database: opened (not bound), the first import's report, and the SQLite file (None on PostgreSQL)."""

    opened: typing.Any
    report: typing.Any
    path: pathlib.Path | None


@pytest.fixture(scope="session")
def bundled_database(tmp_path_factory) -> typing.Iterator[typing.Callable[..., Shared]]:
    from adapters.storage import db, migrations
    from tests.conftest import IMPORTED_AT, migrated_database, postgres_url, renderer
    from tests.support import databases
    from tests.support.importing import import_catalogue

    made: dict[tuple[str, bool], Shared] = {}
    with contextlib.ExitStack() as stack:

        def get(kind: str, rendered: bool = False) -> Shared:
            if (kind, rendered) not in made:
                folder = tmp_path_factory.mktemp(f"bundled-{kind}-{'rendered' if rendered else 'columns'}")
                own = databases.copy_of(postgres_url()) if kind == "postgres" and postgres_url() else None
                if own is not None:  # a database of its own, which bundled_copy copies
                    opened = db.open_database(own, pool_size=4)
                    db.bind(opened)
                    migrations.upgrade()
                else:
                    name = f"bundled catalogue shared by the session, rendered: {rendered}"
                    opened = stack.enter_context(migrated_database(kind, folder, name))
                report = import_catalogue(BUNDLED, IMPORTED_AT, render=renderer() if rendered else None)
                db.release()
                opened.close_all()
                made[kind, rendered] = Shared(opened, report, folder / "test.db" if kind == "sqlite" else None)
            return made[kind, rendered]

        yield get


@contextlib.contextmanager
def shared_bundled(bundled_database, kind: str, rendered: bool = False) -> typing.Iterator[Shared]:
    """The shared database of `kind` bound for a block that only reads it; fails after the block if it changed."""
    from tests.support.databases import reading

    if kind == "postgres":
        from tests.conftest import postgres_url

        if not postgres_url():
            pytest.skip("GOLDCOINS_TEST_DATABASE_URL is not set")
    shared = bundled_database(kind, rendered)
    with reading(shared.opened, "the shared bundled catalogue"):
        yield shared


@pytest.fixture(params=["sqlite", "postgres"])
def bundled(request, bundled_database):
    """The bundled catalogue, shared by the session, bound for this test (SQLite, and PostgreSQL when configured)."""
    with shared_bundled(bundled_database, request.param) as shared:
        yield shared.opened


@pytest.fixture(params=["sqlite", "postgres"])
def bundled_copy(request, tmp_path, bundled_database):
    """The bundled catalogue in a database of this test's own, to change (SQLite, and PostgreSQL when configured)."""
    from tests.conftest import IMPORTED_AT, migrated_database, postgres_url
    from tests.support import databases
    from tests.support.importing import import_catalogue

    if request.param == "postgres":
        url = postgres_url()
        if url:
            shared = bundled_database("postgres").opened
            shared.close_all()
            copied = databases.copy_of(url, shared.database) if shared.database != urlsplit(url).path[1:] else None
            if copied is not None:
                with databases.bound(copied) as opened:
                    yield opened
                return
        with migrated_database("postgres", tmp_path, request.node.nodeid) as opened:
            import_catalogue(BUNDLED, IMPORTED_AT)
            yield opened
        return
    databases.copy_sqlite(bundled_database("sqlite").path, tmp_path / "test.db")
    with databases.bound(f"sqlite:///{tmp_path}/test.db") as opened:
        yield opened
