"""The catalogue's write side behind ports.catalogue.CatalogueStore: the import and its derived data."""

from __future__ import annotations

import datetime as dt
import typing

from adapters.storage.catalogue import derived
from adapters.storage.catalogue.load import import_catalogue
from adapters.storage.db import database, translate_errors
from ports.catalogue import ImportReport, Refreshed, Render


class PeeweeCatalogueStore:
    """ports.catalogue.CatalogueStore."""

    @translate_errors
    def replace(
        self, path: str, now: dt.datetime, progress: typing.Callable[[int, int], None], render: Render | None
    ) -> ImportReport:
        return import_catalogue(path, now, progress, render=render)

    @translate_errors
    def refresh_derived(self, render: Render | None) -> Refreshed:
        with database.atomic():
            return derived.refresh(render)
