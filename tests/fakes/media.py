"""ports.media.MediaStore in memory; tests/contract/test_media_store_contract.py keeps it honest against the folder."""

from __future__ import annotations

import datetime as dt

from domain.pictures import is_safe_media_path
from ports.media import MediaFile

WRITTEN_AT = dt.datetime(2026, 11, 1, tzinfo=dt.timezone.utc)


class MemoryMediaStore:
    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.writes: list[str] = []

    def read(self, path: str) -> MediaFile | None:
        data = self.files.get(path) if is_safe_media_path(path) else None
        return None if data is None else MediaFile(data=data, modified=WRITTEN_AT)

    def exists(self, path: str) -> bool:
        return is_safe_media_path(path) and path in self.files

    def write(self, path: str, data: bytes) -> None:
        if not is_safe_media_path(path):
            raise ValueError(f"{path!r} is not a stored path")
        self.files[path] = bytes(data)
        self.writes.append(path)

    def paths(self):
        return iter(sorted(self.files))

    def remove(self, path: str) -> None:
        self.files.pop(path, None)
