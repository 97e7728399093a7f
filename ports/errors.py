"""Port-level errors: a dependency behind a port cannot answer. The HTTP adapter maps them to 503."""


class Unavailable(Exception):
    """A dependency is not reachable or not configured."""


class StorageUnavailable(Unavailable):
    pass


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
