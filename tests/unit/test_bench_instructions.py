"""bench/instructions.py picks a group's paths from the run on the catalogue it is asked to count, and reads
callgrind's totals (the counting itself needs valgrind and a bench catalogue: `python -m bench.instructions`)."""

import json

import pytest

from bench import instructions

ANNOTATED = """--------------------------------------------------------------------------------
Ir
--------------------------------------------------------------------------------
24,208,896 (100.0%)  PROGRAM TOTALS
 6,694,920 (27.65%)  ???:sqlite3_step [/usr/lib/x86_64-linux-gnu/libsqlite3.so.0.8.6]
 6,690,100 (27.63%)  ???:sqlite3VdbeExec [/usr/lib/x86_64-linux-gnu/libsqlite3.so.0.8.6]
"""


def test_the_totals_are_read_from_callgrinds_annotation():
    assert instructions._figure(ANNOTATED, "PROGRAM TOTALS") == 24_208_896
    assert instructions._figure(ANNOTATED, "sqlite3_step ") == 6_694_920
    assert instructions._figure(ANNOTATED, "nothing like it") == 0


def test_a_groups_paths_come_from_the_run_on_the_catalogue_counted(tmp_path, monkeypatch):
    runs = [{"size": size, "groups": {"types list": [f"/v1/types?issuer=root-of-{size}"]}} for size in (1000, 100000)]
    (tmp_path / "2026-01-01T000000-1k-100k.json").write_text(json.dumps({"runs": [{"size": 10}]}))
    (tmp_path / "2026-01-02T000000-1k-100k.json").write_text(json.dumps({"runs": runs}))
    monkeypatch.setattr(instructions, "RESULTS", tmp_path)
    assert instructions.group_paths("types list", "sqlite:///var/bench/bench-100k.db") == [
        "/v1/types?issuer=root-of-100000"
    ]
    assert instructions.group_paths("types list", "sqlite:///var/bench/bench-1k.db") == [
        "/v1/types?issuer=root-of-1000"
    ]
    assert instructions.group_paths("types list", "postgresql://postgres@127.0.0.1/goldcoins_bench_1k") == [
        "/v1/types?issuer=root-of-1000"
    ]
    with pytest.raises(SystemExit, match="no run of group 'search q'"):
        instructions.group_paths("search q", "sqlite:///var/bench/bench-1k.db")


def test_a_newer_results_file_without_the_catalogue_does_not_hide_an_older_run_on_it(tmp_path, monkeypatch):
    older = [{"size": 100000, "groups": {"types list": ["/v1/types?issuer=older-100k"]}}]
    newer = [{"size": 1000, "groups": {"types list": ["/v1/types?issuer=newer-1k"]}}]  # a 1k-only check run
    (tmp_path / "2026-01-01T000000-1k-100k.json").write_text(json.dumps({"runs": older}))
    (tmp_path / "2026-01-02T000000-1k.json").write_text(json.dumps({"runs": newer}))
    monkeypatch.setattr(instructions, "RESULTS", tmp_path)
    assert instructions.group_paths("types list", "sqlite:///var/bench/bench-100k.db") == [
        "/v1/types?issuer=older-100k"
    ]
    assert instructions.group_paths("types list", "sqlite:///var/bench/bench-1k.db") == ["/v1/types?issuer=newer-1k"]
