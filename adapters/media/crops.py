"""The obverse crop: the coin located (adapters/media/coins.py) and cut out onto a transparent square."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image, ImageDraw

from adapters.media.coins import Outline, find_coin
from domain.pictures import SMALL, crop_square, fitted
from ports.media import Encoded

DETECTION_EDGE = 800  # the coin is looked for at this long edge: enough for a 2 % circle, quick
SUPERSAMPLE = 4  # a polygonal crop's edge is drawn this much finer, then averaged down (anti-aliasing)


def locate(image: Image.Image, shape: str) -> tuple[Outline | None, str | None]:
    """The coin's outline in `image`'s own pixels, or why none was trusted."""
    scale = min(1.0, DETECTION_EDGE / max(image.size))
    small = image.convert("RGB").resize(fitted(*image.size, DETECTION_EDGE), Image.Resampling.BILINEAR)
    found = find_coin(np.asarray(small), shape)
    outline = None if found.outline is None else found.outline.scaled(1 / scale)
    return outline, found.why_not


def cut_out(image: Image.Image, outline: Outline) -> Image.Image:
    """The coin on a transparent square, at most SMALL across: anti-aliased edge, nothing of the background."""
    box = crop_square(outline.circle)
    side = min(SMALL, box.side)
    scale = side / box.side
    region = image.convert("RGB").crop((box.left, box.top, box.left + box.side, box.top + box.side))
    coin = region.resize((side, side), Image.Resampling.LANCZOS)
    if outline.polygon is None:
        alpha = _disc(outline, box.left, box.top, scale, side)
    else:
        alpha = _polygon(outline, box.left, box.top, scale, side)
    coin.putalpha(alpha)
    return coin


def _disc(outline: Outline, left: int, top: int, scale: float, side: int) -> Image.Image:
    c = outline.circle
    ys, xs = np.mgrid[0:side, 0:side].astype(np.float32) + 0.5
    distance = np.hypot(xs - (c.x - left) * scale, ys - (c.y - top) * scale)
    coverage = np.clip(c.r * scale - distance + 0.5, 0.0, 1.0)
    return Image.fromarray(np.round(coverage * 255).astype(np.uint8), "L")


def _polygon(outline: Outline, left: int, top: int, scale: float, side: int) -> Image.Image:
    assert outline.polygon is not None
    fine = Image.new("L", (side * SUPERSAMPLE, side * SUPERSAMPLE))
    points = [((x - left) * scale * SUPERSAMPLE, (y - top) * scale * SUPERSAMPLE) for x, y in outline.polygon]
    ImageDraw.Draw(fine).polygon(points, fill=255)
    return fine.resize((side, side), Image.Resampling.BOX)


def encoded_crop(coin: Image.Image) -> Encoded:
    webp, png = io.BytesIO(), io.BytesIO()
    coin.save(webp, "WEBP", quality=85, method=4, exact=False)
    coin.save(png, "PNG", compress_level=6)
    return Encoded(webp=webp.getvalue(), fallback=png.getvalue())
