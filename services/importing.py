"""The catalogue import and the upkeep of what it derives: `goldcoins import` and `goldcoins db upgrade`."""

from __future__ import annotations

import typing

import attrs

from ports.catalogue import CatalogueStore, ImportReport, Refreshed, Render, Schema, SchemaUpgrade
from ports.clock import Clock


@attrs.frozen(kw_only=True)
class CatalogueUpkeep:
    """`render` renders the read model (None: the store keeps none and reads build every answer)."""

    store: CatalogueStore
    schema: Schema
    clock: Clock
    render: Render | None

    def import_catalogue(
        self, path: str, progress: typing.Callable[[int, int], None] = lambda done, total: None
    ) -> ImportReport:
        """The catalogue files at `path` become the catalogue, in one transaction (InvalidCatalogue: nothing
        changed)."""
        return self.store.replace(path, self.clock.now(), progress, self.render)

    def upgrade(self) -> tuple[SchemaUpgrade, Refreshed]:
        """The pending migrations applied, then the derived data brought current for this code."""
        upgraded = self.schema.upgrade()
        return upgraded, self.store.refresh_derived(self.render)

    def pending(self) -> list[str]:
        return self.schema.pending()
