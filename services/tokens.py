"""What token ids stand for, from the pool mapping and the catalogue: /machines, /fractions and the wallet views."""

from __future__ import annotations

import typing

import attrs

from domain.errors import TokenNotFound
from domain.machines import Machines, machines_view
from domain.pool import TokenCoin, describe_all, token_id_from_file
from domain.tokens import TokenMetadata, token_metadata
from ports.catalogue import CatalogueRepository
from ports.chain import ChainReader
from ports.clock import Clock
from ports.errors import NotConfigured
from ports.pool import PoolMapping


def pool_coins(
    token_ids: typing.Iterable[int], pool: PoolMapping | None, catalogue: CatalogueRepository | None
) -> dict[int, TokenCoin]:
    """Unmapped ids (or no pool at all) describe as all-null."""
    ids = list(token_ids)
    mappings = pool.mappings(ids) if pool is not None and ids else {}
    type_ids = sorted({m.type_id for m in mappings.values()})
    summaries = catalogue.types_by_ids(type_ids) if catalogue is not None and type_ids else {}
    return describe_all(ids, mappings, summaries)


@attrs.frozen(kw_only=True)
class Tokens:
    """The machine's configuration with its coins named, and one token's ERC-1155 metadata. Collaborators left
    None are not configured."""

    chain: ChainReader | None
    pool: PoolMapping | None
    catalogue: CatalogueRepository | None
    clock: Clock
    site_base_url: str

    def machines(self) -> Machines:
        if self.chain is None:
            raise NotConfigured(
                "no chain is configured",
                hint="This deployment reads no chain: its operator sets GOLDCOINS_CHAIN_RPC_URL and "
                "GOLDCOINS_MACHINE_ADDRESS (`make devchain` runs a local chain with a sample machine).",
            )
        config = self.chain.machine_config()
        coins = pool_coins(config.token_ids(), self.pool, self.catalogue)
        # The machine judges price age by block time; never report a price fresher than the chain does.
        now = max(int(self.clock.now().timestamp()), config.block_timestamp)
        return machines_view(config, coins, now)

    def fraction(self, file: str) -> TokenMetadata:
        """Raises TokenNotFound for a file naming no pooled token (or no catalogue type)."""
        token_id = token_id_from_file(file)
        if token_id is None or self.pool is None or self.catalogue is None:
            raise TokenNotFound("No pool entry carries that token id.")
        mapping = self.pool.mapping(token_id)
        summary = self.catalogue.types_by_ids([mapping.type_id]).get(mapping.type_id)
        if summary is None:
            raise TokenNotFound("No pool entry carries that token id.")
        return token_metadata(mapping, summary, self.site_base_url)
