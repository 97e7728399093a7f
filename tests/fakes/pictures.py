"""A stand-in for services.pictures.PictureCopies (ports.media.PreparePictures) for tests of other things: each
source is named after its file, nothing is decoded; obverses are cropped unless their file is `uncroppable`."""

from __future__ import annotations

import pathlib

from ports.media import PictureCopy, PreparedPictures


class NamedCopies:
    def __init__(self, uncroppable: frozenset[str] = frozenset()) -> None:
        self.uncroppable = uncroppable
        self.requests: list = []

    def __call__(self, requests) -> PreparedPictures:
        self.requests.extend(requests)
        copies, uncropped = {}, []
        for request in requests:
            stem = pathlib.Path(request.source).stem
            cropped = request.side == "obverse" and pathlib.Path(request.source).name not in self.uncroppable
            copies[request.source] = PictureCopy(
                path=f"named/{stem}-large.webp",
                thumbnail_path=f"named/{stem}-{'crop' if cropped else 'small'}.webp",
                cropped=cropped,
            )
            if request.side == "obverse" and not cropped:
                uncropped.append((*request.where, "no coin was found"))
        return PreparedPictures(copies=copies, uncropped=uncropped)


def catalogue_copies() -> NamedCopies:
    """What the test catalogue's pictures become in tests: the sovereign's obverse cannot be cropped."""
    return NamedCopies(uncroppable=frozenset({"sovereign-george-v-obverse.jpg"}))


class RecordingImaging:
    """ports.media.Imaging without pixels: keys are the files' bytes, copies are labelled bytes; a source whose
    bytes start with b"broken" is refused, one containing b"no coin" cannot be cropped. Records every job."""

    def __init__(self) -> None:
        self.jobs: list = []

    def content_key(self, source: str) -> str:
        import hashlib

        from ports.media import PictureUnreadable

        try:
            return hashlib.sha256(pathlib.Path(source).read_bytes()).hexdigest()[:32]
        except OSError as exc:
            raise PictureUnreadable(f"cannot be read: {exc.strerror}") from exc

    def make_all(self, jobs, progress):
        from ports.media import Encoded, MadeCopies, PictureRefused

        self.jobs.extend(jobs)
        made = []
        for job in jobs:
            data = pathlib.Path(job.source).read_bytes()
            if data.startswith(b"broken"):
                made.append(PictureRefused("cannot be read as a picture: broken"))
                progress(len(made), len(jobs))
                continue
            cropped = job.crop_shape is not None and b"no coin" not in data
            made.append(
                MadeCopies(
                    large=Encoded(b"large " + data, b"large jpeg"),
                    small=Encoded(b"small " + data, b"small jpeg"),
                    crop=Encoded(b"crop " + data, b"crop png") if cropped else None,
                    not_cropped=None if cropped or job.crop_shape is None else "nothing stands out",
                )
            )
            progress(len(made), len(jobs))
        return made


class FolderOfUrls:
    """ports.media.FetchPictures without a network: `pages` maps a URL to its bytes, kept in `folder` as fetched;
    any other URL is refused as a 404. Records every URL asked for."""

    def __init__(self, folder: pathlib.Path, pages: dict[str, bytes]) -> None:
        self.folder, self.pages = folder, pages
        self.asked: list[str] = []

    def __call__(self, urls):
        from ports.media import PictureRefused

        self.asked.extend(urls)
        found: dict = {}
        for index, url in enumerate(urls):
            if url not in self.pages:
                found[url] = PictureRefused(f"{url}: answered HTTP 404")
                continue
            file = self.folder / f"fetched-{index}.jpg"
            file.write_bytes(self.pages[url])
            found[url] = str(file)
        return found


class RememberedImaging:
    """A real ports.media.Imaging (`made_by`) whose copies of a source it has made before are given again without
    decoding it: for tests of what an import does with the copies, which import the same few pictures many times
    (each costs a quarter of a second of Pillow and OpenCV). Keyed by the file's content and the job's crop shape
    and pixel bound, so a changed file or job is made anew; what `made_by` refused is made again each time."""

    def __init__(self, made_by) -> None:
        self._made_by = made_by
        self._made: dict = {}

    def content_key(self, source: str) -> str:
        return self._made_by.content_key(source)

    def make_all(self, jobs, progress):
        from ports.media import MadeCopies

        keys = [(self._made_by.content_key(job.source), job.crop_shape, job.max_pixels) for job in jobs]
        missing = [index for index, key in enumerate(keys) if key not in self._made]
        progress(0, len(jobs))
        fresh = self._made_by.make_all([jobs[index] for index in missing], lambda done, total: None) if missing else []
        answers = dict(zip(missing, fresh, strict=True))
        for index, made in answers.items():
            if isinstance(made, MadeCopies):
                self._made[keys[index]] = made
        if jobs:
            progress(len(jobs), len(jobs))
        return [answers[index] if index in answers else self._made[key] for index, key in enumerate(keys)]
