"""services.pictures.PictureCopies over the in-memory media store and an imaging fake that records its jobs."""

import pytest

from domain.errors import InvalidCatalogue
from ports.media import PictureRequest
from services.pictures import PictureCopies
from tests.fakes.media import MemoryMediaStore
from tests.fakes.pictures import FolderOfUrls, RecordingImaging


@pytest.fixture
def media():
    return MemoryMediaStore()


@pytest.fixture
def imaging():
    return RecordingImaging()


def source(tmp_path, name, data: bytes) -> str:
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


def request(path, side="obverse", shape="round", record="uk/sovereign"):
    return PictureRequest(source=path, side=side, shape=shape, where=("uk.json", record, "source"))


def test_an_obverse_is_copied_and_its_crop_becomes_the_thumbnail(tmp_path, media, imaging):
    obverse, reverse = source(tmp_path, "o.jpg", b"obverse"), source(tmp_path, "r.jpg", b"reverse")
    prepared = PictureCopies(media=media, imaging=imaging)([request(obverse), request(reverse, side="reverse")])
    front, back = prepared.copies[obverse], prepared.copies[reverse]
    assert front.cropped and front.thumbnail_path.endswith("-crop.webp")
    assert not back.cropped and back.thumbnail_path.endswith("-400.webp")
    assert media.files[front.path] == b"large obverse"
    assert media.files[front.thumbnail_path] == b"crop obverse"
    assert media.files[front.thumbnail_path[: -len(".webp")] + ".png"] == b"crop png"
    assert media.files[back.path[: -len(".webp")] + ".jpg"] == b"large jpeg"
    assert [job.crop_shape for job in imaging.jobs] == ["round", None]
    assert prepared.uncropped == []


def test_the_note_of_what_was_made_is_written_after_every_copy(tmp_path, media, imaging):
    PictureCopies(media=media, imaging=imaging)([request(source(tmp_path, "o.jpg", b"obverse"))])
    assert media.writes[-1].endswith(".json") and len(media.writes) == 7


def test_an_unchanged_picture_is_not_copied_again_and_keeps_its_urls(tmp_path, media, imaging):
    obverse = source(tmp_path, "o.jpg", b"obverse")
    first = PictureCopies(media=media, imaging=imaging)([request(obverse)])
    again = PictureCopies(media=media, imaging=imaging)([request(obverse)])
    assert len(imaging.jobs) == 1
    assert again.copies == first.copies


def test_a_changed_picture_gets_new_names(tmp_path, media, imaging):
    obverse = source(tmp_path, "o.jpg", b"obverse")
    first = PictureCopies(media=media, imaging=imaging)([request(obverse)]).copies[obverse]
    source(tmp_path, "o.jpg", b"obverse, retaken")
    second = PictureCopies(media=media, imaging=imaging)([request(obverse)]).copies[obverse]
    assert first.path != second.path and first.thumbnail_path != second.thumbnail_path


def test_a_file_first_copied_as_a_reverse_is_cropped_once_an_obverse_names_it(tmp_path, media, imaging):
    both = source(tmp_path, "b.jpg", b"both")
    PictureCopies(media=media, imaging=imaging)([request(both, side="reverse")])
    prepared = PictureCopies(media=media, imaging=imaging)([request(both)])
    assert prepared.copies[both].cropped
    assert [job.crop_shape for job in imaging.jobs] == [None, "round"]


def test_an_obverse_without_a_coin_has_its_plain_copy_as_thumbnail_and_is_reported(tmp_path, media, imaging):
    blank = source(tmp_path, "blank.jpg", b"no coin here")
    copies = PictureCopies(media=media, imaging=imaging)
    for _ in range(2):  # said again when the copies already exist
        prepared = copies([request(blank)])
        assert not prepared.copies[blank].cropped
        assert prepared.copies[blank].thumbnail_path.endswith("-400.webp")
        assert prepared.uncropped == [("uk.json", "uk/sovereign", "source", "nothing stands out")]


def test_broken_and_missing_pictures_are_refused_naming_file_record_and_field(tmp_path, media, imaging):
    broken, missing = source(tmp_path, "bad.jpg", b"broken bytes"), str(tmp_path / "gone.jpg")
    with pytest.raises(InvalidCatalogue) as refused:
        PictureCopies(media=media, imaging=imaging)([request(broken, record="a"), request(missing, record="b")])
    assert sorted(refused.value.problems) == [
        ("uk.json", "a", "source", "cannot be read as a picture: broken"),
        ("uk.json", "b", "source", "cannot be read: No such file or directory"),
    ]


def test_prune_removes_the_files_of_pictures_nothing_refers_to(tmp_path, media, imaging):
    copies = PictureCopies(media=media, imaging=imaging)
    kept = copies([request(source(tmp_path, "k.jpg", b"kept"))]).copies
    copies([request(source(tmp_path, "g.jpg", b"gone"))])
    referenced = {p for copy in kept.values() for p in (copy.path, copy.thumbnail_path)}
    before = set(media.files)
    listed = copies.prune(referenced, dry_run=True)
    assert len(listed) == 7 and set(media.files) == before
    assert copies.prune(referenced, dry_run=False) == listed
    assert set(media.files) == before - set(listed)
    assert all(path.split("/")[1].startswith(next(iter(kept.values())).path[3:35]) for path in media.files)


def test_a_note_cut_short_has_the_picture_copied_again(tmp_path, media, imaging):
    obverse = source(tmp_path, "o.jpg", b"obverse")
    copies = PictureCopies(media=media, imaging=imaging)
    copies([request(obverse)])
    note = next(path for path in media.files if path.endswith(".json"))
    media.files[note] = b'{"cropped": tr'
    assert copies([request(obverse)]).copies[obverse].cropped
    assert len(imaging.jobs) == 2


def test_a_picture_named_by_url_is_copied_from_its_fetched_file_once(tmp_path, media, imaging):
    url = "https://museum.test/eagle.jpg"
    fetch = FolderOfUrls(tmp_path, {url: b"eagle"})
    prepared = PictureCopies(media=media, imaging=imaging, fetch=fetch)(
        [request(url), request(url, side="reverse", record="uk/half")]
    )
    assert fetch.asked == [url]
    assert [job.source for job in imaging.jobs] == [str(tmp_path / "fetched-0.jpg")]
    assert media.files[prepared.copies[url].path] == b"large eagle"


def test_a_failed_fetch_is_a_problem_named_where_the_picture_is(tmp_path, media, imaging):
    good = source(tmp_path, "o.jpg", b"obverse")
    fetch = FolderOfUrls(tmp_path, {})
    with pytest.raises(InvalidCatalogue) as refused:
        PictureCopies(media=media, imaging=imaging, fetch=fetch)([request(good), request("https://gone.test/x.jpg")])
    assert refused.value.problems == [
        ("uk.json", "uk/sovereign", "source", "https://gone.test/x.jpg: answered HTTP 404")
    ]


def test_without_a_fetcher_a_url_is_refused_not_read_as_a_file(media, imaging):
    with pytest.raises(InvalidCatalogue) as refused:
        PictureCopies(media=media, imaging=imaging)([request("https://museum.test/eagle.jpg")])
    [(_, _, field, message)] = refused.value.problems
    assert field == "source" and "cannot fetch pictures" in message
    assert imaging.jobs == []
