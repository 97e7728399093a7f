"""The real imaging adapter on generated coin photographs of known geometry (tests/support/coin_photos.py)."""

import io

import attrs
import numpy as np
import pytest
from PIL import Image

from adapters.media.crops import cut_out, locate
from adapters.media.imaging import PillowImaging, make
from domain.pictures import crop_square
from ports.media import MadeCopies, PictureJob, PictureRefused
from tests.support.coin_photos import Scene, draw, jpeg

ROUND = {
    "plain": Scene(),
    "gradient": Scene(background="gradient"),
    "noise": Scene(background="noise"),
    "off-centre": Scene(x=250, y=420, r=190, background="gradient"),
    "shadow": Scene(shadow=True),
    "shadow on noise": Scene(shadow=True, background="noise", x=520),
    "large": Scene(width=2400, height=1800, x=1300, y=850, r=640, background="gradient"),
}


def within(found, scene: Scene, share: float = 0.02) -> bool:
    c = found.circle
    return abs(c.r - scene.r) <= share * scene.r and np.hypot(c.x - scene.x, c.y - scene.y) <= share * scene.r


@pytest.mark.parametrize("name", ROUND)
def test_a_round_coin_is_found_within_two_percent_of_its_true_circle(name):
    scene = ROUND[name]
    outline, why_not = locate(draw(scene), "round")
    assert why_not is None
    assert within(outline, scene), outline.circle


@pytest.mark.parametrize("name", ["plain", "noise", "off-centre", "shadow"])
def test_the_crop_keeps_the_coin_and_nothing_of_the_background(name):
    scene = ROUND[name]
    picture = draw(scene)
    outline, _ = locate(picture, "round")
    crop = cut_out(picture, outline)
    assert crop.mode == "RGBA" and crop.width == crop.height
    alpha = np.asarray(crop.getchannel("A"))
    side = crop.width
    for corner in [(0, 0), (0, side - 1), (side - 1, 0), (side - 1, side - 1)]:
        assert alpha[corner] == 0
    # the coin fills the square: its alpha disc has the crop's width, within 2 %
    radius = np.sqrt(alpha.astype(float).sum() / 255 / np.pi)
    assert abs(2 * radius / side - 1) <= 0.02
    # inside, every pixel is the coin's own: the crop laid back over the photograph matches it
    middle = slice(side // 4, 3 * side // 4)
    assert (alpha[middle, middle] == 255).all()
    assert difference(picture, crop, crop_square(outline.circle)) < 4
    assert difference(picture, crop, crop_square(attrs.evolve(outline.circle, x=outline.circle.x + 6))) > 8


def difference(picture, crop, box) -> float:
    """Mean difference in colour, where the crop is opaque, between the crop scaled back and the photograph."""
    region = np.asarray(picture.crop((box.left, box.top, box.left + box.side, box.top + box.side)), float)
    back = crop.resize((box.side, box.side), Image.Resampling.BICUBIC)
    opaque = np.asarray(back.getchannel("A")) == 255
    return float(np.abs(np.asarray(back.convert("RGB"), float) - region)[opaque].mean())


def test_the_crops_edge_is_anti_aliased():
    picture = draw(ROUND["plain"])
    outline, _ = locate(picture, "round")
    alpha = np.asarray(cut_out(picture, outline).getchannel("A"))
    partial = ((alpha > 0) & (alpha < 255)).sum()
    assert partial >= 0.8 * np.pi * alpha.shape[0]  # a band of partly covered pixels all round the edge


def test_a_polygonal_coin_is_cut_along_its_own_outline():
    scene = Scene(sides=7, background="gradient", r=230)
    picture = draw(scene)
    outline, why_not = locate(picture, "polygonal")
    assert why_not is None and outline.polygon is not None
    assert within(outline, scene)
    crop = cut_out(picture, outline)
    alpha = np.asarray(crop.getchannel("A")).astype(float) / 255
    side = crop.width
    assert alpha[0, 0] == alpha[0, -1] == alpha[-1, 0] == alpha[-1, -1] == 0
    # a heptagon covers 3.5·sin(2π/7)/π ≈ 87 % of its circumcircle: the cut follows the sides, not a disc
    circumcircle = np.pi * (side / 2) ** 2
    assert 0.83 <= alpha.sum() / circumcircle <= 0.9
    # at the bottom, between two corners, the circle's edge lies outside the coin: transparent
    assert alpha[side - 3, side // 2] == 0


@pytest.mark.parametrize(
    "scene",
    [Scene(coin=False, background="noise"), Scene(coin=False, background="gradient")],
    ids=["noise", "gradient"],
)
def test_a_picture_without_a_coin_is_not_cropped(scene):
    outline, why_not = locate(draw(scene), "round")
    assert outline is None and why_not


def test_a_round_type_whose_picture_shows_something_square_is_not_cropped():
    picture = draw(Scene(coin=False))
    Image.Image.paste(picture, (40, 60, 160), (250, 150, 650, 550))
    outline, why_not = locate(picture, "round")
    assert outline is None and "round" in why_not


def job(tmp_path, data: bytes, crop_shape="round", max_pixels=60_000_000, name="coin.jpg") -> PictureJob:
    source = tmp_path / name
    source.write_bytes(data)
    return PictureJob(source=str(source), crop_shape=crop_shape, max_pixels=max_pixels)


def opened(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data))


def test_an_exif_rotation_is_applied_before_copying_and_cropping(tmp_path):
    scene = Scene(width=900, height=600, x=300, y=280, r=200, background="gradient")
    made = make(job(tmp_path, jpeg(draw(scene), orientation=6)))
    assert isinstance(made, MadeCopies) and made.crop is not None
    large = opened(made.large.webp)
    assert large.size == (900, 600)  # as the photographer saw it, not as the sensor stored it
    assert "exif" not in large.info and "exif" not in opened(made.large.fallback).info
    outline, _ = locate(large.convert("RGB"), "round")
    assert within(outline, scene)


def test_copies_are_1200_and_400_on_the_long_edge_as_webp_and_jpeg_without_metadata(tmp_path):
    picture = draw(Scene(width=3000, height=2000, x=1500, y=1000, r=800))
    out = io.BytesIO()
    exif = Image.Exif()
    exif[0x010F] = "Camera maker"
    picture.save(out, "JPEG", exif=exif.tobytes(), icc_profile=b"")
    made = make(job(tmp_path, out.getvalue()))
    for encoded, size in ((made.large, (1200, 800)), (made.small, (400, 267))):
        webp, fallback = opened(encoded.webp), opened(encoded.fallback)
        assert (webp.format, fallback.format) == ("WEBP", "JPEG")
        assert webp.size == fallback.size == size
        assert not {"exif", "icc_profile"} & (set(webp.info) | set(fallback.info))
    crop = opened(made.crop.webp)
    assert crop.mode == "RGBA" and crop.size == (400, 400)
    assert opened(made.crop.fallback).format == "PNG"


def test_a_picture_in_another_colour_space_is_converted_to_srgb(tmp_path):
    from PIL import ImageCms

    lab = ImageCms.createProfile("LAB")
    to_lab = ImageCms.buildTransform(ImageCms.createProfile("sRGB"), lab, "RGB", "LAB")
    picture = ImageCms.applyTransform(Image.new("RGB", (64, 48), (200, 40, 40)), to_lab)
    out = io.BytesIO()
    picture.save(out, "TIFF")
    made = make(job(tmp_path, out.getvalue(), crop_shape=None, name="lab.tif"))
    assert isinstance(made, MadeCopies)
    red = opened(made.large.fallback).convert("RGB").getpixel((32, 24))
    assert red[0] > 150 and red[1] < 90 and red[2] < 90


def test_too_many_pixels_are_refused_before_decoding(tmp_path):
    made = make(job(tmp_path, jpeg(draw(Scene(width=1200, height=1000))), max_pixels=1_000_000))
    assert isinstance(made, PictureRefused)
    assert "1200×1000" in made.message and "decompression bomb" in made.message


@pytest.mark.parametrize(
    "data", [b"not a picture at all", jpeg(draw(Scene(width=300, height=200, r=80, x=150, y=100)))[:900]]
)
def test_a_broken_file_is_refused_with_the_reason(tmp_path, data):
    made = make(job(tmp_path, data))
    assert isinstance(made, PictureRefused) and "cannot be read" in made.message


def test_a_gif_named_jpg_is_refused(tmp_path):
    out = io.BytesIO()
    Image.new("RGB", (20, 20)).save(out, "GIF")
    made = make(job(tmp_path, out.getvalue()))
    assert isinstance(made, PictureRefused) and "GIF" in made.message


def test_pictures_are_made_in_parallel_in_the_order_asked(tmp_path):
    scenes = [Scene(width=500, height=400, x=250, y=200, r=r) for r in (120, 150, 170)]
    jobs = [job(tmp_path, jpeg(draw(s)), name=f"{n}.jpg") for n, s in enumerate(scenes)]
    seen = []
    made = PillowImaging(workers=2, jobs_per_process=1).make_all(jobs, lambda done, total: seen.append((done, total)))
    for copies, scene in zip(made, scenes):
        outline, _ = locate(opened(copies.large.webp).convert("RGB"), "round")
        assert within(outline, scene)
    assert seen[0] == (0, 3) and seen[-1] == (3, 3)


def test_the_content_key_changes_with_the_bytes_only(tmp_path):
    imaging = PillowImaging(workers=1)
    first, same, other = tmp_path / "a.jpg", tmp_path / "b.jpg", tmp_path / "c.jpg"
    first.write_bytes(b"one")
    same.write_bytes(b"one")
    other.write_bytes(b"two")
    assert imaging.content_key(str(first)) == imaging.content_key(str(same)) != imaging.content_key(str(other))


def test_a_real_decompression_bomb_is_refused_without_decoding_it(tmp_path):
    out = io.BytesIO()
    Image.new("1", (10_000, 10_000)).save(out, "PNG")  # 100 million pixels in a few kilobytes
    assert len(out.getvalue()) < 100_000
    made = make(job(tmp_path, out.getvalue(), name="bomb.png"))
    assert isinstance(made, PictureRefused) and "decompression bomb" in made.message
