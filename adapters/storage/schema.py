"""ports.catalogue.Schema over the migrations in adapters/storage/migrations (one baseline, then snapshots)."""

from __future__ import annotations

import typing

from adapters.storage import migrations
from adapters.storage.db import held_across_processes, translate_errors
from ports.catalogue import SchemaRefused, SchemaUpgrade


class PeeweeSchema:
    def exclusive(self) -> typing.ContextManager[None]:
        return held_across_processes(migrations.UPGRADE_LOCK)

    @translate_errors
    def upgrade(self) -> SchemaUpgrade:
        try:
            recognised = migrations.recognise_squashed()
            applied = migrations.upgrade()
        except migrations.MigrationRefused as exc:
            raise SchemaRefused(str(exc)) from exc
        if not recognised:
            return SchemaUpgrade(applied=list(applied))
        return SchemaUpgrade(
            applied=list(applied),
            recognised=(
                f"recorded as at {migrations.BASELINE} (the schema of {migrations.SQUASHED[0]} .. "
                f"{migrations.SQUASHED[-1]}, which this database has; nothing else changed)"
            ),
        )

    @translate_errors
    def pending(self) -> list[str]:
        try:
            return list(migrations.pending())
        except migrations.MigrationRefused as exc:
            raise SchemaRefused(str(exc)) from exc
