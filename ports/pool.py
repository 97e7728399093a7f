import typing

from domain.pool import TokenMapping


class PoolMapping(typing.Protocol):
    """Token id → catalogue type and condition. Outages raise ports.errors.StorageUnavailable."""

    def mappings(self, token_ids: typing.Iterable[int]) -> dict[int, TokenMapping]:
        """The mappings that exist among `token_ids`; unmapped ids are simply absent."""
        ...

    def mapping(self, token_id: int) -> TokenMapping:
        """Raises domain.errors.TokenNotFound when no pool entry carries the id."""
        ...

    def all(self) -> list[TokenMapping]:
        """Every mapping, by token id."""
        ...

    def replace(self, mappings: typing.Iterable[TokenMapping]) -> None:
        """Swap the whole mapping atomically: afterwards exactly `mappings` exist."""
        ...
