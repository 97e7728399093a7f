"""Tokenised coins: the machine configuration read from the chain, and ERC-1155 metadata per token."""

from __future__ import annotations

import falcon

from services.tokens import Tokens

METADATA_MAX_AGE = 3600


class Machines:
    def __init__(self, tokens: Tokens, converter, max_age: int) -> None:
        self._tokens, self._converter, self._max_age = tokens, converter, max_age

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        resp.media = self._converter.unstructure(self._tokens.machines())
        resp.cache_control = ["public", f"max-age={self._max_age}"]


class Fraction:
    def __init__(self, tokens: Tokens, converter) -> None:
        self._tokens, self._converter = tokens, converter

    def on_get(self, req: falcon.Request, resp: falcon.Response, file: str) -> None:
        resp.media = self._converter.unstructure(self._tokens.fraction(file))
        resp.cache_control = ["public", f"max-age={METADATA_MAX_AGE}"]
