"""Imports that refuse cleanly (issue 40): a hostile or careless file is refused in one line naming its file,
record and field, the same on SQLite and PostgreSQL, and nothing is written. Found as: a file nested 100,000
deep killed the command (SIGSEGV); a lone surrogate was a traceback; a NUL was stored by SQLite and a traceback
on PostgreSQL; a key given twice silently kept the last; a year of -2**63 was stored and served."""

import json
import os
import shutil
import subprocess
import sys

import pytest

from adapters.storage.catalogue.repository import PeeweeCatalogue
from domain.errors import InvalidCatalogue
from domain.paging import PageRequest
from ports.catalogue import TypeQuery
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE
from tests.support.importing import import_catalogue

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
UK = "united-kingdom.json"
SOVEREIGN = "issuers[0]/united-kingdom/series[0]/sovereign/types[0]/sovereign-george-v"
FIRST_ISSUE = f"{SOVEREIGN}/issues[0]"
PICTURE = {"side": "obverse", "copyright": None, "copyrightUrl": None, "license": "CC0-1.0"}


@pytest.fixture
def folder(tmp_path):
    target = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, target)
    return target


def sovereign(document):
    return document["issuers"][0]["series"][0]["types"][0]


def first_issue(document):
    return sovereign(document)["issues"][0]


def edited(folder, change, text=lambda text: text):
    path = folder / UK
    document = json.loads(path.read_text())
    change(document)
    path.write_text(text(json.dumps(document, indent=1)))


def refused(folder):
    with pytest.raises(InvalidCatalogue) as refusal:
        import_catalogue(folder, IMPORTED_AT)
    assert PeeweeCatalogue("https://cdn.test").types(TypeQuery(), PageRequest()).total == 0  # nothing written
    return refusal.value.problems


def a_second_title(text):
    return text.replace('"slug": "sovereign-george-v",', '"slug": "sovereign-george-v", "title": "Sovereign",', 1)


# (edit of the sovereign's record, the raw text's edit, record, field, what the message says)
HOSTILE = {
    "a lone surrogate in a title": (
        lambda d: sovereign(d).update(title="Sovereign \ud800"),
        None,
        SOVEREIGN,
        "title",
        "lone UTF-16 surrogate",
    ),
    "a NUL in a title": (lambda d: sovereign(d).update(title="Sover\x00eign"), None, SOVEREIGN, "title", "NUL"),
    "a NUL in a variety": (lambda d: first_issue(d).update(variety="\x00"), None, FIRST_ISSUE, "variety", "NUL"),
    "a key given twice": (lambda d: None, a_second_title, SOVEREIGN, "title", "given twice"),
    "a year of -2**63": (lambda d: first_issue(d).update(year=-(2**63)), None, FIRST_ISSUE, "year", "-1000 to 10000"),
    "a Gregorian year of 20250": (
        lambda d: first_issue(d).update(gregorianYear=20250),
        None,
        FIRST_ISSUE,
        "gregorianYear",
        "-1000 to 2200",
    ),
    "a type's last year of 2**40": (lambda d: sovereign(d).update(maxYear=2**40), None, SOVEREIGN, "maxYear", "2200"),
    "a negative mintage": (lambda d: first_issue(d).update(mintage=-1), None, FIRST_ISSUE, "mintage", "0 to 2^53"),
    "a mintage of 2**53": (lambda d: first_issue(d).update(mintage=2**53), None, FIRST_ISSUE, "mintage", "2^53"),
    "a catalogue id beyond 32 bits": (
        lambda d: sovereign(d).update(externalCatalogueId=2**31),
        None,
        SOVEREIGN,
        "externalCatalogueId",
        "2147483647",
    ),
    "a face value of 10**20 written whole": (
        lambda d: sovereign(d).update(valueNumeric=10**20),
        None,
        SOVEREIGN,
        "valueNumeric",
        "10^15",
    ),
    "a title of 301 characters": (lambda d: sovereign(d).update(title="x" * 301), None, SOVEREIGN, "title", "300"),
    "a ruler of 201 characters": (lambda d: sovereign(d).update(ruler="x" * 201), None, SOVEREIGN, "ruler", "200"),
    "a mint letter of 21 characters": (
        lambda d: first_issue(d).update(mintLetter="M" * 21),
        None,
        FIRST_ISSUE,
        "mintLetter",
        "20",
    ),
    "a variety of 201 characters": (
        lambda d: first_issue(d).update(variety="v" * 201),
        None,
        FIRST_ISSUE,
        "variety",
        "200",
    ),
    "an issuer's name of 201 characters": (
        lambda d: d["issuers"][0].update(name="U" * 201),
        None,
        "issuers[0]/united-kingdom",
        "name",
        "200",
    ),
    "150,000 catalogue numbers": (
        lambda d: sovereign(d).update(references=[f"KM# {n}" for n in range(150_000)]),
        None,
        SOVEREIGN,
        "references",
        "at most 100",
    ),
    "a picture file's name longer than the file system allows": (
        lambda d: sovereign(d).update(pictures=[PICTURE | {"source": "p" * 300 + ".jpg"}]),
        None,
        f"{SOVEREIGN}/pictures[0]",
        "source",
        "File name too long",
    ),
    "marks too long together to identify an issue": (
        lambda d: first_issue(d).update(marks=[f"{n}" + "m" * 150 for n in range(4)]),
        None,
        SOVEREIGN,
        "issues[0]",
        "at most 500",
    ),
}


@pytest.mark.parametrize("case", HOSTILE)
def test_a_hostile_record_is_refused_in_one_line_naming_file_record_and_field_on_both_databases(database, folder, case):
    change, text, record, field, says = HOSTILE[case]
    edited(folder, change, text or (lambda text: text))
    [(file, at, named, message)] = refused(folder)
    assert (file, at, named) == (UK, record, field) and says in message
    assert "\n" not in message and message.isprintable()


def test_a_name_longer_once_normalised_for_search_is_imported_on_both_databases(database, folder):
    """`ﷺ` is 1 character and 18 once decomposed (NFKD), as search and title order compare names: the name is
    within its bound, what storage derives from it is kept within the column."""
    name, title = "ﷺ" * 200, "ﷺ" * 300
    edited(folder, lambda d: (d["issuers"][0].update(name=name), sovereign(d).update(title=title)))
    import_catalogue(folder, IMPORTED_AT)
    catalogue = PeeweeCatalogue("https://cdn.test")
    assert catalogue.issuer("united-kingdom").name == name
    assert catalogue.coin_type("united-kingdom", "sovereign", "sovereign-george-v").title == title


def test_a_pair_of_surrogate_escapes_is_one_character_and_imported(database, folder):
    edited(folder, lambda d: sovereign(d).update(title="Sovereign \U0001f451"))  # json.dumps writes \ud83d\udc51
    assert "\\ud83d\\udc51" in (folder / UK).read_text()
    import_catalogue(folder, IMPORTED_AT)
    coin = PeeweeCatalogue("https://cdn.test").coin_type("united-kingdom", "sovereign", "sovereign-george-v")
    assert coin.title == "Sovereign \U0001f451"


def run_import(tmp_path, path):
    """`goldcoins import PATH` as an editor runs it: its own process, the chain libraries loaded (web3 is the
    default chain provider), on a migrated SQLite database."""
    environ = {
        **os.environ,
        "PYTHONPATH": REPO,
        "GOLDCOINS_DATABASE_URL": f"sqlite:///{tmp_path}/cli.db",
        "GOLDCOINS_MEDIA_DIR": str(tmp_path / "media"),
        "GOLDCOINS_CHAIN_PROVIDER": "web3",
    }
    for argv in (["db", "upgrade"], ["import", str(path), "--quiet"]):
        done = subprocess.run(
            [sys.executable, "-m", "app", *argv], cwd=REPO, env=environ, capture_output=True, text=True, timeout=120
        )
    return done


def problem_lines(done) -> list[str]:
    assert "Traceback" not in done.stderr, done.stderr
    header, *lines = done.stderr.splitlines()
    assert header.startswith("import refused, nothing was changed"), done.stderr
    return lines


def test_a_file_nested_100000_deep_is_refused_by_the_command_in_one_line(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text('{"format": "goldcoins-catalogue/1", "issuers": ' + "[" * 100_000 + "]" * 100_000 + "}")
    done = run_import(tmp_path, deep)
    assert done.returncode == 1, (done.returncode, done.stderr[-2000:])  # was -11: the C stack overflowed
    [line] = problem_lines(done)
    assert line.startswith("  deep.json: -: -: ") and "100001 levels deep: at most 32" in line


def test_a_lone_surrogate_is_refused_by_the_command_in_one_line(tmp_path, folder):
    edited(folder, lambda d: sovereign(d).update(title="Sovereign \udc00"))
    done = run_import(tmp_path, folder)
    assert done.returncode == 1
    [line] = problem_lines(done)
    assert line.startswith(f"  {UK}: {SOVEREIGN}: title: ") and "\\udc00" in line
