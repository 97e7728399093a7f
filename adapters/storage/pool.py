"""The pool mapping in the database: token id → catalogue type id and condition."""

from __future__ import annotations

import peewee

from adapters.storage.db import database, translate_errors
from domain.errors import TokenNotFound
from domain.pool import TokenMapping


class PoolEntryRow(peewee.Model):
    token_id = peewee.CharField(max_length=78, primary_key=True)  # decimal: ids span uint256
    type_id = peewee.CharField(max_length=40)
    condition = peewee.CharField(max_length=64)

    class Meta:
        database = database
        table_name = "pool_entry"


def _mapping(row: PoolEntryRow) -> TokenMapping:
    return TokenMapping(token_id=int(row.token_id), type_id=row.type_id, condition=row.condition)


class PeeweePoolMapping:
    @translate_errors
    def mappings(self, token_ids) -> dict[int, TokenMapping]:
        keys = sorted({str(int(token_id)) for token_id in token_ids})
        if not keys:
            return {}
        rows = PoolEntryRow.select().where(PoolEntryRow.token_id.in_(keys))
        return {int(row.token_id): _mapping(row) for row in rows}

    @translate_errors
    def mapping(self, token_id: int) -> TokenMapping:
        row = PoolEntryRow.get_or_none(PoolEntryRow.token_id == str(token_id))
        if row is None:
            raise TokenNotFound(f"No pool entry carries token {token_id}.")
        return _mapping(row)

    @translate_errors
    def all(self) -> list[TokenMapping]:
        return sorted((_mapping(row) for row in PoolEntryRow.select()), key=lambda m: m.token_id)

    @translate_errors
    def replace(self, mappings) -> None:
        rows = [{"token_id": str(m.token_id), "type_id": m.type_id, "condition": m.condition} for m in mappings]
        with database.atomic():
            PoolEntryRow.delete().execute()
            for start in range(0, len(rows), 500):
                PoolEntryRow.insert_many(rows[start : start + 500]).execute()
