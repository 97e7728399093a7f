"""Derived data: what the catalogue's rows imply and reads rely on, kept current in one step.

The import calls it after writing (with `changed` when it changed anything); `goldcoins db upgrade` calls it
on its own, so a database upgraded to new code (new size windows, a new renderer, an older mint table) is
brought current without an import.
"""

from __future__ import annotations

import uuid

from adapters.storage.catalogue import aggregates, mint_types, search_index, size_labels
from adapters.storage.catalogue import render as read_model_render
from adapters.storage.catalogue.models import (
    CatalogueMeta,
    IssueRow,
    IssuerRow,
    MintRow,
    PictureRow,
    SeriesRow,
    TypeRow,
)
from adapters.storage.db import database, execute_many
from domain.search import sort_title
from ports.catalogue import Refreshed, Render

ANALYZED = [model._meta.table_name for model in (MintRow, IssuerRow, SeriesRow, TypeRow, IssueRow, PictureRow)] + [
    "mint_type",
    "type_search",
]


def refresh(render: Render | None, changed: bool = False) -> Refreshed:
    """Brings the derived data current, inside the caller's transaction. `changed`: the catalogue's rows changed
    (an import): counts, stats, the catalogue version and planner statistics are redone too."""
    titled = _fill_sort_titles()
    relabelled = changed or size_labels.stale()
    if relabelled:
        size_labels.refresh()
    if changed:
        aggregates.refresh()
        CatalogueMeta.put("version", uuid.uuid4().hex)
    if changed or search_index.stale():
        search_index.rebuild()
    refilled = changed or titled or mint_types.stale()
    if refilled:
        mint_types.refresh()  # after the version, which it records
    if changed:
        _analyze()
    # after the counts and stats it shows, and with the planner's statistics
    rendered = read_model_render.render_missing(render) if render is not None else 0
    return Refreshed(relabelled=relabelled, refilled=refilled, rendered=rendered)


def _fill_sort_titles() -> bool:
    """The sort key of each type a schema before m0005_title_order left without one (an import writes it with
    the row); whether any was missing."""
    missing = list(TypeRow.select(TypeRow.id, TypeRow.title).where(TypeRow.sort_title.is_null()).tuples())
    for start in range(0, len(missing), 1000):
        execute_many(
            "UPDATE coin_type SET sort_title = ? WHERE id = ?",
            [(sort_title(title), type_id) for type_id, title in missing[start : start + 1000]],
        )
    return bool(missing)


def _analyze() -> None:
    """Fresh planner statistics for the tables just rewritten (SQLite has none until asked; PostgreSQL's
    autovacuum would get there, later)."""
    for table in ANALYZED:
        database.execute_sql(f'ANALYZE "{table}"')
