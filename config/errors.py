"""The one error configuration raises: a setting is missing, malformed or names an unknown provider."""


class ConfigError(Exception):
    """The message names the setting's key."""
