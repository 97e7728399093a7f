"""The baseline schema: the same schema the sixteen migrations before it made, and those databases carried over.

fixtures/databases/chain-m0016.sqlite3 was made by that chain (its README says how); each test upgrades a copy.
"""

import ast
import datetime as dt
import importlib
import pathlib
import pkgutil
import shutil
import sqlite3

import peewee
import pytest

import app
from adapters.storage import db, migrations
from adapters.storage.catalogue.repository import PeeweeCatalogue
from adapters.storage.migrations import m0005_title_order as m0005
from adapters.storage.pool import PeeweePoolMapping
from adapters.storage.price_cache import PeeweePriceCache
from adapters.storage.sessions import PeeweeSessionStore
from adapters.storage.wallets import PeeweeWalletStore
from domain.paging import PageRequest
from ports.catalogue import TypeQuery
from tests.conftest import migrated_database
from tests.support.schema import schema_lines

FIXTURES = pathlib.Path(__file__).parents[2] / "fixtures" / "databases"
OLD_CHAIN = FIXTURES / "chain-m0016.sqlite3"
OLD_CHAIN_POSTGRES_SCHEMA = FIXTURES / "chain-m0016.postgresql-schema.txt"
FIXTURE_SESSION = "gcs_BDRCXjEMns5xtJEUNuW2QFzEruX-70O75H81FrzcW9c"  # printed by `session create` for the fixture


@pytest.fixture
def old_database(tmp_path, monkeypatch):
    """A copy of the fixture, named by GOLDCOINS_DATABASE_URL for the command line."""
    path = tmp_path / "old.db"
    shutil.copyfile(OLD_CHAIN, path)
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{path}")
    yield path
    db.release()


# catalogue_meta rows that `db upgrade` rewrites when it brings the derived data current for newer code (a new
# read-model fingerprint renders again, which moves the catalogue version and the mint table's stamp on)
DERIVED_STAMPS = ("mint_types", "read_model", "read_model_cdn", "version")
# derived data a later migration replaces by design: the hand-made search table became the engines' index
# (m0004_search_engines), which `db upgrade` rebuilds and stamps
REPLACED_TABLES = ("search_term",)
# indexes a later migration replaces by design: title order on its sort key (m0005_title_order), dropped and made
REPLACED_INDEXES = {name for dropped, created in m0005.REPLACED for name in (dropped, created.split('"')[1])}
NEW_STAMPS = ("search_index", "search_vocabulary", "search_common")  # written with the index it rebuilds


# the read model's records: derived data, rendered again by `db upgrade` when the code that renders them changed
READ_MODEL_COLUMNS = {
    ("coin_type", "detail_json"),
    ("issuer", "list_json"),
    ("issuer", "detail_json"),
    ("type_summary", "summary_json"),
}


def _columns_of(path) -> dict[str, str]:
    """Each table's columns as a SELECT list, read from `path` without writing to it (or beside it)."""
    with sqlite3.connect(f"file:{path}?immutable=1", uri=True) as connection:
        tables = [name for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {
            table: ", ".join(
                f'"{row[1]}"'
                for row in connection.execute(f'PRAGMA table_info("{table}")')
                if (table, row[1]) not in READ_MODEL_COLUMNS
            )
            for table in tables
        }


FIXTURE_COLUMNS = _columns_of(OLD_CHAIN)


def rows(path) -> dict[str, list[tuple]]:
    """Every row of every table but the migrations' own, read with the driver alone (of the derived data's
    stamps only the keys)."""
    with sqlite3.connect(path) as connection:
        tables = [
            name
            for (name,) in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'schema_migrations'"
            )
        ]
        # the columns the old chain made (FIXTURE_COLUMNS): a later migration may add columns, never change these
        found = {
            table: sorted(connection.execute(f'SELECT {FIXTURE_COLUMNS[table]} FROM "{table}"').fetchall(), key=repr)
            for table in tables
            if table in FIXTURE_COLUMNS and table not in REPLACED_TABLES
        }
    if "sqlite_stat1" in found:  # planner statistics of the tables and indexes that are there
        found["sqlite_stat1"] = [
            row
            for row in found["sqlite_stat1"]
            if row[0] in FIXTURE_COLUMNS and row[0] not in REPLACED_TABLES and row[1] not in REPLACED_INDEXES
        ]
    found["catalogue_meta"] = [
        (key, None if key in DERIVED_STAMPS else value)
        for key, value in found["catalogue_meta"]
        if key not in NEW_STAMPS
    ]
    return found


def recorded(path) -> list[str]:
    with sqlite3.connect(path) as connection:
        return [name for (name,) in connection.execute("SELECT name FROM schema_migrations ORDER BY name")]


def bound(path):
    db.bind(db.open_database(f"sqlite:///{path}", pool_size=1))
    return db.database


def test_a_new_sqlite_database_gets_the_schema_the_old_chain_made(tmp_path, old_database):
    with migrated_database("sqlite", tmp_path, "baseline", through=migrations.BASELINE) as fresh:
        baseline = schema_lines(fresh)
    assert baseline == schema_lines(bound(old_database))
    assert any(line.startswith("index coin_type.coin_type_walk_newest") for line in baseline)


def test_a_new_postgresql_database_gets_the_schema_the_old_chain_made(tmp_path, request):
    with migrated_database("postgres", tmp_path, request.node.nodeid, through=migrations.BASELINE) as fresh:
        assert schema_lines(fresh) == OLD_CHAIN_POSTGRES_SCHEMA.read_text().splitlines()


def test_a_database_of_the_old_chain_is_recorded_at_the_baseline_and_loses_nothing(old_database, capsys):
    before = rows(old_database)
    assert app.main(["db", "status"]) == 1  # pending
    # the baseline, recorded without running it, and what came after it
    assert capsys.readouterr().out.strip() == f"pending: {', '.join(migrations.available())}"

    assert app.main(["db", "upgrade"]) == 0
    out = capsys.readouterr().out
    later = [name for name in migrations.available() if name > migrations.BASELINE]
    assert f"recorded as at {migrations.BASELINE}" in out
    assert (f"applied {', '.join(later)}" if later else "database is up to date") in out
    assert recorded(old_database) == migrations.available()
    db.release()
    assert rows(old_database) == before
    assert app.main(["db", "status"]) == 0
    assert capsys.readouterr().out.strip() == "database is up to date"
    assert app.main(["db", "upgrade"]) == 0
    assert capsys.readouterr().out.strip() == "database is up to date"

    bound(old_database)
    page = PeeweeCatalogue("https://cdn.test").types(TypeQuery(), PageRequest(1, 24))
    assert page.total == 8 == len(before["coin_type"])
    assert len(PeeweeCatalogue("https://cdn.test").types(TypeQuery(q="krugerrand"), PageRequest(1, 24)).data) == 2
    krugerrand = PeeweeCatalogue("https://cdn.test").coin_type("south-africa", "krugerrand", "krugerrand-1oz")
    assert PeeweePoolMapping().mapping(1).type_id == str(krugerrand.id)
    assert PeeweeSessionStore().find(FIXTURE_SESSION, dt.datetime.now(dt.timezone.utc)).account_id == "player-fixture"
    assert PeeweeWalletStore().wallet_of("player-fixture", 31337).address == "0x" + "ab" * 20
    assert PeeweePriceCache().load_spot().value.price_per_ounce == 2650.5


def test_a_database_part_way_through_the_old_chain_is_refused_naming_what_is_missing(old_database, capsys):
    with sqlite3.connect(old_database) as connection:
        connection.execute("DELETE FROM schema_migrations WHERE name IN ('m0015_mint_types', 'm0016_type_summaries')")
    before = rows(old_database)

    assert app.main(["db", "upgrade"]) == 1
    err = capsys.readouterr().err
    assert "m0015_mint_types, m0016_type_summaries are not applied" in err
    assert "previous release first" in err and "nothing was changed" in err
    assert app.main(["db", "status"]) == 2  # cannot tell: refused
    assert "m0015_mint_types, m0016_type_summaries" in capsys.readouterr().err
    db.release()
    assert len(recorded(old_database)) == 14 and rows(old_database) == before


def test_a_database_with_tables_but_no_migrations_recorded_is_refused(tmp_path, monkeypatch, capsys):
    path = tmp_path / "made-elsewhere.db"
    with sqlite3.connect(path) as connection:
        connection.execute('CREATE TABLE "coin_type" ("id" INTEGER PRIMARY KEY)')
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{path}")
    assert app.main(["db", "upgrade"]) == 1
    assert "coin_type" in capsys.readouterr().err
    db.release()
    with sqlite3.connect(path) as connection:
        assert [name for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")] == [
            "coin_type"
        ]


def test_the_old_chain_is_recognised_and_a_part_of_it_refused_on_every_database(database):
    run = database.execute_sql
    run("DELETE FROM schema_migrations")
    for name in migrations.SQUASHED[:-1]:
        run(f"INSERT INTO schema_migrations (name, applied_at) VALUES ('{name}', '2026-11-01 00:00:00')")
    with pytest.raises(migrations.MigrationRefused, match=migrations.SQUASHED[-1]):
        migrations.upgrade()
    # the whole old chain, and (this fixture's schema already has them) the migrations after the baseline
    later = [name for name in migrations.available() if name > migrations.BASELINE]
    for name in [migrations.SQUASHED[-1], *later]:
        run(f"INSERT INTO schema_migrations (name, applied_at) VALUES ('{name}', '2026-11-01 00:00:00')")
    assert migrations.pending() == [migrations.BASELINE]
    assert migrations.upgrade() == []
    assert sorted(name for (name,) in run("SELECT name FROM schema_migrations")) == migrations.available()
    assert migrations.pending() == []


def test_migrations_import_nothing_of_the_application():
    folder = pathlib.Path(migrations.__file__).parent
    for module in folder.glob("m*.py"):
        imported = set()
        for node in ast.walk(ast.parse(module.read_text())):
            if isinstance(node, ast.Import):
                imported.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                imported.add((node.module or ".").split(".")[0] if not node.level else ".")
        assert imported <= {"peewee", "json", "datetime", "re"}, (module.name, imported)


def storage_models():
    """Every peewee model of the storage adapter bound to its database (base classes left out)."""
    package = importlib.import_module("adapters.storage")
    for module in pkgutil.walk_packages(package.__path__, "adapters.storage."):
        importlib.import_module(module.name)
    models, classes = [], [peewee.Model]
    while classes:
        model = classes.pop()
        subclasses = model.__subclasses__()
        classes.extend(subclasses)
        if not subclasses and model._meta.database is db.database:
            models.append(model)
    return models


def test_every_model_the_adapters_use_matches_a_table_of_the_baseline(database):
    """A model changed without a migration shows here, not on a deployed database."""
    models = storage_models()
    assert len(models) >= 10
    for model in models:
        table = model._meta.table_name
        assert database.table_exists(table), f"{model.__name__}: no table {table}"
        columns = {column.name: column for column in database.get_columns(table)}
        for field in model._meta.sorted_fields:
            assert field.column_name in columns, f"{model.__name__}: no column {table}.{field.column_name}"
            column = columns[field.column_name]
            assert (column.null, column.primary_key) == (field.null, field.primary_key), (
                f"{model.__name__}.{field.name}: null/primary key differ from {table}.{field.column_name}"
            )
