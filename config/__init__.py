from config.errors import ConfigError
from config.settings import Settings, load_settings

__all__ = ["ConfigError", "Settings", "load_settings"]
