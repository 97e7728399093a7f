"""`goldcoins import` as an editor meets it (issue 34): a left-out key is an error naming its place, never a
deletion or a traceback; the summary says what changed of each kind, and --dry-run says it without writing;
one tree file imports alone; a database another writer holds is "busy, retry"."""

import json
import shutil
import subprocess
import sys
import textwrap

import pytest

import app
from adapters.cli.catalogue import BUSY_EXIT
from tests.conftest import TEST_CATALOGUE

SOVEREIGN = "issuers[0]/united-kingdom/series[0]/sovereign/types[0]/sovereign-george-v"


@pytest.fixture
def folder(monkeypatch, tmp_path):
    """The test catalogue, imported through the command line into a fresh SQLite database."""
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{tmp_path}/cli.db")
    monkeypatch.setenv("GOLDCOINS_MEDIA_DIR", str(tmp_path / "media"))
    target = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, target)
    assert app.main(["db", "upgrade"]) == 0
    assert app.main(["import", str(target), "--quiet"]) == 0
    return target


def edit(path, change):
    document = json.loads(path.read_text())
    change(document)
    path.write_text(json.dumps(document))


def sovereign(document):
    return document["issuers"][0]["series"][0]["types"][0]


def run(capsys, *args):
    capsys.readouterr()
    code = app.main(["import", *map(str, args), "--quiet"])
    out, err = capsys.readouterr()
    return code, out, err


def unchanged(capsys, folder):
    code, out, _ = run(capsys, folder)
    return code == 0 and "0 created, 0 updated, 0 deleted" in out


@pytest.mark.parametrize("key", ["issues", "sides", "pictures", "sources", "references", "comments"])
def test_a_type_missing_a_key_is_refused_naming_file_record_and_field_and_deletes_nothing(folder, capsys, key):
    uk = folder / "united-kingdom.json"
    assert sovereign(json.loads(uk.read_text()))["issues"], "the type must have issues to lose"
    edit(uk, lambda d: sovereign(d).pop(key))
    code, out, err = run(capsys, folder)
    assert code == 1 and "Traceback" not in err
    assert f"united-kingdom.json: {SOVEREIGN}: {key}: is required" in err
    shutil.copy(f"{TEST_CATALOGUE}/united-kingdom.json", uk)
    assert unchanged(capsys, folder)  # the issues, sides and sources are all still there


@pytest.mark.parametrize("key", ["fineness", "weight", "fineWeight"])
def test_a_type_missing_a_figure_is_an_error_not_a_traceback(folder, capsys, key):
    edit(folder / "united-kingdom.json", lambda d: sovereign(d).pop(key))
    code, _, err = run(capsys, folder)
    assert code == 1 and "Traceback" not in err
    assert f"united-kingdom.json: {SOVEREIGN}: {key}: is required" in err


def test_the_summary_counts_what_changed_of_each_kind(folder, capsys):
    uk = folder / "united-kingdom.json"
    issues = len(sovereign(json.loads(uk.read_text()))["issues"])
    edit(uk, lambda d: sovereign(d).update(issues=[]))  # written out: the file says the type has none
    code, out, _ = run(capsys, folder)
    assert code == 0
    assert f"  issues: 0 created, 0 updated, {issues} deleted" in out
    assert "  types: 0 created, 1 updated, 0 deleted" in out


def test_a_dry_run_shows_the_same_summary_and_writes_nothing(folder, capsys):
    edit(folder / "south-africa.json", lambda d: d["issuers"][0]["series"][0]["types"].pop())
    edit(folder / "switzerland.json", lambda d: d["issuers"][0].update(name="Swiss Confederation"))
    code, dry, _ = run(capsys, "--dry-run", folder)
    assert code == 0 and dry.startswith("would import (dry run, nothing was written):")
    code, again, _ = run(capsys, "--dry-run", folder)
    assert again == dry  # the first dry run left the database as it was
    code, done, _ = run(capsys, folder)
    assert code == 0 and done.startswith("imported:")
    assert done.splitlines()[0].split(":", 1)[1] == dry.splitlines()[0].split(":", 1)[1]
    assert done.splitlines()[1:] == dry.splitlines()[1:] and "  types: 0 created, 0 updated, 1 deleted" in done


def test_one_tree_file_imports_alone_resolving_its_mints_in_the_database(folder, capsys):
    tree = folder / "united-kingdom.json"  # its mints (royal-mint, sydney, melbourne) are in mints.json only
    code, out, err = run(capsys, tree)
    assert (code, err) == (0, "") and "0 created, 0 updated, 0 deleted" in out
    edit(tree, lambda d: d["issuers"][0]["series"][0]["types"].pop())
    code, out, _ = run(capsys, tree)
    assert code == 0 and "  types: 0 created, 0 updated, 1 deleted" in out
    assert "  issuers: 0 created, 0 updated, 0 deleted" in out
    assert unchanged(capsys, folder)  # the other trees were left as they were: nothing to put back


def test_a_tree_file_naming_a_mint_nowhere_is_refused(folder, capsys):
    edit(folder / "switzerland.json", lambda d: d["issuers"][0]["series"][0].update(mint="atlantis-mint"))
    code, _, err = run(capsys, folder / "switzerland.json")
    assert code == 1 and "switzerland.json: issuers[0]/switzerland/series[0]" in err
    assert "mint: unknown mint 'atlantis-mint'" in err


HOLDER = textwrap.dedent(
    """
    import sqlite3, sys
    connection = sqlite3.connect(sys.argv[1], isolation_level=None)
    connection.execute("BEGIN IMMEDIATE")  # the write lock, as a concurrent import holds it
    connection.execute("UPDATE mint SET name = name")
    print("holding", flush=True)
    sys.stdin.read()  # until the test lets go
    connection.execute("ROLLBACK")
    """
)


def test_an_import_meeting_a_database_another_process_writes_is_busy_not_unreachable(folder, capsys, tmp_path):
    edit(folder / "switzerland.json", lambda d: d["issuers"][0].update(name="Swiss Confederation"))
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path / "cli.db")], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    try:
        assert holder.stdout.readline() == b"holding\n"
        code, _, err = run(capsys, folder)
    finally:
        holder.communicate(b"", timeout=30)
    assert code == BUSY_EXIT and "Traceback" not in err
    assert "busy" in err and "retry" in err and "not reachable" not in err
    code, out, _ = run(capsys, folder)  # retried once the other writer is done: it goes through
    assert code == 0 and "1 updated" in out
