import typing

import attrs


@attrs.frozen
class Budget:
    limit: int
    window_seconds: int


@attrs.frozen
class Decision:
    allowed: bool
    remaining: int
    reset_seconds: int


class RateLimiter(typing.Protocol):
    budget: Budget

    def hit(self, client: str) -> Decision:
        """Spend one request of `client`'s budget; raises RateLimitStoreUnavailable."""
        ...

    def peek(self, client: str) -> Decision:
        """What is left of `client`'s budget, spending nothing: `allowed` is whether one more `hit` would be."""
        ...
