"""`goldcoins import` with pictures and `goldcoins media prune`, as an operator runs them."""

import contextlib
import pathlib
import sqlite3

import pytest

import app
from tests.integration.test_picture_import import TYPES, coin_type, write_catalogue
from tests.support.coin_photos import Scene, draw, jpeg


@pytest.fixture
def operator(monkeypatch, tmp_path):
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{tmp_path}/cli.db")
    monkeypatch.setenv("GOLDCOINS_MEDIA_DIR", str(tmp_path / "media"))
    assert app.main(["db", "upgrade"]) == 0
    write_catalogue(tmp_path / "catalogue", TYPES)
    return tmp_path


def media_files(folder: pathlib.Path) -> set[str]:
    return {p.relative_to(folder / "media").as_posix() for p in (folder / "media").rglob("*") if p.is_file()}


def test_the_import_names_the_obverses_it_could_not_crop(operator, capsys):
    capsys.readouterr()
    assert app.main(["import", str(operator / "catalogue"), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "1 obverse picture(s) could not be cropped" in out
    assert "testland.json: issuers[0]/testland/series[0]/eagles/types[2]/blank-1-4oz/pictures[0]: source:" in out
    assert len(media_files(operator)) == 2 * 7 + 2 * 5  # two obverses cropped; the blank and the reverse not


def test_prune_lists_then_removes_the_copies_of_a_replaced_picture(operator, capsys):
    assert app.main(["import", str(operator / "catalogue"), "--quiet"]) == 0
    before = media_files(operator)
    (operator / "catalogue" / "pictures" / "heptagon-obverse.jpg").write_bytes(
        jpeg(draw(Scene(sides=7, r=200, background="gradient")))
    )
    assert app.main(["import", str(operator / "catalogue"), "--quiet"]) == 0
    replaced = media_files(operator) - before
    capsys.readouterr()
    assert app.main(["media", "prune", "--dry-run"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "would remove 7 file(s) no picture refers to"
    listed = set(lines[:-1])
    assert len(replaced) == 7 and listed <= before and not listed & replaced  # the old picture's copies
    assert media_files(operator) == before | replaced  # a dry run removes nothing
    assert app.main(["media", "prune"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "removed 7 file(s) no picture refers to"
    assert media_files(operator) == (before | replaced) - listed


def test_an_unchanged_import_keeps_every_file(operator):
    assert app.main(["import", str(operator / "catalogue"), "--quiet"]) == 0
    before = media_files(operator)
    write_catalogue(operator / "catalogue", TYPES + [coin_type("eagle-copy", 1.0, "round", [])])
    assert app.main(["import", str(operator / "catalogue"), "--quiet"]) == 0
    assert media_files(operator) == before


def test_a_media_folder_that_cannot_be_written_stops_the_import_with_one_line(operator, monkeypatch, capsys):
    (operator / "blocked").write_text("a file where the folder should be")
    monkeypatch.setenv("GOLDCOINS_MEDIA_DIR", str(operator / "blocked" / "media"))
    capsys.readouterr()
    assert app.main(["import", str(operator / "catalogue"), "--quiet"]) == 1
    err = capsys.readouterr().err
    assert "import stopped, nothing was changed in the catalogue: the media folder cannot be written" in err
    assert "Traceback" not in err
    with contextlib.closing(sqlite3.connect(operator / "cli.db")) as stored:
        assert stored.execute("SELECT count(*) FROM coin_type").fetchone() == (0,)
