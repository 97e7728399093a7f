import typing


class HealthCheck(typing.Protocol):
    def ping(self) -> None:
        """Return when the dependency answers; raise ports.errors.Unavailable otherwise."""
        ...
