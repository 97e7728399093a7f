"""The write side of storage behind ports: the catalogue import and its derived data, and the schema."""
from __future__ import annotations

import datetime as dt
import typing

from adapters.storage import derived, migrations
from adapters.storage.catalogue_import import import_catalogue
from adapters.storage.db import database, translate_errors
from ports.catalogue import ImportReport, Refreshed, Render


class PeeweeCatalogueStore:
    """ports.catalogue.CatalogueStore."""

    @translate_errors
    def replace(self, path: str, now: dt.datetime, progress: typing.Callable[[int, int], None],
                render: Render | None) -> ImportReport:
        return import_catalogue(path, now, progress, render=render)

    @translate_errors
    def refresh_derived(self, render: Render | None) -> Refreshed:
        with database.atomic():
            return derived.refresh(render)


class PeeweeSchema:
    """ports.catalogue.Schema over the migrations in adapters/storage/migrations."""

    @translate_errors
    def upgrade(self) -> list[str]:
        return list(migrations.upgrade())

    @translate_errors
    def pending(self) -> list[str]:
        return list(migrations.pending())
