"""The `goldcoins` command line as an operator uses it: schema upgrade, catalogue import, config errors."""

import json

import pytest

import app
from tests.conftest import TEST_CATALOGUE


@pytest.fixture
def sqlite_env(monkeypatch, tmp_path):
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{tmp_path}/cli.db")
    monkeypatch.setenv("GOLDCOINS_MEDIA_DIR", str(tmp_path / "media"))
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
    assert "nothing was changed" in err and "bad.json: mints[0]/x: colour: unknown field" in err


def test_a_malformed_setting_stops_the_command_with_one_line_naming_the_key(sqlite_env, monkeypatch, capsys):
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", "oracle://somewhere/db")
    assert app.main(["db", "upgrade"]) == 2
    assert "GOLDCOINS_DATABASE_URL" in capsys.readouterr().err


def test_a_sqlite_url_with_a_host_part_is_refused_with_the_spelling_meant(sqlite_env, monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", "sqlite://var/x.db")
    for argv in (["db", "upgrade"], ["db", "status"]):
        assert app.main(argv) == 2
        said = capsys.readouterr().err.strip()
        assert "\n" not in said and "sqlite:///var/x.db" in said and "sqlite:////var/x.db" in said
    assert list(tmp_path.iterdir()) == []  # no ./x.db made on the way


def test_db_status_says_a_missing_sqlite_file_is_missing_and_makes_nothing(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{tmp_path}/not-yet/cli.db")
    assert app.main(["db", "status"]) == 2
    said = capsys.readouterr().err
    assert f"no database at {tmp_path}/not-yet/cli.db" in said and "`goldcoins db upgrade` makes it" in said
    assert list(tmp_path.iterdir()) == []
    assert app.main(["db", "upgrade"]) == 0
    assert app.main(["db", "status"]) == 0


def catalogue_text(weight="1.0", size="20.0", year="2000") -> str:
    """One type's catalogue, its figures written as given (JSON number literals, or what Python's reader takes)."""
    coin = (
        f'{{"slug": "t", "title": "T", "category": "bullion", "composition": "gold", "fineness": 0.9999, '
        f'"weight": {weight}, "fineWeight": 1.0, "size": {size}, "minYear": {year}, "shape": "round", '
        f'"technique": "milled"}}'
    )
    series = f'{{"slug": "s", "name": "S", "mint": null, "types": [{coin}]}}'
    land = f'{{"slug": "land", "name": "Land", "children": [], "series": [{series}]}}'
    return f'{{"format": "goldcoins-catalogue/1", "issuers": [{land}]}}'


@pytest.mark.parametrize(
    "content, expected",
    [
        (b"{not json", "bad.json: -: -: is not valid JSON"),
        (b'{"format": "goldcoins-catalogue/1", "issuers": [{"slug": "caf\xe9"}]}', "bad.json: -: -: is not UTF-8"),
        (b'{"format": "goldcoins-catalogue/1", "colours": []}', "bad.json: -: colours: unknown field"),
        (b'{"format": "goldcoins-catalogue/2"}', 'bad.json: -: format: must be an object with "format"'),
        (b"[]", 'bad.json: -: format: must be an object with "format"'),
        (catalogue_text(weight="NaN").encode(), "bad.json: -: -: is not valid JSON: NaN is not a number"),
        (catalogue_text(size="Infinity").encode(), "bad.json: -: -: is not valid JSON: Infinity is not a number"),
        (catalogue_text(size="-Infinity").encode(), "-Infinity is not a number"),
        (
            catalogue_text(weight="1e400").encode(),
            "bad.json: -: -: is not valid JSON: 1e400 is not a finite number",
        ),
        (catalogue_text(year=str(10**30)).encode(), "types[0]/t: minYear: must be a year"),
    ],
)
def test_malformed_input_is_refused_as_file_record_field_problem_without_a_traceback(
    sqlite_env, capsys, content, expected
):
    assert app.main(["db", "upgrade"]) == 0
    assert app.main(["import", TEST_CATALOGUE, "--quiet"]) == 0
    bad = sqlite_env / "bad.json"
    bad.write_bytes(content)
    capsys.readouterr()
    assert app.main(["import", str(bad), "--quiet"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "nothing was changed" in err
    assert expected in err
    assert app.main(["import", TEST_CATALOGUE, "--quiet"]) == 0  # the catalogue before is all still there
    assert "0 created, 0 updated, 0 deleted" in capsys.readouterr().out
