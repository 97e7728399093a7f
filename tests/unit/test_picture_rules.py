"""The rules of the pictures' copies: sizes, names, the crop's square, which paths a client may name."""

import attrs
import pytest

from domain.pictures import (
    Circle,
    CircleEvidence,
    CopyNames,
    ShapeEvidence,
    crop_square,
    fitted,
    is_safe_media_path,
    trust_circle,
    trust_shape,
)

KEY = "0123456789abcdef0123456789abcdef"


def test_a_copy_keeps_the_proportions_and_is_never_larger_than_its_source():
    assert fitted(3000, 2000, 1200) == (1200, 800)
    assert fitted(2000, 3000, 400) == (267, 400)
    assert fitted(640, 480, 1200) == (640, 480)


def test_copies_are_named_by_content_key_with_a_fallback_beside_each():
    names = CopyNames(KEY)
    assert (names.large, names.small, names.crop) == (
        f"01/{KEY}-1200.webp",
        f"01/{KEY}-400.webp",
        f"01/{KEY}-crop.webp",
    )
    assert names.fallback(names.large) == f"01/{KEY}-1200.jpg"
    assert names.fallback(names.crop) == f"01/{KEY}-crop.png"  # the crop keeps its transparency
    assert names.record == f"01/{KEY}.json"


@pytest.mark.parametrize("path", [f"01/{KEY}-1200.webp", "a/b/c.png"])
def test_plain_relative_names_are_media_paths(path):
    assert is_safe_media_path(path)


@pytest.mark.parametrize(
    "path",
    [
        "",
        "../etc/passwd",
        "a/../b.png",
        "/etc/passwd",
        "a//b.png",
        ".hidden.png",
        "a/.x/b.png",
        "a\\b.png",
        "%2e%2e/x.png",
        "a/b.png\x00",
        "x" * 301,
    ],
)
def test_anything_that_could_leave_the_media_folder_is_no_media_path(path):
    assert not is_safe_media_path(path)


def test_the_crop_square_encloses_the_coin_with_a_pixel_to_spare():
    box = crop_square(Circle(100.0, 80.0, 50.0))
    assert box.side == 102
    assert (box.left, box.top) == (49, 29)
    assert box.left <= 50 and box.left + box.side >= 150 and box.top <= 30 and box.top + box.side >= 130


def circle_evidence(**changes):
    values = dict(circle=Circle(400, 300, 200), width=800, height=600, inliers=0.9, coverage=1.0, filled=0.99)
    return CircleEvidence(**{**values, **changes})


def test_a_full_well_supported_circle_inside_the_picture_is_trusted():
    assert trust_circle(circle_evidence())


@pytest.mark.parametrize(
    "changes",
    [
        {"inliers": 0.3},  # the outline is mostly off the circle: not round
        {"coverage": 0.5},  # an arc, not a whole circle
        {"filled": 0.7},  # a ring or a crescent
        {"circle": Circle(100, 300, 200)},  # runs off the picture: the coin is cut
        {"circle": Circle(400, 300, 30)},  # a speck
    ],
)
def test_a_doubtful_circle_is_not_trusted(changes):
    assert not trust_circle(circle_evidence(**changes))


def test_a_solid_shape_of_a_coins_size_is_trusted_and_a_ragged_one_is_not():
    shape = ShapeEvidence(circle=Circle(400, 300, 200), width=800, height=600, solidity=0.98, area_share=0.2)
    assert trust_shape(shape)
    assert not trust_shape(attrs.evolve(shape, solidity=0.7))
