"""/media/{path}: the pictures' copies as the API serves them (development and small deployments)."""

import hashlib
import os

import pytest

from adapters.media.files import FolderMediaStore
from tests.fakes.media import MemoryMediaStore

WEBP = b"RIFF\x00\x00\x00\x00WEBPVP8 fake"
PATH = "ab/abcdef-1200.webp"


@pytest.fixture
def media():
    store = MemoryMediaStore()
    store.write(PATH, WEBP)
    store.write("ab/abcdef-1200.jpg", b"\xff\xd8jpeg")
    store.write("ab/abcdef-crop.png", b"\x89PNG")
    store.write("ab/abcdef.json", b"{}")
    return store


@pytest.fixture
def client(make_client, media):
    return make_client(media=media)


@pytest.mark.parametrize(
    "path, content_type",
    [(PATH, "image/webp"), ("ab/abcdef-1200.jpg", "image/jpeg"), ("ab/abcdef-crop.png", "image/png")],
)
def test_a_stored_copy_is_served_with_its_type_and_kept_for_a_year(client, media, path, content_type):
    result = client.simulate_get(f"/media/{path}")
    assert result.status_code == 200
    assert result.content == media.files[path]
    assert result.headers["Content-Type"] == content_type
    assert result.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert result.headers["ETag"] == '"' + hashlib.blake2b(media.files[path], digest_size=16).hexdigest() + '"'
    assert result.headers["Last-Modified"]


def test_head_answers_the_headers_without_the_body(client):
    result = client.simulate_head(f"/media/{PATH}")
    assert result.status_code == 200
    assert result.content == b""
    assert result.headers["Content-Length"] == str(len(WEBP))
    assert result.headers["Content-Type"] == "image/webp"


def test_a_client_holding_the_copy_gets_304(client):
    etag = client.simulate_get(f"/media/{PATH}").headers["ETag"]
    result = client.simulate_get(f"/media/{PATH}", headers={"If-None-Match": etag})
    assert result.status_code == 304 and result.content == b""
    assert result.headers["ETag"] == etag


@pytest.mark.parametrize(
    "path",
    [
        "/media/ab/none.webp",
        "/media/ab/abcdef.json",  # the note of what was made is not a picture
        "/media/../app.py",
        "/media/%2e%2e/app.py",
        "/media/ab/%2e%2e/%2e%2e/setup.cfg",
        "/media//etc/passwd",
        "/media/%2Fetc%2Fpasswd",
        "/media/",
    ],
)
def test_anything_but_a_stored_copy_is_a_json_404(client, path):
    result = client.simulate_get(path, headers={"Accept": "text/html"})
    assert result.status_code == 404
    assert result.json["error"] == "not_found"
    assert result.headers["Content-Type"].startswith("application/json")


def test_without_a_media_store_nothing_is_served(make_client):
    result = make_client().simulate_get(f"/media/{PATH}")
    assert result.status_code == 404 and result.json["error"] == "not_found"


def test_a_symbolic_link_in_the_media_folder_is_not_followed(make_client, tmp_path):
    (tmp_path / "secret.png").write_bytes(b"private")
    store = FolderMediaStore(tmp_path / "media")
    store.write(PATH, WEBP)
    os.symlink(tmp_path / "secret.png", tmp_path / "media" / "ab" / "leak.png")
    os.symlink(tmp_path, tmp_path / "media" / "up")
    client = make_client(media=store)
    assert client.simulate_get(f"/media/{PATH}").content == WEBP
    assert client.simulate_get("/media/ab/leak.png").status_code == 404
    assert client.simulate_get("/media/up/secret.png").status_code == 404
