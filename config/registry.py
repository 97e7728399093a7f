"""Provider names → adapter factories. Maintainers swap providers by naming another one in config.

Factories are "module:callable" strings so that naming a provider never imports the others' libraries.
Each factory takes the Settings and returns the adapter (or None when the role is deliberately off).
"""

from __future__ import annotations

import importlib

import attrs

from config.errors import ConfigError
from config.settings import Settings


@attrs.frozen
class Role:
    setting: str  # the Settings field holding the provider name
    providers: dict[str, str]


ROLES: dict[str, Role] = {
    "spot_feed": Role(
        "spot_provider",
        {
            "gold-api": "adapters.feeds.gold_api:from_settings",
            "goldapi-io": "adapters.feeds.goldapi_io:from_settings",
            "static": "adapters.feeds.static:from_settings",
            "none": "config.registry:nothing",
        },
    ),
    "rates_feed": Role(
        "rates_provider",
        {
            "ecb": "adapters.feeds.ecb:from_settings",
            "static": "adapters.feeds.static:rates_from_settings",
            "none": "config.registry:nothing",
        },
    ),
    "chain": Role(
        "chain_provider",
        {
            "web3": "adapters.chain.web3_reader:from_settings",
            "none": "config.registry:nothing",
        },
    ),
    "wallet_provider": Role(
        "wallet_provider",
        {
            "openfort": "adapters.wallet.openfort:from_settings",
            "none": "config.registry:nothing",
        },
    ),
    "key_custody": Role(
        "key_custody",
        {
            "shield": "adapters.wallet.shield:from_settings",
            "none": "config.registry:nothing",
        },
    ),
}


def nothing(settings: Settings):
    return None


def validate(settings: Settings) -> None:
    for role in ROLES.values():
        _factory_path(role, settings)


def build(role_name: str, settings: Settings):
    role = ROLES[role_name]
    module_name, _, attr = _factory_path(role, settings).partition(":")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as exc:
        name = getattr(settings, role.setting)
        raise ConfigError(f"GOLDCOINS_{role.setting.upper()}: provider {name!r} is not installed: {exc}") from exc
    return factory(settings)


def _factory_path(role: Role, settings: Settings) -> str:
    name = getattr(settings, role.setting)
    if name not in role.providers:
        choices = ", ".join(sorted(role.providers))
        raise ConfigError(f"GOLDCOINS_{role.setting.upper()}: unknown provider {name!r}; choose one of: {choices}")
    return role.providers[name]
