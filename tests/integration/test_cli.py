"""The `goldcoins` command line as an operator uses it: schema upgrade, catalogue import, config errors."""

import json

import pytest

import app
from tests.conftest import TEST_CATALOGUE


@pytest.fixture
def sqlite_env(monkeypatch, tmp_path):
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{tmp_path}/cli.db")
    return tmp_path


def test_db_upgrade_is_idempotent(sqlite_env, capsys):
    assert app.main(["db", "upgrade"]) == 0
    assert "applied m0001_baseline" in capsys.readouterr().out
    assert app.main(["db", "upgrade"]) == 0
    assert capsys.readouterr().out.strip() == "database is up to date"


def test_import_reports_what_changed_and_a_second_run_changes_nothing(sqlite_env, capsys):
    app.main(["db", "upgrade"])
    assert app.main(["import", TEST_CATALOGUE, "--quiet"]) == 0
    assert "0 updated, 0 deleted, 0 unchanged" in capsys.readouterr().out
    assert app.main(["import", TEST_CATALOGUE, "--quiet"]) == 0
    assert "0 created, 0 updated, 0 deleted" in capsys.readouterr().out


def test_a_refused_import_lists_file_record_and_field(sqlite_env, capsys):
    app.main(["db", "upgrade"])
    bad = sqlite_env / "bad.json"
    bad.write_text(json.dumps({"format": "goldcoins-catalogue/1", "mints": [{"slug": "x", "name": "X", "colour": 1}]}))
    assert app.main(["import", str(bad), "--quiet"]) == 1
    err = capsys.readouterr().err
    assert "nothing was changed" in err and "bad.json: mints[0]: colour: unknown field" in err


def test_a_malformed_setting_stops_the_command_with_one_line_naming_the_key(sqlite_env, monkeypatch, capsys):
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", "oracle://somewhere/db")
    assert app.main(["db", "upgrade"]) == 2
    assert "GOLDCOINS_DATABASE_URL" in capsys.readouterr().err
