"""ports.media.Imaging with Pillow, numpy and OpenCV: the copies of a source picture, made in worker processes.

Each copy is oriented (EXIF), in sRGB, without metadata, at LARGE and SMALL on the long edge, as WebP and
JPEG; an obverse also gets its background-removed crop (adapters/media/coins.py finds the coin)."""

from __future__ import annotations

import concurrent.futures
import hashlib
import io
import math
import multiprocessing
import os
import typing
import warnings

from PIL import Image, ImageCms, ImageOps

from adapters.media.crops import cut_out, encoded_crop, locate
from domain.pictures import LARGE, PIPELINE, SMALL, fitted
from ports.media import Encoded, MadeCopies, PictureJob, PictureRefused, PictureUnreadable, Progress

FORMATS = {"JPEG", "MPO", "PNG", "WEBP", "TIFF"}
# A spawned worker costs about half a second before its first picture (it imports Pillow, numpy and OpenCV), where a
# coin photograph takes 0.02-0.1 s (the test catalogue's three: 0.31 s in this process, 0.55-0.65 s on two workers).
# So a worker is started for each JOBS_PER_PROCESS pictures at most: an import of a few pictures makes them here.
JOBS_PER_PROCESS = 8
SRGB = ImageCms.createProfile("sRGB")


class PillowImaging:
    def __init__(self, workers: int | None = None, jobs_per_process: int = JOBS_PER_PROCESS) -> None:
        """`workers`: processes to copy in at most (None: one per core the process may use; 1: in this process),
        one for each `jobs_per_process` pictures."""
        self._workers = workers or usable_cores()
        self._jobs_per_process = jobs_per_process

    def content_key(self, source: str) -> str:
        digest = hashlib.sha256(PIPELINE.encode() + b"\0")
        try:
            with open(source, "rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
        except OSError as exc:
            raise PictureUnreadable(f"cannot be read: {exc.strerror or exc}") from exc
        return digest.hexdigest()[:32]

    def make_all(self, jobs: typing.Sequence[PictureJob], progress: Progress) -> list[MadeCopies | PictureRefused]:
        total = len(jobs)
        progress(0, total)
        workers = min(self._workers, math.ceil(total / self._jobs_per_process))
        if workers <= 1:
            made = []
            for job in jobs:
                made.append(make(job))
                progress(len(made), total)
            return made
        results: list[MadeCopies | PictureRefused | None] = [None] * total
        # spawned, not forked: the importing process holds database connections and the progress bar's thread,
        # which a worker must not inherit
        context = multiprocessing.get_context("spawn")
        with concurrent.futures.ProcessPoolExecutor(workers, context, initializer=_one_thread_each) as pool:
            futures = {pool.submit(make, job): index for index, job in enumerate(jobs)}
            for done, future in enumerate(concurrent.futures.as_completed(futures), start=1):
                results[futures[future]] = future.result()
                progress(done, total)
        return typing.cast(list[MadeCopies | PictureRefused], results)


def _one_thread_each() -> None:
    """A worker is one of a core's worth: OpenCV's own thread pool would only fight the other workers."""
    import cv2

    cv2.setNumThreads(1)


def usable_cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def make(job: PictureJob) -> MadeCopies | PictureRefused:
    """One source's copies, or why it cannot have any."""
    try:
        image = _open(job)
    except PictureUnreadable as exc:
        return PictureRefused(str(exc))
    large = image.resize(fitted(*image.size, LARGE), Image.Resampling.LANCZOS) if max(image.size) > LARGE else image
    small = large.resize(fitted(*large.size, SMALL), Image.Resampling.LANCZOS)
    crop, why_not = None, None
    if job.crop_shape is not None:
        crop, why_not = _crop(large, job.crop_shape)
    return MadeCopies(large=_encoded(large), small=_encoded(small), crop=crop, not_cropped=why_not)


def _open(job: PictureJob) -> Image.Image:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(job.source) as opened:
                width, height = opened.size
                if opened.format not in FORMATS:
                    raise PictureUnreadable(f"is {opened.format}, not JPEG, PNG, WebP or TIFF")
                if width * height > job.max_pixels:
                    raise PictureUnreadable(
                        f"has {width}×{height} pixels, more than the {job.max_pixels:,} allowed "
                        "(a decompression bomb, or a scan far larger than needed)"
                    )
                opened.draft("RGB", (LARGE, LARGE))  # a JPEG decodes straight to the size needed
                opened.load()
                return _srgb(ImageOps.exif_transpose(opened))
    except PictureUnreadable:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise PictureUnreadable(f"is refused as a decompression bomb: {exc}") from exc
    except (OSError, SyntaxError, ValueError, EOFError) as exc:
        raise PictureUnreadable(f"cannot be read as a picture: {exc}") from exc


def _srgb(image: Image.Image) -> Image.Image:
    """The picture's colours in sRGB (through its ICC profile when it has one), RGB or RGBA, no metadata."""
    alpha = image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info)
    mode = "RGBA" if alpha else "RGB"
    profile = image.info.get("icc_profile")
    if profile:
        try:
            source = ImageCms.ImageCmsProfile(io.BytesIO(profile))
            converted = ImageCms.profileToProfile(image.convert(mode), source, SRGB, outputMode=mode)
            image = converted if converted is not None else image.convert(mode)
        except (ImageCms.PyCMSError, OSError):
            image = image.convert(mode)
    else:
        image = image.convert(mode)
    clean = Image.new(mode, image.size)
    clean.paste(image)
    return clean


def _encoded(image: Image.Image) -> Encoded:
    webp, fallback = io.BytesIO(), io.BytesIO()
    image.save(webp, "WEBP", quality=82, method=4)
    if image.mode == "RGBA":
        flat = Image.new("RGB", image.size, (255, 255, 255))
        flat.paste(image, mask=image.getchannel("A"))
        image = flat
    image.save(fallback, "JPEG", quality=85, optimize=True, progressive=True)
    return Encoded(webp=webp.getvalue(), fallback=fallback.getvalue())


def _crop(large: Image.Image, shape: str) -> tuple[Encoded | None, str | None]:
    outline, why_not = locate(large, shape)
    if outline is None:
        return None, why_not
    return encoded_crop(cut_out(large, outline)), None
