"""`/media/{path}`: the service's own picture copies from the media store, for development and small
deployments (in production the reverse proxy serves the same folder: docs/pictures.md). Outside the
versioned API: the catalogue's URLs name these files through GOLDCOINS_CDN_BASE_URL."""

from __future__ import annotations

import hashlib

import falcon

from adapters.http.errors import ApiError
from domain.pictures import is_safe_media_path
from ports.media import MediaStore

CONTENT_TYPES = {".webp": "image/webp", ".jpg": "image/jpeg", ".png": "image/png"}
# a stored file never changes: its name is derived from what it holds
IMMUTABLE = ["public", "max-age=31536000", "immutable"]


class Media:
    def __init__(self, store: MediaStore | None) -> None:
        self._store = store

    def on_get(self, req: falcon.Request, resp: falcon.Response, path: str) -> None:
        content_type = CONTENT_TYPES.get(path[path.rfind(".") :].lower()) if "." in path else None
        found = None
        if self._store is not None and content_type is not None and is_safe_media_path(path):
            found = self._store.read(path)
        if found is None:
            raise ApiError(
                falcon.HTTP_404,
                "not_found",
                "No picture is stored at this path.",
                "Picture URLs come from the catalogue (a type's pictures and thumbnailUrl); they are not built.",
            )
        etag = hashlib.blake2b(found.data, digest_size=16).hexdigest()
        resp.etag = etag
        resp.last_modified = found.modified
        resp.cache_control = IMMUTABLE
        resp.set_header("X-Content-Type-Options", "nosniff")
        if req.if_none_match and any(tag == "*" or tag == etag for tag in req.if_none_match):
            resp.status = falcon.HTTP_304
            return
        resp.content_type = content_type
        resp.data = found.data
