"""ports.media.FetchPictures on a folder (GOLDCOINS_ORIGINALS_DIR): the photographs an import names by URL, each
fetched once through the bulkhead of picture hosts and kept whole, as fetched.

    ab/<sha256 of the bytes>.jpg     the original, named by its content
    urls/<sha256 of the URL>         the name of the original that URL gave

So an import of the same URLs again reads the folder and fetches nothing; two URLs of one photograph keep one
file. The folder is not served: the media folder holds what is.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import os
import pathlib
import typing

from adapters.media.fetch import FetchRules, fetch
from adapters.media.files import FolderMediaStore
from adapters.outbound import Bulkhead
from ports.media import PictureRefused, PictureUnreadable


class FetchedOriginals:
    def __init__(self, folder: str | os.PathLike[str], rules: FetchRules, workers: int = 4) -> None:
        """`workers`: pictures fetched at once (and the bound of picture hosts' calls in flight)."""
        self._root = pathlib.Path(folder).resolve()
        self._store = FolderMediaStore(self._root)  # whole files, plain names only
        self._rules, self._workers = rules, workers
        self._bulkhead = Bulkhead("picture host", deadline=rules.deadline, unavailable=PictureUnreadable, limit=workers)

    def __call__(self, urls: typing.Sequence[str]) -> dict[str, str | PictureRefused]:
        if not urls:
            return {}
        with concurrent.futures.ThreadPoolExecutor(min(self._workers, len(urls))) as pool:
            return dict(zip(urls, pool.map(self._original, urls)))

    def _original(self, url: str) -> str | PictureRefused:
        kept = self._kept(url)
        if kept is not None:
            return str(kept)
        try:
            body, suffix = self._bulkhead.call(lambda: fetch(url, self._rules))
        except PictureUnreadable as exc:
            return PictureRefused(f"{url[:100]}: {exc}")
        return str(self._keep(url, body, suffix))

    def _kept(self, url: str) -> pathlib.Path | None:
        note = self._store.read(_note(url))
        name = note.data.decode("ascii", "replace") if note is not None else ""
        return self._root / name if self._store.exists(name) else None

    def _keep(self, url: str, body: bytes, suffix: str) -> pathlib.Path:
        """The original first, then the URL's note: a note never names a file that is not whole."""
        digest = hashlib.sha256(body).hexdigest()
        name = f"{digest[:2]}/{digest}{suffix}"
        self._store.write(name, body)
        self._store.write(_note(url), name.encode())
        return self._root / name


def _note(url: str) -> str:
    return f"urls/{hashlib.sha256(url.encode()).hexdigest()}"
