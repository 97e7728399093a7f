"""In-memory player tokens: each token the test issues stands for a player, or for one way of being refused."""

from __future__ import annotations

import itertools

from ports.errors import ProviderUnavailable
from ports.identity import TokenRejected


class FakePlayerTokens:
    def __init__(self) -> None:
        self._numbers = itertools.count(1)
        self.issued: dict[str, tuple[str, str | None]] = {}  # token → (player, rejection reason or None)
        self.down = False

    def issue(self, player: str, rejected: str | None = None) -> str:
        token = f"fake.token.{next(self._numbers)}"
        self.issued[token] = (player, rejected)
        return token

    def player_of(self, access_token: str) -> str:
        if self.down:
            raise ProviderUnavailable("the fake provider's key set did not answer")
        player, rejected = self.issued.get(access_token, ("", "invalid"))
        if rejected is not None:
            raise TokenRejected(rejected)
        return player
