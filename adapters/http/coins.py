"""What token ids stand for, from the pool mapping and the catalogue; shared by /machines, /fractions and /wallet."""
from __future__ import annotations

from domain.pool import TokenCoin, describe_all


def pool_coins(token_ids, pool, catalogue) -> dict[int, TokenCoin]:
    """Unmapped ids (or no pool at all) describe as all-null."""
    ids = list(token_ids)
    mappings = pool.mappings(ids) if pool is not None and ids else {}
    type_ids = sorted({m.type_id for m in mappings.values()})
    summaries = catalogue.types_by_ids(type_ids) if catalogue is not None and type_ids else {}
    return describe_all(ids, mappings, summaries)
