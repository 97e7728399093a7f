"""Finding the coin in a photograph: what stands out from the background, then its outline as a circle (round
coins) or as its own contour (other shapes). The trust rules are the domain's (domain.pictures)."""

from __future__ import annotations

import attrs
import cv2
import numpy as np

from domain.pictures import (
    ROUND_SHAPES,
    Circle,
    CircleEvidence,
    ShapeEvidence,
    trust_circle,
    trust_shape,
)

BORDER_SHARE = 0.04  # the frame the background is learnt from
LIGHTNESS_WEIGHT = 0.25  # shadows and uneven light change lightness most; a coin differs in colour too
MIN_DISTANCE = 18.0  # Lab units below which nothing counts as standing out


@attrs.frozen
class Outline:
    """A coin found in a picture: its enclosing circle, and its contour ((n, 2) points) for non-round coins."""

    circle: Circle
    polygon: np.ndarray | None = attrs.field(default=None, eq=False)

    def scaled(self, factor: float) -> Outline:
        c = self.circle
        polygon = None if self.polygon is None else self.polygon * factor
        return Outline(Circle(c.x * factor, c.y * factor, c.r * factor), polygon)


@attrs.frozen
class Search:
    outline: Outline | None
    why_not: str | None


def find_coin(rgb: np.ndarray, shape: str) -> Search:
    """`rgb`: (h, w, 3) uint8, a few hundred pixels across."""
    mask = foreground(rgb)
    contour = _largest(mask)
    if contour is None:
        return Search(None, "nothing stands out from the background")
    height, width = mask.shape
    if shape in ROUND_SHAPES:
        return _round(contour, mask, width, height)
    return _other(contour, width, height)


def foreground(rgb: np.ndarray) -> np.ndarray:
    """What differs from a background learnt from the picture's frame (a plane per Lab channel, so a gradient
    is background too), holes filled: 255 in, 0 out."""
    lab = cv2.cvtColor(cv2.GaussianBlur(rgb, (0, 0), 2.0), cv2.COLOR_RGB2LAB).astype(np.float32)
    height, width = lab.shape[:2]
    band = max(3, int(BORDER_SHARE * min(height, width)))
    frame = np.zeros((height, width), bool)
    frame[:band], frame[-band:], frame[:, :band], frame[:, -band:] = True, True, True, True
    ys, xs = np.nonzero(frame)
    design = np.column_stack([np.ones_like(xs), xs, ys]).astype(np.float32)
    coefficients, *_ = np.linalg.lstsq(design, lab[ys, xs], rcond=None)
    grid_y, grid_x = np.mgrid[0:height, 0:width].astype(np.float32)
    background = coefficients[0] + grid_x[..., None] * coefficients[1] + grid_y[..., None] * coefficients[2]
    difference = (lab - background) * np.array([LIGHTNESS_WEIGHT, 1.0, 1.0], np.float32)
    distance = np.sqrt((difference**2).sum(axis=2))
    noise = float(np.percentile(distance[frame], 99))
    scaled = np.clip(distance * (255.0 / max(1.0, float(distance.max()))), 0, 255).astype(np.uint8)
    otsu, _ = cv2.threshold(scaled, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    threshold = max(MIN_DISTANCE, 2.0 * noise, otsu * max(1.0, float(distance.max())) / 255.0)
    mask = (distance > threshold).astype(np.uint8) * 255
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (5, 5))
    mask = cv2.morphologyEx(cv2.morphologyEx(mask, cv2.MORPH_OPEN, kernel), cv2.MORPH_CLOSE, kernel)
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    filled = np.zeros_like(mask)
    cv2.drawContours(filled, contours, -1, 255, thickness=cv2.FILLED)
    return filled


def _largest(mask: np.ndarray) -> np.ndarray | None:
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    if not contours:
        return None
    largest = max(contours, key=cv2.contourArea)
    if cv2.contourArea(largest) < 0.01 * mask.size:
        return None
    return largest.reshape(-1, 2).astype(np.float64) + 0.5  # pixel centres: pixel i spans [i, i + 1)


def fit_circle(points: np.ndarray) -> Circle:
    """The least-squares circle through `points` (algebraic fit)."""
    x, y = points[:, 0], points[:, 1]
    design = np.column_stack([x, y, np.ones_like(x)])
    (d, e, f), *_ = np.linalg.lstsq(design, -(x**2 + y**2), rcond=None)
    cx, cy = -d / 2, -e / 2
    return Circle(float(cx), float(cy), float(np.sqrt(max(cx**2 + cy**2 - f, 0.0))))


def _round(contour: np.ndarray, mask: np.ndarray, width: int, height: int) -> Search:
    points, circle = contour, fit_circle(contour)
    for share in (0.15, 0.08, 0.04, 0.02):  # a shadow or a dent pulls the first fit: narrow in on the circle
        residual = np.abs(np.hypot(contour[:, 0] - circle.x, contour[:, 1] - circle.y) - circle.r)
        kept = contour[residual <= max(1.5, share * circle.r)]
        if len(kept) < 20:
            return Search(None, "the outline is not a circle")
        points, circle = kept, fit_circle(kept)
    circle = Circle(circle.x, circle.y, circle.r + 0.5)  # the contour runs through the coin's outermost pixels
    evidence = _circle_evidence(contour, points, circle, mask, width, height)
    if not trust_circle(evidence):
        return Search(None, f"no round coin found with confidence ({_describe(evidence)})")
    return Search(Outline(circle), None)


def _circle_evidence(contour, inliers, circle: Circle, mask, width: int, height: int) -> CircleEvidence:
    angles = np.arctan2(inliers[:, 1] - circle.y, inliers[:, 0] - circle.x)
    bins = np.unique(((angles + np.pi) / (2 * np.pi) * 72).astype(int) % 72)
    disc = np.zeros_like(mask)
    cv2.circle(disc, (round(circle.x), round(circle.y)), max(1, round(circle.r * 0.97)), 255, thickness=-1)
    inside = disc > 0
    filled = float((mask[inside] > 0).mean()) if inside.any() else 0.0
    return CircleEvidence(
        circle=circle,
        width=width,
        height=height,
        inliers=len(inliers) / len(contour),
        coverage=len(bins) / 72,
        filled=filled,
    )


def _describe(evidence: CircleEvidence) -> str:
    return f"{evidence.inliers:.0%} of the outline on a circle, {evidence.coverage:.0%} of it covered"


def _other(contour: np.ndarray, width: int, height: int) -> Search:
    hull = cv2.convexHull(contour.astype(np.float32))
    area, hull_area = cv2.contourArea(contour.astype(np.float32)), cv2.contourArea(hull)
    (cx, cy), r = cv2.minEnclosingCircle(hull)
    circle = Circle(float(cx), float(cy), float(r) + 0.5)
    evidence = ShapeEvidence(
        circle=circle,
        width=width,
        height=height,
        solidity=area / hull_area if hull_area else 0.0,
        area_share=area / (width * height),
    )
    if not trust_shape(evidence):
        return Search(None, f"no coin outline found with confidence (solidity {evidence.solidity:.2f})")
    return Search(Outline(circle, hull.reshape(-1, 2).astype(np.float64)), None)
