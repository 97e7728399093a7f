"""ports.media.Imaging, run on the recording fake, the real Pillow/OpenCV adapter and that adapter remembered (the
picture import tests' double)."""

import pytest

from adapters.media.imaging import PillowImaging
from ports.media import MadeCopies, PictureJob, PictureRefused, PictureUnreadable
from tests.fakes.pictures import RecordingImaging, RememberedImaging
from tests.support.coin_photos import Scene, draw, jpeg


@pytest.fixture(params=["fake", "pillow", "remembered"])
def imaging(request):
    if request.param == "remembered":
        return RememberedImaging(PillowImaging(workers=1))
    return RecordingImaging() if request.param == "fake" else PillowImaging(workers=1)


@pytest.fixture
def coin(tmp_path):
    path = tmp_path / "coin.jpg"
    path.write_bytes(jpeg(draw(Scene(width=400, height=300, x=200, y=150, r=100))))
    return str(path)


def job(source, crop_shape="round"):
    return PictureJob(source=source, crop_shape=crop_shape, max_pixels=60_000_000)


def test_the_content_key_is_the_same_for_the_same_bytes_and_differs_otherwise(imaging, coin, tmp_path):
    twin, other = tmp_path / "twin.jpg", tmp_path / "other.jpg"
    twin.write_bytes(open(coin, "rb").read())
    other.write_bytes(b"other bytes")
    key = imaging.content_key(coin)
    assert key == imaging.content_key(str(twin)) != imaging.content_key(str(other))
    assert len(key) == 32 and all(c in "0123456789abcdef" for c in key)


def test_a_missing_file_is_unreadable(imaging, tmp_path):
    with pytest.raises(PictureUnreadable):
        imaging.content_key(str(tmp_path / "none.jpg"))


def test_every_job_gets_its_answer_in_order_with_progress_to_the_end(imaging, coin, tmp_path):
    broken = tmp_path / "broken.jpg"
    broken.write_bytes(b"broken, not a picture")
    seen = []
    made = imaging.make_all([job(coin), job(str(broken)), job(coin, None)], lambda d, t: seen.append((d, t)))
    assert [type(m) for m in made] == [MadeCopies, PictureRefused, MadeCopies]
    assert made[0].crop is not None and made[0].not_cropped is None
    assert made[2].crop is None and made[2].not_cropped is None  # no crop wanted: none made, nothing to say
    assert seen[-1] == (3, 3)


def test_no_jobs_no_work(imaging):
    assert imaging.make_all([], lambda d, t: None) == []
