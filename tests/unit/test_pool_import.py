"""`goldcoins pool import`: the file format (docs/pool-format.md) and the all-or-nothing replacement."""

import argparse
import json
from pathlib import Path

import pytest

from adapters.cli import pool as pool_cli
from app import Adapters, Root
from domain.pool import TokenMapping
from services.pool_file import InvalidPoolFile, read_pool_file
from tests.conftest import make_settings
from tests.fakes.catalogue import sample_catalogue
from tests.fakes.pool import FakePoolMapping

DEVCHAIN_POOL = Path(__file__).resolve().parents[2] / "fixtures" / "pool" / "devchain.json"


def write(tmp_path, entries, **document) -> Path:
    path = tmp_path / "pool.json"
    path.write_text(json.dumps({"format": "goldcoins-pool/1", "entries": entries, **document}))
    return path


def run(argv, catalogue, pool) -> int:
    parser = argparse.ArgumentParser()
    pool_cli.add(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.handler(args, Root(make_settings(), Adapters(catalogue=catalogue, pool=pool)))


def test_the_devchain_pool_resolves_against_the_bundled_slugs():
    mappings = read_pool_file(DEVCHAIN_POOL, sample_catalogue())
    assert [(m.token_id, m.type_id, m.condition) for m in mappings] == [
        (1, "101", "bullion"),
        (2, "102", "bullion"),
        (3, "201", "extremely_fine"),
        (4, "301", "uncirculated"),
    ]


def test_a_token_id_may_be_a_decimal_string_beyond_json_s_safe_integers(tmp_path):
    path = write(
        tmp_path, [{"tokenId": str(2**200), "type": "south-africa/krugerrand/krugerrand-1oz", "condition": "bullion"}]
    )
    assert read_pool_file(path, sample_catalogue())[0].token_id == 2**200


@pytest.mark.parametrize(
    "entry, field",
    [
        ({"tokenId": -1}, "tokenId"),
        ({"tokenId": 2**256}, "tokenId"),
        ({"tokenId": "0x1"}, "tokenId"),
        ({"tokenId": True}, "tokenId"),
        ({"type": "south-africa/krugerrand"}, "type"),
        ({"type": "south-africa/krugerrand/no-such-type"}, "type"),
        ({"condition": "Very Fine"}, "condition"),
        ({"condition": ""}, "condition"),
        ({"grade": "x"}, "grade"),
    ],
)
def test_each_broken_entry_is_reported(tmp_path, entry, field):
    good = {"tokenId": 1, "type": "south-africa/krugerrand/krugerrand-1oz", "condition": "bullion"}
    with pytest.raises(InvalidPoolFile) as refused:
        read_pool_file(write(tmp_path, [{**good, **entry}]), sample_catalogue())
    assert [(e, f) for e, f, _ in refused.value.problems] == [("entries[0]", field)]


def test_an_id_mapped_twice_is_reported(tmp_path):
    entry = {"tokenId": 1, "type": "south-africa/krugerrand/krugerrand-1oz", "condition": "bullion"}
    with pytest.raises(InvalidPoolFile) as refused:
        read_pool_file(write(tmp_path, [entry, entry]), sample_catalogue())
    assert refused.value.problems[0][:2] == ("entries[1]", "tokenId")


@pytest.mark.parametrize("text", ["not json", "[]", '{"entries": []}', '{"format": "goldcoins-pool/1"}'])
def test_a_file_that_is_not_a_pool_document_is_refused(tmp_path, text):
    path = tmp_path / "pool.json"
    path.write_text(text)
    with pytest.raises(InvalidPoolFile):
        read_pool_file(path, sample_catalogue())


def test_the_command_replaces_the_whole_mapping(capsys):
    pool = FakePoolMapping([TokenMapping(token_id=9, type_id="1", condition="fine")])
    assert run(["pool", "import", str(DEVCHAIN_POOL)], sample_catalogue(), pool) == 0
    assert [m.token_id for m in pool.all()] == [1, 2, 3, 4] and len(pool.replacements) == 1
    assert "4 token(s)" in capsys.readouterr().out


def test_the_command_changes_nothing_when_any_entry_is_wrong(tmp_path, capsys):
    pool = FakePoolMapping([TokenMapping(token_id=9, type_id="1", condition="fine")])
    path = write(tmp_path, [{"tokenId": 1, "type": "a/b/c", "condition": "bullion"}])
    assert run(["pool", "import", str(path)], sample_catalogue(), pool) == 1
    assert pool.replacements == [] and "nothing was changed" in capsys.readouterr().err


def test_show_prints_the_stored_mapping_with_each_types_address_now(capsys):
    pool = FakePoolMapping([TokenMapping(token_id=3, type_id="201", condition="extremely_fine")])
    assert run(["pool", "show"], sample_catalogue(), pool) == 0
    assert capsys.readouterr().out == "3\ttype 201 (united-kingdom/sovereign/sovereign-george-v)\textremely_fine\n"


def test_show_flags_a_token_whose_type_is_gone(capsys):
    pool = FakePoolMapping([TokenMapping(token_id=7, type_id="999", condition="bullion")])
    assert run(["pool", "show"], sample_catalogue(), pool) == 0
    assert capsys.readouterr().out == "7\ttype 999 (NO SUCH TYPE)\tbullion\n"
