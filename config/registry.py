"""Provider names → adapter factories. Maintainers swap providers by naming another one in config.

Factories are "module:callable" strings so that naming a provider never imports the others' libraries. A provider
may list the settings it cannot work without (`requires`): with one of them unset the role is off (None) and the
provider's module is not imported either, so a process with no chain configured never loads web3 and py_ecc
(about a second of CPU at every start of `goldcoins`). Each factory takes the Settings and returns the adapter.
"""

from __future__ import annotations

import importlib

import attrs

from config.errors import ConfigError
from config.settings import Settings


@attrs.frozen
class Provider:
    factory: str  # "module:callable"
    requires: tuple[str, ...] = ()  # Settings fields it cannot work without: one unset, the role is off


@attrs.frozen
class Role:
    setting: str  # the Settings field holding the provider name
    providers: dict[str, Provider]


ROLES: dict[str, Role] = {
    "spot_feed": Role(
        "spot_provider",
        {
            "gold-api": Provider("adapters.feeds.gold_api:from_settings"),
            "goldapi-io": Provider("adapters.feeds.goldapi_io:from_settings"),
            "static": Provider("adapters.feeds.static:from_settings"),
            "none": Provider("config.registry:nothing"),
        },
    ),
    "rates_feed": Role(
        "rates_provider",
        {
            "ecb": Provider("adapters.feeds.ecb:from_settings"),
            "static": Provider("adapters.feeds.static:rates_from_settings"),
            "none": Provider("config.registry:nothing"),
        },
    ),
    "chain": Role(
        "chain_provider",
        {
            "web3": Provider("adapters.chain.web3_reader:from_settings", ("chain_rpc_url", "machine_address")),
            "none": Provider("config.registry:nothing"),
        },
    ),
    "wallet_provider": Role(
        "wallet_provider",
        {
            "openfort": Provider("adapters.wallet.openfort:from_settings", ("wallet_provider_secret",)),
            "none": Provider("config.registry:nothing"),
        },
    ),
    "key_custody": Role(
        "key_custody",
        {
            "shield": Provider(
                "adapters.wallet.shield:from_settings",
                ("key_custody_api_key", "key_custody_api_secret", "key_custody_encryption_part"),
            ),
            "none": Provider("config.registry:nothing"),
        },
    ),
}


def nothing(settings: Settings):
    return None


def validate(settings: Settings) -> None:
    for role in ROLES.values():
        _provider(role, settings)


def build(role_name: str, settings: Settings):
    role = ROLES[role_name]
    provider = _provider(role, settings)
    if not all(getattr(settings, name) for name in provider.requires):
        return None
    module_name, _, attr = provider.factory.partition(":")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as exc:
        name = getattr(settings, role.setting)
        raise ConfigError(f"GOLDCOINS_{role.setting.upper()}: provider {name!r} is not installed: {exc}") from exc
    return factory(settings)


def _provider(role: Role, settings: Settings) -> Provider:
    name = getattr(settings, role.setting)
    if name not in role.providers:
        choices = ", ".join(sorted(role.providers))
        raise ConfigError(f"GOLDCOINS_{role.setting.upper()}: unknown provider {name!r}; choose one of: {choices}")
    return role.providers[name]
