"""The rules of the service's own picture copies: their sizes, names, the crop's square and when a found coin
is trusted. Pure: the pixels are the media adapter's business (adapters/media)."""

from __future__ import annotations

import math
import re

import attrs

LARGE, SMALL = 1200, 400  # long edge of the plain copies; the crop is at most SMALL square
# bumped whenever the copies made from one source would come out different: names change with it, so a
# CDN never serves an old copy under a name a new one should have
PIPELINE = "pictures/1"
SOURCE_SUFFIXES = (".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff")
ROUND_SHAPES = ("round",)
_SEGMENT = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")


def fitted(width: int, height: int, long_edge: int) -> tuple[int, int]:
    """The size of a copy whose long edge is `long_edge`, in proportion; never larger than the source."""
    scale = min(1.0, long_edge / max(width, height))
    return max(1, round(width * scale)), max(1, round(height * scale))


@attrs.frozen
class CopyNames:
    """Where the copies of one source picture are kept in the media store, by its content key."""

    key: str

    def _name(self, suffix: str) -> str:
        return f"{self.key[:2]}/{self.key}-{suffix}"

    @property
    def large(self) -> str:
        return self._name(f"{LARGE}.webp")

    @property
    def small(self) -> str:
        return self._name(f"{SMALL}.webp")

    @property
    def crop(self) -> str:
        return self._name("crop.webp")

    @property
    def record(self) -> str:
        """The note of what was made, written last: its presence means every copy is in place."""
        return f"{self.key[:2]}/{self.key}.json"

    def fallback(self, name: str) -> str:
        """The copy for clients without WebP beside each WebP copy: JPEG, or PNG for the crop (alpha)."""
        return name[: -len(".webp")] + (".png" if name == self.crop else ".jpg")


def is_web_source(source: str) -> bool:
    """A picture's `source` names a photograph on the web (fetched at import) rather than a file beside the
    catalogue."""
    return source.lower().startswith(("https://", "http://"))


def is_safe_media_path(path: str) -> bool:
    """A stored path as a client may name it: slash-separated plain names, none empty or starting with a dot,
    so nothing can point outside the media folder."""
    return 0 < len(path) <= 300 and all(_SEGMENT.fullmatch(part) for part in path.split("/"))


@attrs.frozen
class Circle:
    x: float
    y: float
    r: float


@attrs.frozen
class Box:
    left: int
    top: int
    side: int


def crop_square(outline: Circle, margin: float = 1.0) -> Box:
    """The square cut around a coin's outline (its enclosing circle), a pixel or so to spare; it may reach
    past the picture's edge, where the cut is transparent."""
    side = math.ceil(2 * (outline.r + margin))
    return Box(left=math.floor(outline.x - side / 2), top=math.floor(outline.y - side / 2), side=side)


@attrs.frozen(kw_only=True)
class CircleEvidence:
    """How well a circle fitted to a shape's outline is supported by the picture."""

    circle: Circle
    width: int
    height: int
    inliers: float  # share of the outline's points within a hair of the circle
    coverage: float  # share of the circle's circumference with outline points on it
    filled: float  # share of the disc that the shape fills


@attrs.frozen(kw_only=True)
class ShapeEvidence:
    """How a non-round coin's outline looks: its enclosing circle, solidity (area over its convex hull's)."""

    circle: Circle
    width: int
    height: int
    solidity: float
    area_share: float  # of the picture


MIN_SHARE_OF_SHORT_SIDE = 0.12  # a coin smaller than this (radius per short side) is not what the picture shows


def _inside(circle: Circle, width: int, height: int) -> bool:
    slack = max(2.0, 0.01 * circle.r)
    return (
        circle.r >= MIN_SHARE_OF_SHORT_SIDE * min(width, height)
        and circle.x - circle.r >= -slack
        and circle.y - circle.r >= -slack
        and circle.x + circle.r <= width + slack
        and circle.y + circle.r <= height + slack
    )


def trust_circle(evidence: CircleEvidence) -> bool:
    """A round coin is trusted when its outline is a circle (most points on it, all round it), the disc is
    filled, and the whole coin lies within the picture."""
    return (
        evidence.inliers >= 0.6
        and evidence.coverage >= 0.85
        and evidence.filled >= 0.92
        and _inside(evidence.circle, evidence.width, evidence.height)
    )


def trust_shape(evidence: ShapeEvidence) -> bool:
    """Another shape is trusted when it is one solid convex body of a coin's size, wholly in the picture."""
    return (
        evidence.solidity >= 0.93
        and 0.02 <= evidence.area_share <= 0.9
        and _inside(evidence.circle, evidence.width, evidence.height)
    )
