"""ports.media.MediaStore, run on the in-memory fake and the folder adapter."""

import os

import pytest

from adapters.media.files import FolderMediaStore
from tests.fakes.media import MemoryMediaStore


@pytest.fixture(params=["memory", "folder"])
def store(request, tmp_path):
    return MemoryMediaStore() if request.param == "memory" else FolderMediaStore(tmp_path / "media")


def test_a_written_file_reads_back_whole(store):
    store.write("ab/abc-1200.webp", b"picture")
    found = store.read("ab/abc-1200.webp")
    assert found.data == b"picture"
    assert found.modified.tzinfo is not None
    assert store.exists("ab/abc-1200.webp")


def test_a_file_never_written_is_not_there(store):
    assert store.read("ab/none.webp") is None
    assert not store.exists("ab/none.webp")


def test_writing_again_replaces_the_file(store):
    store.write("ab/a.png", b"one")
    store.write("ab/a.png", b"two")
    assert store.read("ab/a.png").data == b"two"


def test_paths_lists_every_file_and_remove_takes_one_away(store):
    for path in ("ab/a.webp", "ab/a.jpg", "cd/c.json"):
        store.write(path, b"x")
    assert sorted(store.paths()) == ["ab/a.jpg", "ab/a.webp", "cd/c.json"]
    store.remove("ab/a.jpg")
    store.remove("ab/never.jpg")  # removing what is not there is no error
    assert sorted(store.paths()) == ["ab/a.webp", "cd/c.json"]


@pytest.mark.parametrize("path", ["../outside.png", "/etc/passwd", "ab/../../x.png", ".hidden", "ab//c.png"])
def test_a_path_out_of_the_store_names_nothing(store, path):
    assert store.read(path) is None
    assert not store.exists(path)
    with pytest.raises(ValueError):
        store.write(path, b"x")


def test_the_folder_serves_nothing_through_a_symbolic_link(tmp_path):
    secret = tmp_path / "secret.png"
    secret.write_bytes(b"not for the public")
    store = FolderMediaStore(tmp_path / "media")
    store.write("ab/real.png", b"ok")
    os.symlink(secret, tmp_path / "media" / "ab" / "link.png")
    os.symlink(tmp_path, tmp_path / "media" / "up")
    assert store.read("ab/link.png") is None
    assert store.read("up/secret.png") is None
    assert store.read("ab/real.png").data == b"ok"


def test_the_folder_leaves_no_partial_file_behind(tmp_path):
    store = FolderMediaStore(tmp_path / "media")
    store.write("ab/a.webp", b"x" * 100_000)
    assert sorted(p.name for p in (tmp_path / "media" / "ab").iterdir()) == ["a.webp"]
    assert list(store.paths()) == ["ab/a.webp"]
