"""Coin photographs of known geometry, drawn with numpy and Pillow: a textured gold disc (or polygon) on a plain,
a gradient or a noisy background, optionally with a shadow. Used by the picture tests and bench/pictures.py;
no real photograph is bundled (docs/bundled-catalogue.md)."""

from __future__ import annotations

import io
import math

import attrs
import numpy as np
from PIL import Image, ImageDraw

GOLD = np.array([214.0, 172.0, 62.0])


@attrs.frozen(kw_only=True)
class Scene:
    width: int = 900
    height: int = 700
    x: float = 450.0
    y: float = 350.0
    r: float = 220.0
    background: str = "plain"  # plain, gradient, noise
    shadow: bool = False
    sides: int = 0  # 0: round; otherwise a regular polygon with this many corners, inscribed in the circle
    coin: bool = True
    seed: int = 1


def draw(scene: Scene) -> Image.Image:
    rng = np.random.default_rng(scene.seed)
    ys, xs = np.mgrid[0 : scene.height, 0 : scene.width].astype(np.float32)
    picture = _background(scene, xs, ys, rng)
    if scene.coin:
        if scene.shadow:
            shade = _coverage(scene, xs - 0.06 * scene.r, ys - 0.06 * scene.r, soft=0.05 * scene.r)
            picture *= (1.0 - 0.35 * shade)[..., None]
        alpha = _coverage(scene, xs, ys)
        picture = picture * (1 - alpha[..., None]) + _gold(scene, xs, ys, rng) * alpha[..., None]
    return Image.fromarray(np.clip(picture, 0, 255).astype(np.uint8), "RGB")


def _background(scene: Scene, xs, ys, rng) -> np.ndarray:
    if scene.background == "gradient":
        t = (xs / scene.width + ys / scene.height)[..., None] / 2
        return np.array([248.0, 246.0, 240.0]) * (1 - t) + np.array([120.0, 132.0, 150.0]) * t
    plain = np.broadcast_to(np.array([236.0, 236.0, 232.0]), (scene.height, scene.width, 3)).copy()
    if scene.background == "noise":
        plain -= 30
        plain += rng.normal(0, 22, plain.shape)
    return plain


def _coverage(scene: Scene, xs, ys, soft: float = 0.0) -> np.ndarray:
    """How much of each pixel the coin covers (anti-aliased edge; `soft` blurs it further, for a shadow)."""
    if scene.sides:
        mask = Image.new("L", (scene.width * 4, scene.height * 4))
        corners = [
            (
                4 * (scene.x + scene.r * math.cos(2 * math.pi * k / scene.sides - math.pi / 2)),
                4 * (scene.y + scene.r * math.sin(2 * math.pi * k / scene.sides - math.pi / 2)),
            )
            for k in range(scene.sides)
        ]
        ImageDraw.Draw(mask).polygon(corners, fill=255)
        covered = np.asarray(mask.resize((scene.width, scene.height), Image.BOX), np.float32) / 255
        if soft:
            covered = _blur(covered, soft)
        shift_x, shift_y = int(round(float(xs[0, 0]))), int(round(float(ys[0, 0])))
        return np.roll(covered, (-shift_y, -shift_x), axis=(0, 1)) if (shift_x or shift_y) else covered
    distance = np.hypot(xs + 0.5 - scene.x, ys + 0.5 - scene.y)
    return np.clip(scene.r - distance + 0.5 + soft, 0, 1) if not soft else np.clip((scene.r - distance) / soft, 0, 1)


def _blur(values: np.ndarray, radius: float) -> np.ndarray:
    from PIL import ImageFilter

    image = Image.fromarray((values * 255).astype(np.uint8), "L").filter(ImageFilter.GaussianBlur(radius))
    return np.asarray(image, np.float32) / 255


def _gold(scene: Scene, xs, ys, rng) -> np.ndarray:
    """A struck-looking face: a bright field, concentric relief, a darker rim, grain."""
    d = np.hypot(xs - scene.x, ys - scene.y) / scene.r
    relief = 0.12 * np.sin(d * 38) * (d < 0.85) + 0.1 * np.sin((xs - scene.x) / 9) * np.cos((ys - scene.y) / 13)
    rim = np.where(d > 0.9, -0.18, 0.0)
    grain = rng.normal(0, 0.05, d.shape)
    light = 1.0 + relief + rim + grain - 0.15 * (xs - scene.x) / scene.r
    return GOLD * np.clip(light, 0.4, 1.3)[..., None]


def jpeg(image: Image.Image, orientation: int | None = None, quality: int = 92) -> bytes:
    """`image` as JPEG bytes; with an EXIF orientation, stored so that applying the tag gives `image` back."""
    out = io.BytesIO()
    if orientation is None:
        image.save(out, "JPEG", quality=quality)
        return out.getvalue()
    stored = {6: image.transpose(Image.Transpose.ROTATE_90), 8: image.transpose(Image.Transpose.ROTATE_270)}
    exif = Image.Exif()
    exif[0x0112] = orientation
    stored[orientation].save(out, "JPEG", quality=quality, exif=exif.tobytes())
    return out.getvalue()
