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
