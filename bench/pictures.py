"""The pictures' copies at import scale: N generated coin photographs of S×S pixels copied and cropped by the
real imaging adapter (adapters/media/imaging.py), on one core and on all, with time and peak memory.

    python -m bench.pictures                 # 100 pictures of 3000×3000
    python -m bench.pictures --count 20 --size 2000

Each run is its own process, so its peak memory is its own: `ru_maxrss` of the process (and, on all cores, of
the largest worker). The pictures are five drawn scenes (tests/support/coin_photos.py: gradient, noise, shadow,
a heptagon, an EXIF-rotated one), each saved under several JPEG comments so every file has its own content key.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import resource
import subprocess
import sys
import tempfile
import time

SCENES = 5


def write_pictures(folder: pathlib.Path, count: int, size: int) -> list[tuple[str, str]]:
    """(file, shape) of `count` pictures in `folder`."""
    import io

    from PIL import Image, ImageOps

    from tests.support.coin_photos import Scene, draw, jpeg

    c, r = size / 2, size * 0.36
    scenes = [
        (Scene(width=size, height=size, x=c, y=c, r=r, background="gradient"), "round", None),
        (Scene(width=size, height=size, x=c * 0.9, y=c * 1.1, r=r * 0.9, background="noise"), "round", None),
        (Scene(width=size, height=size, x=c, y=c, r=r, shadow=True), "round", None),
        (Scene(width=size, height=size, x=c, y=c, r=r, sides=7, background="gradient"), "polygonal", None),
        (Scene(width=size, height=size, x=c, y=c * 0.95, r=r), "round", 6),
    ]
    pictures = []
    for n, (scene, shape, orientation) in enumerate(scenes):
        base = jpeg(draw(scene), orientation, quality=90)
        for copy in range(n, count, SCENES):
            # the same pixels under a different comment (a COM segment after the start of image): a file of its
            # own, decoded at full cost
            note = f"copy {copy}".encode()
            data = base[:2] + b"\xff\xfe" + (len(note) + 2).to_bytes(2, "big") + note + base[2:]
            with Image.open(io.BytesIO(data)) as opened:
                assert ImageOps.exif_transpose(opened).size == (size, size)
            path = folder / f"picture-{copy:03d}.jpg"
            path.write_bytes(data)
            pictures.append((str(path), shape))
    return sorted(pictures)


def measure(folder: pathlib.Path, workers: int) -> dict:
    from adapters.media.imaging import PillowImaging
    from ports.media import MadeCopies, PictureJob

    listing = json.loads((folder / "pictures.json").read_text())
    jobs = [PictureJob(source=path, crop_shape=shape, max_pixels=100_000_000) for path, shape in listing]
    imaging = PillowImaging(workers=workers)
    started = time.perf_counter()
    made = imaging.make_all(jobs, lambda done, total: None)
    seconds = time.perf_counter() - started
    return {
        "workers": workers,
        "pictures": len(jobs),
        "seconds": round(seconds, 2),
        "ms_a_picture": round(1000 * seconds / len(jobs), 1),
        "cropped": sum(1 for m in made if isinstance(m, MadeCopies) and m.crop is not None),
        "refused": sum(1 for m in made if not isinstance(m, MadeCopies)),
        "peak_rss_mb": _high_water_mb(),
        # a spawned worker's figure starts from what this process held when it forked it (Linux keeps ru_maxrss
        # across exec): an upper bound
        "peak_worker_rss_mb": round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1),
    }


def _high_water_mb() -> float:
    """This process's own peak resident memory (VmHWM: unlike ru_maxrss, not carried over from before exec)."""
    for line in pathlib.Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return round(int(line.split()[1]) / 1024, 1)
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.pictures", description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--size", type=int, default=3000)
    parser.add_argument("--measure", nargs=2, metavar=("FOLDER", "WORKERS"), help=argparse.SUPPRESS)
    parser.add_argument("--draw", metavar="FOLDER", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.measure:
        print(json.dumps(measure(pathlib.Path(args.measure[0]), int(args.measure[1]))))
        return 0
    if args.draw:
        pictures = write_pictures(pathlib.Path(args.draw), args.count, args.size)
        (pathlib.Path(args.draw) / "pictures.json").write_text(json.dumps(pictures))
        return 0
    # this process stays small (drawing and measuring are each a process of their own), so that what a
    # measuring process inherits says nothing about its peak
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    with tempfile.TemporaryDirectory(prefix="goldcoins-bench-pictures-") as folder:
        started = time.perf_counter()
        draw = [
            sys.executable,
            "-m",
            "bench.pictures",
            "--draw",
            folder,
            f"--count={args.count}",
            f"--size={args.size}",
        ]
        subprocess.run(draw, check=True)
        print(f"drew {args.count} pictures of {args.size}×{args.size} in {time.perf_counter() - started:.1f} s")
        results = []
        for workers in sorted({1, cores}):
            run = [sys.executable, "-m", "bench.pictures", "--measure", folder, str(workers)]
            results.append(json.loads(subprocess.run(run, check=True, capture_output=True, text=True).stdout))
    print("| workers | pictures | seconds | ms a picture | cropped | peak RSS MB (main) | peak RSS MB (a worker) |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        print(
            f"| {r['workers']} | {r['pictures']} | {r['seconds']} | {r['ms_a_picture']} | {r['cropped']} | "
            f"{r['peak_rss_mb']} | {r['peak_worker_rss_mb'] if r['workers'] > 1 else '–'} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
