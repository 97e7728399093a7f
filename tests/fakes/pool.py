"""An in-memory pool mapping; records replacements and can be made unavailable."""

from __future__ import annotations

from domain.errors import TokenNotFound
from domain.pool import TokenMapping
from ports.errors import StorageUnavailable


class FakePoolMapping:
    def __init__(self, mappings=()) -> None:
        self.by_token = {m.token_id: m for m in mappings}
        self.replacements: list[list[TokenMapping]] = []
        self.unavailable = False

    def _check(self) -> None:
        if self.unavailable:
            raise StorageUnavailable("the pool mapping is not reachable")

    def mappings(self, token_ids) -> dict[int, TokenMapping]:
        self._check()
        return {t: self.by_token[t] for t in token_ids if t in self.by_token}

    def mapping(self, token_id: int) -> TokenMapping:
        self._check()
        if token_id not in self.by_token:
            raise TokenNotFound(f"No pool entry carries token {token_id}.")
        return self.by_token[token_id]

    def all(self) -> list[TokenMapping]:
        self._check()
        return sorted(self.by_token.values(), key=lambda m: m.token_id)

    def replace(self, mappings) -> None:
        self._check()
        mappings = list(mappings)
        if len({m.token_id for m in mappings}) < len(mappings):
            raise ValueError("a token id is mapped twice")  # the table's primary key refuses it too
        self.replacements.append(mappings)
        self.by_token = {m.token_id: m for m in mappings}


def sample_pool() -> FakePoolMapping:
    """fixtures/pool/devchain.json, resolved against tests.fakes.catalogue.sample_catalogue()."""
    return FakePoolMapping(
        [
            TokenMapping(token_id=1, type_id="101", condition="bullion"),
            TokenMapping(token_id=2, type_id="102", condition="bullion"),
            TokenMapping(token_id=3, type_id="201", condition="extremely_fine"),
            TokenMapping(token_id=4, type_id="301", condition="uncirculated"),
        ]
    )
