"""Port-level errors: a dependency behind a port cannot answer. The HTTP adapter maps them to 503."""


class Unavailable(Exception):
    """A dependency is not reachable or not configured. `hint` tells the client what to do about it (what to
    wait for, or what the deployment must configure); `retry_after`, in seconds, when a retry may help sooner
    than the HTTP adapter's default."""

    def __init__(self, message: str = "", *, hint: str | None = None, retry_after: int | None = None) -> None:
        super().__init__(message)
        self.hint = hint
        self.retry_after = retry_after


class StorageUnavailable(Unavailable):
    pass


class StorageBusy(StorageUnavailable):
    """The database is reachable but another writer holds its lock past the wait (SQLite's "database is
    locked"): worth retrying, unlike an outage."""


class RateLimitStoreUnavailable(Unavailable):
    pass


class FeedUnavailable(Unavailable):
    pass


class ChainUnavailable(Unavailable):
    pass


class ProviderUnavailable(Unavailable):
    """The wallet provider or key-custody service cannot answer."""


class NotConfigured(Unavailable):
    """The deployment has no configuration for this dependency."""
