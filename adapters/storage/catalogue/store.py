"""The catalogue's write side behind ports.catalogue.CatalogueStore: the import and its derived data."""

from __future__ import annotations

import datetime as dt
import typing

from adapters.storage.catalogue import derived
from adapters.storage.catalogue.load import import_catalogue, mint_slugs
from adapters.storage.catalogue.models import PictureRow
from adapters.storage.db import database, translate_errors
from ports.catalogue import ImportReport, Refreshed, Render
from ports.catalogue_records import ParsedCatalogue


class PeeweeCatalogueStore:
    """ports.catalogue.CatalogueStore."""

    @translate_errors
    def mint_slugs(self) -> set[str]:
        return mint_slugs()

    @translate_errors
    def replace(
        self,
        catalogue: ParsedCatalogue,
        now: dt.datetime,
        progress: typing.Callable[[int, int], None],
        render: Render | None,
        dry_run: bool = False,
        release_pooled: bool = False,
    ) -> ImportReport:
        return import_catalogue(catalogue, now, progress, render=render, dry_run=dry_run, release_pooled=release_pooled)

    @translate_errors
    def picture_paths(self) -> set[str]:
        paths: set[str] = set()
        for path, thumbnail in PictureRow.select(PictureRow.path, PictureRow.thumbnail_path).tuples():
            paths.update(p for p in (path, thumbnail) if p)
        return paths

    @translate_errors
    def refresh_derived(self, render: Render | None) -> Refreshed:
        with database.atomic():
            return derived.refresh(render)
