"""ports.media.MediaStore on a folder (GOLDCOINS_MEDIA_DIR): what `/media/…` and the reverse proxy serve."""

from __future__ import annotations

import datetime as dt
import errno
import os
import pathlib
import stat
import tempfile
import typing

from domain.pictures import is_safe_media_path
from ports.media import MediaFile, MediaUnavailable


class FolderMediaStore:
    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self._root = pathlib.Path(folder).resolve()

    def _file(self, path: str) -> pathlib.Path | None:
        """The file a stored path names, or None when it is no plain name within the folder. A symbolic link
        anywhere on the way is refused too: nothing is served from outside the folder."""
        if not is_safe_media_path(path):
            return None
        file = self._root.joinpath(*path.split("/"))
        current = self._root
        for part in path.split("/"):
            current = current / part
            if current.is_symlink():
                return None
        return file

    def read(self, path: str) -> MediaFile | None:
        file = self._file(path)
        if file is None:
            return None
        try:
            with open(file, "rb", opener=_no_follow) as handle:
                status = os.fstat(handle.fileno())
                if not stat.S_ISREG(status.st_mode):
                    return None
                data = handle.read()
        except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
            return None
        except OSError as exc:
            if exc.errno == errno.ELOOP:  # the last part is a symbolic link
                return None
            raise MediaUnavailable(f"the media folder cannot be read: {exc.strerror}") from exc
        return MediaFile(data=data, modified=dt.datetime.fromtimestamp(status.st_mtime, dt.timezone.utc))

    def exists(self, path: str) -> bool:
        file = self._file(path)
        return file is not None and file.is_file()

    def write(self, path: str, data: bytes) -> None:
        file = self._file(path)
        if file is None:
            raise ValueError(f"{path!r} is not a stored path")
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=file.parent, prefix=".part-")
            with os.fdopen(handle, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
            os.chmod(temporary, 0o644)
            os.replace(temporary, file)
        except OSError as exc:
            raise MediaUnavailable(f"the media folder cannot be written: {exc.strerror}") from exc

    def paths(self) -> typing.Iterator[str]:
        if not self._root.is_dir():
            return
        for folder, _, files in os.walk(self._root):
            for name in files:
                path = pathlib.Path(folder, name).relative_to(self._root).as_posix()
                if is_safe_media_path(path):
                    yield path

    def remove(self, path: str) -> None:
        file = self._file(path)
        if file is None:
            return
        try:
            file.unlink(missing_ok=True)
        except OSError as exc:
            raise MediaUnavailable(f"the media folder cannot be written: {exc.strerror}") from exc


def _no_follow(path: str, flags: int) -> int:
    return os.open(path, flags | getattr(os, "O_NOFOLLOW", 0))
