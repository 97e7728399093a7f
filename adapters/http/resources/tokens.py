"""Tokenised coins: the machine configuration read from the chain, and ERC-1155 metadata per token."""
from __future__ import annotations

import falcon

from adapters.http.coins import pool_coins
from domain.errors import TokenNotFound
from domain.machines import machines_view
from domain.pool import token_id_from_file
from domain.tokens import token_metadata
from ports.errors import NotConfigured

METADATA_MAX_AGE = 3600


class Machines:
    def __init__(self, wiring) -> None:
        self._chain, self._pool, self._catalogue = wiring.chain, wiring.pool, wiring.catalogue
        self._clock, self._converter = wiring.clock, wiring.converter
        self._max_age = wiring.settings.machines_cache_seconds

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        if self._chain is None:
            raise NotConfigured("no chain is configured (GOLDCOINS_CHAIN_RPC_URL, GOLDCOINS_MACHINE_ADDRESS)")
        config = self._chain.machine_config()
        coins = pool_coins(config.token_ids(), self._pool, self._catalogue)
        # The machine judges price age by block time; never report a price fresher than the chain does.
        now = max(int(self._clock.now().timestamp()), config.block_timestamp)
        resp.media = self._converter.unstructure(machines_view(config, coins, now))
        resp.cache_control = ["public", f"max-age={self._max_age}"]


class Fraction:
    def __init__(self, wiring) -> None:
        self._pool, self._catalogue = wiring.pool, wiring.catalogue
        self._converter, self._site = wiring.converter, wiring.settings.site_base_url

    def on_get(self, req: falcon.Request, resp: falcon.Response, file: str) -> None:
        token_id = token_id_from_file(file)
        if token_id is None or self._pool is None or self._catalogue is None:
            raise TokenNotFound("No pool entry carries that token id.")
        mapping = self._pool.mapping(token_id)
        summary = self._catalogue.types_by_ids([mapping.type_id]).get(mapping.type_id)
        if summary is None:
            raise TokenNotFound("No pool entry carries that token id.")
        resp.media = self._converter.unstructure(token_metadata(mapping, summary, self._site))
        resp.cache_control = ["public", f"max-age={METADATA_MAX_AGE}"]


def register(app: falcon.App, wiring) -> None:
    app.add_route("/machines", Machines(wiring))
    app.add_route("/fractions/{file}", Fraction(wiring))
